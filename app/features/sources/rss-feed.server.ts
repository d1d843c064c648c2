// Listing a generic RSS 2.0 or Atom feed with media enclosures (e.g. Granicus podcasts), or one media file.
import { createHash } from "node:crypto";
import { asArray, asNode, attributeOf, parseXml, textOf, type XmlNode } from "./feed-xml";
import { fetchSource, isTransientStatus, SourceError } from "./source-fetch.server";
import { parseDate, type SourceVideo } from "./source-video";
import { DIRECT_MEDIA_EXTENSIONS, MAX_FEED_GUID_LENGTH, SOURCE_FEED_MAX_BYTES } from "./sources.constants";
import { SOURCES_COPY } from "./sources.copy";

function hashId(value: string): string {
  return `media-${createHash("sha256").update(value).digest("hex").slice(0, 32)}`;
}

function isMediaType(type: string | null): boolean {
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
  if (guid) return guid.length <= MAX_FEED_GUID_LENGTH ? guid : hashId(guid);
  if (mediaUrl) return hashId(mediaUrl);
  if (link) return hashId(link);
  return null;
}

/** Reads RSS 2.0 or Atom into videos (items with neither media nor a link are skipped); null when not a feed. */
export function parseMediaFeed(xml: string, feedUrl: string): SourceVideo[] | null {
  const document = parseXml(xml);
  if (!document) return null;
  const channel = asNode(asNode(document.rss)?.channel) ?? asNode(asNode(document["rdf:RDF"])?.channel);
  const atom = asNode(document.feed);
  if (!channel && !atom) return null;
  const items = channel ? asArray(channel.item ?? asNode(document["rdf:RDF"])?.item) : asArray(atom?.entry);
  const feedTitle = textOf(channel?.title ?? atom?.title);
  const channelImage =
    absolute(textOf(asNode(channel?.image)?.url), feedUrl) ??
    absolute(attributeOf(channel?.["itunes:image"], "href"), feedUrl);
  const videos: SourceVideo[] = [];
  for (const item of items) {
    const node = asNode(item);
    if (!node) continue;
    const mediaUrl = mediaOf(node, feedUrl);
    const link = linkOf(node, feedUrl);
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
      thumbnailUrl: thumbnailOf(node, channelImage, feedUrl),
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

/** One media file as one video, titled after its file name. */
export function directMediaVideo(url: string): SourceVideo {
  let title: string = SOURCES_COPY.untitledVideo;
  try {
    const name = decodeURIComponent(new URL(url).pathname.split("/").filter(Boolean).pop() ?? "");
    const readable = name
      .replace(/\.[a-z0-9]{2,5}$/i, "")
      .replace(/[_+]+/g, " ")
      .trim();
    if (readable) title = readable;
  } catch {
    // An undecodable name keeps the generic title.
  }
  return {
    videoId: hashId(url),
    title,
    description: null,
    videoUrl: url,
    thumbnailUrl: null,
    channelTitle: null,
    publishedAt: null,
    mediaUrl: url,
    captionsUrl: null,
  };
}

function failureFor(status: number): SourceError {
  if (status === 404 || status === 410)
    return new SourceError("NOT_FOUND", SOURCES_COPY.sourceNotFoundUpstream, false);
  const transient = isTransientStatus(status);
  return new SourceError(
    "UPSTREAM_FAILED",
    transient ? SOURCES_COPY.feedUnavailable : `${SOURCES_COPY.sourceRefused} (${status}).`,
    transient,
  );
}

/** A feed's videos, or the address itself when it is a media file (by extension or by HEAD content-type). */
export async function listFeedOrMediaVideos(options: {
  url: string;
  timeoutMs?: number;
}): Promise<SourceVideo[]> {
  const { url } = options;
  const limit = options.timeoutMs ? { timeoutMs: options.timeoutMs } : {};
  if (hasMediaExtension(url)) return [directMediaVideo(url)];
  // HEAD first, so a media file is recognised without downloading it; servers that refuse HEAD fall through.
  // A HEAD answer has no body but declares the file's size, which must not trip the size limit.
  const head = await fetchSource(url, { method: "HEAD", maxBytes: Number.MAX_SAFE_INTEGER, ...limit }).catch(
    (error: unknown) => {
      if (error instanceof SourceError && error.transient) throw error;
      return null;
    },
  );
  if (head?.ok && isMediaType(head.headers.get("content-type"))) return [directMediaVideo(url)];
  if (head && (head.status === 404 || head.status === 410)) throw failureFor(head.status);
  const response = await fetchSource(url, {
    ...limit,
    maxBytes: SOURCE_FEED_MAX_BYTES,
    headers: {
      accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5",
    },
  });
  if (!response.ok) throw failureFor(response.status);
  if (isMediaType(response.headers.get("content-type"))) return [directMediaVideo(url)];
  const videos = parseMediaFeed(response.text(), response.url);
  if (videos) return videos;
  const contentType = response.headers.get("content-type") ?? "";
  // Something that says it is XML but will not parse is a broken feed (often cut off); retry it.
  if (/xml|rss|atom/i.test(contentType))
    throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.feedUnreadable, true);
  throw new SourceError("BAD_REQUEST", SOURCES_COPY.notAFeed, false);
}
