// Who sees a city of each status (ADR 0024, superseding ADR 0005 in part): New and Test cities are not public, so
// anonymous visitors and members get the not-found page for the city and every page under it, and nothing of
// theirs is listed, searched or shown in the directory; admins preview them with a notice. Archive cities keep their
// addresses working but are not listed.
import { beforeAll, describe, expect, it } from "vitest";
import { listSitemapEntries } from "~/features/stories/sitemap.server";
import { loader as businessLoader } from "~/routes/business";
import { loader as businessesLoader } from "~/routes/businesses";
import { loader as cityLoader } from "~/routes/city";
import { loader as feedLoader } from "~/routes/city-feed";
import { action as searchFunction } from "~/routes/functions.search-city-videos";
import { loader as homeLoader } from "~/routes/home";
import { loader as meetingLoader } from "~/routes/meeting";
import { loader as storyLoader } from "~/routes/meeting-story";
import { loader as profileLoader } from "~/routes/profile";
import { loader as searchLoader } from "~/routes/search";
import { createUser, getRequest, sessionCookie, testAddress } from "../factories/accounts";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createListing } from "../factories/directory";

type Who = "anonymous" | "member" | "admin";
const cookies: Record<Who, string | undefined> = {
  anonymous: undefined,
  member: undefined,
  admin: undefined,
};

beforeAll(async () => {
  cookies.member = await sessionCookie((await createUser()).email);
  cookies.admin = await sessionCookie((await createUser({ admin: true })).email);
});

const TRANSCRIPT = Array.from(
  { length: 12 },
  (_, index) =>
    `[00:0${Math.floor(index / 6)}:${String((index % 6) * 10).padStart(2, "0")}] Mayor: The budget vote, item ${index}.`,
).join("\n");

/** A city of the status with one analysed meeting (story included) that search can find, and one listing. */
async function cityOfStatus(status: "New" | "Test" | "Live" | "Archive") {
  const city = await createCity({ status });
  const video = await createVideoWithSegments(city.id, {
    title: `${status} budget meeting`,
    videoId: `vis${status}${Date.now()}`.slice(0, 11).padEnd(11, "x"),
    transcript: TRANSCRIPT,
    analysisResults: analysisResults(),
    newsStory: newsStory(),
    storyGeneratedAt: new Date(),
    storyPublishedAt: new Date(),
    analyzedAt: new Date(),
  });
  const listing = await createListing(city.id, { name: `${status} Bakery ${Date.now()}` });
  return { city, video, listing };
}

function args(path: string, who: Who, params: Record<string, string> = {}) {
  return {
    request: getRequest(path, { cookie: cookies[who] }),
    params,
    context: { cspNonce: "test" },
  } as never;
}

/** The status a loader answered with: 200 for data, a Response's status, or what it threw. */
async function statusOf(run: () => unknown): Promise<number> {
  try {
    const result = await run();
    if (result instanceof Response) return result.status;
    const wrapped = result as { init?: { status?: number } | null };
    return wrapped && typeof wrapped === "object" && "init" in wrapped ? (wrapped.init?.status ?? 200) : 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    const thrown = error as { init?: { status?: number } };
    if (thrown.init?.status) return thrown.init.status;
    throw error;
  }
}

/** Every public page of the city and what is under it, as [label, status]. */
async function pagesOf(
  fixture: Awaited<ReturnType<typeof cityOfStatus>>,
  who: Who,
): Promise<Record<string, number>> {
  const { city, video, listing } = fixture;
  const key = city.locationKey;
  const search = async () => {
    const request = new Request("http://localhost:3000/functions/v1/searchCityVideos", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-civiclens-client-ip": testAddress(),
        ...(cookies[who] ? { cookie: cookies[who] } : {}),
      },
      body: JSON.stringify({ cityId: city.id, query: "budget", limit: 5 }),
    });
    return searchFunction({ request, params: {}, context: {} } as never);
  };
  return {
    city: await statusOf(() => cityLoader(args(`/city/${key}`, who, { locationKey: key }))),
    feed: await statusOf(() => feedLoader(args(`/city/${key}/feed.xml`, who, { locationKey: key }))),
    meeting: await statusOf(() =>
      meetingLoader(args(`/city/${key}/meeting/${video.id}`, who, { locationKey: key, videoId: video.id })),
    ),
    bareMeeting: await statusOf(() =>
      meetingLoader(args(`/meeting/${video.id}`, who, { videoId: video.id })),
    ),
    youtubeMeeting: await statusOf(() =>
      meetingLoader(args(`/meeting/${video.videoId}`, who, { videoId: video.videoId })),
    ),
    story: await statusOf(() =>
      storyLoader(
        args(`/city/${key}/meeting-story/${video.id}`, who, { locationKey: key, videoId: video.id }),
      ),
    ),
    bareStory: await statusOf(() => storyLoader(args(`/story/${video.id}`, who, { videoId: video.id }))),
    citySearch: await statusOf(() =>
      searchLoader(args(`/city/${key}/search?q=budget`, who, { locationKey: key })),
    ),
    searchWithCity: await statusOf(() => searchLoader(args(`/search?q=budget&city=${key}`, who))),
    searchFunction: await statusOf(search),
    directory: await statusOf(() =>
      businessesLoader(args(`/city/${key}/businesses`, who, { locationKey: key })),
    ),
    business: await statusOf(() =>
      businessLoader(args(`/businesses/${listing.businessKey}`, who, { businessKey: listing.businessKey })),
    ),
    cityBusiness: await statusOf(() =>
      businessLoader(
        args(`/city/${key}/businesses/${listing.businessKey}`, who, {
          locationKey: key,
          businessKey: listing.businessKey,
        }),
      ),
    ),
  };
}

