// The self-serve directory (issue #20, ADR 0044): owners create and claim listings, invite co-owners and edit
// what their tier allows; edits to a public listing wait for an admin, who approves or rejects them. The mails'
// components (mails/) are imported when one is sent: React Email takes about a second to load, which no process
// start should pay.
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import {
  businessListings,
  cities,
  listingChanges,
  listingClaims,
  listingInvites,
  listingOwners,
  users,
} from "#db/schema";
import { createBusiness } from "~/features/admin-directory/admin-directory.server";
import { BASIC_TIER } from "~/features/directory/directory.schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { parseWith } from "~/lib/http.server";
import { sendMail } from "~/lib/mail.server";
import { enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import { normalizeWebsiteUrl } from "~/lib/website-url";
import {
  CLAIM_CODE_DIGITS,
  CLAIM_CODE_MAX_ATTEMPTS,
  CLAIM_CODE_TTL_MINUTES,
  INVITE_TTL_DAYS,
  invitePath,
  OWNER_FIELDS,
} from "./my-business.constants";
import {
  ALREADY_OWNER,
  BUSINESS_NOT_FOUND,
  CHANGE_NOT_PENDING,
  CLAIM_AWAITS_OWNERS,
  CO_OWNER_REQUEST_DECIDED,
  CODE_EXPIRED,
  CODE_WRONG,
  INVITE_INVALID,
  INVITE_WRONG_ACCOUNT,
  LISTING_CHANGED,
  NO_OPEN_CLAIM,
  NO_WEBSITE_DOMAIN,
  NOT_AN_OWNER,
} from "./my-business.copy";
import { type NewListingInput, type OwnerEditRequest, ownerEditSchemaFor } from "./my-business.schema";

export type Member = { id: string; email: string };
export type Listing = typeof businessListings.$inferSelect;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

async function findListing(executor: DbExecutor, where: ReturnType<typeof eq>): Promise<Listing> {
  const [listing] = await executor.select().from(businessListings).where(where).limit(1);
  if (!listing) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return listing;
}

export async function isOwner(executor: DbExecutor, listingId: string, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ userId: listingOwners.userId })
    .from(listingOwners)
    .where(and(eq(listingOwners.listingId, listingId), eq(listingOwners.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** The listing, if `member` owns it: an unknown id is 404, somebody else's listing 403. Every owner action starts here. */
export async function requireOwnedListing(member: Member, listingId: string): Promise<Listing> {
  const listing = await findListing(db(), eq(businessListings.id, listingId));
  if (!(await isOwner(db(), listingId, member.id))) throw new AppError("FORBIDDEN", NOT_AN_OWNER);
  return listing;
}

/** The fields a plan's schema read, without those not posted (an edit leaves them as they are). */
function postedFields(fields: Record<string, string | null | undefined>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string | null] => entry[1] !== undefined),
  );
}

// ---- creating ----

/** A new listing's details before the member's: a free listing has no contact details or description. */
const NO_DETAILS = {
  description: null,
  streetAddress: null,
  postalCode: null,
  telephone: null,
  email: null,
  website: null,
  businessCategory: null,
};

/**
 * A member's new listing: pending (not public) at Basic, with the member as its owner. `input` was read by the free
 * plan's schema, so a field only a paid plan allows never gets this far.
 */
export async function createOwnedListing(options: { member: Member; input: NewListingInput }) {
  await enforceRateLimit(RATE_LIMITS.listingWrite, options.member.id);
  const { name, cityId, ...fields } = options.input;
  return createBusiness({
    input: { ...NO_DETAILS, ...postedFields(fields), name, cityId, listingTier: BASIC_TIER },
    owner: { userId: options.member.id },
  });
}

// ---- claiming ----

/** A member's claims on a listing in one status (open by default), of one method or any. */
function openClaimOf(
  listingId: string,
  userId: string,
  method?: "domain-code" | "admin",
  status: "open" | "awaiting-owners" = "open",
) {
  return and(
    eq(listingClaims.listingId, listingId),
    eq(listingClaims.userId, userId),
    eq(listingClaims.status, status),
    method ? eq(listingClaims.method, method) : undefined,
  );
}

/** Whether the member's right code waits for the listing's owners to approve them. */
async function awaitsOwners(listingId: string, userId: string): Promise<boolean> {
  const [claim] = await db()
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(openClaimOf(listingId, userId, "domain-code", "awaiting-owners"))
    .limit(1);
  return Boolean(claim);
}

