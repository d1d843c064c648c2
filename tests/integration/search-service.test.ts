import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cityVideos, transcriptSegments } from "#db/schema";
import { QUERY_NEEDS_A_WORD, QUERY_ONLY_EXCLUSIONS, QUERY_REQUIRED } from "~/features/search/search.copy";
import { markTranscriptMatches, searchVideos, toSearchFunctionResult } from "~/features/search/search.server";
import { sanitizeSnippet } from "~/features/search/snippet";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { loader as searchLoader } from "~/routes/search";
import { createCity, createVideoWithSegments as createVideo } from "../factories/cities";

type Cities = Record<"live" | "other" | "hidden", Awaited<ReturnType<typeof createCity>>>;
let cities: Cities;
const day = (n: number) => new Date(Date.UTC(2026, 2, n));
const videos: Record<string, string> = {};

const filler = (count: number) =>
  Array.from(
    { length: count },
    (_, index) => `[00:${String(index).padStart(2, "0")}:00] Members reviewed routine minutes.`,
  );

/** A transcript of timed lines: filler lines, then the given lines at 01:00:00, 01:00:30, ... */
function transcript(...lines: string[]): string {
  const said = lines.map(
    (line, index) => `[01:0${Math.floor(index / 2)}:${index % 2 === 0 ? "00" : "30"}] ${line}`,
  );
  return [...filler(5), ...said, ...filler(3).map((line) => line.replace("[00:", "[02:"))].join("\n");
}

beforeAll(async () => {
  cities = {
    live: await createCity({ name: "Searchville" }),
    other: await createCity({ name: "Otherton" }),
    hidden: await createCity({ name: "Hiddenburg", status: "New" }),
  };
  const add = async (key: string, cityId: string, fields: Parameters<typeof createVideo>[1]) => {
    videos[key] = (await createVideo(cityId, fields)).id;
  };
  await add("budgetHearing", cities.live.id, {
    title: "Budget hearing on the reservoir",
    description: "The annual budget.",
    transcript: transcript("Mayor: The budget for the reservoir was adopted.", "Clerk: The budget passed."),
    publishedAt: day(1),
  });
  await add("regular", cities.live.id, {
    title: "Regular meeting",
    description: null,
    transcript: transcript("Resident: Someone mentioned the budget once."),
    publishedAt: day(2),
  });
  await add("transport", cities.live.id, {
    title: "Transportation workshop",
    transcript: transcript("Engineer: We will paint new bike lanes on Main Street."),
    publishedAt: day(3),
  });
  await add("library", cities.live.id, {
    title: "Library board",
    transcript: transcript(
      "Chair: The lanes near the library are for every bike rider.",
      "Chair: And now the budget for books.",
    ),
    publishedAt: day(4),
  });
  await add("script", cities.live.id, {
    title: "Script test",
    transcript: transcript(
      'Resident: The zoning word <script>alert(1)</script> and <img src=x onerror="alert(2)"> appeared.',
    ),
    publishedAt: day(5),
  });
  await add("otherton", cities.other.id, {
    title: "Otherton budget workshop",
    transcript: transcript("Mayor: Otherton budget talk."),
    publishedAt: day(6),
  });
  await add("hidden", cities.hidden.id, {
    title: "Hiddenburg budget",
    transcript: transcript("Mayor: Hidden budget talk."),
    publishedAt: day(7),
  });
});

