// Issue #31: a listing reaches the public only once it is published. In one city: a published listing, a member's new
// listing waiting for review, one the admin rejected (it stays waiting) and a published listing whose owner's edit
// is held for review; beside them a published listing of a city that is not public yet. Every public surface is
// walked over the real HTTP stack (pages, feeds, the sitemap, the archive, the embed, the read API and MCP) and only
// the published listings, as published, appear anywhere. A listing's name may be said at a meeting (it is then in
// the transcript, as said); its key, description, email, telephone and website never leak.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listBusinessMentions } from "~/features/directory/business-mentions.server";
import { summarizeCategories } from "~/features/directory/directory.server";
import { editOwnedListing, rejectPending } from "~/features/my-business/my-business.server";
import type { MCP_TOOL_NAMES } from "~/features/open-data/mcp.server";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { createCategory, createListing } from "../factories/directory";
import { createMember, makeOwner } from "../factories/my-business";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

type Listing = Awaited<ReturnType<typeof createListing>>;

let server: TestHttpServer;
let cityKey: string;
let hiddenCityKey: string;
let meetingId: string;
let published: Listing;
let pending: Listing;
let rejected: Listing;
let withHeldEdit: Listing;
let ofHiddenCity: Listing;
let categoryParent: string;

/** The words an owner proposed for a public listing; nobody reads them before an admin approves. */
const HELD_DESCRIPTION = "Heldback proposal text 7Q4 awaiting review";

/** Distinct fields per listing, so a leak names the listing it came from. */
function fieldsFor(kind: string, telephone: string) {
  return {
    description: `${kind} description marker 3XK`,
    email: `owner-${kind}@${kind}-shop.example`,
    telephone,
    website: `https://www.${kind}-shop.example`,
  };
}

/** What of a listing must never appear where the listing is not public. */
function privateFieldsOf(listing: Listing): string[] {
  return [
    listing.businessKey,
    listing.description ?? "",
    listing.email ?? "",
    listing.telephone ?? "",
    listing.website ?? "",
  ];
}

const notPublic = () => [pending, rejected, ofHiddenCity];

beforeAll(async () => {
  const city = await createCity({ name: "Scopeville", status: "Live" });
  const hiddenCity = await createCity({ name: "Scope Preview", status: "New" });
  cityKey = city.locationKey;
  hiddenCityKey = hiddenCity.locationKey;
  const category = await createCategory({ parentCategory: "Scopecraft", subCategory: "Everything" });
  categoryParent = category.parentCategory;
  const inCategory = { businessCategory: category.id, listingTier: "Tier 2" as const };

  published = await createListing(city.id, {
    name: "Marigold Lantern Books",
    ...inCategory,
    ...fieldsFor("published", "(707) 555-0141"),
  });
  withHeldEdit = await createListing(city.id, {
    name: "Copperleaf Tailors",
    ...inCategory,
    ...fieldsFor("heldedit", "(707) 555-0142"),
  });
  // A member's new listing waits for an admin (issue #20).
  pending = await createListing(city.id, {
    name: "Obsidian Kettle Cafe",
    publicationStatus: "pending",
    ...inCategory,
    ...fieldsFor("pending", "(707) 555-0143"),
  });
  rejected = await createListing(city.id, {
    name: "Velvet Anvil Forge",
    publicationStatus: "pending",
    ...inCategory,
    ...fieldsFor("rejected", "(707) 555-0144"),
  });
  ofHiddenCity = await createListing(hiddenCity.id, {
    name: "Nimbus Hollow Outfitters",
    ...inCategory,
    ...fieldsFor("hiddencity", "(707) 555-0145"),
  });

  const owner = await createMember();
  for (const listing of [pending, rejected, withHeldEdit]) await makeOwner(listing.id, owner.id);
  await rejectPending({ id: rejected.id, reason: "We could not find this business." });
  await editOwnedListing({
    member: owner,
    input: { intent: "edit-listing", businessId: withHeldEdit.id, description: HELD_DESCRIPTION },
  });

  // A meeting that names every listing of the city, so each has a mention row (kept by triggers for all listings).
  const meeting = await createVideoWithSegments(city.id, {
    title: "City Council Regular Meeting - March 2, 2026",
    publishedAt: new Date("2026-03-03T12:00:00Z"),
    transcript: [
      "[00:00:05] Clerk: The meeting is called to order.",
      "[00:00:30] Speaker: Thank you to Marigold Lantern Books for the reading hour.",
      "[00:01:00] Speaker: Obsidian Kettle Cafe asked about the parklet permit.",
      "[00:01:30] Speaker: Velvet Anvil Forge wants a loading zone.",
      "[00:02:00] Speaker: Copperleaf Tailors mended the council banner.",
    ].join("\n"),
    analysisResults: analysisResults(),
    analyzedAt: new Date("2026-03-05T18:00:00Z"),
    newsStory: newsStory({ headline: "Council thanks the reading hour" }),
    storyGeneratedAt: new Date("2026-03-05T18:30:00Z"),
    storyPublishedAt: new Date("2026-03-05T18:30:00Z"),
  });
  meetingId = meeting.id;
  server = await startTestHttpServer();
});

afterAll(async () => {
  await server?.close();
});

