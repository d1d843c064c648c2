import { describe, expect, it } from "vitest";
import { VIDEO_NOT_FOUND } from "~/features/analysis/analysis.copy";
import { readNewsStory, splitParagraphs } from "~/features/stories/components/story-content";
import { env } from "~/lib/env.server";
import { loader, meta } from "~/routes/meeting-story";
import { analysisResults, createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity } from "../factories/cities";

type Params = { videoId: string; locationKey?: string };

const args = (params: Params) =>
  ({
    request: new Request(`http://localhost/story/${params.videoId}`),
    params,
    context: { cspNonce: "test" },
  }) as never;

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

describe("meeting story loader", () => {
  it("reads the structured story with its sidebar and metadata", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    const page = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    expect(page.headline).toBe("Council approves Harbor Street repaving");
    expect(page.story?.kind).toBe("article");
    expect(page.story?.paragraphs).toEqual([
      "The council voted 5-0 on Tuesday to repave Harbor Street.",
      "Work begins in June and lasts six weeks.",
    ]);
    if (page.story?.kind !== "article") throw new Error("expected an article");
    expect(page.story.story.sidebar_elements.quote_block).toEqual({
      quote: "We have waited long enough.",
      attribution: "Council Member 1",
      context: "During the vote on the contract",
    });
    expect(page.story.story.sidebar_elements.quick_facts).toEqual(["Vote: 5-0", "Work starts in June"]);
    expect(page.story.story.metadata).toEqual({
      follow_up_needed: true,
      next_meeting_date: "2026-04-14",
      sources_used: ["Meeting transcript", "Agenda packet"],
      uncertainty_notes: ["The contractor's name was not stated clearly."],
    });
    expect(page.storyGeneratedAt).toBe("2026-03-05T18:30:00.000Z");
    expect(page.analysisPath).toBe(`/city/${city.locationKey}/meeting/${video.id}`);
    expect(page.canonicalUrl).toBe(`${env().PUBLIC_URL}/city/${city.locationKey}/meeting-story/${video.id}`);
  });

  it("serves /story/{id} and /meeting-story/{id} without redirecting", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    const page = await loader(args({ videoId: video.id }));
    expect(page.video.id).toBe(video.id);
  });

  it("reads a story stored as a JSON string", async () => {
    const city = await createCity();
    const story = JSON.stringify(newsStory({ headline: "Budget passes on a split vote" }));
    const video = await createAnalysedVideo(city.id, { story });
    const page = await loader(args({ videoId: video.id }));
    expect(page.story?.kind).toBe("article");
    expect(page.headline).toBe("Budget passes on a split vote");
  });

  it("shows a story that is not JSON as its own paragraphs", async () => {
    const city = await createCity();
    const story = "The board met late.\nIt voted on parks.\n\n<b>Next</b> meeting is in May.";
    const video = await createAnalysedVideo(city.id, { story, overrides: { title: "Parks Board" } });
    const page = await loader(args({ videoId: video.id }));
    expect(page.story).toEqual({
      kind: "text",
      paragraphs: ["The board met late. It voted on parks.", "<b>Next</b> meeting is in May."],
    });
    expect(page.headline).toBe("Parks Board");
    expect(page.metaDescription).toBe("The board met late. It voted on parks.");
  });

  it("has no story yet for an analysed meeting without one, and describes it by its summary", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, {
      story: null,
      analysis: analysisResults({ summary: "The council adopted the budget." }),
    });
    const page = await loader(args({ locationKey: city.locationKey, videoId: video.id }));
    expect(page.story).toBeNull();
    expect(page.storyGeneratedAt).toBeNull();
    expect(page.headline).toBe(video.title);
    expect(page.metaDescription).toBe("The council adopted the budget.");
  });

  it("answers 404 Video Not Found for unknown and malformed ids", async () => {
    for (const videoId of [
      "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88",
      "nope",
      "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b8z",
    ]) {
      expect(await thrownBy(() => loader(args({ videoId })))).toEqual({ status: 404, data: VIDEO_NOT_FOUND });
    }
  });

  it("redirects to the story under the right city's key", async () => {
    const right = await createCity();
    const wrong = await createCity();
    const video = await createAnalysedVideo(right.id);
    expect(await thrownBy(() => loader(args({ locationKey: wrong.locationKey, videoId: video.id })))).toEqual(
      {
        status: 301,
        location: `/city/${right.locationKey}/meeting-story/${video.id}`,
      },
    );
  });

  it("finds a story by YouTube id and moves to its canonical address", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { videoId: "Story_Yt_01" } });
    expect(await thrownBy(() => loader(args({ videoId: "Story_Yt_01" })))).toEqual({
      status: 301,
      location: `/city/${city.locationKey}/meeting-story/${video.id}`,
    });
  });
});

