// Zod schemas of the business directory administration: the filters in the URL and the two posted actions.
import { z } from "zod";
import { BASIC_TIER, LISTING_TIERS } from "~/features/directory/directory.schema";
import { type TextKind, textField } from "~/lib/text-input";
import { normalizeWebsiteUrl } from "~/lib/website-url";
import {
  ADMIN_DIRECTORY_INTENTS,
  ADMIN_FILTER_PARAMS,
  ADMIN_LETTERS,
  BUSINESS_FIELD_MAX_CHARS,
  MAX_NAME_SEARCH_LENGTH,
} from "./admin-directory.constants";
import {
  BUSINESS_NAME_REQUIRED,
  BUSINESS_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  CITY_REQUIRED,
  EMAIL_INVALID,
  FIELD_LABELS,
  TIER_INVALID,
  tooLong,
  UNKNOWN_ACTION,
  WEBSITE_INVALID,
} from "./admin-directory.copy";

/**
 * Filters come from a URL anyone can edit, so a value that cannot be right is dropped, never an error: the name
 * is trimmed and cut, a malformed city id or letter means "any", a page that is not a positive number is 1.
 */
export const adminDirectoryFiltersSchema = z.object({
  name: textField()
    .optional()
    .catch(undefined)
    .transform((value) => value?.trim().slice(0, MAX_NAME_SEARCH_LENGTH).trim() || undefined),
  cityId: z.uuid().optional().catch(undefined),
  letter: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toUpperCase() : value),
      z.enum(ADMIN_LETTERS),
    )
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type AdminDirectoryFilters = z.output<typeof adminDirectoryFiltersSchema>;

export function adminFiltersFromSearchParams(searchParams: URLSearchParams): AdminDirectoryFilters {
  return adminDirectoryFiltersSchema.parse({
    name: searchParams.get(ADMIN_FILTER_PARAMS.name) ?? undefined,
    cityId: searchParams.get(ADMIN_FILTER_PARAMS.city) ?? undefined,
    letter: searchParams.get(ADMIN_FILTER_PARAMS.letter) ?? undefined,
    page: searchParams.get(ADMIN_FILTER_PARAMS.page) ?? undefined,
  });
}

/** Spec 001 sections 3 and 9: a new listing is Tier 3 unless an admin chooses another tier. */
const DEFAULT_LISTING_TIER = BASIC_TIER;

/** An absent or non-text field reads as empty; a control character is refused (a description may hold line breaks). */
export function formText(kind: TextKind = "single-line") {
  return z
    .unknown()
    .optional()
    .transform((value) => (typeof value === "string" ? value : ""))
    .pipe(textField({ kind }));
}

/** An optional text field: empty is stored as null, longer than `max` is refused with the field's name. */
export function optionalText(field: keyof typeof BUSINESS_FIELD_MAX_CHARS) {
  const max = BUSINESS_FIELD_MAX_CHARS[field];
  return formText(field === "description" || field === "hours" ? "multi-line" : "single-line")
    .pipe(z.string().max(max, tooLong(FIELD_LABELS[field as keyof typeof FIELD_LABELS], max)))
    .transform((value) => (value === "" ? null : value));
}

/** A listing's id as posted: a malformed one is refused here, so it never reaches PostgreSQL's uuid parser. */
export const businessIdSchema = formText().pipe(z.uuid({ error: BUSINESS_NOT_FOUND }));

/** A city id as posted: required when adding a listing. */
export const cityIdSchema = formText().pipe(z.uuid({ error: CITY_REQUIRED }));

/** A category id as posted: empty means none; anything else must be a category's id. */
export const categoryIdSchema = formText().pipe(
  z.union([z.literal("").transform(() => null), z.uuid({ error: CATEGORY_NOT_FOUND })], {
    error: CATEGORY_NOT_FOUND,
  }),
);

/** The fields the add and edit dialogs share. */
export const listingDetails = {
  name: formText().pipe(
    z
      .string()
      .min(1, BUSINESS_NAME_REQUIRED)
      .max(BUSINESS_FIELD_MAX_CHARS.name, tooLong(FIELD_LABELS.name, BUSINESS_FIELD_MAX_CHARS.name)),
  ),
  description: optionalText("description"),
  streetAddress: optionalText("streetAddress"),
  postalCode: optionalText("postalCode"),
  telephone: optionalText("telephone"),
  email: optionalText("email").refine((email) => email === null || z.email().safeParse(email).success, {
    error: EMAIL_INVALID,
  }),
  website: optionalText("website").refine((website) => website === null || normalizeWebsiteUrl(website), {
    error: WEBSITE_INVALID,
  }),
};

export const updateBusinessSchema = z.object({
  intent: z.literal(ADMIN_DIRECTORY_INTENTS.update, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
  ...listingDetails,
  listingTier: z.enum(LISTING_TIERS, { error: TIER_INVALID }),
  /** Absent (a form from before categories could be edited) leaves the category as it is. */
  businessCategory: categoryIdSchema.optional(),
});

export type UpdateBusinessInput = z.output<typeof updateBusinessSchema>;

/** Adding a listing: a name and a city are required; the tier is Tier 3 unless chosen (spec 001 section 3). */
export const createBusinessSchema = z.object({
  intent: z.literal(ADMIN_DIRECTORY_INTENTS.create, { error: UNKNOWN_ACTION }),
  ...listingDetails,
  cityId: cityIdSchema,
  businessCategory: categoryIdSchema.optional().transform((value) => value ?? null),
  listingTier: z.enum(LISTING_TIERS, { error: TIER_INVALID }).default(DEFAULT_LISTING_TIER),
});

export type CreateBusinessInput = z.output<typeof createBusinessSchema>;

export const deleteBusinessSchema = z.object({
  intent: z.literal(ADMIN_DIRECTORY_INTENTS.delete, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
});

/** The form actions of the page but the upload (which is multipart), told apart by `intent`. */
export const listingActionSchema = z.discriminatedUnion(
  "intent",
  [updateBusinessSchema, createBusinessSchema, deleteBusinessSchema],
  { error: UNKNOWN_ACTION },
);

export type ListingActionInput = z.output<typeof listingActionSchema>;

/** The text fields that travel with an uploaded image. */
export const uploadImageFieldsSchema = z.object({
  intent: z.literal(ADMIN_DIRECTORY_INTENTS.upload, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
});