async function get(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.origin}${path}`, { redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

function expectNoLeak(where: string, body: string, options: { names: boolean }) {
  for (const listing of notPublic()) {
    for (const field of privateFieldsOf(listing))
      expect(body, `${where} leaks ${field}`).not.toContain(field);
    if (options.names) expect(body, `${where} names ${listing.name}`).not.toContain(listing.name);
  }
  expect(body, `${where} leaks the held edit`).not.toContain(HELD_DESCRIPTION);
}

describe("only published listings reach the public", () => {
  it("the read API lists the published listings, of the city and of every city", async () => {
    for (const path of [`/api/v1/listings?city=${cityKey}&limit=100`, "/api/v1/listings?limit=100"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      const keys = (JSON.parse(answer.body).data as { key: string }[]).map((listing) => listing.key);
      expect(keys, path).toEqual(expect.arrayContaining([published.businessKey, withHeldEdit.businessKey]));
      expect(keys.length, path).toBe(2);
      expectNoLeak(path, answer.body, { names: true });
    }
    const hiddenCity = await get(`/api/v1/listings?city=${hiddenCityKey}`);
    expect(hiddenCity.status).toBe(404);
    expectNoLeak("the hidden city's listings", hiddenCity.body, { names: true });
  });

  it("the directory pages list and count the published listings only", async () => {
    for (const path of ["/businesses", `/city/${cityKey}/businesses`, `/city/${cityKey}/businesses?q=o`]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expect(answer.body, path).toContain(published.name);
      expectNoLeak(path, answer.body, { names: true });
    }
    const groups = [{ parentCategory: categoryParent, subcategories: ["Everything"] }];
    const [inCity] = await summarizeCategories({ cityId: published.cityId, groups });
    expect(inCity?.businessCount).toBe(2);
  });

  it("a published listing's page shows it and where it was mentioned; the others are not found", async () => {
    const page = await get(`/city/${cityKey}/businesses/${published.businessKey}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(published.description);
    expect(page.body).toContain("Thank you to Marigold Lantern Books for the reading hour.");
    expectNoLeak("the published page", page.body, { names: true });

    const held = await get(`/businesses/${withHeldEdit.businessKey}`);
    expect(held.status).toBe(200);
    expect(held.body).toContain(withHeldEdit.description);
    expect(held.body).not.toContain(HELD_DESCRIPTION);

    for (const listing of notPublic()) {
      for (const path of [
        `/businesses/${listing.businessKey}`,
        `/city/${cityKey}/businesses/${listing.businessKey}`,
        `/businesses/${listing.businessKey}/website`,
      ]) {
        const answer = await get(path);
        expect(answer.status, path).toBe(404);
        expectNoLeak(path, answer.body, { names: true });
      }
    }
  });

  it("mentions are read for published listings only", async () => {
    const mentions = (listing: Listing) =>
      listBusinessMentions({ listingId: listing.id, locationKey: cityKey });
    expect((await mentions(published)).map((mention) => mention.videoId)).toEqual([meetingId]);
    expect((await mentions(withHeldEdit)).map((mention) => mention.videoId)).toEqual([meetingId]);
    expect(await mentions(pending)).toEqual([]);
    expect(await mentions(rejected)).toEqual([]);
  });

  it("the sitemap names the published listings' pages only", async () => {
    const answer = await get("/sitemap.xml");
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(`/businesses/${published.businessKey}</loc>`);
    expect(answer.body).toContain(`/businesses/${withHeldEdit.businessKey}</loc>`);
    expectNoLeak("the sitemap", answer.body, { names: true });
  });

  it("no page, feed, archive, embed or API answer about the city and its meeting leaks a listing", async () => {
    const meeting = `/city/${cityKey}/meeting/${meetingId}`;
    const paths = [
      "/",
      `/city/${cityKey}`,
      meeting,
      `${meeting}/transcript.json`,
      `/city/${cityKey}/meeting-story/${meetingId}`,
      `/city/${cityKey}/archive.ndjson`,
      `/embed/city/${cityKey}`,
      `/city/${cityKey}/feed.xml`,
      `/city/${cityKey}/commitments/overdue.xml`,
      "/search/feed.xml?q=loading",
      `/search?q=loading`,
      `/city/${cityKey}/search?q=permit`,
      "/api/v1/cities",
      `/api/v1/meetings?city=${cityKey}`,
      `/api/v1/meetings/${meetingId}`,
      `/api/v1/meetings/${meetingId}/segments`,
      `/api/v1/meetings/${meetingId}/analysis`,
      `/api/v1/meetings/${meetingId}/story`,
      "/api/v1/stories",
      "/api/v1/search?q=permit",
    ];
    for (const path of paths) {
      const answer = await get(path);
      expect(answer.status, path).toBe(200);
      expectNoLeak(path, answer.body, { names: false });
    }
  });

  it("no MCP tool answers with a listing that is not published", async () => {
    const client = new Client({ name: "civiclens-scope-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.origin}/mcp`)));
    try {
      const calls: Record<(typeof MCP_TOOL_NAMES)[number], Record<string, unknown>> = {
        list_cities: {},
        search_meetings: { query: "loading zone", city: cityKey },
        get_meeting: { meeting_id: meetingId },
        get_transcript: { meeting_id: meetingId },
        get_analysis: { meeting_id: meetingId },
        get_story: { meeting_id: meetingId },
      };
      for (const [name, args] of Object.entries(calls)) {
        const result = await client.callTool({ name, arguments: args });
        expect(result.isError ?? false, `${name}: ${JSON.stringify(result.content)}`).toBe(false);
        expectNoLeak(`MCP ${name}`, JSON.stringify(result), { names: false });
      }
    } finally {
      await client.close();
    }
  });
});
