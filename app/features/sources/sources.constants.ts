// Limits and fixed addresses for listing a source's videos (YouTube Data API, public feeds, RSS, media links).

/** YouTube's Data API answers at most 50 items per page and takes at most 50 ids per videos.list call. */
export const YOUTUBE_API_PAGE_SIZE = 50;
/** A first refresh of a long-running channel stops after this many pages (2,000 videos) to bound quota. */
export const YOUTUBE_API_MAX_PAGES = 40;
/** A video's canonical address, stored for it whichever host served the listing, and the player's Watch link. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
/** A video's thumbnail on YouTube's image host, known from its id without asking YouTube. */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

export const MAX_SOURCE_URL_LENGTH = 2048;
export const SOURCE_FETCH_TIMEOUT_MS = 15_000;
/** Feeds and channel pages are small; anything bigger is not what we asked for. */
export const SOURCE_FEED_MAX_BYTES = 5 * 1024 * 1024;
export const SOURCE_PAGE_MAX_BYTES = 3 * 1024 * 1024;
/** A feed file an admin imports (saved from a site the server cannot reach) may be larger than one we fetch. */
export const FEED_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** What the feed file input offers; the content decides whether it is a feed. */
export const FEED_FILE_ACCEPT =
  ".xml,.rss,.atom,application/rss+xml,application/atom+xml,application/xml,text/xml";

/** YouTube video ids are 11 characters of letters, digits, "-" and "_". */
export const YOUTUBE_VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{11}$/;
export const YOUTUBE_CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{22}$/;
export const YOUTUBE_PLAYLIST_ID_PATTERN = /^[A-Za-z0-9_-]{10,64}$/;

/** Broadcast states YouTube reports for a video that is not a finished recording yet. */
export const UNFINISHED_BROADCAST_STATES = new Set(["upcoming", "live"]);

/** Quota reasons that will not clear until YouTube's daily reset, so retrying only burns attempts. */
export const YOUTUBE_QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);

/** File endings that mark a link as a single media file rather than a page or feed. */
export const DIRECT_MEDIA_EXTENSIONS = [
  ".mp4",
  ".m4v",
  ".mov",
  ".webm",
  ".mkv",
  ".mp3",
  ".m4a",
  ".aac",
  ".ogg",
  ".oga",
  ".opus",
  ".wav",
  ".flac",
];

/** Streams a player reads as a playlist of pieces (HLS): a video source, though not one file to download. */
export const STREAM_PLAYLIST_EXTENSIONS = [".m3u8"];

/** The video id of a meeting an admin added by hand without a YouTube address: "manual:<uuid>", listed by no source. */
export const MANUAL_VIDEO_ID_PREFIX = "manual:";
/** Feed guids longer than this are replaced by a hash, so video ids stay short and stable. */
export const MAX_FEED_GUID_LENGTH = 200;
/** Upserts are sent in chunks so one statement stays well under PostgreSQL's parameter limit. */
export const UPSERT_CHUNK_SIZE = 500;
