// Constants of the business directory administration (spec 001 sections 2, 5 and 9).

/** Listings per page (spec 001 section 9). */
export const ADMIN_PAGE_SIZE = 12;
/** Pagination shows up to this many page numbers, then an ellipsis and the last page (spec 001 section 9). */
export const MAX_PAGE_NUMBERS = 5;

/** Upload limit 10 MB (spec 001 section 9): one limit for every image upload. */
export { MAX_IMAGE_BYTES } from "~/lib/image-upload";
/** The folder (locally) or key prefix (in a bucket) of listing images: spec 001's "one bucket". */
export const LISTING_IMAGES_FOLDER = "business-listing-images";

/** The URL's query parameters: filters live in the URL so back/forward and reloads keep them. */
export const ADMIN_FILTER_PARAMS = { name: "name", city: "city", letter: "letter", page: "page" } as const;

/** The first-letter buttons: A to Z (spec 001 section 2). */
export const ADMIN_LETTERS = [
  ...["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"],
  ...["N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"],
] as const;
export type AdminLetter = (typeof ADMIN_LETTERS)[number];

/** Longest name search kept from the URL; longer text is cut, never an error. */
export const MAX_NAME_SEARCH_LENGTH = 100;
/** With JavaScript, typing in the name search applies it after this pause. */
export const NAME_SEARCH_DEBOUNCE_MS = 300;

/** The longest value each edit field takes, in characters. */
export const BUSINESS_FIELD_MAX_CHARS = {
  name: 200,
  description: 5000,
  streetAddress: 200,
  postalCode: 20,
  telephone: 40,
  email: 254,
  website: 2048,
  /** Issue #20: opening hours and an image address an owner types. */
  hours: 500,
  imageUrl: 2048,
} as const;

/** The actions of the page, posted as `intent`. */
export const ADMIN_DIRECTORY_INTENTS = {
  create: "create-business",
  update: "update-business",
  delete: "delete-business",
  upload: "upload-image",
} as const;

/** A new listing's business_key: its slugified name, cut to this length (leaving room for a "-2" suffix). */
export const BUSINESS_KEY_MAX_CHARS = 80;
/** The file input's name in the upload form. */
export const IMAGE_FIELD = "image";

/** The category page's actions, posted as `intent`. */
export const CATEGORY_INTENTS = {
  create: "create-category",
  rename: "rename-category",
  delete: "delete-category",
} as const;
/** The longest category or subcategory name, in characters. */
export const CATEGORY_NAME_MAX_CHARS = 100;
