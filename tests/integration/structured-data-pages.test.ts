// The public pages' JSON-LD as served (issue #18): one script per page, valid schema.org, and text that tries to
// close the script stays inside it.
import { describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { analysisResults, createAnalysedVideo } from "../factories/analysis";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { createListing } from "../factories/directory";
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

  it("gives every public page a valid BreadcrumbList that ends at the page itself", async () => {
    const city = await createCity({ name: "Crumb Harbor" });
    const business = await createListing(city.id, { name: HOSTILE });
    const site = env().PUBLIC_URL.replace(/\/+$/, "");
    const home = `${site}/`;
    const cityUrl = `${site}/city/${city.locationKey}`;
    const cityCrumbs = [
      ["Home", home],
      ["Crumb Harbor, CA", cityUrl],
    ];
    const pages: Array<[string, string[][]]> = [
      ["/", [["Home", home]]],
      [
        "/about",
        [
          ["Home", home],
          ["About", `${site}/about`],
        ],
      ],
      [
        "/privacy",
        [
          ["Home", home],
          ["Privacy Policy", `${site}/privacy`],
        ],
      ],
      [
        "/contact",
        [
          ["Home", home],
          ["Contact", `${site}/contact`],
        ],
      ],
      [
        "/developers",
        [
          ["Home", home],
          ["Developers", `${site}/developers`],
        ],
      ],
      [
        "/search?q=budget",
        [
          ["Home", home],
          ["Search", `${site}/search`],
        ],
      ],
      [`/city/${city.locationKey}/search?q=budget`, [...cityCrumbs, ["Search", `${cityUrl}/search`]]],
      [
        "/businesses",
        [
          ["Home", home],
          ["Business Directory", `${site}/businesses`],
        ],
      ],
      [
        `/city/${city.locationKey}/businesses`,
        [...cityCrumbs, ["Crumb Harbor, CA Business Directory", `${cityUrl}/businesses`]],
      ],
      [
        `/businesses/${business.businessKey}`,
        [
          ...cityCrumbs,
          ["Crumb Harbor, CA Business Directory", `${cityUrl}/businesses`],
          [HOSTILE, `${cityUrl}/businesses/${business.businessKey}`],
        ],
      ],
      [
        `/city/${city.locationKey}/decisions`,
        [...cityCrumbs, ["Decisions in Crumb Harbor", `${cityUrl}/decisions`]],
      ],
      [
        `/city/${city.locationKey}/commitments`,
        [...cityCrumbs, ["Promises made in Crumb Harbor", `${cityUrl}/commitments`]],
      ],
    ];
    for (const [path, crumbs] of pages) {
      const html = await page(path);
      expect(html, path).not.toContain('<script>alert("x")');
      const graph = jsonLdOf(html);
      expect(schemaOrgProblems(graph), path).toEqual([]);
      const list = graph["@graph"].find((node) => node["@type"] === "BreadcrumbList");
      expect(list?.itemListElement, path).toEqual(
        crumbs.map(([name, item], index) => ({ "@type": "ListItem", position: index + 1, name, item })),
      );
    }
  });
});
