// Which tier a plan buys and which fields each tier lets an owner edit (issue #20).
import {
  BASIC_TIER,
  type ListingTier,
  PREMIUM_TIER,
  STANDARD_TIER,
} from "~/features/directory/directory.schema";
import type { OwnerField, PaidPlan } from "./my-business.constants";

export { BASIC_TIER };
export const PLAN_TIER: Record<PaidPlan, ListingTier> = { standard: STANDARD_TIER, premium: PREMIUM_TIER };

const BASIC_FIELDS: OwnerField[] = ["businessCategory", "streetAddress", "postalCode"];
const STANDARD_FIELDS: OwnerField[] = [
  ...BASIC_FIELDS,
  "telephone",
  "email",
  "website",
  "description",
  "hours",
];
export const TIER_FIELDS: Record<ListingTier, readonly OwnerField[]> = {
  [BASIC_TIER]: BASIC_FIELDS,
  [STANDARD_TIER]: STANDARD_FIELDS,
  [PREMIUM_TIER]: [...STANDARD_FIELDS, "imageUrl"],
};
