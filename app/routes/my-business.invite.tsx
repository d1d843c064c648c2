// /my-business/invite/:token: the invited person, signed in with the invited address, becomes a co-owner (issue #20).
// The invited address is shown to that address's account only (issue #31): a forwarded or leaked link shows anyone
// else the listing's name and how to sign in, never who was invited.
import { Form, useActionData } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { getViewer, requireViewer } from "~/features/accounts/accounts.server";
import { AnswerLine, DashboardLink, ownerPageMeta } from "~/features/my-business/components/owner-page";
import { invitePath } from "~/features/my-business/my-business.constants";
import {
  ACCEPT_INVITE,
  INVITE_ACCEPTED,
  INVITE_SIGN_IN,
  INVITE_WRONG_ACCOUNT,
  inviteAddressedTo,
  SIGN_IN,
} from "~/features/my-business/my-business.copy";
import { inviteTokenOf } from "~/features/my-business/my-business.schema";
import { acceptInvite, getInvite } from "~/features/my-business/my-business.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, loadOrErrorPage } from "~/lib/http.server";
import type { Route } from "./+types/my-business.invite";

export const meta: Route.MetaFunction = () => ownerPageMeta(ACCEPT_INVITE);

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  return loadOrErrorPage(() => getInvite({ token: inviteTokenOf(params), viewer }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireViewer(request);
  try {
    await acceptInvite({ member, token: inviteTokenOf(params) });
    return actionSuccess({ title: INVITE_ACCEPTED });
  } catch (error) {
    return actionFailure(error);
  }
}

export default function InvitePage({ loaderData, params }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { businessName, viewer, email } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{businessName}</h1>
      <AnswerLine answer={answer} />
      {answer?.ok ? (
        <DashboardLink />
      ) : viewer === "invited" && email ? (
        <>
          <p className="mt-2 text-slate-700">{inviteAddressedTo(email)}</p>
          <Form method="post" className="mt-4">
            <Button type="submit">{ACCEPT_INVITE}</Button>
          </Form>
        </>
      ) : (
        <>
          <p className="mt-2 text-slate-700">{viewer === "other" ? INVITE_WRONG_ACCOUNT : INVITE_SIGN_IN}</p>
          {viewer === "signed-out" ? (
            <ButtonLink
              to={`/auth?redirectTo=${encodeURIComponent(invitePath(params.token))}`}
              className="mt-4"
            >
              {SIGN_IN}
            </ButtonLink>
          ) : null}
        </>
      )}
    </main>
  );
}
