// The city page: banner, the newest meetings with a source filter, Load More and search, and the sidebar.
import { useEffect } from "react";
import { data, isRouteErrorResponse } from "react-router";
import { getViewer, requireAdmin } from "~/features/accounts/accounts.server";
import { FOLLOW_CITY } from "~/features/alerts/alerts.copy";
import { isFollowing } from "~/features/alerts/alerts.server";
import { FollowButton } from "~/features/alerts/components/follow-button";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { CityHeader } from "~/features/cities/components/city-header";
import { EmbedSnippets } from "~/features/embeds/components/embed-snippets";
import pageIsland from "~/features/meetings/city-page.island?worker&url";
import {
  parseSourceFilterValue,
  shownVideoCount,
  sourceFilterValue,
} from "~/features/meetings/city-page-query";
import { CitySidebar } from "~/features/meetings/components/city-sidebar";
import { CityVideoList, useCityVideoList } from "~/features/meetings/components/city-video-list";
import { SourceFilter } from "~/features/meetings/components/source-filter";
import { RECENT_MEETINGS_TITLE } from "~/features/meetings/meetings.copy";
import { cityPageQuerySchema, locationKeySchema } from "~/features/meetings/meetings.schema";
import { loadCityPage } from "~/features/meetings/meetings.server";
import { cityBreadcrumbs } from "~/features/meetings/structured-data.server";
import { CityVideoSearch } from "~/features/search/components/city-video-search";
import type { IslandHandle } from "~/features/shell/page-island";
import { ALWAYS_CITY_HEADER, type ShellHandle } from "~/features/shell/shell-handle";
import { SourceStatusPanel } from "~/features/sources/components/source-status";
import { listCitySourceStatus } from "~/features/sources/sources.server";
import { cityFeedLink } from "~/features/stories/feeds";
import { TRANSCRIPT_FETCHED_AND_SAVED } from "~/features/transcripts/transcripts.copy";
import { fetchTranscriptFormSchema } from "~/features/transcripts/transcripts.schema";
import {
  fetchTranscriptForCityVideo,
  listVideosNeedingTranscript,
} from "~/features/transcripts/transcripts.server";
import { env } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import { jsonLdMeta } from "~/lib/json-ld";
import type { Route } from "./+types/city";

/** A visitor reads the city as HTML, its controls enhanced by the page's island script (ADR 0053). */
export const handle: ShellHandle & IslandHandle = { ...ALWAYS_CITY_HEADER, island: pageIsland };

export const meta: Route.MetaFunction = ({ data: loaderData }) => {
  if (!loaderData) return [{ title: CITY_NOT_FOUND }];
  const { city } = loaderData;
  return [
    { title: `${city.name}, ${city.state} meetings | CivicLens` },
    { name: "description", content: city.description ?? `Meetings of ${city.name}, ${city.state}.` },
    cityFeedLink(city.locationKey, city.name),
    jsonLdMeta(loaderData.structuredData),
  ];
};

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const query = cityPageQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const viewer = await getViewer(request);
  // A New or Test city is not found for anyone but an admin (ADR 0024).
  const page = await loadCityPage({ locationKey: locationKey.data, ...query, viewer });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  // Only admins learn which videos can be given a transcript ("Fetch Transcript").
  const transcriptFetchIds = viewer?.isAdmin
    ? await listVideosNeedingTranscript({
        cityId: page.city.id,
        videoIds: page.videos.map((video) => video.id),
      })
    : [];
  // Admins also see how each source was last read: the public-feed note, or the last refresh error.
  const sourceStatus = viewer?.isAdmin ? await listCitySourceStatus({ cityId: page.city.id }) : null;
  const followingCity = viewer
    ? await isFollowing({ email: viewer.email, kind: "city", cityId: page.city.id })
    : false;
  const siteUrl = env().PUBLIC_URL.replace(/\/+$/, "");
  // Built here, on the server, so the page's JavaScript carries none of the builders (ADR 0038).
  const structuredData = [cityBreadcrumbs(siteUrl, page.city)];
  return { ...page, transcriptFetchIds, sourceStatus, followingCity, siteUrl, structuredData };
}

/** Admin only: "Fetch Transcript" on one of this city's videos; the answer is a redirect back with a toast. */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  try {
    const form = await parseFormData(request, fetchTranscriptFormSchema);
    const city = await getCityByLocationKey({ locationKey: locationKey.data, viewer });
    if (!city) throw data(CITY_NOT_FOUND, { status: 404 });
    const result = await fetchTranscriptForCityVideo({ cityId: city.id, videoId: form.videoId });
    const { pathname, search } = new URL(request.url);
    return redirectWithToast(
      `${pathname}${search}`,
      result.ok ? { title: TRANSCRIPT_FETCHED_AND_SAVED } : { title: result.message, variant: "destructive" },
    );
  } catch (error) {
    return actionFailure(error);
  }
}

type CityPageData = Awaited<ReturnType<typeof loader>>;

/** In the browser only: the page last shown, so a Load More that cannot reach the server keeps the list. */
let lastShownPage: CityPageData | undefined;

export async function clientLoader({ serverLoader, params, request }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    // A phone losing its connection mid-list is a failed load, not an error page; a missing city still is one.
    const previous = lastShownPage;
    if (
      (isRouteErrorResponse(error) && error.status === 404) ||
      previous?.city.locationKey !== params.locationKey
    )
      throw error;
    // The query read without the server's zod schema, which would ship zod to every city page (ADR 0038).
    const search = new URL(request.url).searchParams;
    const source = parseSourceFilterValue((search.get("source") ?? "").slice(0, 300));
    return {
      ...previous,
      show: shownVideoCount(search.get("show") ?? undefined),
      source: source ? sourceFilterValue(source) : "",
      videos: [],
      videosFailed: true,
    } satisfies CityPageData;
  }
}

export default function CityPage({ loaderData, matches }: Route.ComponentProps) {
  const { city } = loaderData;
  useEffect(() => {
    lastShownPage = loaderData;
  }, [loaderData]);
  const viewer = matches[0].loaderData.viewer;
  const list = useCityVideoList(loaderData);
  return (
    <>
      <CityHeader city={city} viewer={viewer} />
      <main id="main" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="recent-meetings-heading" className="min-w-0">
          <h2 id="recent-meetings-heading" className="text-2xl font-semibold text-slate-900">
            {RECENT_MEETINGS_TITLE}
          </h2>
          <div className="mt-4 flex flex-col gap-4">
            <CityVideoSearch cityId={city.id} locationKey={city.locationKey} />
            {loaderData.sourceFilters.length > 0 ? (
              <SourceFilter options={loaderData.sourceFilters} selected={loaderData.source} />
            ) : null}
          </div>
          <CityVideoList
            locationKey={city.locationKey}
            list={list}
            transcriptFetchIds={viewer?.isAdmin ? loaderData.transcriptFetchIds : []}
          />
        </section>
        <div className="space-y-6">
          <FollowButton
            target={{ kind: "city", cityKey: city.locationKey }}
            label={FOLLOW_CITY}
            signedIn={Boolean(viewer)}
            following={loaderData.followingCity}
          />
          <CitySidebar
            city={city}
            videoCount={loaderData.videosFailed ? null : loaderData.videoCount}
            shownCount={list.videos.length}
          />
          <EmbedSnippets siteUrl={loaderData.siteUrl} city={city} />
          {loaderData.sourceStatus ? <SourceStatusPanel sources={loaderData.sourceStatus} /> : null}
        </div>
      </main>
    </>
  );
}
