// Issue #20, owners: a member lists a business (pending, not public) or claims one by a code mailed to the
// website's domain or by an admin's approval; owners invite co-owners; and every owner action is checked on the
// server: an owner touches only their own listings, a member none.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessListings, listingChanges, listingClaims } from "#db/schema";
import { getBusinessDetail, getBusinessDirectory } from "~/features/directory/directory.server";
import {
  ALREADY_OWNER,
  BUSINESS_NOT_FOUND,
  CLAIM_AWAITS_OWNERS,
  CLAIM_REQUESTED,
  CLAIM_VERIFIED,
  CO_OWNER_APPROVED,
  CO_OWNER_DECLINED,
  CO_OWNER_REQUEST_DECIDED,
  CODE_EXPIRED,
  CODE_WRONG,
  coOwnerRequestSubject,
  fieldNotInPlan,
  INVITE_WRONG_ACCOUNT,
  LISTING_SUBMITTED,
  NO_WEBSITE_DOMAIN,
  NOT_AN_OWNER,
  OWNER_FIELD_LABELS,
  unknownFields,
} from "~/features/my-business/my-business.copy";
import { db } from "~/lib/db.server";
import { action as moderationAction } from "~/routes/admin.business-directory.moderation";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/my-business";
import { action as claimAction, loader as claimLoader } from "~/routes/my-business.claim";
import { action as inviteAction, loader as inviteLoader } from "~/routes/my-business.invite";
import { action as newListingAction } from "~/routes/my-business.new";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";
import {
  createMember,
  getFrom,
  latestMailTo,
  makeOwner,
  ownersOf,
  postTo,
  readListing,
  type TestMember,
} from "../factories/my-business";

let cityId: string;
let alice: TestMember;
let bob: TestMember;
let mallory: TestMember;
let admin: TestMember;

beforeAll(async () => {
  cityId = (await createCity({ status: "Live" })).id;
  [alice, bob, mallory, admin] = await Promise.all([
    createMember(),
    createMember(),
    createMember(),
    createMember({ admin: true }),
  ]);
});

const claim = (businessKey: string, fields: Record<string, string>, member: TestMember) =>
  postTo(claimAction, {
    path: `/my-business/claim/${businessKey}`,
    params: { businessKey },
    fields,
    cookie: member.cookie,
  });

const edit = (member: TestMember, fields: Record<string, string>) =>
  postTo(dashboardAction, {
    path: "/my-business",
    fields: { intent: "edit-listing", ...fields },
    cookie: member.cookie,
  });