/** The domain a claim code may go to: the website's host without "www.", or null without a usable website. */
export function claimDomain(website: string | null): string | null {
  const url = normalizeWebsiteUrl(website);
  if (!url) return null;
  const host = new URL(url).hostname.toLowerCase().replace(/^www\./, "");
  return /^\d+(\.\d+){3}$/.test(host) ? null : host;
}

export async function getClaimPage(options: { member: Member; businessKey: string }) {
  const listing = await findListing(db(), eq(businessListings.businessKey, options.businessKey));
  if (listing.publicationStatus !== "published") throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  const owner = await isOwner(db(), listing.id, options.member.id);
  const [claim] = await db()
    .select({ id: listingClaims.id, method: listingClaims.method, email: listingClaims.email })
    .from(listingClaims)
    .where(openClaimOf(listing.id, options.member.id))
    .orderBy(desc(listingClaims.createdAt))
    .limit(1);
  return {
    listing: { id: listing.id, name: listing.name, businessKey: listing.businessKey },
    domain: claimDomain(listing.website),
    isOwner: owner,
    awaitingOwners: !owner && (await awaitsOwners(listing.id, options.member.id)),
    openClaim: claim ?? null,
  };
}

async function claimableListing(member: Member, businessKey: string): Promise<Listing> {
  const listing = await findListing(db(), eq(businessListings.businessKey, businessKey));
  if (listing.publicationStatus !== "published") throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  if (await isOwner(db(), listing.id, member.id)) throw new AppError("CONFLICT", ALREADY_OWNER);
  return listing;
}

/** Mails a fresh code to `<localPart>@<the website's domain>`; earlier open code claims of this member end. */
export async function sendClaimCode(options: {
  member: Member;
  businessKey: string;
  localPart: string;
  now?: Date;
}): Promise<{ email: string }> {
  const listing = await claimableListing(options.member, options.businessKey);
  const domain = claimDomain(listing.website);
  if (!domain) throw new AppError("BAD_REQUEST", NO_WEBSITE_DOMAIN);
  if (await awaitsOwners(listing.id, options.member.id)) throw new AppError("CONFLICT", CLAIM_AWAITS_OWNERS);
  await enforceRateLimit(RATE_LIMITS.listingClaimCode, options.member.id);
  const email = `${options.localPart}@${domain}`;
  const code = String(randomInt(0, 10 ** CLAIM_CODE_DIGITS)).padStart(CLAIM_CODE_DIGITS, "0");
  const now = options.now ?? new Date();
  await db().transaction(async (tx) => {
    await tx
      .update(listingClaims)
      .set({ status: "rejected", decidedAt: now })
      .where(openClaimOf(listing.id, options.member.id, "domain-code"));
    const [claim] = await tx
      .insert(listingClaims)
      .values({
        listingId: listing.id,
        userId: options.member.id,
        method: "domain-code",
        email,
        codeHash: "",
        expiresAt: new Date(now.getTime() + CLAIM_CODE_TTL_MINUTES * 60_000),
      })
      .returning({ id: listingClaims.id });
    if (!claim) throw new Error("claim not created");
    await tx
      .update(listingClaims)
      .set({ codeHash: sha256(`${claim.id}:${code}`) })
      .where(eq(listingClaims.id, claim.id));
  });
  const { renderClaimCodeMail } = await import("./mails/claim-code-mail");
  await sendMail({ to: email, ...(await renderClaimCodeMail({ listingName: listing.name, code })) });
  return { email };
}

/**
 * The code from the mail makes the member an owner of a listing nobody owns yet. A listing with owners is not handed
 * to whoever reads a mailbox at its domain: the right code becomes a request its owners approve or decline
 * (issue #31). Wrong guesses are counted and end the code.
 */
