// The tier preview: one sample business at a time, shown in the chosen tier's card style, wrapping at both ends.
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { stepIndex } from "../proto-directory";
import type { SampleBusiness } from "../sample-businesses";
import { type ProtoTierKey, TIER_NUMBER_BY_KEY, TIER_PREVIEW_PRICE_USD } from "../showcase.constants";
import {
  businessPosition,
  NEXT,
  NEXT_LABEL,
  PREVIOUS,
  PREVIOUS_LABEL,
  pricePerMonth,
  TIER_DESCRIPTIONS,
  TIER_NAMES,
} from "../showcase.copy";
import { ProtoBusinessCard } from "./proto-business-card";
import { TierBadge } from "./tier-badge";
import { TierSwitch } from "./tier-switch";

export function TierPreview({ businesses }: { businesses: readonly SampleBusiness[] }) {
  const [tier, setTier] = useState<ProtoTierKey>("basic");
  const [index, setIndex] = useState(0);
  const business = businesses[index];
  if (!business) return null;
  return (
    <div className="space-y-4">
      <TierSwitch value={tier} onChange={setTier} />
      <section aria-labelledby="tier-heading" className="rounded-lg bg-slate-50 p-3">
        <h2 id="tier-heading" className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
          <span>
            {TIER_NAMES[tier]} · {pricePerMonth(TIER_PREVIEW_PRICE_USD[tier])}
          </span>
          <TierBadge tier={TIER_NUMBER_BY_KEY[tier]} />
        </h2>
        <p className="mt-1 text-sm text-slate-700">{TIER_DESCRIPTIONS[tier]}</p>
      </section>
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          aria-label={PREVIOUS_LABEL}
          onClick={() => setIndex((current) => stepIndex(current, -1, businesses.length))}
        >
          {PREVIOUS}
        </Button>
        <p aria-live="polite" className="text-sm text-slate-700">
          {businessPosition(index + 1, businesses.length)}
        </p>
        <Button
          variant="outline"
          aria-label={NEXT_LABEL}
          onClick={() => setIndex((current) => stepIndex(current, 1, businesses.length))}
        >
          {NEXT}
        </Button>
      </div>
      <ProtoBusinessCard key={business.name} business={business} tier={tier} headingLevel={3} />
    </div>
  );
}
