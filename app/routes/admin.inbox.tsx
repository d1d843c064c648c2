// /admin/inbox: coverage requests and contact messages for administrators to read, mark handled and export.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { ERROR_TITLE, INBOX_ACTION_FAILED, INBOX_TITLE } from "~/features/admin-inbox/admin-inbox.copy";
import { inboxActionSchema, inboxViewFromSearchParams } from "~/features/admin-inbox/admin-inbox.schema";
import { getInbox, setInboxItemHandled } from "~/features/admin-inbox/admin-inbox.server";
import { InboxScreen } from "~/features/admin-inbox/components/inbox-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.inbox";

export const meta: Route.MetaFunction = () => adminPageMeta(INBOX_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return getInbox({ view: inboxViewFromSearchParams(new URL(request.url).searchParams) });
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  try {
    const input = await parseFormData(request, inboxActionSchema);
    const { toast } = await setInboxItemHandled({ input, adminId: viewer.id });
    return actionSuccess(toast);
  } catch (error) {
    return actionFailure(error, { title: ERROR_TITLE, unexpected: INBOX_ACTION_FAILED });
  }
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen page={loaderData} />;
}
