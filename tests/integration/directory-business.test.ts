import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/lib/db.server";
import { loader as businessLoader, meta as businessMeta } from "~/routes/business";
import { createCity } from "../factories/cities";
import { createCategory, createListing } from "../factories/directory";

const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

async function thrownBy(run: () => unknown): Promise<{ status?: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected a thrown response");
}

const NOT_FOUND = { status: 404, data: "Oops! Page not found" };

let cityKey: string;
let otherCityKey: string;
let businessKey: string;

beforeAll(async () => {
  const city = await createCity({ name: "Detail Bay", state: "CA" });
  const otherCity = await createCity();
  const category = await createCategory({ parentCategory: "Food & Dining", subCategory: "Bakeries" });
  const listing = await createListing(city.id, {
    name: "Crumb & Co",
    listingTier: "Tier 1",
    description: `Fresh bread. ${"Really good. ".repeat(30)}`,
    businessCategory: category.id,
    website: "www.crumb.example",
  });
  cityKey = city.locationKey;
  otherCityKey = otherCity.locationKey;
  businessKey = listing.businessKey;
});

describe("business loader", () => {
  it("reads a business with its city and category", async () => {
    const result = await businessLoader(args(`/businesses/${businessKey}`, { businessKey }));
    expect(result.underCityPath).toBe(false);
    expect(result.business).toMatchObject({
      name: "Crumb & Co",
      listingTier: "Tier 1",
      website: "www.crumb.example",
      city: { name: "Detail Bay", state: "CA", locationKey: cityKey },
      category: { parentCategory: "Food & Dining", subCategory: "Bakeries" },
    });
  });

  it("reads it under its own city's path", async () => {
    const result = await businessLoader(
      args(`/city/${cityKey}/businesses/${businessKey}`, { locationKey: cityKey, businessKey }),
    );
    expect(result.underCityPath).toBe(true);
    expect(result.business.name).toBe("Crumb & Co");
  });

  it("answers 404 under another city's path, or an unknown city's", async () => {
    for (const locationKey of [otherCityKey, "no-such-city"]) {
      const error = await thrownBy(() =>
        businessLoader(args(`/city/${locationKey}/businesses/${businessKey}`, { locationKey, businessKey })),
      );
      expect(error).toEqual(NOT_FOUND);
    }
  });

  it("answers 404 with the not-found page's words for an unknown key", async () => {
    const error = await thrownBy(() =>
      businessLoader(args("/businesses/no-such-business", { businessKey: "no-such-business" })),
    );
    expect(error).toEqual(NOT_FOUND);
  });

  it("answers 404 for a malformed or over-long key", async () => {
    for (const key of ["../../etc/passwd", "has space", "%00", "-leading-dash", "k".repeat(201)]) {
      const error = await thrownBy(() => businessLoader(args("/businesses/x", { businessKey: key })));
      expect(error).toEqual(NOT_FOUND);
    }
  });

  it("answers 404 when the business cannot be loaded", async () => {
    await db().execute(sql`alter table business_listings rename to business_listings_unavailable`);
    try {
      const error = await thrownBy(() => businessLoader(args(`/businesses/${businessKey}`, { businessKey })));
      expect(error).toEqual(NOT_FOUND);
    } finally {
      await db().execute(sql`alter table business_listings_unavailable rename to business_listings`);
    }
  });
});

describe("business meta", () => {
  it("titles the page with the business and its city and keeps the description short", async () => {
    const loaderData = await businessLoader(args(`/businesses/${businessKey}`, { businessKey }));
    const tags = businessMeta({ loaderData } as never) as Record<string, string>[];
    expect(tags).toContainEqual({ title: "Crumb & Co | Detail Bay, CA | CivicLens" });
    const description = tags.find((tag) => tag.name === "description")?.content ?? "";
    expect(description.startsWith("Fresh bread.")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
  });

  it("titles a missing business as not found", () => {
    expect(businessMeta({ loaderData: undefined } as never)).toEqual([{ title: "Oops! Page not found" }]);
  });
});
