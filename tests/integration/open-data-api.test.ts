// The public read API /api/v1 (issue #18, ADR 0041): every operation, pagination to the end, bad cursors and
// parameters, the one error shape, ETag/304, CORS, and nothing an admin alone may see. Every answer is checked
// against the OpenAPI document (tests/factories/open-data.ts), which a maintained validator checks in turn.
import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, it } from "vitest";
import { transcriptSegments } from "#db/schema";
import { meetingBody } from "~/features/alerts/alerts.server";
import { API_BASE_PATH } from "~/features/open-data/open-data.constants";
import { API_ERRORS } from "~/features/open-data/open-data.copy";
import { encodeCursor } from "~/features/open-data/open-data.server";
import { API_ROUTES } from "~/features/open-data/open-data-api.server";
import { loadDevelopersPage, openApiDocument } from "~/features/open-data/openapi.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createSource, createVideo } from "../factories/cities";
import { createCategory, createListing } from "../factories/directory";
import { allPages, apiRequest } from "../factories/open-data";

let live: Awaited<ReturnType<typeof createCity>>;
let archive: Awaited<ReturnType<typeof createCity>>;
let hidden: Awaited<ReturnType<typeof createCity>>;
let meetingId: string;
let draftStoryMeetingId: string;
let hiddenMeetingId: string;
const MEETINGS = 7;

async function saveSegments(videoId: string, count: number) {
  await db()
    .insert(transcriptSegments)
    .values(
      Array.from({ length: count }, (_, position) => ({
        videoId,
        position,
        startSeconds: position * 10,
        endSeconds: position * 10 + 9.5,
        speaker: position % 2 === 0 ? "Mayor Diaz" : null,
        text: `Line ${position} about the harbor budget and zoning`,
      })),
    );
}

beforeAll(async () => {
  live = await createCity({ name: "Aardvark Falls", description: "A public city" });
  archive = await createCity({ name: "Aardvark Archive", status: "Archive" });
  hidden = await createCity({ name: "Aardvark Hidden", status: "Test" });
  await createCity({ name: "Aardvark New", status: "New" });
  const source = await createSource(live.id, {
    sourceType: "youtube",
    entityType: "Planning Commission",
    title: "Falls TV",
    lastRefreshError: "ADMIN ONLY refresh error",
  });
  for (let day = 1; day <= MEETINGS; day++) {
    const video = await createVideo(live.id, {
      title: day === 1 ? "City Council regular meeting" : `Session ${day}`,
      cityUrlsId: source.id,
      publishedAt: new Date(Date.UTC(2026, 1, day)),
      transcript: "Line about the harbor budget and zoning",
    });
    if (day === MEETINGS) meetingId = video.id;
  }
  // Two meetings with no date, which sort after every dated one.
  await createVideo(live.id, { title: "Undated A", publishedAt: null });
  await createVideo(live.id, { title: "Undated B", publishedAt: null });
  await saveSegments(meetingId, 12);
  const analysed = await createVideo(live.id, {
    title: "Analysed meeting",
    publishedAt: new Date(Date.UTC(2026, 2, 1)),
    analysisResults: analysisResults(),
    analyzedAt: new Date("2026-03-05T18:00:00Z"),
    newsStory: newsStory({ headline: "Council repaves Harbor Street" }),
    storyGeneratedAt: new Date("2026-03-05T18:30:00Z"),
    storyPublishedAt: new Date("2026-03-05T18:30:00Z"),
    storyReviewFailures: null,
  });
  meetingId = analysed.id;
  await saveSegments(analysed.id, 30);
  const draft = await createVideo(live.id, {
    title: "Draft story meeting",
    publishedAt: new Date(Date.UTC(2026, 2, 2)),
    analysisResults: analysisResults(),
    newsStory: newsStory({ headline: "UNPUBLISHED headline" }),
    storyGeneratedAt: new Date(),
    storyPublishedAt: null,
    storyReviewFailures: ["ADMIN ONLY review failure"],
  });
  draftStoryMeetingId = draft.id;
  const hiddenMeeting = await createVideo(hidden.id, {
    title: "Hidden city meeting",
    analysisResults: analysisResults(),
    newsStory: newsStory({ headline: "Hidden story" }),
    storyPublishedAt: new Date(),
    transcript: "harbor budget",
  });
  hiddenMeetingId = hiddenMeeting.id;
  await createVideo(archive.id, { title: "Archived meeting", transcript: "harbor budget" });
  const category = await createCategory({ parentCategory: "Food", subCategory: "Bakery" });
  for (let index = 0; index < 5; index++) {
    await createListing(live.id, {
      name: `Bakery ${index}`,
      businessCategory: category.id,
      userEmail: "owner-admin-only@example.com",
      subscriptionStatus: "active",
      stripeCustomerId: "cus_ADMINONLY",
      stripeSubscriptionId: "sub_ADMINONLY",
    });
  }
  await createListing(hidden.id, { name: "Hidden bakery" });
});

