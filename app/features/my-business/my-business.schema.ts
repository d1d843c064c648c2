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
import { LISTING_TIERS, routeKeySchema } from "~/features/directory/directory.schema";
import {
  CLAIM_CODE_DIGITS,
  CLAIM_INTENTS,
  MODERATION_INTENTS,
  MY_BUSINESS_INTENTS,
  PAID_PLANS,
} from "./my-business.constants";
import {
  BUSINESS_NOT_FOUND,
  CODE_WRONG,
  IMAGE_URL_INVALID,
  INVITE_INVALID,
  LOCAL_PART_INVALID,
  REASON_REQUIRED,
  UNKNOWN_ACTION,
} from "./my-business.copy";

const idOf = (message: string) => formText().pipe(z.uuid({ error: message }));

/** A member's new listing: the admin form's details and a city; it starts pending at Basic. */
export const newListingSchema = z.object({
  ...listingDetails,
  cityId: cityIdSchema,
  businessCategory: categoryIdSchema,
});
export type NewListingInput = z.output<typeof newListingSchema>;

/** Every field an owner may post; which of them the listing's tier allows is checked by the service. */
export const ownerEditSchema = z.object({
  intent: z.literal(MY_BUSINESS_INTENTS.edit, { error: UNKNOWN_ACTION }),
  businessId: businessIdSchema,
  businessCategory: categoryIdSchema.optional(),
  streetAddress: listingDetails.streetAddress.optional(),
  postalCode: listingDetails.postalCode.optional(),
  telephone: listingDetails.telephone.optional(),
  email: listingDetails.email.optional(),
  website: listingDetails.website.optional(),
  description: listingDetails.description.optional(),
  hours: optionalText("hours").optional(),
  imageUrl: optionalText("imageUrl")
    .refine((url) => url === null || /^https:\/\/[^\s]+$/i.test(url), { error: IMAGE_URL_INVALID })
    .optional(),
});
export type OwnerEditInput = z.output<typeof ownerEditSchema>;

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

export const myBusinessActionSchema = z.discriminatedUnion(
  "intent",
  [ownerEditSchema, inviteSchema, checkoutSchema, portalSchema],
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
    z.object({ intent: z.literal(MODERATION_INTENTS.approveChange), changeId: idOf(UNKNOWN_ACTION) }),
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
