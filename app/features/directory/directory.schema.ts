// Zod schemas of the directory's inputs: the filters in the URL and the keys in the route, shared by browser and server.
import { z } from "zod";
import type { LISTING_TIERS as SCHEMA_LISTING_TIERS } from "#db/schema";
import { textField } from "~/lib/text-input";
import {
  ALPHABET_LETTERS,
  FILTER_PARAMS,
  KEY_PATTERN,
  LISTING_TIERS,
  MAX_CATEGORY_PARAM_LENGTH,
  MAX_KEY_LENGTH,
  MAX_SEARCH_TEXT_LENGTH,
} from "./directory.constants";

const optionalCategoryName = textField().min(1).max(MAX_CATEGORY_PARAM_LENGTH).optional().catch(undefined);

/**
 * Filters arrive from a shareable URL, so a value that cannot be right (a control character included) is dropped
 * rather than answered with an error: the text is trimmed and cut to MAX_SEARCH_TEXT_LENGTH characters, an
 * unknown letter means "All".
 */
export const directoryFiltersSchema = z.object({
  text: textField()
    .optional()
    .catch(undefined)
    .transform((value) => value?.trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim() || undefined),
  category: optionalCategoryName,
  subcategory: optionalCategoryName,
  letter: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z.enum(ALPHABET_LETTERS),
    )
    .optional()
    .catch(undefined),
});

export type DirectoryFilters = z.output<typeof directoryFiltersSchema>;

export function directoryFiltersFromSearchParams(searchParams: URLSearchParams): DirectoryFilters {
  return directoryFiltersSchema.parse({
    text: searchParams.get(FILTER_PARAMS.text) ?? undefined,
    category: searchParams.get(FILTER_PARAMS.category) ?? undefined,
    subcategory: searchParams.get(FILTER_PARAMS.subcategory) ?? undefined,
    letter: searchParams.get(FILTER_PARAMS.letter) ?? undefined,
  });
}

/** A city location_key or a business_key as it may appear in a path. */
export const routeKeySchema = z.string().min(1).max(MAX_KEY_LENGTH).regex(KEY_PATTERN);

export const directoryParamsSchema = z.object({ locationKey: routeKeySchema.optional() });
export const businessParamsSchema = z.object({
  businessKey: routeKeySchema,
  locationKey: routeKeySchema.optional(),
});

// The listing tiers the admin directory edits (ADR 0036).
export {
  BASIC_TIER,
  LISTING_TIERS,
  type ListingTier,
  PREMIUM_TIER,
  STANDARD_TIER,
} from "./directory.constants";

// They are the ones the database allows: checked here, by type only, so that the constants (which the directory's
// island reads) reach nothing and no browser bundle pulls in the database schema.
LISTING_TIERS satisfies typeof SCHEMA_LISTING_TIERS;
