// Every user-facing string of the prototype and showcase pages; the spec's quoted words are copied exactly.
import { PRODUCT_NAME } from "~/lib/product";
import { COPY_CONFIRMATION_MS, MORE_LOCAL_BUSINESSES_COUNT, TRIAL_DAYS_LEFT } from "./showcase.constants";

// Shared
export const PROTO_NAV_LABEL = "Prototype pages";
export const PROTO_NAV_LINKS = {
  showcase: "Frontend showcase",
  tierPreview: "Tier preview",
  directory: "Directory prototype",
  pricing: "Pricing",
} as const;
export const PROTOTYPE_NOTE = "Prototype: sample data only. Nothing here is saved or sent.";
export const pricePerMonth = (dollars: number) => `$${dollars}/month`;
export const tierLabel = (tier: number) => `Tier ${tier}`;

// Tier names and descriptions (spec 001 sections 2 and 9)
export const TIER_NAMES = { basic: "Basic", featured: "Featured", premium: "Premium" } as const;
export const TIER_DESCRIPTIONS = {
  basic:
    "Your name, category, address and phone number in the directory, so neighbors can find and call you.",
  featured:
    "A standard card with your logo, description, top services and one-tap call, email and website buttons.",
  premium:
    "The premium card: a large photo, your story and every service, a full details view and the top of the list.",
} as const;

// Business cards
export const CARD_CALL = "Call";
export const CARD_EMAIL = "Email";
export const CARD_WEBSITE = "Website";
export const VIEW_FULL_DETAILS = "View Full Details";
export const HIDE_FULL_DETAILS = "Hide Full Details";
export const callLabel = (name: string) => `Call ${name}`;
export const emailLabel = (name: string) => `Email ${name}`;
export const websiteLabel = (name: string) => `Website of ${name}`;
export const photoAlt = (name: string) => `Storefront of ${name}`;
export const moreServices = (count: number) => `+${count} more`;
export const SERVICES_LABEL = "Services";
export const ownerLine = (owner: string, year: number) => `Owned by ${owner} · Since ${year}`;
export const DETAIL_OWNER = "Owner";
export const DETAIL_ESTABLISHED = "Established";
export const DETAIL_ADDRESS = "Address";
export const DETAIL_PHONE = "Phone";
export const DETAIL_EMAIL = "Email";
export const DETAIL_WEBSITE = "Website";

// Frontend showcase (/admin/proto/frontend-components)
export const SHOWCASE_META_TITLE = `Frontend Components Showcase | ${PRODUCT_NAME}`;
export const SHOWCASE_TITLE = "Frontend Components Showcase";
export const SHOWCASE_LEAD =
  "Three screens we are exploring for residents and reporters, built on invented sample data with simulated delays.";
export const SHOWCASE_TABS_LABEL = "Showcase screens";
export const TAB_ISSUE_TIMELINE = "Issue Timeline";
export const TAB_SEARCH_INTERFACE = "Search Interface";
export const TAB_JOURNALIST_DASHBOARD = "Journalist Dashboard";

export const TIMELINE_LEAD = "How one issue moved through the city's meetings, step by step.";

export const SEARCH_HEADING = "AI search versus traditional search";
export const SEARCH_LEAD =
  "Ask a question the way you would ask a neighbor. Traditional search matches your words; AI search answers.";
export const SEARCH_LABEL = "Search meetings";
export const SEARCH_PLACEHOLDER = "e.g. bike lanes on Main Street";
export const SEARCH_BUTTON = "Search";
export const SEARCH_SUGGESTIONS_LABEL = "Try:";
export const TRADITIONAL_HEADING = "Traditional search";
export const AI_HEADING = "AI search";
export const TRADITIONAL_LOADING = "Searching transcripts...";
export const AI_LOADING = "Reading the meetings...";
export const SEARCH_IDLE = "Results appear here after you search.";
export const traditionalResultCount = (count: number, query: string) =>
  `${count} keyword ${count === 1 ? "match" : "matches"} for "${query}"`;
export const TRADITIONAL_NO_MATCHES = "No transcript contains these exact words.";
export const AI_SOURCES_LABEL = "Sources";
export const aiFallbackAnswer = (query: string) =>
  `No meeting in the sample discussed "${query}" directly. Try bike lanes, the budget, the park or housing.`;

