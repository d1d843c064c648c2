// /alerts/manage?token=: every alert mail's footer link. The signed token names one address; whoever holds the mail
// may list its alerts and pause, resume, delete or retime them, with no account (a member also has /profile/alerts).
import { data, useLocation } from "react-router";
import { ALERT_UPDATE_FAILED, LINK_INVALID, MANAGE_PAGE_TITLE } from "~/features/alerts/alerts.copy";
import { alertTokenSchema, manageAlertFormSchema } from "~/features/alerts/alerts.schema";
import { addressForManageLink, listAlerts, manageAlert } from "~/features/alerts/alerts.server";
import { AlertList } from "~/features/alerts/components/alert-list";
import { manageAnswer } from "~/features/alerts/components/manage-answer";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { isAppError } from "~/lib/app-error";
import { actionFailure, parseFormData, parseWith } from "~/lib/http.server";
import type { Route } from "./+types/alerts.manage";

export const meta: Route.MetaFunction = () => [
  { title: `${MANAGE_PAGE_TITLE} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

function addressOf(request: Request): string {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return addressForManageLink(parseWith(alertTokenSchema, { token }).token);
}

export async function loader({ request }: Route.LoaderArgs) {
  try {
    const email = addressOf(request);
    return { email, ...(await listAlerts({ email })), problem: null };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      { email: null, alerts: [], addressPaused: false, problem: LINK_INVALID },
      { status: error.status },
    );
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const email = addressOf(request);
    const form = await parseFormData(request, manageAlertFormSchema);
    await manageAlert({ email, form });
    return actionSuccess(manageAnswer(form.intent));
  } catch (error) {
    return actionFailure(error, { title: ALERT_UPDATE_FAILED });
  }
}

export default function ManageAlertsPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{MANAGE_PAGE_TITLE}</h1>
      {loaderData.problem ? (
        <p className="mt-4 text-red-700" role="alert">
          {loaderData.problem}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{loaderData.email}</p>
          <AlertList
            alerts={loaderData.alerts}
            addressPaused={loaderData.addressPaused}
            action={`${location.pathname}${location.search}`}
          />
        </>
      )}
    </main>
  );
}