describe("listing a new business", () => {
  it("creates a pending listing owned by the member, which the public directory does not show", async () => {
    const answer = await postTo(newListingAction, {
      path: "/my-business/new",
      fields: { name: "Tidepool Bakery", cityId, businessCategory: "", streetAddress: "1 Wharf Road" },
      cookie: alice.cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, toast: { title: LISTING_SUBMITTED } });
    const { businessId } = answer.body as { businessId: string };
    const listing = await readListing(businessId);
    expect(listing).toMatchObject({
      publicationStatus: "pending",
      listingTier: "Tier 3",
      tierSource: "default",
    });
    expect(await ownersOf(businessId)).toEqual([alice.id]);
    const directory = await getBusinessDirectory({ filters: { text: undefined }, viewer: null });
    expect(directory.listings.map((row) => row.id)).not.toContain(businessId);
    await expect(getBusinessDetail({ businessKey: listing.businessKey, viewer: null })).rejects.toThrow(
      BUSINESS_NOT_FOUND,
    );
  });

  it("asks an anonymous visitor to sign in first", async () => {
    const answer = await postTo(newListingAction, {
      path: "/my-business/new",
      fields: { name: "X", cityId },
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/auth\?redirectTo=/);
  });

  it("refuses a listing without a name, writing nothing", async () => {
    const answer = await postTo(newListingAction, {
      path: "/my-business/new",
      fields: { name: "", cityId },
      cookie: alice.cookie,
    });
    expect(answer.status).toBe(400);
  });
});

describe("claiming a listing by a code mailed to its website's domain", () => {
  it("mails a code to <local part>@<domain>; a wrong code is refused and counted, the right one makes an owner", async () => {
    const listing = await createListing(cityId, { website: "https://www.harborcoffee.example/menu" });
    const sent = await claim(listing.businessKey, { intent: "send-code", localPart: "owner" }, bob);
    expect(sent.status).toBe(200);
    const mail = await latestMailTo("owner@harborcoffee.example");
    const code = /Your code: (\d{6})/.exec(mail?.text ?? "")?.[1];
    expect(code).toBeDefined();

    const wrong = await claim(
      listing.businessKey,
      { intent: "verify-code", code: code === "000000" ? "111111" : "000000" },
      bob,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: CODE_WRONG });
    expect(await ownersOf(listing.id)).toEqual([]);

    // Another member cannot use bob's code.
    const stolen = await claim(listing.businessKey, { intent: "verify-code", code: code ?? "" }, mallory);
    expect(stolen.status).toBe(400);
    expect(await ownersOf(listing.id)).toEqual([]);

    const right = await claim(listing.businessKey, { intent: "verify-code", code: code ?? "" }, bob);
    expect(right.body).toMatchObject({ ok: true, toast: { title: CLAIM_VERIFIED } });
    expect(await ownersOf(listing.id)).toEqual([bob.id]);

    const again = await claim(listing.businessKey, { intent: "send-code", localPart: "owner" }, bob);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: ALREADY_OWNER });
  });

  it("refuses an expired code", async () => {
    const listing = await createListing(cityId, { website: "expired.example" });
    await claim(listing.businessKey, { intent: "send-code", localPart: "hello" }, bob);
    const code =
      /Your code: (\d{6})/.exec((await latestMailTo("hello@expired.example"))?.text ?? "")?.[1] ?? "";
    await db()
      .update(listingClaims)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(listingClaims.listingId, listing.id));
    const answer = await claim(listing.businessKey, { intent: "verify-code", code }, bob);
    expect(answer.body).toMatchObject({ error: CODE_EXPIRED });
    expect(await ownersOf(listing.id)).toEqual([]);
  });

  it("refuses a local part that is a whole address, or a listing without a website", async () => {
    const listing = await createListing(cityId, { website: "site.example" });
    const whole = await claim(
      listing.businessKey,
      { intent: "send-code", localPart: "me@elsewhere.example" },
      bob,
    );
    expect(whole.status).toBe(400);
    const bare = await createListing(cityId, { website: null });
    const noSite = await claim(bare.businessKey, { intent: "send-code", localPart: "owner" }, bob);
    expect(noSite.body).toMatchObject({ error: NO_WEBSITE_DOMAIN });
  });
});

describe("claiming a listing by an admin's approval", () => {
  it("queues the claim; the admin approves it and the member becomes an owner", async () => {
    const listing = await createListing(cityId, { website: null });
    const asked = await claim(listing.businessKey, { intent: "ask-admin" }, bob);
    expect(asked.body).toMatchObject({ ok: true, toast: { title: CLAIM_REQUESTED } });
    const [open] = await db().select().from(listingClaims).where(eq(listingClaims.listingId, listing.id));
    if (!open) throw new Error("no claim");

    const byMember = await postTo(moderationAction, {
      path: "/admin/business-directory/moderation",
      fields: { intent: "approve-claim", claimId: open.id },
      cookie: mallory.cookie,
    });
    expect(byMember.status).toBe(403);
    expect(await ownersOf(listing.id)).toEqual([]);

    const approved = await postTo(moderationAction, {
      path: "/admin/business-directory/moderation",
      fields: { intent: "approve-claim", claimId: open.id },
      cookie: admin.cookie,
    });
    expect(approved.status).toBe(200);
    expect(await ownersOf(listing.id)).toEqual([bob.id]);
  });
});

describe("inviting a co-owner", () => {
  it("mails a link that only the invited address can accept", async () => {
    const listing = await createListing(cityId);
    await makeOwner(listing.id, alice.id);
    const invited = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "invite-owner", businessId: listing.id, email: bob.email },
      cookie: alice.cookie,
    });
    expect(invited.status).toBe(200);
    const token = /\/my-business\/invite\/([A-Za-z0-9_-]+)/.exec(
      (await latestMailTo(bob.email))?.text ?? "",
    )?.[1];
    expect(token).toBeDefined();
    const accept = (member: TestMember) =>
      postTo(inviteAction, {
        path: `/my-business/invite/${token}`,
        params: { token: token ?? "" },
        fields: {},
        cookie: member.cookie,
      });
    const wrongAccount = await accept(mallory);
    expect(wrongAccount.status).toBe(403);
    expect(wrongAccount.body).toMatchObject({ error: INVITE_WRONG_ACCOUNT });
    expect((await accept(bob)).status).toBe(200);
    expect(await ownersOf(listing.id)).toEqual([alice.id, bob.id].sort());
    // Used once: the link does not work again.
    expect((await accept(bob)).status).toBe(404);
  });

  it("lets only an owner invite", async () => {
    const listing = await createListing(cityId);
    await makeOwner(listing.id, alice.id);
    const answer = await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "invite-owner", businessId: listing.id, email: "friend@example.org" },
      cookie: mallory.cookie,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: NOT_AN_OWNER });
    expect(await latestMailTo("friend@example.org")).toBeUndefined();
  });
});