async function rejection(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

const titles = async (options: Parameters<typeof searchVideos>[0]) =>
  (await searchVideos(options)).hits.map((hit) => hit.title);

describe("searchVideos", () => {
  it("ranks a title match above two moments above one, with scores in 0..1", async () => {
    const { hits } = await searchVideos({ query: "budget", cityId: cities.live.id });
    expect(hits.map((hit) => hit.title)).toEqual([
      "Budget hearing on the reservoir",
      "Library board",
      "Regular meeting",
    ]);
    for (const hit of hits) {
      expect(hit.score).toBeGreaterThan(0);
      expect(hit.score).toBeLessThan(1);
    }
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(hits[0]).toMatchObject({ city: { name: "Searchville", locationKey: cities.live.locationKey } });
  });

  it("gives each meeting its matching moments, at the second each was said, with <mark> around the words", async () => {
    const { hits } = await searchVideos({ query: "budget", cityId: cities.live.id });
    const hearing = hits[0]!;
    expect(hearing.moments.map((moment) => moment.startSeconds).sort()).toEqual([3600, 3630]);
    expect(hearing.moments[0]?.speaker).toMatch(/Mayor|Clerk/);
    for (const moment of hearing.moments) expect(moment.snippet).toContain("<mark>budget</mark>");
    const library = hits[1]!;
    expect(library.moments).toEqual([
      expect.objectContaining({
        startSeconds: 3630,
        speaker: "Chair",
        snippet: expect.stringContaining("<mark>budget</mark>"),
      }),
    ]);
    expect(library.snippet).toBe(library.moments[0]?.snippet);
  });

  it("points each moment into the segment that holds the words", async () => {
    const { hits } = await searchVideos({ query: "reservoir", cityId: cities.live.id });
    const [moment] = hits[0]!.moments;
    const [segment] = await db()
      .select()
      .from(transcriptSegments)
      .where(eq(transcriptSegments.id, moment!.segmentId));
    expect(segment?.videoId).toBe(videos.budgetHearing);
    expect(segment?.text).toContain("reservoir");
    expect(segment?.startSeconds).toBe(moment?.startSeconds);
  });

  it("matches a quoted phrase only where the words stand together", async () => {
    expect(await titles({ query: '"bike lanes"', cityId: cities.live.id })).toEqual([
      "Transportation workshop",
    ]);
    expect((await titles({ query: "bike lanes", cityId: cities.live.id })).sort()).toEqual([
      "Library board",
      "Transportation workshop",
    ]);
  });

  it("leaves out meetings that say an excluded word anywhere, not only in the matching line", async () => {
    expect(await titles({ query: "budget -library", cityId: cities.live.id })).toEqual([
      "Budget hearing on the reservoir",
      "Regular meeting",
    ]);
    expect(await titles({ query: 'bike -"main street"', cityId: cities.live.id })).toEqual(["Library board"]);
  });

  it("matches the last word typed as a prefix, but not after or", async () => {
    expect(await titles({ query: "zon", cityId: cities.live.id })).toEqual(["Script test"]);
    expect(await titles({ query: "paint bik", cityId: cities.live.id })).toEqual(["Transportation workshop"]);
    expect(await titles({ query: "reservoir or bik", cityId: cities.live.id })).toEqual([
      "Budget hearing on the reservoir",
    ]);
  });

  it("limits to the city when given one, and to Live cities otherwise", async () => {
    const everywhere = await titles({ query: "budget", limit: 50 });
    expect(everywhere).toContain("Otherton budget workshop");
    expect(everywhere).not.toContain("Hiddenburg budget");
    expect(await titles({ query: "budget", cityId: cities.hidden.id })).toEqual(["Hiddenburg budget"]);
  });

  it("sorts newest first when asked", async () => {
    expect(await titles({ query: "budget", cityId: cities.live.id, sort: "newest" })).toEqual([
      "Library board",
      "Regular meeting",
      "Budget hearing on the reservoir",
    ]);
  });

  it("pages with limit and offset, and says whether more follow", async () => {
    const all = await searchVideos({ query: "budget", cityId: cities.live.id });
    expect(all.hasMore).toBe(false);
    const first = await searchVideos({ query: "budget", cityId: cities.live.id, limit: 1 });
    expect(first.hasMore).toBe(true);
    const second = await searchVideos({ query: "budget", cityId: cities.live.id, limit: 1, offset: 1 });
    expect(second.hits.map((hit) => hit.id)).toEqual([all.hits[1]!.id]);
    const last = await searchVideos({ query: "budget", cityId: cities.live.id, limit: 1, offset: 2 });
    expect(last.hasMore).toBe(false);
  });

  it("returns markup in snippets only as <mark>: a transcript's own tags come out as text", async () => {
    const { hits } = await searchVideos({ query: "zoning", cityId: cities.live.id });
    const html = sanitizeSnippet(hits[0]!.moments[0]!.snippet);
    expect(html).toContain("<mark>zoning</mark>");
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(html.replaceAll("<mark>", "").replaceAll("</mark>", "")).not.toMatch(/<[a-z/]/i);
  });

  it("finds nothing for words that are only stop words, or for words nobody said", async () => {
    expect((await searchVideos({ query: "the and of", cityId: cities.live.id })).hits).toEqual([]);
    expect((await searchVideos({ query: "xylophone", cityId: cities.live.id })).hits).toEqual([]);
  });

  it("follows a meeting's new publication time and city into its segments", async () => {
    const video = await createVideo(cities.other.id, {
      title: "Moved meeting",
      transcript: transcript("Clerk: The quorum was reached."),
      publishedAt: day(8),
    });
    await db()
      .update(cityVideos)
      .set({ cityId: cities.live.id, publishedAt: day(9) })
      .where(eq(cityVideos.id, video.id));
    const rows = await db().select().from(transcriptSegments).where(eq(transcriptSegments.videoId, video.id));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ cityId: cities.live.id, publishedAt: day(9) });
    expect(await titles({ query: "quorum", cityId: cities.live.id })).toEqual(["Moved meeting"]);
  });

  it("rejects a blank, over-long or exclusion-only query and an unknown or malformed city", async () => {
    expect(await rejection(() => searchVideos({ query: "   " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: QUERY_REQUIRED,
    });
    expect(await rejection(() => searchVideos({ query: "a".repeat(201) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Search terms must be at most 200 characters.",
    });
    expect(await rejection(() => searchVideos({ query: "-budget -library" }))).toMatchObject({
      code: "BAD_REQUEST",
      message: QUERY_ONLY_EXCLUSIONS,
    });
    // Only `or`, or a lone quote mark, asks for nothing: the words say a word is needed, not an exclusion.
    for (const query of ["or", "OR", '"', '""', 'or "']) {
      expect(await rejection(() => searchVideos({ query }))).toMatchObject({
        code: "BAD_REQUEST",
        message: QUERY_NEEDS_A_WORD,
      });
    }
    expect(
      await rejection(() =>
        searchVideos({ query: "budget", cityId: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "City not found" });
    expect(await rejection(() => searchVideos({ query: "budget", cityId: "not-a-uuid" }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("answers the spec's field names with a finite score, and moments with deep links", () => {
    const result = toSearchFunctionResult(
      {
        id: "v1",
        title: "t",
        description: null,
        publishedAt: null,
        videoUrl: null,
        snippet: "s",
        score: Number.NaN,
        city: { name: "c", state: "CA", locationKey: "c" },
        moments: [{ segmentId: 1, startSeconds: 3630.6, speaker: "Chair", snippet: "m" }],
      },
      "budget cuts",
    );
    expect(result).toEqual({
      id: "v1",
      title: "t",
      description: null,
      published_at: null,
      video_url: null,
      snippet: "s",
      score: 0,
      moments: [
        {
          start_seconds: 3630.6,
          speaker: "Chair",
          snippet: "m",
          meeting_url: "/city/c/meeting/v1?t=3630&q=budget+cuts",
        },
      ],
    });
  });
});

describe("markTranscriptMatches", () => {
  it("marks every matching line of one meeting, and nothing for an invalid query", async () => {
    const marked = await markTranscriptMatches({ videoId: videos.budgetHearing!, query: "budget" });
    const lines = Object.values(marked);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain("<mark>budget</mark>");
    expect(await markTranscriptMatches({ videoId: videos.budgetHearing!, query: "-budget" })).toEqual({});
    expect(await markTranscriptMatches({ videoId: videos.budgetHearing!, query: "x".repeat(300) })).toEqual(
      {},
    );
  });
});

const pageArgs = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

type PageResult = {
  data: Record<string, unknown> & { hits: { title: string }[] };
  init: { status?: number };
};
const loadPage = async (path: string, params: Record<string, string> = {}) =>
  (await searchLoader(pageArgs(path, params))) as unknown as PageResult;

describe("search page loader", () => {
  it("asks for a term when there is no query or only spaces", async () => {
    for (const path of ["/search", "/search?q=", "/search?q=%20%20%20"]) {
      const page = await loadPage(path);
      expect(page.data.status, path).toBe("idle");
      expect(page.init.status, path).toBe(200);
    }
  });

  it("lists results across Live cities, with the Live cities as filter choices", async () => {
    const page = await loadPage("/search?q=%20budget%20");
    expect(page.data.query).toBe("budget");
    expect(page.data.status).toBe("results");
    const titles = page.data.hits.map((hit) => hit.title);
    expect(titles).toContain("Otherton budget workshop");
    expect(titles).not.toContain("Hiddenburg budget");
    const options = (page.data.cityOptions as { name: string }[]).map((city) => city.name);
    expect(options).toEqual(expect.arrayContaining(["Searchville", "Otherton"]));
    expect(options).not.toContain("Hiddenburg");
  });

  it("filters by ?city= and by the city route, and answers 404 for an unknown key", async () => {
    const byParam = await loadPage(`/search?q=budget&city=${cities.other.locationKey}`);
    expect(byParam.data.hits.map((hit) => hit.title)).toEqual(["Otherton budget workshop"]);
    const byRoute = await loadPage(`/city/${cities.live.locationKey}/search?q=budget`, {
      locationKey: cities.live.locationKey,
    });
    expect(byRoute.data.hits).toHaveLength(3);
    expect(byRoute.data.scopedToCity).toBe(true);
    expect(byRoute.data.cityOptions).toEqual([]);
    for (const run of [
      () => searchLoader(pageArgs("/city/nowhere/search?q=budget", { locationKey: "nowhere" })),
      () => searchLoader(pageArgs("/search?q=budget&city=nowhere")),
    ]) {
      await expect(run()).rejects.toMatchObject({ data: "City not found", init: { status: 404 } });
    }
  });

  it("reports no results, an over-long query and a failing search", async () => {
    const none = await loadPage("/search?q=xylophone");
    expect(none.data).toMatchObject({ status: "results", hits: [] });
    const long = await loadPage(`/search?q=${"a".repeat(201)}`);
    expect(long.init.status).toBe(400);
    expect(long.data).toMatchObject({
      status: "invalid",
      message: "Search terms must be at most 200 characters.",
    });
    await db().execute(sql`alter table city_videos rename to city_videos_unavailable`);
    try {
      const failed = await loadPage("/search?q=budget");
      expect(failed.init.status).toBe(500);
      expect(failed.data.status).toBe("failed");
    } finally {
      await db().execute(sql`alter table city_videos_unavailable rename to city_videos`);
    }
  });
});
