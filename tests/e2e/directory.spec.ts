import { expect, type Locator, type Page, test } from "@playwright/test";
import {
  NO_ADDRESS_AVAILABLE,
  NO_BUSINESSES_FOUND,
  PREMIUM_BADGE,
  VIEW_FULL_DETAILS,
} from "../../app/features/directory/directory.copy";
import { seriousAxeViolations } from "./support/axe";
import { backToTheKeptPage, launchWithBackForwardCache, markThisPage } from "./support/back-forward-cache";

// Seeded demo data (db/seed/businesses.ts): Harbor Point has 15 listings in all three tiers.
const CITY = "harbor-point-ca";
const CITY_DIRECTORY = `/city/${CITY}/businesses`;
const HARBOR_POINT_LISTINGS = 15;

const results = (page: Page) => page.getByRole("region", { name: "Businesses" });
const count = (page: Page) => results(page).getByRole("status");

test.describe("business directory", () => {
  test("a city's directory shows its title, the category overview and the three card styles", async ({
    page,
  }) => {
    const response = await page.goto(CITY_DIRECTORY);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Harbor Point, CA Business Directory | CivicLens");
    await expect(
      page.getByRole("heading", { level: 1, name: "Harbor Point, CA Business Directory" }),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Harbor Point banner" })).toBeVisible();

    const overview = page.getByRole("region", { name: "Browse by category" });
    const food = overview.getByRole("link", { name: /^Food & Dining/ });
    await expect(food).toContainText("Bakeries, Breweries, Cafes & Coffee, …");
    await expect(food).toContainText(/\d+ business/);

    await expect(count(page)).toHaveText(`${HARBOR_POINT_LISTINGS} businesses found`);

    const premium = results(page).getByRole("article", { name: "Anchor & Oar Cafe" });
    await expect(premium.getByRole("img", { name: "Anchor & Oar Cafe" })).toBeVisible();
    await expect(premium).toContainText("Food & Dining › Cafes & Coffee");
    await expect(premium).toContainText("locally roasted espresso");
    await expect(premium.getByRole("link", { name: VIEW_FULL_DETAILS })).toHaveAttribute(
      "href",
      `/city/${CITY}/businesses/anchor-and-oar-cafe`,
    );

    const standard = results(page).getByRole("article", { name: "Foghorn Books" });
    await expect(standard).toContainText("independent bookstore");
    await expect(standard.getByRole("link", { name: /^Call \(707\) 555-01\d\d$/ })).toHaveAttribute(
      "href",
      /^tel:707555/,
    );
    await expect(standard.getByRole("link", { name: "Website" })).toHaveAttribute(
      "href",
      "https://www.foghornbooks.example",
    );
    await expect(standard.getByRole("link", { name: "Email" })).toHaveAttribute(
      "href",
      "mailto:hello@foghornbooks.example",
    );
    await expect(standard.getByRole("img")).toHaveCount(0);

    const basic = results(page).getByRole("article", { name: "Gull Island Dental" });
    await expect(basic).toContainText("Health & Wellness › Dental");
    await expect(basic).not.toContainText("family dentistry");
    await expect(basic.getByRole("link")).toHaveCount(0);

    // Tier 1 first, then Tier 2, then Tier 3, each by name.
    const names = await results(page).getByRole("article").locator("h3").allTextContents();
    expect(names.slice(0, 3)).toEqual(["Anchor & Oar Cafe", "Driftwood Bakery", "Harborview Legal Group"]);
    expect(names[3]).toBe("4th Street Bicycle Works");
    expect(names.at(-1)).toBe("Nautical Hardware & Supply");
  });

  test("the all-cities directory lists every Live city's businesses", async ({ page }) => {
    await page.goto("/businesses");
    await expect(page.getByRole("heading", { level: 1, name: "Business Directory" })).toBeVisible();
    for (const name of ["Anchor & Oar Cafe", "Ocotillo Landscaping", "Bramble & Birch Books"]) {
      await expect(results(page).getByRole("article", { name })).toBeVisible();
    }
    await results(page).getByRole("article", { name: "Ocotillo Landscaping" }).getByRole("link").click();
    await expect(page).toHaveURL(/\/businesses\/ocotillo-landscaping$/);
  });

  test("text, category, subcategory and letter filters change the results and the URL", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    // As a visitor, without the app: the page's island applies each change (ADR 0053).
    const subcategory = page.getByLabel("Subcategory", { exact: true });
    await expect(subcategory).toBeDisabled();

    await page.getByLabel("Category", { exact: true }).selectOption("Food & Dining");
    await expect(page).toHaveURL(/\?category=Food\+%26\+Dining$/);
    await expect(count(page)).toHaveText("3 businesses found");
    await expect(subcategory).toBeEnabled();

    await subcategory.selectOption("Bakeries");
    await expect(page).toHaveURL(/category=Food\+%26\+Dining&subcategory=Bakeries$/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "Driftwood Bakery" })).toBeVisible();

    // A new parent resets the subcategory, in the form and in the URL.
    await page.getByLabel("Category", { exact: true }).selectOption("Retail");
    await expect(page).toHaveURL(/\?category=Retail$/);
    await expect(subcategory).toHaveValue("");
    await expect(count(page)).toHaveText("4 businesses found");

    // Combined with a letter.
    await page
      .getByRole("navigation", { name: "Filter by first letter" })
      .getByRole("link", { name: "F", exact: true })
      .click();
    await expect(page).toHaveURL(/\?category=Retail&letter=F$/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "Foghorn Books" })).toBeVisible();
    await expect(page.getByRole("link", { name: "F", exact: true })).toHaveAttribute("aria-current", "true");

    // And with text, applied as one types.
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(new RegExp(`${CITY_DIRECTORY}$`));
    await page.getByRole("searchbox", { name: "Search businesses" }).fill("ESPRESSO");
    await expect(page).toHaveURL(/\?q=ESPRESSO$/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "Anchor & Oar Cafe" })).toBeVisible();
  });

  test("0-9 shows the business whose name begins with a digit", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    const letters = page.getByRole("navigation", { name: "Filter by first letter" });
    await expect(letters.getByRole("link", { name: "All", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await letters.getByRole("link", { name: "0-9" }).click();
    await expect(page).toHaveURL(/\?letter=0-9$/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "4th Street Bicycle Works" })).toBeVisible();
    await expect(letters.getByRole("link", { name: "0-9" })).toHaveAttribute("aria-current", "true");
  });

  test("a search that matches nothing shows the empty state", async ({ page }) => {
    await page.goto(`${CITY_DIRECTORY}?q=no-business-is-called-this`);
    await expect(results(page).getByText(NO_BUSINESSES_FOUND)).toBeVisible();
    await expect(count(page)).toHaveText("0 businesses found");
  });

  test("a visitor's words apply where they type them: no page load, the caret stays in the box", async ({
    page,
  }) => {
    await page.goto(CITY_DIRECTORY);
    // Marks on this document and on the count's live region: a page load, or a new region, would lose them.
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await count(page).evaluate((status) => {
      (status as { sameRegion?: boolean }).sameRegion = true;
    });
    const box = page.getByRole("searchbox", { name: "Search businesses" });
    await box.pressSequentially("ESP");
    await expect(page).toHaveURL(/\?q=ESP$/);
    await box.pressSequentially("RESSO");
    await expect(page).toHaveURL(/\?q=ESPRESSO$/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "Anchor & Oar Cafe" })).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("ESPRESSO");
    expect(await box.evaluate((input: HTMLInputElement) => input.selectionStart)).toBe("ESPRESSO".length);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // A screen reader reads the new count: its live region took the new words rather than being replaced.
    expect(await count(page).evaluate((status) => (status as { sameRegion?: boolean }).sameRegion)).toBe(
      true,
    );
    // The letters and Clear filters are the new address's.
    await expect(page.getByRole("link", { name: "F", exact: true })).toHaveAttribute("href", /q=ESPRESSO/);
    await expect(page.getByRole("link", { name: "Clear filters" })).toBeVisible();
  });

  test("Back to a page whose category a visitor changed shows that page's filters", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    await page.getByLabel("Category", { exact: true }).selectOption("Retail");
    await expect(count(page)).toHaveText("4 businesses found");
    await page.goBack();
    await expect(count(page)).toHaveText(`${HARBOR_POINT_LISTINGS} businesses found`);
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");
  });

  test("Back to the page the browser kept whole shows that page's filters too", async ({
    launchOptions,
    baseURL,
  }) => {
    const browser = await launchWithBackForwardCache(launchOptions);
    try {
      const page = await browser.newPage({ baseURL });
      await page.goto(CITY_DIRECTORY);
      await markThisPage(page);
      await page.getByLabel("Category", { exact: true }).selectOption("Retail");
      await expect(count(page)).toHaveText("4 businesses found");
      await backToTheKeptPage(page, new RegExp(`${CITY_DIRECTORY}$`));
      await expect(count(page)).toHaveText(`${HARBOR_POINT_LISTINGS} businesses found`);
      await expect(page.getByLabel("Category", { exact: true })).toHaveValue("");
    } finally {
      await browser.close();
    }
  });

  test("an unknown city's directory is the not-found page", async ({ page }) => {
    const response = await page.goto("/city/no-such-city/businesses");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
  });

  test("axe finds nothing serious on the directory", async ({ page }) => {
    await page.goto(`${CITY_DIRECTORY}?category=Retail`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("business directory without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the GET form filters, and the subcategory waits for a parent", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    await expect(count(page)).toHaveText(`${HARBOR_POINT_LISTINGS} businesses found`);
    await expect(page.getByLabel("Subcategory", { exact: true })).toBeDisabled();

    await page.getByRole("searchbox", { name: "Search businesses" }).fill("bay");
    await page.getByLabel("Category", { exact: true }).selectOption("Home Services");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/q=bay&category=Home\+Services/);
    await expect(count(page)).toHaveText("1 business found");
    await expect(results(page).getByRole("article", { name: "Bayside Plumbing Co." })).toBeVisible();

    const subcategory = page.getByLabel("Subcategory", { exact: true });
    await expect(subcategory).toBeEnabled();
    await subcategory.selectOption("Electrical");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/subcategory=Electrical/);
    await expect(results(page).getByText(NO_BUSINESSES_FOUND)).toBeVisible();
  });
});

