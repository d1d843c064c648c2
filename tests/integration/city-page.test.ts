import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { websiteHref, websiteLabel } from "~/features/meetings/components/city-sidebar";
import { sourceOptionLabel } from "~/features/meetings/components/source-filter";
import { CITY_PAGE_MAX_VIDEOS_SHOWN } from "~/features/meetings/meetings.constants";
import {
  isAnalysisLinkEnabled,
  isTranscriptInsufficient,
  toVideoListItem,
  videoSummary,
} from "~/features/meetings/video-list-item";
import { db } from "~/lib/db.server";
import { loader as cityLoader } from "~/routes/city";
import { createCity, createSource, createVideo } from "../factories/cities";
import { createDailyVideos, createSourceWithVideos, transcriptOfLength } from "../factories/meetings";

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

const loadCity = (locationKey: string, search = "") =>
  cityLoader(args(`/city/${locationKey}${search}`, { locationKey }));

async function thrownBy(run: () => unknown): Promise<{ status?: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected a thrown response");
}

describe("city page paging (?show)", () => {
  it("shows 10 newest first, then 20 and the rest through ?show, with the counts", async () => {
    const city = await createCity();
    await createDailyVideos(city.id, 24);
    const first = await loadCity(city.locationKey);
    expect(first.videos.map((video) => video.title)).toEqual(
      [24, 23, 22, 21, 20, 19, 18, 17, 16, 15].map((day) => `Meeting of day ${day}`),
    );
    expect(first).toMatchObject({ show: 10, videoCount: 24, matchingCount: 24, videosFailed: false });

    const second = await loadCity(city.locationKey, "?show=20");
    expect(second.videos).toHaveLength(20);
    expect(second.videos.slice(0, 10)).toEqual(first.videos);
    expect(second.videos.at(-1)?.title).toBe("Meeting of day 5");

    const third = await loadCity(city.locationKey, "?show=30");
    expect(third.videos).toHaveLength(24);
    expect(third.videos.length).toBe(third.matchingCount);
  });

  it("falls back to the first page for a ?show that is not a positive whole number, and caps a huge one", async () => {
    const city = await createCity();
    await createDailyVideos(city.id, 12);
    for (const bad of ["abc", "0", "-5", "2.5", ""]) {
      const page = await loadCity(city.locationKey, `?show=${bad}`);
      expect(page.show, bad).toBe(10);
      expect(page.videos, bad).toHaveLength(10);
    }
    const huge = await loadCity(city.locationKey, "?show=99999999");
    expect(huge.show).toBe(CITY_PAGE_MAX_VIDEOS_SHOWN);
    expect(huge.videos).toHaveLength(12);
  });

  it("reads an empty city as no videos", async () => {
    const city = await createCity({ status: "Archive" });
    const page = await loadCity(city.locationKey);
    expect(page).toMatchObject({ videos: [], videoCount: 0, matchingCount: 0, videosFailed: false });
  });
});

describe("city page source filter", () => {
  it("offers the city's distinct (source_type, entity_type) pairs and filters the list by one", async () => {
    const city = await createCity();
    const council = await createSourceWithVideos(
      city.id,
      { sourceType: "city", entityType: "City Council" },
      12,
    );
    await createSourceWithVideos(
      city.id,
      { sourceType: "school_district", entityType: "School Board" },
      3,
      20,
    );
    // A second channel of the same pair adds no second option.
    await createSource(city.id, { sourceType: "city", entityType: "City Council" });
    // Another city's source is not this city's option.
    const elsewhere = await createCity();
    await createSource(elsewhere.id, { sourceType: "county", entityType: "Board of Supervisors" });

    const all = await loadCity(city.locationKey);
    expect(all.sourceFilters.map((filter) => filter.value)).toEqual([
      "city:City Council",
      "school_district:School Board",
    ]);
    expect(all.source).toBe("");
    expect(all.videos[0]?.title).toBe("School Board meeting 22");

    const filtered = await loadCity(city.locationKey, `?source=${encodeURIComponent("city:City Council")}`);
    expect(filtered.source).toBe("city:City Council");
    expect(filtered.videos).toHaveLength(10);
    expect(filtered.videos.every((video) => video.title.startsWith("City Council meeting"))).toBe(true);
    expect(filtered.videos[0]?.id).toBe(council.videos.at(-1)?.id);
    expect(filtered).toMatchObject({ matchingCount: 12, videoCount: 15 });

    const school = await loadCity(city.locationKey, "?source=school_district%3ASchool+Board&show=20");
    expect(school.videos.map((video) => video.title)).toEqual([
      "School Board meeting 22",
      "School Board meeting 21",
      "School Board meeting 20",
    ]);
    expect(school.matchingCount).toBe(3);
  });

  it("treats a pair the city does not have, or a malformed value, as all sources", async () => {
    const city = await createCity();
    await createSourceWithVideos(city.id, { sourceType: "city", entityType: "City Council" }, 2);
    await createVideo(city.id, { title: "Added by URL" });
    for (const value of ["county:Board of Supervisors", "no-separator", ":", "city:"]) {
      const page = await loadCity(city.locationKey, `?source=${encodeURIComponent(value)}`);
      expect(page.source, value).toBe("");
      expect(page.videos, value).toHaveLength(3);
    }
  });

  it("labels options readably", () => {
    expect(sourceOptionLabel({ sourceType: "city", entityType: "City Council" })).toBe("City Council (city)");
    expect(sourceOptionLabel({ sourceType: "school_district", entityType: "School Board" })).toBe(
      "School Board (school district)",
    );
  });
});

