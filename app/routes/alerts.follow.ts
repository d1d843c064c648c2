// POST /alerts/follow: the Follow buttons' one action (issue #17). A member's alert is saved at once; a visitor's
// waits for the confirmation mail. Answers the one action shape (ADR 0034); a form posted as a page, without
// JavaScript, is sent back to the page it came from with that answer's toast.
import { safeRedirectPath } from "~/features/accounts/accounts.schema";
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
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/alerts.follow";

async function follow(request: Request) {
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

/** A browser's own form post asks for a page; the fetcher and the page's script ask for the answer itself. */
function postedAsPage(request: Request): boolean {
  return request.headers.get("accept")?.includes("text/html") ?? false;
}

/** The path of the page the form was on (a same-origin post carries it in Referer), or home. */
function pageOfForm(request: Request): string {
  const referer = request.headers.get("referer");
  if (!referer) return "/";
  try {
    const { pathname, search } = new URL(referer);
    return safeRedirectPath(`${pathname}${search}`);
  } catch {
    return "/";
  }
}

export async function action({ request }: Route.ActionArgs) {
  const answer = await follow(request);
  if (!postedAsPage(request)) return answer;
  const { toast } = "init" in answer ? answer.data : answer;
  return toast ? redirectWithToast(pageOfForm(request), toast) : answer;
}

export function loader() {
  return new Response("Use a Follow button.", { status: 405, headers: { Allow: "POST" } });
}
