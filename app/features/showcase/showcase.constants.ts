// Constants of the prototype and showcase pages (spec 001 sections 2 and 9; spec 000 section 9's demo dashboard).

/**
 * The prototype's own tier numbering (spec 001 section 9): Basic is Tier 1, Featured Tier 2, Premium Tier 3.
 * It is the reverse of the public directory's (where Tier 1 is premium); the prototype keeps the spec's reading.
 */
export const PROTO_TIER_NUMBERS = [1, 2, 3] as const;
export type ProtoTierNumber = (typeof PROTO_TIER_NUMBERS)[number];

export const PROTO_TIER_KEYS = ["basic", "featured", "premium"] as const;
export type ProtoTierKey = (typeof PROTO_TIER_KEYS)[number];

export const TIER_KEY_BY_NUMBER: Record<ProtoTierNumber, ProtoTierKey> = {
  1: "basic",
  2: "featured",
  3: "premium",
};

export const TIER_NUMBER_BY_KEY: Record<ProtoTierKey, ProtoTierNumber> = {
  basic: 1,
  featured: 2,
  premium: 3,
};

/** Monthly listing prices in US dollars (spec 001 section 9). */
export const BASIC_MONTHLY_PRICE_USD = 29;
export const FEATURED_MONTHLY_PRICE_USD = 79;
/** Premium's price in the tier preview only; the pricing page says "Contact Us" with custom pricing instead. */
export const PREMIUM_PREVIEW_MONTHLY_PRICE_USD = 149;

export const TIER_PREVIEW_PRICE_USD: Record<ProtoTierKey, number> = {
  basic: BASIC_MONTHLY_PRICE_USD,
  featured: FEATURED_MONTHLY_PRICE_USD,
  premium: PREMIUM_PREVIEW_MONTHLY_PRICE_USD,
};

/** The featured card lists this many services, then "+N more" (spec 001 section 9). */
export const FEATURED_CARD_SERVICE_COUNT = 3;

/** The tier preview steps through this many sample businesses. */
export const TIER_PREVIEW_BUSINESS_COUNT = 12;
/** The tier preview's invented count of listings behind its Load More button. */
export const MORE_LOCAL_BUSINESSES_COUNT = 147;

/** The demo journalist dashboard's trial (spec 000 section 9). */
export const TRIAL_DAYS_LEFT = 23;
/** How long the copied-quote confirmation stays (spec 000 section 9 and spec 001 section 2: 2 seconds). */
export const COPY_CONFIRMATION_MS = 2000;

/** Simulated response times of the showcase's search comparison: no real calls are made. */
export const TRADITIONAL_SEARCH_DELAY_MS = 600;
export const AI_SEARCH_DELAY_MS = 1500;

/** The prototype directory's URL parameters: filters live in the URL so a filtered view can be shared. */
export const PROTO_FILTER_PARAMS = { text: "q", category: "category", letter: "letter" } as const;
/** Longer search text is cut to this many characters, never rejected. */
export const MAX_PROTO_SEARCH_LENGTH = 100;

export const FIRST_LETTERS = [
  ...["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"],
  ...["N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"],
] as const;
export type FirstLetter = (typeof FIRST_LETTERS)[number];

/** Where the prototype pages live (spec 001 section 2), and the short paths their own links use. */
export const PROTO_PATHS = {
  showcase: "/admin/proto/frontend-components",
  tierPreview: "/admin/proto/business-directory-tiers",
  directory: "/admin/proto/business-directory",
  pricing: "/admin/proto/pricing",
  /** The prototype directory's "List My Business" link, as the spec gives it. */
  pricingLink: "/proto/pricing",
  /** The pricing page's link back, as the spec gives it. */
  directoryLink: "/proto/business-directory",
} as const;

/** Plan calls to action lead to the contact form: payments are not part of the prototype. */
export const PLAN_CONTACT_PATH = "/contact";
