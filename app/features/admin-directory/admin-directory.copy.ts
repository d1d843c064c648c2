// Every word of the business directory administration (spec 001 sections 2, 5 and 8), quoted exactly where the
// spec gives them; the rest is ours and says so nowhere else.
export const ADMIN_DIRECTORY_TITLE = "Business Directory Administration";
export const ADMIN_DIRECTORY_INTRO =
  "Find a listing, preview its card, and edit its details, tier and image; add new listings and delete old ones.";
export const MANAGE_CATEGORIES = "Manage Categories";
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
  cityId: "City",
  businessCategory: "Category",
  description: "Description",
  streetAddress: "Street Address",
  postalCode: "Postal Code",
  telephone: "Telephone",
  email: "Email",
  website: "Website",
  hours: "Opening hours",
  imageUrl: "Image address",
  listingTier: "Tier",
  image: "Image",
} as const;
export const REQUIRED_MARK = "*";

export const CHOOSE_CITY = "Choose a city";
export const NO_CATEGORY = "No category";

// Adding and deleting a listing (issue #13; the spec has neither, so these words are ours).
export const ADD_BUSINESS = "Add Business";
export const ADD_TITLE = "Add Business";
export const ADD_DESCRIPTION =
  "A new listing starts at Tier 3 unless you choose another tier. Add its image after saving.";
export const ADDING = "Adding...";
export const DELETE = "Delete";
export const deleteTitle = (name: string) => `Delete ${name}?`;
export const deleteDescription = (name: string) =>
  `The listing "${name}" will be removed from the directory, with its details and tier. This cannot be undone.`;
export const DELETE_BUSINESS = "Delete Business";
export const DELETING = "Deleting...";

export const UPLOAD_IMAGE = "Upload Image";
export const UPLOADING = "Uploading...";
export const IMAGE_HINT = "PNG, JPEG, GIF or WebP, at most 10 MB. It replaces the current image at once.";

export const PAGINATION_LABELS = {
  navigation: "Pagination",
  previous: "Previous",
  next: "Next",
  page: (page: number) => `Page ${page}`,
  ellipsis: "…",
};

// Toasts (spec 001 section 8).
export const BUSINESS_UPDATED = "Business updated successfully";
export const BUSINESS_CREATED = "Business created successfully";
export const BUSINESS_CREATE_FAILED = "Failed to create business";
export const BUSINESS_DELETED = "Business deleted successfully";
export const BUSINESS_DELETE_FAILED = "Failed to delete business";
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
export const CITY_REQUIRED = "Choose the city the business is in";
export const CITY_NOT_FOUND = "That city no longer exists. Reload the page and choose another.";
export const CATEGORY_NOT_FOUND = "That category no longer exists. Reload the page and choose another.";
export const UNKNOWN_ACTION = "Unknown action";

// Business categories (issue #13: admins add, rename and delete them; ADR 0021).
export const CATEGORIES_TITLE = "Business Categories";
export const CATEGORIES_INTRO =
  "Each listing is filed under a category and a subcategory. Add new ones, rename them, or delete those no longer needed.";
export const BACK_TO_DIRECTORY = "Back to Business Directory";
export const ADD_CATEGORY_HEADING = "Add a category";
export const CATEGORY_FIELD_LABELS = { parentCategory: "Category", subCategory: "Subcategory" } as const;
export const ADD_CATEGORY = "Add Category";
export const CATEGORY_LIST_HEADING = "Categories";
export const LISTINGS_COLUMN = "Listings";
export const ACTIONS_COLUMN = "Actions";
export const NO_CATEGORIES = "There are no categories yet. Add the first one above.";
export const RENAME = "Rename";
export const SAVE = "Save";
export const categoryName = (parentCategory: string, subCategory: string) =>
  `${parentCategory} › ${subCategory}`;
export const renameLabel = (name: string) => `Rename ${name}`;
export const deleteLabel = (name: string) => `Delete ${name}`;
export const listingCount = (count: number) => `${count} ${count === 1 ? "listing" : "listings"}`;
export const DELETE_CATEGORY = "Delete Category";
export const MOVE_AND_DELETE = "Move Listings and Delete";
export const deleteCategoryDescription = (name: string) =>
  `"${name}" will be removed. No listing uses it, so nothing else changes.`;
export const moveListingsLabel = (count: number) => `Move its ${listingCount(count)} to`;
export const CHOOSE_CATEGORY = "Choose a category";

export const CATEGORY_CREATED = "Category created successfully";
export const CATEGORY_RENAMED = "Category renamed successfully";
export const CATEGORY_DELETED = "Category deleted successfully";
export const listingsMoved = (count: number, name: string) =>
  count === 0 ? undefined : `${listingCount(count)} moved to ${name}.`;
export const CATEGORY_SAVE_FAILED = "Failed to save category";
export const CATEGORY_DELETE_FAILED = "Failed to delete category";

export const CATEGORY_NAME_REQUIRED = "Enter a name";
export const categoryExists = (parentCategory: string, subCategory: string) =>
  `"${categoryName(parentCategory, subCategory)}" already exists.`;
export const categoryInUse = (parentCategory: string, subCategory: string, count: number) =>
  `"${categoryName(parentCategory, subCategory)}" is used by ${listingCount(count)}. Move ${
    count === 1 ? "it" : "them"
  } to another category before deleting it.`;
export const MOVE_TARGET_SAME = "Choose a different category to move the listings to.";
export const MOVE_TARGET_NOT_FOUND = "The category to move the listings to no longer exists. Choose another.";
