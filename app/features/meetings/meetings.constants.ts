// Constants of the meetings area (spec 000 section 9).
export const VIDEO_PAGE_SIZE = 10;
export const MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS_LINK = 100;
export const MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS = 1000;
export const SUMMARY_FALLBACK_CHARS = 200;
export const NO_VIDEOS_YET = "No videos available yet.";
export const RECENT_MEETINGS_TITLE = "Recent City Council Meetings";
