// A city's RSS 2.0 feed of meeting stories, the head link that lets readers and browsers discover it, and the one way
// the project's RSS feeds are written (the `feed` library, with the text rules of ./xml).
import { Feed } from "feed";
import { absoluteUrl, cityPath } from "~/lib/meeting-paths";
import { cityFeedDescription, cityFeedTitle } from "./stories.copy";
import { feedText } from "./xml";

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

export type RssChannel = {
  title: string;
  /** Absolute URLs: the page the feed follows, and the feed itself (its atom:link rel="self"). */
  link: string;
  selfUrl: string;
  description: string;
  /** The newest item's date; an empty feed says when it was written. */
  lastBuildDate: Date | undefined;
};

export type RssItem = {
  title: string;
  /** Absolute URL of the item's page. */
  link: string;
  /** A stable id that is not the link (isPermaLink="false"); without one the link is the guid. */
  guid?: string;
  pubDate: Date;
  description: string;
};

/** An RSS 2.0 document in English, its dates in RFC 822 ("Wed, 04 Mar 2026 18:00:00 GMT") as RSS requires. */
export function rssFeedXml(channel: RssChannel, items: readonly RssItem[]): string {
  const feed = new Feed({
    title: feedText(channel.title),
    link: channel.link,
    description: feedText(channel.description),
    language: "en-us",
    feedLinks: { rss: channel.selfUrl },
    updated: channel.lastBuildDate,
    generator: false,
  });
  for (const item of items) {
    feed.addItem({
      title: feedText(item.title),
      link: item.link,
      guid: item.guid,
      date: item.pubDate,
      description: feedText(item.description),
    });
  }
  return feed.rss2();
}

export function buildCityFeedXml(feed: CityFeed, publicUrl: string): string {
  const { city, stories } = feed;
  return rssFeedXml(
    {
      title: cityFeedTitle(city.name),
      link: absoluteUrl(publicUrl, cityPath(city.locationKey)),
      selfUrl: absoluteUrl(publicUrl, cityFeedPath(city.locationKey)),
      description: city.description || cityFeedDescription(city.name, city.state),
      lastBuildDate: stories[0]?.publishedAt,
    },
    stories.map((story) => ({
      title: story.title,
      link: absoluteUrl(publicUrl, story.path),
      pubDate: story.publishedAt,
      description: story.summary,
    })),
  );
}
