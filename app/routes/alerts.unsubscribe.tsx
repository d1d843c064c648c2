// /alerts/unsubscribe?token=: every alert mail's link and its List-Unsubscribe address (RFC 8058). A mail client's
// one-click POST (body List-Unsubscribe=One-Click) and the page's button both unsubscribe at once, with no sign-in;
// a token that is not ours is refused.
import { data } from "react-router";
import {
  LINK_INVALID,
  UNSUBSCRIBE_BUTTON,
  UNSUBSCRIBE_PAGE_TITLE,
  UNSUBSCRIBED,
  UNSUBSCRIBED_TITLE,
} from "~/features/alerts/alerts.copy";
import { linkToken, signedLinkPage, unsubscribeAlert } from "~/features/alerts/alerts.server";
import { SignedLinkPage } from "~/features/alerts/components/signed-link-page";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure } from "~/lib/http.server";
import type { Route } from "./+types/alerts.unsubscribe";

export const meta: Route.MetaFunction = () => [
  { title: `${UNSUBSCRIBE_PAGE_TITLE} | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { page, status } = await signedLinkPage({ purpose: "unsubscribe", request });
  return data(page, { status });
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await unsubscribeAlert({ token: linkToken(request) });
    return actionSuccess({ title: UNSUBSCRIBED_TITLE, description: UNSUBSCRIBED });
  } catch (error) {
    return actionFailure(error, { title: LINK_INVALID });
  }
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignedLinkPage
      title={UNSUBSCRIBE_PAGE_TITLE}
      doneTitle={UNSUBSCRIBED_TITLE}
      doneText={UNSUBSCRIBED}
      button={UNSUBSCRIBE_BUTTON}
      label={loaderData.label}
      done={loaderData.done || actionData?.ok === true}
      problem={loaderData.problem ?? (actionData?.ok === false ? actionData.error : null)}
    />
  );
}
