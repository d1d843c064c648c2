// /admin/proto/business-directory-tiers: the mobile-width tier preview (spec 001 section 2). No gating.
import { Button } from "~/components/ui/button";
import { ProtoNav } from "~/features/showcase/components/proto-nav";
import { TierPreview } from "~/features/showcase/components/tier-preview";
import { SAMPLE_BUSINESSES } from "~/features/showcase/sample-businesses";
import { TIER_PREVIEW_BUSINESS_COUNT } from "~/features/showcase/showcase.constants";
import {
  LOAD_MORE,
  MORE_LOCAL_BUSINESSES,
  TIER_PREVIEW_LEAD,
  TIER_PREVIEW_META_TITLE,
  TIER_PREVIEW_SEARCH_LABEL,
  TIER_PREVIEW_SEARCH_PLACEHOLDER,
  TIER_PREVIEW_TITLE,
} from "~/features/showcase/showcase.copy";
import type { Route } from "./+types/proto.business-directory-tiers";

export const meta: Route.MetaFunction = () => [
  { title: TIER_PREVIEW_META_TITLE },
  { name: "robots", content: "noindex" },
];

const PREVIEW_BUSINESSES = SAMPLE_BUSINESSES.slice(0, TIER_PREVIEW_BUSINESS_COUNT);

export default function BusinessDirectoryTiersPage() {
  return (
    <>
      <ProtoNav current="tierPreview" />
      <main id="main" className="mx-auto w-full max-w-[400px] px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{TIER_PREVIEW_TITLE}</h1>
        <p className="mt-1 text-slate-700">{TIER_PREVIEW_LEAD}</p>
        {/* A prototype search box: it is not wired to anything (spec 001 section 2). */}
        <div className="mt-4">
          <label htmlFor="tier-preview-search" className="sr-only">
            {TIER_PREVIEW_SEARCH_LABEL}
          </label>
          <input
            id="tier-preview-search"
            type="search"
            placeholder={TIER_PREVIEW_SEARCH_PLACEHOLDER}
            className="block w-full rounded-full border border-slate-400 bg-white px-4 py-2 text-sm"
          />
        </div>
        <div className="mt-4">
          <TierPreview businesses={PREVIEW_BUSINESSES} />
        </div>
        <div className="mt-6 text-center">
          <p className="text-sm text-slate-700">{MORE_LOCAL_BUSINESSES}</p>
          {/* Load More does nothing in the prototype (spec 001 section 2). */}
          <Button variant="outline" className="mt-2 w-full">
            {LOAD_MORE}
          </Button>
        </div>
      </main>
    </>
  );
}
