// /alerts/confirm?token=: the double opt-in link. Opening it shows what the alert follows and a Confirm button, so a
// mail scanner that fetches every link never confirms for the person; the POST starts the alert.
import { data } from "react-router";
import {
  CONFIRM_BUTTON,
  CONFIRM_PAGE_TITLE,
  CONFIRMED,
  CONFIRMED_TITLE,
  LINK_INVALID,
} from "~/features/alerts/alerts.copy";
import { confirmAlert, linkToken, signedLinkPage } from "~/features/alerts/alerts.server";
import { SignedLinkPage } from "~/features/alerts/components/signed-link-page";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure } from "~/lib/http.server";
import type { Route } from "./+types/alerts.confirm";

export const meta: Route.MetaFunction = () => [
  { title: `${CONFIRM_PAGE_TITLE} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { page, status } = await signedLinkPage({ purpose: "confirm", request });
  return data(page, { status });
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await confirmAlert({ token: linkToken(request) });
    return actionSuccess({ title: CONFIRMED_TITLE, description: CONFIRMED });
  } catch (error) {
    return actionFailure(error, { title: LINK_INVALID });
  }
}

export default function ConfirmAlertPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignedLinkPage
      title={CONFIRM_PAGE_TITLE}
      doneTitle={CONFIRMED_TITLE}
      doneText={CONFIRMED}
      button={CONFIRM_BUTTON}
      label={loaderData.label}
      done={loaderData.done || actionData?.ok === true}
      problem={loaderData.problem ?? (actionData?.ok === false ? actionData.error : null)}
    />
  );
}
