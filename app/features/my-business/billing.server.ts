// Paid tiers through Stripe (issue #20, ADR 0044): Checkout for a monthly subscription, the customer portal, and
// the webhook that alone grants, keeps (7-day grace) and drops a tier. The official SDK speaks to api.stripe.com,
// or to STRIPE_API_BASE (a loopback fake in tests).
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import Stripe from "stripe";
import { businessListings, stripeEvents, users } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import {
  MY_BUSINESS_PATH,
  PAID_PLANS,
  PAYMENT_GRACE_DAYS,
  type PaidPlan,
  PLAN_MONTHLY_PRICE_USD,
} from "./my-business.constants";
import { NO_BILLING_ACCOUNT, NOT_THE_PAYER, PAYMENTS_UNAVAILABLE, PLAN_NAMES } from "./my-business.copy";
import { type Listing, type Member, requireOwnedListing } from "./my-business.server";
import { BASIC_TIER, PLAN_TIER } from "./my-business.tiers";

export const STRIPE_SIGNATURE_HEADER = "stripe-signature";
export const CHECKOUT_RETURN_PARAM = "checkout";

export function paymentsEnabled(): boolean {
  return Boolean(env().STRIPE_SECRET_KEY);
}

/** The SDK, pointed at STRIPE_API_BASE when set. Signature checks need no key, so a placeholder stands in. */
export function stripeClient(secretKey = env().STRIPE_SECRET_KEY): Stripe {
  const base = env().STRIPE_API_BASE;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 10_000 };
  if (base) {
    const url = new URL(base);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === "http:" ? 80 : 443);
    config.protocol = url.protocol === "http:" ? "http" : "https";
  }
  return new Stripe(secretKey ?? "sk_unused_for_signatures", config);
}

function requireStripe(): Stripe {
  if (!paymentsEnabled()) throw new AppError("BAD_REQUEST", PAYMENTS_UNAVAILABLE);
  return stripeClient();
}

const PRICE_IDS: Record<PaidPlan, () => string | undefined> = {
  standard: () => env().STRIPE_PRICE_STANDARD,
  premium: () => env().STRIPE_PRICE_PREMIUM,
};

function lineItem(plan: PaidPlan): Stripe.Checkout.SessionCreateParams.LineItem {
  const price = PRICE_IDS[plan]();
  if (price) return { price, quantity: 1 };
  return {
    quantity: 1,
    price_data: {
      currency: "usd",
      unit_amount: PLAN_MONTHLY_PRICE_USD[plan] * 100,
      recurring: { interval: "month" },
      product_data: { name: `CivicLens ${PLAN_NAMES[plan]} listing` },
    },
  };
}

const dashboardUrl = (query = "") => new URL(`${MY_BUSINESS_PATH}${query}`, env().PUBLIC_URL).toString();

/**
 * Whether `member` is the owner who pays for the listing: the one whose Checkout the webhook recorded with its
 * Stripe customer (`billing_user_id`). Co-owners are owners, not payers: another member's card, invoices and
 * subscription are not theirs to see or change (issue #31).
 */
export function isPayer(listing: Pick<Listing, "billingUserId">, member: Member): boolean {
  return listing.billingUserId !== null && listing.billingUserId === member.id;
}

/**
 * A Checkout session for one owned listing and plan; the browser is sent to its URL. Coming back from it grants
 * nothing: only the signed checkout.session.completed event does, and it records the member who paid. While
 * somebody else pays for the listing a co-owner cannot start a second subscription, nor check out as that payer's
 * Stripe customer.
 */
export async function startCheckout(options: { member: Member; businessId: string; plan: PaidPlan }) {
  const listing = await requireOwnedListing(options.member, options.businessId);
  const payer = isPayer(listing, options.member);
  if (!payer && listing.tierSource === "paid") throw new AppError("FORBIDDEN", NOT_THE_PAYER);
  const stripe = requireStripe();
  const metadata = { listingId: listing.id, plan: options.plan, payerId: options.member.id };
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    line_items: [lineItem(options.plan)],
    client_reference_id: listing.id,
    metadata,
    subscription_data: { metadata },
    ...(payer && listing.stripeCustomerId
      ? { customer: listing.stripeCustomerId }
      : { customer_email: options.member.email }),
    success_url: dashboardUrl(`?${CHECKOUT_RETURN_PARAM}=success`),
    cancel_url: dashboardUrl(`?${CHECKOUT_RETURN_PARAM}=cancelled`),
  });
  if (!session.url) throw new AppError("UPSTREAM_FAILED", PAYMENTS_UNAVAILABLE);
  return { url: session.url };
}

