import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  REQUEST_DIALOG_TITLE,
  REQUEST_FAILURE_DESCRIPTION,
  REQUEST_STATE_INVALID,
  REQUEST_SUCCESS_DESCRIPTION,
  REQUEST_SUCCESS_TITLE,
} from "../../app/features/cities/city-requests.copy";
import { CTA_LINK, FEATURE_CARDS, HOME_META_DESCRIPTION, STATS } from "../../app/features/home/home.copy";
import { HERO_TITLE } from "../../app/features/shell/shell.copy";
import { CITY_SEEDS, LIVE_CITY_SEEDS } from "../../db/seed/cities";
import { actAsNewResident } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { holdPosts } from "./support/held-posts";

const unique = () => randomBytes(4).toString("hex");
const [firstLive] = LIVE_CITY_SEEDS;
if (!firstLive) throw new Error("the demo seed has no Live city");
const notLive = CITY_SEEDS.filter((city) => city.status !== "Live");

const picker = (page: Page) => page.getByLabel("Choose your city");
const goButton = (page: Page) => page.getByRole("button", { name: "Go to My City" });

/** Opens the home page and waits until it has hydrated (the button only disables itself with JavaScript). */
async function openHome(page: Page) {
  await page.goto("/");
  await expect(goButton(page)).toBeDisabled();
}

async function openRequestDialog(page: Page) {
  await openHome(page);
  await picker(page).selectOption({ label: "Other" });
  const dialog = page.getByRole("dialog", { name: REQUEST_DIALOG_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

// Coverage requests allow five per address in ten minutes: each test asks from an address of its own.
test.beforeEach(async ({ page }) => {
  await actAsNewResident(page);
});

test.describe("home page", () => {
  test("shows the hero, the three pillars, the stats strip and a call to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`CivicLens | ${HERO_TITLE}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", HOME_META_DESCRIPTION);
    await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
    for (const card of FEATURE_CARDS) {
      await expect(page.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      await expect(page.getByText(card.pillar, { exact: true })).toBeVisible();
    }
    for (const label of ["AI-Powered", "Community", "Open"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    expect(STATS.map((stat) => stat.label)).toEqual(["AI-Powered", "Community", "Open"]);
    await page.getByRole("link", { name: CTA_LINK }).click();
    await expect(page).toHaveURL(/#city-picker$/);
    await expect(picker(page)).toBeInViewport();
  });

  test("the picker lists Live cities as name, state, then Other", async ({ page }) => {
    await openHome(page);
    const options = await picker(page).locator("option").allTextContents();
    expect(options[0]).toBe("Select a city");
    expect(options.at(-1)).toBe("Other");
    for (const city of LIVE_CITY_SEEDS) expect(options).toContain(`${city.name}, ${city.state}`);
    for (const city of notLive) expect(options).not.toContain(`${city.name}, ${city.state}`);
  });

  test("Go to My City is disabled until a city is chosen, then opens the city page", async ({ page }) => {
    await openHome(page);
    await picker(page).selectOption({ label: `${firstLive.name}, ${firstLive.state}` });
    await expect(goButton(page)).toBeEnabled();
    await goButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/city/${firstLive.key}$`));
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(firstLive.name) })).toBeVisible();
  });

  test("Other opens Request City Coverage; Notify waits for all three fields; the request is received", async ({
    page,
  }) => {
    const dialog = await openRequestDialog(page);
    const notify = dialog.getByRole("button", { name: "Notify" });
    await expect(notify).toBeDisabled();
    const states = dialog.getByLabel("State");
    await expect(states.locator("option")).toHaveCount(51);
    await states.selectOption({ label: "Oregon" });
    await expect(notify).toBeDisabled();
    await dialog.getByLabel("City name").fill(`Riverbend ${unique()}`);
    await expect(notify).toBeDisabled();
    const email = dialog.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await email.fill(`e2e-${unique()}@example.com`);
    await expect(notify).toBeEnabled();

    // The post is held until the sending state has been seen.
    const posts = await holdPosts(page);
    await notify.click();
    await expect(dialog.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    posts.release();

    const toast = page.getByTestId("toast");
    await expect(toast).toContainText(REQUEST_SUCCESS_TITLE);
    await expect(toast).toContainText(REQUEST_SUCCESS_DESCRIPTION);
    await expect(dialog).toBeHidden();
  });

  test("a request the server refuses shows the Error toast and says what to fix", async ({ page }) => {
    const dialog = await openRequestDialog(page);
    // A state outside the list can only come from a tampered page; the server must still refuse it.
    await dialog.getByLabel("State").evaluate((element) => {
      const option = (element as HTMLSelectElement).options[1];
      if (option) option.value = "ZZ";
    });
    await dialog.getByLabel("State").selectOption({ index: 1 });
    await dialog.getByLabel("City name").fill("Nowhere");
    await dialog.getByLabel("Email").fill(`e2e-${unique()}@example.com`);
    await dialog.getByRole("button", { name: "Notify" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText(REQUEST_FAILURE_DESCRIPTION);
    await expect(dialog.getByText(REQUEST_STATE_INVALID).first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("axe finds nothing serious on the home page or in the request dialog", async ({ page }) => {
    await openHome(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await picker(page).selectOption({ label: "Other" });
    await expect(page.getByRole("dialog", { name: REQUEST_DIALOG_TITLE })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe("at 360 px wide", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the hero, picker and request dialog fit the screen", async ({ page }) => {
      await openHome(page);
      await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      const dialog = await openRequestDialog(page);
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(360);
      await expect(dialog.getByRole("button", { name: "Notify" })).toBeInViewport();
    });
  });
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("renders everything and the picker's form goes to the chosen city", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HERO_TITLE })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: FEATURE_CARDS[0].title })).toBeVisible();
    await expect(page.getByText("AI-Powered", { exact: true })).toBeVisible();
    await picker(page).selectOption({ label: `${firstLive.name}, ${firstLive.state}` });
    await goButton(page).click();
    await expect(page).toHaveURL(new RegExp(`/city/${firstLive.key}$`));
  });

  test("Other opens the request form inline, and the answer shows on the page", async ({ page }) => {
    await page.goto("/");
    await picker(page).selectOption({ label: "Other" });
    await goButton(page).click();
    await expect(page).toHaveURL(/\?request=1/);
    const section = page.getByRole("region", { name: REQUEST_DIALOG_TITLE });
    await section.getByLabel("State").selectOption({ label: "Maine" });
    await section.getByLabel("City name").fill(`Pine Harbor ${unique()}`);
    await section.getByLabel("Email").fill(`nojs-${unique()}@example.com`);
    await section.getByRole("button", { name: "Notify" }).click();
    await expect(page.getByRole("region", { name: REQUEST_DIALOG_TITLE })).toContainText(
      `${REQUEST_SUCCESS_TITLE} ${REQUEST_SUCCESS_DESCRIPTION}`,
    );
  });
});