export async function verifyClaimCode(options: {
  member: Member;
  businessKey: string;
  code: string;
  now?: Date;
}): Promise<{ awaitingOwners: boolean }> {
  const listing = await claimableListing(options.member, options.businessKey);
  const now = options.now ?? new Date();
  const [claim] = await db()
    .select()
    .from(listingClaims)
    .where(openClaimOf(listing.id, options.member.id, "domain-code"))
    .orderBy(desc(listingClaims.createdAt))
    .limit(1);
  if (!claim?.codeHash) throw new AppError("BAD_REQUEST", NO_OPEN_CLAIM);
  if (claim.attempts >= CLAIM_CODE_MAX_ATTEMPTS || !claim.expiresAt || claim.expiresAt <= now)
    throw new AppError("BAD_REQUEST", CODE_EXPIRED);
  if (!sameHash(claim.codeHash, sha256(`${claim.id}:${options.code}`))) {
    await db()
      .update(listingClaims)
      .set({ attempts: sql`${listingClaims.attempts} + 1` })
      .where(eq(listingClaims.id, claim.id));
    throw new AppError("BAD_REQUEST", CODE_WRONG);
  }
  const awaitingOwners = await db().transaction(async (tx) => {
    // Locked, so two members verifying at once cannot both become "the first owner" of the listing.
    await tx
      .select({ id: businessListings.id })
      .from(businessListings)
      .where(eq(businessListings.id, listing.id))
      .for("update");
    const [owned] = await tx
      .select({ userId: listingOwners.userId })
      .from(listingOwners)
      .where(eq(listingOwners.listingId, listing.id))
      .limit(1);
    const [used] = await tx
      .update(listingClaims)
      .set(owned ? { status: "awaiting-owners" } : { status: "verified", decidedAt: now })
      .where(and(eq(listingClaims.id, claim.id), eq(listingClaims.status, "open")))
      .returning({ id: listingClaims.id });
    if (!used) throw new AppError("BAD_REQUEST", CODE_EXPIRED);
    if (owned) return true;
    await tx
      .insert(listingOwners)
      .values({ listingId: listing.id, userId: options.member.id })
      .onConflictDoNothing();
    return false;
  });
  if (awaitingOwners) {
    const { renderCoOwnerRequestMail } = await import("./mails/co-owner-request-mail");
    const mail = await renderCoOwnerRequestMail({
      listingName: listing.name,
      memberEmail: options.member.email,
      verifiedAddress: claim.email ?? "",
    });
    for (const to of await ownerEmails(listing.id)) await sendMail({ to, ...mail });
  }
  return { awaitingOwners };
}

/** The requests waiting on these listings' owners: members whose code was right, not owners until approved. */
export async function listCoOwnerRequests(listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db()
    .select({
      id: listingClaims.id,
      listingId: listingClaims.listingId,
      memberEmail: users.email,
      verifiedAddress: listingClaims.email,
    })
    .from(listingClaims)
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .where(and(inArray(listingClaims.listingId, listingIds), eq(listingClaims.status, "awaiting-owners")))
    .orderBy(asc(listingClaims.createdAt));
}

/** An owner approves (the member becomes a co-owner) or declines a request on a listing they own. */
export async function decideCoOwnerRequest(options: {
  member: Member;
  claimId: string;
  approve: boolean;
}): Promise<void> {
  const [request] = await db()
    .select({ listingId: listingClaims.listingId })
    .from(listingClaims)
    .where(eq(listingClaims.id, options.claimId))
    .limit(1);
  if (!request) throw new AppError("NOT_FOUND", CO_OWNER_REQUEST_DECIDED);
  await requireOwnedListing(options.member, request.listingId);
  await db().transaction(async (tx) => {
    const [claim] = await tx
      .update(listingClaims)
      .set({ status: options.approve ? "verified" : "rejected", decidedAt: new Date() })
      .where(and(eq(listingClaims.id, options.claimId), eq(listingClaims.status, "awaiting-owners")))
      .returning();
    if (!claim) throw new AppError("NOT_FOUND", CO_OWNER_REQUEST_DECIDED);
    if (options.approve)
      await tx
        .insert(listingOwners)
        .values({ listingId: claim.listingId, userId: claim.userId })
        .onConflictDoNothing();
  });
}

/** A claim an admin decides (for a listing without a website, or a member without an address there). */
export async function requestClaimApproval(options: { member: Member; businessKey: string }): Promise<void> {
  const listing = await claimableListing(options.member, options.businessKey);
  await enforceRateLimit(RATE_LIMITS.listingClaimCode, options.member.id);
  const [open] = await db()
    .select({ id: listingClaims.id })
    .from(listingClaims)
    .where(openClaimOf(listing.id, options.member.id, "admin"))
    .limit(1);
  if (open) return;
  await db()
    .insert(listingClaims)
    .values({ listingId: listing.id, userId: options.member.id, method: "admin" });
}

