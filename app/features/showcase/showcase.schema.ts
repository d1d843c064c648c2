// The prototype directory's URL filters, parsed the same way on the server and in the browser.
import { z } from "zod";
import { FIRST_LETTERS, MAX_PROTO_SEARCH_LENGTH, PROTO_FILTER_PARAMS } from "./showcase.constants";

/** Malformed values never fail the page: each falls back to "no filter" and long text is cut. */
export const protoDirectoryFiltersSchema = z.object({
  text: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, MAX_PROTO_SEARCH_LENGTH)),
  category: z.string().max(200).catch(""),
  letter: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(FIRST_LETTERS))
    .optional()
    .catch(undefined),
});
export type ProtoDirectoryFilters = z.infer<typeof protoDirectoryFiltersSchema>;

export const NO_FILTERS: ProtoDirectoryFilters = { text: "", category: "", letter: undefined };

/** Reads the filters from a URL; a category that is not one of `categories` is ignored. */
export function protoFiltersFromSearchParams(
  params: URLSearchParams,
  categories: readonly string[],
): ProtoDirectoryFilters {
  const parsed = protoDirectoryFiltersSchema.parse({
    text: params.get(PROTO_FILTER_PARAMS.text) ?? "",
    category: params.get(PROTO_FILTER_PARAMS.category) ?? "",
    letter: params.get(PROTO_FILTER_PARAMS.letter) || undefined,
  });
  return { ...parsed, category: categories.includes(parsed.category) ? parsed.category : "" };
}

/** The query string for a set of filters ("" when none is set), in a stable parameter order. */
export function protoFilterQuery(filters: ProtoDirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.text) params.set(PROTO_FILTER_PARAMS.text, filters.text);
  if (filters.category) params.set(PROTO_FILTER_PARAMS.category, filters.category);
  if (filters.letter) params.set(PROTO_FILTER_PARAMS.letter, filters.letter);
  const query = params.toString();
  return query ? `?${query}` : "";
}

// The prototype's tier numbers, which the admin directory's cards show (ADR 0036).
export type { ProtoTierNumber } from "./showcase.constants";
