// Reads every form of YouTube address an admin may paste (channel, handle, user, custom name, playlist, video): the
// one YouTube address reader, used by the sources, the transcript fetchers and the meeting page's player.
import {
  YOUTUBE_CHANNEL_ID_PATTERN,
  YOUTUBE_PLAYLIST_ID_PATTERN,
  YOUTUBE_VIDEO_ID_PATTERN,
} from "./sources.constants";

export type YoutubeTarget =
  | { kind: "channel"; channelId: string }
  | { kind: "handle"; handle: string }
  | { kind: "user"; name: string }
  | { kind: "custom"; name: string }
  | { kind: "playlist"; playlistId: string }
  | { kind: "video"; videoId: string };

/** Every host that serves YouTube pages or its player; youtu.be short links are read apart (their path is the id). */
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

/** Paths whose next segment is a video id. */
const VIDEO_PATH_PREFIXES = new Set(["live", "shorts", "embed", "v", "e"]);

/** Top-level paths that are YouTube pages, not a legacy custom channel name (youtube.com/CityOfSpringfield). */
const RESERVED_TOP_LEVEL_PATHS = new Set([
  "watch",
  "playlist",
  "results",
  "feed",
  "feeds",
  "channel",
  "user",
  "c",
  "live",
  "shorts",
  "embed",
  "v",
  "e",
  "account",
  "gaming",
  "premium",
  "music",
  "kids",
  "about",
  "t",
  "signin",
  "logout",
  "redirect",
  "attribution_link",
  "hashtag",
  "oembed",
  "iframe_api",
  "s",
  "yts",
  "api",
]);

/** "A playlist" that is really a personal list or a generated mix cannot be listed as a source. */
const UNLISTABLE_PLAYLIST_PREFIXES = ["RD", "UL", "LL", "WL"];

function toUrl(input: string): URL | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  // People often paste "youtube.com/@name" without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/\//, "")}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** True for an 11-character YouTube video id. */
export function isYoutubeVideoId(candidate: string | null | undefined): candidate is string {
  return typeof candidate === "string" && YOUTUBE_VIDEO_ID_PATTERN.test(candidate);
}

function videoId(candidate: string | null | undefined): string | null {
  return isYoutubeVideoId(candidate) ? candidate : null;
}

function playlistId(candidate: string | null | undefined): string | null {
  if (!candidate || !YOUTUBE_PLAYLIST_ID_PATTERN.test(candidate)) return null;
  return UNLISTABLE_PLAYLIST_PREFIXES.some((prefix) => candidate.startsWith(prefix)) ? null : candidate;
}

/** A handle: 3-30 letters (any script), digits, dots, underscores or hyphens. */
function handleName(candidate: string): string | null {
  const handle = decodeSegment(candidate).replace(/^@/, "");
  return /^[\p{L}\p{N}._-]{3,30}$/u.test(handle) ? handle : null;
}

function channelName(candidate: string | undefined): string | null {
  if (!candidate) return null;
  const name = decodeSegment(candidate);
  return /^[\p{L}\p{N}._-]{1,100}$/u.test(name) ? name : null;
}

/**
 * What a YouTube address points at, or null for anything else. A watch address that also names a playlist
 * is read as the video (the admin pasted one meeting); /playlist?list= is read as the playlist.
 */
export function parseYoutubeUrl(input: string): YoutubeTarget | null {
  const url = toUrl(input);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split("/").filter(Boolean);

  if (SHORT_HOSTS.has(host)) {
    const id = videoId(segments[0]);
    return id ? { kind: "video", videoId: id } : null;
  }
  if (!YOUTUBE_HOSTS.has(host)) return null;

  const [first, second] = segments;
  if (!first) return null;
  const lowerFirst = first.toLowerCase();

  if (lowerFirst === "watch") {
    const id = videoId(url.searchParams.get("v"));
    if (id) return { kind: "video", videoId: id };
    const list = playlistId(url.searchParams.get("list"));
    return list ? { kind: "playlist", playlistId: list } : null;
  }
  if (lowerFirst === "playlist") {
    const list = playlistId(url.searchParams.get("list"));
    return list ? { kind: "playlist", playlistId: list } : null;
  }
  if (VIDEO_PATH_PREFIXES.has(lowerFirst)) {
    // /embed/videoseries?list=PL... embeds a whole playlist.
    if (lowerFirst === "embed" && second === "videoseries") {
      const list = playlistId(url.searchParams.get("list"));
      return list ? { kind: "playlist", playlistId: list } : null;
    }
    const id = videoId(second);
    return id ? { kind: "video", videoId: id } : null;
  }
  if (lowerFirst === "channel") {
    return second && YOUTUBE_CHANNEL_ID_PATTERN.test(second) ? { kind: "channel", channelId: second } : null;
  }
  if (first.startsWith("@") || first.startsWith("%40")) {
    const handle = handleName(first);
    return handle ? { kind: "handle", handle } : null;
  }
  if (lowerFirst === "user") {
    const name = channelName(second);
    return name ? { kind: "user", name } : null;
  }
  if (lowerFirst === "c") {
    const name = channelName(second);
    return name ? { kind: "custom", name } : null;
  }
  if (RESERVED_TOP_LEVEL_PATHS.has(lowerFirst)) return null;
  const name = channelName(first);
  return name ? { kind: "custom", name } : null;
}

/** The 11-character video id in a YouTube address, or the input itself when it already is one. */
export function extractYoutubeVideoId(urlOrId: string): string | null {
  const trimmed = urlOrId.trim();
  if (isYoutubeVideoId(trimmed)) return trimmed;
  const target = parseYoutubeUrl(trimmed);
  return target?.kind === "video" ? target.videoId : null;
}

/** True when the address is on a YouTube host, even if it names nothing we can list. */
export function isYoutubeHost(input: string): boolean {
  const url = toUrl(input);
  if (!url) return false;
  const host = url.hostname.toLowerCase();
  return YOUTUBE_HOSTS.has(host) || SHORT_HOSTS.has(host);
}
