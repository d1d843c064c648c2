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
