import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { overviewSubcategoryText } from "~/features/directory/components/category-overview";
import { MAX_SEARCH_TEXT_LENGTH } from "~/features/directory/directory.constants";
import { NO_BUSINESSES_FOUND, OVERVIEW_ELLIPSIS } from "~/features/directory/directory.copy";
import { getBusinessDirectory } from "~/features/directory/directory.server";
import { db } from "~/lib/db.server";
import { loader as directoryLoader } from "~/routes/businesses";
import { createCity } from "../factories/cities";
import { createCategory, createListing } from "../factories/directory";

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

/** What a loader threw with `data(message, { status })`: its status and message. */
async function thrownBy(run: () => unknown): Promise<{ status?: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected a thrown response");
}

type Fixture = {
  cityKey: string;
  otherCityKey: string;
  food: string;
  services: string;
};

let fixture: Fixture;

/** Loads one city's directory with the given query and answers the listing names in page order. */
async function namesFor(query: string, locationKey = fixture.cityKey): Promise<string[]> {
  const result = await directoryLoader(args(`/city/${locationKey}/businesses${query}`, { locationKey }));
  return result.listings.map((listing) => listing.name);
}

beforeAll(async () => {
  const city = await createCity({ name: "Directory Town", state: "OR" });
  const otherCity = await createCity({ name: "Elsewhere", state: "WA" });
  const suffix = city.locationKey.slice(-8);
  const food = `Food ${suffix}`;
  const services = `Services ${suffix}`;
  const bakeries = await createCategory({ parentCategory: food, subCategory: "Bakeries" });
  const cafes = await createCategory({ parentCategory: food, subCategory: "Cafes" });
  const restaurants = await createCategory({ parentCategory: food, subCategory: "Restaurants" });
  await createCategory({ parentCategory: food, subCategory: "Breweries" });
  const plumbing = await createCategory({ parentCategory: services, subCategory: "Plumbing" });
  const legal = await createCategory({ parentCategory: services, subCategory: "Legal" });

  await createListing(city.id, {
    name: "Zephyr Bakery",
    description: "Sourdough bread every morning",
    businessCategory: bakeries.id,
  });
  await createListing(city.id, { name: "Alpha Cafe", listingTier: "Tier 2", businessCategory: cafes.id });
  await createListing(city.id, {
    name: "Mango Restaurant",
    listingTier: "Tier 1",
    businessCategory: restaurants.id,
  });
  await createListing(city.id, {
    name: "beta plumbing",
    listingTier: "Tier 1",
    businessCategory: plumbing.id,
  });
  await createListing(city.id, {
    name: "7 Seas Legal",
    listingTier: "Tier 2",
    description: "Maritime LAW for boat owners",
    businessCategory: legal.id,
  });
  await createListing(city.id, { name: "100% Juice Bar", businessCategory: cafes.id });
  await createListing(city.id, { name: "Uncat Shop", description: null });
  await createListing(otherCity.id, { name: "Alpha Elsewhere", businessCategory: cafes.id });
  fixture = { cityKey: city.locationKey, otherCityKey: otherCity.locationKey, food, services };
});

