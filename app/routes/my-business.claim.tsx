// /my-business/claim/:businessKey: a member claims a listing by a code mailed to its website's domain, or asks an
// admin to approve (issue #20). Signed-in only.
import { Form, useActionData } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { requireViewer } from "~/features/accounts/accounts.server";
import { AnswerLine, DashboardLink, ownerPageMeta } from "~/features/my-business/components/owner-page";
import { CLAIM_INTENTS } from "~/features/my-business/my-business.constants";
import {
  ALREADY_OWNER,
  ASK_ADMIN,
  ASK_ADMIN_HEADING,
  BUSINESS_NOT_FOUND,
  CLAIM_AWAITS_OWNERS,
  CLAIM_BY_CODE_HEADING,
  CLAIM_REQUESTED,
  CLAIM_TITLE,
  CLAIM_VERIFIED,
  CODE_LABEL,
  claimByCodeHelp,
  codeSent,
  LOCAL_PART_LABEL,
  NO_WEBSITE_DOMAIN,
  SEND_CODE,
  VERIFY_CODE,
} from "~/features/my-business/my-business.copy";
import { claimActionSchema, claimKeyOf } from "~/features/my-business/my-business.schema";
import {
  getClaimPage,
  requestClaimApproval,
  sendClaimCode,
  verifyClaimCode,
} from "~/features/my-business/my-business.server";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, loadOrErrorPage, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/my-business.claim";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  ownerPageMeta(loaderData ? CLAIM_TITLE(loaderData.listing.name) : BUSINESS_NOT_FOUND);

export async function loader({ request, params }: Route.LoaderArgs) {
  const member = await requireViewer(request);
  return loadOrErrorPage(() => getClaimPage({ member, businessKey: claimKeyOf(params) }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const member = await requireViewer(request);
  try {
    const businessKey = claimKeyOf(params);
    const input = await parseFormData(request, claimActionSchema);
    switch (input.intent) {
      case CLAIM_INTENTS.sendCode: {
        const { email } = await sendClaimCode({ member, businessKey, localPart: input.localPart });
        return actionSuccess({ title: codeSent(email) }, { step: "code" as const });
      }
      case CLAIM_INTENTS.verifyCode: {
        const { awaitingOwners } = await verifyClaimCode({ member, businessKey, code: input.code });
        return awaitingOwners
          ? actionSuccess({ title: CLAIM_AWAITS_OWNERS }, { step: "awaiting-owners" as const })
          : actionSuccess({ title: CLAIM_VERIFIED }, { step: "done" as const });
      }
      case CLAIM_INTENTS.askAdmin:
        await requestClaimApproval({ member, businessKey });
        return actionSuccess({ title: CLAIM_REQUESTED }, { step: "requested" as const });
    }
  } catch (error) {
    return actionFailure(error);
  }
}

export default function ClaimPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { listing, domain, isOwner, openClaim } = loaderData;
  const codeStep = (answer?.ok && answer.step === "code") || openClaim?.method === "domain-code";
  // A right code on a listing with owners waits for them: no new code meanwhile. The answer line says so when the
  // code was just verified; on a later visit the section does.
  const justVerified = answer?.ok === true && answer.step === "awaiting-owners";
  const awaitingOwners = loaderData.awaitingOwners || justVerified;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{CLAIM_TITLE(listing.name)}</h1>
      <AnswerLine answer={answer} />
      {isOwner || (answer?.ok && answer.step === "done") ? (
        <p className="mt-4">
          {isOwner ? ALREADY_OWNER : null} <DashboardLink />
        </p>
      ) : (
        <>
          <section aria-labelledby="claim-code-heading" className="mt-6">
            <h2 id="claim-code-heading" className="text-xl font-semibold">
              {CLAIM_BY_CODE_HEADING}
            </h2>
            {awaitingOwners ? (
              justVerified ? null : (
                <p className="mt-1 text-slate-700">{CLAIM_AWAITS_OWNERS}</p>
              )
            ) : domain ? (
              <>
                <p className="mt-1 text-slate-700">{claimByCodeHelp(domain)}</p>
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                  <input type="hidden" name="intent" value={CLAIM_INTENTS.sendCode} />
                  <TextField label={LOCAL_PART_LABEL} name="localPart" required hint={`…@${domain}`} />
                  <Button type="submit">{SEND_CODE}</Button>
                </Form>
                {codeStep ? (
                  <Form method="post" className="mt-3 flex flex-wrap items-end gap-2">
                    <input type="hidden" name="intent" value={CLAIM_INTENTS.verifyCode} />
                    <TextField
                      label={CODE_LABEL}
                      name="code"
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      required
                    />
                    <Button type="submit">{VERIFY_CODE}</Button>
                  </Form>
                ) : null}
              </>
            ) : (
              <p className="mt-1 text-slate-700">{NO_WEBSITE_DOMAIN}</p>
            )}
          </section>
          <section aria-labelledby="claim-admin-heading" className="mt-8">
            <h2 id="claim-admin-heading" className="text-xl font-semibold">
              {ASK_ADMIN_HEADING}
            </h2>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={CLAIM_INTENTS.askAdmin} />
              <Button type="submit" variant="outline">
                {ASK_ADMIN}
              </Button>
            </Form>
          </section>
        </>
      )}
    </main>
  );
}
