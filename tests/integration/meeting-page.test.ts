import { describe, expect, it } from "vitest";
import { VIDEO_NOT_FOUND } from "~/features/analysis/analysis.copy";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { previewItems } from "~/features/analysis/preview";
import { parseTimestamp } from "~/features/analysis/timestamps";
import { resolveVideoSource, youtubeEmbedUrl, youtubeWatchUrlAt } from "~/features/meetings/video-embed";
import { env } from "~/lib/env.server";
import { loader, meta } from "~/routes/meeting";
import { analysisResults, createAnalysedVideo } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";

type Params = { videoId: string; locationKey?: string };

const args = (params: Params) =>
  ({
    request: new Request(`http://localhost/meeting/${params.videoId}`),
    params,
    context: { cspNonce: "test" },
  }) as never;

/** What the loader threw: a data() 404 or a redirect Response. */
async function thrownBy(
  run: () => unknown,
): Promise<{ status?: number; data?: unknown; location?: string | null }> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected the loader to throw");
}

const youtubeId = (seed: string) => seed.padEnd(11, "x").slice(0, 11);

describe("meeting loader", () => {
  it("reads the video, its city and its analysis under the canonical address", async () => {
    const city = await createCity({ name: "Harborview" });
    const video = await createAnalysedVideo(city.id, {
      analysis: analysisResults({ highlights: 5, actionItems: 4 }),
      overrides: {
        videoId: youtubeId("abcDEF12_-a"),
        videoUrl: "https://www.youtube.com/watch?v=abcDEF12_-a",
        description: "Regular meeting of the council.",
      },
    });
    const page = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    expect(page.video.title).toBe(video.title);
    expect(page.city.name).toBe("Harborview");
    expect(page.analysis?.highlights).toHaveLength(5);
    expect(page.analysis?.highlights[0]?.quotes[0]).toEqual({
      text: "We have waited long enough, point 1.",
      speaker: "Council Member 1",
    });
    expect(page.analysis?.action_items).toHaveLength(4);
    expect(page.analysis?.entities.map((entity) => entity.name)).toEqual(["Harbor Street", "Public Works"]);
    expect(page.storyPath).toBe(`/city/${city.locationKey}/meeting-story/${video.id}`);
    expect(page.canonicalUrl).toBe(`${env().PUBLIC_URL}/city/${city.locationKey}/meeting/${video.id}`);
  });

  it("serves /meeting/{id} without a city key as the same page", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    const page = await loader(args({ videoId: video.id }));
    expect(page.video.id).toBe(video.id);
    expect(page.city.locationKey).toBe(city.locationKey);
  });

  it("answers 404 Video Not Found for an unknown id", async () => {
    const error = await thrownBy(() => loader(args({ videoId: "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88" })));
    expect(error).toEqual({ status: 404, data: VIDEO_NOT_FOUND });
  });

  it.each([
    "not-a-uuid",
    "123e4567-e89b-12d3-a456-42661417400g",
    "123e4567-e89b-12d3-a456-4266141740001",
    "' or 1=1 --",
    "x".repeat(5000),
  ])("answers 404 for the malformed id %#, never a database error", async (videoId) => {
    const error = await thrownBy(() => loader(args({ videoId })));
    expect(error).toEqual({ status: 404, data: VIDEO_NOT_FOUND });
  });

  it("finds a video by its YouTube id and moves to the canonical address", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { videoId: "Zx9_-Qw3Er1" } });
    const error = await thrownBy(() => loader(args({ videoId: "Zx9_-Qw3Er1" })));
    expect(error).toEqual({ status: 301, location: `/city/${city.locationKey}/meeting/${video.id}` });
  });

  it("keeps a shared link's moment and search on the way to the canonical address", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { videoId: "Qw3Er1Zx9_-" } });
    const error = await thrownBy(() =>
      loader({
        request: new Request("http://localhost/meeting/Qw3Er1Zx9_-?t=95&q=budget"),
        params: { videoId: "Qw3Er1Zx9_-" },
        context: { cspNonce: "test" },
      } as never),
    );
    expect(error).toEqual({
      status: 301,
      location: `/city/${city.locationKey}/meeting/${video.id}?t=95&q=budget`,
    });
  });

  it("redirects permanently when the address names another city", async () => {
    const right = await createCity();
    const wrong = await createCity();
    const video = await createAnalysedVideo(right.id);
    const error = await thrownBy(() => loader(args({ locationKey: wrong.locationKey, videoId: video.id })));
    expect(error).toEqual({ status: 301, location: `/city/${right.locationKey}/meeting/${video.id}` });
  });

  it("redirects an upper-case id to the canonical lower-case address", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    const error = await thrownBy(() =>
      loader(args({ locationKey: city.locationKey, videoId: video.id.toUpperCase() })),
    );
    expect(error).toEqual({ status: 301, location: `/city/${city.locationKey}/meeting/${video.id}` });
  });

  it("has no analysis for a video that has not been analysed", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { description: "Awaiting analysis." });
    const page = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    expect(page.analysis).toBeNull();
    expect(page.metaDescription).toBe("Awaiting analysis.");
  });

  it("says whether the meeting is a demo one and whether it has a story, for the poster and View Story", async () => {
    const city = await createCity();
    const real = await createVideo(city.id);
    const realPage = await loader(args({ locationKey: city.locationKey, videoId: real.id }));
    expect(realPage.video.isDemo).toBe(false);
    expect(realPage.hasStory).toBe(false);
    const demo = await createVideo(city.id, { isDemo: true });
    const demoPage = await loader(args({ locationKey: city.locationKey, videoId: demo.id }));
    expect(demoPage.video.isDemo).toBe(true);
    expect(resolveVideoSource(demoPage.video)).toEqual({ kind: "demo" });
  });

  it("reads a malformed stored analysis as empty parts instead of failing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, {
      analysisResults: {
        summary: "Short.",
        highlights: "not a list",
        action_items: [{ description: "" }, { description: "Fix the pier", due_date: 7 }],
      } as never,
    });
    const page = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    expect(page.analysis).toEqual({
      summary: "Short.",
      highlights: [],
      action_items: [{ description: "Fix the pier", responsible_party: "", due_date: null, deadline: null }],
      entities: [],
      decisions: [],
      // The meeting record (issue #30): an analysis without one reads as an empty record.
      items: [],
      people: [],
      reliability: null,
      next_meeting_date: null,
    });
  });
});

