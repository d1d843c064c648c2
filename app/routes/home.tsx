import { useCallback, useState } from "react";
import { redirect } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { getProfile, getViewer } from "~/features/accounts/accounts.server";
import { getCityByLocationKey, listLiveCities } from "~/features/cities/cities.server";
import {
  REQUEST_DIALOG_DESCRIPTION,
  REQUEST_DIALOG_TITLE,
  REQUEST_FAILURE_DESCRIPTION,
  REQUEST_FAILURE_TITLE,
  REQUEST_SUCCESS_DESCRIPTION,
  REQUEST_SUCCESS_TITLE,
} from "~/features/cities/city-requests.copy";
import { createCityRequest } from "~/features/cities/city-requests.server";
import { CityRequestForm } from "~/features/cities/components/city-request-form";
import { CityPicker } from "~/features/home/components/city-picker";
import {
  CallToAction,
  CITY_PICKER_ANCHOR,
  FeatureCards,
  StatsStrip,
} from "~/features/home/components/home-sections";
import { useHydrated } from "~/features/home/components/use-hydrated";
import { REQUEST_DIALOG_ID } from "~/features/home/home.constants";
import {
  HERO_SUBTITLE,
  HOME_META_DESCRIPTION,
  PICKER_HEADING,
  PICKER_UNKNOWN_CITY,
} from "~/features/home/home.copy";
import homeIsland from "~/features/home/home.island?worker&url";
import { homeActionSchema, OTHER_CITY_VALUE, readHomeQuery } from "~/features/home/home.schema";
import { HomeSearchForm } from "~/features/search/components/home-search-form";
import type { IslandHandle } from "~/features/shell/page-island";
import { HERO_TITLE, PRODUCT_NAME } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { trackEvent } from "~/lib/analytics.server";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { clientAddress, enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import type { Route } from "./+types/home";

const REQUEST_SECTION_ID = "request-coverage";

/** A visitor without a session gets this page as HTML and a few KB of script, not the app (ADR 0049). */
export const handle: IslandHandle = { island: homeIsland };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${PRODUCT_NAME} | ${HERO_TITLE}` },
  { name: "description", content: HOME_META_DESCRIPTION },
  ...(loaderData ? [jsonLdMeta(loaderData.structuredData)] : []),
];

export async function loader({ request }: Route.LoaderArgs) {
  const query = readHomeQuery(new URL(request.url).searchParams);
  // A signed-in member with a home city lands on it (spec 000 section 2, "Home"), decided on the server; not on a
  // city they may no longer see (one an admin took back to Test, or deleted), which would be a not-found page.
  // The header's Change city (?choose=1) is the picker itself, so it never redirects (ADR 0030).
  const viewer = await getViewer(request);
  if (viewer && !query.choosing) {
    const profile = await getProfile({ userId: viewer.id });
    const homeCity = profile?.homeCityKey
      ? await getCityByLocationKey({ locationKey: profile.homeCityKey, viewer })
      : undefined;
    if (homeCity) throw redirect(`/city/${encodeURIComponent(homeCity.locationKey)}`);
  }

  const cities = await listLiveCities();
  // The picker's GET form lands here when JavaScript is off: go to the chosen city, or open the request form.
  if (query.city === OTHER_CITY_VALUE) throw redirect(`/?request=1#${REQUEST_SECTION_ID}`);
  if (query.city) {
    const chosen = cities.find((city) => city.locationKey === query.city);
    if (chosen) throw redirect(`/city/${encodeURIComponent(chosen.locationKey)}`);
  }
  // A key that is not a Live city (a stale page, an edited address) gets the picker back with a message.
  const pickerError = query.city || query.invalid ? PICKER_UNKNOWN_CITY : null;
  return {
    cities,
    showRequestForm: query.showRequestForm,
    pickerError,
    structuredData: [pageBreadcrumbs(null)],
  };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await enforceRateLimit(RATE_LIMITS.cityRequest, clientAddress(request));
    const { intent: _intent, ...cityRequest } = await parseFormData(request, homeActionSchema);
    await createCityRequest(cityRequest);
    trackEvent({ name: "City Request", path: "/" });
    return actionSuccess({ title: REQUEST_SUCCESS_TITLE, description: REQUEST_SUCCESS_DESCRIPTION });
  } catch (error) {
    // The toast says it in the spec's words; the form shows the reason beside its fields.
    return actionFailure(error, {
      toast: { title: REQUEST_FAILURE_TITLE, description: REQUEST_FAILURE_DESCRIPTION },
    });
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { cities, showRequestForm, pickerError } = loaderData;
  const [dialogOpen, setDialogOpen] = useState(false);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  // The page as the server sends it has the form in the (closed) dialog, for the island that opens it when the page
  // comes without the app (ADR 0049); once the app runs, the form is mounted only while the dialog is open.
  const hydrated = useHydrated();

  return (
    <main id="main">
      <section className="bg-gradient-to-br from-teal-700 to-teal-900 text-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-20 lg:grid-cols-2 lg:items-center">
          <div>
            <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{HERO_TITLE}</h1>
            <p className="mt-4 max-w-2xl text-lg text-teal-50">{HERO_SUBTITLE}</p>
            <HomeSearchForm />
          </div>
          <section
            id={CITY_PICKER_ANCHOR}
            aria-labelledby="city-picker-heading"
            className="scroll-mt-4 rounded-lg bg-white p-6 text-slate-900 shadow-lg"
          >
            <h2 id="city-picker-heading" className="mb-4 text-xl font-semibold">
              {PICKER_HEADING}
            </h2>
            <CityPicker
              cities={cities}
              error={pickerError ?? undefined}
              onRequestCoverage={() => setDialogOpen(true)}
            />
          </section>
        </div>
      </section>

      {showRequestForm ? (
        <section
          id={REQUEST_SECTION_ID}
          aria-labelledby="request-coverage-heading"
          className="mx-auto max-w-lg scroll-mt-4 px-4 pt-10"
        >
          <h2 id="request-coverage-heading" className="text-2xl font-semibold">
            {REQUEST_DIALOG_TITLE}
          </h2>
          <p className="mt-1 mb-4 text-slate-600">{REQUEST_DIALOG_DESCRIPTION}</p>
          <CityRequestForm />
        </section>
      ) : null}

      <Dialog
        id={REQUEST_DIALOG_ID}
        open={dialogOpen}
        onClose={closeDialog}
        title={REQUEST_DIALOG_TITLE}
        description={REQUEST_DIALOG_DESCRIPTION}
      >
        {/* Mounted only while open, so every opening starts with an empty form (the island empties it on close). */}
        {dialogOpen || !hydrated ? <CityRequestForm onSubmitted={closeDialog} /> : null}
      </Dialog>

      <FeatureCards />
      <StatsStrip />
      <CallToAction />
    </main>
  );
}
