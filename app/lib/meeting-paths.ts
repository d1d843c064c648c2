// The canonical addresses of a meeting's analysis and story pages, shared by pages, feeds and the sitemap.
export function meetingPath(locationKey: string, videoId: string): string {
  return `/city/${encodeURIComponent(locationKey)}/meeting/${videoId}`;
}

/** A meeting's whole transcript as JSON, which its page fetches when it was sent one part (transcript-parts.ts). */
export function meetingTranscriptLinesPath(locationKey: string, videoId: string): string {
  return `${meetingPath(locationKey, videoId)}/transcript-lines`;
}

export function meetingStoryPath(locationKey: string, videoId: string): string {
  return `/city/${encodeURIComponent(locationKey)}/meeting-story/${videoId}`;
}

/** Pages made to be framed by other sites (issue #18): the only addresses whose frame policy allows it. */
export const EMBED_PATH_PREFIX = "/embed/";
/** The script a city's website loads to add the frame: a plain file under public/. */
export const EMBED_SCRIPT_PATH = "/embed.js";

export function embedCityPath(locationKey: string): string {
  return `${EMBED_PATH_PREFIX}city/${encodeURIComponent(locationKey)}`;
}

export function cityPath(locationKey: string): string {
  return `/city/${encodeURIComponent(locationKey)}`;
}

/** A city's meetings with their transcripts, one meeting a line (issue #18). */
export function cityArchivePath(locationKey: string): string {
  return `${cityPath(locationKey)}/archive.ndjson`;
}

/** PUBLIC_URL joined with a path, whether or not the configured URL ends in a slash. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path}`;
}

/**
 * A page asked for by a YouTube id, or under another city's key, moves permanently to its canonical address,
 * so each page has one URL for search engines and shared links.
 */
export function needsCanonicalRedirect(options: {
  requested: { locationKey?: string; videoParam: string };
  video: { id: string; locationKey: string };
}): boolean {
  const { requested, video } = options;
  if (requested.locationKey !== undefined && requested.locationKey !== video.locationKey) return true;
  return requested.videoParam !== video.id;
}

/**
 * A meeting opened at a moment: `?t=` is the second the player starts at and the transcript scrolls to, `q` the
 * search that led there, so the page can mark its words in the transcript.
 */
export function meetingMomentPath(
  locationKey: string,
  videoId: string,
  seconds: number,
  query?: string,
): string {
  const params = new URLSearchParams({ t: String(Math.max(0, Math.floor(seconds))) });
  if (query) params.set("q", query);
  return `${meetingPath(locationKey, videoId)}?${params.toString()}`;
}

/** A page's share card (issue #18): the 1200x630 PNG its og:image names, at the page's address plus this file. */
export const SHARE_CARD_FILE = "og.png";

export function meetingShareCardPath(locationKey: string, videoId: string): string {
  return `${meetingPath(locationKey, videoId)}/${SHARE_CARD_FILE}`;
}

export function meetingStoryShareCardPath(locationKey: string, videoId: string): string {
  return `${meetingStoryPath(locationKey, videoId)}/${SHARE_CARD_FILE}`;
}
