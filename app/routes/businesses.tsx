// The business directory, of all Live cities (/businesses) or of one city (/city/:locationKey/businesses).
import { data } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { CityHeader } from "~/features/cities/components/city-header";
import { AlphabetFilter } from "~/features/directory/components/alphabet-filter";
import { CategoryOverview } from "~/features/directory/components/category-overview";
import { DirectoryFilters } from "~/features/directory/components/directory-filters";
import { DirectoryResults } from "~/features/directory/components/directory-results";
import {
  ALL_CITIES_DIRECTORY_INTRO,
  ALL_CITIES_DIRECTORY_TITLE,
  cityDirectoryIntro,
  cityDirectoryTitle,
} from "~/features/directory/directory.copy";
import {
  directoryFiltersFromSearchParams,
  directoryParamsSchema,
} from "~/features/directory/directory.schema";
import { getBusinessDirectory } from "~/features/directory/directory.server";
import pageIsland from "~/features/directory/directory-page.island?worker&url";
import { NEW_LISTING_PATH } from "~/features/my-business/my-business.constants";
import { LIST_MY_BUSINESS } from "~/features/my-business/my-business.copy";
import type { IslandHandle } from "~/features/shell/page-island";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { CITY_HEADER_UNDER_CITY_PATH, type ShellHandle } from "~/features/shell/shell-handle";
import { isAppError } from "~/lib/app-error";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { directoryPath } from "~/lib/directory-path";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/businesses";

/** A visitor reads the directory as HTML, never the app; its island applies each filter change (ADR 0053). */
export const handle: ShellHandle & IslandHandle = { ...CITY_HEADER_UNDER_CITY_PATH, island: pageIsland };

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const city = loaderData?.city;
  if (loaderData === undefined) return [{ title: CITY_NOT_FOUND }];
  const title = city ? cityDirectoryTitle(city) : ALL_CITIES_DIRECTORY_TITLE;
  const description = city ? cityDirectoryIntro(city) : ALL_CITIES_DIRECTORY_INTRO;
  return [
    { title: `${title} | ${PRODUCT_NAME}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    jsonLdMeta(loaderData.structuredData),
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const parsedParams = directoryParamsSchema.safeParse(params);
  if (!parsedParams.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const filters = directoryFiltersFromSearchParams(new URL(request.url).searchParams);
  try {
    const directory = await getBusinessDirectory({
      locationKey: parsedParams.data.locationKey,
      filters,
      viewer: await getViewer(request),
    });
    const { city } = directory;
    const crumb = {
      name: city ? cityDirectoryTitle(city) : ALL_CITIES_DIRECTORY_TITLE,
      path: directoryPath(city?.locationKey),
    };
    return { ...directory, structuredData: [pageBreadcrumbs(city, [crumb])] };
  } catch (error) {
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

export default function BusinessDirectoryPage({ loaderData, matches }: Route.ComponentProps) {
  const { city, filters, categoryGroups, overview, listings } = loaderData;
  const viewer = matches[0].loaderData.viewer;
  const locationKey = city?.locationKey ?? null;
  return (
    <>
      {city ? <CityHeader city={city} viewer={viewer} nameIsPageHeading={false} /> : null}
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {city ? cityDirectoryTitle(city) : ALL_CITIES_DIRECTORY_TITLE}
        </h1>
        <p className="mt-2 text-slate-700">{city ? cityDirectoryIntro(city) : ALL_CITIES_DIRECTORY_INTRO}</p>
        <p className="mt-3">
          <a href={NEW_LISTING_PATH} className="font-semibold text-teal-800 underline">
            {LIST_MY_BUSINESS}
          </a>
        </p>
        <CategoryOverview overview={overview} locationKey={locationKey} activeCategory={filters.category} />
        <DirectoryFilters filters={filters} categoryGroups={categoryGroups} locationKey={locationKey} />
        <AlphabetFilter filters={filters} locationKey={locationKey} />
        <DirectoryResults listings={listings} locationKey={locationKey} />
      </main>
    </>
  );
}
