// The pricing prototype's three plans, each with a live preview of its card style.
import { ButtonLink } from "~/components/ui/button";
import type { SampleBusiness } from "../sample-businesses";
import {
  BASIC_MONTHLY_PRICE_USD,
  FEATURED_MONTHLY_PRICE_USD,
  PLAN_CONTACT_PATH,
  PROTO_TIER_KEYS,
  type ProtoTierKey,
  TIER_NUMBER_BY_KEY,
} from "../showcase.constants";
import {
  CONTACT_US,
  CUSTOM_PRICING,
  GET_STARTED,
  LIVE_PREVIEW,
  MOST_POPULAR,
  PLAN_FEATURES,
  PLAN_FEATURES_LABEL,
  pricePerMonth,
  TIER_DESCRIPTIONS,
  TIER_NAMES,
} from "../showcase.copy";
import { ProtoBusinessCard } from "./proto-business-card";
import { TierBadge } from "./tier-badge";

/** The pricing page's price line: Premium is "Contact Us" with custom pricing here (spec 001 section 9). */
const PLAN_PRICE: Record<ProtoTierKey, string> = {
  basic: pricePerMonth(BASIC_MONTHLY_PRICE_USD),
  featured: pricePerMonth(FEATURED_MONTHLY_PRICE_USD),
  premium: CONTACT_US,
};

/** `preview` is shown in every plan's style, so the plans compare side by side. */
export function PricingPlans({ preview }: { preview: SampleBusiness }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {PROTO_TIER_KEYS.map((tier) => (
        <li key={tier}>
          <PlanCard tier={tier} preview={preview} />
        </li>
      ))}
    </ul>
  );
}

function PlanCard({ tier, preview }: { tier: ProtoTierKey; preview: SampleBusiness }) {
  const popular = tier === "featured";
  const headingId = `plan-${tier}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-xl border bg-white p-5 ${
        popular ? "border-2 border-teal-700 shadow-lg" : "border-slate-300"
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-bold text-slate-900">
          {TIER_NAMES[tier]}
        </h2>
        <div className="flex items-center gap-2">
          {popular ? (
            <span className="rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white">
              {MOST_POPULAR}
            </span>
          ) : null}
          <TierBadge tier={TIER_NUMBER_BY_KEY[tier]} />
        </div>
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{PLAN_PRICE[tier]}</p>
      {tier === "premium" ? <p className="text-sm font-medium text-slate-700">{CUSTOM_PRICING}</p> : null}
      <p className="mt-2 text-sm text-slate-700">{TIER_DESCRIPTIONS[tier]}</p>
      <ul
        aria-label={PLAN_FEATURES_LABEL(TIER_NAMES[tier])}
        className="mt-4 space-y-1.5 text-sm text-slate-800"
      >
        {PLAN_FEATURES[tier].map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="font-bold text-teal-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink
        to={PLAN_CONTACT_PATH}
        variant={popular ? "primary" : "outline"}
        className="mt-5 w-full"
        aria-describedby={headingId}
      >
        {tier === "premium" ? CONTACT_US : GET_STARTED}
      </ButtonLink>
      <div className="mt-6">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{LIVE_PREVIEW}</h3>
        <div className="mt-2">
          <ProtoBusinessCard business={preview} tier={tier} headingLevel={4} />
        </div>
      </div>
    </section>
  );
}
