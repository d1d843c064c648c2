// Issue #20, moderation: an owner's edit of a public listing waits in the admin queue with before and after;
// approval publishes it, rejection mails the owner the admin's reason; a new listing goes public only when approved.
import { beforeAll, describe, expect, it } from "vitest";
import { getBusinessDetail } from "~/features/directory/directory.server";
import {
  CHANGE_APPROVED,
  CHANGE_NOT_PENDING,
  CHANGE_REJECTED,
  CHANGE_SUBMITTED,
  CHANGES_SAVED,
  REASON_REQUIRED,
} from "~/features/my-business/my-business.copy";
import { loader as adminLoader } from "~/routes/admin.business-directory";
import { action as moderationAction } from "~/routes/admin.business-directory.moderation";
import { action as dashboardAction } from "~/routes/my-business";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";
import {
  createMember,
  getFrom,
  latestMailTo,
  makeOwner,
  postTo,
  readListing,
  type TestMember,
} from "../factories/my-business";

let cityId: string;
let owner: TestMember;
let admin: TestMember;

beforeAll(async () => {
  cityId = (await createCity({ status: "Live" })).id;
  [owner, admin] = await Promise.all([createMember(), createMember({ admin: true })]);
});

const moderate = (fields: Record<string, string>, member = admin) =>
  postTo(moderationAction, { path: "/admin/business-directory/moderation", fields, cookie: member.cookie });

async function pendingQueue() {
  const answer = await getFrom(adminLoader, { path: "/admin/business-directory", cookie: admin.cookie });
  return (
    answer.body as {
      moderation: {
        pending: {
          id: string;
          kind: string;
          listing: { id: string };
          before: Record<string, unknown>;
          after: Record<string, unknown>;
          version: string;
        }[];
      };
    }
  ).moderation.pending;
}

async function ownedListing(overrides: Parameters<typeof createListing>[1] = {}) {
  const listing = await createListing(cityId, {
    listingTier: "Tier 2",
    description: "Old words.",
    ...overrides,
  });
  await makeOwner(listing.id, owner.id);
  return listing;
}

const edit = (fields: Record<string, string>) =>
  postTo(dashboardAction, {
    path: "/my-business",
    fields: { intent: "edit-listing", ...fields },
    cookie: owner.cookie,
  });

describe("an owner's edit of a public listing", () => {
  it("waits in the queue with before and after; the public listing is unchanged until approved", async () => {
    const listing = await ownedListing();
    const answer = await edit({ businessId: listing.id, description: "New words." });
    expect(answer.body).toMatchObject({ ok: true, toast: { title: CHANGE_SUBMITTED } });
    expect((await readListing(listing.id)).description).toBe("Old words.");

    const item = (await pendingQueue()).find((entry) => entry.listing.id === listing.id);
    expect(item).toMatchObject({
      kind: "change",
      before: { description: "Old words." },
      after: { description: "New words." },
    });

    const approved = await moderate({
      intent: "approve-change",
      changeId: item?.id ?? "",
      version: item?.version ?? "",
    });
    expect(approved.body).toMatchObject({ ok: true, toast: { title: CHANGE_APPROVED } });
    expect((await readListing(listing.id)).description).toBe("New words.");
    expect((await getBusinessDetail({ businessKey: listing.businessKey, viewer: null })).description).toBe(
      "New words.",
    );
    // Decided once: approving again is refused.
    const again = await moderate({
      intent: "approve-change",
      changeId: item?.id ?? "",
      version: item?.version ?? "",
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: CHANGE_NOT_PENDING });
  });

  it("rejection keeps the listing and mails the owner the admin's reason", async () => {
    const listing = await ownedListing();
    await edit({ businessId: listing.id, description: "BEST PRICES!!! CLICK HERE" });
    const item = (await pendingQueue()).find((entry) => entry.listing.id === listing.id);

    const noReason = await moderate({ intent: "reject-change", changeId: item?.id ?? "", reason: " " });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain(REASON_REQUIRED);

    const rejected = await moderate({
      intent: "reject-change",
      changeId: item?.id ?? "",
      reason: "Please describe the business, not the prices.",
    });
    expect(rejected.body).toMatchObject({ ok: true, toast: { title: CHANGE_REJECTED } });
    expect((await readListing(listing.id)).description).toBe("Old words.");
    const mail = await latestMailTo(owner.email);
    expect(mail?.text).toContain("Please describe the business, not the prices.");
    expect((await pendingQueue()).some((entry) => entry.listing.id === listing.id)).toBe(false);
  });

  it("a member is not an admin: the moderation action answers 403 and nothing changes", async () => {
    const listing = await ownedListing();
    await edit({ businessId: listing.id, description: "Sneaky." });
    const item = (await pendingQueue()).find((entry) => entry.listing.id === listing.id);
    const answer = await moderate(
      { intent: "approve-change", changeId: item?.id ?? "", version: item?.version ?? "" },
      owner,
    );
    expect(answer.status).toBe(403);
    expect((await readListing(listing.id)).description).toBe("Old words.");
  });
});

describe("a new listing", () => {
  it("is edited in place while pending, and goes public when an admin approves it", async () => {
    const listing = await ownedListing({ publicationStatus: "pending" });
    const answer = await edit({ businessId: listing.id, description: "Fresh." });
    expect(answer.body).toMatchObject({ ok: true, toast: { title: CHANGES_SAVED } });
    expect((await readListing(listing.id)).description).toBe("Fresh.");
    await expect(getBusinessDetail({ businessKey: listing.businessKey, viewer: null })).rejects.toThrow();

    const item = (await pendingQueue()).find((entry) => entry.id === listing.id);
    expect(item).toMatchObject({ kind: "new-listing" });
    await moderate({ intent: "approve-change", changeId: listing.id, version: item?.version ?? "" });
    expect((await readListing(listing.id)).publicationStatus).toBe("published");
    expect((await getBusinessDetail({ businessKey: listing.businessKey, viewer: null })).id).toBe(listing.id);
  });

  it("rejected, stays pending and the owners are mailed the reason", async () => {
    const listing = await ownedListing({ publicationStatus: "pending", name: "Definitely Real Shop" });
    await moderate({
      intent: "reject-change",
      changeId: listing.id,
      reason: "We could not find this business.",
    });
    expect((await readListing(listing.id)).publicationStatus).toBe("pending");
    expect((await latestMailTo(owner.email))?.text).toContain("We could not find this business.");
  });
});
