// /city/{key}/people/{slug} (issue #19, ADR 0045): an elected member's or staff member's record across the city's
// meetings: meetings attended, motions, votes (each linking to its moment), the share of split votes on which they
// sided with the majority, and recent quotes. Residents have no page (404). No client code.
import { data } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { PersonRecord } from "~/features/memory/components/person-record";
import { PERSON_INTRO, PERSON_NOT_FOUND, ROLE_LABELS } from "~/features/memory/people.copy";
import { personSlugSchema } from "~/features/memory/people.schema";
import { getPersonPage } from "~/features/memory/people.server";
import type { Route } from "./+types/city.person";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.person.displayName} | ${loaderData.city.name} | CivicLens` },
        {
          name: "description",
          content: PERSON_INTRO(ROLE_LABELS[loaderData.person.role], loaderData.city.name),
        },
      ]
    : [{ title: PERSON_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const slug = personSlugSchema.safeParse(params.personSlug);
  if (!slug.success) throw data(PERSON_NOT_FOUND, { status: 404 });
  const page = await getPersonPage({
    locationKey: locationKey.data,
    slug: slug.data,
    viewer: await getViewer(request),
  });
  if (!page) throw data(PERSON_NOT_FOUND, { status: 404 });
  return page;
}

export default function CityPersonPage({ loaderData }: Route.ComponentProps) {
  return <PersonRecord page={loaderData} />;
}
