// The JSON-LD builders (issue #18) checked against schema.org's types and properties and each type's required and
// recommended properties.
import { describe, expect, it } from "vitest";
import { highlightMoments } from "~/features/analysis/timestamps";
import {
  JSON_LD_TRANSCRIPT_MAX_CHARS,
  type MeetingForStructuredData,
  meetingPageStructuredData,
} from "~/features/meetings/structured-data.server";
import { resolveVideoSource } from "~/features/meetings/video-embed";
import { storyPageStructuredData } from "~/features/stories/structured-data.server";
import { isoDuration, jsonLdMeta } from "~/lib/json-ld";
import { schemaOrgProblems, typesIn } from "../setup/schema-org";

const SITE = "https://civic.example.org";
const video = {
  id: "7f1c2f0e-8a51-4c36-9d0e-3c1f1b8a0e11",
  title: "City Council Regular Meeting",
  description: "The council takes up the library budget.",
  publishedAt: "2026-03-04T18:30:00.000Z",
  thumbnailUrl: null,
  videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
  videoId: "dQw4w9WgXcQ",
  isDemo: false,
};
const meeting: MeetingForStructuredData = {
  siteUrl: SITE,
  city: { name: "Harbor Point", state: "CA", locationKey: "harbor-point-ca" },
  video,
  source: resolveVideoSource(video),
};
const page = `${SITE}/city/harbor-point-ca/meeting/${video.id}`;
const segments = [
  { startSeconds: 0, endSeconds: 6, speaker: "Mayor", text: "I call this meeting to order." },
  { startSeconds: 3700, endSeconds: 3725.4, speaker: "Clerk", text: "The motion carries." },
];
const moments = highlightMoments({
  highlights: [
    { timestamp: "01:01:40", point_of_interest: "The vote on the library budget" },
    { timestamp: "00:05:00", point_of_interest: "Public comment opens" },
    { timestamp: "later", point_of_interest: "No time" },
  ],
});

describe("the schema.org check itself", () => {
  it("names an unknown type, an unknown property, a missing required property and a bad status", () => {
    expect(schemaOrgProblems({ "@type": "Meeting", name: "x" })).toEqual([
      "$: Meeting is not a schema.org type in the subset",
    ]);
    expect(
      schemaOrgProblems({ "@type": "Clip", name: "x", startOffset: 1, url: "u", endOffset: 2, speaker: "y" }),
    ).toEqual(["$: Clip has no property speaker"]);
    expect(
      schemaOrgProblems({ "@type": "Event", name: "x", startDate: "2026-01-01", eventStatus: "Happening" }),
    ).toEqual(expect.arrayContaining(["$: Event lacks location", "$: eventStatus Happening"]));
  });
});

describe("the meeting page's JSON-LD", () => {
  const graph = meetingPageStructuredData(meeting, { segments, moments });

  it("is valid schema.org: a BreadcrumbList, a VideoObject with Clips, and an Event recorded in it", () => {
    expect(schemaOrgProblems(graph)).toEqual([]);
    expect(typesIn(graph)).toEqual(
      expect.arrayContaining([
        "BreadcrumbList",
        "ListItem",
        "VideoObject",
        "Clip",
        "MediaObject",
        "Event",
        "Place",
      ]),
    );
  });

  it("gives the video its transcript, its captions file, its length and a Clip per highlight, in order", () => {
    const videoNode = graph.find((node) => node["@type"] === "VideoObject");
    expect(videoNode).toMatchObject({
      "@id": `${page}#video`,
      uploadDate: video.publishedAt,
      thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg",
      embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
      duration: "PT1H2M5S",
      transcript: "[00:00:00] Mayor: I call this meeting to order.\n[01:01:40] Clerk: The motion carries.",
      caption: { "@type": "MediaObject", contentUrl: `${page}/transcript.vtt`, encodingFormat: "text/vtt" },
      hasPart: [
        {
          "@type": "Clip",
          name: "Public comment opens",
          startOffset: 300,
          endOffset: 3700,
          url: `${page}?t=300`,
        },
        { "@type": "Clip", name: "The vote on the library budget", startOffset: 3700, url: `${page}?t=3700` },
      ],
    });
    const event = graph.find((node) => node["@type"] === "Event");
    expect(event).toMatchObject({ startDate: video.publishedAt, recordedIn: { "@id": `${page}#video` } });
    const crumbs = graph.find((node) => node["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${SITE}/` },
      { "@type": "ListItem", position: 2, name: "Harbor Point, CA", item: `${SITE}/city/harbor-point-ca` },
      { "@type": "ListItem", position: 3, name: video.title, item: page },
    ]);
  });

  it("caps a long transcript and leaves out the video of a demo meeting", () => {
    const long = Array.from({ length: 2000 }, (_, index) => ({
      startSeconds: index * 5,
      endSeconds: index * 5 + 5,
      speaker: null,
      text: "The council discussed the agenda item at some length.",
    }));
    const [, videoNode] = meetingPageStructuredData(meeting, { segments: long, moments: [] });
    expect(String(videoNode?.transcript).length).toBeLessThanOrEqual(JSON_LD_TRANSCRIPT_MAX_CHARS);
    const demo = { ...video, isDemo: true };
    const demoGraph = meetingPageStructuredData(
      { ...meeting, video: demo, source: resolveVideoSource(demo) },
      { segments, moments },
    );
    expect(typesIn(demoGraph)).not.toContain("VideoObject");
    expect(schemaOrgProblems(demoGraph)).toEqual([]);
  });
});

describe("the story page's JSON-LD", () => {
  const story = `${SITE}/city/harbor-point-ca/meeting-story/${video.id}`;
  const graph = storyPageStructuredData({
    meeting,
    url: story,
    headline: "Council approves the library budget after an hour of public comment on the branch hours",
    description: "The council voted 5-0.",
    datePublished: "2026-03-05T18:30:00.000Z",
    dateModified: "2026-03-06T09:00:00.000Z",
    imageUrl: null,
  });

  it("is a valid NewsArticle by the newsroom with the meeting's video as its associated media", () => {
    expect(schemaOrgProblems(graph)).toEqual([]);
    const article = graph.find((node) => node["@type"] === "NewsArticle");
    expect(article).toMatchObject({
      datePublished: "2026-03-05T18:30:00.000Z",
      dateModified: "2026-03-06T09:00:00.000Z",
      author: { "@type": "Organization", name: "CivicLens", url: SITE },
      associatedMedia: { "@type": "VideoObject", "@id": `${page}#video` },
      mainEntityOfPage: story,
    });
    expect(String(article?.headline).length).toBeLessThanOrEqual(110);
    expect(graph.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement).toHaveLength(4);
  });
});

describe("helpers", () => {
  it("write ISO durations and one graph per page", () => {
    expect([isoDuration(0), isoDuration(59.6), isoDuration(3600), isoDuration(3725)]).toEqual([
      "PT0S",
      "PT1M",
      "PT1H",
      "PT1H2M5S",
    ]);
    expect(jsonLdMeta([null, { "@type": "Thing" }])).toEqual({
      "script:ld+json": { "@context": "https://schema.org", "@graph": [{ "@type": "Thing" }] },
    });
  });
});
