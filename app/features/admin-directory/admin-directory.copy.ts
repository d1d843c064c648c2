// Every word of the business directory administration (spec 001 sections 2, 5 and 8), quoted exactly where the
// spec gives them; the rest is ours and says so nowhere else.
export const ADMIN_DIRECTORY_TITLE = "Business Directory Administration";
export const ADMIN_DIRECTORY_INTRO =
  "Find a listing, preview its card, and edit its details, tier and image.";
export const NO_BUSINESSES = "No businesses found matching your criteria";

export const FILTERS_HEADING = "Filter businesses";
export const NAME_SEARCH_LABEL = "Search by name";
export const NAME_SEARCH_PLACEHOLDER = "Business name";
export const CITY_FILTER_LABEL = "City";
export const ALL_CITIES = "All cities";
export const APPLY_FILTERS = "Search";
export const LETTER_FILTER_LABEL = "Filter by first letter";
export const CLEAR_LETTER = "Clear";

export const RESULTS_HEADING = "Businesses";
export const resultSummary = (options: { total: number; page: number; pageCount: number }) =>
  `${options.total} ${options.total === 1 ? "business" : "businesses"}${
    options.pageCount > 1 ? `, page ${options.page} of ${options.pageCount}` : ""
  }`;

export const PREVIEW = "Preview";
export const EDIT = "Edit";
export const previewTitle = (name: string) => `Preview: ${name}`;
export const EDIT_TITLE = "Edit Business";
export const CANCEL = "Cancel";
export const SAVE_CHANGES = "Save Changes";
export const SAVING = "Saving...";

export const FIELD_LABELS = {
  name: "Business Name",
  description: "Description",
  streetAddress: "Street Address",
  postalCode: "Postal Code",
  telephone: "Telephone",
  email: "Email",
  website: "Website",
  listingTier: "Tier",
  image: "Image",
} as const;
export const REQUIRED_MARK = "*";

export const UPLOAD_IMAGE = "Upload Image";
export const UPLOADING = "Uploading...";
export const IMAGE_HINT = "PNG, JPEG, GIF or WebP, at most 10 MB. It replaces the current image at once.";

export const PAGINATION_LABEL = "Pagination";
export const PREVIOUS_PAGE = "Previous";
export const NEXT_PAGE = "Next";
export const pageLabel = (page: number) => `Page ${page}`;
export const ELLIPSIS = "…";

// Toasts (spec 001 section 8).
export const BUSINESS_UPDATED = "Business updated successfully";
export const ERROR_TITLE = "Error";
export const BUSINESS_UPDATE_FAILED = "Failed to update business";
// Upload toasts and checks (spec 001 sections 5 and 8): one copy for every image upload.
export {
  FILE_TOO_LARGE,
  IMAGE_UPLOADED,
  INVALID_FILE_TYPE,
  SELECT_IMAGE_FILE,
  SELECT_SMALLER_IMAGE,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
} from "~/lib/image-upload";

// Validation of the edit form (spec 001 section 5 marks the name required but shows no check; we check).
export const BUSINESS_NAME_REQUIRED = "Business Name is required";
export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;
export const EMAIL_INVALID = "Email must be an email address, like name@example.com";
export const WEBSITE_INVALID = "Website must be a web address, like www.example.com";
export const TIER_INVALID = "Tier must be Tier 1, Tier 2 or Tier 3";
export const BUSINESS_NOT_FOUND = "Business not found";
export const UNKNOWN_ACTION = "Unknown action";
