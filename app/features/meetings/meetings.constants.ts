// Constants of the meetings area (spec 000 section 9).
export const VIDEO_PAGE_SIZE = 10;
/** The most videos one city page renders at once through ?show=, so a crafted URL cannot ask for everything. */
export const CITY_PAGE_MAX_VIDEOS_SHOWN = 500;
export const MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS_LINK = 100;
/**
 * Transcripts shorter than this are flagged insufficient and excluded from analysis (spec 000 sections 4 and 9). The
 * one value the meeting list, the pipeline and the analysis service all read.
 */
export const MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS = 1000;
export const SUMMARY_FALLBACK_CHARS = 200;
/** The source filter's value is "source_type:entity_type"; source types never hold a colon. */
export const SOURCE_FILTER_SEPARATOR = ":";

// ---- the meeting page's player (ADR 0031) ----
export const YOUTUBE_EMBED_ORIGIN = "https://www.youtube-nocookie.com";
/** The YouTube IFrame Player API: it tells the page when the player is ready and when it cannot play (ADR 0031). */
export const YOUTUBE_IFRAME_API_URL = "https://www.youtube.com/iframe_api";
/**
 * How long a player may take to say it is ready before the page stops waiting and offers the Watch link. Generous:
 * a slow phone connection must not lose a player that works; a blocked or offline YouTube fails at once anyway.
 */
export const PLAYER_READY_TIMEOUT_MS = 30_000;
/** How often the page reads the playing second from the player, for the transcript's current line. */
export const PLAYER_TIME_POLL_MS = 500;
