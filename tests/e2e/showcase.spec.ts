// The prototype and showcase pages (issue #8): tabs, the 2-second copy confirmation, the tier preview's
// wrap-around, the prototype directory's filters and sort, the pricing plans, the links between them, axe, 360 px.
import { expect, type Page, test } from "@playwright/test";
import { distinctCategories, sortBusinesses } from "../../app/features/showcase/proto-directory";
import { SAMPLE_BUSINESSES } from "../../app/features/showcase/sample-businesses";
import {
  AI_SEARCH_DELAY_MS,
  COPY_CONFIRMATION_MS,
  TRADITIONAL_SEARCH_DELAY_MS,
} from "../../app/features/showcase/showcase.constants";
import {
  activeCategoryFilter,
  activeLetterFilter,
  activeSearchFilter,
  BACK_TO_DIRECTORY,
  CLEAR_ALL_FILTERS,
  CONTACT_US,
  COPIED,
  CUSTOM_PRICING,
  DIRECTORY_META_TITLE,
  DIRECTORY_TITLE,
  LIST_MY_BUSINESS,
  LOAD_MORE,
  MORE_LOCAL_BUSINESSES,
  MOST_POPULAR,
  NO_BUSINESSES_FOUND,
  PRICING_META_TITLE,
  PRICING_TITLE,
  PROTO_NAV_LABEL,
  PROTO_NAV_LINKS,
  SHOWCASE_META_TITLE,
  SHOWCASE_TITLE,
  showingBusinesses,
  TIER_DESCRIPTIONS,
  TIER_PREVIEW_META_TITLE,
  TIER_PREVIEW_TITLE,
  TRIAL_BADGE,
} from "../../app/features/showcase/showcase.copy";
import { seriousAxeViolations } from "./support/axe";

const TOTAL = SAMPLE_BUSINESSES.length;
const SHOWCASE = "/admin/proto/frontend-components";
const TIERS = "/admin/proto/business-directory-tiers";
const DIRECTORY = "/admin/proto/business-directory";
const PRICING = "/admin/proto/pricing";

/** Waits until React has hydrated the element (it then carries React's own properties), so clicks are live. */
async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

async function open(page: Page, path: string, hydratedSelector = "main button") {
  await page.goto(path);
  await waitForHydration(page, hydratedSelector);
}

const showing = (page: Page, shown: number) =>
  page.getByText(showingBusinesses(shown, TOTAL), { exact: true });
/** The names on the directory's cards, in page order. */
const cardNames = (page: Page) => page.locator("main ul > li > article h2").allTextContents();

