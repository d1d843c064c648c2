// Constants of the search area (spec 000 section 9).
/** searchCityVideos answers this many results unless asked for another number. */
export const SEARCH_FUNCTION_DEFAULT_LIMIT = 20;
export const SEARCH_FUNCTION_MAX_LIMIT = 50;
/** The search page lists at most this many results. */
export const SEARCH_PAGE_LIMIT = 50;
export const MAX_SEARCH_QUERY_CHARS = 200;
/** The text-search configuration every query and document is parsed with. */
export const SEARCH_TEXT_CONFIG = "english";
/** The best moments listed under each meeting found. */
export const MOMENTS_PER_MEETING = 3;
/**
 * How many of the newest matching moments are ranked for a first page (ADR 0011). A word said in a few thousand
 * places is ranked over every match; a word said everywhere is ranked over its newest matches.
 */
export const SEARCH_MOMENT_WINDOW = 2000;
/** How much the window grows when the newest matches filled it but not the page asked for. */
export const SEARCH_WINDOW_GROWTH = 8;
export const SEARCH_MAX_MOMENT_WINDOW = 200_000;
/** Meetings found by their title, description or summary that are ranked beside the moments. */
export const SEARCH_DOCUMENT_WINDOW = 200;
/** The deepest result a page may start at: twenty pages of fifty. */
export const SEARCH_MAX_OFFSET = 1000;
/** A meeting's moments are chosen from at most its first this-many matches (ADR 0011). */
export const MOMENT_CANDIDATES = 40;
/** At most this many transcript lines of one meeting are marked as search hits. */
export const MAX_MARKED_LINES = 500;
/** Sort and bitmap memory for one search (PostgreSQL's default is 4MB). */
export const SEARCH_WORK_MEM = "32MB";
