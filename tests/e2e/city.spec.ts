import { expect, type Page, test } from "@playwright/test";
import {
  ARCHIVED_NOTICE,
  CITY_STATUS_NOTICE_LABEL,
  notPublicNotice,
} from "../../app/features/cities/cities.copy";
import {
  COUNCIL_VIDEOS_LABEL,
  CURRENTLY_SHOWING_LABEL,
  LOAD_MORE,
  LOAD_MORE_FAILED,
  NO_VIDEOS_YET,
  RECENT_MEETINGS_TITLE,
  TRANSCRIPT_INSUFFICIENT,
  VIEW_ANALYSIS,
} from "../../app/features/meetings/meetings.copy";
import {
  NO_RESULTS_DESCRIPTION,
  NO_RESULTS_TITLE,
  SEARCH_ERROR_DESCRIPTION,
  SEARCH_ERROR_TITLE,
  SEARCH_EXCEPTION_DESCRIPTION,
} from "../../app/features/search/search.copy";
import { CITY_SEEDS } from "../../db/seed/cities";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { analyzedMeetingWithoutDescription, demoMeetings } from "./support/seeded-meetings";

const demoVideos = demoMeetings();
const HARBOR_POINT = CITY_SEEDS.find((city) => city.key === "harbor-point-ca");
// The seed gives videos to Live cities only; its Archive city opens by its key with an empty list (ADR 0024).
const NO_VIDEO_CITY = CITY_SEEDS.find(
  (city) => city.status === "Archive" && !demoVideos.some((video) => video.cityKey === city.key),
);
const TEST_CITY = CITY_SEEDS.find((city) => city.status === "Test");
const NEW_CITY = CITY_SEEDS.find((city) => city.status === "New");
if (!HARBOR_POINT || !NO_VIDEO_CITY || !TEST_CITY || !NEW_CITY)
  throw new Error("the demo seed changed: update the city page tests");
const CITY_PATH = `/city/${HARBOR_POINT.key}`;
/** The seed's videos of the city, newest first, as the server seeded them today. */
const harborVideos = demoVideos
  .filter((video) => video.cityKey === HARBOR_POINT.key)
  .sort((first, second) => second.publishedAt.getTime() - first.publishedAt.getTime());

const meetingList = (page: Page) =>
  page.getByRole("region", { name: RECENT_MEETINGS_TITLE }).locator("ul").first().locator(":scope > li");

const statistic = (page: Page, label: string) =>
  page
    .getByRole("region", { name: "Statistics" })
    .locator("dl > div")
    .filter({ hasText: label })
    .locator("dd");

/** Who reads the page: a visitor gets the server's HTML and the page's island script (ADR 0053), a member the app. */
const READERS = ["visitor", "member"] as const;
type Reader = (typeof READERS)[number];

/**
 * Opens the city page and waits until its script runs: the island for a visitor, the app once hydrated for a
 * member. Only then does the search toggle say that it opens a panel; before, it leads to the search page.
 */
async function openCity(page: Page, search = "", reader: Reader = "visitor") {
  if (reader === "member") await enterDemoSession(page, "member");
  await page.goto(`${CITY_PATH}${search}`);
  await pageScriptRuns(page);
}

async function pageScriptRuns(page: Page) {
  await expect(page.getByRole("button", { name: "Search Videos" })).toHaveAttribute("aria-expanded", "false");
}

/** The requests that bring the longer list: the longer page's HTML for the island, the loader's data in the app. */
function longerListRequests(reader: Reader): string | ((url: URL) => boolean) {
  if (reader === "member") return "**/*.data*";
  return (url) => url.pathname === CITY_PATH && url.searchParams.has("show");
}

/** The requests a panel search makes: the city's search page for the island, searchCityVideos in the app. */
function panelSearchRequests(reader: Reader): string | ((url: URL) => boolean) {
  if (reader === "member") return "**/functions/v1/searchCityVideos";
  return (url) => url.pathname === `${CITY_PATH}/search`;
}