test.describe("Frontend showcase", () => {
  test("switches between the three tabs by click and by arrow keys", async ({ page }) => {
    await open(page, SHOWCASE, "[role=tab]");
    await expect(page).toHaveTitle(SHOWCASE_META_TITLE);
    await expect(page.getByRole("heading", { level: 1, name: SHOWCASE_TITLE })).toBeVisible();
    const tablist = page.getByRole("tablist", { name: "Showcase screens" });
    const timeline = tablist.getByRole("tab", { name: "Issue Timeline" });
    const search = tablist.getByRole("tab", { name: "Search Interface" });
    const dashboard = tablist.getByRole("tab", { name: "Journalist Dashboard" });
    await expect(timeline).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Issue Timeline" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Main Street protected bike lanes" })).toBeVisible();

    await search.click();
    await expect(search).toHaveAttribute("aria-selected", "true");
    await expect(timeline).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel", { name: "Search Interface" })).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Issue Timeline" })).toBeHidden();

    await search.press("ArrowRight");
    await expect(dashboard).toHaveAttribute("aria-selected", "true");
    await expect(dashboard).toBeFocused();
    await expect(page.getByText(TRIAL_BADGE)).toBeVisible();
    await dashboard.press("ArrowRight");
    await expect(timeline).toHaveAttribute("aria-selected", "true");
    await expect(timeline).toBeFocused();
    await timeline.press("ArrowLeft");
    await expect(dashboard).toHaveAttribute("aria-selected", "true");
    await dashboard.press("Home");
    await expect(timeline).toHaveAttribute("aria-selected", "true");
    await timeline.press("End");
    await expect(dashboard).toHaveAttribute("aria-selected", "true");
  });

  test("compares traditional and AI search after a simulated delay with loading states", async ({ page }) => {
    // The page's clock is held while the loading states are read, then moved on by the simulated delays: the
    // states are asserted, never raced (on a busy machine the 600 ms state passed before it was seen).
    const start = new Date("2026-03-02T09:00:00Z");
    await page.clock.install({ time: start });
    await open(page, SHOWCASE, "[role=tab]");
    await page.clock.pauseAt(new Date(start.getTime() + 60 * 60 * 1000));
    await page.getByRole("tab", { name: "Search Interface" }).click();
    const panel = page.getByRole("tabpanel", { name: "Search Interface" });
    await panel.getByLabel("Search meetings").fill("bike lanes");
    await panel.getByRole("button", { name: "Search", exact: true }).click();
    await expect(panel.getByText("Searching transcripts...")).toBeVisible();
    await expect(panel.getByText("Reading the meetings...")).toBeVisible();
    await page.clock.runFor(TRADITIONAL_SEARCH_DELAY_MS);
    await expect(panel.getByText('1 keyword match for "bike lanes"')).toBeVisible();
    await expect(panel.getByText("Reading the meetings...")).toBeVisible();
    await page.clock.runFor(AI_SEARCH_DELAY_MS - TRADITIONAL_SEARCH_DELAY_MS);
    await expect(
      panel.getByText(/approved curb-protected bike lanes on Main Street on April 1/),
    ).toBeVisible();
    await expect(panel.getByText("Reading the meetings...")).toBeHidden();
    await page.clock.resume();

    // Words a keyword engine misses: the AI answer still finds the topic.
    await panel.getByLabel("Search meetings").fill("cycling safety");
    await panel.getByLabel("Search meetings").press("Enter");
    await expect(panel.getByText('0 keyword matches for "cycling safety"')).toBeVisible();
    await expect(panel.getByText("No transcript contains these exact words.")).toBeVisible();
    await expect(panel.getByText(/approved curb-protected bike lanes/)).toBeVisible();
  });

  test("the journalist dashboard has alerts, quotes and draft tabs on a professional trial", async ({
    page,
  }) => {
    await open(page, SHOWCASE, "[role=tab]");
    await page.getByRole("tab", { name: "Journalist Dashboard" }).click();
    const dashboard = page.getByRole("tabpanel", { name: "Journalist Dashboard" });
    await expect(dashboard.getByText("Professional Trial - 23 days left")).toBeVisible();
    const inner = dashboard.getByRole("tablist", { name: "Dashboard sections" });
    await expect(inner.getByRole("tab", { name: "Alerts" })).toHaveAttribute("aria-selected", "true");
    await expect(dashboard.getByText("ferry terminal", { exact: true })).toBeVisible();

    await inner.getByRole("tab", { name: "Quotes" }).click();
    await expect(inner.getByRole("tab", { name: "Quotes" })).toHaveAttribute("aria-selected", "true");
    await expect(dashboard.getByRole("tabpanel", { name: "Quotes" })).toBeVisible();
    await expect(dashboard.getByRole("tabpanel", { name: "Alerts" })).toBeHidden();
    await expect(dashboard.getByRole("button", { name: /^Copy quote/ })).toHaveCount(3);

    await inner.getByRole("tab", { name: "Quotes" }).press("ArrowRight");
    await expect(inner.getByRole("tab", { name: "Draft" })).toHaveAttribute("aria-selected", "true");
    const draft = dashboard.getByLabel("Story draft");
    await expect(draft).toHaveValue(/Main Street bike lanes get the green light/);
    await draft.fill("Council meets on Tuesday");
    await expect(dashboard.getByText("4 words", { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("copying a quote writes it to the clipboard and confirms for exactly 2 seconds", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.clock.install();
    await open(page, SHOWCASE, "[role=tab]");
    await page.getByRole("tab", { name: "Journalist Dashboard" }).click();
    await page.getByRole("tab", { name: "Quotes" }).click();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));

    const button = page.getByRole("button", { name: "Copy quote from Jordan Pike" });
    const confirmation = page.getByRole("listitem").filter({ has: button }).getByRole("status");
    await expect(confirmation).toHaveText("");
    await button.click();
    await expect(confirmation).toHaveText(COPIED);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '"Night work costs more, but it keeps Main Street open for business during the day." - Jordan Pike',
    );
    await page.clock.runFor(COPY_CONFIRMATION_MS - 100);
    await expect(confirmation).toHaveText(COPIED);
    await page.clock.runFor(100);
    await expect(confirmation).toHaveText("");
    await expect(page.getByText(COPIED)).toHaveCount(0);
  });
});

