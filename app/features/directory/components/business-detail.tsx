// One business: hero, Premium badge, category, about text, map from the address, the meetings that named it,
// contact details and actions.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CLAIM_THIS_LISTING, claimPath, websiteClickPath } from "~/features/my-business/my-business.browser";
import type { BusinessMention } from "../business-mentions.server";
import { PREMIUM_TIER } from "../directory.constants";
import {
  ABOUT_HEADING,
  ADDRESS_LABEL,
  BACK_TO_DIRECTORY,
  backToCityDirectory,
  CALL,
  CONTACT_HEADING,
  EMAIL_LABEL,
  LOCATION_HEADING,
  mapTitle,
  NO_ADDRESS_AVAILABLE,
  NO_DESCRIPTION,
  NOT_PROVIDED,
  OPEN_MAP,
  PHONE_LABEL,
  PREMIUM_BADGE,
  VISIT_WEBSITE,
  WEBSITE_LABEL,
} from "../directory.copy";
import {
  directoryPath,
  emailHref,
  fullAddress,
  mapEmbedUrl,
  mapLinkUrl,
  normalizeWebsiteUrl,
  telephoneHref,
  websiteLabel,
} from "../directory.links";
import type { DirectoryListing } from "../directory.server";
import { BusinessImage } from "./business-image";
import { BusinessMentions } from "./business-mentions";
import { categoryText } from "./category-label";

export function BusinessDetail({
  business,
  mentions,
  underCityPath,
}: {
  business: DirectoryListing;
  mentions: readonly BusinessMention[];
  underCityPath: boolean;
}) {
  const address = fullAddress({
    streetAddress: business.streetAddress,
    postalCode: business.postalCode,
    cityName: business.city.name,
    state: business.city.state,
  });
  const tel = telephoneHref(business.telephone);
  const website = normalizeWebsiteUrl(business.website);
  const mailto = emailHref(business.email);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-6">
      <nav aria-label="Breadcrumb">
        <Link
          to={directoryPath(underCityPath ? business.city.locationKey : null)}
          className="text-sm font-medium text-teal-800 underline-offset-2 hover:underline"
        >
          <span aria-hidden="true">← </span>
          {underCityPath ? backToCityDirectory(business.city) : BACK_TO_DIRECTORY}
        </Link>
      </nav>
      <BusinessImage
        imageUrl={business.imageUrl}
        name={business.name}
        className="mt-4 aspect-[16/9] max-h-96 w-full rounded-xl sm:aspect-[21/9]"
      />
      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{business.name}</h1>
          {business.listingTier === PREMIUM_TIER ? (
            <span className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-300">
              {PREMIUM_BADGE}
            </span>
          ) : null}
        </div>
        <p className="mt-1 font-medium text-teal-800">{categoryText(business.category)}</p>
        <p className="text-sm text-slate-600">
          {business.city.name}, {business.city.state}
        </p>
        {tel || website ? (
          <div className="mt-4 flex flex-wrap gap-3">
            {tel ? (
              <a href={tel} className={buttonClasses("primary", "lg")}>
                {CALL}
              </a>
            ) : null}
            {website ? (
              <a
                href={websiteClickPath(business.businessKey)}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("outline", "lg")}
              >
                {VISIT_WEBSITE}
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="mt-4 text-sm">
          <a href={claimPath(business.businessKey)} className="font-medium text-teal-800 underline">
            {CLAIM_THIS_LISTING}
          </a>
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-8">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-xl font-semibold">
              {ABOUT_HEADING}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">
              {business.description || NO_DESCRIPTION}
            </p>
          </section>
          <section aria-labelledby="location-heading">
            <h2 id="location-heading" className="text-xl font-semibold">
              {LOCATION_HEADING}
            </h2>
            {address ? (
              <>
                <iframe
                  title={mapTitle(business.name)}
                  src={mapEmbedUrl(address)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                  className="mt-3 aspect-[4/3] w-full rounded-xl border border-slate-200 bg-slate-100 sm:aspect-[16/9]"
                />
                <a
                  href={mapLinkUrl(address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm font-medium text-teal-800 underline"
                >
                  {OPEN_MAP}
                </a>
              </>
            ) : (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
                {NO_ADDRESS_AVAILABLE}
              </p>
            )}
          </section>
          <BusinessMentions mentions={mentions} />
        </div>
        <section aria-labelledby="contact-heading" className="h-fit rounded-xl border border-slate-200 p-5">
          <h2 id="contact-heading" className="text-xl font-semibold">
            {CONTACT_HEADING}
          </h2>
          <dl className="mt-3 flex flex-col gap-3 text-sm">
            <div>
              <dt className="font-semibold text-slate-900">{ADDRESS_LABEL}</dt>
              <dd className="text-slate-700">{address ?? NO_ADDRESS_AVAILABLE}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{PHONE_LABEL}</dt>
              <dd className="text-slate-700">
                {tel && business.telephone ? (
                  <a href={tel} className="text-teal-800 underline">
                    {business.telephone}
                  </a>
                ) : (
                  (business.telephone ?? NOT_PROVIDED)
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{EMAIL_LABEL}</dt>
              <dd className="break-all text-slate-700">
                {mailto && business.email ? (
                  <a href={mailto} className="text-teal-800 underline">
                    {business.email.trim()}
                  </a>
                ) : (
                  (business.email ?? NOT_PROVIDED)
                )}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{WEBSITE_LABEL}</dt>
              <dd className="break-all text-slate-700">
                {website ? (
                  <a
                    href={website}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="text-teal-800 underline"
                  >
                    {websiteLabel(website)}
                  </a>
                ) : (
                  (business.website ?? NOT_PROVIDED)
                )}
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </main>
  );
}
