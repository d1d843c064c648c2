// Adding and deleting listings on /admin/business-directory: a new listing gets a business_key made from its name
// as the demo listings have (free of collisions), Tier 3 unless chosen, and its category; a delete removes exactly
// that listing. Every bad input is a 4xx that writes nothing.
import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessListings } from "#db/schema";
import {
  BUSINESS_CREATE_FAILED,
  BUSINESS_CREATED,
  BUSINESS_DELETED,
  BUSINESS_NAME_REQUIRED,
  BUSINESS_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  CITY_NOT_FOUND,
  CITY_REQUIRED,
  EMAIL_INVALID,
  ERROR_TITLE,
  TIER_INVALID,
  UNKNOWN_ACTION,
} from "~/features/admin-directory/admin-directory.copy";
import { db } from "~/lib/db.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import { action } from "~/routes/admin.business-directory";
import { createUser, sessionCookie } from "../factories/accounts";
import { actionArgs, updateRequest } from "../factories/admin-directory";
import { createCity } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createCategory, createListing } from "../factories/directory";

let adminCookie: string;
let memberCookie: string;
let city: Awaited<ReturnType<typeof createCity>>;
let category: Awaited<ReturnType<typeof createCategory>>;

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  memberCookie = await sessionCookie((await createUser()).email);
  city = await createCity({ name: "Harbor Point" });
  category = await createCategory({ parentCategory: "Food & Dining", subCategory: "Bakeries" });
});

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return answerOf(await action(actionArgs(updateRequest(cookie, fields))));
}

async function listingCount(): Promise<number> {
  const [row] = await db().select({ total: count() }).from(businessListings);
  return row?.total ?? 0;
}

async function listingsNamed(name: string) {
  return db().select().from(businessListings).where(eq(businessListings.name, name));
}

/** Every row of business_listings, to show a refused request wrote nothing. */
async function allListings() {
  return db().select().from(businessListings).orderBy(businessListings.id);
}

function createFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "create-business",
    name: "Driftwood Bakery",
    cityId: city.id,
    businessCategory: category.id,
    listingTier: "Tier 2",
    description: "Sourdough and morning buns.",
    streetAddress: "4 Wharf Street",
    postalCode: "95401",
    telephone: "(707) 555-0150",
    email: "bread@driftwood.example",
    website: "https://driftwood.example",
    ...overrides,
  };
}

describe("adding a business", () => {
  it("stores every field, trimmed, with a business_key from its name, and answers its id", async () => {
    const answer = await post(createFields({ name: "  Driftwood Bakery  " }));
    expect(answer.status).toBe(200);
    const [created] = await listingsNamed("Driftwood Bakery");
    expect(answer.body).toEqual({
      ok: true,
      toast: { title: BUSINESS_CREATED, description: "Driftwood Bakery" },
      intent: "create-business",
      business: { id: created?.id, name: "Driftwood Bakery" },
    });
    expect(created).toMatchObject({
      name: "Driftwood Bakery",
      businessKey: "driftwood-bakery",
      cityId: city.id,
      businessCategory: category.id,
      listingTier: "Tier 2",
      description: "Sourdough and morning buns.",
      streetAddress: "4 Wharf Street",
      postalCode: "95401",
      telephone: "(707) 555-0150",
      email: "bread@driftwood.example",
      website: "https://driftwood.example",
      imageUrl: null,
    });
  });

  it("gives a second business of the same name its own key", async () => {
    await post(createFields({ name: "Twin Cafe" }));
    await post(createFields({ name: "Twin Café" }));
    await post(createFields({ name: "twin cafe!" }));
    const keys = (await db().select({ key: businessListings.businessKey }).from(businessListings))
      .map((row) => row.key)
      .filter((key) => key.startsWith("twin-caf"));
    expect(keys.sort()).toEqual(["twin-caf", "twin-cafe", "twin-cafe-2"]);
  });

  it("makes a key for a name with no letters or digits, and cuts a long one", async () => {
    await post(createFields({ name: "★★★" }));
    const [stars] = await listingsNamed("★★★");
    expect(stars?.businessKey).toBe("business");
    const long = `${"Very Long Name ".repeat(12)}Shop`.trim();
    await post(createFields({ name: long }));
    const [row] = await listingsNamed(long);
    expect(row?.businessKey.length).toBeLessThanOrEqual(80);
    expect(row?.businessKey).toMatch(/^very-long-name-very-long-name[a-z0-9-]*[a-z0-9]$/);
  });

  it("defaults to Tier 3 with no category and no optional fields", async () => {
    const answer = await post({ intent: "create-business", name: "Plain Shop", cityId: city.id });
    expect(answer.status).toBe(200);
    const [created] = await listingsNamed("Plain Shop");
    expect(created).toMatchObject({
      listingTier: "Tier 3",
      businessCategory: null,
      description: null,
      streetAddress: null,
      email: null,
      website: null,
    });
  });

  it.each([
    ["no name", { name: "  " }, 400, BUSINESS_NAME_REQUIRED, "name"],
    ["no city", { cityId: "" }, 400, CITY_REQUIRED, "cityId"],
    ["a malformed city id", { cityId: "harbor" }, 400, CITY_REQUIRED, "cityId"],
    [
      "a city that does not exist",
      { cityId: "00000000-0000-4000-8000-000000000000" },
      404,
      CITY_NOT_FOUND,
      "cityId",
    ],
    [
      "a malformed category id",
      { businessCategory: "bakeries" },
      400,
      CATEGORY_NOT_FOUND,
      "businessCategory",
    ],
    [
      "a category that does not exist",
      { businessCategory: "00000000-0000-4000-8000-000000000000" },
      404,
      CATEGORY_NOT_FOUND,
      "businessCategory",
    ],
    ["a tier that does not exist", { listingTier: "Tier 0" }, 400, TIER_INVALID, "listingTier"],
    ["a bad email", { email: "bread@" }, 400, EMAIL_INVALID, "email"],
    ["a control character", { name: "Bake\u0001ry" }, 400, TEXT_NOT_ALLOWED, "name"],
  ] as const)("refuses %s, writing nothing", async (_case, overrides, status, message, field) => {
    const before = await allListings();
    const answer = await post(createFields({ name: "Refused Bakery", ...overrides }));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({
      ok: false,
      // The spec's Add toast, also for a form that did not parse: the fields say what is wrong.
      toast: { title: ERROR_TITLE, description: BUSINESS_CREATE_FAILED },
      error: message,
      fieldErrors: { [field]: message },
    });
    expect(await allListings()).toEqual(before);
  });
});