/** Stripe's customer portal (cancel at the period's end, card, invoices): for the owner who pays, no other. */
export async function openBillingPortal(options: { member: Member; businessId: string }) {
  const listing = await requireOwnedListing(options.member, options.businessId);
  if (!listing.stripeCustomerId) throw new AppError("BAD_REQUEST", NO_BILLING_ACCOUNT);
  if (!isPayer(listing, options.member)) throw new AppError("FORBIDDEN", NOT_THE_PAYER);
  const session = await requireStripe().billingPortal.sessions.create({
    customer: listing.stripeCustomerId,
    return_url: dashboardUrl(),
  });
  return { url: session.url };
}

// ---- the webhook ----

/** The largest event body the webhook reads (the HTTP edge holds its address to it too, issue #31). */
export const STRIPE_WEBHOOK_MAX_BODY_BYTES = 1024 * 1024;

/** The webhook's signing secret; without one payments are not configured, a 404 before any of the body is read. */
export function requireStripeWebhookSecret(): string {
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError("NOT_FOUND", "Payments are not configured.");
  return secret;
}

/** Verifies the signature over the raw body; a bad or missing one is a 400 and nothing is read further. */
export function verifyStripeEvent(options: { rawBody: string; signature: string | null }): Stripe.Event {
  const secret = requireStripeWebhookSecret();
  if (!options.signature) throw new AppError("BAD_REQUEST", "Missing Stripe signature.");
  try {
    return stripeClient().webhooks.constructEvent(options.rawBody, options.signature, secret);
  } catch (error) {
    logger.warn({ err: error }, "stripe webhook signature refused");
    throw new AppError("BAD_REQUEST", "Invalid Stripe signature.");
  }
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

function planOf(metadata: Record<string, string> | null | undefined): PaidPlan | null {
  const plan = metadata?.plan;
  return plan && (PAID_PLANS as readonly string[]).includes(plan) ? (plan as PaidPlan) : null;
}

const dropToBasic = { listingTier: BASIC_TIER, tierSource: "default", graceUntil: null } as const;

/** The listing a subscription event is about: by the metadata we set, else by the subscription id. */
function subscriptionListing(subscriptionId: string | null, listingId: string | undefined) {
  if (listingId) return eq(businessListings.id, listingId);
  return subscriptionId ? eq(businessListings.stripeSubscriptionId, subscriptionId) : sql`false`;
}

/** The subscription an invoice belongs to, in the API's older (invoice.subscription) and newer (parent) shapes. */
function invoiceSubscription(invoice: Stripe.Invoice): {
  id: string | null;
  metadata: Record<string, string> | null;
} {
  const loose = invoice as unknown as {
    subscription?: string | { id: string } | null;
    subscription_details?: { metadata?: Record<string, string> | null } | null;
    parent?: {
      subscription_details?: {
        subscription?: string | { id: string } | null;
        metadata?: Record<string, string> | null;
      } | null;
    } | null;
  };
  const details = loose.parent?.subscription_details;
  return {
    id: idOf(details?.subscription ?? loose.subscription ?? null),
    metadata: details?.metadata ?? loose.subscription_details?.metadata ?? null,
  };
}

async function applyEvent(tx: DbExecutor, event: Stripe.Event): Promise<void> {
  const now = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      const plan = planOf(session.metadata);
      const listingId = session.metadata?.listingId ?? session.client_reference_id;
      if (!plan || !listingId || session.payment_status === "unpaid") return;
      // The member who checked out pays; a member deleted since is nobody (the column's foreign key would refuse).
      const payerId = session.metadata?.payerId;
      await tx
        .update(businessListings)
        .set({
          listingTier: PLAN_TIER[plan],
          tierSource: "paid",
          graceUntil: null,
          subscriptionStatus: "active",
          stripeCustomerId: idOf(session.customer),
          stripeSubscriptionId: idOf(session.subscription),
          ...(payerId
            ? {
                billingUserId: sql<
                  string | null
                >`(select ${users.id} from ${users} where ${users.id} = ${payerId})`,
              }
            : {}),
          updatedAt: new Date(),
        })
        .where(eq(businessListings.id, listingId));
      return;
    }
    case "invoice.paid": {
      const subscription = invoiceSubscription(event.data.object);
      const plan = planOf(subscription.metadata);
      await tx
        .update(businessListings)
        .set({
          ...(plan ? { listingTier: PLAN_TIER[plan], tierSource: "paid" as const } : {}),
          subscriptionStatus: "active",
          graceUntil: null,
          updatedAt: new Date(),
        })
        .where(subscriptionListing(subscription.id, subscription.metadata?.listingId));
      return;
    }
    case "invoice.payment_failed": {
      const subscription = invoiceSubscription(event.data.object);
      // The grace runs from the first failure: a retry failing again does not lengthen it.
      await tx
        .update(businessListings)
        .set({
          subscriptionStatus: "past_due",
          graceUntil: sql`coalesce(${businessListings.graceUntil}, ${new Date(now.getTime() + PAYMENT_GRACE_DAYS * 86_400_000)})`,
          updatedAt: new Date(),
        })
        .where(
          and(
            subscriptionListing(subscription.id, subscription.metadata?.listingId),
            eq(businessListings.tierSource, "paid"),
          ),
        );
      return;
    }
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      const plan = planOf(subscription.metadata);
      const where = subscriptionListing(subscription.id, subscription.metadata?.listingId);
      if (subscription.status === "canceled" || subscription.status === "unpaid") {
        await tx
          .update(businessListings)
          .set({ ...dropToBasic, subscriptionStatus: subscription.status, updatedAt: new Date() })
          .where(and(where, eq(businessListings.tierSource, "paid")));
        return;
      }
      const healthy = subscription.status === "active" || subscription.status === "trialing";
      await tx
        .update(businessListings)
        .set({
          subscriptionStatus: subscription.cancel_at_period_end ? "canceling" : subscription.status,
          ...(healthy ? { graceUntil: null } : {}),
          ...(healthy && plan ? { listingTier: PLAN_TIER[plan], tierSource: "paid" as const } : {}),
          stripeSubscriptionId: subscription.id,
          updatedAt: new Date(),
        })
        .where(where);
      return;
    }
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      await tx
        .update(businessListings)
        .set({ ...dropToBasic, subscriptionStatus: "canceled", updatedAt: new Date() })
        .where(
          and(
            subscriptionListing(subscription.id, subscription.metadata?.listingId),
            eq(businessListings.tierSource, "paid"),
          ),
        );
      return;
    }
    default:
      return;
  }
}

