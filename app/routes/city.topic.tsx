// /city/{key}/topics/{slug} (issue #19, ADR 0046): the topic's timeline, every meeting where it came up with the line
// that says it (linked to that moment), and the decisions and promises about it. No client code.
import { data, Link } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { CommitmentList, DecisionList, MemoryPageHeader } from "~/features/memory/components/memory-lists";
import { TopicTimeline } from "~/features/topics/components/topic-timeline";
import {
  ALL_TOPICS_LINK,
  NO_TOPIC_COMMITMENTS,
  NO_TOPIC_DECISIONS,
  TOPIC_COMMITMENTS_TITLE,
  TOPIC_DECISIONS_TITLE,
  TOPIC_INTRO,
  TOPIC_NOT_FOUND,
} from "~/features/topics/topics.copy";
import { topicSlugSchema } from "~/features/topics/topics.schema";
import { getTopicPage, topicsPath } from "~/features/topics/topics.server";
import type { Route } from "./+types/city.topic";

/** A visitor reads the page as HTML with the shell island, never the app (ADR 0053). */
export const handle: IslandHandle = { island: pageIsland };

import type { IslandHandle } from "~/features/shell/page-island";
import pageIsland from "~/features/shell/shell.island?worker&url";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: `${loaderData.topic.name}: ${loaderData.city.name} | CivicLens` },
        { name: "description", content: TOPIC_INTRO(loaderData.city.name) },
      ]
    : [{ title: TOPIC_NOT_FOUND }];

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  if (!locationKey.success) throw data(CITY_NOT_FOUND, { status: 404 });
  const slug = topicSlugSchema.safeParse(params.slug);
  if (!slug.success) throw data(TOPIC_NOT_FOUND, { status: 404 });
  const page = await getTopicPage({
    locationKey: locationKey.data,
    slug: slug.data,
    viewer: await getViewer(request),
  });
  if (!page) throw data(TOPIC_NOT_FOUND, { status: 404 });
  return { ...page, indexPath: topicsPath(page.city.locationKey) };
}

export default function CityTopicPage({ loaderData }: Route.ComponentProps) {
  const { city, topic, meetings, decisions, commitments, indexPath } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8">
      <MemoryPageHeader city={city} title={topic.name} intro={TOPIC_INTRO(city.name)} />
      <p className="mt-2 text-sm">
        <Link to={indexPath} className="text-blue-800 underline">
          {ALL_TOPICS_LINK}
        </Link>
      </p>
      <TopicTimeline meetings={meetings} />
      <section aria-labelledby="topic-decisions" className="mt-10">
        <h2 id="topic-decisions" className="text-xl font-semibold text-slate-900">
          {TOPIC_DECISIONS_TITLE}
        </h2>
        {decisions.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_TOPIC_DECISIONS}</p>
        ) : (
          <DecisionList decisions={decisions} />
        )}
      </section>
      <section aria-labelledby="topic-commitments" className="mt-10">
        <h2 id="topic-commitments" className="text-xl font-semibold text-slate-900">
          {TOPIC_COMMITMENTS_TITLE}
        </h2>
        {commitments.length === 0 ? (
          <p className="mt-2 text-slate-700">{NO_TOPIC_COMMITMENTS}</p>
        ) : (
          <CommitmentList commitments={commitments} />
        )}
      </section>
    </main>
  );
}
