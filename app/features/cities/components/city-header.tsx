// The sticky city bar and the banner in the city's colours (spec 000 section 2, "City header").
import { Form, Link } from "react-router";
import {
  BANNER_DEFAULT_PRIMARY_COLOR,
  BANNER_DEFAULT_SECONDARY_COLOR,
} from "~/features/cities/cities.constants";
import { CityStatusNotice } from "~/features/cities/components/city-status-notice";
import { AccountMenu, type MenuItem } from "~/features/shell/components/account-menu";
import { LogoMark } from "~/features/shell/components/logo";
import { SiteNav } from "~/features/shell/components/site-nav";
import { PRODUCT_NAME } from "~/lib/product";
import type { Viewer } from "~/lib/viewer";

const CITY_HEADER_MENU: MenuItem[] = [
  { label: "Profile", to: "/profile" },
  { label: "Admin", to: "/admin", adminOnly: true },
];

export type CityHeaderCity = {
  name: string;
  /** A city that is not Live says so under its banner (ADR 0024). */
  status: string;
  state: string;
  locationKey: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  imageUrl: string | null;
  icon: string | null;
  tagLine: string | null;
};

/** An icon may be an identifier (an emoji or short text) or the URL of an image. */
function CityIcon({ icon }: { icon: string }) {
  if (/^(https?:\/\/|\/)/.test(icon))
    return <img src={icon} alt="" className="h-12 w-12 rounded-full bg-white/80 p-1" />;
  return (
    <span aria-hidden="true" className="text-4xl">
      {icon}
    </span>
  );
}

export function CityHeader({
  city,
  viewer,
  onMeetingPage = false,
  nameIsPageHeading = true,
}: {
  city: CityHeaderCity;
  viewer: Viewer | null;
  onMeetingPage?: boolean;
  /** The city page's own heading is the city name; pages with a heading of their own pass false. */
  nameIsPageHeading?: boolean;
}) {
  const CityName = nameIsPageHeading ? "h1" : "p";
  const primary = city.primaryColor || BANNER_DEFAULT_PRIMARY_COLOR;
  const secondary = city.secondaryColor || BANNER_DEFAULT_SECONDARY_COLOR;
  return (
    <>
      <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2">
          <Link
            to={onMeetingPage ? `/city/${city.locationKey}` : "/"}
            className="flex shrink-0 items-center gap-2 font-bold text-slate-900"
          >
            {onMeetingPage ? <span aria-hidden="true">←</span> : null}
            <LogoMark />
            <span className="hidden sm:inline">{onMeetingPage ? city.name : PRODUCT_NAME}</span>
            <span className="sr-only sm:hidden">{onMeetingPage ? city.name : PRODUCT_NAME}</span>
          </Link>
          <Form
            method="get"
            action={`/city/${city.locationKey}/search`}
            role="search"
            className="ml-auto min-w-0 flex-1 sm:max-w-sm"
          >
            <label htmlFor="city-header-search" className="sr-only">
              Search meetings
            </label>
            <input
              id="city-header-search"
              name="q"
              type="search"
              placeholder="Search meetings"
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </Form>
          <SiteNav
            locationKey={city.locationKey}
            withSearch={false}
            className="order-last w-full md:order-none md:w-auto"
          />
          <AccountMenu
            viewer={viewer}
            items={CITY_HEADER_MENU}
            signOutLabel="Sign out"
            signOutRedirect={`/city/${city.locationKey}`}
          />
        </div>
      </div>
      <section
        aria-label={`${city.name} banner`}
        className="relative overflow-hidden text-white"
        style={{ backgroundImage: `linear-gradient(120deg, ${primary}, ${secondary})` }}
      >
        {city.imageUrl ? (
          // A faint backdrop behind the banner's colours: low priority, so React does not preload it in the head
          // ahead of the stylesheet the first paint waits for (ADR 0038).
          <img
            src={city.imageUrl}
            alt=""
            fetchPriority="low"
            className="absolute inset-0 h-full w-full object-cover opacity-25"
          />
        ) : null}
        <div className="relative mx-auto flex max-w-6xl items-center gap-4 px-4 py-10">
          {city.icon ? <CityIcon icon={city.icon} /> : null}
          <div>
            <CityName className="text-3xl font-bold drop-shadow-sm sm:text-4xl">
              {city.name}, {city.state}
            </CityName>
            {city.tagLine ? (
              <p className="mt-1 text-lg text-white/95 drop-shadow-sm">{city.tagLine}</p>
            ) : null}
          </div>
        </div>
      </section>
      <CityStatusNotice status={city.status} />
    </>
  );
}
