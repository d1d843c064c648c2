// The tier badge: yellow for Tier 1, blue for Tier 2, gray for Tier 3 (spec 001 section 9), dark text for AA contrast.
import type { ProtoTierNumber } from "../showcase.constants";
import { tierLabel } from "../showcase.copy";

const BADGE_CLASSES: Record<ProtoTierNumber, string> = {
  1: "bg-yellow-100 text-yellow-900 ring-yellow-300",
  2: "bg-blue-100 text-blue-900 ring-blue-300",
  3: "bg-gray-200 text-gray-900 ring-gray-400",
};

export function TierBadge({ tier }: { tier: ProtoTierNumber }) {
  return (
    <span
      data-tier-badge={tier}
      className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${BADGE_CLASSES[tier]}`}
    >
      {tierLabel(tier)}
    </span>
  );
}
