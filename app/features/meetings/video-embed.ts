// Deciding whether a meeting video can be embedded from YouTube, and the embed and watch addresses for a moment. The
// addresses are read by the sources area's one YouTube address reader, so a link the sources accept always plays here.
import {
  isYoutubeHost,
  isYoutubeVideoId,
  parseYoutubeUrl,
  youtubeWatchUrl,
} from "~/features/sources/sources.browser";
import { YOUTUBE_EMBED_ORIGIN } from "./meetings.constants";

export type VideoSource =
  | { kind: "youtube"; youtubeId: string; watchUrl: string }
  /** A meeting the demo seed made up: its id names no real video, so there is nothing to play or watch. */
  | { kind: "demo" }
  /** Not embeddable: a YouTube address without a readable id, another host, or no address at all. */
  | { kind: "unembeddable"; watchUrl: string | null; host: "youtube" | "other" };

/** A stored video_url as a link: only an absolute http(s) address is one. */
function parseUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function youtubeIdFromUrl(url: URL): string | null {
  const target = parseYoutubeUrl(url.href);
  return target?.kind === "video" ? target.videoId : null;
}

/** Where the video lives and whether we may embed it (from video_url first, then the stored video_id). */
export function resolveVideoSource(video: {
  videoUrl: string | null;
  videoId: string | null;
  isDemo?: boolean;
}): VideoSource {
  if (video.isDemo) return { kind: "demo" };
  const url = parseUrl(video.videoUrl);
  if (url && !isYoutubeHost(url.href)) {
    return { kind: "unembeddable", watchUrl: url.toString(), host: "other" };
  }
  const youtubeId =
    (url && youtubeIdFromUrl(url)) ?? (isYoutubeVideoId(video.videoId) ? video.videoId : null);
  if (youtubeId)
    return { kind: "youtube", youtubeId, watchUrl: url ? url.toString() : youtubeWatchUrl(youtubeId) };
  return { kind: "unembeddable", watchUrl: url ? url.toString() : null, host: "youtube" };
}

/**
 * The privacy-enhanced player; from a given second it starts playing at once (the visitor asked for it). The
 * player's message protocol is on so the page can follow the time and seek (youtube-player-bridge).
 */
export function youtubeEmbedUrl(youtubeId: string, startSeconds: number | null = null): string {
  const base = `${YOUTUBE_EMBED_ORIGIN}/embed/${youtubeId}`;
  return startSeconds === null
    ? `${base}?enablejsapi=1`
    : `${base}?start=${Math.max(0, Math.floor(startSeconds))}&autoplay=1&enablejsapi=1`;
}

/** The watch page at a given second, so a timestamp link works without JavaScript. */
export function youtubeWatchUrlAt(youtubeId: string, seconds: number): string {
  return `${youtubeWatchUrl(youtubeId)}&t=${seconds}s`;
}
