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
 * Search reads the newest slice of the archive that holds enough matching meetings to rank (ADR 0016): at least this
 * many, or as many as the page asked for and one more.
 */
export const SEARCH_CANDIDATE_MEETINGS = 40;
/** A slice is at most this many times as long as the one before it. */
export const SEARCH_SLICE_GROWTH = 64;
/** The next slice aims at this many times the meetings still needed, at the rate found so far. */
export const SEARCH_SLICE_MARGIN = 1.5;
/** The most matching moments one slice reads; a slice that fills it holds words said nearly everywhere. */
export const SEARCH_SLICE_ROW_CAP = 5000;
/**
 * Words said this often per meeting (of a three-hour meeting's ~500 lines) are cheaper to find by walking the newest
 * meetings and reading each one's first matching lines than by reading every match in a slice.
 */
export const SEARCH_DENSE_MATCHES_PER_MEETING = 120;
/** The last word typed matches as a prefix through at most this many of the most said words that begin so. */
export const SEARCH_PREFIX_COMPLETIONS = 16;
/** Meetings found by their title, description or summary that are ranked beside the moments. */
export const SEARCH_DOCUMENT_WINDOW = 200;
/** Of the meetings whose own words match, the newest this many are ranked (ADR 0016). */
export const SEARCH_DOCUMENT_CANDIDATES = 1000;
/** The deepest result a page may start at: twenty pages of fifty. */
export const SEARCH_MAX_OFFSET = 1000;
/** A meeting's moments are chosen from at most its first this-many matches (ADR 0011). */
export const MOMENT_CANDIDATES = 40;
/** At most this many transcript lines of one meeting are marked as search hits. */
export const MAX_MARKED_LINES = 500;
/** Sort and bitmap memory for one search (PostgreSQL's default is 4MB). */
export const SEARCH_WORK_MEM = "32MB";
