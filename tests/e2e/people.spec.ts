// People across a city's meetings in the browser (issue #19, ADR 0045): the people index and a person page with
// JavaScript off, its votes table and quotes linking to their moments, the decisions page linking voters to their
// pages, the admin screen's merge and split, and 360 px wide with axe clean. Serial: the admin flow changes the
// seeded city's people, which the page tests read.
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN_PEOPLE_DONE,
  ADMIN_PEOPLE_LABELS,
  ADMIN_PEOPLE_TITLE,
  MAJORITY_SHARE_TITLE,
  PEOPLE_TITLE,
  ROLE_LABELS,
  VOTES_TITLE,
} from "../../app/features/memory/people.copy";
import { enterDemoSession } from "./support/accounts";
import { expectFitsAndAxeClean, seriousAxeViolations } from "./support/axe";
import { cityNameOf, showcaseMeeting } from "./support/seeded-meetings";

test.describe.configure({ mode: "serial" });

const cityKey = showcaseMeeting().cityKey;
const cityName = cityNameOf(cityKey);
const MOMENT = new RegExp(`^/city/${cityKey}/meeting/[0-9a-f-]{36}\\?t=\\d+$`);

/** The first elected member's page, reached from the people index. */
async function openFirstMember(page: Page) {
  await page.goto(`/city/${cityKey}/people`);
  await expect(page.getByRole("heading", { level: 1, name: PEOPLE_TITLE(cityName) })).toBeVisible();
  const elected = page.getByRole("region", { name: ROLE_LABELS.elected });
  await elected.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/city/${cityKey}/people/[a-z0-9-]+$`));
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the decisions page links a voter to their page, which lists their votes with links to each moment", async ({
    page,
  }) => {
    await page.goto(`/city/${cityKey}/decisions`);
    const voter = page.locator(`[data-testid="decision"] td a[href^="/city/${cityKey}/people/"]`).first();
    const href = await voter.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/city/${cityKey}/people/[a-z0-9-]+$`));
    await page.goto(href ?? "");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("region", { name: MAJORITY_SHARE_TITLE })).toBeVisible();
    const votes = page.getByRole("region", { name: VOTES_TITLE }).getByRole("table");
    await expect(votes).toBeVisible();
    const link = votes.getByRole("link").first();
    expect(await link.getAttribute("href")).toMatch(MOMENT);
    await link.click();
    await expect(page).toHaveURL(/\/meeting\/[0-9a-f-]{36}\?t=\d+$/);
  });

  test("the people index lists elected members, each with a page", async ({ page }) => {
    await openFirstMember(page);
    await expect(page.getByRole("region", { name: VOTES_TITLE })).toBeVisible();
  });
});

test("an admin merges two people and splits the name off again", async ({ page }) => {
  await enterDemoSession(page, "admin");
  await page.goto("/admin/people");
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_PEOPLE_TITLE })).toBeVisible();
  await expect(page.getByText(ADMIN_PEOPLE_LABELS.chooseCity)).toBeVisible();
  const option = page.getByRole("option", { name: new RegExp(`^${cityName},`) });
  await page
    .getByRole("combobox", { name: ADMIN_PEOPLE_LABELS.city })
    .selectOption((await option.getAttribute("value")) ?? "");
  await page.getByRole("button", { name: ADMIN_PEOPLE_LABELS.show }).click();
  await expect(page).toHaveURL(/[?&]city=[0-9a-f-]{36}$/);
  await expect(page.getByText(ADMIN_PEOPLE_LABELS.chooseCity)).toHaveCount(0);
  // The merge and split are checked on the two people they touch, not on the list's length: other browser tests open
  // demo meetings that are analysed on first open, and their extraction may add people to the city meanwhile.
  const people = page.getByTestId("admin-person");
  await expect(people.nth(1)).toBeVisible();
  const from = (await people.nth(0).getByRole("heading", { level: 2 }).textContent()) ?? "";
  const into = (await people.nth(1).getByRole("heading", { level: 2 }).textContent()) ?? "";

  const fromRegion = page.getByRole("region", { name: from, exact: true });
  await fromRegion
    .getByRole("combobox", { name: ADMIN_PEOPLE_LABELS.mergeInto })
    .selectOption({ label: into });
  await fromRegion.getByRole("button", { name: ADMIN_PEOPLE_LABELS.merge }).click();
  await expect(page.getByText(ADMIN_PEOPLE_DONE.merged)).toBeVisible();
  await expect(page.getByRole("region", { name: from, exact: true })).toHaveCount(0);

  const intoRegion = page.getByRole("region", { name: into, exact: true });
  await intoRegion.getByRole("button", { name: ADMIN_PEOPLE_LABELS.split(from) }).click();
  await expect(page.getByText(ADMIN_PEOPLE_DONE.split)).toBeVisible();
  await expect(page.getByRole("region", { name: from, exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: into, exact: true })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the people index and a person page fit and are axe clean", async ({ page }) => {
    await page.goto(`/city/${cityKey}/people`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFitsAndAxeClean(page);
    await openFirstMember(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectFitsAndAxeClean(page);
  });

  test("the admin people screen fits and is axe clean", async ({ page }) => {
    await enterDemoSession(page, "admin");
    await page.goto("/admin/people");
    await page.getByRole("combobox", { name: ADMIN_PEOPLE_LABELS.city }).selectOption({ index: 1 });
    await page.getByRole("button", { name: ADMIN_PEOPLE_LABELS.show }).click();
    await expect(page).toHaveURL(/city=/);
    await expectFitsAndAxeClean(page);
  });
});
