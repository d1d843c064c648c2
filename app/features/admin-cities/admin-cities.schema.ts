// Zod schemas of City Management: the page's query (selection) and each of its form actions, shared by the
// forms in the browser and the action on the server.
import { z } from "zod";
import { sourceUrlSchema } from "~/features/sources/sources.schema";
import { type TextKind, textField, untrimmedTextField } from "~/lib/text-input";
import { US_STATE_CODES } from "~/lib/us-states";
import {
  CITY_STATUSES,
  CONTENT_TYPES,
  CREATE_SOURCE_TYPES,
  DEFAULT_CONTENT_TYPE,
  DEFAULT_ENTITY_TYPE,
  DEFAULT_SOURCE_TYPE,
  INTENTS,
  LIMITS,
  NEW_CITY_DEFAULT_PRIMARY_COLOR,
  NEW_CITY_DEFAULT_SECONDARY_COLOR,
  NEW_CITY_DEFAULT_STATE,
  VIDEOS_PAGE_SIZE,
  VIDEOS_TABLE_MAX_SHOWN,
} from "./admin-cities.constants";
import { MESSAGES, NAME_AND_COUNTY_REQUIRED } from "./admin-cities.copy";
import { LOCATION_KEY_PATTERN } from "./city-keys";

/** A transcript's revision as the editor received it: the SHA-256 of the stored text, in hex. */
export const TRANSCRIPT_REVISION_PATTERN = /^[0-9a-f]{64}$/;

const id = z.uuid({ error: MESSAGES.invalidId });

/** Optional free text: trimmed, bounded, and stored as null when left empty. */
function optionalText(max: number, field: string, kind: TextKind = "single-line") {
  return (
    textField({ kind })
      .max(max, { error: MESSAGES.textTooLong(field, max) })
      .optional()
      // Browsers send a textarea's line breaks as CRLF; stored text uses LF.
      .transform((value) => value?.replace(/\r\n?/g, "\n") || null)
  );
}

