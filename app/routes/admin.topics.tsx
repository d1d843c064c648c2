// /admin/topics (issue #19, ADR 0046): rename, merge and split a city's topics, behind requireAdmin. Plain forms:
// a change answers with a redirect back and a toast; a refusal stays on the page with its message.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { TopicsAdminScreen } from "~/features/topics/components/topics-admin-screen";
import { ADMIN_TOPICS } from "~/features/topics/topics.copy";
import { topicAdminFormSchema, topicsAdminQuerySchema } from "~/features/topics/topics.schema";
import { getTopicsAdminPage, mergeTopics, renameTopic, splitTopic } from "~/features/topics/topics.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.topics";

export const meta: Route.MetaFunction = () => adminPageMeta(ADMIN_TOPICS.title);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const query = topicsAdminQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return getTopicsAdminPage({ cityKey: query.city });
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const form = await parseFormData(request, topicAdminFormSchema, { lists: ["videoIds"] });
    let title: string;
    if (form.intent === "rename") {
      title = ADMIN_TOPICS.renamed(await renameTopic(form));
    } else if (form.intent === "merge") {
      const merged = await mergeTopics({
        cityKey: form.cityKey,
        sourceTopicId: form.topicId,
        targetTopicId: form.targetTopicId,
      });
      title = ADMIN_TOPICS.merged(merged.source, merged.target);
    } else {
      title = ADMIN_TOPICS.splitDone((await splitTopic(form)).name);
    }
    return redirectWithToast(`/admin/topics?city=${encodeURIComponent(form.cityKey)}`, { title });
  } catch (error) {
    return actionFailure(error, { title: ADMIN_TOPICS.failed, unexpected: ADMIN_TOPICS.failed });
  }
}

export default function AdminTopics({ loaderData }: Route.ComponentProps) {
  return <TopicsAdminScreen page={loaderData} />;
}
