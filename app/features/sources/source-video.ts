// The one shape every source listing (YouTube API, public feed, RSS, media link) produces for a video.
export type SourceVideo = {
  /** Stable within its source: the YouTube id, the feed's guid, or a hash of the media address. */
  videoId: string;
  title: string;
  description: string | null;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  channelTitle: string | null;
  /** The meeting's date as far as the source tells it. */
  publishedAt: Date | null;
  /** A downloadable audio or video file, for speech-to-text. */
  mediaUrl: string | null;
  captionsUrl: string | null;
};

export type SourceListing = { videos: SourceVideo[]; note?: string };

/** A date string from a feed or API, or null when it is missing or unreadable. */
export function parseDate(value: unknown): Date | null {
  if (typeof value !== "string" || !value.trim()) return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date;
}
