// Constants of the self-serve directory (issue #20, ADR 0044): owners, claims, moderation, paid tiers.

export const MY_BUSINESS_PATH = "/my-business";
export const NEW_LISTING_PATH = "/my-business/new";
export const claimPath = (businessKey: string) => `/my-business/claim/${encodeURIComponent(businessKey)}`;
export const invitePath = (token: string) => `/my-business/invite/${encodeURIComponent(token)}`;
/** A website link through this address counts one click (no cookie, no address) and redirects. */
export const websiteClickPath = (businessKey: string) =>
  `/businesses/${encodeURIComponent(businessKey)}/website`;
export const STRIPE_WEBHOOK_PATH = "/webhooks/stripe";
export const MODERATION_PATH = "/admin/business-directory/moderation";
/** The contact form, with the topic chosen, for "Contact us" when payments are not configured. */
export const CONTACT_SALES_PATH = `/contact?topic=${encodeURIComponent("Business Partnership")}`;

/** The tiers a business can buy, by their plan name (spec 001 section 9's prices; Basic stays free). */
export const PAID_PLANS = ["standard", "premium"] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const PLAN_MONTHLY_PRICE_USD: Record<PaidPlan, number> = { standard: 79, premium: 149 };

/** The fields an owner may edit at each tier: Basic shows name and category; Standard adds the description and
 * contact actions; Premium adds the image (spec 000 section 2's card styles). */
export const OWNER_FIELDS = [
  "businessCategory",
  "streetAddress",
  "postalCode",
  "telephone",
  "email",
  "website",
  "description",
  "hours",
  "imageUrl",
] as const;
export type OwnerField = (typeof OWNER_FIELDS)[number];

/** A claim code: six digits, valid this long, this many guesses. */
export const CLAIM_CODE_DIGITS = 6;
export const CLAIM_CODE_TTL_MINUTES = 30;
export const CLAIM_CODE_MAX_ATTEMPTS = 5;
export const INVITE_TTL_DAYS = 14;
/** After a failed payment the paid tier holds this long, then the listing drops to Basic. */
export const PAYMENT_GRACE_DAYS = 7;
/** The dashboard's chart shows this many months, the current one last. */
export const STATS_MONTHS = 6;

export const MY_BUSINESS_INTENTS = {
  edit: "edit-listing",
  invite: "invite-owner",
  checkout: "checkout",
  portal: "portal",
  approveCoOwner: "approve-co-owner",
  declineCoOwner: "decline-co-owner",
} as const;
export const CLAIM_INTENTS = {
  sendCode: "send-code",
  verifyCode: "verify-code",
  askAdmin: "ask-admin",
} as const;
export const MODERATION_INTENTS = {
  approveChange: "approve-change",
  rejectChange: "reject-change",
  approveClaim: "approve-claim",
  rejectClaim: "reject-claim",
  grantTier: "grant-tier",
  revokeTier: "revoke-tier",
} as const;
