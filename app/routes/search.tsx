// Video search: /search (all Live cities or ?city=) and /city/:locationKey/search (one city, with its header).
import { data, Link, useLocation } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { FEED_LINK, FOLLOW_SEARCH } from "~/features/alerts/alerts.copy";
import { FollowButton } from "~/features/alerts/components/follow-button";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { CityHeader } from "~/features/cities/components/city-header";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { SearchForm } from "~/features/search/components/search-form";
import { SearchResultList } from "~/features/search/components/search-result-list";
import {
  ENTER_SEARCH_TERM,
  NEXT_PAGE,
  noResultsFor,
  PREVIOUS_PAGE,
  RESULTS_PAGINATION,
  resultCountLabel,
  resultPageLabel,
  SEARCH_FAILED,
  SEARCH_PAGE_TITLE,
} from "~/features/search/search.copy";
import { searchPageQuerySchema } from "~/features/search/search.schema";
import { loadSearchPage } from "~/features/search/search.server";
import pageIsland from "~/features/search/search-page.island?worker&url";
import type { IslandHandle } from "~/features/shell/page-island";
import { BREADCRUMB_NAMES } from "~/features/shell/shell.copy";
import { CITY_HEADER_UNDER_CITY_PATH, type ShellHandle } from "~/features/shell/shell-handle";
import { isAppError } from "~/lib/app-error";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { parseLoaderInput } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { cityPath, meetingMomentPath, meetingPath } from "~/lib/meeting-paths";
import type { Route } from "./+types/search";

/** A visitor reads the results as HTML, never the app; its island enhances the form and Follow (ADR 0053). */
export const handle: ShellHandle & IslandHandle = { ...CITY_HEADER_UNDER_CITY_PATH, island: pageIsland };

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: CITY_NOT_FOUND }];
  const where = loaderData.city ? ` in ${loaderData.city.name}, ${loaderData.city.state}` : "";
  const title = loaderData.query
    ? `"${loaderData.query}"${where} | CivicLens search`
    : `Search${where} | CivicLens`;
  // Result pages change with every new meeting; search engines should index the meetings, not these lists.
  return [{ title }, { name: "robots", content: "noindex" }, jsonLdMeta(loaderData.structuredData)];
};

const STATUS_CODES = { idle: 200, results: 200, invalid: 400, failed: 500 } as const;

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const {
    q,
    city,
    sort,
    page: pageNumber,
  } = parseLoaderInput(searchPageQuerySchema, {
    q: url.searchParams.get("q") ?? undefined,
    city: url.searchParams.get("city") ?? undefined,
    sort: url.searchParams.get("sort") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  });
  const locationKey = params.locationKey ?? city;
  // A key that cannot be a location key names no city: 404 before any query.
  if (locationKey && !locationKeySchema.safeParse(locationKey).success) {
    throw data(CITY_NOT_FOUND, { status: 404 });
  }
  try {
    const page = await loadSearchPage({
      query: q,
      locationKey: locationKey || null,
      withCityOptions: params.locationKey === undefined,
      sort,
      page: pageNumber,
      viewer: await getViewer(request),
    });
    const scopedToCity = params.locationKey !== undefined;
    // The search page of a city sits below the city; the site's search (even filtered to a city) below Home.
    const crumbCity = scopedToCity ? page.city : null;
    const searchPath = crumbCity ? `${cityPath(crumbCity.locationKey)}/search` : "/search";
    const structuredData = [
      pageBreadcrumbs(crumbCity, [{ name: BREADCRUMB_NAMES.search, path: searchPath }]),
    ];
    return data({ ...page, scopedToCity, structuredData }, { status: STATUS_CODES[page.status] });
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") throw data(CITY_NOT_FOUND, { status: 404 });
    throw error;
  }
}

type LoaderData = Route.ComponentProps["loaderData"];

