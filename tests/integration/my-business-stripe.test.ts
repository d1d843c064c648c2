// Issue #20, paying for a tier: Checkout through the official SDK against a loopback fake of the Stripe API, and
// webhook events signed by the SDK's own helper. A tier comes only from a verified event, each event counts once,
// a failed payment keeps the tier through a 7-day grace, then the listing drops to Basic with nothing deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expireGracePeriods } from "~/features/my-business/billing.server";
import { NOT_THE_PAYER, PAYMENTS_UNAVAILABLE } from "~/features/my-business/my-business.copy";
import { action as moderationAction } from "~/routes/admin.business-directory.moderation";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/my-business";
import { action as webhookAction } from "~/routes/webhooks.stripe";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";
import {
  createMember,
  getFrom,
  makeOwner,
  postTo,
  readListing,
  type TestMember,
} from "../factories/my-business";
import { type FakeCheckoutSession, signedWebhook, startFakeStripe, stripeEvent } from "../fakes/stripe";
import { setTestEnvironment } from "../setup/test-environment";

const WEBHOOK_SECRET = "whsec_test_secret_for_civiclens";
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let cityId: string;
let owner: TestMember;
let admin: TestMember;

beforeAll(async () => {
  fake = await startFakeStripe({ webhookSecret: WEBHOOK_SECRET });
  setTestEnvironment({
    STRIPE_SECRET_KEY: "sk_test_civiclens",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  cityId = (await createCity({ status: "Live" })).id;
  [owner, admin] = await Promise.all([createMember(), createMember({ admin: true })]);
});

afterAll(async () => {
  await fake.close();
});

async function ownedListing() {
  const listing = await createListing(cityId, { listingTier: "Tier 3" });
  await makeOwner(listing.id, owner.id);
  return listing;
}

async function deliver(event: object, secret = WEBHOOK_SECRET) {
  const { body, signature } = signedWebhook(event, secret);
  const request = new Request("http://localhost:3000/webhooks/stripe", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body,
  });
  const response = (await webhookAction({ request, params: {}, context: {} } as never)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Starts Checkout as the owner would and completes it at the fake; answers the completed session. */
async function checkout(listingId: string, plan: "standard" | "premium") {
  const answer = await postTo(dashboardAction, {
    path: "/my-business",
    fields: { intent: "checkout", businessId: listingId, plan },
    cookie: owner.cookie,
  });
  expect(answer.status).toBe(302);
  const sessionId = answer.location?.split("/checkout/")[1] ?? "";
  return fake.completeCheckout(sessionId);
}

const completed = (
  session: Record<string, unknown> | FakeCheckoutSession,
  options: { id?: string; created?: Date } = {},
) => stripeEvent("checkout.session.completed", session, options);

describe("checkout", () => {
  it("creates a monthly subscription session for the owned listing at the plan's price, granting nothing yet", async () => {
    const listing = await ownedListing();
    const answer = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "checkout", businessId: listing.id, plan: "premium" },
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(new RegExp(`^${fake.url}/checkout/cs_test_`));
    const sent = fake.requests.at(-1);
    expect(sent?.authorization).toBe("Bearer sk_test_civiclens");
    expect(sent?.form.get("mode")).toBe("subscription");
    expect(sent?.form.get("metadata[listingId]")).toBe(listing.id);
    expect(sent?.form.get("metadata[plan]")).toBe("premium");
    expect(sent?.form.get("metadata[payerId]")).toBe(owner.id);
    expect(sent?.form.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(sent?.form.get("line_items[0][price_data][unit_amount]")).toBe("14900");
    expect(sent?.form.get("customer_email")).toBe(owner.email);
    expect((await readListing(listing.id)).listingTier).toBe("Tier 3");
  });

  it("never grants a tier from the return URL alone", async () => {
    const listing = await ownedListing();
    await checkout(listing.id, "premium");
    const page = await getFrom(dashboardLoader, {
      path: "/my-business?checkout=success",
      cookie: owner.cookie,
    });
    expect(page.body).toMatchObject({ checkoutReturned: true });
    expect(await readListing(listing.id)).toMatchObject({ listingTier: "Tier 3", tierSource: "default" });
  });

  it("grants the plan's tier on the signed checkout.session.completed event", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "premium");
    const answer = await deliver(completed(session));
    expect(answer).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await readListing(listing.id)).toMatchObject({
      listingTier: "Tier 1",
      tierSource: "paid",
      subscriptionStatus: "active",
      stripeCustomerId: session.customer,
      stripeSubscriptionId: session.subscription,
      graceUntil: null,
      billingUserId: owner.id,
    });
  });

  it("handles a replayed event once: the second delivery changes nothing", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "standard");
    const event = completed(session);
    await deliver(event);
    expect((await readListing(listing.id)).listingTier).toBe("Tier 2");
    // An admin revokes the tier; a replay of the captured event must not bring it back.
    await postTo(moderationAction, {
      path: "/admin/business-directory/moderation",
      fields: { intent: "revoke-tier", businessId: listing.id },
      cookie: admin.cookie,
    });
    const replay = await deliver(event);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    expect(await readListing(listing.id)).toMatchObject({ listingTier: "Tier 3", tierSource: "default" });
  });

  it("refuses an event with a bad signature (400) and changes nothing", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "premium");
    const before = await readListing(listing.id);
    const forged = await deliver(completed(session), "whsec_someone_else");
    expect(forged.status).toBe(400);
    const unsigned = (await webhookAction({
      request: new Request("http://localhost:3000/webhooks/stripe", {
        method: "POST",
        body: JSON.stringify(completed(session)),
      }),
      params: {},
      context: {},
    } as never)) as Response;
    expect(unsigned.status).toBe(400);
    expect(await readListing(listing.id)).toEqual(before);
  });
});

