// Listing a YouTube channel or playlist without an API key: the public Atom feed (newest ~15 videos only).
import { env } from "~/lib/env.server";
import { parseFeedListing } from "./feed-listing.server";
import { fetchSource, isTransientStatus, SourceError } from "./source-fetch.server";
import type { SourceVideo } from "./source-video";
import {
  SOURCE_FEED_MAX_BYTES,
  SOURCE_PAGE_MAX_BYTES,
  YOUTUBE_CHANNEL_ID_PATTERN,
  youtubeWatchUrl,
} from "./sources.constants";
import { SOURCES_COPY } from "./sources.copy";
import type { YoutubeTarget } from "./youtube-url";

function feedBase(): string {
  return env().YOUTUBE_FEED_BASE_URL.replace(/\/+$/, "");
}

/** The UC... id a channel page names: its canonical link, its identifier meta tag or its embedded JSON. */
export function channelIdFromPage(html: string): string | null {
  const patterns = [
    /<link[^>]+rel=["']canonical["'][^>]+href=["'][^"']*\/channel\/(UC[A-Za-z0-9_-]{22})["']/i,
    /<link[^>]+href=["'][^"']*\/channel\/(UC[A-Za-z0-9_-]{22})["'][^>]+rel=["']canonical["']/i,
    /<meta[^>]+itemprop=["'](?:identifier|channelId)["'][^>]+content=["'](UC[A-Za-z0-9_-]{22})["']/i,
    /"(?:channelId|externalId|browseId)"\s*:\s*"(UC[A-Za-z0-9_-]{22})"/,
  ];
  for (const pattern of patterns) {
    const match = html.match(pattern);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** Finds a handle's, user's or custom name's channel id by reading its channel page. */
export async function resolveChannelIdFromPage(
  target: Extract<YoutubeTarget, { kind: "handle" | "user" | "custom" }>,
  timeoutMs?: number,
): Promise<string> {
  const path =
    target.kind === "handle"
      ? `/@${encodeURIComponent(target.handle)}`
      : target.kind === "user"
        ? `/user/${encodeURIComponent(target.name)}`
        : `/c/${encodeURIComponent(target.name)}`;
  const response = await fetchSource(`${feedBase()}${path}`, {
    maxBytes: SOURCE_PAGE_MAX_BYTES,
    ...(timeoutMs ? { timeoutMs } : {}),
    // Without these YouTube may answer with a cookie-consent page that names no channel.
    headers: { accept: "text/html", "accept-language": "en-US,en;q=0.8", cookie: "CONSENT=YES+1" },
  });
  if (response.status === 404) throw new SourceError("NOT_FOUND", SOURCES_COPY.youtubeChannelNotFound, false);
  if (!response.ok) {
    throw new SourceError(
      "UPSTREAM_FAILED",
      SOURCES_COPY.youtubeUnavailable,
      isTransientStatus(response.status),
    );
  }
  const channelId = channelIdFromPage(response.text());
  if (!channelId) throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.channelIdNotFound, false);
  return channelId;
}

async function fetchFeed(query: string, timeoutMs?: number): Promise<SourceVideo[]> {
  const response = await fetchSource(`${feedBase()}/feeds/videos.xml?${query}`, {
    maxBytes: SOURCE_FEED_MAX_BYTES,
    ...(timeoutMs ? { timeoutMs } : {}),
    headers: { accept: "application/atom+xml, application/xml;q=0.9, */*;q=0.5" },
  });
  if (response.status === 404) throw new SourceError("NOT_FOUND", SOURCES_COPY.feedNotFound, false);
  if (!response.ok) {
    const transient = isTransientStatus(response.status);
    throw new SourceError(
      "UPSTREAM_FAILED",
      transient ? SOURCES_COPY.feedUnavailable : `${SOURCES_COPY.sourceRefused} (${response.status}).`,
      transient,
    );
  }
  const listing = parseFeedListing(response.text(), { baseUrl: response.url });
  // A cut-off or garbled feed is usually a passing fault of the feed servers.
  if (!listing) throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.feedUnreadable, true);
  return listing.videos;
}

/** A single video's title, channel and thumbnail from YouTube's oEmbed endpoint (no key needed). */
async function fetchVideoByOembed(videoId: string, timeoutMs?: number): Promise<SourceVideo> {
  const watchUrl = youtubeWatchUrl(videoId);
  const response = await fetchSource(`${feedBase()}/oembed?format=json&url=${encodeURIComponent(watchUrl)}`, {
    maxBytes: SOURCE_PAGE_MAX_BYTES,
    headers: { accept: "application/json" },
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  if (response.status === 404 || response.status === 401 || response.status === 403) {
    throw new SourceError("NOT_FOUND", SOURCES_COPY.youtubeVideoNotFound, false);
  }
  if (!response.ok) {
    throw new SourceError(
      "UPSTREAM_FAILED",
      SOURCES_COPY.youtubeUnavailable,
      isTransientStatus(response.status),
    );
  }
  let body: { title?: unknown; author_name?: unknown; thumbnail_url?: unknown };
  try {
    body = response.json();
  } catch {
    throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.youtubeUnreadable, true);
  }
  const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
  return {
    videoId,
    title: text(body.title) ?? SOURCES_COPY.untitledVideo,
    description: null,
    videoUrl: watchUrl,
    thumbnailUrl: text(body.thumbnail_url),
    channelTitle: text(body.author_name),
    publishedAt: null,
    mediaUrl: null,
    captionsUrl: null,
  };
}

/** Everything the public feed (or, for one video, oEmbed) shows at a YouTube address. */
export async function listYoutubeFeedVideos(options: {
  target: YoutubeTarget;
  timeoutMs?: number;
}): Promise<SourceVideo[]> {
  const { target, timeoutMs } = options;
  switch (target.kind) {
    case "video":
      return [await fetchVideoByOembed(target.videoId, timeoutMs)];
    case "playlist":
      return fetchFeed(`playlist_id=${encodeURIComponent(target.playlistId)}`, timeoutMs);
    case "channel":
      return fetchFeed(`channel_id=${encodeURIComponent(target.channelId)}`, timeoutMs);
    default: {
      const channelId = await resolveChannelIdFromPage(target, timeoutMs);
      if (!YOUTUBE_CHANNEL_ID_PATTERN.test(channelId)) {
        throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.channelIdNotFound, false);
      }
      return fetchFeed(`channel_id=${channelId}`, timeoutMs);
    }
  }
}
