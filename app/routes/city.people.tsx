// /city/{key}/people (issue #19, ADR 0045): the city's elected members and staff, each linking to their page;
// residents who spoke are only counted, as "Public comment". No client code.
import { data } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { MemoryPageHeader } from "~/features/memory/components/memory-lists";
import {
  NO_PEOPLE,
  PEOPLE_INTRO,
  PEOPLE_TITLE,
  PUBLIC_COMMENT,
  PUBLIC_COMMENT_COUNT,
  ROLE_LABELS,
} from "~/features/memory/people.copy";
import { getCityPeoplePage } from "~/features/memory/people.server";
import type { Route } from "./+types/city.people";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${PEOPLE_TITLE(loaderData.city.name)} | CivicLens` },
        { name: "description", content: PEOPLE_INTRO },
      ]
    : [{ title: CITY_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const page = await getCityPeoplePage({ locationKey: locationKey.data, viewer: await getViewer(request) });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  return page;
}

export default function CityPeoplePage({ loaderData }: Route.ComponentProps) {
  const { city, elected, staff, publicCommenters } = loaderData;
  const groups = [
    { id: "elected", title: ROLE_LABELS.elected, people: elected },
    { id: "staff", title: ROLE_LABELS.staff, people: staff },
  ].filter((group) => group.people.length > 0);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <MemoryPageHeader city={city} title={PEOPLE_TITLE(city.name)} intro={PEOPLE_INTRO} />
      {groups.length === 0 ? <p className="mt-6 text-slate-700">{NO_PEOPLE}</p> : null}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`people-${group.id}`} className="mt-6">
          <h2 id={`people-${group.id}`} className="text-xl font-semibold text-slate-900">
            {group.title}
          </h2>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {group.people.map((person) => (
              <li key={person.slug}>
                <a className="text-blue-800 underline" href={person.path}>
                  {person.displayName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {publicCommenters > 0 ? (
        <section aria-labelledby="people-public" className="mt-6">
          <h2 id="people-public" className="text-xl font-semibold text-slate-900">
            {PUBLIC_COMMENT}
          </h2>
          <p className="mt-2 text-slate-700">{PUBLIC_COMMENT_COUNT(publicCommenters)}</p>
        </section>
      ) : null}
    </main>
  );
}