describe("changing a listing's category", () => {
  it("sets, keeps and clears the category through the edit form", async () => {
    const listing = await createListing(city.id, { name: "Category Shop" });
    const edit = (overrides: Record<string, string>) =>
      post({
        intent: "update-business",
        businessId: listing.id,
        name: "Category Shop",
        listingTier: "Tier 3",
        ...overrides,
      });
    const read = async () => (await listingsNamed("Category Shop"))[0]?.businessCategory;

    expect((await edit({ businessCategory: category.id })).status).toBe(200);
    expect(await read()).toBe(category.id);
    // A post without the field (an older form) leaves the category alone.
    expect((await edit({})).status).toBe(200);
    expect(await read()).toBe(category.id);
    expect((await edit({ businessCategory: "" })).status).toBe(200);
    expect(await read()).toBeNull();

    const missing = await edit({ businessCategory: "00000000-0000-4000-8000-000000000000" });
    expect(missing).toMatchObject({ status: 404, body: { error: CATEGORY_NOT_FOUND } });
    expect(await read()).toBeNull();
  });
});

describe("deleting a business", () => {
  it("deletes exactly that listing and answers its name", async () => {
    const doomed = await createListing(city.id, { name: "Closing Down Sale" });
    const kept = await createListing(city.id, { name: "Still Open" });
    const before = await listingCount();
    const answer = await post({ intent: "delete-business", businessId: doomed.id });
    expect(answer).toEqual({
      status: 200,
      body: {
        ok: true,
        toast: { title: BUSINESS_DELETED, description: "Closing Down Sale" },
        intent: "delete-business",
        business: { id: doomed.id, name: "Closing Down Sale" },
      },
    });
    expect(await listingCount()).toBe(before - 1);
    expect(await listingsNamed("Closing Down Sale")).toEqual([]);
    expect(await listingsNamed("Still Open")).toHaveLength(1);
    expect(kept.id).toBeTruthy();
  });

  it.each([
    ["an id no listing has", "00000000-0000-4000-8000-000000000000", 404],
    ["a malformed id", "not-a-uuid", 400],
    ["no id", "", 400],
  ])("answers %s with %i, deleting nothing", async (_case, businessId, status) => {
    const before = await allListings();
    const answer = await post({ intent: "delete-business", businessId });
    expect(answer).toMatchObject({ status, body: { ok: false, error: BUSINESS_NOT_FOUND } });
    expect(await allListings()).toEqual(before);
  });

  it("refuses an unknown intent and a member, deleting nothing", async () => {
    const listing = await createListing(city.id);
    const before = await allListings();
    expect(await post({ intent: "destroy-business", businessId: listing.id })).toMatchObject({
      status: 400,
      body: { error: UNKNOWN_ACTION },
    });
    const thrown = await Promise.resolve(
      action(actionArgs(updateRequest(memberCookie, { intent: "delete-business", businessId: listing.id }))),
    )
      .then(() => null)
      .catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } } | null)?.init?.status).toBe(403);
    expect(await allListings()).toEqual(before);
  });
});
