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
