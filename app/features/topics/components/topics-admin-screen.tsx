// The topics admin screen: choose a city (a GET form), then for each topic its meetings and three plain forms,
// rename, merge into another topic, and split chosen meetings off into a new topic. Works without JavaScript.
import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_TOPICS } from "../topics.copy";
import type { AdminTopic, TopicsAdminPage } from "../topics.server";

const FIELD = "mt-1 block w-full rounded border border-slate-400 px-2 py-1 text-slate-900";

export function TopicsAdminScreen({ page }: { page: TopicsAdminPage }) {
  const answer = useActionData() as ActionResult | undefined;
  useActionToast({ data: answer });
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold">{ADMIN_TOPICS.title}</h1>
      <p className="mt-2 text-slate-600">{ADMIN_TOPICS.intro}</p>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <label className="text-sm text-slate-800">
          {ADMIN_TOPICS.cityLabel}
          <select name="city" defaultValue={page.city?.locationKey ?? ""} className={FIELD}>
            <option value="" disabled>
              {ADMIN_TOPICS.noCity}
            </option>
            {page.cities.map((city) => (
              <option key={city.locationKey} value={city.locationKey}>
                {city.name}, {city.state}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" variant="outline">
          {ADMIN_TOPICS.chooseCity}
        </Button>
      </Form>
      {answer && !answer.ok ? (
        <p role="alert" className="mt-4 rounded border border-red-300 bg-red-50 p-3 text-red-900">
          {answer.error}
        </p>
      ) : null}
      {!page.city ? (
        <p className="mt-6 text-slate-700">{ADMIN_TOPICS.noCity}</p>
      ) : page.topics.length === 0 ? (
        <p className="mt-6 text-slate-700">{ADMIN_TOPICS.none}</p>
      ) : (
        <ul className="mt-6 space-y-6">
          {page.topics.map((topic) => (
            <TopicCard
              key={topic.id}
              topic={topic}
              cityKey={page.city?.locationKey ?? ""}
              others={page.topics}
            />
          ))}
        </ul>
      )}
    </main>
  );
}

function TopicCard({
  topic,
  cityKey,
  others,
}: {
  topic: AdminTopic;
  cityKey: string;
  others: readonly AdminTopic[];
}) {
  const headingId = `topic-${topic.id}`;
  const hidden = (
    <>
      <input type="hidden" name="cityKey" value={cityKey} />
      <input type="hidden" name="topicId" value={topic.id} />
    </>
  );
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-xl font-semibold">
          {topic.name}
        </h2>
        <p className="text-sm text-slate-600">
          {ADMIN_TOPICS.meetings}: {topic.meetings.length}
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="rename" />
          {hidden}
          <label className="text-sm text-slate-800">
            {ADMIN_TOPICS.renameLabel} ({topic.name})
            <input name="name" required defaultValue={topic.name} className={FIELD} />
          </label>
          <Button type="submit" size="sm" aria-describedby={headingId}>
            {ADMIN_TOPICS.rename}
          </Button>
        </Form>
        {others.length > 1 ? (
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="merge" />
            {hidden}
            <label className="text-sm text-slate-800">
              {ADMIN_TOPICS.mergeLabel} ({topic.name})
              <select name="targetTopicId" className={FIELD}>
                {others
                  .filter((other) => other.id !== topic.id)
                  .map((other) => (
                    <option key={other.id} value={other.id}>
                      {other.name}
                    </option>
                  ))}
              </select>
            </label>
            <Button type="submit" size="sm" variant="outline" aria-describedby={headingId}>
              {ADMIN_TOPICS.merge}
            </Button>
          </Form>
        ) : null}
        {topic.meetings.length > 1 ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="split" />
            {hidden}
            <fieldset className="rounded border border-slate-200 p-3">
              <legend className="text-sm font-semibold text-slate-800">
                {ADMIN_TOPICS.splitLegend} ({topic.name})
              </legend>
              {topic.meetings.map((meeting) => (
                <label key={meeting.videoId} className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name="videoIds" value={meeting.videoId} />
                  {meeting.title}
                </label>
              ))}
              <label className="mt-2 block text-sm text-slate-800">
                {ADMIN_TOPICS.splitName} ({topic.name})
                <input name="name" required className={FIELD} />
              </label>
              <Button type="submit" size="sm" variant="outline" className="mt-2" aria-describedby={headingId}>
                {ADMIN_TOPICS.split}
              </Button>
            </fieldset>
          </Form>
        ) : null}
      </section>
    </li>
  );
}
