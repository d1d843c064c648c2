// Topics in the browser (issue #19, ADR 0046): the topics index and a topic's timeline with JavaScript off, each key
// line linking to its moment; the decisions page offering real topics; the admin renaming and merging topics; the
// pages at 360 px wide with axe clean. The admin changes a city other than the one the public tests read.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { ADMIN_PANEL_TITLE } from "../../app/features/admin-panel/admin-panel.copy";
import { FILTER_LABELS } from "../../app/features/memory/memory.copy";
import {
  ADMIN_TOPICS,
  DECISIONS_BY_TOPIC,
  KEY_LINE_LINK,
  TOPIC_DECISIONS_TITLE,
  TOPIC_TIMELINE_TITLE,
  TOPICS_TITLE,
} from "../../app/features/topics/topics.copy";
import { enterDemoSession } from "./support/accounts";
import { expectFitsAndAxeClean } from "./support/axe";
import { cityNameOf, demoMeetings, showcaseMeeting } from "./support/seeded-meetings";

const cityKey = showcaseMeeting().cityKey;
const cityName = cityNameOf(cityKey);

/** Another seeded city whose meetings were analysed: the admin test's own. */
function adminCityKey(): string {
  const keys = demoMeetings()
    .filter((meeting) => meeting.analysisResults && meeting.cityKey !== cityKey)
    .map((meeting) => meeting.cityKey);
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best) throw new Error("the demo seed has no second analysed city");
  return best[0];
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the topics index leads to a topic's timeline, whose key lines link to their moments", async ({
    page,
  }) => {
    await page.goto(`/city/${cityKey}/topics`);
    await expect(page.getByRole("heading", { level: 1, name: TOPICS_TITLE(cityName) })).toBeVisible();
    const first = page.getByRole("main").getByRole("listitem").first().getByRole("link");
    const name = (await first.textContent())?.trim() ?? "";
    expect(name.length).toBeGreaterThan(2);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/city/${cityKey}/topics/[a-z0-9-]+$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: TOPIC_TIMELINE_TITLE })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: TOPIC_DECISIONS_TITLE })).toBeVisible();
    const moments = page.getByRole("link", { name: new RegExp(`^${KEY_LINE_LINK}`) });
    expect(await moments.count()).toBeGreaterThanOrEqual(2);
    const href = await moments.first().getAttribute("href");
    expect(href).toMatch(new RegExp(`^/city/${cityKey}/meeting/[0-9a-f-]{36}\\?t=\\d+$`));
    await moments.first().click();
    await expect(page).toHaveURL(/\/meeting\/[0-9a-f-]{36}\?t=\d+$/);
  });

  test("the decisions page offers the city's topics as filters", async ({ page }) => {
    await page.goto(`/city/${cityKey}/decisions`);
    const topics = page.getByRole("navigation", { name: DECISIONS_BY_TOPIC });
    const first = topics.getByRole("link").first();
    const name = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page).toHaveURL(/[?&]topic=/);
    await expect(page.getByRole("searchbox", { name: FILTER_LABELS.topic })).toHaveValue(name);
    await expect(topics.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
  });
});

test("a topic page and the topics index fit 360 px and are axe clean", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/city/${cityKey}/topics`);
  await expect(page.getByRole("heading", { level: 1, name: TOPICS_TITLE(cityName) })).toBeVisible();
  await expectFitsAndAxeClean(page);
  await page.getByRole("main").getByRole("listitem").first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 2, name: TOPIC_TIMELINE_TITLE })).toBeVisible();
  await expectFitsAndAxeClean(page);
});

test("an admin renames a topic and merges another into it", async ({ page }) => {
  await enterDemoSession(page, "admin");
  await page.goto("/admin");
  await page.getByRole("link", { name: ADMIN_TOPICS.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: ADMIN_TOPICS.title })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText(
    ADMIN_PANEL_TITLE,
  );
  const key = adminCityKey();
  await page.getByRole("combobox", { name: ADMIN_TOPICS.cityLabel }).selectOption(key);
  await page.getByRole("button", { name: ADMIN_TOPICS.chooseCity }).click();
  await expect(page).toHaveURL(new RegExp(`city=${key}`));
  const headings = page.getByRole("main").getByRole("heading", { level: 2 });
  await expect(headings.nth(1)).toBeVisible();
  const [keep, merged] = [
    (await headings.nth(0).textContent()) ?? "",
    (await headings.nth(1).textContent()) ?? "",
  ];

  const renamed = `Renamed topic ${randomBytes(3).toString("hex")}`;
  const rename = page.getByRole("textbox", { name: `${ADMIN_TOPICS.renameLabel} (${keep})` });
  await rename.fill(renamed);
  await page.getByRole("button", { name: ADMIN_TOPICS.rename }).first().click();
  await expect(page.getByTestId("toast")).toContainText(ADMIN_TOPICS.renamed(renamed));
  await expect(page.getByRole("heading", { level: 2, name: renamed })).toBeVisible();

  await page
    .getByRole("combobox", { name: `${ADMIN_TOPICS.mergeLabel} (${merged})` })
    .selectOption({ label: renamed });
  await page
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 2, name: merged, exact: true }) })
    .getByRole("button", { name: ADMIN_TOPICS.merge })
    .click();
  await expect(page.getByTestId("toast")).toContainText(ADMIN_TOPICS.merged(merged, renamed));
  await expect(page.getByRole("heading", { level: 2, name: merged, exact: true })).toHaveCount(0);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectFitsAndAxeClean(page);

  // The public index shows the new name.
  await page.goto(`/city/${key}/topics`);
  await expect(page.getByRole("link", { name: renamed })).toBeVisible();
});
