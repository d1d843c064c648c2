// The public pages' JSON-LD as served (issue #18): one script per page, valid schema.org, and text that tries to
// close the script stays inside it.
import { describe, expect, it } from "vitest";
import { analysisResults, createAnalysedVideo } from "../factories/analysis";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { testHttpServerForFile } from "../setup/http-app-server";
import { jsonLdOf, schemaOrgProblems, typesIn } from "../setup/schema-org";

const server = testHttpServerForFile();
const HOSTILE = 'Budget </script><script>alert("x")</script> & <!-- more';

async function page(path: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("JSON-LD on the public pages", () => {
  it("gives a meeting a VideoObject with its transcript and Clips, an Event and breadcrumbs, escaped", async () => {
    const city = await createCity({ name: "Harbor Point" });
    const video = await createVideoWithSegments(city.id, {
      title: HOSTILE,
      description: HOSTILE,
      transcript: [
        "[00:00:00] Mayor: I call this meeting to order.",
        "[00:10:05] Clerk: The motion carries.",
        "[00:20:00] Mayor: We are adjourned.",
      ].join("\n"),
      videoId: "dQw4w9WgXcQ",
      videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      thumbnailUrl: "https://img.example.org/thumb.jpg",
      publishedAt: new Date("2026-03-04T18:30:00Z"),
      analysisResults: analysisResults({ highlights: 2 }),
    });
    const html = await page(`/city/${city.locationKey}/meeting/${video.id}`);
    expect(html).not.toContain('<script>alert("x")');
    const graph = jsonLdOf(html);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(schemaOrgProblems(graph)).toEqual([]);
    expect(typesIn(graph)).toEqual(
      expect.arrayContaining(["BreadcrumbList", "VideoObject", "Clip", "Event"]),
    );
    const videoNode = graph["@graph"].find((node) => node["@type"] === "VideoObject");
    expect(videoNode?.name).toBe(HOSTILE);
    expect(videoNode?.transcript).toContain("[00:10:05] Clerk: The motion carries.");
    expect(videoNode?.hasPart).toHaveLength(2);
  });

  it("gives a story a NewsArticle with the video as its associated media", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id, {
      overrides: {
        thumbnailUrl: "https://img.example.org/thumb.jpg",
        publishedAt: new Date("2026-03-04T18:30:00Z"),
        videoId: "dQw4w9WgXcR",
        videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcR",
      },
    });
    const graph = jsonLdOf(await page(`/city/${city.locationKey}/meeting-story/${video.id}`));
    expect(schemaOrgProblems(graph)).toEqual([]);
    const article = graph["@graph"].find((node) => node["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      headline: "Council approves Harbor Street repaving",
      datePublished: "2026-03-05T18:30:00.000Z",
      author: { "@type": "Organization", name: "CivicLens" },
      associatedMedia: { "@type": "VideoObject", name: video.title },
    });
  });

  it("gives the city page its breadcrumbs", async () => {
    const city = await createCity({ name: HOSTILE });
    const html = await page(`/city/${city.locationKey}`);
    expect(html).not.toContain('<script>alert("x")');
    const graph = jsonLdOf(html);
    expect(schemaOrgProblems(graph)).toEqual([]);
    expect(graph["@graph"][0]?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: "Home" }),
      expect.objectContaining({ position: 2, name: `${HOSTILE}, CA` }),
    ]);
  });
});
