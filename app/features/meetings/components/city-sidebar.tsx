// The city page's sidebar: About (description), Quick Info (state, county, website) and Statistics.
import { Link } from "react-router";
import { directoryPath } from "~/lib/directory-path";
import {
  ABOUT_HEADING,
  COUNCIL_VIDEOS_LABEL,
  COUNTY_LABEL,
  CURRENTLY_SHOWING_LABEL,
  cityBusinessesLink,
  LOCAL_BUSINESSES_HEADING,
  QUICK_INFO_HEADING,
  STATE_LABEL,
  STATISTICS_HEADING,
  WEBSITE_LABEL,
} from "../meetings.copy";

export type SidebarCity = {
  name: string;
  locationKey: string;
  state: string;
  county: string | null;
  description: string | null;
  domain: string | null;
};

/** A domain may be stored bare ("harborpointca.gov") or as a URL; links always get a scheme (spec 000 section 5). */
export function websiteHref(domain: string): string {
  return /^https?:\/\//i.test(domain) ? domain : `https://${domain}`;
}

export function websiteLabel(domain: string): string {
  return domain.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

function SidebarSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3 text-sm text-slate-700">{children}</div>
    </section>
  );
}

function InfoRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

export function CitySidebar({
  city,
  videoCount,
  shownCount,
}: {
  city: SidebarCity;
  /** Null when the videos could not be read: no number is better than a wrong one. */
  videoCount: number | null;
  shownCount: number;
}) {
  return (
    <aside className="flex flex-col gap-6" aria-label={`About ${city.name}`}>
      {city.description ? (
        <SidebarSection title={ABOUT_HEADING}>
          <p>{city.description}</p>
        </SidebarSection>
      ) : null}
      <SidebarSection title={QUICK_INFO_HEADING}>
        <dl className="divide-y divide-slate-100">
          <InfoRow label={STATE_LABEL}>{city.state}</InfoRow>
          {city.county ? <InfoRow label={COUNTY_LABEL}>{city.county}</InfoRow> : null}
          {city.domain ? (
            <InfoRow label={WEBSITE_LABEL}>
              <a
                href={websiteHref(city.domain)}
                rel="noopener noreferrer"
                target="_blank"
                className="text-teal-800 underline hover:text-teal-900"
              >
                {websiteLabel(city.domain)}
              </a>
            </InfoRow>
          ) : null}
        </dl>
      </SidebarSection>
      <SidebarSection title={LOCAL_BUSINESSES_HEADING}>
        <Link to={directoryPath(city.locationKey)} className="text-teal-800 underline hover:text-teal-900">
          {cityBusinessesLink(city.name)}
        </Link>
      </SidebarSection>
      <SidebarSection title={STATISTICS_HEADING}>
        <dl className="divide-y divide-slate-100">
          <InfoRow label={COUNCIL_VIDEOS_LABEL}>
            <span data-testid="council-video-count">{videoCount ?? "–"}</span>
          </InfoRow>
          <InfoRow label={CURRENTLY_SHOWING_LABEL}>
            <span data-testid="shown-video-count" data-shown-video-count>
              {shownCount}
            </span>
          </InfoRow>
        </dl>
      </SidebarSection>
    </aside>
  );
}
