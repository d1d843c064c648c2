// One listing in the admin grid: its picture, name, city, tier and category, with Preview and Edit.
import { type ReactNode, useId } from "react";
import { Button } from "~/components/ui/button";
import { BusinessImage } from "~/features/directory/components/business-image";
import { CategoryLabel } from "~/features/directory/components/category-label";
import type { ListingTier } from "~/features/directory/directory.schema";
import type { DirectoryListing } from "~/features/directory/directory.server";
import { TierBadge } from "~/features/showcase/components/tier-badge";
import type { ProtoTierNumber } from "~/features/showcase/showcase.schema";
import { DELETE, EDIT, PREVIEW } from "../admin-directory.copy";

/** "Tier 2" -> 2, for the badge the prototypes use: yellow, blue, gray (spec 001 section 9). */
function tierNumber(tier: ListingTier): ProtoTierNumber {
  return Number(tier.slice(-1)) as ProtoTierNumber;
}

export function AdminBusinessCard({
  listing,
  onPreview,
  onEdit,
  onDelete,
  children,
}: {
  listing: DirectoryListing;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** More about the listing (issue #20: where its tier came from, grant and revoke). */
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <BusinessImage imageUrl={listing.imageUrl} name={listing.name} className="aspect-[16/9] w-full" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {listing.name}
          </h3>
          <TierBadge tier={tierNumber(listing.listingTier)} />
        </div>
        <p className="text-sm text-slate-600">
          {listing.city.name}, {listing.city.state}
        </p>
        <CategoryLabel category={listing.category} />
        {children}
        <div className="mt-auto flex gap-2 pt-3">
          <Button variant="outline" size="sm" onClick={onPreview} aria-describedby={headingId}>
            {PREVIEW}
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit} aria-describedby={headingId}>
            {EDIT}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            aria-describedby={headingId}
            className="ml-auto text-red-700 hover:bg-red-50 hover:text-red-800"
          >
            {DELETE}
          </Button>
        </div>
      </div>
    </article>
  );
}
