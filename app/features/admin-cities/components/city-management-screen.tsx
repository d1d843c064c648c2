// City Management's page: the picker and create form, then the selected city's details, URLs and, once a URL
// is selected, its videos (spec 001 section 2).
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import {
  CITY_MANAGEMENT_TITLE,
  CITY_NOT_FOUND,
  NO_VIDEOS_FOR_CITY,
  SELECT_OR_CREATE_CITY,
} from "../admin-cities.copy";
import type { CityManagementPage } from "../admin-cities.server";
import { CityDetails } from "./city-details";
import { CityPicker } from "./city-picker";
import { CityUrlsTable } from "./city-urls-table";
import { CityVideosTable } from "./city-videos-table";
import { CreateCity } from "./create-city-form";

export function CityManagementScreen({ page }: { page: CityManagementPage }) {
  const { city } = page;
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb />
      <h1 className="mt-2 text-3xl font-bold">{CITY_MANAGEMENT_TITLE}</h1>
      <div className="mt-6 grid gap-4 lg:grid-cols-[minmax(0,1fr)_auto]">
        <CityPicker cities={page.cities} selectedId={city?.id ?? null} />
        {/* A new key per selected city closes and empties the form once a city is created (and selected). */}
        <CreateCity key={city?.id ?? "none"} />
      </div>
      {page.cityNotFound ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {CITY_NOT_FOUND}
        </p>
      ) : null}
      {!city && !page.cityNotFound ? (
        <p className="mt-4 text-sm text-slate-600">{SELECT_OR_CREATE_CITY}</p>
      ) : null}
      {city ? (
        <div className="mt-8 space-y-6" key={city.id}>
          {page.deletion ? <CityDetails city={city} urls={page.urls} deletion={page.deletion} /> : null}
          <CityUrlsTable cityId={city.id} urls={page.urls} selectedUrlId={page.selectedUrl?.id ?? null} />
          {page.selectedUrl && page.videos ? (
            <CityVideosTable
              key={page.selectedUrl.id}
              cityId={city.id}
              locationKey={city.locationKey}
              url={page.selectedUrl}
              videos={page.videos}
            />
          ) : page.cityVideoCount === 0 ? (
            <p className="text-sm text-slate-600">{NO_VIDEOS_FOR_CITY}</p>
          ) : null}
        </div>
      ) : null}
    </main>
  );
}