export async function decideClaim(options: { claimId: string; approve: boolean }): Promise<void> {
  await db().transaction(async (tx) => {
    const [claim] = await tx
      .update(listingClaims)
      .set({ status: options.approve ? "verified" : "rejected", decidedAt: new Date() })
      .where(
        and(
          eq(listingClaims.id, options.claimId),
          eq(listingClaims.method, "admin"),
          eq(listingClaims.status, "open"),
        ),
      )
      .returning();
    if (!claim) throw new AppError("NOT_FOUND", CHANGE_NOT_PENDING);
    if (options.approve)
      await tx
        .insert(listingOwners)
        .values({ listingId: claim.listingId, userId: claim.userId })
        .onConflictDoNothing();
  });
}

// ---- inviting ----

export async function inviteOwner(options: {
  member: Member;
  businessId: string;
  email: string;
  now?: Date;
}) {
  const listing = await requireOwnedListing(options.member, options.businessId);
  await enforceRateLimit(RATE_LIMITS.listingWrite, options.member.id);
  const token = randomBytes(24).toString("base64url");
  const now = options.now ?? new Date();
  await db()
    .insert(listingInvites)
    .values({
      listingId: listing.id,
      email: options.email.toLowerCase(),
      tokenHash: sha256(token),
      invitedBy: options.member.id,
      expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000),
    });
  const link = new URL(invitePath(token), env().PUBLIC_URL).toString();
  const { renderOwnerInviteMail } = await import("./mails/owner-invite-mail");
  await sendMail({
    to: options.email,
    ...(await renderOwnerInviteMail({ listingName: listing.name, link })),
  });
  return { email: options.email };
}

async function openInvite(token: string) {
  const [invite] = await db()
    .select({
      id: listingInvites.id,
      listingId: listingInvites.listingId,
      email: listingInvites.email,
      name: businessListings.name,
    })
    .from(listingInvites)
    .innerJoin(businessListings, eq(businessListings.id, listingInvites.listingId))
    .where(
      and(
        eq(listingInvites.tokenHash, sha256(token)),
        isNull(listingInvites.acceptedAt),
        gt(listingInvites.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!invite) throw new AppError("NOT_FOUND", INVITE_INVALID);
  return invite;
}

/**
 * The invitation as the page shows it. The invited address is told only to its own account: a forwarded or leaked
 * link shows somebody else, or a signed-out visitor, the listing's name and nothing about who was invited.
 */
export async function getInvite(options: { token: string; viewer: Member | null }) {
  const invite = await openInvite(options.token);
  const invited = options.viewer?.email.toLowerCase() === invite.email.toLowerCase();
  return {
    businessName: invite.name,
    viewer: options.viewer ? (invited ? ("invited" as const) : ("other" as const)) : ("signed-out" as const),
    email: invited ? invite.email : null,
  };
}

/** Only the invited address may accept: a forwarded link does not make somebody else an owner. */
export async function acceptInvite(options: { member: Member; token: string }): Promise<void> {
  const invite = await openInvite(options.token);
  if (invite.email.toLowerCase() !== options.member.email.toLowerCase())
    throw new AppError("FORBIDDEN", INVITE_WRONG_ACCOUNT);
  await db().transaction(async (tx) => {
    const [accepted] = await tx
      .update(listingInvites)
      .set({ acceptedAt: new Date() })
      .where(and(eq(listingInvites.id, invite.id), isNull(listingInvites.acceptedAt)))
      .returning({ id: listingInvites.id });
    if (!accepted) throw new AppError("NOT_FOUND", INVITE_INVALID);
    await tx
      .insert(listingOwners)
      .values({ listingId: invite.listingId, userId: options.member.id })
      .onConflictDoNothing();
  });
}

// ---- editing and moderation ----

/**
 * An owner's edit, read by the schema of the listing's plan: a field the plan does not include, or one no form has,
 * is refused (400) and nothing is written. A listing still waiting for its first review is changed in place (nobody
 * sees it yet); a public listing's edit waits in the moderation queue, replacing the owner's earlier pending edit.
 */
export async function editOwnedListing(options: {
  member: Member;
  input: OwnerEditRequest;
}): Promise<{ queued: boolean }> {
  const listing = await requireOwnedListing(options.member, options.input.businessId);
  await enforceRateLimit(RATE_LIMITS.listingWrite, options.member.id);
  const {
    intent: _intent,
    businessId: _businessId,
    ...fields
  } = parseWith(ownerEditSchemaFor(listing.listingTier), options.input);
  const changes = postedFields(fields);
  if (listing.publicationStatus === "pending") {
    // In place only while still pending: if an admin published it meanwhile, the edit waits in the queue instead
    // of going public unseen.
    const [edited] = await db()
      .update(businessListings)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(businessListings.id, listing.id), eq(businessListings.publicationStatus, "pending")))
      .returning({ id: businessListings.id });
    if (edited) return { queued: false };
  }
  await db().transaction(async (tx) => {
    // Kept as superseded, not deleted: an admin approving the older edit is told the listing changed.
    await tx
      .update(listingChanges)
      .set({ status: "superseded", decidedAt: new Date() })
      .where(and(eq(listingChanges.listingId, listing.id), eq(listingChanges.status, "pending")));
    await tx
      .insert(listingChanges)
      .values({ listingId: listing.id, submittedBy: options.member.id, changes });
  });
  return { queued: true };
}

