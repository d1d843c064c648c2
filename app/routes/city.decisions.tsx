// /city/{key}/decisions (issue #19): the city's decisions, filtered by body, topic words, outcome and date with a
// GET form, a server-rendered chart per month, and each decision linking to the moment it was made. No client code.
import { data, Link } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { DecisionsChart } from "~/features/memory/components/decisions-chart";
import { DecisionList, MemoryPageHeader } from "~/features/memory/components/memory-lists";
import {
  DECISIONS_INTRO,
  DECISIONS_TITLE,
  FILTER_LABELS,
  NO_DECISIONS,
  OUTCOME_LABELS,
} from "~/features/memory/memory.copy";
import { decisionsQuerySchema } from "~/features/memory/memory.schema";
import { getCityDecisionsPage } from "~/features/memory/memory.server";
import { PEOPLE_TITLE } from "~/features/memory/people.copy";
import { getPersonLinks } from "~/features/memory/people.server";
import { peoplePath } from "~/features/memory/people-paths";
import { personPathFor } from "~/features/memory/person-names";
import { DECISIONS_BY_TOPIC } from "~/features/topics/topics.copy";
import { listCityTopicNames, topicDecisionFilter } from "~/features/topics/topics.server";
import { pageBreadcrumbs } from "~/lib/breadcrumbs.server";
import { jsonLdMeta } from "~/lib/json-ld";
import { cityPath } from "~/lib/meeting-paths";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import type { Route } from "./+types/city.decisions";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${DECISIONS_TITLE(loaderData.city.name)} | CivicLens` },
        { name: "description", content: DECISIONS_INTRO },
        jsonLdMeta(loaderData.structuredData),
      ]
    : [{ title: CITY_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const query = decisionsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw data(TEXT_NOT_ALLOWED, { status: 400 });
  const page = await getCityDecisionsPage({
    locationKey: locationKey.data,
    viewer: await getViewer(request),
    query: query.data,
    // A topic's name (offered as links under the form) filters by the topic; other words by the words (ADR 0046).
    topicFilter: async (cityId, topic) => (await topicDecisionFilter({ cityId, topic }))?.keep ?? null,
  });
  if (!page) throw data(CITY_NOT_FOUND, { status: 404 });
  const { city } = page;
  const structuredData = [
    pageBreadcrumbs(city, [
      { name: DECISIONS_TITLE(city.name), path: `${cityPath(city.locationKey)}/decisions` },
    ]),
  ];
  const links = await getPersonLinks({ cityId: city.id, locationKey: city.locationKey });
  return {
    ...page,
    structuredData,
    topicNames: await listCityTopicNames({ cityId: city.id }),
    personPaths: personPathsOf(page.decisions, links.byKey),
  };
}

/** Each mover's, seconder's and voter's name as stored, to its person page where one exists (ADR 0045). */
function personPathsOf(
  decisions: readonly {
    mover: string | null;
    seconder: string | null;
    votes: readonly { member: string }[];
  }[],
  byKey: Readonly<Record<string, string>>,
): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const decision of decisions) {
    for (const name of [decision.mover, decision.seconder, ...decision.votes.map((vote) => vote.member)]) {
      const path = name ? personPathFor(name, byKey) : null;
      if (name && path) paths[name] = path;
    }
  }
  return paths;
}

const FIELD = "mt-1 block w-full rounded border border-slate-400 px-2 py-1 text-slate-900";

export default function CityDecisionsPage({ loaderData }: Route.ComponentProps) {
  const { city, decisions, bodies, months, query, topicNames, personPaths } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <MemoryPageHeader city={city} title={DECISIONS_TITLE(city.name)} intro={DECISIONS_INTRO} />
      <p className="mt-2 text-sm">
        <a className="text-blue-800 underline" href={peoplePath(city.locationKey)}>
          {PEOPLE_TITLE(city.name)}
        </a>
      </p>
      <form method="get" className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
        <label className="text-sm text-slate-800">
          {FILTER_LABELS.body}
          <select name="body" defaultValue={query.body ?? ""} className={FIELD}>
            <option value="">{FILTER_LABELS.any}</option>
            {bodies.map((body) => (
              <option key={body} value={body}>
                {body}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm text-slate-800">
          {FILTER_LABELS.topic}
          <input type="search" name="topic" defaultValue={query.topic ?? ""} className={FIELD} />
        </label>
        <label className="text-sm text-slate-800">
          {FILTER_LABELS.outcome}
          <select name="outcome" defaultValue={query.outcome ?? ""} className={FIELD}>
            <option value="">{FILTER_LABELS.any}</option>
            <option value="passed">{OUTCOME_LABELS.passed}</option>
            <option value="failed">{OUTCOME_LABELS.failed}</option>
          </select>
        </label>
        <label className="text-sm text-slate-800">
          {FILTER_LABELS.from}
          <input type="date" name="from" defaultValue={query.from ?? ""} className={FIELD} />
        </label>
        <label className="text-sm text-slate-800">
          {FILTER_LABELS.to}
          <input type="date" name="to" defaultValue={query.to ?? ""} className={FIELD} />
        </label>
        <div>
          <button type="submit" className="rounded bg-blue-800 px-4 py-2 text-sm font-semibold text-white">
            {FILTER_LABELS.apply}
          </button>
        </div>
      </form>
      {topicNames.length > 0 ? (
        <nav aria-label={DECISIONS_BY_TOPIC} className="mt-4 text-sm">
          <h2 className="font-semibold text-slate-800">{DECISIONS_BY_TOPIC}</h2>
          <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {topicNames.map((name) => (
              <li key={name}>
                <Link
                  to={`?${new URLSearchParams({ topic: name })}`}
                  className="text-blue-800 underline"
                  aria-current={query.topic?.toLowerCase() === name.toLowerCase() ? "page" : undefined}
                >
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <DecisionsChart months={months} />
      {decisions.length === 0 ? (
        <p className="mt-6 text-slate-700">{NO_DECISIONS}</p>
      ) : (
        <DecisionList decisions={decisions} personPaths={personPaths} />
      )}
    </main>
  );
}