describe("meeting page meta tags", () => {
  it("carries title, a 200-character description, OpenGraph and Twitter tags", async () => {
    const city = await createCity({ name: "Seaside" });
    const summary = `${"Budget talk. ".repeat(30)}End.`;
    const video = await createAnalysedVideo(city.id, {
      analysis: analysisResults({ summary }),
      overrides: {
        title: "Council & Budget <Session>",
        thumbnailUrl: "https://i.ytimg.com/vi/x/hqdefault.jpg",
      },
    });
    const loaderData = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    const tags = meta({ loaderData } as never);
    const content = (key: string) =>
      tags.find((tag) => "property" in tag && tag.property === key) ??
      tags.find((tag) => "name" in tag && tag.name === key);
    expect(tags).toContainEqual({ title: "Council & Budget <Session> | Seaside" });
    const description = (content("description") as { content: string }).content;
    expect(description).toBe(`${summary.slice(0, 200).trimEnd()}…`);
    expect(content("og:title")).toMatchObject({ content: "Council & Budget <Session>" });
    expect(content("og:description")).toMatchObject({ content: description });
    expect(content("og:type")).toMatchObject({ content: "video.other" });
    expect(content("og:url")).toMatchObject({
      content: `${env().PUBLIC_URL}/city/${city.locationKey}/meeting/${video.id}`,
    });
    // The meeting's share card (issue #18), not the video's thumbnail.
    expect(content("og:image")).toMatchObject({
      content: expect.stringMatching(
        new RegExp(
          `^${env().PUBLIC_URL}/city/${city.locationKey}/meeting/${video.id}/og\\.png\\?v=[0-9a-f]{32}$`,
        ),
      ),
    });
    expect(content("og:image:alt")).toMatchObject({
      content: expect.stringContaining("Council & Budget <Session>"),
    });
    expect(content("twitter:card")).toMatchObject({ content: "summary_large_image" });
    expect(tags).toContainEqual(
      expect.objectContaining({
        tagName: "link",
        rel: "alternate",
        href: `/city/${city.locationKey}/feed.xml`,
      }),
    );
  });

  it("names its share card and a large Twitter card even without a thumbnail", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { thumbnailUrl: null } });
    const tags = meta({ loaderData: await loader(args({ videoId: video.id })) } as never);
    expect(tags.some((tag) => "property" in tag && tag.property === "og:image")).toBe(true);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("names the missing page when there is no data", () => {
    expect(meta({ loaderData: undefined } as never)).toEqual([{ title: VIDEO_NOT_FOUND }]);
  });
});

