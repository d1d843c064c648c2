// Constants of the search area (spec 000 section 9).
/** searchCityVideos answers this many results unless asked for another number. */
export const SEARCH_FUNCTION_DEFAULT_LIMIT = 20;
export const SEARCH_FUNCTION_MAX_LIMIT = 50;
/** The search page lists at most this many results. */
export const SEARCH_PAGE_LIMIT = 50;
export const MAX_SEARCH_QUERY_CHARS = 200;
/** The text-search configuration every query and document is parsed with. */
export const SEARCH_TEXT_CONFIG = "english";
