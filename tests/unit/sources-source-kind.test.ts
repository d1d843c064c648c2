import { describe, expect, it } from "vitest";
import { contentTypeForUrl } from "~/features/admin-cities/city-keys";
import { sourceKindOfUrl } from "~/features/sources/source-kind";

describe("what a typed address looks like", () => {
  it.each([
    ["https://www.youtube.com/@HarborPointCityCouncil", "youtube"],
    ["youtu.be/Elewn679CZI", "youtube"],
    ["https://harborpoint.granicus.com/ViewPublisherRSS.php?view_id=2&mode=vpodcast", "feed"],
    ["https://example.org/meetings.rss", "feed"],
    ["https://example.org/podcast/feed.xml", "feed"],
    ["https://example.org/council.atom", "feed"],
    ["https://example.org/news/feed", "feed"],
    ["https://example.org/news/feed/", "feed"],
    ["https://example.org/council/rss", "feed"],
    ["https://example.org/list?format=rss", "feed"],
    ["https://media.example.org/2025-05-06-council.mp4", "media"],
    ["https://media.example.org/2025-05-06-council.MP3?token=x", "media"],
    ["https://stream.example.org/live/council.m3u8", "media"],
    ["https://example.org/agendas", "page"],
    ["example.org/feedback", "page"],
    ["https://example.org/feeds-and-speeds.html", "page"],
  ])("%s is a %s", (url, kind) => {
    expect(sourceKindOfUrl(url)).toBe(kind);
  });

  it("is nothing while the text is not an address yet", () => {
    expect(sourceKindOfUrl("")).toBeNull();
    expect(sourceKindOfUrl("   ")).toBeNull();
    expect(sourceKindOfUrl("http://")).toBeNull();
  });

  it("suggests content type video for YouTube, feeds and media files, site for any other page", () => {
    expect(contentTypeForUrl("https://www.youtube.com/@council")).toBe("video");
    expect(contentTypeForUrl("https://city.granicus.com/ViewPublisherRSS.php?view_id=4")).toBe("video");
    expect(contentTypeForUrl("https://example.org/council.m3u8")).toBe("video");
    expect(contentTypeForUrl("https://example.org/agendas")).toBe("site");
    expect(contentTypeForUrl("")).toBeNull();
  });
});