describe("analysis preview and timestamps", () => {
  it("shows three items and counts the rest for the +N more note", () => {
    expect(previewItems([1, 2, 3, 4, 5, 6, 7])).toEqual({ shown: [1, 2, 3], remaining: 4 });
    expect(previewItems([1, 2, 3])).toEqual({ shown: [1, 2, 3], remaining: 0 });
    expect(previewItems([1])).toEqual({ shown: [1], remaining: 0 });
    expect(previewItems([])).toEqual({ shown: [], remaining: 0 });
  });

  it.each([
    ["01:02:03", 3723],
    ["00:00:00", 0],
    ["02:03", 123],
    ["1:02:03", 3723],
    ["[00:10:05]", 605],
    ["10:00:59", 36059],
  ])("reads %s as %i seconds", (timestamp, seconds) => {
    expect(parseTimestamp(timestamp)).toBe(seconds);
  });

  it.each(["", "abc", "01:60:00", "12", "01:02:03:04", "-01:02"])("rejects %j", (timestamp) => {
    expect(parseTimestamp(timestamp)).toBeNull();
  });

  it("builds the privacy-enhanced embed and the watch link at a moment", () => {
    expect(youtubeEmbedUrl("abcDEF12_-a")).toBe(
      "https://www.youtube-nocookie.com/embed/abcDEF12_-a?enablejsapi=1",
    );
    expect(youtubeEmbedUrl("abcDEF12_-a", 3723)).toBe(
      "https://www.youtube-nocookie.com/embed/abcDEF12_-a?start=3723&autoplay=1&enablejsapi=1",
    );
    expect(youtubeWatchUrlAt("abcDEF12_-a", 3723)).toBe(
      "https://www.youtube.com/watch?v=abcDEF12_-a&t=3723s",
    );
  });

  it("decides whether a video can be embedded", () => {
    expect(resolveVideoSource({ videoUrl: "https://youtu.be/abcDEF12_-a", videoId: "x" })).toMatchObject({
      kind: "youtube",
      youtubeId: "abcDEF12_-a",
    });
    expect(
      resolveVideoSource({ videoUrl: "https://www.youtube.com/live/abcDEF12_-a?si=1", videoId: "x" }),
    ).toMatchObject({ kind: "youtube", youtubeId: "abcDEF12_-a" });
    expect(resolveVideoSource({ videoUrl: null, videoId: "abcDEF12_-a" })).toMatchObject({
      kind: "youtube",
      youtubeId: "abcDEF12_-a",
      watchUrl: "https://www.youtube.com/watch?v=abcDEF12_-a",
    });
    expect(resolveVideoSource({ videoUrl: "https://www.youtube.com/@council", videoId: "42" })).toEqual({
      kind: "unembeddable",
      watchUrl: "https://www.youtube.com/@council",
      host: "youtube",
    });
    expect(
      resolveVideoSource({ videoUrl: "https://city.granicus.com/player/7", videoId: "abcDEF12_-a" }),
    ).toEqual({ kind: "unembeddable", watchUrl: "https://city.granicus.com/player/7", host: "other" });
    expect(resolveVideoSource({ videoUrl: "javascript:alert(1)", videoId: "nope" })).toEqual({
      kind: "unembeddable",
      watchUrl: null,
      host: "youtube",
    });
  });

  it("reads an analysis stored as a JSON string, and nothing as no analysis", () => {
    expect(readAnalysisResults(JSON.stringify({ summary: "Hi" }))?.summary).toBe("Hi");
    expect(readAnalysisResults(null)).toBeNull();
    expect(readAnalysisResults("not json")).toBeNull();
    expect(readAnalysisResults([1, 2])).toBeNull();
  });
});
