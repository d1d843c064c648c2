// Words of video search (spec 000 sections 2 and 8), copied exactly; tests assert them.
import { MAX_SEARCH_QUERY_CHARS, SEARCH_FUNCTION_MAX_LIMIT } from "./search.constants";

export const SEARCH_PAGE_TITLE = "Search meeting videos";
export const SEARCH_LABEL = "Search terms";
/** The city page's button that opens and closes this search (spec 000 section 8). */
export const SEARCH_VIDEOS = "Search Videos";
export const HIDE_SEARCH = "Hide Search";
export const SEARCH_PLACEHOLDER = 'Search what was said, e.g. budget or "bike lanes"';
export const SEARCH_BUTTON = "Search";
export const SEARCHING = "Searching...";
export const CITY_FILTER_LABEL = "City";
export const ALL_CITIES = "All cities";
export const ENTER_SEARCH_TERM = "Enter a search term to find videos";
export const NO_RESULTS_FOR = "No results found for";
export const SEARCH_FAILED = "Search failed";
export const SEARCH_ERROR_TITLE = "Search Error";
export const SEARCH_ERROR_DESCRIPTION = "Failed to search videos. Please try again.";
export const SEARCH_EXCEPTION_DESCRIPTION = "An unexpected error occurred. Please try again.";
export const NO_RESULTS_TITLE = "No Results";
export const NO_RESULTS_DESCRIPTION = "No videos found matching the query";
export const WATCH_VIDEO = "Watch video";
export const VIEW_MEETING = "View meeting";
export const SEARCH_RESULTS_HEADING = "Search Results";

export const QUERY_REQUIRED = "Enter a search term.";
export const QUERY_TOO_LONG = `Search terms must be at most ${MAX_SEARCH_QUERY_CHARS} characters.`;
export const QUERY_NOT_TEXT = "The query must be text.";
export const CITY_ID_INVALID = "cityId must be the id of a city.";
export const LIMIT_INVALID = `limit must be a whole number from 1 to ${SEARCH_FUNCTION_MAX_LIMIT}.`;
export const QUERY_ONLY_EXCLUSIONS = "Add a word to search for: a search cannot only leave words out.";
/** A query of only `or`, or of quote marks, asks for nothing (issue 14). */
export const QUERY_NEEDS_A_WORD =
  'Enter a word to search for. "or" or a quote mark on its own is not a word.';
export const SORT_LABEL = "Sort by";
export const SORT_RELEVANCE = "Most relevant";
export const SORT_NEWEST = "Newest";
export const MOMENTS_HEADING = "Where it was said";
export const PREVIOUS_PAGE = "Previous page";
export const NEXT_PAGE = "Next page";
export const RESULTS_PAGINATION = "Search result pages";
export const METHOD_NOT_ALLOWED = "Use POST with a JSON body {cityId, query, limit}.";

/** The query in quotes, unless the person already quoted it as a phrase. */
function quoted(query: string): string {
  return /^".*"$/.test(query) ? query : `"${query}"`;
}

/** `No results found for "budget"`. */
export function noResultsFor(query: string): string {
  return `${NO_RESULTS_FOR} ${quoted(query)}`;
}

/** Relevance shown as a whole percentage. */
export function relevanceLabel(percent: number): string {
  return `Relevance: ${percent}%`;
}

export function resultCountLabel(count: number, query: string): string {
  return `${count} ${count === 1 ? "result" : "results"} for ${quoted(query)}`;
}

/** "Page 2 of results for "budget"" where results run over several pages. */
export function resultPageLabel(page: number, count: number, query: string): string {
  return `Page ${page}: ${count} ${count === 1 ? "result" : "results"} for ${quoted(query)}`;
}

/** A moment's link text: "Play from 1:02:03", said with its speaker when known. */
export function playMomentLabel(clock: string, speaker: string | null): string {
  return speaker ? `Play from ${clock} (${speaker})` : `Play from ${clock}`;
}
