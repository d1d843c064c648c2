// The admin side of the self-serve directory (issue #20): the pending queue, claims awaiting approval, tier grants.
import { expireGracePeriods, listTierSources, setTierByAdmin } from "./billing.server";
import { MODERATION_INTENTS } from "./my-business.constants";
import {
  CHANGE_APPROVED,
  CHANGE_REJECTED,
  CLAIM_APPROVED,
  CLAIM_REJECTED,
  TIER_GRANTED,
  TIER_REVOKED,
} from "./my-business.copy";
import type { ModerationActionInput } from "./my-business.schema";
import {
  approvePending,
  decideClaim,
  listOpenAdminClaims,
  listPendingItems,
  rejectPending,
} from "./my-business.server";
import { BASIC_TIER } from "./my-business.tiers";

/** The admin directory's extra data: the pending queue, open claims, and the listed listings' tier sources. */
export async function getModerationQueue(options: { listingIds: string[] }) {
  await expireGracePeriods();
  const [pending, claims, tierSources] = await Promise.all([
    listPendingItems(),
    listOpenAdminClaims(),
    listTierSources(options.listingIds),
  ]);
  return { pending, claims, tierSources };
}

/** One moderation action; the answer is the sentence the admin reads. */
export async function runModerationAction(input: ModerationActionInput): Promise<string> {
  switch (input.intent) {
    case MODERATION_INTENTS.approveChange:
      await approvePending({ id: input.changeId, version: input.version });
      return CHANGE_APPROVED;
    case MODERATION_INTENTS.rejectChange:
      await rejectPending({ id: input.changeId, reason: input.reason });
      return CHANGE_REJECTED;
    case MODERATION_INTENTS.approveClaim:
      await decideClaim({ claimId: input.claimId, approve: true });
      return CLAIM_APPROVED;
    case MODERATION_INTENTS.rejectClaim:
      await decideClaim({ claimId: input.claimId, approve: false });
      return CLAIM_REJECTED;
    case MODERATION_INTENTS.grantTier:
      await setTierByAdmin({ businessId: input.businessId, tier: input.listingTier });
      return TIER_GRANTED;
    case MODERATION_INTENTS.revokeTier:
      await setTierByAdmin({ businessId: input.businessId, tier: BASIC_TIER });
      return TIER_REVOKED;
  }
}