describe("after checkout", () => {
  it("keeps the tier through a 7-day grace after a failed payment, then drops to Basic, deleting nothing", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "premium");
    await deliver(completed(session));
    const failedAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000);
    const graceEnd = new Date(failedAt.getTime() + 7 * 86_400_000);
    const invoice = {
      id: "in_1",
      object: "invoice",
      subscription: session.subscription,
      customer: session.customer,
    };
    await deliver(stripeEvent("invoice.payment_failed", invoice, { created: failedAt }));
    const inGrace = await readListing(listing.id);
    expect(inGrace).toMatchObject({
      listingTier: "Tier 1",
      tierSource: "paid",
      subscriptionStatus: "past_due",
    });
    expect(inGrace.graceUntil?.toISOString()).toBe(graceEnd.toISOString());
    // A retry failing again does not lengthen the grace.
    await deliver(stripeEvent("invoice.payment_failed", invoice));
    expect((await readListing(listing.id)).graceUntil?.toISOString()).toBe(graceEnd.toISOString());

    // The owner reads "grace" while the tier holds (reading also checks for an ended grace, and this one has not).
    const dashboard = await getFrom(dashboardLoader, { path: "/my-business", cookie: owner.cookie });
    const mine = (dashboard.body as { listings: { id: string; tierSource: string }[] }).listings.find(
      (row) => row.id === listing.id,
    );
    expect(mine?.tierSource).toBe("grace");
    await expireGracePeriods(new Date(graceEnd.getTime() - 1000));
    expect((await readListing(listing.id)).listingTier).toBe("Tier 1");
    await expireGracePeriods(graceEnd);
    const dropped = await readListing(listing.id);
    expect(dropped).toMatchObject({
      listingTier: "Tier 3",
      tierSource: "default",
      graceUntil: null,
      name: listing.name,
      description: listing.description,
      stripeCustomerId: session.customer,
    });
  });

  it("a paid invoice ends the grace; a cancelled subscription keeps the tier until deleted, then Basic", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "standard");
    await deliver(completed(session));
    const invoice = {
      id: "in_2",
      object: "invoice",
      customer: session.customer,
      parent: { subscription_details: { subscription: session.subscription, metadata: session.metadata } },
    };
    await deliver(stripeEvent("invoice.payment_failed", invoice));
    expect((await readListing(listing.id)).graceUntil).not.toBeNull();
    await deliver(stripeEvent("invoice.paid", invoice));
    expect(await readListing(listing.id)).toMatchObject({
      listingTier: "Tier 2",
      graceUntil: null,
      subscriptionStatus: "active",
    });

    const subscription = {
      id: session.subscription,
      object: "subscription",
      status: "active",
      cancel_at_period_end: true,
      metadata: session.metadata,
    };
    await deliver(stripeEvent("customer.subscription.updated", subscription));
    expect(await readListing(listing.id)).toMatchObject({
      listingTier: "Tier 2",
      subscriptionStatus: "canceling",
    });
    await deliver(stripeEvent("customer.subscription.deleted", { ...subscription, status: "canceled" }));
    expect(await readListing(listing.id)).toMatchObject({
      listingTier: "Tier 3",
      tierSource: "default",
      subscriptionStatus: "canceled",
    });
  });

  it("sends the owner to Stripe's customer portal for the listing's customer", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "premium");
    await deliver(completed(session));
    const answer = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "portal", businessId: listing.id },
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`${fake.url}/portal/${session.customer}`);
  });

  it("keeps a co-owner who does not pay out of the payer's billing portal and Stripe customer (issue #31)", async () => {
    const listing = await ownedListing();
    const session = await checkout(listing.id, "standard");
    await deliver(completed(session));
    const coOwner = await createMember();
    await makeOwner(listing.id, coOwner.id);
    const requestsBefore = fake.requests.length;

    const portal = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "portal", businessId: listing.id },
      cookie: coOwner.cookie,
    });
    expect(portal.status).toBe(403);
    expect(portal.body).toMatchObject({ ok: false, error: NOT_THE_PAYER });
    // Nor a second subscription, or a checkout as the payer's customer, while the payer's plan runs.
    const second = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "checkout", businessId: listing.id, plan: "premium" },
      cookie: coOwner.cookie,
    });
    expect(second.status).toBe(403);
    expect(second.body).toMatchObject({ error: NOT_THE_PAYER });
    expect(fake.requests.length).toBe(requestsBefore);

    const dashboard = async (member: TestMember) =>
      (
        (await getFrom(dashboardLoader, { path: "/my-business", cookie: member.cookie })).body as {
          listings: { id: string; isPayer: boolean }[];
        }
      ).listings.find((row) => row.id === listing.id);
    expect(await dashboard(coOwner)).toMatchObject({ isPayer: false });
    expect(await dashboard(owner)).toMatchObject({ isPayer: true });

    const payer = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "portal", businessId: listing.id },
      cookie: owner.cookie,
    });
    expect(payer.location).toBe(`${fake.url}/portal/${session.customer}`);
  });

  it("lets an admin grant a tier by hand and shows where it came from", async () => {
    const listing = await ownedListing();
    await postTo(moderationAction, {
      path: "/admin/business-directory/moderation",
      fields: { intent: "grant-tier", businessId: listing.id, listingTier: "Tier 1" },
      cookie: admin.cookie,
    });
    expect(await readListing(listing.id)).toMatchObject({ listingTier: "Tier 1", tierSource: "admin" });
    const page = await getFrom(dashboardLoader, { path: "/my-business", cookie: owner.cookie });
    const mine = (page.body as { listings: { id: string; tierSource: string }[] }).listings.find(
      (row) => row.id === listing.id,
    );
    expect(mine?.tierSource).toBe("admin");
  });
});

describe("without STRIPE_SECRET_KEY", () => {
  it("offers no checkout: the dashboard says so and a posted checkout is refused", async () => {
    setTestEnvironment({ STRIPE_SECRET_KEY: undefined });
    const listing = await ownedListing();
    const page = await getFrom(dashboardLoader, { path: "/my-business", cookie: owner.cookie });
    expect(page.body).toMatchObject({ paymentsEnabled: false });
    const answer = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "checkout", businessId: listing.id, plan: "premium" },
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: PAYMENTS_UNAVAILABLE });
    setTestEnvironment({ STRIPE_SECRET_KEY: "sk_test_civiclens" });
  });
});