function color(fallback: string) {
  return (
    z
      .string()
      .trim()
      .regex(/^(#[0-9a-f]{6}|#[0-9a-f]{3})?$/i, { error: MESSAGES.colorInvalid })
      .optional()
      // A colour input sends "#3b82f6"; stored colours keep the spec's upper-case form.
      .transform((value) => (value || fallback).toUpperCase())
  );
}

/** An address on the web, or a path on this site (the demo's /demo/..., an upload's /uploads/...). */
const WEB_IMAGE_URL = /^https?:\/\/[^\s]+$/i;
/** One leading slash only: "//host/x" and "/\\host/x" are other sites to a browser, and a backslash is never ours. */
const SITE_IMAGE_PATH = /^\/(?![/\\])[^\s\\]*$/;

export function isAcceptedImageUrl(value: string): boolean {
  return WEB_IMAGE_URL.test(value) || SITE_IMAGE_PATH.test(value);
}

const imageUrl = z
  .string()
  .trim()
  .max(LIMITS.imageUrl, { error: MESSAGES.textTooLong("The image URL", LIMITS.imageUrl) })
  .refine((value) => value === "" || isAcceptedImageUrl(value), { error: MESSAGES.imageUrlInvalid })
  .optional()
  .transform((value) => value || null);

const requiredName = textField({ error: NAME_AND_COUNTY_REQUIRED })
  .min(1, { error: NAME_AND_COUNTY_REQUIRED })
  .max(LIMITS.cityName, { error: MESSAGES.nameTooLong });
const requiredCounty = textField({ error: NAME_AND_COUNTY_REQUIRED })
  .min(1, { error: NAME_AND_COUNTY_REQUIRED })
  .max(LIMITS.county, { error: MESSAGES.countyTooLong });

const locationKey = z
  .string()
  .trim()
  .toLowerCase()
  .max(LIMITS.locationKey, { error: MESSAGES.locationKeyTooLong })
  .refine((value) => value === "" || LOCATION_KEY_PATTERN.test(value), {
    error: MESSAGES.locationKeyInvalid,
  });

/** The fields of a city both forms share; name and county come first so their message is the one shown. */
const cityFields = {
  name: requiredName,
  county: requiredCounty,
  state: z
    .enum(US_STATE_CODES, { error: MESSAGES.stateInvalid })
    .optional()
    .transform((value) => value ?? NEW_CITY_DEFAULT_STATE),
  status: z
    .enum(CITY_STATUSES, { error: MESSAGES.statusInvalid })
    .optional()
    .transform((value) => value ?? "New"),
  description: optionalText(LIMITS.description, "The description", "multi-line"),
  imageUrl,
  domain: optionalText(LIMITS.domain, "The domain"),
  tagLine: optionalText(LIMITS.tagLine, "The tag line"),
  icon: optionalText(LIMITS.icon, "The icon"),
  primaryColor: color(NEW_CITY_DEFAULT_PRIMARY_COLOR),
  secondaryColor: color(NEW_CITY_DEFAULT_SECONDARY_COLOR),
};

export const createCitySchema = z.object({
  intent: z.literal(INTENTS.createCity),
  ...cityFields,
  /** Empty: generated from the name. */
  locationKey: locationKey.optional().transform((value) => value ?? ""),
  /** "true" while the key is the one the form generated from the name (then the server may add a suffix). */
  locationKeyGenerated: z
    .string()
    .optional()
    .transform((value) => value === "true"),
});

export const updateCitySchema = z.object({
  intent: z.literal(INTENTS.updateCity),
  cityId: id,
  ...cityFields,
  locationKey: locationKey.refine((value) => value !== "", { error: MESSAGES.locationKeyInvalid }),
});

export const deleteCitySchema = z.object({ intent: z.literal(INTENTS.deleteCity), cityId: id });

/** The text fields that travel with an uploaded city image, read after the file's size and type are judged. */
export const uploadCityImageFieldsSchema = z.object({
  intent: z.literal(INTENTS.uploadCityImage, { error: MESSAGES.unknownAction }),
  cityId: id,
});

const urlAddress = z
  .string({ error: MESSAGES.urlRequired })
  .trim()
  .min(1, { error: MESSAGES.urlRequired })
  .pipe(sourceUrlSchema);

const urlFields = {
  title: optionalText(LIMITS.urlTitle, "The title"),
  url: urlAddress,
  contentType: z
    .enum(CONTENT_TYPES, { error: MESSAGES.contentTypeInvalid })
    .optional()
    .transform((value) => value ?? DEFAULT_CONTENT_TYPE),
  entityType: textField()
    .max(LIMITS.entityType, { error: MESSAGES.textTooLong("The entity type", LIMITS.entityType) })
    .optional()
    .transform((value) => value || DEFAULT_ENTITY_TYPE),
};

export const createUrlSchema = z.object({
  intent: z.literal(INTENTS.createUrl),
  cityId: id,
  ...urlFields,
  sourceType: z
    .enum(CREATE_SOURCE_TYPES, { error: MESSAGES.sourceTypeInvalid })
    .optional()
    .transform((value) => value ?? DEFAULT_SOURCE_TYPE),
});

export const updateUrlSchema = z.object({
  intent: z.literal(INTENTS.updateUrl),
  cityId: id,
  urlId: id,
  ...urlFields,
  // The edit list omits other; a URL's current type (other, website, youtube from fetchYoutubeVideos) is kept when
  // sent back unchanged, which the service checks against the row (ADR 0023).
  sourceType: z
    .string({ error: MESSAGES.editSourceTypeInvalid })
    .trim()
    .regex(/^[a-z_]{1,40}$/, { error: MESSAGES.editSourceTypeInvalid }),
});

export const deleteUrlSchema = z.object({ intent: z.literal(INTENTS.deleteUrl), cityId: id, urlId: id });
export const refreshVideosSchema = z.object({
  intent: z.literal(INTENTS.refreshVideos),
  cityId: id,
  urlId: id,
});

// A video's title, description and transcript came from its source and come back in the edit form: "imported".
const transcriptText = untrimmedTextField({ kind: "imported" }).refine(
  (value) => new TextEncoder().encode(value).length <= LIMITS.transcriptBytes,
  {
    error: MESSAGES.textTooLong("The transcript", LIMITS.transcriptBytes),
  },
);

/**
 * A video edit carries only what the person changed: an absent field is left as it is (never read as "empty"). A
 * transcript comes with the revision it was edited from, so neither a placeholder nor a stale copy can replace it.
 */
export const updateVideoSchema = z
  .object({
    intent: z.literal(INTENTS.updateVideo),
    cityId: id,
    videoId: id,
    title: textField({ kind: "imported", error: MESSAGES.titleRequired })
      .min(1, { error: MESSAGES.titleRequired })
      .max(LIMITS.videoTitle, { error: MESSAGES.textTooLong("The title", LIMITS.videoTitle) })
      .optional(),
    /** Present and empty: the description is cleared. */
    description: textField({ kind: "imported" })
      .max(LIMITS.videoDescription, {
        error: MESSAGES.textTooLong("The description", LIMITS.videoDescription),
      })
      .transform((value) => value.replace(/\r\n?/g, "\n") || null)
      .optional(),
    transcript: transcriptText.optional(),
    transcriptRevision: z
      .string()
      .regex(TRANSCRIPT_REVISION_PATTERN, { error: MESSAGES.transcriptNotLoaded })
      .optional(),
  })
  .refine((input) => input.transcript === undefined || input.transcriptRevision !== undefined, {
    path: ["transcript"],
    error: MESSAGES.transcriptNotLoaded,
  });

export const deleteVideoSchema = z.object({
  intent: z.literal(INTENTS.deleteVideo),
  cityId: id,
  videoId: id,
});

/** A video's Fetch Transcript, and Retry of a step that failed (the pipeline queues it again, ADR 0025). */
export const fetchTranscriptSchema = z.object({
  intent: z.literal(INTENTS.fetchTranscript),
  cityId: id,
  videoId: id,
});
export const retryStepSchema = z.object({
  intent: z.literal(INTENTS.retryStep),
  cityId: id,
  videoId: id,
  step: z.enum(["transcript", "analysis", "story"], { error: MESSAGES.stepInvalid }),
});

/** Every form of the page; an unknown intent is named before any field is judged. */
export const cityManagementActionSchema = z.discriminatedUnion(
  "intent",
  [
    createCitySchema,
    updateCitySchema,
    deleteCitySchema,
    createUrlSchema,
    updateUrlSchema,
    deleteUrlSchema,
    refreshVideosSchema,
    updateVideoSchema,
    deleteVideoSchema,
    fetchTranscriptSchema,
    retryStepSchema,
  ],
  { error: MESSAGES.unknownAction },
);

export type CityManagementAction = z.infer<typeof cityManagementActionSchema>;
export type CreateCityInput = z.infer<typeof createCitySchema>;
export type UpdateCityInput = z.infer<typeof updateCitySchema>;
export type CreateUrlInput = z.infer<typeof createUrlSchema>;
export type UpdateUrlInput = z.infer<typeof updateUrlSchema>;
export type UpdateVideoInput = z.infer<typeof updateVideoSchema>;

/** The page's query: which city and URL are selected, and how many videos to show. Bad values select nothing. */
const selectionSchema = z.object({
  cityId: z.string().optional(),
  urlId: z.string().optional(),
  show: z.coerce.number().int().min(VIDEOS_PAGE_SIZE).max(VIDEOS_TABLE_MAX_SHOWN).catch(VIDEOS_PAGE_SIZE),
});

export type Selection = { cityId: string | null; urlId: string | null; show: number };

export function readSelection(searchParams: URLSearchParams): Selection {
  const parsed = selectionSchema.parse({
    cityId: searchParams.get("cityId") ?? undefined,
    urlId: searchParams.get("urlId") ?? undefined,
    show: searchParams.get("show") ?? VIDEOS_PAGE_SIZE,
  });
  return { cityId: parsed.cityId || null, urlId: parsed.urlId || null, show: parsed.show };
}