describe("directory loader: one city", () => {
  it("lists the city's businesses by tier, Tier 1 first, then by name ignoring case", async () => {
    expect(await namesFor("")).toEqual([
      "beta plumbing",
      "Mango Restaurant",
      "7 Seas Legal",
      "Alpha Cafe",
      "100% Juice Bar",
      "Uncat Shop",
      "Zephyr Bakery",
    ]);
  });

  it("returns the city for the title and header", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses`, { locationKey: fixture.cityKey }),
    );
    expect(result.city).toMatchObject({ name: "Directory Town", state: "OR", locationKey: fixture.cityKey });
  });

  it("matches the text case-insensitively over name and description, trimmed", async () => {
    expect(await namesFor("?q=SOURDOUGH")).toEqual(["Zephyr Bakery"]);
    expect(await namesFor("?q=maritime%20law")).toEqual(["7 Seas Legal"]);
    expect(await namesFor("?q=%20%20alpha%20%20")).toEqual(["Alpha Cafe"]);
    expect(await namesFor("?q=nothing-like-this")).toEqual([]);
  });

  it("matches % and _ literally rather than as wildcards", async () => {
    expect(await namesFor("?q=%25")).toEqual(["100% Juice Bar"]);
    expect(await namesFor("?q=_")).toEqual([]);
  });

  it("cuts text longer than the limit to its first 100 characters instead of failing", async () => {
    const longText = `sourdough${"x".repeat(150)}`;
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses?q=${longText}`, { locationKey: fixture.cityKey }),
    );
    expect(result.filters.text).toHaveLength(MAX_SEARCH_TEXT_LENGTH);
    expect(result.filters.text).toBe(longText.slice(0, MAX_SEARCH_TEXT_LENGTH));
    expect(result.listings).toEqual([]);
  });

  it("filters by parent category", async () => {
    expect(await namesFor(`?category=${encodeURIComponent(fixture.food)}`)).toEqual([
      "Mango Restaurant",
      "Alpha Cafe",
      "100% Juice Bar",
      "Zephyr Bakery",
    ]);
  });

  it("filters by parent category and subcategory", async () => {
    const result = await directoryLoader(
      args(
        `/city/${fixture.cityKey}/businesses?category=${encodeURIComponent(fixture.food)}&subcategory=Cafes`,
        { locationKey: fixture.cityKey },
      ),
    );
    expect(result.listings.map((listing) => listing.name)).toEqual(["Alpha Cafe", "100% Juice Bar"]);
    expect(result.filters).toMatchObject({ category: fixture.food, subcategory: "Cafes" });
  });

  it("ignores a subcategory when no parent category is chosen", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses?subcategory=Cafes`, { locationKey: fixture.cityKey }),
    );
    expect(result.listings).toHaveLength(7);
    expect(result.filters.subcategory).toBeUndefined();
  });

  it("ignores a subcategory that is not under the chosen parent", async () => {
    const result = await directoryLoader(
      args(
        `/city/${fixture.cityKey}/businesses?category=${encodeURIComponent(fixture.services)}&subcategory=Cafes`,
        { locationKey: fixture.cityKey },
      ),
    );
    expect(result.listings.map((listing) => listing.name)).toEqual(["beta plumbing", "7 Seas Legal"]);
    expect(result.filters).toMatchObject({ category: fixture.services, subcategory: undefined });
  });

  it("ignores an unknown parent category", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses?category=No%20Such%20Category`, {
        locationKey: fixture.cityKey,
      }),
    );
    expect(result.listings).toHaveLength(7);
    expect(result.filters.category).toBeUndefined();
  });

  it("filters by first letter, 0-9 meaning names that begin with a digit", async () => {
    expect(await namesFor("?letter=0-9")).toEqual(["7 Seas Legal", "100% Juice Bar"]);
    expect(await namesFor("?letter=B")).toEqual(["beta plumbing"]);
    expect(await namesFor("?letter=z")).toEqual(["Zephyr Bakery"]);
    expect(await namesFor("?letter=Q")).toEqual([]);
  });

  it("treats an unknown letter as All", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses?letter=%C3%84%C3%84`, { locationKey: fixture.cityKey }),
    );
    expect(result.filters.letter).toBeUndefined();
    expect(result.listings).toHaveLength(7);
  });

  it("combines every filter", async () => {
    const food = encodeURIComponent(fixture.food);
    expect(await namesFor(`?q=cafe&category=${food}&letter=A`)).toEqual(["Alpha Cafe"]);
    expect(await namesFor(`?q=bread&category=${food}&subcategory=Bakeries&letter=Z`)).toEqual([
      "Zephyr Bakery",
    ]);
    expect(await namesFor(`?q=bread&category=${food}&subcategory=Cafes`)).toEqual([]);
    expect(await namesFor(`?category=${food}&letter=0-9`)).toEqual(["100% Juice Bar"]);
  });

  it("summarises each parent category: its count and three subcategories, then an ellipsis", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses?q=zzz`, { locationKey: fixture.cityKey }),
    );
    const food = result.overview.find((item) => item.parentCategory === fixture.food);
    const services = result.overview.find((item) => item.parentCategory === fixture.services);
    // Counts describe the city, not the filtered results.
    expect(food).toEqual({
      parentCategory: fixture.food,
      businessCount: 4,
      shownSubcategories: ["Bakeries", "Breweries", "Cafes"],
      hasMoreSubcategories: true,
    });
    expect(services).toEqual({
      parentCategory: fixture.services,
      businessCount: 2,
      shownSubcategories: ["Legal", "Plumbing"],
      hasMoreSubcategories: false,
    });
    expect(overviewSubcategoryText(food!)).toBe(`Bakeries, Breweries, Cafes, ${OVERVIEW_ELLIPSIS}`);
    expect(overviewSubcategoryText(services!)).toBe("Legal, Plumbing");
  });

  it("gives the subcategories of each parent for the filter selects", async () => {
    const result = await directoryLoader(
      args(`/city/${fixture.cityKey}/businesses`, { locationKey: fixture.cityKey }),
    );
    expect(
      result.categoryGroups.find((group) => group.parentCategory === fixture.food)?.subcategories,
    ).toEqual(["Bakeries", "Breweries", "Cafes", "Restaurants"]);
  });
});

