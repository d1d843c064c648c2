// Issue #20 over the real HTTP edge: Stripe's webhook arrives with no cookie, no Origin and a raw JSON body the
// edge must pass on byte for byte; a business page's view and a website click are counted without cookies.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingStatsFor } from "~/features/my-business/listing-stats.server";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";
import { readListing } from "../factories/my-business";
import { signedWebhook, stripeEvent } from "../fakes/stripe";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";
import { setTestEnvironment } from "../setup/test-environment";

const WEBHOOK_SECRET = "whsec_edge_test_secret";
let server: TestHttpServer;
let cityId: string;

beforeAll(async () => {
  setTestEnvironment({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_SECRET_KEY: undefined });
  server = await startTestHttpServer();
  cityId = (await createCity({ status: "Live" })).id;
});

afterAll(async () => {
  await server.close();
});

function postWebhook(body: string, signature: string) {
  return fetch(`${server.origin}/webhooks/stripe`, {
    method: "POST",
    // Stripe sends no cookie and no Origin; the JSON keeps Stripe's own spacing, which a re-encoding would lose.
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": signature },
    body,
  });
}

describe("the Stripe webhook over HTTP", () => {
  it("verifies the raw body and applies the event; a tampered body is 400 and changes nothing", async () => {
    const listing = await createListing(cityId, { listingTier: "Tier 3" });
    const event = stripeEvent("checkout.session.completed", {
      id: "cs_edge",
      object: "checkout.session",
      metadata: { listingId: listing.id, plan: "premium" },
      payment_status: "paid",
      customer: "cus_edge",
      subscription: "sub_edge",
    });
    const { body, signature } = signedWebhook(event, WEBHOOK_SECRET);
    const spaced = body.replace('"type":', '"type" :');
    const tampered = await postWebhook(spaced, signature);
    expect(tampered.status).toBe(400);
    expect((await readListing(listing.id)).listingTier).toBe("Tier 3");

    const answer = await postWebhook(body, signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, duplicate: false });
    expect(await readListing(listing.id)).toMatchObject({ listingTier: "Tier 1", tierSource: "paid" });
  });
});

describe("views and clicks", () => {
  it("counts a business page view and a website click for the month, with no cookie set", async () => {
    const listing = await createListing(cityId, { website: "counted.example" });
    // A script reading the page (as a page following a run's progress reads itself) is not a view.
    const read = await fetch(`${server.origin}/businesses/${listing.businessKey}`, {
      headers: { accept: "text/html", "sec-fetch-dest": "empty" },
    });
    expect(read.status).toBe(200);
    const page = await fetch(`${server.origin}/businesses/${listing.businessKey}`, {
      headers: { accept: "text/html", "sec-fetch-dest": "document" },
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    // Views are written a moment later, a batch at a time (listing-stats.server.ts).
    await expect
      .poll(async () => (await listingStatsFor([listing.id])).get(listing.id)?.at(-1)?.views, {
        timeout: 10_000,
      })
      .toBe(1);

    const click = await fetch(`${server.origin}/businesses/${listing.businessKey}/website`, {
      redirect: "manual",
    });
    expect(click.status).toBe(302);
    expect(click.headers.get("location")).toBe("https://counted.example");
    expect(click.headers.getSetCookie()).toEqual([]);
    expect((await listingStatsFor([listing.id])).get(listing.id)?.at(-1)).toMatchObject({
      views: 1,
      clicks: 1,
    });
  });

  it("counts nothing for a pending listing, which answers 404", async () => {
    const listing = await createListing(cityId, { publicationStatus: "pending", website: "hidden.example" });
    const page = await fetch(`${server.origin}/businesses/${listing.businessKey}`, {
      headers: { accept: "text/html" },
    });
    expect(page.status).toBe(404);
    const click = await fetch(`${server.origin}/businesses/${listing.businessKey}/website`, {
      redirect: "manual",
    });
    expect(click.status).toBe(404);
    expect((await listingStatsFor([listing.id])).get(listing.id)?.at(-1)).toMatchObject({
      views: 0,
      clicks: 0,
    });
  });
});
