// /my-business: the owner dashboard (issue #20). Signed-in only; it hydrates like the other signed-in screens.
import { Form, Link, redirect, useActionData } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { requireViewer } from "~/features/accounts/accounts.server";
import { BusinessCard } from "~/features/directory/components/business-card";
import { LISTING_TIERS } from "~/features/directory/directory.schema";
import type { DirectoryListing } from "~/features/directory/directory.server";
import {
  CHECKOUT_RETURN_PARAM,
  openBillingPortal,
  startCheckout,
} from "~/features/my-business/billing.server";
import { AnswerLine, ownerPageMeta } from "~/features/my-business/components/owner-page";
import { StatsChart } from "~/features/my-business/components/stats-chart";
import { getOwnerDashboard, type OwnerDashboard } from "~/features/my-business/dashboard.server";
import {
  CONTACT_SALES_PATH,
  MY_BUSINESS_INTENTS,
  NEW_LISTING_PATH,
  OWNER_FIELDS,
  PAID_PLANS,
  PLAN_MONTHLY_PRICE_USD,
} from "~/features/my-business/my-business.constants";
import {
  APPROVE,
  CHANGE_SUBMITTED,
  CHANGES_SAVED,
  CHECKOUT_RETURNED,
  CO_OWNER_APPROVED,
  CO_OWNER_DECLINED,
  CO_OWNER_REQUESTS_HEADING,
  CONTACT_US,
  choosePlan,
  coOwnerRequestLine,
  DECLINE,
  EDIT_HEADING,
  graceUntilLabel,
  INVITE_EMAIL_LABEL,
  INVITE_HEADING,
  inviteSent,
  LIST_MY_BUSINESS,
  MANAGE_BILLING,
  MY_BUSINESS_INTRO,
  MY_BUSINESS_TITLE,
  NO_OWNED_LISTINGS,
  NOT_THE_PAYER,
  OWNER_FIELD_LABELS,
  PENDING_REVIEW,
  PLAN_HEADING,
  PLAN_NAMES,
  PREVIEW_HEADING,
  PUBLISHED,
  SAVE,
  SEND_INVITE,
  TIER_SOURCE_LABELS,
} from "~/features/my-business/my-business.copy";
import { myBusinessActionSchema } from "~/features/my-business/my-business.schema";
import {
  decideCoOwnerRequest,
  editOwnedListing,
  inviteOwner,
} from "~/features/my-business/my-business.server";
import { TIER_FIELDS } from "~/features/my-business/my-business.tiers";
import { actionSuccess } from "~/lib/action-result";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/my-business";

export const meta: Route.MetaFunction = () => ownerPageMeta(MY_BUSINESS_TITLE);

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireViewer(request);
  const dashboard = await getOwnerDashboard({ member });
  const returned = new URL(request.url).searchParams.get(CHECKOUT_RETURN_PARAM) === "success";
  return { ...dashboard, checkoutReturned: returned };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireViewer(request);
  try {
    const input = await parseFormData(request, myBusinessActionSchema);
    switch (input.intent) {
      case MY_BUSINESS_INTENTS.edit: {
        const { queued } = await editOwnedListing({ member, input });
        return actionSuccess(
          { title: queued ? CHANGE_SUBMITTED : CHANGES_SAVED },
          { businessId: input.businessId },
        );
      }
      case MY_BUSINESS_INTENTS.invite: {
        const { email } = await inviteOwner({ member, businessId: input.businessId, email: input.email });
        return actionSuccess({ title: inviteSent(email) }, { businessId: input.businessId });
      }
      case MY_BUSINESS_INTENTS.checkout:
        return redirect(
          (await startCheckout({ member, businessId: input.businessId, plan: input.plan })).url,
        );
      case MY_BUSINESS_INTENTS.portal:
        return redirect((await openBillingPortal({ member, businessId: input.businessId })).url);
      case MY_BUSINESS_INTENTS.approveCoOwner:
      case MY_BUSINESS_INTENTS.declineCoOwner: {
        const approve = input.intent === MY_BUSINESS_INTENTS.approveCoOwner;
        await decideCoOwnerRequest({ member, claimId: input.claimId, approve });
        return actionSuccess(
          { title: approve ? CO_OWNER_APPROVED : CO_OWNER_DECLINED },
          { businessId: null },
        );
      }
    }
  } catch (error) {
    return actionFailure(error, {}, { businessId: null as string | null });
  }
}