/**
 * Handles one verified event exactly once: its id is recorded in the same transaction as its effect, so a replay
 * (Stripe retries, or an attacker resending a captured body) changes nothing.
 */
export async function handleStripeEvent(event: Stripe.Event): Promise<{ duplicate: boolean }> {
  return db().transaction(async (tx) => {
    const [recorded] = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!recorded) return { duplicate: true };
    await applyEvent(tx, event);
    return { duplicate: false };
  });
}

/** Paid listings whose grace has run out drop to Basic (the tier only; nothing is deleted). Run hourly and on read. */
export async function expireGracePeriods(now = new Date()): Promise<number> {
  const expired = await db()
    .update(businessListings)
    .set({ ...dropToBasic, updatedAt: new Date() })
    .where(
      and(
        eq(businessListings.tierSource, "paid"),
        isNotNull(businessListings.graceUntil),
        lte(businessListings.graceUntil, now),
      ),
    )
    .returning({ id: businessListings.id });
  if (expired.length > 0)
    logger.info({ listings: expired.length }, "grace periods ended: listings dropped to Basic");
  return expired.length;
}

export type TierSource = "default" | "admin" | "paid" | "grace";

/** What the admin and the owner read: paid, granted by admin, in grace after a failed payment, or the free default. */
export function tierSourceOf(listing: {
  tierSource: "default" | "admin" | "paid";
  graceUntil: Date | null;
}): TierSource {
  return listing.tierSource === "paid" && listing.graceUntil ? "grace" : listing.tierSource;
}

/** An admin's grant (any tier, no payment) or revoke (back to Basic); a paid subscription is left to Stripe. */
export async function setTierByAdmin(options: {
  businessId: string;
  tier: (typeof PLAN_TIER)[PaidPlan] | typeof BASIC_TIER;
}) {
  const basic = options.tier === BASIC_TIER;
  const [updated] = await db()
    .update(businessListings)
    .set({
      listingTier: options.tier,
      tierSource: basic ? "default" : "admin",
      graceUntil: null,
      updatedAt: new Date(),
    })
    .where(eq(businessListings.id, options.businessId))
    .returning({ id: businessListings.id });
  if (!updated) throw new AppError("NOT_FOUND", "Business not found");
}

/** Each listed listing's tier source and grace end, for the admin grid. */
export async function listTierSources(
  listingIds: string[],
): Promise<Record<string, { source: TierSource; graceUntil: string | null }>> {
  if (listingIds.length === 0) return {};
  const rows = await db()
    .select({
      id: businessListings.id,
      tierSource: businessListings.tierSource,
      graceUntil: businessListings.graceUntil,
    })
    .from(businessListings)
    .where(inArray(businessListings.id, listingIds));
  return Object.fromEntries(
    rows.map((row) => [
      row.id,
      { source: tierSourceOf(row), graceUntil: row.graceUntil?.toISOString() ?? null },
    ]),
  );
}
