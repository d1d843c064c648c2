// A sample business as a card in one tier's style: Basic (Tier 1), Featured (Tier 2) or Premium (Tier 3).
import { useId, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { visibleServices } from "../proto-directory";
import type { SampleBusiness } from "../sample-businesses";
import {
  FEATURED_CARD_SERVICE_COUNT,
  type ProtoTierKey,
  TIER_KEY_BY_NUMBER,
  TIER_NUMBER_BY_KEY,
} from "../showcase.constants";
import {
  CARD_CALL,
  CARD_EMAIL,
  CARD_WEBSITE,
  callLabel,
  DETAIL_ADDRESS,
  DETAIL_EMAIL,
  DETAIL_ESTABLISHED,
  DETAIL_OWNER,
  DETAIL_PHONE,
  DETAIL_WEBSITE,
  emailLabel,
  HIDE_FULL_DETAILS,
  moreServices,
  ownerLine,
  photoAlt,
  SERVICES_LABEL,
  VIEW_FULL_DETAILS,
  websiteLabel,
} from "../showcase.copy";
import { TierBadge } from "./tier-badge";

type HeadingLevel = 2 | 3 | 4;
type CardProps = { business: SampleBusiness; headingLevel?: HeadingLevel };

/** `tier` overrides the business's own tier, so one business can be previewed in every style. */
export function ProtoBusinessCard({ business, tier, headingLevel = 2 }: CardProps & { tier?: ProtoTierKey }) {
  const style = tier ?? TIER_KEY_BY_NUMBER[business.tier];
  if (style === "premium") return <PremiumCard business={business} headingLevel={headingLevel} />;
  if (style === "featured") return <FeaturedCard business={business} headingLevel={headingLevel} />;
  return <BasicCard business={business} headingLevel={headingLevel} />;
}

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, "")}`;

function Heading({ level, id, children }: { level: HeadingLevel; id: string; children: string }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className="text-lg font-bold leading-snug text-slate-900">
      {children}
    </Tag>
  );
}

function BasicCard({ business, headingLevel = 2 }: CardProps) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      data-card-style="basic"
      className="flex h-full flex-col gap-1.5 rounded-lg border border-slate-300 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <Heading level={headingLevel} id={headingId}>
          {business.name}
        </Heading>
        <TierBadge tier={TIER_NUMBER_BY_KEY.basic} />
      </div>
      <p className="text-sm font-medium text-slate-700">{business.category}</p>
      <p className="text-sm text-slate-700">{business.address}</p>
      <a
        href={telHref(business.phone)}
        className="text-sm font-semibold text-teal-800 underline underline-offset-2"
      >
        {business.phone}
      </a>
    </article>
  );
}

function ContactActions({ business }: { business: SampleBusiness }) {
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={telHref(business.phone)}
        aria-label={callLabel(business.name)}
        className={buttonClasses("primary", "sm")}
      >
        {CARD_CALL}
      </a>
      <a
        href={`mailto:${business.email}`}
        aria-label={emailLabel(business.name)}
        className={buttonClasses("outline", "sm")}
      >
        {CARD_EMAIL}
      </a>
      <a
        href={business.website}
        aria-label={websiteLabel(business.name)}
        rel="noopener noreferrer"
        className={buttonClasses("outline", "sm")}
      >
        {CARD_WEBSITE}
      </a>
    </div>
  );
}

function FeaturedCard({ business, headingLevel = 2 }: CardProps) {
  const headingId = useId();
  const services = visibleServices(business.services, FEATURED_CARD_SERVICE_COUNT);
  return (
    <article
      aria-labelledby={headingId}
      data-card-style="featured"
      className="flex h-full flex-col gap-3 rounded-lg border-2 border-blue-500 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <img src={business.logo} alt="" width={56} height={56} className="h-14 w-14 shrink-0 rounded-md" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <Heading level={headingLevel} id={headingId}>
              {business.name}
            </Heading>
            <TierBadge tier={TIER_NUMBER_BY_KEY.featured} />
          </div>
          <p className="text-sm font-medium text-slate-700">{business.category}</p>
        </div>
      </div>
      <p className="text-sm italic text-slate-700">{business.tagline}</p>
      <p className="text-sm text-slate-800">{business.description}</p>
      <ul aria-label={SERVICES_LABEL} className="flex flex-wrap gap-1.5">
        {services.shown.map((service) => (
          <li
            key={service}
            className="rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-medium text-blue-900"
          >
            {service}
          </li>
        ))}
        {services.hidden > 0 ? (
          <li className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
            {moreServices(services.hidden)}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto pt-1">
        <ContactActions business={business} />
      </div>
    </article>
  );
}

function PremiumCard({ business, headingLevel = 2 }: CardProps) {
  const headingId = useId();
  const detailsId = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <article
      aria-labelledby={headingId}
      data-card-style="premium"
      className="flex h-full flex-col overflow-hidden rounded-xl border-2 border-amber-500 bg-white shadow-lg"
    >
      <img
        src={business.photo}
        alt={photoAlt(business.name)}
        width={320}
        height={180}
        className="aspect-[16/9] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          <img
            src={business.logo}
            alt=""
            width={48}
            height={48}
            className="-mt-10 h-12 w-12 shrink-0 rounded-md ring-4 ring-white"
          />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Heading level={headingLevel} id={headingId}>
                {business.name}
              </Heading>
              <TierBadge tier={TIER_NUMBER_BY_KEY.premium} />
            </div>
            <p className="text-sm font-medium text-slate-700">{business.category}</p>
          </div>
        </div>
        <p className="font-medium text-slate-900">{business.tagline}</p>
        <p className="text-sm text-slate-700">{ownerLine(business.owner, business.yearEstablished)}</p>
        <p className="text-sm text-slate-800">{business.description}</p>
        <ul aria-label={SERVICES_LABEL} className="flex flex-wrap gap-1.5">
          {business.services.map((service) => (
            <li
              key={service}
              className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-950"
            >
              {service}
            </li>
          ))}
        </ul>
        <ContactActions business={business} />
        <div className="mt-auto pt-1">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={detailsId}
            aria-describedby={headingId}
            onClick={() => setExpanded((open) => !open)}
            className={buttonClasses("secondary", "md", "w-full")}
          >
            {expanded ? HIDE_FULL_DETAILS : VIEW_FULL_DETAILS}
          </button>
          <dl
            id={detailsId}
            hidden={!expanded}
            className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm"
          >
            <dt className="font-semibold text-slate-900">{DETAIL_OWNER}</dt>
            <dd className="text-slate-800">{business.owner}</dd>
            <dt className="font-semibold text-slate-900">{DETAIL_ESTABLISHED}</dt>
            <dd className="text-slate-800">{business.yearEstablished}</dd>
            <dt className="font-semibold text-slate-900">{DETAIL_ADDRESS}</dt>
            <dd className="text-slate-800">{business.address}</dd>
            <dt className="font-semibold text-slate-900">{DETAIL_PHONE}</dt>
            <dd className="text-slate-800">{business.phone}</dd>
            <dt className="font-semibold text-slate-900">{DETAIL_EMAIL}</dt>
            <dd className="break-all text-slate-800">{business.email}</dd>
            <dt className="font-semibold text-slate-900">{DETAIL_WEBSITE}</dt>
            <dd className="break-all text-slate-800">{business.website}</dd>
          </dl>
        </div>
      </div>
    </article>
  );
}