type OwnedListing = OwnerDashboard["listings"][number];

function previewListing(listing: OwnedListing, tier: (typeof LISTING_TIERS)[number]): DirectoryListing {
  return {
    id: listing.id,
    name: listing.name,
    description: listing.fields.description,
    streetAddress: listing.fields.streetAddress,
    postalCode: listing.fields.postalCode,
    telephone: listing.fields.telephone,
    website: listing.fields.website,
    email: listing.fields.email,
    imageUrl: listing.fields.imageUrl,
    listingTier: tier,
    businessKey: listing.businessKey,
    city: { ...listing.city, locationKey: "" },
    category: null,
  };
}

export default function MyBusinessPage({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { listings, paymentsEnabled, categories, checkoutReturned } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{MY_BUSINESS_TITLE}</h1>
          <p className="mt-2 text-slate-600">{MY_BUSINESS_INTRO}</p>
        </div>
        <ButtonLink to={NEW_LISTING_PATH}>{LIST_MY_BUSINESS}</ButtonLink>
      </div>
      <AnswerLine answer={answer} prefix={checkoutReturned ? CHECKOUT_RETURNED : null} />
      {listings.length === 0 ? <p className="mt-8 text-slate-700">{NO_OWNED_LISTINGS}</p> : null}
      {listings.map((listing) => (
        <article
          key={listing.id}
          aria-labelledby={`listing-${listing.id}`}
          className="mt-8 rounded-xl border border-slate-300 p-5"
        >
          <h2 id={`listing-${listing.id}`} className="text-2xl font-semibold">
            {listing.name}
          </h2>
          <p className="text-sm text-slate-600">
            {listing.city.name}, {listing.city.state} ·{" "}
            {listing.publicationStatus === "pending" || listing.pendingChange ? PENDING_REVIEW : PUBLISHED} ·{" "}
            {listing.listingTier} ({TIER_SOURCE_LABELS[listing.tierSource]})
          </p>
          {listing.graceUntil ? (
            <p className="text-sm text-amber-800">{graceUntilLabel(listing.graceUntil.slice(0, 10))}</p>
          ) : null}
          <CoOwnerRequests listing={listing} />
          <PlanSection listing={listing} paymentsEnabled={paymentsEnabled} />
          <EditForm listing={listing} categories={categories} />
          <Form method="post" className="mt-6 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value={MY_BUSINESS_INTENTS.invite} />
            <input type="hidden" name="businessId" value={listing.id} />
            <TextField
              label={`${INVITE_HEADING}: ${INVITE_EMAIL_LABEL}`}
              name="email"
              type="email"
              required
            />
            <Button type="submit" variant="outline">
              {SEND_INVITE}
            </Button>
          </Form>
          <details className="mt-6">
            <summary className="cursor-pointer font-semibold">{PREVIEW_HEADING}</summary>
            <ul className="mt-3 grid gap-4 sm:grid-cols-3">
              {[...LISTING_TIERS].reverse().map((tier) => (
                <li key={tier}>
                  <p className="text-sm font-medium">{tier}</p>
                  <BusinessCard listing={previewListing(listing, tier)} locationKey={null} />
                </li>
              ))}
            </ul>
          </details>
          <StatsChart stats={listing.stats} idPrefix={`listing-${listing.id}`} />
        </article>
      ))}
    </main>
  );
}

