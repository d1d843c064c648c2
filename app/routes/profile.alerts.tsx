// /profile/alerts: a member's alerts (issue #17): pause, resume, delete, instant, daily or weekly.
import { data, Link } from "react-router";
import { getViewer } from "~/features/accounts/accounts.server";
import { ALERT_UPDATE_FAILED, ALERTS_PAGE_TITLE, SIGN_IN_TO_MANAGE } from "~/features/alerts/alerts.copy";
import { manageAlertFormSchema } from "~/features/alerts/alerts.schema";
import { listAlerts, manageAlert } from "~/features/alerts/alerts.server";
import { AlertList } from "~/features/alerts/components/alert-list";
import { manageAnswer } from "~/features/alerts/components/manage-answer";
import { PRODUCT_NAME, SIGN_IN } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { AppError } from "~/lib/app-error";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/profile.alerts";

export const meta: Route.MetaFunction = () => [
  { title: `${ALERTS_PAGE_TITLE} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ signedIn: false as const, alerts: [], addressPaused: false }, { status: 401 });
  return { signedIn: true as const, ...(await listAlerts({ email: viewer.email })) };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    if (!viewer) throw new AppError("UNAUTHORIZED", SIGN_IN_TO_MANAGE);
    const form = await parseFormData(request, manageAlertFormSchema);
    await manageAlert({ email: viewer.email, form });
    return actionSuccess(manageAnswer(form.intent));
  } catch (error) {
    return actionFailure(error, { title: ALERT_UPDATE_FAILED });
  }
}

export default function ProfileAlertsPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ALERTS_PAGE_TITLE}</h1>
      {loaderData.signedIn ? (
        <AlertList
          alerts={loaderData.alerts}
          addressPaused={loaderData.addressPaused}
          action="/profile/alerts"
        />
      ) : (
        <p className="mt-4 text-slate-700">
          {SIGN_IN_TO_MANAGE}{" "}
          <Link className="font-semibold text-blue-700 underline" to="/auth?redirectTo=/profile/alerts">
            {SIGN_IN}
          </Link>
        </p>
      )}
    </main>
  );
}
