// /admin/proto/pricing and /proto/pricing: the pricing prototype with live card previews (spec 001 sections 2, 9).
import { Link } from "react-router";
import { paymentsEnabled } from "~/features/my-business/billing.server";
import { BuyPlans } from "~/features/my-business/components/buy-plans";
import { PricingPlans } from "~/features/showcase/components/pricing-plans";
import { ProtoNav } from "~/features/showcase/components/proto-nav";
import { PRICING_PREVIEW_BUSINESS } from "~/features/showcase/sample-businesses";
import { PROTO_PATHS } from "~/features/showcase/showcase.constants";
import {
  BACK_TO_DIRECTORY,
  PRICING_LEAD,
  PRICING_META_TITLE,
  PRICING_TITLE,
} from "~/features/showcase/showcase.copy";
import type { Route } from "./+types/proto.pricing";

export const meta: Route.MetaFunction = () => [
  { title: PRICING_META_TITLE },
  { name: "robots", content: "noindex" },
];

/** Whether the plans can be bought here (issue #20): without a Stripe key they lead to the contact form. */
export function loader() {
  return { paymentsEnabled: paymentsEnabled() };
}

export default function ProtoPricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ProtoNav current="pricing" />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {/* The spec's link: /proto/business-directory, not the registered /admin/proto path (both answer). */}
        <Link
          to={PROTO_PATHS.directoryLink}
          className="text-sm font-semibold text-teal-800 underline underline-offset-2"
        >
          <span aria-hidden="true">← </span>
          {BACK_TO_DIRECTORY}
        </Link>
        <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{PRICING_TITLE}</h1>
        <p className="mt-1 text-slate-700">{PRICING_LEAD}</p>
        <div className="mt-8">
          <PricingPlans preview={PRICING_PREVIEW_BUSINESS} />
        </div>
        <BuyPlans paymentsEnabled={loaderData.paymentsEnabled} />
      </main>
    </>
  );
}
