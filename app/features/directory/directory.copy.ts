// Every word the business directory and business detail pages show (spec 000 sections 2 and 8), in one place.
export const DIRECTORY_TITLE = "Business Directory";
export const ALL_CITIES_DIRECTORY_TITLE = "Business Directory";
export const ALL_CITIES_DIRECTORY_INTRO = "Local businesses in every city we cover.";
export const cityDirectoryTitle = (city: { name: string; state: string }) =>
  `${city.name}, ${city.state} ${DIRECTORY_TITLE}`;
export const cityDirectoryIntro = (city: { name: string; state: string }) =>
  `Local businesses in ${city.name}, ${city.state}.`;

export const NO_BUSINESSES_FOUND = "No businesses found matching your criteria.";
export const VIEW_FULL_DETAILS = "View Full Details";
export const PREMIUM_BADGE = "Premium";
export const NO_ADDRESS_AVAILABLE = "No address available";

export const CATEGORY_OVERVIEW_HEADING = "Browse by category";
export const OVERVIEW_ELLIPSIS = "…";
export const businessCount = (count: number) => `${count} ${count === 1 ? "business" : "businesses"}`;

export const FILTERS_HEADING = "Filter businesses";
export const TEXT_FILTER_LABEL = "Search businesses";
export const TEXT_FILTER_PLACEHOLDER = "Name or description";
export const CATEGORY_FILTER_LABEL = "Category";
export const ALL_CATEGORIES = "All categories";
export const SUBCATEGORY_FILTER_LABEL = "Subcategory";
export const ALL_SUBCATEGORIES = "All subcategories";
export const SUBCATEGORY_HINT = "Choose a category first.";
export const ALPHABET_FILTER_LABEL = "Filter by first letter";
export const ALPHABET_ALL = "All";
export const APPLY_FILTERS = "Apply filters";
export const CLEAR_FILTERS = "Clear filters";

export const RESULTS_HEADING = "Businesses";
export const resultCount = (count: number) => `${count} ${count === 1 ? "business" : "businesses"} found`;

export const UNCATEGORIZED = "Uncategorized";
export const CALL = "Call";
export const VISIT_WEBSITE = "Visit Website";
export const WEBSITE = "Website";
export const EMAIL = "Email";
export const callLabel = (telephone: string) => `${CALL} ${telephone}`;

export const ABOUT_HEADING = "About";
export const NO_DESCRIPTION = "This business has not added a description yet.";
export const LOCATION_HEADING = "Location";
export const mapTitle = (name: string) => `Map showing the location of ${name}`;
export const OPEN_MAP = "Open map";
export const CONTACT_HEADING = "Contact Information";
export const ADDRESS_LABEL = "Address";
export const PHONE_LABEL = "Phone";
export const EMAIL_LABEL = "Email";
export const WEBSITE_LABEL = "Website";
export const NOT_PROVIDED = "Not provided";
export const BACK_TO_DIRECTORY = "Back to the directory";
export const backToCityDirectory = (city: { name: string; state: string }) =>
  `Back to the ${cityDirectoryTitle(city)}`;
export const businessMetaDescription = (business: { name: string }, city: { name: string; state: string }) =>
  `${business.name} in ${city.name}, ${city.state}: contact details, location and more.`;

/** Where a business is, on its card in the all-cities directory (issue 14). */
export function businessCityLabel(city: { name: string; state: string }): string {
  return `${city.name}, ${city.state}`;
}

// "Mentioned at council" (issue #19): the meetings that name the business, with the moment each one did.
export const MENTIONED_AT_COUNCIL = "Mentioned at council";
export const MENTIONED_AT_COUNCIL_INTRO = "Meetings where the business was named, newest first.";
export const WATCH_THE_MOMENT = "Watch the moment";
export const watchTheMomentLabel = (meetingTitle: string) => `Watch the moment in ${meetingTitle}`;
