// Constants of the business directory (spec 000 sections 2 and 9). The directory's island reads them, so this module
// reaches nothing: directory.schema.ts checks the tiers against the database's.

export const LISTING_TIERS = ["Tier 1", "Tier 2", "Tier 3"] as const;
export type ListingTier = (typeof LISTING_TIERS)[number];

export const PREMIUM_TIER = "Tier 1" satisfies ListingTier;
export const STANDARD_TIER = "Tier 2" satisfies ListingTier;
export const BASIC_TIER = "Tier 3" satisfies ListingTier;

/** The embedded map is built from the address at this zoom level. */
export const MAP_ZOOM = 15;
/** Where the map embed lives; this origin (and www.google.com, where it lands) must be in the CSP frame-src. */
export const MAP_EMBED_BASE_URL = "https://maps.google.com/maps";

/** The text filter keeps only this many characters (after trimming); longer input is cut, never rejected. */
export const MAX_SEARCH_TEXT_LENGTH = 100;
/** Category names in the URL longer than this cannot be real ones and are ignored. */
export const MAX_CATEGORY_PARAM_LENGTH = 200;
/** Route keys longer than this, or with other characters, answer 404 without touching the database. */
export const MAX_KEY_LENGTH = 200;
export const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** The category overview names at most this many subcategories per parent, then an ellipsis. */
export const OVERVIEW_SUBCATEGORY_LIMIT = 3;

/** Alphabet filter values besides "All" (no letter): names beginning with a digit, or with one letter. */
export const DIGITS_LETTER = "0-9";
export const ALPHABET_LETTERS = [
  DIGITS_LETTER,
  ...["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"],
  ...["N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"],
] as const;
export type AlphabetLetter = (typeof ALPHABET_LETTERS)[number];

/** The URL's search parameter names: filters live in the URL so results can be shared. */
export const FILTER_PARAMS = {
  text: "q",
  category: "category",
  subcategory: "subcategory",
  letter: "letter",
} as const;

/** Meta descriptions are cut to this length, the most search engines show. */
export const META_DESCRIPTION_LENGTH = 160;

/** With JavaScript, typing in the text filter applies it after this pause. */
export const TEXT_FILTER_DEBOUNCE_MS = 300;

/** The most meetings a business page lists under "Mentioned at council" (the newest). */
export const MENTIONS_SHOWN = 20;