describe("story page meta tags", () => {
  it("carries the headline and summary as title, description, OpenGraph article and Twitter tags", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, {
      overrides: { thumbnailUrl: "https://i.ytimg.com/vi/y/hqdefault.jpg" },
    });
    const tags = meta({ loaderData: await loader(args({ videoId: video.id })) } as never);
    const find = (key: string) =>
      tags.find((tag) => ("property" in tag && tag.property === key) || ("name" in tag && tag.name === key));
    expect(tags).toContainEqual({ title: "Council approves Harbor Street repaving" });
    expect(find("description")).toMatchObject({
      content: "The council voted 5-0 on Tuesday to repave Harbor Street.",
    });
    expect(find("og:title")).toMatchObject({ content: "Council approves Harbor Street repaving" });
    expect(find("og:description")).toMatchObject({
      content: "The council voted 5-0 on Tuesday to repave Harbor Street.",
    });
    expect(find("og:type")).toMatchObject({ content: "article" });
    expect(find("og:url")).toMatchObject({
      content: `${env().PUBLIC_URL}/city/${city.locationKey}/meeting-story/${video.id}`,
    });
    expect(find("article:published_time")).toMatchObject({ content: "2026-03-05T18:30:00.000Z" });
    expect(find("twitter:card")).toMatchObject({ content: "summary_large_image" });
    // The story's share card (issue #18), not the video's thumbnail.
    expect(find("og:image")).toMatchObject({
      content: expect.stringMatching(
        new RegExp(
          `^${env().PUBLIC_URL}/city/${city.locationKey}/meeting-story/${video.id}/og\\.png\\?v=[0-9a-f]{32}$`,
        ),
      ),
    });
  });

  it("has a large share card even when the video has no thumbnail", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, { overrides: { thumbnailUrl: null } });
    const tags = meta({ loaderData: await loader(args({ videoId: video.id })) } as never);
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });
});

describe("reading a stored news story", () => {
  it("splits paragraphs on blank lines", () => {
    expect(splitParagraphs("One\n\n\nTwo\r\n\r\nThree\nstill three")).toEqual([
      "One",
      "Two",
      "Three still three",
    ]);
  });

  it("treats empty values and JSON null as no story", () => {
    expect(readNewsStory(null)).toBeNull();
    expect(readNewsStory("")).toBeNull();
    expect(readNewsStory("   ")).toBeNull();
    expect(readNewsStory({})).toBeNull();
  });

  it("reads a story encoded twice, and fills in missing parts", () => {
    const twice = JSON.stringify(JSON.stringify({ article: { headline: "H", body: "B" } }));
    const view = readNewsStory(twice);
    expect(view?.kind).toBe("article");
    if (view?.kind !== "article") throw new Error("expected an article");
    expect(view.story.sidebar_elements).toEqual({ quote_block: null, quick_facts: [], background: "" });
    expect(view.story.metadata.uncertainty_notes).toEqual([]);
  });

  it("keeps a JSON array or number as text", () => {
    expect(readNewsStory("[1, 2]")).toEqual({ kind: "text", paragraphs: ["[1, 2]"] });
  });
});