test.describe("business detail", () => {
  test("View Full Details opens a premium business with its badge, actions and map", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    await results(page)
      .getByRole("article", { name: "Anchor & Oar Cafe" })
      .getByRole("link", { name: VIEW_FULL_DETAILS })
      .click();
    await expect(page).toHaveURL(new RegExp(`/city/${CITY}/businesses/anchor-and-oar-cafe$`));
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Anchor & Oar Cafe" })).toBeVisible();
    await expect(main.getByText(PREMIUM_BADGE, { exact: true })).toBeVisible();
    await expect(main.getByText("Food & Dining › Cafes & Coffee")).toBeVisible();
    await expect(main.getByRole("heading", { name: "About" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Call", exact: true })).toHaveAttribute(
      "href",
      /^tel:707555\d{4}$/,
    );
    // The link counts a click (issue #20) and redirects to the website.
    await expectWebsiteLink(page, main.getByRole("link", { name: "Visit Website" }), {
      businessKey: "anchor-and-oar-cafe",
      website: "https://www.anchorandoarcafe.example",
    });
    const map = main.locator("iframe");
    await expect(map).toHaveAttribute("title", "Map showing the location of Anchor & Oar Cafe");
    await expect(map).toHaveAttribute(
      "src",
      /^https:\/\/maps\.google\.com\/maps\?q=.+Harbor\+Point.+&z=15&output=embed$/,
    );
    await expect(page).toHaveTitle("Anchor & Oar Cafe | Harbor Point, CA | CivicLens");
  });

  test("a website without a scheme is opened over https://", async ({ page }) => {
    await page.goto("/businesses/coastal-canvas-art-studio");
    await expectWebsiteLink(page, page.getByRole("link", { name: "Visit Website" }), {
      businessKey: "coastal-canvas-art-studio",
      website: "https://www.coastalcanvasartstudio.example",
    });
    await expect(page.getByText(PREMIUM_BADGE, { exact: true })).toHaveCount(0);
  });

  test("a business without an address says so instead of a map", async ({ page }) => {
    await page.goto(`/city/${CITY}/businesses/eelgrass-kayak-rentals`);
    await expect(page.getByRole("heading", { level: 1, name: "Eelgrass Kayak Rentals" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Location" }).getByText(NO_ADDRESS_AVAILABLE),
    ).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an unknown key, or a business under another city, is the 404 page", async ({ page }) => {
    for (const path of [
      "/businesses/no-such-business",
      "/city/juniper-mesa-az/businesses/anchor-and-oar-cafe",
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    }
  });

  test("axe finds nothing serious on a premium business", async ({ page }) => {
    await page.goto("/businesses/anchor-and-oar-cafe");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("directory on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const path of [CITY_DIRECTORY, "/businesses/anchor-and-oar-cafe"]) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 }).last()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the filters are usable on a phone", async ({ page }) => {
    await page.goto(CITY_DIRECTORY);
    await page.getByLabel("Category", { exact: true }).selectOption("Retail");
    await expect(count(page)).toHaveText("4 businesses found");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

/** A website link goes through the click counter (issue #20), which redirects to the listing's website. */
async function expectWebsiteLink(
  page: Page,
  link: Locator,
  expected: { businessKey: string; website: string },
) {
  await expect(link).toHaveAttribute("href", `/businesses/${expected.businessKey}/website`);
  const answer = await page.request.get(`/businesses/${expected.businessKey}/website`, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(expected.website);
}
