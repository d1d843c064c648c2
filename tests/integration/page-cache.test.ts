// The page cache and HTTP caching of anonymous public pages (issue #16, ADR 0037), through the real HTTP stack:
// what is kept, who is never served it, and that every kind of write (an admin's edit, a new listing, the
// pipeline's own results) shows on the next anonymous request.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { CONTENT_INTENTS } from "~/features/admin-content/admin-content.constants";
import { ANALYSIS_QUEUED_HINT, RE_ANALYZE_MEETING } from "~/features/analysis/analysis.copy";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { WRITING_STORY_HINT } from "~/features/stories/stories.copy";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import { db } from "~/lib/db.server";
import { FLASH_TOAST_COOKIE } from "~/lib/flash-toast.server";
import { metrics } from "~/lib/metrics.server";
import { markStep } from "~/lib/pipeline-steps.server";
import { PUBLIC_CACHE_CONTROL } from "../../server/page-cache";
import { PRIVATE_CACHE_CONTROL } from "../../server/private-responses";
import { createUser, sessionCookie } from "../factories/accounts";
import { createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createSource, createVideo } from "../factories/cities";
import { createListing } from "../factories/directory";
import { LONG_TRANSCRIPT } from "../factories/meetings";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

let server: TestHttpServer;
let uncachedServer: TestHttpServer;
let adminCookie: string;
let adminEmail: string;
let memberCookie: string;

beforeAll(async () => {
  server = await startTestHttpServer();
  uncachedServer = await startTestHttpServer({ config: { PAGE_CACHE_MB: 0 } });
  adminEmail = (await createUser({ admin: true })).email;
  adminCookie = await sessionCookie(adminEmail);
  memberCookie = await sessionCookie((await createUser()).email);
});

afterAll(async () => {
  await server?.close();
  await uncachedServer?.close();
});

type Answer = { status: number; headers: Headers; text: string };

async function get(path: string, headers: Record<string, string> = {}, on = server): Promise<Answer> {
  const response = await fetch(`${on.origin}${path}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** An anonymous page read until it comes from the cache: the first read renders it, the second must not. */
async function cachedAnonymously(path: string): Promise<Answer> {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const second = await get(path);
  expect(second.headers.get("x-page-cache"), path).toBe("hit");
  return second;
}

/** The Content Management form an editor submits, as the browser posts it. */
async function postAsAdmin(path: string, fields: Record<string, string>): Promise<Answer> {
  const response = await fetch(`${server.origin}${path}`, {
    method: "POST",
    headers: { cookie: adminCookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

async function publicMeeting() {
  const city = await createCity({ status: "Live" });
  const source = await createSource(city.id);
  const video = await createAnalysedVideo(city.id, {
    overrides: { cityUrlsId: source.id, transcript: LONG_TRANSCRIPT },
  });
  return { city, video, meetingPath: `/city/${city.locationKey}/meeting/${video.id}` };
}

describe("an anonymous reader's public page", () => {
  it("is rendered once and then answered from memory, with ETag, Last-Modified, public Cache-Control and Vary", async () => {
    const city = await createCity({ status: "Live" });
    const path = `/city/${city.locationKey}`;
    const first = await get(path);
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const second = await get(path);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.text).toBe(first.text);
    for (const answer of [first, second]) {
      expect(answer.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(answer.headers.get("cache-control")).toMatch(
        /^public, .*s-maxage=\d+, stale-while-revalidate=\d+/,
      );
      expect(answer.headers.get("vary")).toMatch(/Cookie/);
      expect(answer.headers.get("vary")).toMatch(/Accept-Encoding/);
      expect(answer.headers.get("last-modified")).toMatch(/GMT$/);
    }
    expect(second.headers.get("etag")).toMatch(/^W\/"[^"]+"$/);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("counts hits and misses in the Prometheus registry", async () => {
    const counted = async (result: string) =>
      (await metrics().pageCacheRequests.get()).values.find((value) => value.labels.result === result)
        ?.value ?? 0;
    const [hits, misses] = [await counted("hit"), await counted("miss")];
    const city = await createCity({ status: "Live" });
    await cachedAnonymously(`/city/${city.locationKey}`);
    expect(await counted("miss")).toBe(misses + 1);
    expect(await counted("hit")).toBe(hits + 1);
    expect((await metrics().pageCacheBytes.get()).values[0]?.value).toBeGreaterThan(0);
  });

  it("answers 304 to a reader whose copy is current, and the page to one whose copy is not", async () => {
    const city = await createCity({ status: "Live" });
    const path = `/city/${city.locationKey}`;
    const page = await cachedAnonymously(path);
    const etag = page.headers.get("etag") ?? "";
    const revalidated = await get(path, { "if-none-match": etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.text).toBe("");
    expect(revalidated.headers.get("etag")).toBe(etag);
    // A 304's headers replace the browser's stored ones: a CSP with another nonce would block the kept scripts.
    expect(revalidated.headers.get("content-security-policy")).toBeNull();

    const since = await get(path, { "if-modified-since": page.headers.get("last-modified") ?? "" });
    expect(since.status).toBe(304);

    const stale = await get(path, { "if-none-match": 'W/"an-older-page"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(page.text);
  });

  it("keeps React Router's data requests of public pages too", async () => {
    const city = await createCity({ status: "Live" });
    const page = await cachedAnonymously(`/city/${city.locationKey}.data`);
    expect(page.headers.get("content-type")).toMatch(/text\/x-script/);
    expect(page.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(page.text).toContain(city.name);
  });

  it("shares one copy between orders of the same query parameters, and renders hostile queries without keeping them", async () => {
    const city = await createCity({ status: "Live" });
    await cachedAnonymously(`/search?q=budget&city=${city.locationKey}`);
    expect((await get(`/search?city=${city.locationKey}&q=budget`)).headers.get("x-page-cache")).toBe("hit");

    const many = Array.from({ length: 13 }, (_, index) => `p${index}=${index}`).join("&");
    for (let read = 0; read < 2; read++) {
      const answer = await get(`/search?q=budget&${many}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-page-cache")).toBeNull();
    }
  });

  it("is rendered for itself when the request carries a flash toast", async () => {
    const city = await createCity({ status: "Live" });
    const path = `/city/${city.locationKey}`;
    await cachedAnonymously(path);
    const answer = await get(path, { cookie: `${FLASH_TOAST_COOKIE}=not-a-signed-toast` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("x-page-cache")).toBeNull();
  });

  it("still gets its ETag and 304 with the cache's memory set to 0, but is rendered every time", async () => {
    const city = await createCity({ status: "Live" });
    const path = `/city/${city.locationKey}`;
    const first = await get(path, {}, uncachedServer);
    const second = await get(path, {}, uncachedServer);
    expect(first.headers.get("x-page-cache")).toBe("uncached");
    expect(second.headers.get("x-page-cache")).toBe("uncached");
    expect(second.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const etag = second.headers.get("etag") ?? "";
    expect((await get(path, { "if-none-match": etag }, uncachedServer)).status).toBe(304);
  });
});