export type PendingItem = {
  kind: "new-listing" | "change";
  /** The change's id, or the listing's for a new listing. */
  id: string;
  listing: { id: string; name: string; cityName: string; businessKey: string };
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  submittedBy: string | null;
  createdAt: Date;
  /** A hash of what the admin is shown; approving names it, and a listing changed since is not published. */
  version: string;
};

const CHANGE_FIELDS = ["name", ...OWNER_FIELDS] as const;

function fieldsOf(listing: Listing): Record<string, string | null> {
  return Object.fromEntries(CHANGE_FIELDS.map((field) => [field, listing[field] ?? null]));
}

/** The version of a pending item: its kind, its id and every value it would publish. */
function versionOf(kind: PendingItem["kind"], id: string, after: Record<string, string | null>): string {
  const values = Object.keys(after)
    .sort()
    .map((field) => [field, after[field] ?? null]);
  return sha256(JSON.stringify([kind, id, values]));
}

/** The moderation queue: new listings waiting to go public, and edits of public listings, oldest first. */
export async function listPendingItems(): Promise<PendingItem[]> {
  const newListings = await db()
    .select({ listing: businessListings, cityName: cities.name })
    .from(businessListings)
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .where(eq(businessListings.publicationStatus, "pending"))
    .orderBy(asc(businessListings.createdAt));
  const changes = await db()
    .select({ change: listingChanges, listing: businessListings, cityName: cities.name, email: users.email })
    .from(listingChanges)
    .innerJoin(businessListings, eq(businessListings.id, listingChanges.listingId))
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .leftJoin(users, eq(users.id, listingChanges.submittedBy))
    .where(eq(listingChanges.status, "pending"))
    .orderBy(asc(listingChanges.createdAt));
  const summary = (listing: Listing, cityName: string) => ({
    id: listing.id,
    name: listing.name,
    cityName,
    businessKey: listing.businessKey,
  });
  return [
    ...newListings.map(({ listing, cityName }) => ({
      kind: "new-listing" as const,
      id: listing.id,
      listing: summary(listing, cityName),
      before: {},
      after: fieldsOf(listing),
      submittedBy: null,
      createdAt: listing.createdAt,
      version: versionOf("new-listing", listing.id, fieldsOf(listing)),
    })),
    ...changes.map(({ change, listing, cityName, email }) => {
      const before = fieldsOf(listing);
      return {
        kind: "change" as const,
        id: change.id,
        listing: summary(listing, cityName),
        before: Object.fromEntries(
          Object.keys(change.changes).map((field) => [field, before[field] ?? null]),
        ),
        after: change.changes,
        submittedBy: email ?? null,
        createdAt: change.createdAt,
        version: versionOf("change", change.id, change.changes),
      };
    }),
  ];
}

/**
 * Approving publishes the version the admin was shown, and only that: a new listing goes public, an edit is written
 * onto the listing. If the owner changed it since (a new listing edited in place, an edit replaced by a newer one),
 * nothing is published and the admin is told to review the new version (issue #31). The row is locked, so an
 * owner's edit arriving during the approval waits and then finds the listing public (and queues itself).
 */
