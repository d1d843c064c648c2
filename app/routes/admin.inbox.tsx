// /admin/inbox: coverage requests and contact messages for administrators to read, mark handled and export.
import { data } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { INBOX_ACTION_FAILED, INBOX_TITLE } from "~/features/admin-inbox/admin-inbox.copy";
import { inboxActionSchema, inboxViewFromSearchParams } from "~/features/admin-inbox/admin-inbox.schema";
import { getInbox, setInboxItemHandled } from "~/features/admin-inbox/admin-inbox.server";
import { InboxScreen } from "~/features/admin-inbox/components/inbox-screen";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { isAppError } from "~/lib/app-error";
import { type ActionFailure, actionFailure, parseFormData } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
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
    return { ok: true as const, toast };
  } catch (error) {
    if (isAppError(error)) return actionFailure(error);
    logger.error({ err: error }, "an inbox action failed");
    return data<ActionFailure>({ ok: false, error: INBOX_ACTION_FAILED, fieldErrors: {} }, { status: 500 });
  }
}

export default function AdminInbox({ loaderData }: Route.ComponentProps) {
  return <InboxScreen page={loaderData} />;
}
