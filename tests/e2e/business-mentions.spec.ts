// "Mentioned at council" on a business page (issue #19): the demo seed has a Harbor Point resident thank the city's
// first listing by name in public comment, so its page lists those meetings, each linking to the second it was said;
// a listing no meeting names shows no such section. At 360 px wide, axe clean.
import { expect, test } from "@playwright/test";
import { MENTIONED_AT_COUNCIL, WATCH_THE_MOMENT } from "../../app/features/directory/directory.copy";
import { expectFitsAndAxeClean } from "./support/axe";

// db/seed/businesses.ts: businessNamedAtCouncil("harbor-point-ca"), and one no meeting names.
const NAMED = { key: "anchor-and-oar-cafe", name: "Anchor & Oar Cafe" };
const UNNAMED_KEY = "bayside-plumbing-co";

test("a business named at council lists the meetings, newest first, each linking to its moment", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/city/harbor-point-ca/businesses/${NAMED.key}`);
  const section = page.getByRole("region", { name: MENTIONED_AT_COUNCIL });
  await expect(section.getByRole("heading", { level: 2, name: MENTIONED_AT_COUNCIL })).toBeVisible();
  const items = section.getByRole("listitem");
  await expect(items.first()).toContainText(NAMED.name);
  const dates = await section
    .locator("time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")));
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort().reverse());

  await expectFitsAndAxeClean(page);

  const link = items.first().getByRole("link", { name: new RegExp(`^${WATCH_THE_MOMENT} in `) });
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^\/city\/harbor-point-ca\/meeting\/[0-9a-f-]{36}\?t=\d+$/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href?.replace("?", "\\?")}$`));
});

test("a business no meeting names has no such section", async ({ page }) => {
  await page.goto(`/businesses/${UNNAMED_KEY}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: MENTIONED_AT_COUNCIL })).toHaveCount(0);
});
