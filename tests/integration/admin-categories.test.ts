// Editing business categories (/admin/business-directory/categories): add, rename and delete. A category in use is
// never deleted out from under its listings: the delete is refused, naming how many use it, unless the listings
// are moved to another category in the same step. Every bad input is a 4xx that writes nothing.
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { businessCategories, businessListings } from "#db/schema";
import {
  CATEGORY_NAME_REQUIRED,
  CATEGORY_NOT_FOUND,
  categoryExists,
  categoryInUse,
  MOVE_TARGET_NOT_FOUND,
  MOVE_TARGET_SAME,
  UNKNOWN_ACTION,
} from "~/features/admin-directory/admin-directory.copy";
import { db } from "~/lib/db.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import { action, loader } from "~/routes/admin.business-categories";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { createCity } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { createCategory, createListing } from "../factories/directory";
import { statusOf } from "../factories/inbox";

const PATH = "/admin/business-directory/categories";
let adminCookie: string;
let memberCookie: string;
let cityId: string;

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  memberCookie = await sessionCookie((await createUser()).email);
  cityId = (await createCity()).id;
});

const args = (request: Request) => ({ request, params: {}, context: { cspNonce: "test" } }) as never;

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return answerOf(await action(args(formRequest(PATH, fields, { cookie }))));
}

async function load() {
  const result = await loader(args(getRequest(PATH, { cookie: adminCookie })));
  return result as Exclude<typeof result, Response>;
}

async function snapshot() {
  return {
    categories: await db().select().from(businessCategories).orderBy(businessCategories.id),
    listings: await db().select().from(businessListings).orderBy(businessListings.id),
  };
}

async function readCategory(id: string) {
  const [row] = await db().select().from(businessCategories).where(eq(businessCategories.id, id));
  return row;
}

describe("listing categories", () => {
  it("lists every category by name with how many listings use it", async () => {
    const used = await createCategory({ parentCategory: "Aa Retail", subCategory: "Books" });
    await createCategory({ parentCategory: "Aa Retail", subCategory: "Art Supplies" });
    await createListing(cityId, { businessCategory: used.id });
    await createListing(cityId, { businessCategory: used.id });
    const page = await load();
    const mine = page.categories.filter((category) => category.parentCategory === "Aa Retail");
    expect(mine.map((category) => [category.subCategory, category.listingCount])).toEqual([
      ["Art Supplies", 0],
      ["Books", 2],
    ]);
  });
});

describe("adding a category", () => {
  it("stores the trimmed names", async () => {
    const answer = await post({
      intent: "create-category",
      parentCategory: " Pets ",
      subCategory: " Grooming ",
    });
    expect(answer.status).toBe(200);
    const rows = await db()
      .select()
      .from(businessCategories)
      .where(eq(businessCategories.parentCategory, "Pets"));
    expect(rows.map((row) => row.subCategory)).toEqual(["Grooming"]);
    expect(answer.body).toMatchObject({ ok: true, category: { id: rows[0]?.id } });
  });

  it("refuses a category that exists already, in any case, with 409", async () => {
    await createCategory({ parentCategory: "Health", subCategory: "Dental" });
    const before = await snapshot();
    const answer = await post({ intent: "create-category", parentCategory: "health", subCategory: "DENTAL" });
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: categoryExists("Health", "Dental") },
    });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      "an empty category",
      { parentCategory: " ", subCategory: "Cafes" },
      CATEGORY_NAME_REQUIRED,
      "parentCategory",
    ],
    [
      "an empty subcategory",
      { parentCategory: "Food", subCategory: "" },
      CATEGORY_NAME_REQUIRED,
      "subCategory",
    ],
    [
      "a control character",
      { parentCategory: "Fo\u0007od", subCategory: "Cafes" },
      TEXT_NOT_ALLOWED,
      "parentCategory",
    ],
    [
      "an over-long name",
      { parentCategory: "F".repeat(101), subCategory: "Cafes" },
      undefined,
      "parentCategory",
    ],
  ])("refuses %s with 400, writing nothing", async (_case, fields, message, field) => {
    const before = await snapshot();
    const answer = await post({ intent: "create-category", ...fields });
    expect(answer.status).toBe(400);
    const fieldErrors = (answer.body as { fieldErrors: Record<string, string> }).fieldErrors;
    expect(fieldErrors[field]).toEqual(message ?? expect.any(String));
    expect(await snapshot()).toEqual(before);
  });
});