describe("authorization: an owner touches only their own listings", () => {
  let alicesListing: Awaited<ReturnType<typeof createListing>>;
  let bobsListing: Awaited<ReturnType<typeof createListing>>;

  beforeAll(async () => {
    alicesListing = await createListing(cityId, { listingTier: "Tier 2" });
    bobsListing = await createListing(cityId, { listingTier: "Tier 2" });
    await makeOwner(alicesListing.id, alice.id);
    await makeOwner(bobsListing.id, bob.id);
  });

  it("refuses an owner's edit of another owner's listing (403) and changes nothing", async () => {
    const before = await readListing(bobsListing.id);
    const answer = await edit(alice, { businessId: bobsListing.id, description: "Hijacked" });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: NOT_AN_OWNER });
    expect(await readListing(bobsListing.id)).toEqual(before);
  });

  it("refuses a member who owns nothing (403), and an unknown listing is 404", async () => {
    expect((await edit(mallory, { businessId: alicesListing.id, description: "x" })).status).toBe(403);
    const unknown = await edit(alice, {
      businessId: "00000000-0000-4000-8000-000000000000",
      description: "x",
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: BUSINESS_NOT_FOUND });
  });

  it("refuses checkout and the billing portal for somebody else's listing", async () => {
    const posts: Record<string, string>[] = [
      { intent: "checkout", businessId: bobsListing.id, plan: "premium" },
      { intent: "portal", businessId: bobsListing.id },
    ];
    for (const fields of posts) {
      const answer = await postTo(dashboardAction, { path: "/my-business", fields, cookie: alice.cookie });
      expect(answer.status).toBe(403);
    }
  });

  it("shows a member only their own listings on the dashboard", async () => {
    const answer = await getFrom(dashboardLoader, { path: "/my-business", cookie: alice.cookie });
    const names = (answer.body as { listings: { id: string }[] }).listings.map((listing) => listing.id);
    expect(names).toContain(alicesListing.id);
    expect(names).not.toContain(bobsListing.id);
  });

  it("refuses a field the tier does not include (a Basic listing's description)", async () => {
    const basic = await createListing(cityId, { listingTier: "Tier 3" });
    await makeOwner(basic.id, alice.id);
    const before = await readListing(basic.id);
    const answer = await edit(alice, { businessId: basic.id, description: "Now with words" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: fieldNotInPlan(OWNER_FIELD_LABELS.description, "Basic") });
    expect(await readListing(basic.id)).toEqual(before);
  });
});

