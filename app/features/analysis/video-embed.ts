// Deciding whether a meeting video can be embedded from YouTube, and the embed and watch addresses for a moment.
import { YOUTUBE_EMBED_ORIGIN, YOUTUBE_VIDEO_ID_PATTERN, YOUTUBE_WATCH_URL } from "./analysis.constants";

export type VideoSource =
  | { kind: "youtube"; youtubeId: string; watchUrl: string }
  /** A meeting the demo seed made up: its id names no real video, so there is nothing to play or watch. */
  | { kind: "demo" }
  /** Not embeddable: a YouTube address without a readable id, another host, or no address at all. */
  | { kind: "unembeddable"; watchUrl: string | null; host: "youtube" | "other" };

const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtu.be",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/** Paths that carry the id as their second segment: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATH_PREFIXES = new Set(["embed", "shorts", "live", "v"]);

function parseUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function validId(candidate: string | null | undefined): string | null {
  return candidate && YOUTUBE_VIDEO_ID_PATTERN.test(candidate) ? candidate : null;
}

function youtubeIdFromUrl(url: URL): string | null {
  if (url.hostname === "youtu.be") return validId(url.pathname.split("/")[1]);
  const fromQuery = validId(url.searchParams.get("v"));
  if (fromQuery) return fromQuery;
  const [, prefix, id] = url.pathname.split("/");
  return prefix && ID_PATH_PREFIXES.has(prefix) ? validId(id) : null;
}

export function youtubeWatchUrl(youtubeId: string): string {
  return `${YOUTUBE_WATCH_URL}?v=${youtubeId}`;
}

/** Where the video lives and whether we may embed it (from video_url first, then the stored video_id). */
export function resolveVideoSource(video: {
  videoUrl: string | null;
  videoId: string | null;
  isDemo?: boolean;
}): VideoSource {
  if (video.isDemo) return { kind: "demo" };
  const url = parseUrl(video.videoUrl);
  if (url && !YOUTUBE_HOSTS.has(url.hostname)) {
    return { kind: "unembeddable", watchUrl: url.toString(), host: "other" };
  }
  const youtubeId = (url && youtubeIdFromUrl(url)) ?? validId(video.videoId);
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
