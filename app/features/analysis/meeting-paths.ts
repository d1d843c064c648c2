// The canonical addresses of a meeting's analysis and story pages, shared by pages, feeds and the sitemap.
export function meetingPath(locationKey: string, videoId: string): string {
  return `/city/${encodeURIComponent(locationKey)}/meeting/${videoId}`;
}

export function meetingStoryPath(locationKey: string, videoId: string): string {
  return `/city/${encodeURIComponent(locationKey)}/meeting-story/${videoId}`;
}

export function cityPath(locationKey: string): string {
  return `/city/${encodeURIComponent(locationKey)}`;
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
