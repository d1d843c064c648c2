// Every word of the self-serve directory (issue #20): owner screens, claims, moderation and payments.
import { CLAIM_CODE_TTL_MINUTES, PAYMENT_GRACE_DAYS } from "./my-business.constants";

export const LIST_MY_BUSINESS = "List My Business";
export const CLAIM_THIS_LISTING = "Claim this listing";
export const MY_BUSINESS_TITLE = "My Business";
export const MY_BUSINESS_INTRO =
  "Edit your listings, invite co-owners, choose a plan and see how often people find you.";
export const NO_OWNED_LISTINGS = "You do not manage any listing yet.";
export const NEW_LISTING_TITLE = "List your business";
export const NEW_LISTING_INTRO = "New listings are checked by our team before they appear in the directory.";
export const NEW_LISTING_PLAN_NOTE =
  "A new listing starts on the free Basic plan: its name, category and address. A description, contact details and opening hours come with Standard or Premium, chosen on My Business.";
export const CREATE_LISTING = "Submit listing";
export const LISTING_SUBMITTED = "Thanks! Your listing waits for our team's review.";
export const PENDING_REVIEW = "Waiting for review";
export const PUBLISHED = "Public";

export const BUSINESS_NOT_FOUND = "Business not found";
export const NOT_AN_OWNER = "You can only manage listings you own.";
export const ALREADY_OWNER = "You already manage this listing.";

export const CLAIM_TITLE = (name: string) => `Claim ${name}`;
export const CLAIM_BY_CODE_HEADING = "Get a code at your business address";
export const claimByCodeHelp = (domain: string) =>
  `We mail a code to an address at ${domain}, the listing's website. Type the part before the @.`;
export const LOCAL_PART_LABEL = "Your address at the business";
export const SEND_CODE = "Send code";
export const CODE_LABEL = "Code";
export const VERIFY_CODE = "Verify";
export const ASK_ADMIN_HEADING = "No address at the business's domain?";
export const ASK_ADMIN = "Ask our team to approve my claim";
export const NO_WEBSITE_DOMAIN =
  "This listing has no website, so ask our team to approve your claim instead.";
export const LOCAL_PART_INVALID = "Type only the part before the @ (letters, digits, dots, dashes).";
export const codeSent = (email: string) =>
  `We sent a code to ${email}. It works for ${CLAIM_CODE_TTL_MINUTES} minutes.`;
export const CODE_WRONG = "That code is not right. Check the mail and try again.";
export const CODE_EXPIRED = "That code has expired or was used up. Ask for a new one.";
export const NO_OPEN_CLAIM = "Ask for a code first.";
export const CLAIM_VERIFIED = "You now manage this listing.";
export const CLAIM_REQUESTED = "Our team will review your claim and mail you.";
export const CLAIM_AWAITS_OWNERS =
  "Your code is right. This listing already has owners: you can manage it once one of them approves you.";
export const claimCodeSubject = (name: string) => `Your code to claim ${name}`;
/** The claim code mail (mails/claim-code-mail.tsx): who asked, the code after its label, how long. */
export const claimCodeAsked = (name: string) =>
  `Someone asked to manage the listing of ${name} on CivicLens.`;
export const CLAIM_CODE_LABEL = "Your code:";
export const CLAIM_CODE_USE = `It works for ${CLAIM_CODE_TTL_MINUTES} minutes. If this was not you, ignore this mail.`;

export const INVITE_HEADING = "Invite a co-owner";
export const INVITE_EMAIL_LABEL = "Their email";
export const SEND_INVITE = "Send invite";
export const inviteSent = (email: string) => `Invitation sent to ${email}.`;
export const inviteSubject = (name: string) => `You are invited to manage ${name} on CivicLens`;
/** The invitation mail (mails/owner-invite-mail.tsx): these words, then the link after INVITE_ACCEPT_HERE. */
export const inviteInvited = (name: string) =>
  `You were invited to manage the listing of ${name} on CivicLens.`;
export const INVITE_ACCEPT_HERE = "Accept here (sign in with this address):";
export const INVITE_INVALID = "This invitation is not valid any more.";
export const INVITE_WRONG_ACCOUNT = "This invitation was sent to another address. Sign in with that address.";
export const INVITE_SIGN_IN = "Sign in with the address this invitation was sent to, then accept it.";
export const SIGN_IN = "Sign in";
export const inviteAddressedTo = (email: string) => `This invitation was sent to ${email}.`;
export const ACCEPT_INVITE = "Accept invitation";
export const INVITE_ACCEPTED = "You now manage this listing.";

export const EDIT_HEADING = "Edit your listing";
export const SAVE = "Save";
export const CHANGE_SUBMITTED = "Your changes wait for our team's review.";
export const CHANGES_SAVED = "Changes saved.";
/** A posted field the listing's plan does not include: the field and the plan by name (ADR 0044, issue #31). */
export const fieldNotInPlan = (field: string, plan: string) =>
  `${field}: your plan (${plan}) does not include this field.`;
