// What a typed source address looks like, before anyone fetches it: YouTube, a feed (RSS or Atom, a Granicus
// ViewPublisher feed), a media file or stream, or some other page. Shared by the browser (the URL form suggests a
// content type as the admin types, ADR 0023) and the server. Only a guess: the refresh reads what is really there.
import { DIRECT_MEDIA_EXTENSIONS, STREAM_PLAYLIST_EXTENSIONS } from "./sources.constants";
import { isYoutubeHost } from "./youtube-url";

export type SourceKind = "youtube" | "feed" | "media" | "page";

const FEED_EXTENSIONS = [".rss", ".xml", ".atom", ".rdf"];
/** A last path segment that names a feed: WordPress's /feed, many CMSs' /rss, /atom. */
const FEED_LAST_SEGMENTS = new Set(["feed", "rss", "atom"]);
/** Granicus publishes meeting videos as ViewPublisherRSS.php?view_id=... */
const GRANICUS_FEED = /viewpublisherrss/i;
const FEED_QUERY = /^(rss|atom|xml)$/i;

function toUrl(text: string): URL | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return url.hostname ? url : null;
  } catch {
    return null;
  }
}

/** Null while the text is not an address yet. */
export function sourceKindOfUrl(text: string): SourceKind | null {
  const url = toUrl(text);
  if (!url) return null;
  if (isYoutubeHost(url.toString())) return "youtube";
  const path = url.pathname.toLowerCase();
  if (
    [...DIRECT_MEDIA_EXTENSIONS, ...STREAM_PLAYLIST_EXTENSIONS].some((extension) => path.endsWith(extension))
  )
    return "media";
  const lastSegment = path.split("/").filter(Boolean).pop() ?? "";
  if (
    FEED_EXTENSIONS.some((extension) => path.endsWith(extension)) ||
    FEED_LAST_SEGMENTS.has(lastSegment) ||
    GRANICUS_FEED.test(path) ||
    ["format", "feed", "output"].some((name) => FEED_QUERY.test(url.searchParams.get(name) ?? ""))
  )
    return "feed";
  return "page";
}
