// Feed XML (RSS 2.0, RDF, Atom, Media RSS, YouTube's channel and playlist feeds) read into a source listing: the
// one reader behind a refresh over the network and an admin's imported feed file, so both store the same ids.
import { createHash } from "node:crypto";
import { asArray, asNode, attributeOf, parseXml, textOf, type XmlNode } from "./feed-xml.server";
import { parseDate, type SourceListing, type SourceVideo } from "./source-video";
import {
  DIRECT_MEDIA_EXTENSIONS,
  MAX_FEED_GUID_LENGTH,
  YOUTUBE_VIDEO_ID_PATTERN,
  youtubeWatchUrl,
} from "./sources.constants";
import { SOURCES_COPY } from "./sources.copy";

/** A short stable id for a media address or an over-long guid: the same text always gives the same id. */
export function mediaVideoId(value: string): string {
  return `media-${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;
}

export function isMediaType(type: string | null): boolean {
  return !!type && /^(audio|video)\//i.test(type.trim());
}

/** True when the address ends in a media file extension (query strings ignored). */
export function hasMediaExtension(url: string): boolean {
  try {
    const path = new URL(url).pathname.toLowerCase();
    return DIRECT_MEDIA_EXTENSIONS.some((extension) => path.endsWith(extension));
  } catch {
    return false;
  }
}

function absolute(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first enclosure or media:content (also inside media:group) that is audio or video. */
function mediaOf(node: XmlNode, base: string): string | null {
  const candidates: unknown[] = [
    ...asArray(node.enclosure),
    ...asArray(node["media:content"]),
    ...asArray(node["media:group"]).flatMap((group) => asArray(asNode(group)?.["media:content"])),
  ];
  // Atom puts enclosures in <link rel="enclosure">.
  for (const link of asArray(node.link)) {
    if (attributeOf(link, "rel") === "enclosure")
      candidates.push({ "@_url": attributeOf(link, "href"), "@_type": attributeOf(link, "type") });
  }
  for (const candidate of candidates) {
    const url = absolute(attributeOf(candidate, "url"), base);
    if (!url) continue;
    const type = attributeOf(candidate, "type");
    const medium = attributeOf(candidate, "medium");
    if (isMediaType(type) || medium === "video" || medium === "audio" || (!type && hasMediaExtension(url)))
      return url;
  }
  return null;
}

function thumbnailOf(node: XmlNode, channelImage: string | null, base: string): string | null {
  const thumbnail =
    attributeOf(asArray(node["media:thumbnail"])[0], "url") ??
    attributeOf(
      asArray(
        asArray(node["media:group"]).flatMap((group) => asArray(asNode(group)?.["media:thumbnail"])),
      )[0],
      "url",
    ) ??
    attributeOf(node["itunes:image"], "href");
  return absolute(thumbnail, base) ?? channelImage;
}

function linkOf(node: XmlNode, base: string): string | null {
  for (const link of asArray(node.link)) {
    // RSS: <link>text</link>; Atom: <link rel="alternate" href="..."/> (rel defaults to alternate).
    const text = textOf(link);
    if (text && !attributeOf(link, "href")) return absolute(text, base);
    const rel = attributeOf(link, "rel") ?? "alternate";
    if (rel === "alternate") return absolute(attributeOf(link, "href"), base);
  }
  return null;
}

function stableId(guid: string | null, mediaUrl: string | null, link: string | null): string | null {
  if (guid) return guid.length <= MAX_FEED_GUID_LENGTH ? guid : mediaVideoId(guid);
  if (mediaUrl) return mediaVideoId(mediaUrl);
  if (link) return mediaVideoId(link);
  return null;
}

/** YouTube's own feed: its entries carry yt:videoId, which is the id every other YouTube listing stores. */
function isYoutubeFeed(feed: XmlNode): boolean {
  return (
    feed["@_xmlns:yt"] !== undefined ||
    feed["yt:channelId"] !== undefined ||
    asArray(feed.entry).some((entry) => asNode(entry)?.["yt:videoId"] !== undefined)
  );
}

function youtubeFeedVideos(feed: XmlNode): SourceVideo[] {
  const channelTitle = textOf(asNode(feed.author)?.name) ?? textOf(feed.title);
  const videos: SourceVideo[] = [];
  for (const entry of asArray(feed.entry)) {
    const node = asNode(entry);
    if (!node) continue;
    const videoId = textOf(node["yt:videoId"]) ?? textOf(node.id)?.replace(/^yt:video:/, "") ?? null;
    if (!videoId || !YOUTUBE_VIDEO_ID_PATTERN.test(videoId)) continue;
    const group = asNode(asArray(node["media:group"])[0]);
    const thumbnail = asArray(group?.["media:thumbnail"])[0];
    videos.push({
      videoId,
      title: textOf(node.title) ?? textOf(group?.["media:title"]) ?? SOURCES_COPY.untitledVideo,
      description: textOf(group?.["media:description"]),
      videoUrl: youtubeWatchUrl(videoId),
      thumbnailUrl: attributeOf(thumbnail, "url"),
      channelTitle: textOf(asNode(node.author)?.name) ?? channelTitle,
      publishedAt: parseDate(textOf(node.published)),
      mediaUrl: null,
      captionsUrl: null,
    });
  }
  return videos;
}

/** RSS 2.0, RDF or Atom items as videos; items with neither media nor a link are skipped. */
function mediaFeedVideos(
  feed: { channel?: XmlNode; atom?: XmlNode; rdfItems?: unknown },
  base: string,
): SourceVideo[] {
  const { channel, atom } = feed;
  const items = channel ? asArray(channel.item ?? feed.rdfItems) : asArray(atom?.entry);
  const feedTitle = textOf(channel?.title ?? atom?.title);
  const channelImage =
    absolute(textOf(asNode(channel?.image)?.url), base) ??
    absolute(attributeOf(channel?.["itunes:image"], "href"), base);
  const videos: SourceVideo[] = [];
  for (const item of items) {
    const node = asNode(item);
    if (!node) continue;
    const mediaUrl = mediaOf(node, base);
    const link = linkOf(node, base);
    const videoId = stableId(textOf(node.guid) ?? textOf(node.id), mediaUrl, link);
    if (!videoId || (!mediaUrl && !link)) continue;
    videos.push({
      videoId,
      title: textOf(node.title) ?? SOURCES_COPY.untitledVideo,
      description:
        textOf(node.description) ??
        textOf(node.summary) ??
        textOf(node["itunes:summary"]) ??
        textOf(node.content),
      videoUrl: link ?? mediaUrl,
      thumbnailUrl: thumbnailOf(node, channelImage, base),
      channelTitle: textOf(asNode(node.author)?.name) ?? feedTitle,
      publishedAt: parseDate(
        textOf(node.pubDate) ?? textOf(node.published) ?? textOf(node.updated) ?? textOf(node["dc:date"]),
      ),
      mediaUrl,
      captionsUrl: null,
    });
  }
  return videos;
}

/**
 * The videos a feed lists, or null when the text is not a feed (not well-formed XML, or XML that is neither RSS,
 * RDF nor Atom). Relative links resolve against `baseUrl` (where the feed was read from, or the source's address
 * for a file). A YouTube feed gives YouTube ids, so a channel's feed file and the channel's own listing agree.
 */
export function parseFeedListing(xml: string, options: { baseUrl: string }): SourceListing | null {
  const document = parseXml(xml);
  if (!document) return null;
  const rdf = asNode(document["rdf:RDF"]);
  const channel = asNode(asNode(document.rss)?.channel) ?? asNode(rdf?.channel);
  const atom = asNode(document.feed);
  if (channel) return { videos: mediaFeedVideos({ channel, rdfItems: rdf?.item }, options.baseUrl) };
  if (!atom) return null;
  if (isYoutubeFeed(atom)) return { videos: youtubeFeedVideos(atom) };
  return { videos: mediaFeedVideos({ atom }, options.baseUrl) };
}