export const unknownFields = (fields: readonly string[]) =>
  `This form has no field named ${fields.map((field) => `"${field}"`).join(", ")}.`;
export const OWNER_FIELD_LABELS = {
  businessCategory: "Category",
  streetAddress: "Street Address",
  postalCode: "Postal Code",
  telephone: "Telephone",
  email: "Email",
  website: "Website",
  description: "Description",
  hours: "Opening hours",
  imageUrl: "Image address (https://…)",
} as const;
export const IMAGE_URL_INVALID = "The image address must start with https://.";

export const PLAN_HEADING = "Plan";
export const PLAN_NAMES = { standard: "Standard", premium: "Premium" } as const;
/** The plan a tier is sold as: Basic is the free one (ADR 0044). */
export const TIER_PLAN_NAMES = {
  "Tier 1": PLAN_NAMES.premium,
  "Tier 2": PLAN_NAMES.standard,
  "Tier 3": "Basic",
} as const;
export const choosePlan = (plan: string, price: number) => `Choose ${plan}, $${price}/month`;
export const CONTACT_US = "Contact us";
export const MANAGE_BILLING = "Manage billing or cancel";
export const CHECKOUT_RETURNED = "Thanks! Your plan starts as soon as Stripe confirms the payment.";
export const PAYMENTS_UNAVAILABLE = "Payments are not set up here. Contact us instead.";
export const NO_BILLING_ACCOUNT = "This listing has no billing account yet.";
export const NOT_THE_PAYER =
  "Only the owner who pays for this listing can manage its billing. Ask them, or contact us.";
export const TIER_SOURCE_LABELS = {
  default: "Basic (free)",
  admin: "Granted by admin",
  paid: "Paid",
  grace: `Payment failed: grace period (${PAYMENT_GRACE_DAYS} days)`,
} as const;
export const graceUntilLabel = (date: string) => `Keeps its plan until ${date}.`;

export const STATS_HEADING = "Views and clicks per month";
export const STATS_VIEWS = "Views";
export const STATS_CLICKS = "Clicks";
export const STATS_MONTH = "Month";
export const PREVIEW_HEADING = "Your card at each plan";

export const MODERATION_HEADING = "Pending changes";
export const NO_PENDING = "Nothing waits for review.";
export const NEW_LISTING_BADGE = "New listing";
export const BEFORE = "Before";
export const AFTER = "After";
export const APPROVE = "Approve";
export const REJECT = "Reject";
export const REJECT_REASON_LABEL = "Reason (mailed to the owner)";
export const REASON_REQUIRED = "Please give the owner a reason.";
export const CHANGE_APPROVED = "Approved and published.";
export const CHANGE_REJECTED = "Rejected; the owner was mailed the reason.";
export const CHANGE_NOT_PENDING = "This change was already decided.";
export const LISTING_CHANGED = "This listing changed after you opened it. Review the new version.";
export const CLAIMS_HEADING = "Claims waiting for approval";
export const CLAIM_APPROVED = "Claim approved.";
export const CLAIM_REJECTED = "Claim rejected.";
export const rejectionSubject = (name: string) => `Your changes to ${name} were not published`;
/** The rejection mail (mails/changes-rejected-mail.tsx): these words, the admin's reason, the way back. */
export const rejectionReviewed = (name: string) =>
  `Our team reviewed your changes to ${name} and did not publish them.`;
export const REJECTION_REASON_LABEL = "Reason:";
export const REJECTION_EDIT_AGAIN = "You can edit the listing again from My Business.";
export const TIER_HEADING = "Tier";
export const GRANT_TIER = "Grant tier";
export const REVOKE_TIER = "Revoke to Basic";
export const TIER_GRANTED = "Tier granted.";
export const TIER_REVOKED = "Tier revoked.";
export const UNKNOWN_ACTION = "Unknown action.";

export const CO_OWNER_REQUESTS_HEADING = "Asking to manage this listing";
export const coOwnerRequestLine = (member: string, verifiedAddress: string | null) =>
  verifiedAddress ? `${member} (proved the address ${verifiedAddress})` : member;
export const DECLINE = "Decline";
export const CO_OWNER_APPROVED = "Approved: they now manage this listing with you.";
export const CO_OWNER_DECLINED = "Declined: they do not manage this listing.";
export const CO_OWNER_REQUEST_DECIDED = "This request was already decided.";
export const coOwnerRequestSubject = (name: string) => `Someone asks to manage ${name} on CivicLens`;
/** The mail to a listing's owners (mails/co-owner-request-mail.tsx): who asks, and that they decide. */
export const coOwnerRequestAsks = (name: string, member: string, verifiedAddress: string) =>
  `${member} proved the address ${verifiedAddress} and asks to manage the listing of ${name} on CivicLens.`;
export const CO_OWNER_REQUEST_NEEDS_APPROVAL =
  "They manage it only if you approve them: open My Business to approve or decline.";