/** Members whose code at the business's domain was right, waiting for an owner's approval to co-own the listing. */
function CoOwnerRequests({ listing }: { listing: OwnedListing }) {
  if (listing.coOwnerRequests.length === 0) return null;
  const headingId = `co-owner-requests-${listing.id}`;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3">
      <h3 id={headingId} className="font-semibold">
        {CO_OWNER_REQUESTS_HEADING}
      </h3>
      <ul className="mt-2 grid gap-2">
        {listing.coOwnerRequests.map((request) => {
          const line = coOwnerRequestLine(request.memberEmail, request.verifiedAddress);
          return (
            <li key={request.id} aria-label={line} className="flex flex-wrap items-center gap-2">
              <span>{line}</span>
              {[MY_BUSINESS_INTENTS.approveCoOwner, MY_BUSINESS_INTENTS.declineCoOwner].map((intent) => (
                <Form method="post" key={intent}>
                  <input type="hidden" name="intent" value={intent} />
                  <input type="hidden" name="claimId" value={request.id} />
                  <Button
                    type="submit"
                    size="sm"
                    variant={intent === MY_BUSINESS_INTENTS.approveCoOwner ? "primary" : "outline"}
                  >
                    {intent === MY_BUSINESS_INTENTS.approveCoOwner ? APPROVE : DECLINE}
                  </Button>
                </Form>
              ))}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PlanSection({ listing, paymentsEnabled }: { listing: OwnedListing; paymentsEnabled: boolean }) {
  const paidByAnother = !listing.isPayer && (listing.tierSource === "paid" || listing.tierSource === "grace");
  if (paidByAnother)
    return (
      <section aria-label={PLAN_HEADING} className="mt-4">
        <p className="text-sm text-slate-700">{NOT_THE_PAYER}</p>
      </section>
    );
  return (
    <section aria-label={PLAN_HEADING} className="mt-4 flex flex-wrap gap-2">
      {PAID_PLANS.map((plan) =>
        paymentsEnabled ? (
          <Form method="post" key={plan}>
            <input type="hidden" name="intent" value={MY_BUSINESS_INTENTS.checkout} />
            <input type="hidden" name="businessId" value={listing.id} />
            <input type="hidden" name="plan" value={plan} />
            <Button type="submit">{choosePlan(PLAN_NAMES[plan], PLAN_MONTHLY_PRICE_USD[plan])}</Button>
          </Form>
        ) : (
          <Link key={plan} to={CONTACT_SALES_PATH} className="font-semibold text-teal-800 underline">
            {`${CONTACT_US}: ${PLAN_NAMES[plan]}`}
          </Link>
        ),
      )}
      {paymentsEnabled && listing.hasBillingAccount && listing.isPayer ? (
        <Form method="post">
          <input type="hidden" name="intent" value={MY_BUSINESS_INTENTS.portal} />
          <input type="hidden" name="businessId" value={listing.id} />
          <Button type="submit" variant="outline">
            {MANAGE_BILLING}
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

function EditForm({
  listing,
  categories,
}: {
  listing: OwnedListing;
  categories: OwnerDashboard["categories"];
}) {
  const allowed = TIER_FIELDS[listing.listingTier];
  return (
    <Form method="post" className="mt-6 grid gap-3 sm:grid-cols-2" aria-label={EDIT_HEADING}>
      <h3 className="text-lg font-semibold sm:col-span-2">{EDIT_HEADING}</h3>
      <input type="hidden" name="intent" value={MY_BUSINESS_INTENTS.edit} />
      <input type="hidden" name="businessId" value={listing.id} />
      {OWNER_FIELDS.filter((field) => allowed.includes(field)).map((field) => {
        const value = listing.fields[field] ?? "";
        if (field === "businessCategory")
          return (
            <SelectField key={field} label={OWNER_FIELD_LABELS[field]} name={field} defaultValue={value}>
              <option value="">—</option>
              {categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.parentCategory} / {category.subCategory}
                </option>
              ))}
            </SelectField>
          );
        if (field === "description" || field === "hours")
          return (
            <TextAreaField
              key={field}
              label={OWNER_FIELD_LABELS[field]}
              name={field}
              defaultValue={value}
              className="sm:col-span-2"
            />
          );
        return <TextField key={field} label={OWNER_FIELD_LABELS[field]} name={field} defaultValue={value} />;
      })}
      <div className="sm:col-span-2">
        <Button type="submit">{SAVE}</Button>
      </div>
    </Form>
  );
}