/** Every page answering `status`; a meeting asked for by its YouTube id moves to its own address when it answers. */
function everyPage(status: number): Record<string, number> {
  const pages = Object.fromEntries(
    [
      "city",
      "feed",
      "meeting",
      "bareMeeting",
      "youtubeMeeting",
      "story",
      "bareStory",
      "citySearch",
      "searchWithCity",
      "searchFunction",
      "directory",
      "business",
      "cityBusiness",
    ].map((page) => [page, status]),
  );
  return status === 200 ? { ...pages, youtubeMeeting: 301 } : pages;
}

async function searchPage(path: string, who: Who) {
  return answerOf(await searchLoader(args(path, who))).body as {
    hits: { id: string }[];
    cityOptions: { id: string }[];
  };
}

describe.each(["New", "Test"] as const)("a %s city", (status) => {
  it("is not found by anonymous visitors or members, on any page under it", async () => {
    const fixture = await cityOfStatus(status);
    expect(await pagesOf(fixture, "anonymous")).toEqual(everyPage(404));
    expect(await pagesOf(fixture, "member")).toEqual(everyPage(404));
  });

  it("is previewed by admins, every page telling the status", async () => {
    const fixture = await cityOfStatus(status);
    expect(await pagesOf(fixture, "admin")).toEqual(everyPage(200));
    const key = fixture.city.locationKey;
    const page = await cityLoader(args(`/city/${key}`, "admin", { locationKey: key }));
    expect(page.city.status).toBe(status);
  });

  it("is left out of the sitemap, the pickers, the search across cities and the directory of all cities", async () => {
    const { city, video, listing } = await cityOfStatus(status);
    const paths = (await listSitemapEntries()).map((entry) => entry.path);
    expect(paths.some((path) => path.includes(city.locationKey))).toBe(false);
    expect(paths).not.toContain(`/businesses/${listing.businessKey}`);
    const home = await homeLoader(args("/", "anonymous"));
    expect(home.cities.map((option) => option.id)).not.toContain(city.id);
    for (const who of ["anonymous", "member", "admin"] as const) {
      const results = await searchPage("/search?q=budget", who);
      expect(results.hits.map((hit) => hit.id)).not.toContain(video.id);
      expect(results.cityOptions.map((option) => option.id)).not.toContain(city.id);
      const directory = await businessesLoader(
        args(`/businesses?q=${encodeURIComponent(listing.name)}`, who),
      );
      expect(directory.listings).toEqual([]);
    }
  });

  it("is not a member's landing page, even as their home city", async () => {
    const { city } = await cityOfStatus(status);
    const member = await createUser({ homeCityKey: city.locationKey });
    const cookie = await sessionCookie(member.email);
    const home = await homeLoader({ request: getRequest("/", { cookie }), params: {}, context: {} } as never);
    expect(home.cities).toBeDefined();
    const profile = await profileLoader({
      request: getRequest("/profile", { cookie }),
      params: {},
      context: {},
    } as never);
    expect(profile).toBeDefined();
  });
});

describe("an Archive city", () => {
  it("keeps every page of its addresses working for everyone", async () => {
    const fixture = await cityOfStatus("Archive");
    expect(await pagesOf(fixture, "anonymous")).toEqual(everyPage(200));
  });

  it("is not listed: no sitemap entry, no picker, no search across cities, no directory of all cities", async () => {
    const { city, video, listing } = await cityOfStatus("Archive");
    const paths = (await listSitemapEntries()).map((entry) => entry.path);
    expect(paths.some((path) => path.includes(city.locationKey))).toBe(false);
    const home = await homeLoader(args("/", "anonymous"));
    expect(home.cities.map((option) => option.id)).not.toContain(city.id);
    const results = await searchPage("/search?q=budget", "anonymous");
    expect(results.hits.map((hit) => hit.id)).not.toContain(video.id);
    const directory = await businessesLoader(
      args(`/businesses?q=${encodeURIComponent(listing.name)}`, "anonymous"),
    );
    expect(directory.listings).toEqual([]);
  });
});

describe("a Live city", () => {
  it("is public on every page, and a member with it as home city lands on it", async () => {
    const fixture = await cityOfStatus("Live");
    expect(await pagesOf(fixture, "anonymous")).toEqual(everyPage(200));
    const member = await createUser({ homeCityKey: fixture.city.locationKey });
    const cookie = await sessionCookie(member.email);
    const status = await statusOf(() =>
      homeLoader({ request: getRequest("/", { cookie }), params: {}, context: {} } as never),
    );
    expect(status).toBe(302);
  });
});