/** The same search on another page: every other choice (city, sort) stays as it is in the address. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  return `?${params.toString()}`;
}

function Pagination({ loaderData }: { loaderData: LoaderData }) {
  const location = useLocation();
  const { page, hasMore } = loaderData;
  if (page <= 1 && !hasMore) return null;
  const link =
    "rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-teal-800 hover:bg-slate-50";
  return (
    <nav aria-label={RESULTS_PAGINATION} className="mt-6 flex items-center justify-between gap-4">
      {page > 1 ? (
        <Link to={pageHref(location.search, page - 1)} className={link} rel="prev">
          {PREVIOUS_PAGE}
        </Link>
      ) : (
        <span />
      )}
      {hasMore ? (
        <Link to={pageHref(location.search, page + 1)} className={link} rel="next">
          {NEXT_PAGE}
        </Link>
      ) : null}
    </nav>
  );
}

/** Follow this search by mail, or read it as a feed (issue #17): offered for any query the search accepted. */
function FollowSearch({ loaderData, signedIn }: { loaderData: LoaderData; signedIn: boolean }) {
  const cityKey = loaderData.city?.locationKey ?? "";
  const feed = new URLSearchParams({ q: loaderData.query });
  if (cityKey) feed.set("city", cityKey);
  return (
    <div className="mb-4 flex flex-wrap items-start gap-4">
      <FollowButton
        target={{ kind: "search", cityKey, query: loaderData.query }}
        label={FOLLOW_SEARCH}
        signedIn={signedIn}
      />
      <a
        href={`/search/feed.xml?${feed.toString()}`}
        type="application/atom+xml"
        className="py-1.5 text-sm font-semibold text-teal-800 underline"
      >
        {FEED_LINK}
      </a>
    </div>
  );
}

function SearchOutcome({ loaderData, signedIn }: { loaderData: LoaderData; signedIn: boolean }) {
  const { status, query, hits } = loaderData;
  const spread = !loaderData.city;
  const follow = <FollowSearch loaderData={loaderData} signedIn={signedIn} />;
  if (status === "idle") return <p className="text-slate-600">{ENTER_SEARCH_TERM}</p>;
  if (status === "invalid")
    return (
      <p role="alert" className="text-red-800">
        {loaderData.message}
      </p>
    );
  if (status === "failed")
    return (
      <p role="alert" className="text-red-800">
        {SEARCH_FAILED}
      </p>
    );
  if (hits.length === 0)
    return (
      <>
        {follow}
        <p className="text-slate-600">{noResultsFor(query)}</p>
      </>
    );
  const paged = loaderData.page > 1 || loaderData.hasMore;
  return (
    <>
      {follow}
      <p role="status" className="text-sm text-slate-600">
        {paged ? resultPageLabel(loaderData.page, hits.length, query) : resultCountLabel(hits.length, query)}
      </p>
      <SearchResultList
        headingLevel={loaderData.scopedToCity ? 3 : 2}
        results={hits.map((hit) => ({
          ...hit,
          meetingHref: meetingPath(hit.city.locationKey, hit.id),
          cityLabel: spread ? `${hit.city.name}, ${hit.city.state}` : undefined,
          moments: hit.moments.map((moment) => ({
            ...moment,
            href: meetingMomentPath(hit.city.locationKey, hit.id, moment.startSeconds, query),
          })),
        }))}
      />
      <Pagination loaderData={loaderData} />
    </>
  );
}

export default function SearchPage({ loaderData, matches }: Route.ComponentProps) {
  const viewer = matches[0].loaderData.viewer;
  const { city, scopedToCity } = loaderData;
  const action = scopedToCity && city ? `/city/${city.locationKey}/search` : "/search";
  const form = (
    <SearchForm
      action={action}
      query={loaderData.query}
      cityOptions={scopedToCity ? null : loaderData.cityOptions}
      selectedCity={!scopedToCity && city ? city.locationKey : ""}
      sort={loaderData.sort}
    />
  );
  if (scopedToCity && city) {
    return (
      <>
        <CityHeader city={city} viewer={viewer} />
        <main id="main" className="mx-auto max-w-4xl px-4 py-8">
          <h2 className="text-2xl font-semibold text-slate-900">{SEARCH_PAGE_TITLE}</h2>
          <div className="mt-4">{form}</div>
          <div className="mt-6">
            <SearchOutcome loaderData={loaderData} signedIn={Boolean(viewer)} />
          </div>
        </main>
      </>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-900">{SEARCH_PAGE_TITLE}</h1>
      <div className="mt-4">{form}</div>
      <div className="mt-6">
        <SearchOutcome loaderData={loaderData} signedIn={Boolean(viewer)} />
      </div>
    </main>
  );
}
