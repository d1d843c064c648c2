// The loader of /admin/business-directory: the listings with their city, ordered by name, 12 per page, filtered
// by name (contains), first letter and city from the URL; odd URL values fall back instead of failing.
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_PAGE_SIZE } from "~/features/admin-directory/admin-directory.constants";
import { loader } from "~/routes/admin.business-directory";
import { createUser, getRequest, sessionCookie } from "../factories/accounts";
import { createCity } from "../factories/cities";
import { createListing } from "../factories/directory";

let adminCookie: string;
let harbor: Awaited<ReturnType<typeof createCity>>;
let mesa: Awaited<ReturnType<typeof createCity>>;

// 15 listings in Harbor (an Archive city: the admin sees every city) and 3 in Mesa, all with a "Qz" marker
// so the test's rows can be told from any other test data.
const HARBOR_NAMES = [
  "Qz Anchor Cafe",
  "Qz Bait & Tackle",
  "Qz Bayside 100% Organic",
  "Qz Cannery Row Books",
  "Qz Driftwood Bakery",
  "Qz Eelgrass Kayaks",
  "Qz Foghorn Records",
  "Qz Gull Dental",
  "Qz Harbor Legal",
  "Qz Iris Florist",
  "Qz Jetty Electric",
  "Qz Kelp Yoga",
  "Qz Lighthouse Tax",
  "Qz Marina Tacos",
  "Qz Nautical Supply",
];
const MESA_NAMES = ["Qz Adobe Climbing", "Qz Mesa Bakery", "Qz Saguaro Insurance"];

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  harbor = await createCity({ name: "Qz Harbor", status: "Archive" });
  mesa = await createCity({ name: "Qz Mesa", state: "AZ" });
  // Inserted out of order: the order shown must come from the query.
  for (const name of [...HARBOR_NAMES].reverse()) await createListing(harbor.id, { name });
  for (const name of MESA_NAMES) await createListing(mesa.id, { name });
});

async function load(query: string) {
  const result = await loader({
    request: getRequest(`/admin/business-directory${query}`, { cookie: adminCookie }),
    params: {},
    context: { cspNonce: "test" },
  } as never);
  return result as Exclude<typeof result, Response>;
}

const names = (page: Awaited<ReturnType<typeof load>>) => page.listings.map((listing) => listing.name);

describe("admin business list", () => {
  it("shows 12 per page ordered by name, with the exact count and the city joined", async () => {
    const first = await load(`?city=${harbor.id}`);
    expect(first.total).toBe(15);
    expect(first.pageCount).toBe(2);
    expect(first.page).toBe(1);
    expect(names(first)).toEqual(HARBOR_NAMES.slice(0, ADMIN_PAGE_SIZE));
    expect(first.listings[0]?.city).toMatchObject({ name: "Qz Harbor", state: "CA" });

    const second = await load(`?city=${harbor.id}&page=2`);
    expect(second.page).toBe(2);
    expect(second.filters.page).toBe(2);
    expect(names(second)).toEqual(HARBOR_NAMES.slice(ADMIN_PAGE_SIZE));
  });

  it("keeps a page past the end on the last page", async () => {
    const page = await load(`?city=${harbor.id}&page=40`);
    expect(page.page).toBe(2);
    expect(names(page)).toEqual(HARBOR_NAMES.slice(ADMIN_PAGE_SIZE));
  });

  it("matches a name search anywhere in the name, in any case, with % and _ taken literally", async () => {
    expect(names(await load("?name=BAKERY"))).toEqual(["Qz Driftwood Bakery", "Qz Mesa Bakery"]);
    expect(names(await load("?name=100%25"))).toEqual(["Qz Bayside 100% Organic"]);
    expect(names(await load("?name=Qz%20_"))).toEqual([]);
  });

  it("filters by the first letter with a prefix match, combined with the city", async () => {
    const all = await load("?letter=q");
    expect(all.filters.letter).toBe("Q");
    expect(all.total).toBeGreaterThanOrEqual(18);
    const mesaOnly = await load(`?letter=Q&city=${mesa.id}`);
    expect(names(mesaOnly)).toEqual(MESA_NAMES);
    expect((await load(`?letter=B&city=${mesa.id}`)).listings).toEqual([]);
  });

  it("offers every city, whatever its status, for the city filter", async () => {
    const page = await load("");
    expect(page.cityOptions).toEqual(
      expect.arrayContaining([
        { id: harbor.id, name: "Qz Harbor", state: "CA" },
        { id: mesa.id, name: "Qz Mesa", state: "AZ" },
      ]),
    );
  });

  it("shows nothing, not an error, when nothing matches", async () => {
    const page = await load("?name=no-business-is-called-this");
    expect(page.listings).toEqual([]);
    expect(page.total).toBe(0);
    expect(page.pageCount).toBe(1);
  });

  it.each([
    ["a malformed city id", "?city=not-a-uuid", { cityId: undefined }],
    ["a letter that is not A-Z", "?letter=%C3%A9", { letter: undefined }],
    ["a page that is not a number", "?page=abc", { page: 1 }],
    ["a negative page", "?page=-3", { page: 1 }],
    ["an over-long name", `?name=${"a".repeat(500)}`, { name: "a".repeat(100) }],
  ])("falls back for %s", async (_case, query, expected) => {
    const page = await load(query);
    expect(page.filters).toMatchObject(expected);
  });
});
