// The civic memory pages in the browser (issue #19), with JavaScript off as the public pages are meant to work
// (ADR 0040): the decisions page with its chart, GET filters and links to the moment of each vote; the promises
// page with its links to the promising moment and its overdue feed; both at 360 px wide with axe clean.
import { expect, test } from "@playwright/test";
import {
  COMMITMENTS_TITLE,
  DECISION_LINK,
  DECISIONS_CHART_TITLE,
  DECISIONS_TITLE,
  FILTER_LABELS,
  MEETING_DECISIONS_TITLE,
  OUTCOME_LABELS,
  PROMISE_LINK,
} from "../../app/features/memory/memory.copy";
import { expectFitsAndAxeClean } from "./support/axe";
import { cityNameOf, demoMeetings, showcaseMeeting } from "./support/seeded-meetings";

// The seeded city whose meetings went through the pipeline (analysis, story and civic memory).
const cityKey = showcaseMeeting().cityKey;
const cityName = cityNameOf(cityKey);

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("the decisions page charts, filters with a GET form and links each vote to its moment", async ({
    page,
  }) => {
    await page.goto(`/city/${cityKey}/decisions`);
    await expect(page.getByRole("heading", { level: 1, name: DECISIONS_TITLE(cityName) })).toBeVisible();
    await expect(page.getByRole("img", { name: new RegExp(DECISIONS_CHART_TITLE) })).toBeVisible();
    const decisions = page.getByTestId("decision");
    await expect(decisions.first()).toBeVisible();

    await page.getByRole("combobox", { name: FILTER_LABELS.outcome }).selectOption("passed");
    await page.getByRole("button", { name: FILTER_LABELS.apply }).click();
    await expect(page).toHaveURL(/[?&]outcome=passed/);
    await expect(decisions.first()).toBeVisible();
    for (const decision of await decisions.all()) await expect(decision).toContainText(OUTCOME_LABELS.passed);

    await page.getByRole("searchbox", { name: FILTER_LABELS.topic }).fill("no-such-topic-anywhere");
    await page.getByRole("button", { name: FILTER_LABELS.apply }).click();
    await expect(page).toHaveURL(/topic=no-such-topic-anywhere/);
    await expect(decisions).toHaveCount(0);

    await page.goto(`/city/${cityKey}/decisions`);
    const link = decisions.first().getByRole("link", { name: DECISION_LINK });
    const href = await link.getAttribute("href");
    expect(href).toMatch(new RegExp(`^/city/${cityKey}/meeting/[0-9a-f-]{36}\\?t=\\d+$`));
    await link.click();
    await expect(page).toHaveURL(/\/meeting\/[0-9a-f-]{36}\?t=\d+$/);
  });

  test("the promises page links each promise to its moment and offers the overdue feed", async ({
    page,
    request,
  }) => {
    await page.goto(`/city/${cityKey}/commitments`);
    await expect(page.getByRole("heading", { level: 1, name: COMMITMENTS_TITLE(cityName) })).toBeVisible();
    const promises = page.getByTestId("commitment");
    await expect(promises.first()).toBeVisible();
    const link = promises.first().getByRole("link", { name: PROMISE_LINK });
    expect(await link.getAttribute("href")).toMatch(
      new RegExp(`^/city/${cityKey}/meeting/[0-9a-f-]{36}\\?t=\\d+$`),
    );
    await link.click();
    await expect(page).toHaveURL(/\?t=\d+$/);

    const feed = await request.get(`/city/${cityKey}/commitments/overdue.xml`);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("rss");
  });
});

test("a meeting page lists its own decisions, each linking to the moment of the vote", async ({ page }) => {
  const meeting = demoMeetings().find((video) => (video.analysisResults?.decisions?.length ?? 0) > 0);
  if (!meeting) throw new Error("The demo seed has no meeting with a decision");
  await page.goto(`/meeting/${meeting.videoId}`);
  const section = page.getByRole("region", { name: MEETING_DECISIONS_TITLE });
  await expect(section).toBeVisible();
  const link = section.getByRole("link", { name: DECISION_LINK }).first();
  expect(await link.getAttribute("href")).toMatch(/\/meeting\/[0-9a-f-]{36}\?t=\d+$/);
});

test.describe("at 360 px wide", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const page of ["decisions", "commitments"])
    test(`the ${page} page fits and is axe clean`, async ({ page: browser }) => {
      await browser.goto(`/city/${cityKey}/${page}`);
      await expect(browser.getByRole("heading", { level: 1 })).toBeVisible();
      await expectFitsAndAxeClean(browser);
    });
});