describe("plan limits: one schema per plan, for creating and editing alike (issue #31)", () => {
  /** Every field only a paid plan includes, with a value that would be valid on that plan. */
  const PAID_ONLY_FIELDS = {
    description: "We bake bread.",
    telephone: "(707) 555-0199",
    email: "hello@plan-limits.example",
    website: "plan-limits.example",
    hours: "Mon-Fri 8-5",
    imageUrl: "https://plan-limits.example/shop.jpg",
  } as const;
  let carol: TestMember;

  beforeAll(async () => {
    carol = await createMember();
  });

  const create = (fields: Record<string, string>) =>
    postTo(newListingAction, { path: "/my-business/new", fields, cookie: carol.cookie });

  async function listingsNamed(name: string) {
    return db().select().from(businessListings).where(eq(businessListings.name, name));
  }

  it("refuses a new (free) listing with any paid-only field, naming the field and the plan, and writes nothing", async () => {
    for (const [field, value] of Object.entries(PAID_ONLY_FIELDS)) {
      const name = `Plan Limits ${field}`;
      const answer = await create({ name, cityId, [field]: value });
      const message = fieldNotInPlan(OWNER_FIELD_LABELS[field as keyof typeof PAID_ONLY_FIELDS], "Basic");
      expect(answer.status, field).toBe(400);
      expect(answer.body, field).toMatchObject({
        ok: false,
        error: message,
        fieldErrors: { [field]: message },
      });
      expect(await listingsNamed(name), field).toEqual([]);
    }
    // An empty paid-only field is refused too: the free form has no such field.
    const empty = await create({ name: "Plan Limits empty", cityId, website: "" });
    expect(empty.status).toBe(400);
    expect(await listingsNamed("Plan Limits empty")).toEqual([]);
  });

  it("refuses a new listing with a field no form has, and writes nothing", async () => {
    const answer = await create({ name: "Plan Limits unknown", cityId, listingTier: "Tier 1" });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: unknownFields(["listingTier"]) });
    expect(await listingsNamed("Plan Limits unknown")).toEqual([]);
  });

  it("accepts a new listing with what the free plan includes", async () => {
    const answer = await create({
      name: "Plan Limits basic",
      cityId,
      businessCategory: "",
      streetAddress: "2 Pier Street",
      postalCode: "95401",
    });
    expect(answer.status).toBe(200);
    const [created] = await listingsNamed("Plan Limits basic");
    expect(created).toMatchObject({
      streetAddress: "2 Pier Street",
      postalCode: "95401",
      description: null,
      website: null,
      listingTier: "Tier 3",
    });
  });

  it("refuses each paid-only field in an edit of a free listing, pending or public, and writes nothing", async () => {
    for (const publicationStatus of ["pending", "published"] as const) {
      const basic = await createListing(cityId, {
        listingTier: "Tier 3",
        publicationStatus,
        description: null,
        website: null,
      });
      await makeOwner(basic.id, carol.id);
      const before = await readListing(basic.id);
      for (const [field, value] of Object.entries(PAID_ONLY_FIELDS)) {
        const answer = await edit(carol, { businessId: basic.id, [field]: value });
        const message = fieldNotInPlan(OWNER_FIELD_LABELS[field as keyof typeof PAID_ONLY_FIELDS], "Basic");
        expect(answer.status, `${publicationStatus} ${field}`).toBe(400);
        expect(answer.body, field).toMatchObject({ error: message, fieldErrors: { [field]: message } });
      }
      const unknown = await edit(carol, { businessId: basic.id, name: "Renamed by the owner" });
      expect(unknown.status).toBe(400);
      expect(unknown.body).toMatchObject({ error: unknownFields(["name"]) });
      expect(await readListing(basic.id)).toEqual(before);
      expect(await db().select().from(listingChanges).where(eq(listingChanges.listingId, basic.id))).toEqual(
        [],
      );
    }
  });

  it("refuses the image on Standard by the Standard plan's name, and takes what Standard includes", async () => {
    const standard = await createListing(cityId, { listingTier: "Tier 2", publicationStatus: "pending" });
    await makeOwner(standard.id, carol.id);
    const image = await edit(carol, {
      businessId: standard.id,
      imageUrl: PAID_ONLY_FIELDS.imageUrl,
      description: "Words and a picture",
    });
    expect(image.status).toBe(400);
    expect(image.body).toMatchObject({ error: fieldNotInPlan(OWNER_FIELD_LABELS.imageUrl, "Standard") });
    expect((await readListing(standard.id)).description).not.toBe("Words and a picture");
    const words = await edit(carol, {
      businessId: standard.id,
      description: "Words only",
      hours: "Daily 9-5",
    });
    expect(words.status).toBe(200);
    expect(await readListing(standard.id)).toMatchObject({ description: "Words only", hours: "Daily 9-5" });
  });
});

