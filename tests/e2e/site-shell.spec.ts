// Issue 14: every page one click away and the same header everywhere, at 1280 and at 390 px wide. The site header
// (logo, Change city, Businesses, Search, Sign In or the avatar menu) on pages that are not a city's own; the city
// header's links to that city's directory and the picker; the directory from the home card, the footer and each city
// page; the picker at an address that never redirects.
import { expect, type Page, test } from "@playwright/test";
import { ALL_CITIES_DIRECTORY_TITLE, cityDirectoryTitle } from "../../app/features/directory/directory.copy";
import { FEATURE_CARDS, PICKER_HEADING } from "../../app/features/home/home.copy";
import { cityBusinessesLink } from "../../app/features/meetings/meetings.copy";
import {
  BUSINESS_DIRECTORY_LINK,
  CHANGE_CITY,
  FOOTER_LINKS,
  HERO_TITLE,
  PRODUCT_NAME,
  SEARCH_LINK,
  SIGN_IN,
  SITE_NAVIGATION_LABEL,
} from "../../app/features/shell/shell.copy";
import { buildDemoBusinesses } from "../../db/seed/businesses";
import { LIVE_CITY_SEEDS } from "../../db/seed/cities";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";

const harborPoint = LIVE_CITY_SEEDS.find((city) => city.key === "harbor-point-ca");
if (!harborPoint) throw new Error("the demo seed changed: update the shell tests");
const premiumBusiness = buildDemoBusinesses().find(
  (business) => business.cityKey === harborPoint.key && business.tier === "Tier 1",
);
if (!premiumBusiness) throw new Error("the demo seed has no premium Harbor Point listing");

const DIRECTORY_CARD_LINK = FEATURE_CARDS.find((card) => "link" in card)?.link;
if (!DIRECTORY_CARD_LINK) throw new Error("the home page's directory card lost its link");
const FOOTER_DIRECTORY = FOOTER_LINKS.find((link) => link.to === "/businesses");
if (!FOOTER_DIRECTORY) throw new Error("the footer lost its directory link");

const siteNav = (page: Page) => page.getByRole("navigation", { name: SITE_NAVIGATION_LABEL });

/** The site header as a visitor sees it: logo home, the three links, and Sign In. */
async function expectSiteHeader(page: Page, account: "visitor" | "signed-in") {
  const banner = page.getByRole("banner");
  await expect(banner.getByRole("link", { name: `${PRODUCT_NAME} home` })).toBeVisible();
  const nav = siteNav(page);
  await expect(nav.getByRole("link", { name: CHANGE_CITY })).toBeVisible();
  await expect(nav.getByRole("link", { name: BUSINESS_DIRECTORY_LINK })).toHaveAttribute(
    "href",
    "/businesses",
  );
  await expect(nav.getByRole("link", { name: SEARCH_LINK })).toHaveAttribute("href", "/search");
  if (account === "visitor") await expect(banner.getByRole("link", { name: SIGN_IN })).toBeVisible();
  else await expect(banner.getByRole("button", { name: /account menu/ })).toBeVisible();
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Each test opens several pages; a machine under load needs more than the default 30 s for them.
    test.describe.configure({ timeout: 60_000 });

    test("the directory, business detail, search and information pages carry the site header", async ({
      page,
    }) => {
      for (const path of [
        "/",
        "/businesses",
        `/businesses/${premiumBusiness.businessKey}`,
        "/search",
        "/about",
      ]) {
        await page.goto(path);
        await expectSiteHeader(page, "visitor");
      }
      // The header's links go where they say.
      await siteNav(page).getByRole("link", { name: BUSINESS_DIRECTORY_LINK }).click();
      await expect(page.getByRole("heading", { level: 1, name: ALL_CITIES_DIRECTORY_TITLE })).toBeVisible();
      await siteNav(page).getByRole("link", { name: SEARCH_LINK }).click();
      await expect(page).toHaveURL(/\/search$/);
      await siteNav(page).getByRole("link", { name: CHANGE_CITY }).click();
      await expect(page.getByRole("heading", { level: 2, name: PICKER_HEADING })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("the home card and the footer open the all-cities directory, which names each business's city", async ({
      page,
    }) => {
      await page.goto("/");
      await page.getByRole("link", { name: DIRECTORY_CARD_LINK.label }).click();
      await expect(page).toHaveURL(/\/businesses$/);
      await expect(page.getByRole("heading", { level: 1, name: ALL_CITIES_DIRECTORY_TITLE })).toBeVisible();
      const card = page
        .getByRole("region", { name: "Businesses" })
        .getByRole("article", { name: premiumBusiness.name });
      await expect(card).toContainText(`${harborPoint.name}, ${harborPoint.state}`);

      await page.goto("/about");
      await page.getByRole("contentinfo").getByRole("link", { name: FOOTER_DIRECTORY.label }).click();
      await expect(page).toHaveURL(/\/businesses$/);
      await expect(page.getByRole("heading", { level: 1, name: ALL_CITIES_DIRECTORY_TITLE })).toBeVisible();
    });

    test("a city page links to that city's directory from its header and its sidebar, and to the picker", async ({
      page,
    }) => {
      const cityDirectory = `/city/${harborPoint.key}/businesses`;
      await page.goto(`/city/${harborPoint.key}`);
      const nav = siteNav(page);
      await expect(nav.getByRole("link", { name: BUSINESS_DIRECTORY_LINK })).toHaveAttribute(
        "href",
        cityDirectory,
      );
      await expect(nav.getByRole("link", { name: CHANGE_CITY })).toBeVisible();
      await expect(page.getByRole("link", { name: SIGN_IN })).toBeVisible();

      await page.getByRole("link", { name: cityBusinessesLink(harborPoint.name) }).click();
      await expect(page).toHaveURL(new RegExp(`${cityDirectory}$`));
      await expect(
        page.getByRole("heading", { level: 1, name: cityDirectoryTitle(harborPoint) }),
      ).toBeVisible();

      await page.goto(`/city/${harborPoint.key}`);
      await nav.getByRole("link", { name: BUSINESS_DIRECTORY_LINK }).click();
      await expect(page).toHaveURL(new RegExp(`${cityDirectory}$`));
      await nav.getByRole("link", { name: CHANGE_CITY }).click();
      await expect(page.getByRole("heading", { level: 2, name: PICKER_HEADING })).toBeVisible();
    });

    test("a member with a home city sees the avatar menu everywhere and reaches the picker with Change city", async ({
      page,
    }) => {
      await enterDemoSession(page, "member");
      for (const path of ["/businesses", `/businesses/${premiumBusiness.businessKey}`, "/search"]) {
        await page.goto(path);
        await expectSiteHeader(page, "signed-in");
      }
      // `/` sends the member to their home city; Change city is the picker itself and stays.
      await page.goto("/");
      await expect(page).toHaveURL(/\/city\/[a-z0-9-]+$/);
      await siteNav(page).getByRole("link", { name: CHANGE_CITY }).click();
      await expect(page).toHaveURL(/\/\?choose=1#city-picker$/);
      await expect(page.getByRole("heading", { level: 2, name: PICKER_HEADING })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
    });

    test("a signed-in person with no home city lands on a home page with the header", async ({ page }) => {
      // The demo administrator has no home city.
      await enterDemoSession(page, "admin");
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
      await expectSiteHeader(page, "signed-in");
    });
  });
}
