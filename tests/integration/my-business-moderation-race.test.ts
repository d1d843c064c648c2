// Issue #31, the moderation race: an approval publishes the version the admin was shown, never an owner's edit that
// arrived after the queue was opened. A refused approval leaves the listing in the queue with the new version.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { listingChanges } from "#db/schema";
import { getBusinessDetail } from "~/features/directory/directory.server";
import {
  CHANGE_APPROVED,
  CHANGE_SUBMITTED,
  CHANGES_SAVED,
  LISTING_CHANGED,
} from "~/features/my-business/my-business.copy";
import { database, db } from "~/lib/db.server";
import { RATE_LIMITS } from "~/lib/rate-limit.server";
import { loader as adminLoader } from "~/routes/admin.business-directory";
import { action as moderationAction } from "~/routes/admin.business-directory.moderation";
import { action as dashboardAction } from "~/routes/my-business";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";
import {
  createMember,
  getFrom,
  makeOwner,
  postTo,
  readListing,
  type TestMember,
} from "../factories/my-business";

type QueueItem = {
  id: string;
  kind: string;
  listing: { id: string };
  after: Record<string, unknown>;
  version: string;
};

let cityId: string;
let owner: TestMember;
let admin: TestMember;

beforeAll(async () => {
  cityId = (await createCity({ status: "Live" })).id;
  [owner, admin] = await Promise.all([createMember(), createMember({ admin: true })]);
});

/** The admin opens the directory screen: the queue as it is shown, each item with the version on its form. */
async function queueItemFor(listingId: string): Promise<QueueItem> {
  const answer = await getFrom(adminLoader, { path: "/admin/business-directory", cookie: admin.cookie });
  const pending = (answer.body as { moderation: { pending: QueueItem[] } }).moderation.pending;
  const item = pending.find((entry) => entry.listing.id === listingId);
  if (!item) throw new Error("not in the queue");
  return item;
}

const approve = (item: QueueItem) =>
  postTo(moderationAction, {
    path: "/admin/business-directory/moderation",
    fields: { intent: "approve-change", changeId: item.id, version: item.version },
    cookie: admin.cookie,
  });

const edit = (fields: Record<string, string>) =>
  postTo(dashboardAction, {
    path: "/my-business",
    fields: { intent: "edit-listing", ...fields },
    cookie: owner.cookie,
  });

async function ownedListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const listing = await createListing(cityId, {
    listingTier: "Tier 2",
    description: "Version A.",
    ...overrides,
  });
  await makeOwner(listing.id, owner.id);
  return listing;
}

describe("approving a new listing", () => {
  it("refuses the version the admin saw once the owner edited it, and publishes the new one when approved", async () => {
    const listing = await ownedListing({ publicationStatus: "pending" });
    const seen = await queueItemFor(listing.id);
    expect(seen.after).toMatchObject({ description: "Version A." });

    expect((await edit({ businessId: listing.id, description: "Version B." })).body).toMatchObject({
      ok: true,
      toast: { title: CHANGES_SAVED },
    });

    const stale = await approve(seen);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, error: LISTING_CHANGED });
    expect((await readListing(listing.id)).publicationStatus).toBe("pending");
    await expect(getBusinessDetail({ businessKey: listing.businessKey, viewer: null })).rejects.toThrow();

    // Still in the queue, showing what the owner wrote last, under a version of its own.
    const current = await queueItemFor(listing.id);
    expect(current).toMatchObject({ kind: "new-listing", after: { description: "Version B." } });
    expect(current.version).not.toBe(seen.version);

    expect((await approve(current)).body).toMatchObject({ ok: true, toast: { title: CHANGE_APPROVED } });
    const published = await getBusinessDetail({ businessKey: listing.businessKey, viewer: null });
    expect(published.description).toBe("Version B.");
  });

  it("refuses an approval that names no version, or one never shown", async () => {
    const listing = await ownedListing({ publicationStatus: "pending" });
    const item = await queueItemFor(listing.id);
    const missing = await postTo(moderationAction, {
      path: "/admin/business-directory/moderation",
      fields: { intent: "approve-change", changeId: item.id },
      cookie: admin.cookie,
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: LISTING_CHANGED });
    const forged = await approve({ ...item, version: "0".repeat(64) });
    expect(forged.status).toBe(409);
    expect((await readListing(listing.id)).publicationStatus).toBe("pending");
  });
});

describe("approving an owner's edit of a public listing", () => {
  it("refuses the edit the admin saw once a newer one replaced it; the newer one waits and can be approved", async () => {
    const listing = await ownedListing({ description: "Public words." });
    await edit({ businessId: listing.id, description: "Version A." });
    const seen = await queueItemFor(listing.id);
    expect(seen).toMatchObject({ kind: "change", after: { description: "Version A." } });

    expect((await edit({ businessId: listing.id, description: "Version B." })).body).toMatchObject({
      ok: true,
      toast: { title: CHANGE_SUBMITTED },
    });

    const stale = await approve(seen);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ ok: false, error: LISTING_CHANGED });
    expect((await readListing(listing.id)).description).toBe("Public words.");

    const current = await queueItemFor(listing.id);
    expect(current).toMatchObject({ kind: "change", after: { description: "Version B." } });
    expect((await approve(current)).body).toMatchObject({ ok: true, toast: { title: CHANGE_APPROVED } });
    expect((await readListing(listing.id)).description).toBe("Version B.");
    const [replaced] = await db().select().from(listingChanges).where(eq(listingChanges.id, seen.id));
    expect(replaced?.status).toBe("superseded");
  });
});

describe("an owner's edit racing the approval of their new listing", () => {
  const trigger = "civiclens_test_publish_between_read_and_write";

  afterEach(async () => {
    await database().executeSql(`drop trigger if exists ${trigger} on rate_limit_counters`);
    await database().executeSql(`drop function if exists ${trigger}()`);
  });

  it("is queued for review, not written onto the listing the admin just published", async () => {
    const listing = await ownedListing({ publicationStatus: "pending" });
    // The admin's approval commits after the owner's edit read the listing as pending and before it writes: the
    // edit's rate-limit count is the step in between, so a trigger on it publishes the listing right then.
    await database().executeSql(`
      create function ${trigger}() returns trigger language plpgsql as $$
      begin
        update business_listings set publication_status = 'published' where id = '${listing.id}';
        return new;
      end $$`);
    await database().executeSql(`
      create trigger ${trigger} after insert or update on rate_limit_counters for each row
      when (new.key = '${RATE_LIMITS.listingWrite.name}:${owner.id}') execute function ${trigger}()`);

    const answer = await edit({ businessId: listing.id, description: "Unseen words." });
    expect(answer.body).toMatchObject({ ok: true, toast: { title: CHANGE_SUBMITTED } });
    const after = await readListing(listing.id);
    expect(after).toMatchObject({ publicationStatus: "published", description: "Version A." });
    expect(await queueItemFor(listing.id)).toMatchObject({
      kind: "change",
      after: { description: "Unseen words." },
    });
  });
});
