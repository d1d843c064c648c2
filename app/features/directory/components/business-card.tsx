// The three listing cards of spec 000 section 2: premium (Tier 1), standard (Tier 2) and basic (Tier 3).
import { useId } from "react";
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { BASIC_TIER, PREMIUM_TIER } from "../directory.constants";
import { businessCityLabel, callLabel, EMAIL, VIEW_FULL_DETAILS, WEBSITE } from "../directory.copy";
import { businessPath, emailHref, normalizeWebsiteUrl, telephoneHref } from "../directory.links";
import type { DirectoryListing } from "../directory.server";
import { BusinessImage } from "./business-image";
import { CategoryLabel } from "./category-label";

type CardProps = { listing: DirectoryListing; locationKey: string | null };

/** In the all-cities directory a card names its city; under one city's path the page already does. */
function CityLine({ listing, locationKey }: CardProps) {
  if (locationKey !== null) return null;
  return <p className="text-sm text-slate-600">{businessCityLabel(listing.city)}</p>;
}

export function BusinessCard({ listing, locationKey }: CardProps) {
  if (listing.listingTier === PREMIUM_TIER)
    return <PremiumCard listing={listing} locationKey={locationKey} />;
  if (listing.listingTier === BASIC_TIER) return <BasicCard listing={listing} locationKey={locationKey} />;
  return <StandardCard listing={listing} locationKey={locationKey} />;
}

function PremiumCard({ listing, locationKey }: CardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-tier={listing.listingTier}
      className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-amber-400 bg-white shadow-md sm:flex-row"
    >
      <BusinessImage
        imageUrl={listing.imageUrl}
        name={listing.name}
        className="aspect-[16/9] w-full sm:aspect-auto sm:w-2/5 sm:min-h-56"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {listing.name}
        </h3>
        <CategoryLabel category={listing.category} />
        <CityLine listing={listing} locationKey={locationKey} />
        {listing.description ? <p className="text-slate-700">{listing.description}</p> : null}
        <div className="mt-auto pt-3">
          <Link
            to={businessPath(listing.businessKey, locationKey)}
            aria-describedby={headingId}
            className={buttonClasses("primary", "md")}
          >
            {VIEW_FULL_DETAILS}
          </Link>
        </div>
      </div>
    </article>
  );
}

function StandardCard({ listing, locationKey }: CardProps) {
  const headingId = useId();
  const tel = telephoneHref(listing.telephone);
  const website = normalizeWebsiteUrl(listing.website);
  const mailto = emailHref(listing.email);
  return (
    <article
      aria-labelledby={headingId}
      data-tier={listing.listingTier}
      className="flex flex-col gap-2 h-full rounded-xl border border-slate-300 bg-white p-5 shadow-sm"
    >
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {listing.name}
      </h3>
      <CategoryLabel category={listing.category} />
      <CityLine listing={listing} locationKey={locationKey} />
      {listing.description ? <p className="text-slate-700">{listing.description}</p> : null}
      {tel || website || mailto ? (
        <ul className="mt-auto flex flex-wrap gap-2 pt-3">
          {tel && listing.telephone ? (
            <li>
              <a href={tel} className={buttonClasses("outline", "sm")}>
                {callLabel(listing.telephone)}
              </a>
            </li>
          ) : null}
          {website ? (
            <li>
              <a
                href={website}
                target="_blank"
                rel="noopener noreferrer"
                aria-describedby={headingId}
                className={buttonClasses("outline", "sm")}
              >
                {WEBSITE}
              </a>
            </li>
          ) : null}
          {mailto ? (
            <li>
              <a href={mailto} aria-describedby={headingId} className={buttonClasses("outline", "sm")}>
                {EMAIL}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  );
}

function BasicCard({ listing, locationKey }: CardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-tier={listing.listingTier}
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {listing.name}
      </h3>
      <CategoryLabel category={listing.category} />
      <CityLine listing={listing} locationKey={locationKey} />
    </article>
  );
}