describe("city page not found and failures", () => {
  it("answers 404 City not found for an unknown or malformed key", async () => {
    for (const key of ["no-such-city", "../etc", "a b", "x".repeat(201), ""]) {
      expect(await thrownBy(() => loadCity(key)), key).toEqual({ status: 404, data: "City not found" });
    }
  });

  it("still renders the city with videosFailed when reading the videos fails", async () => {
    const city = await createCity({ description: "A town that keeps its records." });
    await createDailyVideos(city.id, 2);
    await db().execute(sql`alter table city_videos rename to city_videos_unavailable`);
    try {
      const page = await loadCity(city.locationKey);
      expect(page.city.name).toBe(city.name);
      expect(page).toMatchObject({ videosFailed: true, videos: [] });
    } finally {
      await db().execute(sql`alter table city_videos_unavailable rename to city_videos`);
    }
    expect((await loadCity(city.locationKey)).videos).toHaveLength(2);
  });
});

describe("video list item rules", () => {
  it("summarizes with the description, else the transcript's first 200 characters and ...", () => {
    expect(videoSummary({ description: "Budget night.", transcript: "ignored" })).toBe("Budget night.");
    const transcript = transcriptOfLength(500);
    expect(videoSummary({ description: null, transcript })).toBe(`${transcript.slice(0, 200)}...`);
    expect(videoSummary({ description: "   ", transcript: "Short words" })).toBe("Short words...");
    expect(videoSummary({ description: null, transcript: null })).toBe("");
  });

  it("prefers the analysis summary to the cut transcript, but not to the description", () => {
    const transcript = transcriptOfLength(500);
    const analysisSummary = "The council adopted the budget 5-0.";
    expect(videoSummary({ description: null, transcript, analysisSummary })).toBe(analysisSummary);
    expect(videoSummary({ description: "Budget night.", transcript, analysisSummary })).toBe("Budget night.");
    expect(videoSummary({ description: null, transcript, analysisSummary: "  " })).toBe(
      `${transcript.slice(0, 200)}...`,
    );
  });

  it("enables the analysis link only above 100 characters, treating a missing transcript as 0", () => {
    expect(isAnalysisLinkEnabled(null)).toBe(false);
    expect(isAnalysisLinkEnabled(undefined)).toBe(false);
    expect(isAnalysisLinkEnabled(transcriptOfLength(100))).toBe(false);
    expect(isAnalysisLinkEnabled(transcriptOfLength(101))).toBe(true);
  });

  it("flags a transcript under 1000 characters, and a missing one, as insufficient", () => {
    expect(isTranscriptInsufficient(null)).toBe(true);
    expect(isTranscriptInsufficient("")).toBe(true);
    expect(isTranscriptInsufficient(transcriptOfLength(999))).toBe(true);
    expect(isTranscriptInsufficient(transcriptOfLength(1000))).toBe(false);
  });

  it("sends the list what it shows and never the transcript", async () => {
    const city = await createCity();
    await createVideo(city.id, {
      title: "Story night",
      transcript: transcriptOfLength(1200),
      newsStory: "A story kept as text",
      storyPublishedAt: new Date(Date.UTC(2026, 1, 4)),
      publishedAt: new Date(Date.UTC(2026, 1, 3)),
    });
    await createVideo(city.id, {
      title: "Short one",
      transcript: transcriptOfLength(50),
      publishedAt: new Date(Date.UTC(2026, 1, 2)),
    });
    const page = await loadCity(city.locationKey);
    const [story, short] = page.videos;
    expect(story).toMatchObject({
      title: "Story night",
      hasStory: true,
      analysisLinkEnabled: true,
      transcriptInsufficient: false,
      publishedAt: "2026-02-03T00:00:00.000Z",
    });
    expect(short).toMatchObject({
      hasStory: false,
      analysisLinkEnabled: false,
      transcriptInsufficient: true,
    });
    expect(JSON.stringify(page.videos)).not.toContain(transcriptOfLength(300));
    expect(Object.keys(story ?? {})).not.toContain("transcript");
  });

  it("counts an empty-text story as absent", () => {
    const base = {
      id: "x",
      title: "t",
      description: null,
      transcript: null,
      thumbnailUrl: null,
      publishedAt: null,
    };
    expect(toVideoListItem({ ...base, newsStory: null }).hasStory).toBe(false);
    expect(toVideoListItem({ ...base, newsStory: "  " }).hasStory).toBe(false);
    expect(toVideoListItem({ ...base, newsStory: { article: {} } }).hasStory).toBe(true);
  });
});

describe("city sidebar", () => {
  it("links the website domain over https", () => {
    expect(websiteHref("harborpointca.gov")).toBe("https://harborpointca.gov");
    expect(websiteHref("http://old.example.gov")).toBe("http://old.example.gov");
    expect(websiteLabel("https://harborpointca.gov/")).toBe("harborpointca.gov");
  });
});
