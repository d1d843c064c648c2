// Constants of the cities area from both spec documents.
export const CITY_STATUSES = ["New", "Test", "Live", "Archive"] as const;
export type CityStatus = (typeof CITY_STATUSES)[number];

/** Public banners fall back to teal and amber (spec 000 section 9). */
export const BANNER_DEFAULT_PRIMARY_COLOR = "#0d9488";
export const BANNER_DEFAULT_SECONDARY_COLOR = "#f59e0b";

/** The admin create-city form's defaults (spec 001 section 9). */
export const NEW_CITY_DEFAULT_PRIMARY_COLOR = "#3B82F6";
export const NEW_CITY_DEFAULT_SECONDARY_COLOR = "#1E40AF";
export const NEW_CITY_DEFAULT_STATE = "CA";

export const CITY_NOT_FOUND = "City not found";

/** The Request City Coverage form: its field limits and the intent the home action knows it by. */
export const CITY_NAME_MAX_CHARS = 100;
/** The longest address SMTP can deliver to (RFC 5321 path limit less the angle brackets). */
export const EMAIL_MAX_CHARS = 254;
export const REQUEST_CITY_INTENT = "request-city";
