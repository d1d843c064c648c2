// The result count and the listing cards, or the spec's empty state.

import { PREMIUM_TIER } from "../directory.constants";
import { NO_BUSINESSES_FOUND, RESULTS_HEADING, resultCount } from "../directory.copy";
import type { DirectoryListing } from "../directory.server";
import { BusinessCard } from "./business-card";

export function DirectoryResults({
  listings,
  locationKey,
}: {
  listings: DirectoryListing[];
  locationKey: string | null;
}) {
  return (
    <section aria-labelledby="directory-results-heading" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="directory-results-heading" className="text-xl font-semibold">
          {RESULTS_HEADING}
        </h2>
        <p role="status" className="text-sm text-slate-700">
          {resultCount(listings.length)}
        </p>
      </div>
      {listings.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
          {NO_BUSINESSES_FOUND}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {listings.map((listing) => (
            <li
              key={listing.id}
              className={listing.listingTier === PREMIUM_TIER ? "sm:col-span-2 lg:col-span-3" : undefined}
            >
              <BusinessCard listing={listing} locationKey={locationKey} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
