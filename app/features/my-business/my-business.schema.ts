// Zod schemas of the owner screens, claims, moderation and checkout (issue #20).
import { data } from "react-router";
import { z } from "zod";
import {
  businessIdSchema,
  categoryIdSchema,
  cityIdSchema,
  formText,
  listingDetails,
  optionalText,
} from "~/features/admin-directory/admin-directory.schema";
import {
  BASIC_TIER,
  LISTING_TIERS,
  type ListingTier,
  routeKeySchema,
} from "~/features/directory/directory.schema";
import {
  CLAIM_CODE_DIGITS,
  CLAIM_INTENTS,
  MODERATION_INTENTS,
  MY_BUSINESS_INTENTS,
  OWNER_FIELDS,
  type OwnerField,
  PAID_PLANS,
} from "./my-business.constants";
import {
  BUSINESS_NOT_FOUND,
  CODE_WRONG,
  fieldNotInPlan,
  IMAGE_URL_INVALID,
  INVITE_INVALID,
  LISTING_CHANGED,
  LOCAL_PART_INVALID,
  OWNER_FIELD_LABELS,
  REASON_REQUIRED,
  TIER_PLAN_NAMES,
  UNKNOWN_ACTION,
  unknownFields,
} from "./my-business.copy";
import { TIER_FIELDS } from "./my-business.tiers";

const idOf = (message: string) => formText().pipe(z.uuid({ error: message }));

/** How each owner field is read, whatever the plan; the plan decides which of them may be posted at all. */
const OWNER_FIELD_SCHEMAS = {
  businessCategory: categoryIdSchema,
  streetAddress: listingDetails.streetAddress,
  postalCode: listingDetails.postalCode,
  telephone: listingDetails.telephone,
  email: listingDetails.email,
  website: listingDetails.website,
  description: listingDetails.description,
  hours: optionalText("hours"),
  imageUrl: optionalText("imageUrl").refine((url) => url === null || /^https:\/\/[^\s]+$/i.test(url), {
    error: IMAGE_URL_INVALID,
  }),
} satisfies Record<OwnerField, z.ZodType>;

/** Absent means "leave as it is" (an edit) or empty (a new listing). */
type PlanFieldsShape = { [Field in OwnerField]: z.ZodOptional<(typeof OWNER_FIELD_SCHEMAS)[Field]> };

/** A field outside the plan is refused by name whatever its value, an empty one too: never dropped in silence. */
function refusedField(field: OwnerField, tier: ListingTier) {
  return z
    .unknown()
    .refine(() => false, { error: fieldNotInPlan(OWNER_FIELD_LABELS[field], TIER_PLAN_NAMES[tier]) })
    .optional();
}

/**
 * The owner fields one plan lets a member post (ADR 0044, issue #31): those of TIER_FIELDS, each optional; another
 * owner field is refused naming the field and the plan, and a field no form has is refused as unknown (strict).
 */
function planFieldsSchema(tier: ListingTier) {
  const allowed = TIER_FIELDS[tier];
  const shape = Object.fromEntries(
    OWNER_FIELDS.map((field) => [
      field,
      allowed.includes(field) ? OWNER_FIELD_SCHEMAS[field].optional() : refusedField(field, tier),
    ]),
  ) as PlanFieldsShape;
  return z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? unknownFields(issue.keys) : undefined),
  });
}

/** One schema per plan, shared by creating (always Basic, the free plan) and editing (the listing's plan). */
const PLAN_FIELDS_SCHEMAS = Object.fromEntries(
  LISTING_TIERS.map((tier) => [tier, planFieldsSchema(tier)]),
) as Record<ListingTier, ReturnType<typeof planFieldsSchema>>;

/** A member's new listing: a name, a city and what the free plan allows; it starts pending at Basic. */
export const newListingSchema = PLAN_FIELDS_SCHEMAS[BASIC_TIER].extend({
  name: listingDetails.name,
  cityId: cityIdSchema,
});
export type NewListingInput = z.output<typeof newListingSchema>;

