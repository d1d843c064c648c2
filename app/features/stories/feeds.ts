// A city's RSS 2.0 feed of meeting stories, and the head link that lets readers and browsers discover it.
import { absoluteUrl, cityPath } from "~/lib/meeting-paths";
import { cityFeedDescription, cityFeedTitle } from "./stories.copy";
import { escapeXml } from "./xml";

export function cityFeedPath(locationKey: string): string {
  return `${cityPath(locationKey)}/feed.xml`;
}

export type FeedLinkDescriptor = {
  tagName: "link";
  rel: "alternate";
  type: "application/rss+xml";
  title: string;
  href: string;
};

/** For a page's `meta` export: `<link rel="alternate" type="application/rss+xml">` pointing at the city's feed. */
export function cityFeedLink(locationKey: string, cityName?: string): FeedLinkDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: cityFeedTitle(cityName ?? locationKey),
    href: cityFeedPath(locationKey),
  };
}

export type FeedStory = {
  title: string;
  /** Path of the story page, made absolute with PUBLIC_URL. */
  path: string;
  summary: string;
  publishedAt: Date;
};

export type CityFeed = {
  city: { name: string; state: string; locationKey: string; description: string | null };
  stories: FeedStory[];
};

/** RFC 822 dates, as RSS 2.0 requires ("Wed, 04 Mar 2026 18:00:00 GMT"). */
export function rfc822Date(date: Date): string {
  return date.toUTCString();
}

export function buildCityFeedXml(feed: CityFeed, publicUrl: string): string {
  const { city, stories } = feed;
  const items = stories.map((story) => {
    const url = escapeXml(absoluteUrl(publicUrl, story.path));
    return [
      "    <item>",
      `      <title>${escapeXml(story.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${rfc822Date(story.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(story.summary)}</description>`,
      "    </item>",
    ].join("\n");
  });
  const newest = stories[0]?.publishedAt;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${escapeXml(cityFeedTitle(city.name))}</title>`,
    `    <link>${escapeXml(absoluteUrl(publicUrl, cityPath(city.locationKey)))}</link>`,
    `    <description>${escapeXml(city.description || cityFeedDescription(city.name, city.state))}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, cityFeedPath(city.locationKey)))}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`    <lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