describe("renaming a category", () => {
  it("renames both names, and the listings under it follow", async () => {
    const category = await createCategory({ parentCategory: "Food", subCategory: "Coffee" });
    const listing = await createListing(cityId, { businessCategory: category.id });
    const answer = await post({
      intent: "rename-category",
      categoryId: category.id,
      parentCategory: "Food & Drink",
      subCategory: "Cafes & Coffee",
    });
    expect(answer.status).toBe(200);
    expect(await readCategory(category.id)).toMatchObject({
      parentCategory: "Food & Drink",
      subCategory: "Cafes & Coffee",
    });
    const [row] = await db().select().from(businessListings).where(eq(businessListings.id, listing.id));
    expect(row?.businessCategory).toBe(category.id);
  });

  it("takes a change of case of its own name", async () => {
    const category = await createCategory({ parentCategory: "Auto", subCategory: "repair" });
    const answer = await post({
      intent: "rename-category",
      categoryId: category.id,
      parentCategory: "Auto",
      subCategory: "Repair",
    });
    expect(answer.status).toBe(200);
    expect((await readCategory(category.id))?.subCategory).toBe("Repair");
  });

  it("refuses a name another category has (409), an unknown id (404) and a malformed one (400)", async () => {
    const taken = await createCategory({ parentCategory: "Trades", subCategory: "Plumbing" });
    const category = await createCategory({ parentCategory: "Trades", subCategory: "Electric" });
    const before = await snapshot();
    const rename = (categoryId: string) =>
      post({ intent: "rename-category", categoryId, parentCategory: "trades", subCategory: "plumbing" });
    expect(await rename(category.id)).toMatchObject({
      status: 409,
      body: { error: categoryExists(taken.parentCategory, taken.subCategory) },
    });
    expect(await rename("00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { error: CATEGORY_NOT_FOUND },
    });
    expect(await rename("electric")).toMatchObject({ status: 400, body: { error: CATEGORY_NOT_FOUND } });
    expect(await snapshot()).toEqual(before);
  });
});

describe("deleting a category", () => {
  it("deletes a category no listing uses", async () => {
    const category = await createCategory();
    const answer = await post({ intent: "delete-category", categoryId: category.id });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, moved: 0 } });
    expect(await readCategory(category.id)).toBeUndefined();
  });

  it("refuses a category in use with 409 and a message naming how many listings use it", async () => {
    const category = await createCategory({ parentCategory: "Arts", subCategory: "Theaters" });
    for (let index = 0; index < 3; index += 1) await createListing(cityId, { businessCategory: category.id });
    const before = await snapshot();
    const answer = await post({ intent: "delete-category", categoryId: category.id });
    expect(answer).toMatchObject({
      status: 409,
      body: { ok: false, error: categoryInUse("Arts", "Theaters", 3) },
    });
    expect(categoryInUse("Arts", "Theaters", 3)).toContain("3 listings");
    expect(categoryInUse("Arts", "Theaters", 1)).toMatch(/\b1 listing\b(?!s)/);
    expect(await snapshot()).toEqual(before);
  });

  it("moves the listings to another category, then deletes it, in one step", async () => {
    const from = await createCategory({ parentCategory: "Music", subCategory: "Lessons" });
    const to = await createCategory({ parentCategory: "Music", subCategory: "Teachers" });
    const listings = [
      await createListing(cityId, { businessCategory: from.id }),
      await createListing(cityId, { businessCategory: from.id }),
    ];
    const untouched = await createListing(cityId, { businessCategory: to.id });
    const answer = await post({ intent: "delete-category", categoryId: from.id, moveTo: to.id });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, moved: 2 } });
    expect(await readCategory(from.id)).toBeUndefined();
    const rows = await db()
      .select()
      .from(businessListings)
      .where(inArray(businessListings.id, [...listings.map((listing) => listing.id), untouched.id]));
    expect(rows.map((row) => row.businessCategory)).toEqual([to.id, to.id, to.id]);
  });

  it("refuses to move listings to the same category, an unknown one or a malformed id, writing nothing", async () => {
    const category = await createCategory();
    await createListing(cityId, { businessCategory: category.id });
    const before = await snapshot();
    const remove = (moveTo: string) => post({ intent: "delete-category", categoryId: category.id, moveTo });
    expect(await remove(category.id)).toMatchObject({ status: 400, body: { error: MOVE_TARGET_SAME } });
    expect(await remove("00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 404,
      body: { error: MOVE_TARGET_NOT_FOUND },
    });
    expect(await remove("teachers")).toMatchObject({ status: 400, body: { error: MOVE_TARGET_NOT_FOUND } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for a category that does not exist and 400 for a malformed id", async () => {
    const before = await snapshot();
    expect(
      await post({ intent: "delete-category", categoryId: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject({
      status: 404,
      body: { error: CATEGORY_NOT_FOUND },
    });
    expect(await post({ intent: "delete-category", categoryId: "x" })).toMatchObject({ status: 400 });
    expect(await snapshot()).toEqual(before);
  });

  it("is refused by the database too: a listing's category cannot vanish under it", async () => {
    const category = await createCategory();
    await createListing(cityId, { businessCategory: category.id });
    await expect(
      db().delete(businessCategories).where(eq(businessCategories.id, category.id)),
    ).rejects.toThrow();
    expect(await readCategory(category.id)).toBeDefined();
  });
});

describe("who may edit categories", () => {
  it("answers 400 for an unknown intent, 403 for members and sends anonymous visitors to sign in", async () => {
    const category = await createCategory();
    const before = await snapshot();
    expect(await post({ intent: "merge-category", categoryId: category.id })).toMatchObject({
      status: 400,
      body: { error: UNKNOWN_ACTION },
    });
    const fields = { intent: "delete-category", categoryId: category.id };
    expect(await statusOf(() => action(args(formRequest(PATH, fields, { cookie: memberCookie }))))).toBe(403);
    expect(await statusOf(() => action(args(formRequest(PATH, fields))))).toBe(302);
    expect(await statusOf(() => loader(args(getRequest(PATH, { cookie: memberCookie }))))).toBe(403);
    expect(await snapshot()).toEqual(before);
  });
});