describe("a visitor's page without the app (ADR 0053)", () => {
  it("carries no app data and no app scripts, only the page's island; a member's carries the app", async () => {
    const { meetingPath, video } = await publicMeeting();
    const html = await cachedAnonymously(meetingPath);
    expect(html.text).toContain(video.title);
    expect(html.text).not.toContain("streamController.enqueue");
    expect(html.text).not.toContain('rel="modulepreload"');
    expect(html.text).toMatch(/<script type="module" src="[^"]*meeting-page\.island[^"]*"/);

    const admin = await get(meetingPath, { cookie: adminCookie });
    expect(admin.text).toContain("streamController.enqueue");
    expect(admin.text).not.toContain("meeting-page.island");
  });
});

describe("a signed-in reader", () => {
  it("is never served the anonymous copy, and the anonymous reader never sees the admin's", async () => {
    const { meetingPath } = await publicMeeting();
    const anonymous = await cachedAnonymously(meetingPath);
    expect(anonymous.text).not.toContain(RE_ANALYZE_MEETING);

    const admin = await get(meetingPath, { cookie: adminCookie });
    expect(admin.status).toBe(200);
    expect(admin.headers.get("x-page-cache")).toBeNull();
    expect(admin.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(admin.headers.get("vary")).toMatch(/Cookie/);
    expect(admin.text).toContain(RE_ANALYZE_MEETING);

    const member = await get(meetingPath, { cookie: memberCookie });
    expect(member.headers.get("x-page-cache")).toBeNull();
    expect(member.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    expect(member.text).not.toContain(RE_ANALYZE_MEETING);

    const again = await get(meetingPath);
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.text).toBe(anonymous.text);
  });

  it("is never kept: an admin's page read first is rendered again for the next anonymous reader", async () => {
    const { meetingPath } = await publicMeeting();
    const admin = await get(meetingPath, { cookie: adminCookie });
    expect(admin.text).toContain(RE_ANALYZE_MEETING);
    const anonymous = await get(meetingPath);
    expect(anonymous.headers.get("x-page-cache")).toBe("miss");
    expect(anonymous.text).not.toContain(RE_ANALYZE_MEETING);
  });

  it("gets private, no-store on the admin and account pages and their data, which are never kept", async () => {
    for (const path of ["/admin", "/admin.data", "/admin/content-management", "/profile", "/profile.data"]) {
      for (let read = 0; read < 2; read++) {
        const answer = await get(path);
        expect(answer.headers.get("x-page-cache"), path).toBeNull();
        expect(answer.headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
      }
      const admin = await get(path, { cookie: adminCookie });
      expect(admin.headers.get("x-page-cache"), path).toBeNull();
      expect(admin.headers.get("cache-control"), path).toBe(PRIVATE_CACHE_CONTROL);
    }
  });
});

describe("a write", () => {
  it("an editor's new headline shows on the next anonymous request of the story page", async () => {
    const { city, video } = await publicMeeting();
    const storyPath = `/city/${city.locationKey}/meeting-story/${video.id}`;
    const before = await cachedAnonymously(storyPath);
    expect(before.text).toContain(newsStory().article.headline);

    const edit = await postAsAdmin("/admin/content-management", {
      intent: CONTENT_INTENTS.editStory,
      videoId: video.id,
      headline: "Council approves Pelican Street bike lanes, 4-1",
      body: "The council voted 4-1 on Tuesday.\n\nWork starts in spring.",
      background: "",
      quickFacts: "",
    });
    expect(edit.status).toBe(200);

    const after = await get(storyPath);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(after.text).toContain("Council approves Pelican Street bike lanes, 4-1");
  });

  it("a new meeting with its story shows on the next anonymous request of the city page", async () => {
    const city = await createCity({ status: "Live" });
    const cityPath = `/city/${city.locationKey}`;
    await cachedAnonymously(cityPath);
    await createAnalysedVideo(city.id, { overrides: { title: "Harbor Commission Special Session" } });
    const after = await get(cityPath);
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(after.text).toContain("Harbor Commission Special Session");
  });

  it("a new listing shows on the next anonymous request of the directory", async () => {
    const city = await createCity({ status: "Live" });
    const directoryPath = `/city/${city.locationKey}/businesses`;
    const before = await cachedAnonymously(directoryPath);
    expect(before.text).not.toContain("Pelican Bakery");
    await createListing(city.id, { name: "Pelican Bakery" });
    const after = await get(directoryPath);
    expect(after.text).toContain("Pelican Bakery");
  });
});

describe("a write no public page shows (migration 0023)", () => {
  it("a retried run's new attempt and job leave the kept meeting page in place", async () => {
    const { video, meetingPath } = await publicMeeting();
    await markStep({ videoId: video.id, step: "analysis", state: "running", jobId: "page-cache-r1" });
    await cachedAnonymously(meetingPath);
    await markStep({ videoId: video.id, step: "analysis", state: "running", jobId: "page-cache-r2" });
    expect((await get(meetingPath)).headers.get("x-page-cache")).toBe("hit");
  });

  it("a change to someone's account leaves the kept pages in place", async () => {
    const { meetingPath } = await publicMeeting();
    const { id } = await createUser();
    await cachedAnonymously(meetingPath);
    await db().update(users).set({ name: "Pat Reader", updatedAt: new Date() }).where(eq(users.id, id));
    expect((await get(meetingPath)).headers.get("x-page-cache")).toBe("hit");
  });
});

describe("the pages that start the pipeline themselves", () => {
  it("a meeting's automatic analysis is not frozen as 'queued' by the cache", async () => {
    const city = await createCity({ status: "Live" });
    const video = await createVideo(city.id, { transcript: LONG_TRANSCRIPT, title: "Parks Board Meeting" });
    const meetingPath = `/city/${city.locationKey}/meeting/${video.id}`;
    const queued = await get(meetingPath);
    expect(queued.text).toContain(ANALYSIS_QUEUED_HINT);
    expect((await get(meetingPath)).text).toContain(ANALYSIS_QUEUED_HINT);

    // The job the page asked for, run as the worker runs it.
    await analyzeJob.handle({ videoId: video.id, force: false }, { jobId: "page-cache-a1", retryCount: 0 });
    const analysed = await get(meetingPath);
    expect(analysed.headers.get("x-page-cache")).toBe("miss");
    expect(analysed.text).not.toContain(ANALYSIS_QUEUED_HINT);
    expect((await get(meetingPath)).headers.get("x-page-cache")).toBe("hit");
  });

  it("a meeting's automatic story is not frozen as 'being written' by the cache", async () => {
    const city = await createCity({ status: "Live" });
    const video = await createAnalysedVideo(city.id, {
      story: null,
      overrides: { transcript: LONG_TRANSCRIPT },
    });
    const storyPath = `/city/${city.locationKey}/meeting-story/${video.id}`;
    const writing = await get(storyPath);
    expect(writing.text).toContain(WRITING_STORY_HINT);
    expect((await get(storyPath)).text).toContain(WRITING_STORY_HINT);

    await writeStoryJob.handle(
      { videoId: video.id, force: false },
      { jobId: "page-cache-s1", retryCount: 0 },
    );
    const written = await get(storyPath);
    expect(written.headers.get("x-page-cache")).toBe("miss");
    expect(written.text).not.toContain(WRITING_STORY_HINT);
  });
});
