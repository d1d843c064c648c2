// /city/{key}/topics (issue #19, ADR 0046): the subjects that came up at more than one of the city's meetings.
import { data, Link } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { MemoryPageHeader } from "~/features/memory/components/memory-lists";
import { NO_TOPICS, TOPIC_MEETINGS_COUNT, TOPICS_INTRO, TOPICS_TITLE } from "~/features/topics/topics.copy";
import { getCityTopicsPage } from "~/features/topics/topics.server";
import type { Route } from "./+types/city.topics";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${TOPICS_TITLE(loaderData.city.name)} | CivicLens` },
        { name: "description", content: TOPICS_INTRO },
      ]
    : [{ title: CITY_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const page = await getCityTopicsPage({ locationKey: locationKey.data, viewer: await getViewer(request) });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  return page;
}

export default function CityTopicsPage({ loaderData }: Route.ComponentProps) {
  const { city, topics } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <MemoryPageHeader city={city} title={TOPICS_TITLE(city.name)} intro={TOPICS_INTRO} />
      {topics.length === 0 ? (
        <p className="mt-6 text-slate-700">{NO_TOPICS}</p>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {topics.map((topic) => (
            <li key={topic.slug} className="rounded-lg border border-slate-200 p-4">
              <Link to={topic.path} className="font-semibold text-blue-800 underline">
                {topic.name}
              </Link>
              <p className="mt-1 text-sm text-slate-700">{TOPIC_MEETINGS_COUNT(topic.meetings)}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
