// /city/{key}/commitments (issue #19): the promises made at the city's meetings, overdue first, then open, then
// fulfilled, each linking to the promising moment and to its follow-up. No client code (ADR 0040).
import { data } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { CommitmentList } from "~/features/memory/components/memory-lists";
import {
  COMMITMENTS_INTRO,
  COMMITMENTS_TITLE,
  NO_COMMITMENTS,
  OVERDUE_FEED_TITLE,
} from "~/features/memory/memory.copy";
import { getCityCommitmentsPage, overdueFeedPath } from "~/features/memory/memory.server";
import type { Route } from "./+types/city.commitments";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${COMMITMENTS_TITLE(loaderData.city.name)} | CivicLens` },
        { name: "description", content: COMMITMENTS_INTRO },
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: OVERDUE_FEED_TITLE(loaderData.city.name),
          href: loaderData.feedPath,
        },
      ]
    : [{ title: CITY_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const page = await getCityCommitmentsPage({
    locationKey: locationKey.data,
    viewer: await getViewer(request),
  });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  return { ...page, feedPath: overdueFeedPath(page.city.locationKey) };
}

export default function CityCommitmentsPage({ loaderData }: Route.ComponentProps) {
  const { city, commitments, feedPath } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <a className="text-blue-800 underline" href={`/city/${encodeURIComponent(city.locationKey)}`}>
          {city.name}, {city.state}
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-semibold text-slate-900">{COMMITMENTS_TITLE(city.name)}</h1>
      <p className="mt-2 text-slate-700">{COMMITMENTS_INTRO}</p>
      <p className="mt-2 text-sm">
        <a className="text-blue-800 underline" href={feedPath}>
          {OVERDUE_FEED_TITLE(city.name)} (RSS)
        </a>
      </p>
      {commitments.length === 0 ? (
        <p className="mt-6 text-slate-700">{NO_COMMITMENTS}</p>
      ) : (
        <CommitmentList commitments={commitments} />
      )}
    </main>
  );
}
