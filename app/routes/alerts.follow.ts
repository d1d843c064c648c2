// POST /alerts/follow: the Follow buttons' one action (issue #17). A member's alert is saved at once; a visitor's
// waits for the confirmation mail. Answers the one action shape (ADR 0034).
import { getViewer } from "~/features/accounts/accounts.server";
import {
  FOLLOW_CONFIRM_SENT,
  FOLLOW_CONFIRM_SENT_TITLE,
  FOLLOW_FAILED,
  FOLLOW_SAVED,
  FOLLOW_SAVED_TITLE,
} from "~/features/alerts/alerts.copy";
import { followFormSchema } from "~/features/alerts/alerts.schema";
import { followAlert } from "~/features/alerts/alerts.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/alerts.follow";

export async function action({ request }: Route.ActionArgs) {
  try {
    const form = await parseFormData(request, followFormSchema);
    const viewer = await getViewer(request);
    const outcome = await followAlert({ form, viewer, request });
    return outcome.status === "saved"
      ? actionSuccess({ title: FOLLOW_SAVED_TITLE, description: FOLLOW_SAVED }, { status: outcome.status })
      : actionSuccess(
          { title: FOLLOW_CONFIRM_SENT_TITLE, description: FOLLOW_CONFIRM_SENT },
          { status: outcome.status },
        );
  } catch (error) {
    return actionFailure(error, { title: FOLLOW_FAILED, unexpected: FOLLOW_FAILED });
  }
}

export function loader() {
  return new Response("Use a Follow button.", { status: 405, headers: { Allow: "POST" } });
}