const ownerEditTarget = {
  intent: z.literal(MY_BUSINESS_INTENTS.edit, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
};
/**
 * An owner's edit as the dashboard posts it: which listing, and the rest kept as sent, because which fields are
 * allowed depends on the listing's plan. The service reads the whole post again with `ownerEditSchemaFor`.
 */
export const ownerEditRequestSchema = z.looseObject(ownerEditTarget);
export type OwnerEditRequest = z.output<typeof ownerEditRequestSchema>;

const editSchemaOf = (tier: ListingTier) => PLAN_FIELDS_SCHEMAS[tier].extend(ownerEditTarget);
const OWNER_EDIT_SCHEMAS = Object.fromEntries(
  LISTING_TIERS.map((tier) => [tier, editSchemaOf(tier)]),
) as Record<ListingTier, ReturnType<typeof editSchemaOf>>;
/** An owner's edit of a listing on `tier`'s plan: the plan's fields, nothing else. */
export const ownerEditSchemaFor = (tier: ListingTier) => OWNER_EDIT_SCHEMAS[tier];

export const inviteSchema = z.object({
  intent: z.literal(MY_BUSINESS_INTENTS.invite, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
  email: formText().pipe(z.email()),
});

export const checkoutSchema = z.object({
  intent: z.literal(MY_BUSINESS_INTENTS.checkout, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
  plan: z.enum(PAID_PLANS, { error: UNKNOWN_ACTION }),
});

export const portalSchema = z.object({
  intent: z.literal(MY_BUSINESS_INTENTS.portal, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
});

/** An owner's answer to a member who proved an address at the business and asks to co-own the listing. */
const coOwnerDecisionSchema = <Intent extends string>(intent: Intent) =>
  z.object({ intent: z.literal(intent), claimId: idOf(UNKNOWN_ACTION) });

export const myBusinessActionSchema = z.discriminatedUnion(
  "intent",
  [
    ownerEditRequestSchema,
    inviteSchema,
    checkoutSchema,
    portalSchema,
    coOwnerDecisionSchema(MY_BUSINESS_INTENTS.approveCoOwner),
    coOwnerDecisionSchema(MY_BUSINESS_INTENTS.declineCoOwner),
  ],
  { error: UNKNOWN_ACTION },
);
export type MyBusinessActionInput = z.output<typeof myBusinessActionSchema>;

export const claimActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(CLAIM_INTENTS.sendCode),
      localPart: formText().pipe(
        z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9][A-Za-z0-9._+-]{0,63}$/, LOCAL_PART_INVALID),
      ),
    }),
    z.object({
      intent: z.literal(CLAIM_INTENTS.verifyCode),
      code: formText().pipe(
        z
          .string()
          .trim()
          .regex(new RegExp(`^\\d{${CLAIM_CODE_DIGITS}}$`), CODE_WRONG),
      ),
    }),
    z.object({ intent: z.literal(CLAIM_INTENTS.askAdmin) }),
  ],
  { error: UNKNOWN_ACTION },
);
export type ClaimActionInput = z.output<typeof claimActionSchema>;

export const moderationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(MODERATION_INTENTS.approveChange),
      changeId: idOf(UNKNOWN_ACTION),
      /** The version the admin was shown (`PendingItem.version`): approval publishes that one or nothing. */
      version: formText().pipe(z.string().regex(/^[0-9a-f]{64}$/, LISTING_CHANGED)),
    }),
    z.object({
      intent: z.literal(MODERATION_INTENTS.rejectChange),
      changeId: idOf(UNKNOWN_ACTION),
      reason: formText("multi-line").pipe(z.string().trim().min(1, REASON_REQUIRED).max(2000)),
    }),
    z.object({ intent: z.literal(MODERATION_INTENTS.approveClaim), claimId: idOf(UNKNOWN_ACTION) }),
    z.object({ intent: z.literal(MODERATION_INTENTS.rejectClaim), claimId: idOf(UNKNOWN_ACTION) }),
    z.object({
      intent: z.literal(MODERATION_INTENTS.grantTier),
      businessId: businessIdSchema,
      listingTier: z.enum(LISTING_TIERS, { error: UNKNOWN_ACTION }),
    }),
    z.object({ intent: z.literal(MODERATION_INTENTS.revokeTier), businessId: businessIdSchema }),
  ],
  { error: UNKNOWN_ACTION },
);
export type ModerationActionInput = z.output<typeof moderationActionSchema>;

/** A route's path parameter, or the not-found page: a malformed key or token names nothing. */
function paramOr404<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  message: string,
): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw data(message, { status: 404 });
  return parsed.data;
}

export const claimKeyOf = (params: { businessKey?: string }) =>
  paramOr404(routeKeySchema, params.businessKey, BUSINESS_NOT_FOUND);
export const inviteTokenOf = (params: { token?: string }) =>
  paramOr404(z.string().regex(/^[A-Za-z0-9_-]{20,64}$/), params.token, INVITE_INVALID);