test.describe("city page", () => {
  test("shows the banner, the ten newest meetings and the sidebar", async ({ page }) => {
    await openCity(page);
    await expect(
      page.getByRole("heading", { level: 1, name: `Harbor Point, ${HARBOR_POINT.state}` }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: RECENT_MEETINGS_TITLE })).toBeVisible();
    await expect(meetingList(page)).toHaveCount(10);
    const titles = await meetingList(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(harborVideos.slice(0, 10).map((video) => video.title));

    const first = meetingList(page).first();
    await expect(first.getByRole("img")).toHaveAttribute("alt", `Thumbnail for ${titles[0]}`);
    await expect(first.locator("time")).toBeVisible();

    await expect(page.getByRole("heading", { level: 2, name: "About" })).toBeVisible();
    const quickInfo = page.getByRole("region", { name: "Quick Info" });
    await expect(quickInfo).toContainText(HARBOR_POINT.county);
    await expect(quickInfo.getByRole("link", { name: String(HARBOR_POINT.domain) })).toHaveAttribute(
      "href",
      `https://${HARBOR_POINT.domain}`,
    );
    await expect(statistic(page, COUNCIL_VIDEOS_LABEL)).toHaveText(String(harborVideos.length));
    await expect(statistic(page, CURRENTLY_SHOWING_LABEL)).toHaveText("10");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  for (const reader of READERS) {
    test(`Load More Stories appends ten at a time without jumping, then disappears (${reader})`, async ({
      page,
    }) => {
      expect(harborVideos.length).toBeGreaterThan(20);
      expect(harborVideos.length).toBeLessThan(30);
      await openCity(page, "", reader);
      const firstTitle = await meetingList(page).first().getByRole("heading").textContent();
      await page.getByRole("link", { name: LOAD_MORE }).scrollIntoViewIfNeeded();
      const scrolledTo = await page.evaluate(() => window.scrollY);
      expect(scrolledTo).toBeGreaterThan(0);
      await page.getByRole("link", { name: LOAD_MORE }).click();
      await expect(meetingList(page)).toHaveCount(20);
      await expect(page).toHaveURL(/\?show=20$/);
      await expect(meetingList(page).first().getByRole("heading")).toHaveText(String(firstTitle));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(scrolledTo - 5);
      await expect(statistic(page, CURRENTLY_SHOWING_LABEL)).toHaveText("20");
      // Focus moves to the first meeting that was added.
      await expect(meetingList(page).nth(10).getByRole("heading")).toBeFocused();

      await page.getByRole("link", { name: LOAD_MORE }).click();
      await expect(meetingList(page)).toHaveCount(harborVideos.length);
      await expect(page.getByRole("link", { name: LOAD_MORE })).toHaveCount(0);
      await expect(statistic(page, CURRENTLY_SHOWING_LABEL)).toHaveText(String(harborVideos.length));
      // The address lists what is on screen: a reload shows the same list.
      await expect(page).toHaveURL(/\?show=30$/);
      await page.reload();
      await expect(meetingList(page)).toHaveCount(harborVideos.length);
    });

    test(`a Load More that cannot reach the server keeps the list and says so (${reader})`, async ({
      page,
    }) => {
      await openCity(page, "", reader);
      const requests = longerListRequests(reader);
      await page.route(requests, (route) => route.abort());
      await page.getByRole("link", { name: LOAD_MORE }).click();
      await expect(page.getByRole("alert").filter({ hasText: LOAD_MORE_FAILED }).first()).toBeVisible();
      await expect(meetingList(page)).toHaveCount(10);
      await expect(page).toHaveURL(new RegExp(`${CITY_PATH}$`));
      await page.unroute(requests);
      await page.getByRole("link", { name: LOAD_MORE }).click();
      await expect(meetingList(page)).toHaveCount(20);
      await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
    });
  }

  for (const reader of READERS) {
    test(`the source filter lists the city's sources and resets the list to the first ten (${reader})`, async ({
      page,
    }) => {
      await openCity(page, "?show=20", reader);
      await expect(meetingList(page)).toHaveCount(20);
      const filter = page.getByLabel("Filter by source");
      const labels = await filter.locator("option").allTextContents();
      expect(labels).toEqual([
        "All sources",
        "City Council (city)",
        "Planning Commission (city)",
        "School Board (school district)",
      ]);
      await filter.selectOption({ label: "Planning Commission (city)" });
      await expect(page).toHaveURL(/\?source=city%3APlanning\+Commission$/);
      // A visitor's choice opens a new page; its script must run before the next choice.
      await pageScriptRuns(page);
      const planning = harborVideos.filter((video) => video.sourceKey === "hp-planning");
      await expect(meetingList(page)).toHaveCount(planning.length);
      await expect(page.getByRole("link", { name: LOAD_MORE })).toHaveCount(0);

      await filter.selectOption({ label: "City Council (city)" });
      await expect(page).toHaveURL(/\?source=city%3ACity\+Council$/);
      await expect(meetingList(page)).toHaveCount(10);
      await expect(statistic(page, COUNCIL_VIDEOS_LABEL)).toHaveText(String(harborVideos.length));
      await pageScriptRuns(page);
      await filter.selectOption({ label: "All sources" });
      await expect(page).toHaveURL(new RegExp(`${CITY_PATH}$`));
      await expect(meetingList(page)).toHaveCount(10);
    });
  }

  test("a meeting with a short transcript carries the badge and no analysis link", async ({ page }) => {
    await openCity(page, "?source=city%3APlanning+Commission");
    const cancelled = meetingList(page).filter({ hasText: "(Canceled)" });
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled.getByText(TRANSCRIPT_INSUFFICIENT)).toBeVisible();
    const disabled = cancelled.getByRole("button", { name: VIEW_ANALYSIS });
    await expect(disabled).toBeDisabled();
    await expect(disabled).toHaveAttribute("aria-disabled", "true");
    await expect(cancelled.getByRole("link", { name: /View Analysis/ })).toHaveCount(0);

    const regular = meetingList(page).filter({ hasNotText: "(Canceled)" }).first();
    await expect(regular.getByText(TRANSCRIPT_INSUFFICIENT)).toHaveCount(0);
    const analysis = regular.getByRole("link", { name: /^View Analysis/ });
    await expect(analysis).toHaveAttribute("href", /^\/city\/harbor-point-ca\/meeting\/[0-9a-f-]{36}$/);
  });

  test("an analyzed meeting without a description shows its analysis summary, not the cut transcript", async ({
    page,
  }) => {
    const { video, position } = analyzedMeetingWithoutDescription();
    const summary = video.analysisResults?.summary ?? "";
    expect(summary.length).toBeGreaterThan(0);
    await page.goto(`/city/${video.cityKey}?show=${(Math.floor(position / 10) + 1) * 10}`);
    const card = meetingList(page).filter({ hasText: video.title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText(summary, { exact: true })).toBeVisible();
    await expect(card).not.toContainText(`${(video.transcript ?? "").trim().slice(0, 200)}...`);
  });

  test("meetings with a story link to it", async ({ page }) => {
    await openCity(page, "?show=30");
    // The stories the pipeline published at first start; one held for review is not offered to readers (ADR 0028).
    const withStory = harborVideos.filter((video) => video.storyPublished);
    expect(withStory.length).toBeGreaterThan(0);
    // Every published story is linked. Meetings opened by other tests may gain a story of their own meanwhile
    // (the pipeline writes one after the automatic analysis), so more links are fine, fewer are not.
    for (const video of withStory) {
      const card = meetingList(page).filter({ hasText: String(video.title) });
      await expect(card.getByRole("link", { name: /^Read Story/ })).toHaveCount(1);
    }
    const withoutTranscript = harborVideos.find((video) => video.transcript === null);
    if (withoutTranscript) {
      const card = meetingList(page).filter({ hasText: withoutTranscript.title });
      await expect(card.getByRole("link", { name: /^Read Story/ })).toHaveCount(0);
    }
    const item = meetingList(page).filter({ hasText: String(withStory[0]?.title) });
    await expect(item.getByRole("link", { name: /^Read Story/ })).toHaveAttribute(
      "href",
      /^\/city\/harbor-point-ca\/meeting-story\/[0-9a-f-]{36}$/,
    );
  });

  for (const reader of READERS) {
    test(`Search Videos opens a panel that searches the city; Hide Search clears it (${reader})`, async ({
      page,
    }) => {
      await openCity(page, "", reader);
      await page.getByRole("button", { name: "Search Videos" }).click();
      const hide = page.getByRole("button", { name: "Hide Search" });
      await expect(hide).toHaveAttribute("aria-expanded", "true");
      const box = page.getByRole("searchbox", { name: "Search terms" });
      await expect(box).toBeFocused();
      const submit = page.getByRole("button", { name: "Search", exact: true });
      await expect(submit).toBeDisabled();
      await box.fill("    ");
      await expect(submit).toBeDisabled();
      await box.fill("  budget  ");
      await expect(submit).toBeEnabled();
      await submit.click();
      const results = page.getByRole("region", { name: /Search Results/ });
      await expect(results).toBeVisible();
      await expect(results.getByText(/^Relevance: \d+%$/).first()).toBeVisible();
      await expect(results.locator("mark").first()).toBeVisible();
      // Each result's title is a heading under the panel's own.
      await expect(results.getByRole("heading", { level: 4 }).first()).toBeVisible();
      // Demo meetings have no real video, so no Watch link to a dead page (ADR 0031).
      await expect(results.getByRole("link", { name: /^Watch video/ })).toHaveCount(0);
      await expect(results.getByRole("link", { name: /^View meeting/ }).first()).toHaveAttribute(
        "href",
        /^\/city\/harbor-point-ca\/meeting\//,
      );
      expect(await seriousAxeViolations(page)).toEqual([]);

      await hide.click();
      await expect(results).toHaveCount(0);
      await page.getByRole("button", { name: "Search Videos" }).click();
      await expect(page.getByRole("region", { name: /Search Results/ })).toHaveCount(0);
      await expect(page.getByRole("searchbox", { name: "Search terms" })).toHaveValue("");
    });

    test(`search tells when nothing matches, when the server fails and when the request fails (${reader})`, async ({
      page,
    }) => {
      await openCity(page, "", reader);
      await page.getByRole("button", { name: "Search Videos" }).click();
      const box = page.getByRole("searchbox", { name: "Search terms" });
      const submit = page.getByRole("button", { name: "Search", exact: true });
      const toast = page.getByTestId("toast");

      await box.fill("xylophonequartet");
      await submit.click();
      await expect(toast).toContainText(NO_RESULTS_TITLE);
      await expect(toast).toContainText(NO_RESULTS_DESCRIPTION);
      await expect(page.getByRole("region", { name: /Search Results/ })).toHaveCount(0);

      const requests = panelSearchRequests(reader);
      await page.route(requests, (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
      );
      await box.fill("budget");
      await submit.click();
      await expect(toast).toContainText(SEARCH_ERROR_TITLE);
      await expect(toast).toContainText(SEARCH_ERROR_DESCRIPTION);

      await page.unroute(requests);
      await page.route(requests, (route) => route.abort());
      await submit.click();
      await expect(toast).toContainText(SEARCH_EXCEPTION_DESCRIPTION);
    });
  }

  test("a city without videos says so", async ({ page }) => {
    await page.goto(`/city/${NO_VIDEO_CITY.key}`);
    await expect(page.getByText(NO_VIDEOS_YET)).toBeVisible();
    await expect(page.getByRole("link", { name: LOAD_MORE })).toHaveCount(0);
  });

  test("a Test or New city is not found by visitors; an admin previews it with a notice", async ({
    page,
  }) => {
    for (const city of [TEST_CITY, NEW_CITY]) {
      const response = await page.goto(`/city/${city.key}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "City not found" })).toBeVisible();
      expect((await page.request.get(`/city/${city.key}/feed.xml`)).status()).toBe(404);
    }
    await enterDemoSession(page, "admin");
    const response = await page.goto(`/city/${TEST_CITY.key}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(TEST_CITY.name) })).toBeVisible();
    await expect(page.getByRole("note", { name: CITY_STATUS_NOTICE_LABEL })).toHaveText(
      notPublicNotice("Test"),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an Archive city keeps its address and says its coverage has ended", async ({ page }) => {
    const response = await page.goto(`/city/${NO_VIDEO_CITY.key}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("note", { name: CITY_STATUS_NOTICE_LABEL })).toHaveText(ARCHIVED_NOTICE);
  });

  test("an unknown city answers 404 City not found", async ({ page }) => {
    const response = await page.goto("/city/no-such-city-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "City not found" })).toBeVisible();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("without JavaScript the city, its newest meetings, Load More and the filter work", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(CITY_PATH);
    await expect(page.getByRole("heading", { level: 1, name: /Harbor Point/ })).toBeVisible();
    const titles = await meetingList(page).getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(harborVideos.slice(0, 10).map((video) => video.title));
    await page.getByRole("link", { name: LOAD_MORE }).click();
    await expect(page).toHaveURL(/\?show=20$/);
    await expect(meetingList(page)).toHaveCount(20);
    await page.getByLabel("Filter by source").selectOption({ label: "School Board (school district)" });
    await page.getByRole("button", { name: "Apply filter" }).click();
    await expect(page).toHaveURL(/\?source=school_district%3ASchool\+Board$/);
    const school = harborVideos.filter((video) => video.sourceKey === "hp-school");
    await expect(meetingList(page)).toHaveCount(school.length);
    // The search toggle falls back to the city's search page.
    await page.getByRole("button", { name: "Search Videos" }).click();
    await expect(page).toHaveURL(new RegExp(`${CITY_PATH}/search\\??$`));
    await context.close();
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("fits the screen with nothing to scroll sideways", async ({ page }) => {
      await openCity(page);
      await expect(meetingList(page)).toHaveCount(10);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole("button", { name: "Search Videos" }).click();
      await page.getByRole("searchbox", { name: "Search terms" }).fill("budget");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByRole("region", { name: /Search Results/ })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
});