test.describe("Tier preview", () => {
  const heading = (page: Page) => page.locator("main article h3");

  test("is a mobile-width page with a search box, the count and a Load More that does nothing", async ({
    page,
  }) => {
    await open(page, TIERS);
    await expect(page).toHaveTitle(TIER_PREVIEW_META_TITLE);
    await expect(page.getByRole("heading", { level: 1, name: TIER_PREVIEW_TITLE })).toBeVisible();
    const width = await page.locator("main").evaluate((main) => main.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(400);
    await page.getByRole("searchbox", { name: "Search local businesses" }).fill("bakery");
    await expect(heading(page)).toHaveText(SAMPLE_BUSINESSES[0]?.name ?? "");
    await expect(page.getByText(MORE_LOCAL_BUSINESSES)).toBeVisible();
    await expect(page.getByText("147 more local businesses")).toBeVisible();
    await page.getByRole("button", { name: LOAD_MORE }).click();
    await expect(page.getByText("Business 1 of 12")).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(1);
  });

  test("Previous and Next step through the 12 businesses and wrap around both ways", async ({ page }) => {
    await open(page, TIERS);
    const previous = page.getByRole("button", { name: "Previous business" });
    const next = page.getByRole("button", { name: "Next business" });
    const first = SAMPLE_BUSINESSES[0]?.name ?? "";
    const twelfth = SAMPLE_BUSINESSES[11]?.name ?? "";
    await expect(page.getByText("Business 1 of 12")).toBeVisible();
    await expect(heading(page)).toHaveText(first);

    await previous.click();
    await expect(page.getByText("Business 12 of 12")).toBeVisible();
    await expect(heading(page)).toHaveText(twelfth);
    await next.click();
    await expect(page.getByText("Business 1 of 12")).toBeVisible();
    await expect(heading(page)).toHaveText(first);

    await next.click();
    await expect(heading(page)).toHaveText(SAMPLE_BUSINESSES[1]?.name ?? "");
    for (let step = 2; step <= 11; step += 1) await next.click();
    await expect(page.getByText("Business 12 of 12")).toBeVisible();
    await expect(heading(page)).toHaveText(twelfth);
    await next.click();
    await expect(page.getByText("Business 1 of 12")).toBeVisible();
    await expect(heading(page)).toHaveText(first);
  });

  test("the Basic / Featured / Premium switch changes the price, the description and the card style", async ({
    page,
  }) => {
    await open(page, TIERS);
    const group = page.getByRole("group", { name: "Listing tier" });
    const card = page.locator("main article");
    await expect(group.getByRole("radio", { name: "Basic" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 2, name: /Basic · \$29\/month/ })).toBeVisible();
    await expect(page.getByText(TIER_DESCRIPTIONS.basic)).toBeVisible();
    await expect(card).toHaveAttribute("data-card-style", "basic");
    await expect(card.getByText("Tier 1")).toBeVisible();

    await group.getByText("Featured").click();
    await expect(group.getByRole("radio", { name: "Featured" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 2, name: /Featured · \$79\/month/ })).toBeVisible();
    await expect(page.getByText(TIER_DESCRIPTIONS.featured)).toBeVisible();
    await expect(card).toHaveAttribute("data-card-style", "featured");
    // Anchor Bay Bicycles has five services: three shown, then "+2 more".
    await expect(card.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveText([
      "Bike repair",
      "Tune-ups",
      "Cargo bike sales",
      "+2 more",
    ]);

    await group.getByRole("radio", { name: "Featured" }).press("ArrowRight");
    await expect(group.getByRole("radio", { name: "Premium" })).toBeChecked();
    await expect(page.getByRole("heading", { level: 2, name: /Premium · \$149\/month/ })).toBeVisible();
    await expect(page.getByText(TIER_DESCRIPTIONS.premium)).toBeVisible();
    await expect(card).toHaveAttribute("data-card-style", "premium");
    await expect(card.getByRole("img", { name: "Storefront of Anchor Bay Bicycles" })).toBeVisible();
    const details = card.getByRole("button", { name: "View Full Details" });
    await details.click();
    await expect(card.getByText("Marisol Quintero", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: "Hide Full Details" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    // The chosen tier stays while stepping through the businesses.
    await page.getByRole("button", { name: "Next business" }).click();
    await expect(card).toHaveAttribute("data-card-style", "premium");
    await expect(card.locator("h3")).toHaveText(SAMPLE_BUSINESSES[1]?.name ?? "");
  });
});

test.describe("Prototype directory", () => {
  test("lists every business, Tier 3 first, then by name, with tiered cards", async ({ page }) => {
    await open(page, DIRECTORY);
    await expect(page).toHaveTitle(DIRECTORY_META_TITLE);
    await expect(page.getByRole("heading", { level: 1, name: DIRECTORY_TITLE })).toBeVisible();
    await expect(showing(page, TOTAL)).toBeVisible();
    expect(await cardNames(page)).toEqual(sortBusinesses(SAMPLE_BUSINESSES).map((business) => business.name));
    expect(await cardNames(page)).toEqual([
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
    const bluebird = page.getByRole("article", { name: "Bluebird Bakery" });
    await expect(bluebird).toHaveAttribute("data-card-style", "featured");
    await expect(bluebird.getByText("Tier 2")).toBeVisible();
    await expect(bluebird.getByRole("list", { name: "Services" }).getByRole("listitem")).toHaveText([
      "Sourdough bread",
      "Custom cakes",
      "Wholesale for cafes",
      "+2 more",
    ]);
    await expect(
      page.getByRole("article", { name: "Dockside Auto Repair" }).getByText("+3 more"),
    ).toBeVisible();
    await expect(page.getByRole("article", { name: "Anchor Bay Bicycles" })).toHaveAttribute(
      "data-card-style",
      "premium",
    );
    await expect(page.getByRole("article", { name: "Harborlight Books" })).toHaveAttribute(
      "data-card-style",
      "basic",
    );
  });

  test("the category dropdown offers the sorted distinct categories", async ({ page }) => {
    await open(page, DIRECTORY);
    const options = await page.getByLabel("Category").locator("option").allTextContents();
    expect(options).toEqual(["All categories", ...distinctCategories(SAMPLE_BUSINESSES)]);
  });

  test("each filter, their combination, the empty state and Clear all filters", async ({ page }) => {
    await open(page, DIRECTORY);
    const search = page.getByLabel("Search by name, description or service");

    // Text over names, descriptions and services ("catering" is a service of both).
    await search.fill("catering");
    await expect(showing(page, 2)).toBeVisible();
    await expect(page.getByText(activeSearchFilter("catering"))).toBeVisible();
    expect(await cardNames(page)).toEqual(["Juniper Street Cafe", "Bluebird Bakery"]);
    await expect(page).toHaveURL(/\?q=catering$/);
    await search.fill("story time");
    await expect(showing(page, 1)).toBeVisible();
    expect(await cardNames(page)).toEqual(["Harborlight Books"]);
    await search.fill("");
    await expect(showing(page, TOTAL)).toBeVisible();

    // Category alone.
    await page.getByLabel("Category").selectOption("Home Services");
    await expect(showing(page, 2)).toBeVisible();
    await expect(page.getByText(activeCategoryFilter("Home Services"))).toBeVisible();
    expect(await cardNames(page)).toEqual(["Evergreen Landscaping", "Ironwood Plumbing"]);
    await page.getByLabel("Category").selectOption("");
    await expect(showing(page, TOTAL)).toBeVisible();

    // First letter alone, then All.
    const letters = page.getByRole("navigation", { name: "First letter" });
    await letters.getByRole("link", { name: "B", exact: true }).click();
    await expect(showing(page, 2)).toBeVisible();
    await expect(page.getByText(activeLetterFilter("B"))).toBeVisible();
    await expect(letters.getByRole("link", { name: "B", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    expect(await cardNames(page)).toEqual(["Bluebird Bakery", "Bayview Pet Grooming"]);
    await letters.getByRole("link", { name: "All", exact: true }).click();
    await expect(showing(page, TOTAL)).toBeVisible();

    // All three together.
    await search.fill("catering");
    await page.getByLabel("Category").selectOption("Food & Drink");
    await expect(showing(page, 2)).toBeVisible();
    await letters.getByRole("link", { name: "J", exact: true }).click();
    await expect(showing(page, 1)).toBeVisible();
    expect(await cardNames(page)).toEqual(["Juniper Street Cafe"]);
    for (const text of [
      activeSearchFilter("catering"),
      activeCategoryFilter("Food & Drink"),
      activeLetterFilter("J"),
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }

    // Filters that exclude each other: the empty state, then Clear all filters.
    await letters.getByRole("link", { name: "Z", exact: true }).click();
    await expect(showing(page, 0)).toBeVisible();
    await expect(page.getByText(NO_BUSINESSES_FOUND)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: CLEAR_ALL_FILTERS }).click();
    await expect(showing(page, TOTAL)).toBeVisible();
    await expect(page.getByText(NO_BUSINESSES_FOUND)).toBeHidden();
    await expect(search).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(letters.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("filters from the URL render on the server and the form submits", async ({ page }) => {
      await page.goto(`/proto/business-directory?q=catering&category=Food+%26+Drink&letter=j`);
      await expect(showing(page, 1)).toBeVisible();
      expect(await cardNames(page)).toEqual(["Juniper Street Cafe"]);
      await page.goto("/proto/business-directory?category=Retail&letter=B");
      await expect(page.getByText(NO_BUSINESSES_FOUND)).toBeVisible();
      await page.getByRole("button", { name: CLEAR_ALL_FILTERS }).click();
      await expect(showing(page, TOTAL)).toBeVisible();
      await page.getByLabel("Category").selectOption("Retail");
      await page.getByRole("button", { name: "Apply filters" }).click();
      await expect(page).toHaveURL(/category=Retail/);
      await expect(showing(page, 2)).toBeVisible();
    });
  });
});

test.describe("Pricing prototype", () => {
  test("shows three plans with prices, Most Popular, Contact Us, tier badges and live previews", async ({
    page,
  }) => {
    await page.goto(PRICING);
    await expect(page).toHaveTitle(PRICING_META_TITLE);
    await expect(page.getByRole("heading", { level: 1, name: PRICING_TITLE })).toBeVisible();
    const basic = page.getByRole("region", { name: "Basic" });
    const featured = page.getByRole("region", { name: "Featured" });
    const premium = page.getByRole("region", { name: "Premium" });
    await expect(basic.getByText("$29/month", { exact: true })).toBeVisible();
    await expect(featured.getByText("$79/month", { exact: true })).toBeVisible();
    await expect(featured.getByText(MOST_POPULAR)).toBeVisible();
    await expect(page.getByText(MOST_POPULAR)).toHaveCount(1);
    await expect(premium.getByText(CONTACT_US, { exact: true }).first()).toBeVisible();
    await expect(premium.getByText(CUSTOM_PRICING)).toBeVisible();
    await expect(premium.getByText("$149/month")).toHaveCount(0);
    await expect(premium.getByRole("link", { name: CONTACT_US })).toHaveAttribute("href", "/contact");

    // Badges: yellow Tier 1, blue Tier 2, gray Tier 3.
    // Tailwind gives oklch() colours: a canvas turns the computed colour into sRGB bytes to compare hues.
    const badgeColour = (tier: number) =>
      page
        .locator(`[data-tier-badge="${tier}"]`)
        .first()
        .evaluate((badge) => {
          const context = document.createElement("canvas").getContext("2d");
          if (!context) return [0, 0, 0];
          context.fillStyle = getComputedStyle(badge).backgroundColor;
          context.fillRect(0, 0, 1, 1);
          return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
        });
    const [yellow, blue, gray] = [await badgeColour(1), await badgeColour(2), await badgeColour(3)];
    const [yr, yg, yb] = yellow;
    expect(yr).toBeGreaterThan(yb ?? 0);
    expect(yg).toBeGreaterThan(yb ?? 0);
    const [br, , bb] = blue;
    expect(bb).toBeGreaterThan(br ?? 0);
    const [gr, gg, gb] = gray;
    expect(Math.max(gr ?? 0, gg ?? 0, gb ?? 0) - Math.min(gr ?? 0, gg ?? 0, gb ?? 0)).toBeLessThan(20);

    // Each plan previews its own card style.
    await expect(basic.locator("article")).toHaveAttribute("data-card-style", "basic");
    await expect(featured.locator("article")).toHaveAttribute("data-card-style", "featured");
    await expect(featured.locator("article").getByText("+2 more")).toBeVisible();
    await expect(premium.locator("article")).toHaveAttribute("data-card-style", "premium");
    await expect(premium.locator("article").getByRole("button", { name: "View Full Details" })).toBeVisible();
  });
});

test.describe("Links between the prototype pages", () => {
  test("List My Business goes to /proto/pricing and Back to Directory to /proto/business-directory", async ({
    page,
  }) => {
    for (const path of [DIRECTORY, "/proto/business-directory"]) {
      await open(page, path);
      await page.getByRole("link", { name: LIST_MY_BUSINESS }).click();
      await expect(page).toHaveURL(/\/proto\/pricing$/);
      expect(new URL(page.url()).pathname).toBe("/proto/pricing");
      await expect(page.getByRole("heading", { level: 1, name: PRICING_TITLE })).toBeVisible();
    }
    for (const path of [PRICING, "/proto/pricing"]) {
      await page.goto(path);
      await waitForHydration(page, "main a");
      await page.getByRole("link", { name: BACK_TO_DIRECTORY }).click();
      await expect(page).toHaveURL(/\/proto\/business-directory$/);
      expect(new URL(page.url()).pathname).toBe("/proto/business-directory");
      await expect(page.getByRole("heading", { level: 1, name: DIRECTORY_TITLE })).toBeVisible();
    }
  });

  test("the prototype navigation leads to each page from each page", async ({ page }) => {
    const pages = [
      { path: SHOWCASE, link: PROTO_NAV_LINKS.showcase, title: SHOWCASE_TITLE },
      { path: TIERS, link: PROTO_NAV_LINKS.tierPreview, title: TIER_PREVIEW_TITLE },
      { path: DIRECTORY, link: PROTO_NAV_LINKS.directory, title: DIRECTORY_TITLE },
      { path: PRICING, link: PROTO_NAV_LINKS.pricing, title: PRICING_TITLE },
    ];
    for (const from of [...pages.map((entry) => entry.path), "/proto/business-directory", "/proto/pricing"]) {
      await page.goto(from);
      await waitForHydration(page, "nav a");
      const nav = page.getByRole("navigation", { name: PROTO_NAV_LABEL });
      for (const to of pages) {
        await expect(nav.getByRole("link", { name: to.link })).toHaveAttribute("href", to.path);
      }
    }
    // Click through the whole loop once.
    await page.goto(SHOWCASE);
    await waitForHydration(page, "nav a");
    for (const to of [...pages.slice(1), pages[0]]) {
      if (!to) continue;
      await page
        .getByRole("navigation", { name: PROTO_NAV_LABEL })
        .getByRole("link", { name: to.link })
        .click();
      await expect(page).toHaveURL(new RegExp(`${to.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: to.title })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: PROTO_NAV_LABEL }).getByRole("link", { name: to.link }),
      ).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("Every prototype page at 360 px", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [SHOWCASE, TIERS, DIRECTORY, "/proto/business-directory", PRICING, "/proto/pricing"]) {
    test(`${path} has a title, one h1, main#main, no horizontal scroll and no serious axe violation`, async ({
      page,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\| CivicLens$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator("main#main")).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("the tier preview's Premium card and the showcase's search results fit too", async ({ page }) => {
    await open(page, TIERS);
    await page.getByRole("group", { name: "Listing tier" }).getByText("Premium").click();
    await page.getByRole("button", { name: "View Full Details" }).click();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await open(page, SHOWCASE, "[role=tab]");
    await page.getByRole("tab", { name: "Search Interface" }).click();
    await page.getByRole("button", { name: "budget" }).click();
    await expect(page.getByText('2 keyword matches for "budget"')).toBeVisible();
    await expect(page.getByText(/adds two park rangers and keeps library hours unchanged/)).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
