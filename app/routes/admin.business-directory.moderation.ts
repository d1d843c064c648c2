// POST /admin/business-directory/moderation (issue #20): approve or reject a pending listing or edit, decide a claim,
// grant or revoke a tier. The forms sit on /admin/business-directory; the answer goes back there with a toast.
import { redirect } from "react-router";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { ADMIN_DIRECTORY_PATH } from "~/features/admin-directory/admin-directory.links";
import { runModerationAction } from "~/features/my-business/moderation.server";
import { moderationActionSchema } from "~/features/my-business/my-business.schema";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.business-directory.moderation";

/** Nothing to show here: an admin goes to the directory screen, anyone else is refused as on every admin address. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return redirect(ADMIN_DIRECTORY_PATH);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  try {
    const input = await parseFormData(request, moderationActionSchema);
    return actionSuccess({ title: await runModerationAction(input) });
  } catch (error) {
    return actionFailure(error);
  }
}