describe("directory loader: scope", () => {
  it("keeps each city's listings to itself", async () => {
    expect(await namesFor("", fixture.otherCityKey)).toEqual(["Alpha Elsewhere"]);
    expect(await namesFor("")).not.toContain("Alpha Elsewhere");
  });

  it("lists every Live city's businesses at /businesses, and no city", async () => {
    const hidden = await createCity({ status: "Test" });
    await createListing(hidden.id, { name: "Hidden Test Listing" });
    const result = await directoryLoader(args("/businesses?letter=A"));
    expect(result.city).toBeNull();
    const names = result.listings.map((listing) => listing.name);
    expect(names).toEqual(expect.arrayContaining(["Alpha Cafe", "Alpha Elsewhere"]));
    expect(names.indexOf("Alpha Cafe")).toBeLessThan(names.indexOf("Alpha Elsewhere"));
    expect((await directoryLoader(args("/businesses?q=Hidden%20Test"))).listings).toEqual([]);
    // A Test city is not public: its own path is not found either, like its city page (ADR 0024).
    const error = await thrownBy(() =>
      directoryLoader(args(`/city/${hidden.locationKey}/businesses`, { locationKey: hidden.locationKey })),
    );
    expect(error).toEqual({ status: 404, data: "City not found" });
  });

  it("answers 404 City not found for an unknown city", async () => {
    const error = await thrownBy(() =>
      directoryLoader(args("/city/nowhere/businesses", { locationKey: "nowhere" })),
    );
    expect(error).toEqual({ status: 404, data: "City not found" });
  });

  it("answers 404 for a malformed or over-long city key without asking the database", async () => {
    for (const locationKey of ["bad key!", "'; drop table cities; --", "k".repeat(300)]) {
      const error = await thrownBy(() => directoryLoader(args("/city/x/businesses", { locationKey })));
      expect(error).toEqual({ status: 404, data: "City not found" });
    }
  });
});

describe("directory data load errors", () => {
  it("are logged only: the page gets an empty directory and shows the empty state", async () => {
    await db().execute(sql`alter table business_listings rename to business_listings_unavailable`);
    try {
      const result = await getBusinessDirectory({
        locationKey: fixture.cityKey,
        filters: { text: "alpha", category: fixture.food, subcategory: undefined, letter: undefined },
        viewer: null,
      });
      expect(result.city?.locationKey).toBe(fixture.cityKey);
      expect(result.listings).toEqual([]);
      expect(result.overview).toEqual([]);
      expect(result.filters.text).toBe("alpha");
    } finally {
      await db().execute(sql`alter table business_listings_unavailable rename to business_listings`);
    }
    expect(NO_BUSINESSES_FOUND).toBe("No businesses found matching your criteria.");
  });
});