describe("a code claim on a listing that already has owners (issue #31)", () => {
  let owner: TestMember;
  let claimant: TestMember;

  beforeAll(async () => {
    [owner, claimant] = await Promise.all([createMember(), createMember()]);
  });

  async function claimWithRightCode(domain: string) {
    const listing = await createListing(cityId, { website: `https://${domain}` });
    await makeOwner(listing.id, owner.id);
    await claim(listing.businessKey, { intent: "send-code", localPart: "front-desk" }, claimant);
    const code =
      /Your code: (\d{6})/.exec((await latestMailTo(`front-desk@${domain}`))?.text ?? "")?.[1] ?? "";
    const answer = await claim(listing.businessKey, { intent: "verify-code", code }, claimant);
    return { listing, answer };
  }

  const decide = (member: TestMember, intent: string, claimId: string) =>
    postTo(dashboardAction, { path: "/my-business", fields: { intent, claimId }, cookie: member.cookie });

  async function requestsOnDashboard(member: TestMember, listingId: string) {
    const page = await getFrom(dashboardLoader, { path: "/my-business", cookie: member.cookie });
    const listings = (
      page.body as {
        listings: {
          id: string;
          coOwnerRequests: { id: string; memberEmail: string; verifiedAddress: string | null }[];
        }[];
      }
    ).listings;
    return listings.find((listing) => listing.id === listingId)?.coOwnerRequests ?? [];
  }

  it("does not make the claimant an owner: the owners are asked, and see the request on their dashboard", async () => {
    const { listing, answer } = await claimWithRightCode("co-owned-bakery.example");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, toast: { title: CLAIM_AWAITS_OWNERS } });
    expect(await ownersOf(listing.id)).toEqual([owner.id]);
    expect((await latestMailTo(owner.email))?.subject).toBe(coOwnerRequestSubject(listing.name));

    // Not an owner yet: the claimant can neither edit the listing nor send a new code.
    expect((await edit(claimant, { businessId: listing.id, streetAddress: "Elsewhere" })).status).toBe(403);
    const again = await claim(listing.businessKey, { intent: "send-code", localPart: "other" }, claimant);
    expect(again.status).toBe(409);
    const page = await getFrom(claimLoader, {
      path: `/my-business/claim/${listing.businessKey}`,
      params: { businessKey: listing.businessKey },
      cookie: claimant.cookie,
    });
    expect(page.body).toMatchObject({ isOwner: false, awaitingOwners: true });

    const requests = await requestsOnDashboard(owner, listing.id);
    expect(requests).toEqual([
      {
        id: expect.any(String),
        memberEmail: claimant.email,
        verifiedAddress: "front-desk@co-owned-bakery.example",
      },
    ]);
    // Only an owner decides.
    expect((await decide(mallory, "approve-co-owner", requests[0]?.id ?? "")).status).toBe(403);
    expect((await decide(claimant, "approve-co-owner", requests[0]?.id ?? "")).status).toBe(403);
    expect(await ownersOf(listing.id)).toEqual([owner.id]);

    const approved = await decide(owner, "approve-co-owner", requests[0]?.id ?? "");
    expect(approved.body).toMatchObject({ ok: true, toast: { title: CO_OWNER_APPROVED } });
    expect(await ownersOf(listing.id)).toEqual([owner.id, claimant.id].sort());
    expect(await requestsOnDashboard(owner, listing.id)).toEqual([]);
    const twice = await decide(owner, "decline-co-owner", requests[0]?.id ?? "");
    expect(twice.status).toBe(404);
    expect(twice.body).toMatchObject({ error: CO_OWNER_REQUEST_DECIDED });
  });

  it("declined, the claimant stays out", async () => {
    const { listing } = await claimWithRightCode("declined-bakery.example");
    const [request] = await requestsOnDashboard(owner, listing.id);
    const declined = await decide(owner, "decline-co-owner", request?.id ?? "");
    expect(declined.body).toMatchObject({ ok: true, toast: { title: CO_OWNER_DECLINED } });
    expect(await ownersOf(listing.id)).toEqual([owner.id]);
    const [row] = await db()
      .select()
      .from(listingClaims)
      .where(eq(listingClaims.id, request?.id ?? ""));
    expect(row?.status).toBe("rejected");
  });
});

describe("the invite page (issue #31)", () => {
  let token: string;
  let listingName: string;
  let invitee: TestMember;

  beforeAll(async () => {
    invitee = await createMember();
    const listing = await createListing(cityId);
    listingName = listing.name;
    await makeOwner(listing.id, alice.id);
    await postTo(dashboardAction, {
      path: "/my-business",
      fields: { intent: "invite-owner", businessId: listing.id, email: invitee.email },
      cookie: alice.cookie,
    });
    token =
      /\/my-business\/invite\/([A-Za-z0-9_-]+)/.exec((await latestMailTo(invitee.email))?.text ?? "")?.[1] ??
      "";
  });

  const open = (cookie?: string) =>
    getFrom(inviteLoader, { path: `/my-business/invite/${token}`, params: { token }, cookie });

  it("shows the invited address to the invited account", async () => {
    const page = await open(invitee.cookie);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ businessName: listingName, viewer: "invited", email: invitee.email });
  });

  it("hides the address from another account and from a signed-out visitor", async () => {
    for (const [who, cookie] of [
      ["another account", mallory.cookie],
      ["a signed-out visitor", undefined],
    ] as const) {
      const page = await open(cookie);
      expect(page.status, who).toBe(200);
      expect(page.body, who).toMatchObject({ businessName: listingName, email: null });
      expect(JSON.stringify(page.body), who).not.toContain(invitee.email);
    }
    expect((await open(mallory.cookie)).body).toMatchObject({ viewer: "other" });
    expect((await open()).body).toMatchObject({ viewer: "signed-out" });
  });
});