export const DASHBOARD_HEADING = "Journalist Dashboard";
export const TRIAL_BADGE = `Professional Trial - ${TRIAL_DAYS_LEFT} days left`;
export const DASHBOARD_TABS_LABEL = "Dashboard sections";
export const TAB_ALERTS = "Alerts";
export const TAB_QUOTES = "Quotes";
export const TAB_DRAFT = "Draft";
export const ALERTS_LEAD = "Keywords you follow, found in this week's meetings.";
export const ALERT_NEW = "New";
export const QUOTES_LEAD = "Verified quotes with the second they were said.";
export const COPY_QUOTE = "Copy quote";
export const copyQuoteLabel = (speaker: string) => `Copy quote from ${speaker}`;
export const COPIED = "Copied!";
export const COPY_FAILED = "Copy failed: select the quote to copy it.";
export const COPY_CONFIRMATION_SECONDS = COPY_CONFIRMATION_MS / 1000;
export const DRAFT_LABEL = "Story draft";
export const wordCount = (count: number) => `${count} ${count === 1 ? "word" : "words"}`;

// Tier preview (/admin/proto/business-directory-tiers)
export const TIER_PREVIEW_META_TITLE = `Business Directory Tiers | ${PRODUCT_NAME}`;
export const TIER_PREVIEW_TITLE = "Local Businesses";
export const TIER_PREVIEW_LEAD = "See how a listing looks in each tier.";
export const TIER_PREVIEW_SEARCH_LABEL = "Search local businesses";
export const TIER_PREVIEW_SEARCH_PLACEHOLDER = "Search businesses";
export const TIER_SWITCH_LABEL = "Listing tier";
export const PREVIOUS = "Previous";
export const NEXT = "Next";
export const PREVIOUS_LABEL = "Previous business";
export const NEXT_LABEL = "Next business";
export const businessPosition = (position: number, total: number) => `Business ${position} of ${total}`;
export const MORE_LOCAL_BUSINESSES = `${MORE_LOCAL_BUSINESSES_COUNT} more local businesses`;
export const LOAD_MORE = "Load More";

// Prototype directory (/admin/proto/business-directory and /proto/business-directory)
export const DIRECTORY_META_TITLE = `Business Directory Prototype | ${PRODUCT_NAME}`;
export const DIRECTORY_TITLE = "Local Business Directory";
export const DIRECTORY_LEAD = "Shops, services and restaurants run by your neighbors.";
export const LIST_MY_BUSINESS = "List My Business";
export const DIRECTORY_FILTERS_LABEL = "Filter businesses";
export const DIRECTORY_SEARCH_LABEL = "Search by name, description or service";
export const DIRECTORY_SEARCH_PLACEHOLDER = "Search businesses";
export const CATEGORY_LABEL = "Category";
export const ALL_CATEGORIES = "All categories";
export const APPLY_FILTERS = "Apply filters";
export const LETTER_FILTER_LABEL = "First letter";
export const LETTER_ALL = "All";
export const showingBusinesses = (shown: number, total: number) => `Showing ${shown} of ${total} businesses`;
export const ACTIVE_FILTERS_LABEL = "Active filters:";
export const activeSearchFilter = (text: string) => `Search: "${text}"`;
export const activeCategoryFilter = (category: string) => `Category: ${category}`;
export const activeLetterFilter = (letter: string) => `Starts with: ${letter}`;
export const NO_BUSINESSES_FOUND = "No businesses found matching your criteria.";
export const CLEAR_ALL_FILTERS = "Clear all filters";

// Pricing prototype (/admin/proto/pricing and /proto/pricing)
export const PRICING_META_TITLE = `Listing Plans and Pricing | ${PRODUCT_NAME}`;
export const PRICING_TITLE = "List your business";
export const PRICING_LEAD = "Pick the listing that suits you. Every plan is month to month.";
export const MOST_POPULAR = "Most Popular";
export const CONTACT_US = "Contact Us";
export const CUSTOM_PRICING = "Custom pricing";
export const GET_STARTED = "Get Started";
export const LIVE_PREVIEW = "Live preview";
export const BACK_TO_DIRECTORY = "Back to Directory";
export const PLAN_FEATURES = {
  basic: ["Name, category and address", "Phone number", "Listed under your first letter and category"],
  featured: [
    "Everything in Basic",
    "Logo and description",
    "Top 3 services shown",
    "Call, email and website buttons",
  ],
  premium: [
    "Everything in Featured",
    "Large storefront photo",
    "Every service and a full details view",
    "Shown first in the directory",
  ],
} as const;
export const PLAN_FEATURES_LABEL = (plan: string) => `${plan} plan includes`;
