// The prototype directory's pure logic: filters, their combination, the URL round trip, the sort and the categories.
import { describe, expect, it } from "vitest";
import {
  distinctCategories,
  filterBusinesses,
  firstLetterOf,
  sortBusinesses,
  visibleServices,
} from "~/features/showcase/proto-directory";
import { SAMPLE_BUSINESSES } from "~/features/showcase/sample-businesses";
import { MAX_PROTO_SEARCH_LENGTH } from "~/features/showcase/showcase.constants";
import {
  NO_FILTERS,
  protoFilterQuery,
  protoFiltersFromSearchParams,
} from "~/features/showcase/showcase.schema";

const names = (list: readonly { name: string }[]) => list.map((business) => business.name);
const categories = distinctCategories(SAMPLE_BUSINESSES);

describe("the sample data", () => {
  it("has at least 12 businesses over the three tiers, several categories and first letters", () => {
    expect(SAMPLE_BUSINESSES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SAMPLE_BUSINESSES.map((business) => business.tier))).toEqual(new Set([1, 2, 3]));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(
      new Set(SAMPLE_BUSINESSES.map((business) => firstLetterOf(business.name))).size,
    ).toBeGreaterThanOrEqual(10);
    expect(new Set(names(SAMPLE_BUSINESSES)).size).toBe(SAMPLE_BUSINESSES.length);
  });

  it("uses invented contact details: .example domains and 555-01xx numbers", () => {
    for (const business of SAMPLE_BUSINESSES) {
      expect(business.email).toMatch(/@[a-z0-9-]+\.example$/);
      expect(new URL(business.website).hostname).toMatch(/\.example$/);
      expect(business.phone).toMatch(/555-01\d\d$/);
      expect(business.logo).toMatch(/^\/showcase\/[a-z0-9-]+-logo\.svg$/);
      expect(business.photo).toMatch(/^\/showcase\/[a-z0-9-]+-photo\.svg$/);
    }
  });
});

describe("distinctCategories", () => {
  it("lists each category once, sorted", () => {
    expect(categories).toEqual([...new Set(categories)].sort((a, b) => a.localeCompare(b, "en")));
    expect(categories).toEqual([
      "Automotive",
      "Food & Drink",
      "Health & Wellness",
      "Home Services",
      "Pet Services",
      "Professional Services",
      "Retail",
    ]);
  });
});

describe("filterBusinesses", () => {
  it("keeps everything without filters", () => {
    expect(filterBusinesses(SAMPLE_BUSINESSES, NO_FILTERS)).toHaveLength(SAMPLE_BUSINESSES.length);
  });

  it("matches the text case-insensitively in the name, the description and the services", () => {
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, text: "BAKERY" }))).toEqual([
      "Bluebird Bakery",
    ]);
    // Only in a description:
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, text: "story time" }))).toEqual([
      "Harborlight Books",
    ]);
    // Only in a service:
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, text: "payroll" }))).toEqual([
      "Keystone Tax & Bookkeeping",
    ]);
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, text: "catering" })).sort()).toEqual([
      "Bluebird Bakery",
      "Juniper Street Cafe",
    ]);
  });

  it("filters by category and by first letter", () => {
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, category: "Retail" })).sort()).toEqual([
      "Anchor Bay Bicycles",
      "Harborlight Books",
    ]);
    expect(names(filterBusinesses(SAMPLE_BUSINESSES, { ...NO_FILTERS, letter: "B" })).sort()).toEqual([
      "Bayview Pet Grooming",
      "Bluebird Bakery",
    ]);
  });

  it("combines every filter, and finds nothing when they exclude each other", () => {
    expect(
      names(filterBusinesses(SAMPLE_BUSINESSES, { text: "catering", category: "Food & Drink", letter: "J" })),
    ).toEqual(["Juniper Street Cafe"]);
    expect(filterBusinesses(SAMPLE_BUSINESSES, { text: "", category: "Retail", letter: "B" })).toEqual([]);
  });
});

describe("sortBusinesses", () => {
  it("puts the highest tier number first (Tier 3), then orders by name", () => {
    const sorted = sortBusinesses(SAMPLE_BUSINESSES);
    expect(sorted.map((business) => business.tier)).toEqual(
      [...SAMPLE_BUSINESSES.map((business) => business.tier)].sort((a, b) => b - a),
    );
    expect(names(sorted)).toEqual([
      "Anchor Bay Bicycles",
      "Evergreen Landscaping",
      "Fernwood Family Dental",
      "Juniper Street Cafe",
      "Bluebird Bakery",
      "Dockside Auto Repair",
      "Ironwood Plumbing",
      "Keystone Tax & Bookkeeping",
      "Bayview Pet Grooming",
      "Cedar & Sage Yoga",
      "Golden Hour Photography",
      "Harborlight Books",
    ]);
  });

  it("does not change its input", () => {
    const before = names(SAMPLE_BUSINESSES);
    sortBusinesses(SAMPLE_BUSINESSES);
    expect(names(SAMPLE_BUSINESSES)).toEqual(before);
  });
});

describe("visibleServices", () => {
  it("shows the first three and counts the rest for +N more", () => {
    expect(visibleServices(["a", "b", "c", "d", "e"], 3)).toEqual({ shown: ["a", "b", "c"], hidden: 2 });
    expect(visibleServices(["a", "b"], 3)).toEqual({ shown: ["a", "b"], hidden: 0 });
  });
});

describe("protoFiltersFromSearchParams and protoFilterQuery", () => {
  it("reads valid filters and writes them back in a stable order", () => {
    const filters = protoFiltersFromSearchParams(
      new URLSearchParams("letter=j&category=Food+%26+Drink&q=+catering+"),
      categories,
    );
    expect(filters).toEqual({ text: "catering", category: "Food & Drink", letter: "J" });
    expect(protoFilterQuery(filters)).toBe("?q=catering&category=Food+%26+Drink&letter=J");
    expect(protoFilterQuery(NO_FILTERS)).toBe("");
  });

  it("ignores malformed values instead of failing: unknown category, bad letter, over-long text is cut", () => {
    const filters = protoFiltersFromSearchParams(
      new URLSearchParams({ q: "x".repeat(500), category: "Spaceships", letter: "7" }),
      categories,
    );
    expect(filters.text).toHaveLength(MAX_PROTO_SEARCH_LENGTH);
    expect(filters.category).toBe("");
    expect(filters.letter).toBeUndefined();
    expect(protoFiltersFromSearchParams(new URLSearchParams("letter=AB"), categories).letter).toBeUndefined();
  });
});
