// Zod schemas of video search: the searchCityVideos body and the search page's query string.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import {
  MAX_SEARCH_QUERY_CHARS,
  SEARCH_FUNCTION_DEFAULT_LIMIT,
  SEARCH_FUNCTION_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  SEARCH_PAGE_LIMIT,
} from "./search.constants";
import {
  CITY_ID_INVALID,
  LIMIT_INVALID,
  QUERY_NOT_TEXT,
  QUERY_REQUIRED,
  QUERY_TOO_LONG,
} from "./search.copy";

/** Search terms: trimmed, so blank or whitespace-only input counts as empty; no control characters. */
export const searchQuerySchema = textField({ error: QUERY_NOT_TEXT })
  .min(1, { message: QUERY_REQUIRED })
  .max(MAX_SEARCH_QUERY_CHARS, { message: QUERY_TOO_LONG });

/** The body of POST /functions/v1/searchCityVideos (spec 000 section 7). */
export const searchCityVideosBodySchema = z.object({
  // PostgreSQL's uuid syntax, checked here so a malformed id is a 400 and never reaches the uuid parser.
  cityId: z.guid({ message: CITY_ID_INVALID }),
  query: searchQuerySchema,
  limit: z
    .number({ message: LIMIT_INVALID })
    .int({ message: LIMIT_INVALID })
    .min(1, { message: LIMIT_INVALID })
    .max(SEARCH_FUNCTION_MAX_LIMIT, { message: LIMIT_INVALID })
    .default(SEARCH_FUNCTION_DEFAULT_LIMIT),
});

/** The last page a link may ask for: no result lies deeper than SEARCH_MAX_OFFSET. */
const SEARCH_MAX_PAGE = Math.floor(SEARCH_MAX_OFFSET / SEARCH_PAGE_LIMIT) + 1;

export type SearchCityVideosBody = z.infer<typeof searchCityVideosBodySchema>;

/**
 * The search page's ?q=, ?city=, ?sort= and ?page=. A missing or blank q is no search at all (the page asks for a
 * term); an over-long q, or one with a control character, is reported on the page by `searchQuerySchema`. The city
 * is a location key; blank means all cities. A control character in city, sort or page is refused (400).
 */
export const searchPageQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => value?.trim() ?? ""),
  city: textField()
    .optional()
    .transform((value) => value ?? ""),
  // Newest first, as the spec's search page orders (spec 000 section 7); anything but "relevance" reads as the
  // default, so an odd link still shows results.
  sort: textField()
    .optional()
    .transform((value): SearchSort => (value === "relevance" ? "relevance" : "newest")),
  // A page number that is not a whole number from 1 up reads as the first page.
  page: textField()
    .optional()
    .transform((value) => {
      const page = Number(value);
      return Number.isInteger(page) && page >= 1 ? Math.min(page, SEARCH_MAX_PAGE) : 1;
    }),
});

export type SearchSort = "relevance" | "newest";

/** A matching moment in a searchCityVideos result: where it starts, who spoke, the words, and the deep link. */
export type SearchFunctionMoment = {
  start_seconds: number;
  speaker: string | null;
  snippet: string;
  meeting_url: string;
};

/** One result of searchCityVideos, under the spec's field names, plus its moments. */
export type SearchFunctionResult = {
  id: string;
  title: string;
  description: string | null;
  published_at: string | null;
  video_url: string | null;
  snippet: string;
  score: number;
  moments: SearchFunctionMoment[];
};

/** The longest query and the deepest result, for the open-data API's parameters (issue #18). */
export { MAX_SEARCH_QUERY_CHARS, SEARCH_MAX_OFFSET } from "./search.constants";
