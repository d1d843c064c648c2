// /my-business/invite/:token: the invited person, signed in with the invited address, becomes a co-owner (issue #20).
import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { requireViewer } from "~/features/accounts/accounts.server";
import { AnswerLine, DashboardLink, ownerPageMeta } from "~/features/my-business/components/owner-page";
import { ACCEPT_INVITE, INVITE_ACCEPTED } from "~/features/my-business/my-business.copy";
import { inviteTokenOf } from "~/features/my-business/my-business.schema";
import { acceptInvite, getInvite } from "~/features/my-business/my-business.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, loadOrErrorPage } from "~/lib/http.server";
import type { Route } from "./+types/my-business.invite";

export const meta: Route.MetaFunction = () => ownerPageMeta(ACCEPT_INVITE);

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireViewer(request);
  return loadOrErrorPage(() => getInvite({ token: inviteTokenOf(params) }));
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

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{loaderData.businessName}</h1>
      <AnswerLine answer={answer} />
      {answer?.ok ? (
        <DashboardLink />
      ) : (
        <Form method="post" className="mt-4">
          <Button type="submit">{ACCEPT_INVITE}</Button>
        </Form>
      )}
    </main>
  );
}
