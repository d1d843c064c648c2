import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchVideos, toSearchFunctionResult } from "~/features/search/search.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { loader as searchLoader } from "~/routes/search";
import { createCity, createVideo } from "../factories/cities";
import { transcriptOfLength } from "../factories/meetings";

type Cities = Record<"live" | "other" | "hidden", Awaited<ReturnType<typeof createCity>>>;
let cities: Cities;

const filler = transcriptOfLength(400, "members reviewed routine minutes and correspondence");

beforeAll(async () => {
  cities = {
    live: await createCity({ name: "Searchville" }),
    other: await createCity({ name: "Otherton" }),
    hidden: await createCity({ name: "Hiddenburg", status: "New" }),
  };
  const day = (n: number) => new Date(Date.UTC(2026, 2, n));
  await createVideo(cities.live.id, {
    title: "Budget hearing on the reservoir",
    description: "The annual budget.",
    transcript: `${filler} The budget for the reservoir was adopted. ${filler}`,
    publishedAt: day(1),
  });
  await createVideo(cities.live.id, {
    title: "Regular meeting",
    description: null,
    transcript: `${filler} Someone mentioned the budget once. ${filler}`,
    publishedAt: day(2),
  });
  await createVideo(cities.live.id, {
    title: "Transportation workshop",
    transcript: `${filler} We will paint new bike lanes on Main Street. ${filler}`,
    publishedAt: day(3),
  });
  await createVideo(cities.live.id, {
    title: "Library board",
    transcript: `${filler} The lanes near the library are for every bike rider, and the library budget. ${filler}`,
    publishedAt: day(4),
  });
  await createVideo(cities.live.id, {
    title: "Script test",
    transcript: `${filler} The zoning word <script>alert(1)</script> appeared in captions. ${filler}`,
    publishedAt: day(5),
  });
  await createVideo(cities.other.id, {
    title: "Otherton budget workshop",
    transcript: `${filler} Otherton budget talk. ${filler}`,
    publishedAt: day(6),
  });
  await createVideo(cities.hidden.id, {
    title: "Hiddenburg budget",
    transcript: `${filler} Hidden budget talk. ${filler}`,
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

describe("searchVideos", () => {
  it("ranks a title and description match above a single mention, with scores in 0..1", async () => {
    const hits = await searchVideos({ query: "budget", cityId: cities.live.id });
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

  it("marks the matches in a transcript snippet with <mark>", async () => {
    const [hit] = await searchVideos({ query: "reservoir", cityId: cities.live.id });
    expect(hit?.snippet).toContain("<mark>reservoir</mark>");
    expect(hit?.snippet.length).toBeLessThan(filler.length * 2);
  });

  it("matches a quoted phrase only where the words stand together", async () => {
    const phrase = await searchVideos({ query: '"bike lanes"', cityId: cities.live.id });
    expect(phrase.map((hit) => hit.title)).toEqual(["Transportation workshop"]);
    const words = await searchVideos({ query: "bike lanes", cityId: cities.live.id });
    expect(words.map((hit) => hit.title).sort()).toEqual(["Library board", "Transportation workshop"]);
  });

  it("leaves out videos with an excluded word", async () => {
    const hits = await searchVideos({ query: "budget -library", cityId: cities.live.id });
    expect(hits.map((hit) => hit.title)).toEqual(["Budget hearing on the reservoir", "Regular meeting"]);
  });

  it("limits to the city when given one, and to Live cities otherwise", async () => {
    const everywhere = (await searchVideos({ query: "budget", limit: 50 })).map((hit) => hit.title);
    expect(everywhere).toContain("Otherton budget workshop");
    expect(everywhere).not.toContain("Hiddenburg budget");
    const hidden = await searchVideos({ query: "budget", cityId: cities.hidden.id });
    expect(hidden.map((hit) => hit.title)).toEqual(["Hiddenburg budget"]);
  });

  it("pages with limit and offset", async () => {
    const all = await searchVideos({ query: "budget", cityId: cities.live.id });
    const second = await searchVideos({ query: "budget", cityId: cities.live.id, limit: 1, offset: 1 });
    expect(second.map((hit) => hit.id)).toEqual([all[1]!.id]);
  });

  it("finds nothing for words that are only stop words, or for words nobody said", async () => {
    expect(await searchVideos({ query: "the and of", cityId: cities.live.id })).toEqual([]);
    expect(await searchVideos({ query: "xylophone", cityId: cities.live.id })).toEqual([]);
  });

  it("rejects a blank or over-long query and an unknown or malformed city", async () => {
    expect(await rejection(() => searchVideos({ query: "   " }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Enter a search term.",
    });
    expect(await rejection(() => searchVideos({ query: "a".repeat(201) }))).toMatchObject({
      code: "BAD_REQUEST",
      message: "Search terms must be at most 200 characters.",
    });
    expect(
      await rejection(() =>
        searchVideos({ query: "budget", cityId: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND", message: "City not found" });
    expect(await rejection(() => searchVideos({ query: "budget", cityId: "not-a-uuid" }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("answers the spec's field names with a finite score", () => {
    const result = toSearchFunctionResult({
      id: "v1",
      title: "t",
      description: null,
      publishedAt: null,
      videoUrl: null,
      snippet: "s",
      score: Number.NaN,
      city: { name: "c", state: "CA", locationKey: "c" },
    });
    expect(result).toEqual({
      id: "v1",
      title: "t",
      description: null,
      published_at: null,
      video_url: null,
      snippet: "s",
      score: 0,
    });
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
