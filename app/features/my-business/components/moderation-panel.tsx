// The admin directory's "Pending changes" (issue #20): new listings and owners' edits with before and after,
// approve or reject with a reason; claims awaiting approval; and each card's tier source with grant and revoke.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import { LISTING_TIERS } from "~/features/directory/directory.schema";
import type { ActionResult } from "~/lib/action-result";
import { MODERATION_INTENTS, MODERATION_PATH } from "../my-business.constants";
import {
  AFTER,
  APPROVE,
  BEFORE,
  CLAIMS_HEADING,
  GRANT_TIER,
  graceUntilLabel,
  MODERATION_HEADING,
  NEW_LISTING_BADGE,
  NO_PENDING,
  OWNER_FIELD_LABELS,
  REJECT,
  REJECT_REASON_LABEL,
  REVOKE_TIER,
  TIER_HEADING,
  TIER_SOURCE_LABELS,
} from "../my-business.copy";

type PendingItem = {
  kind: "new-listing" | "change";
  id: string;
  listing: { id: string; name: string; cityName: string };
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  submittedBy: string | null;
  version: string;
};
type OpenClaim = { id: string; email: string; listingName: string };

function fieldLabel(field: string): string {
  return (OWNER_FIELD_LABELS as Record<string, string>)[field] ?? (field === "name" ? "Name" : field);
}

// A decision's answer is a toast in the page's toast region (useActionToast): an approved or decided row leaves the
// list as the page reloads its data and would take a message inside it along. A refusal also stays beside its form.
function Answer({ data }: { data: ActionResult | undefined }) {
  if (!data || data.ok) return null;
  return (
    <p role="status" className="text-sm text-red-700">
      {data.error}
    </p>
  );
}

function PendingRow({ item }: { item: PendingItem }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  const fields = Object.keys(item.after).filter((field) => item.kind === "change" || item.after[field]);
  const headingId = `pending-${item.id}`;
  return (
    <li className="rounded-lg border border-slate-300 p-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-semibold">
        {item.listing.name}{" "}
        <span className="text-sm font-normal text-slate-600">({item.listing.cityName})</span>
        {item.kind === "new-listing" ? (
          <span className="ml-2 rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900">
            {NEW_LISTING_BADGE}
          </span>
        ) : null}
      </h3>
      {item.submittedBy ? <p className="text-sm text-slate-600">{item.submittedBy}</p> : null}
      <table className="mt-2 w-full text-sm">
        <thead>
          <tr>
            <th scope="col" className="text-left" />
            {item.kind === "change" ? (
              <th scope="col" className="text-left">
                {BEFORE}
              </th>
            ) : null}
            <th scope="col" className="text-left">
              {AFTER}
            </th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="align-top">
              <th scope="row" className="pr-3 text-left font-medium">
                {fieldLabel(field)}
              </th>
              {item.kind === "change" ? (
                <td className="pr-3 text-slate-600">{item.before[field] ?? "—"}</td>
              ) : null}
              <td>{item.after[field] ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" action={MODERATION_PATH}>
          <input type="hidden" name="intent" value={MODERATION_INTENTS.approveChange} />
          <input type="hidden" name="changeId" value={item.id} />
          {/* What the admin sees is what gets published: a version changed since is refused (issue #31). */}
          <input type="hidden" name="version" value={item.version} />
          <Button type="submit" size="sm">
            {APPROVE}
          </Button>
        </fetcher.Form>
        <fetcher.Form method="post" action={MODERATION_PATH} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value={MODERATION_INTENTS.rejectChange} />
          <input type="hidden" name="changeId" value={item.id} />
          <TextAreaField label={REJECT_REASON_LABEL} name="reason" rows={2} required />
          <Button type="submit" size="sm" variant="outline">
            {REJECT}
          </Button>
        </fetcher.Form>
      </div>
      <Answer data={fetcher.data} />
    </li>
  );
}

function ClaimRow({ claim }: { claim: OpenClaim }) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <li className="flex flex-wrap items-center gap-3">
      <span>
        {claim.listingName}: {claim.email}
      </span>
      {[MODERATION_INTENTS.approveClaim, MODERATION_INTENTS.rejectClaim].map((intent) => (
        <fetcher.Form method="post" action={MODERATION_PATH} key={intent}>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="claimId" value={claim.id} />
          <Button
            type="submit"
            size="sm"
            variant={intent === MODERATION_INTENTS.approveClaim ? "primary" : "outline"}
          >
            {intent === MODERATION_INTENTS.approveClaim ? APPROVE : REJECT}
          </Button>
        </fetcher.Form>
      ))}
      <Answer data={fetcher.data} />
    </li>
  );
}

export function ModerationPanel({ pending, claims }: { pending: PendingItem[]; claims: OpenClaim[] }) {
  return (
    <section aria-labelledby="moderation-heading" className="mt-8">
      <h2 id="moderation-heading" className="text-xl font-semibold">
        {MODERATION_HEADING}
      </h2>
      {pending.length === 0 ? (
        <p className="mt-2 text-slate-600">{NO_PENDING}</p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {/* Keyed by listing: when the owner's newer edit replaces the one on screen, the refusal stays beside it. */}
          {pending.map((item) => (
            <PendingRow key={item.listing.id} item={item} />
          ))}
        </ul>
      )}
      {claims.length > 0 ? (
        <>
          <h2 className="mt-6 text-xl font-semibold">{CLAIMS_HEADING}</h2>
          <ul className="mt-3 grid gap-2">
            {claims.map((claim) => (
              <ClaimRow key={claim.id} claim={claim} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** On each admin card: where the tier came from, and grant (any tier, no payment) or revoke to Basic. */
export function TierControls({
  listingId,
  source,
}: {
  listingId: string;
  source: { source: keyof typeof TIER_SOURCE_LABELS; graceUntil: string | null } | undefined;
}) {
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher);
  return (
    <div className="mt-1 text-sm">
      <p>
        {TIER_HEADING}: {TIER_SOURCE_LABELS[source?.source ?? "default"]}
        {source?.graceUntil ? ` ${graceUntilLabel(source.graceUntil.slice(0, 10))}` : null}
      </p>
      <fetcher.Form method="post" action={MODERATION_PATH} className="mt-1 flex flex-wrap gap-1">
        <input type="hidden" name="businessId" value={listingId} />
        <select
          name="listingTier"
          aria-label={TIER_HEADING}
          className="rounded border border-slate-300 px-1 text-sm"
        >
          {LISTING_TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tier}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="outline" name="intent" value={MODERATION_INTENTS.grantTier}>
          {GRANT_TIER}
        </Button>
        <Button type="submit" size="sm" variant="ghost" name="intent" value={MODERATION_INTENTS.revokeTier}>
          {REVOKE_TIER}
        </Button>
      </fetcher.Form>
      <Answer data={fetcher.data} />
    </div>
  );
}
