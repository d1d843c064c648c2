// Listing a generic RSS 2.0 or Atom feed with media enclosures (e.g. Granicus podcasts), or one media file.
import { hasMediaExtension, isMediaType, mediaVideoId, parseFeedListing } from "./feed-listing.server";
import { fetchSource, isTransientStatus, SourceError } from "./source-fetch.server";
import type { SourceVideo } from "./source-video";
import { SOURCE_FEED_MAX_BYTES } from "./sources.constants";
import { SOURCES_COPY } from "./sources.copy";

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
    videoId: mediaVideoId(url),
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
  const listing = parseFeedListing(response.text(), { baseUrl: response.url });
  if (listing) return listing.videos;
  const contentType = response.headers.get("content-type") ?? "";
  // Something that says it is XML but will not parse is a broken feed (often cut off); retry it.
  if (/xml|rss|atom/i.test(contentType))
    throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.feedUnreadable, true);
  throw new SourceError("BAD_REQUEST", SOURCES_COPY.notAFeed, false);
}