export async function approvePending(options: { id: string; version: string }): Promise<void> {
  await db().transaction(async (tx) => {
    const [listing] = await tx
      .select()
      .from(businessListings)
      .where(and(eq(businessListings.id, options.id), eq(businessListings.publicationStatus, "pending")))
      .for("update");
    if (listing) {
      if (versionOf("new-listing", listing.id, fieldsOf(listing)) !== options.version)
        throw new AppError("CONFLICT", LISTING_CHANGED);
      await tx
        .update(businessListings)
        .set({ publicationStatus: "published", updatedAt: new Date() })
        .where(eq(businessListings.id, listing.id));
      return;
    }
    const [change] = await tx
      .select()
      .from(listingChanges)
      .where(eq(listingChanges.id, options.id))
      .for("update");
    if (change?.status === "superseded") throw new AppError("CONFLICT", LISTING_CHANGED);
    if (change?.status !== "pending") throw new AppError("NOT_FOUND", CHANGE_NOT_PENDING);
    if (versionOf("change", change.id, change.changes) !== options.version)
      throw new AppError("CONFLICT", LISTING_CHANGED);
    await tx
      .update(listingChanges)
      .set({ status: "approved", decidedAt: new Date() })
      .where(eq(listingChanges.id, change.id));
    const values = Object.fromEntries(
      Object.entries(change.changes).filter(([field]) =>
        (CHANGE_FIELDS as readonly string[]).includes(field),
      ),
    );
    await tx
      .update(businessListings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(businessListings.id, change.listingId));
  });
}

async function ownerEmails(listingId: string): Promise<string[]> {
  const rows = await db()
    .select({ email: users.email })
    .from(listingOwners)
    .innerJoin(users, eq(users.id, listingOwners.userId))
    .where(eq(listingOwners.listingId, listingId));
  return rows.map((row) => row.email);
}

/** Rejecting keeps the listing as it was and mails the owners the admin's reason. A rejected new listing stays pending. */
export async function rejectPending(options: { id: string; reason: string }): Promise<void> {
  const [change] = await db()
    .update(listingChanges)
    .set({ status: "rejected", reason: options.reason, decidedAt: new Date() })
    .where(and(eq(listingChanges.id, options.id), eq(listingChanges.status, "pending")))
    .returning();
  const listingId = change?.listingId ?? options.id;
  const [listing] = await db()
    .select({ name: businessListings.name, status: businessListings.publicationStatus })
    .from(businessListings)
    .where(eq(businessListings.id, listingId))
    .limit(1);
  if (!listing || (!change && listing.status !== "pending"))
    throw new AppError("NOT_FOUND", CHANGE_NOT_PENDING);
  const recipients = change?.submittedBy
    ? (await db().select({ email: users.email }).from(users).where(eq(users.id, change.submittedBy))).map(
        (row) => row.email,
      )
    : await ownerEmails(listingId);
  const { renderChangesRejectedMail } = await import("./mails/changes-rejected-mail");
  const mail = await renderChangesRejectedMail({ listingName: listing.name, reason: options.reason });
  for (const to of recipients) await sendMail({ to, ...mail });
}

export async function listOpenAdminClaims() {
  return db()
    .select({
      id: listingClaims.id,
      createdAt: listingClaims.createdAt,
      email: users.email,
      listingName: businessListings.name,
      businessKey: businessListings.businessKey,
    })
    .from(listingClaims)
    .innerJoin(users, eq(users.id, listingClaims.userId))
    .innerJoin(businessListings, eq(businessListings.id, listingClaims.listingId))
    .where(and(eq(listingClaims.method, "admin"), eq(listingClaims.status, "open")))
    .orderBy(asc(listingClaims.createdAt));
}

// ---- the dashboard ----

export async function listOwnedListings(
  member: Member,
): Promise<Array<Listing & { cityName: string; cityState: string; pendingChange: boolean }>> {
  const rows = await db()
    .select({ listing: businessListings, cityName: cities.name, cityState: cities.state })
    .from(listingOwners)
    .innerJoin(businessListings, eq(businessListings.id, listingOwners.listingId))
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .where(eq(listingOwners.userId, member.id))
    .orderBy(asc(businessListings.name));
  const ids = rows.map((row) => row.listing.id);
  const pending = ids.length
    ? await db()
        .select({ listingId: listingChanges.listingId })
        .from(listingChanges)
        .where(and(inArray(listingChanges.listingId, ids), eq(listingChanges.status, "pending")))
    : [];
  const withPending = new Set(pending.map((row) => row.listingId));
  return rows.map((row) => ({
    ...row.listing,
    cityName: row.cityName,
    cityState: row.cityState,
    pendingChange: withPending.has(row.listing.id),
  }));
}