describe("the OpenAPI document", () => {
  it("is served at /api/v1/openapi.json and is valid OpenAPI 3.1 to a maintained validator", async () => {
    const answer = await apiRequest("/api/v1/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.body?.openapi).toBe("3.1.0");
    const result = await new Validator().validate(answer.body as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const paths = Object.keys(answer.body?.paths as object);
    expect(paths).toEqual(
      expect.arrayContaining(["/cities", "/meetings/{id}/segments", "/search", "/listings", "/stories"]),
    );
    expect(((answer.body?.servers ?? []) as { url: string }[])[0]?.url).toBe(`${env().PUBLIC_URL}/api/v1`);
  });

  it("documents every path the router serves under /api/v1, as the operation that answers it", async () => {
    const documented = openApiDocument(env().PUBLIC_URL).paths ?? {};
    const values: Record<string, string> = { city: live.locationKey, id: meetingId };
    expect(API_ROUTES.length).toBeGreaterThan(0);
    // Besides these, the router serves only the document itself (/api/v1/openapi.json), which does not list itself.
    for (const { operation } of API_ROUTES) {
      const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? name);
      const answer = await apiRequest(`${API_BASE_PATH}${path}`);
      // Served: any answer but the one for a path the router does not know (a search without q is a 400).
      expect((answer.body?.error as { message?: string } | undefined)?.message, path).not.toBe(
        API_ERRORS.notFound,
      );
      expect(documented[operation.path]?.get?.operationId, path).toBe(operation.operationId);
    }
  });
});

describe("the developers page", () => {
  it("describes every operation and parameter the document has, with curl and JavaScript examples", () => {
    const page = loadDevelopersPage();
    const document = openApiDocument(env().PUBLIC_URL) as {
      paths: Record<string, { get: { parameters: { name: string; required?: boolean }[] } }>;
    };
    expect(page.operations.map((operation) => operation.path)).toEqual(Object.keys(document.paths));
    for (const operation of page.operations) {
      const documented = document.paths[operation.path]?.get.parameters ?? [];
      // The document leaves `required` out for an optional parameter: false is OpenAPI's default.
      expect(operation.parameters.map(({ name, required }) => ({ name, required }))).toEqual(
        documented.map(({ name, required }) => ({ name, required: required ?? false })),
      );
      expect(operation.curl).toContain(`curl -H "X-API-Key: $CIVICLENS_KEY" "${env().PUBLIC_URL}/api/v1/`);
      expect(operation.javascript).toContain("await fetch(");
    }
    expect(page.limits).toEqual({
      anonymous: env().API_RATE_LIMIT_PER_MINUTE,
      keyed: env().API_KEY_RATE_LIMIT_PER_MINUTE,
    });
  });
});

describe("cities and bodies", () => {
  it("lists only Live cities, by name, to the last page", async () => {
    const cities = await allPages("/api/v1/cities?limit=1", "key");
    const keys = cities.map((city) => city.key);
    expect(keys).toContain(live.locationKey);
    expect(keys).not.toContain(archive.locationKey);
    expect(keys).not.toContain(hidden.locationKey);
    expect(cities.map((city) => city.status)).not.toContain("Test");
    const names = cities.map((city) => String(city.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("answers a public city by key (Archive too) and 404 for a New or Test one", async () => {
    expect((await apiRequest(`/api/v1/cities/${live.locationKey}`)).body?.description).toBe("A public city");
    expect((await apiRequest(`/api/v1/cities/${archive.locationKey}`)).body?.status).toBe("Archive");
    const missing = await apiRequest(`/api/v1/cities/${hidden.locationKey}`);
    expect(missing).toMatchObject({
      status: 404,
      body: { error: { code: "not_found", message: API_ERRORS.cityNotFound } },
    });
  });

  it("lists a city's bodies by the same rule as the alerts", async () => {
    const answer = await apiRequest(`/api/v1/cities/${live.locationKey}/bodies`);
    expect(meetingBody("City Council regular meeting", "Planning Commission")).toBe("City Council");
    expect(answer.body?.data).toEqual([
      { name: "City Council", meetingCount: 1 },
      { name: "Planning Commission", meetingCount: MEETINGS - 1 },
    ]);
  });
});

describe("meetings, transcripts, analyses and stories", () => {
  it("pages a city's meetings newest first to the end, undated last, with no repeats", async () => {
    const meetings = await allPages(`/api/v1/meetings?city=${live.locationKey}&limit=2`);
    expect(meetings).toHaveLength(MEETINGS + 4);
    expect(meetings.slice(-2).map((meeting) => meeting.publishedAt)).toEqual([null, null]);
    const dates = meetings.flatMap((meeting) => (meeting.publishedAt ? [String(meeting.publishedAt)] : []));
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("filters by body, and lists every Live city's meetings without a city", async () => {
    const council = await allPages(`/api/v1/meetings?city=${live.locationKey}&body=City%20Council`);
    expect(council.map((meeting) => meeting.title)).toEqual(["City Council regular meeting"]);
    const everywhere = await allPages("/api/v1/meetings?limit=100");
    const titles = everywhere.map((meeting) => meeting.title);
    expect(titles).not.toContain("Hidden city meeting");
    expect(titles).not.toContain("Archived meeting");
  });

  it("answers a meeting with its source, dates, video URL and links, and never an admin column", async () => {
    const answer = await apiRequest(`/api/v1/meetings/${meetingId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: meetingId,
      hasAnalysis: true,
      hasStory: true,
      publishedAt: "2026-03-01T00:00:00.000Z",
      url: `${env().PUBLIC_URL}/city/${live.locationKey}/meeting/${meetingId}`,
    });
    expect(String(answer.body?.videoUrl)).toMatch(/^https:\/\/www\.youtube\.com\/watch/);
    const text = JSON.stringify(answer.body);
    for (const secret of [
      "ADMIN ONLY",
      "storyReviewFailures",
      "analysisEditedBy",
      "lastRefreshError",
      'transcript"',
    ])
      expect(text).not.toContain(secret);
  });

  it("pages a transcript in order, and within a time range", async () => {
    const segments = await allPages(`/api/v1/meetings/${meetingId}/segments?limit=7`);
    expect(segments).toHaveLength(30);
    expect(segments.map((segment) => segment.position)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(segments[3]).toMatchObject({ start: 30, end: 39.5, speaker: null });
    expect(String(segments[3]?.url)).toContain("?t=30");
    const ranged = await allPages(`/api/v1/meetings/${meetingId}/segments?from=55&to=100`);
    expect(ranged.map((segment) => segment.start)).toEqual([50, 60, 70, 80, 90, 100]);
  });

  it("answers the analysis, and the published story only", async () => {
    const analysis = await apiRequest(`/api/v1/meetings/${meetingId}/analysis`);
    expect(analysis.body?.summary).toContain("Harbor Street");
    const story = await apiRequest(`/api/v1/meetings/${meetingId}/story`);
    expect(story.body?.headline).toBe("Council repaves Harbor Street");
    const draft = await apiRequest(`/api/v1/meetings/${draftStoryMeetingId}/story`);
    expect(draft).toMatchObject({ status: 404, body: { error: { message: API_ERRORS.storyNotFound } } });
    const stories = await allPages(`/api/v1/stories?city=${live.locationKey}&limit=1`, "meetingId");
    expect(stories.map((item) => item.headline)).toEqual(["Council repaves Harbor Street"]);
    const everywhere = JSON.stringify(await allPages("/api/v1/stories", "meetingId"));
    expect(everywhere).not.toContain("UNPUBLISHED");
    expect(everywhere).not.toContain("Hidden story");
  });

  it("answers 404 for a meeting of a Test city, whatever is asked of it", async () => {
    for (const suffix of ["", "/segments", "/analysis", "/story"]) {
      const answer = await apiRequest(`/api/v1/meetings/${hiddenMeetingId}${suffix}`);
      expect(answer, suffix).toMatchObject({ status: 404, body: { error: { code: "not_found" } } });
    }
  });
});

describe("listings", () => {
  it("pages a city's listings by name without the owner's or billing fields", async () => {
    const listings = await allPages(`/api/v1/listings?city=${live.locationKey}&limit=2`, "key");
    expect(listings.map((listing) => listing.name)).toEqual([
      "Bakery 0",
      "Bakery 1",
      "Bakery 2",
      "Bakery 3",
      "Bakery 4",
    ]);
    expect(listings[0]?.category).toEqual({ parent: "Food", sub: "Bakery" });
    const text = JSON.stringify(listings);
    for (const secret of ["ADMINONLY", "owner-admin-only", "subscription", "stripe", "userEmail"])
      expect(text).not.toContain(secret);
    expect(JSON.stringify(await allPages("/api/v1/listings?limit=100", "key"))).not.toContain(
      "Hidden bakery",
    );
  });
});

describe("search", () => {
  it("uses the site's search and answers moments with seconds and ?t= links", async () => {
    const answer = await apiRequest(`/api/v1/search?q=harbor&city=${live.locationKey}&limit=50`);
    expect(answer.status).toBe(200);
    const hits = answer.body?.data as {
      meeting: { id: string };
      moments: { start: number; url: string }[];
    }[];
    expect(hits.length).toBeGreaterThan(1);
    const moment = hits.flatMap((hit) => hit.moments)[0];
    expect(moment?.url).toContain(`?t=${Math.floor(moment?.start ?? 0)}`);
    expect(moment?.url).toContain("q=harbor");
    const paged = await allPages(`/api/v1/search?q=harbor&city=${live.locationKey}&limit=1`, "meeting");
    expect(paged.map((hit) => (hit.meeting as { id: string }).id)).toEqual(hits.map((hit) => hit.meeting.id));
  });

  it("keeps the site's syntax: exclusions, and no hidden city", async () => {
    const excluded = await apiRequest(`/api/v1/search?q=${encodeURIComponent("-harbor")}`);
    expect(excluded.status).toBe(400);
    const everywhere = JSON.stringify((await apiRequest("/api/v1/search?q=harbor&limit=50")).body);
    expect(everywhere).not.toContain("Hidden city meeting");
    expect((await apiRequest(`/api/v1/search?q=harbor&city=${hidden.locationKey}`)).status).toBe(404);
  });
});

describe("errors", () => {
  it.each([
    ["/api/v1/cities?limit=0", "limit must be a whole number from 1 to 100."],
    ["/api/v1/cities?limit=abc", "limit must be a whole number from 1 to 100."],
    ["/api/v1/cities?colour=red", 'Unrecognized key: "colour"'],
    ["/api/v1/meetings/not-a-uuid", "id must be a meeting id (a UUID)."],
    ["/api/v1/search", "q must be text."],
    ["/api/v1/meetings?city=no%20such", "city must be a city key such as san-jose-ca."],
    ["/api/v1/meetings/00000000-0000-4000-8000-000000000000/segments?from=10&to=5", API_ERRORS.timeRange],
  ])("%s is a 400 that says what was wrong", async (path, message) => {
    const answer = await apiRequest(path);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: "bad_request", message } });
  });

  it.each([
    "not-base64!",
    "Zm9v",
    encodeCursor(["x"]),
    encodeCursor(["2026-01-01", "not-a-uuid"]),
    `${encodeCursor(["a", "00000000-0000-4000-8000-000000000000"])}=`,
  ])("a bad cursor %s is a 400 bad_cursor", async (cursor) => {
    for (const path of ["/api/v1/cities", "/api/v1/meetings", "/api/v1/listings", "/api/v1/stories"]) {
      const answer = await apiRequest(`${path}?cursor=${encodeURIComponent(cursor)}`);
      expect(answer, path).toMatchObject({
        status: 400,
        body: { error: { code: "bad_cursor", message: API_ERRORS.badCursor } },
      });
    }
    expect((await apiRequest(`/api/v1/search?q=harbor&cursor=${encodeURIComponent(cursor)}`)).status).toBe(
      400,
    );
  });

  it("answers an unknown path and a write in the same shape", async () => {
    expect(await apiRequest("/api/v1/nothing/here")).toMatchObject({
      status: 404,
      body: { error: { code: "not_found", message: API_ERRORS.notFound } },
    });
    expect(await apiRequest("/api/v1/cities", { method: "POST" })).toMatchObject({
      status: 405,
      body: { error: { code: "method_not_allowed" } },
    });
  });
});

describe("HTTP behaviour", () => {
  it("answers an ETag and a 304 for it, with CORS on both", async () => {
    const first = await apiRequest(`/api/v1/cities/${live.locationKey}`);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get("access-control-allow-origin")).toBe("*");
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await apiRequest(`/api/v1/cities/${live.locationKey}`, {
      headers: { "if-none-match": String(etag) },
    });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    expect(again.headers.get("access-control-allow-origin")).toBe("*");
  });

  it("answers a CORS preflight", async () => {
    const answer = await apiRequest("/api/v1/cities", {
      method: "OPTIONS",
      headers: { origin: "https://newsroom.example", "access-control-request-headers": "x-api-key" },
    });
    expect(answer.status).toBe(204);
    expect(answer.headers.get("access-control-allow-headers")).toContain("X-API-Key");
    expect(answer.headers.get("access-control-allow-methods")).toContain("GET");
  });
});
