import { expect, type Page, test } from "@playwright/test";
import { DEMO_MEETING_TITLE } from "../../app/features/meetings/meetings.copy";
import {
  ENTER_SEARCH_TERM,
  noResultsFor,
  QUERY_NEEDS_A_WORD,
  SEARCH_PAGE_TITLE,
  SEARCHING,
  SORT_RELEVANCE,
} from "../../app/features/search/search.copy";
import { LIVE_CITY_SEEDS } from "../../db/seed/cities";
import { seriousAxeViolations } from "./support/axe";
import { backToTheKeptPage, launchWithBackForwardCache, markThisPage } from "./support/back-forward-cache";

const harborPoint = LIVE_CITY_SEEDS.find((city) => city.key === "harbor-point-ca");
if (!harborPoint) throw new Error("the demo seed changed: update the search tests");

const results = (page: Page) => page.getByRole("main").locator("ol > li");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search terms" });
const searchButton = (page: Page) => page.getByRole("button", { name: "Search", exact: true });

test.describe("search page", () => {
  test("asks for a term when there is none, and only searches a real one", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1, name: SEARCH_PAGE_TITLE })).toBeVisible();
    await expect(page.getByText(ENTER_SEARCH_TERM)).toBeVisible();
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).fill("   ");
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).fill(" budget ");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\/search\?q=[+ ]*budget/);
    await expect(results(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a visitor's button says Searching... while the results load", async ({ page }) => {
    // While the next page loads, Playwright's locators and evaluations wait for it, so the page reports each state
    // of its button as it happens.
    const buttonStates: { label: string | null; disabled: boolean }[] = [];
    await page.exposeBinding("reportSearchButton", (_source, state: (typeof buttonStates)[number]) => {
      buttonStates.push(state);
    });
    await page.goto("/search");
    await searchButton(page).evaluate((button: HTMLButtonElement) => {
      const report = () =>
        (window as unknown as { reportSearchButton: (state: object) => void }).reportSearchButton({
          label: button.textContent,
          disabled: button.disabled,
        });
      new MutationObserver(report).observe(button, {
        attributes: true,
        childList: true,
        characterData: true,
      });
    });
    // The results page is held until the test has seen the state, then let go: a state, not a time.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === "/search" && url.searchParams.get("q") === "budget",
      async (route) => {
        await released;
        await route.continue();
      },
    );
    await searchBox(page).fill("budget");
    // The click waits for the navigation it starts, which is held.
    const clicked = searchButton(page).click();
    await expect.poll(() => buttonStates.at(-1)).toEqual({ label: SEARCHING, disabled: true });
    release();
    await clicked;
    await expect(page).toHaveURL(/\/search\?q=budget/);
    await expect(results(page).first()).toBeVisible();
    await expect(searchButton(page)).toBeEnabled();
  });

  test("Back to the page the browser kept whole finds its button ready to search again", async ({
    launchOptions,
    baseURL,
  }) => {
    const browser = await launchWithBackForwardCache(launchOptions);
    try {
      const page = await browser.newPage({ baseURL });
      await page.goto("/search?q=budget");
      await markThisPage(page);
      await searchBox(page).fill("zoning");
      await searchButton(page).click();
      await expect(page).toHaveURL(/\/search\?q=zoning/);
      await expect(searchBox(page)).toHaveValue("zoning");
      await backToTheKeptPage(page, /\/search\?q=budget$/);
      await expect(searchButton(page)).toBeEnabled();
    } finally {
      await browser.close();
    }
  });

  test("lists results with relevance, dates, snippets and both links, most relevant first when chosen", async ({
    page,
  }) => {
    await page.goto("/search?q=budget&sort=relevance");
    await expect(searchBox(page)).toHaveValue("budget");
    const count = await results(page).count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThanOrEqual(50);
    const first = results(page).first();
    await expect(first.getByText(/^Relevance: \d{1,3}%$/)).toBeVisible();
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(first.locator("mark").first()).toHaveText(/budget/i);
    // Demo meetings have no real video: no Watch link to a dead page (ADR 0031).
    await expect(first.getByRole("link", { name: /^Watch video/ })).toHaveCount(0);
    const meeting = first.getByRole("link", { name: /^View meeting/ });
    await expect(meeting).toHaveAttribute("href", /^\/city\/[a-z0-9-]+\/meeting\/[0-9a-f-]{36}$/);
    const percents = await results(page)
      .getByText(/^Relevance:/)
      .allTextContents();
    const values = percents.map((text) => Number(text.replace(/\D/g, "")));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  test("quoted phrases and exclusions narrow the results", async ({ page }) => {
    await page.goto("/search?q=budget");
    const all = await results(page).count();
    await page.goto(`/search?q=${encodeURIComponent("budget -council")}`);
    const without = await results(page).count();
    expect(without).toBeLessThan(all);
  });

  test("the city filter keeps results to one city", async ({ page }) => {
    await page.goto("/search?q=budget");
    await expect(searchButton(page)).toBeEnabled();
    await page.getByLabel("City").selectOption({ label: `${harborPoint.name}, ${harborPoint.state}` });
    await searchButton(page).click();
    await expect(page).toHaveURL(new RegExp(`city=${harborPoint.key}`));
    // The address changes as the navigation starts; the results are the new ones once every link is the city's.
    const meetingLinks = results(page).getByRole("link", { name: /^View meeting/ });
    await expect(async () => {
      const links = await meetingLinks.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute("href")),
      );
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) expect(href).toContain(`/city/${harborPoint.key}/meeting/`);
    }).toPass();
  });

  test("says when nothing matches", async ({ page }) => {
    await page.goto("/search?q=xylophonequartet");
    await expect(page.getByText(noResultsFor("xylophonequartet"))).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("the city search page shows the city header and searches that city", async ({ page }) => {
    await page.goto(`/city/${harborPoint.key}/search?q=budget`);
    await expect(page.getByRole("heading", { level: 1, name: new RegExp(harborPoint.name) })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: SEARCH_PAGE_TITLE })).toBeVisible();
    await expect(page.getByLabel("City", { exact: true })).toHaveCount(0);
    await expect(results(page).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The header's box searches the same city.
    await page.getByRole("searchbox", { name: "Search meetings" }).fill("zoning");
    await page.getByRole("searchbox", { name: "Search meetings" }).press("Enter");
    await expect(page).toHaveURL(new RegExp(`/city/${harborPoint.key}/search\\?q=zoning$`));
    await expect(searchBox(page)).toHaveValue("zoning");
  });

  test("an unknown city's search answers 404", async ({ page }) => {
    const response = await page.goto("/city/no-such-city-anywhere/search?q=budget");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "City not found" })).toBeVisible();
  });

  test("works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/search");
    await searchBox(page).fill("budget");
    await searchButton(page).click();
    await expect(page).toHaveURL(/\?q=budget/);
    await expect(results(page).first()).toBeVisible();
    await context.close();
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("fits the screen", async ({ page }) => {
      await page.goto("/search?q=budget");
      await expect(results(page).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });
  });
});

test.describe("searchCityVideos endpoint", () => {
  test("answers POST with results and refuses GET", async ({ request }) => {
    const get = await request.get("/functions/v1/searchCityVideos");
    expect(get.status()).toBe(405);
    const bad = await request.post("/functions/v1/searchCityVideos", {
      data: { cityId: "x", query: "budget" },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error).toBe("cityId must be the id of a city.");
  });
});

test.describe("from a search to the moment it was said", () => {
  /** Opens the first result's first moment and checks the player and the transcript are at that second. */
  async function openFirstMoment(page: Page, within = page.getByRole("main")) {
    const moment = within.getByRole("link", { name: /^Play from \d\d:\d\d:\d\d/ }).first();
    await expect(moment).toBeVisible();
    const href = (await moment.getAttribute("href")) ?? "";
    const seconds = Number(new URL(href, "http://x").searchParams.get("t"));
    expect(href).toMatch(/^\/city\/[a-z0-9-]+\/meeting\/[0-9a-f-]{36}\?t=\d+&q=budget$/);
    await moment.click();
    await expect(page).toHaveURL(new RegExp(`\\?t=${seconds}&q=budget$`));
    // Demo meetings have no video: the poster says so, and the transcript is where the moment is found.
    await expect(page.getByRole("region", { name: DEMO_MEETING_TITLE })).toBeVisible();
    const transcript = page.getByRole("region", { name: "Transcript" });
    const current = transcript.locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport();
    const clock = new Date(seconds * 1000).toISOString().slice(11, 19);
    await expect(current).toContainText(clock);
    await expect(current.locator("mark").first()).toHaveText(/budget/i);
    await expect(transcript.locator('li[data-match="true"]').first()).toBeVisible();
    return { transcript };
  }

  test("from the home page: search, open a moment, and the video and transcript start there", async ({
    page,
  }) => {
    // Three pages, a player and an axe run: on two loaded cores this took 60 s (CI, load average 20).
    test.slow();
    await page.goto("/");
    // Like the other search forms, the hero's button waits for a query that is not blank.
    const heroButton = page.getByRole("search").getByRole("button", { name: "Search", exact: true });
    await expect(heroButton).toBeDisabled();
    await page.getByRole("search").getByRole("searchbox", { name: "Search terms" }).fill("   ");
    await expect(heroButton).toBeDisabled();
    await page.getByRole("search").getByRole("searchbox", { name: "Search terms" }).fill("budget");
    await page.getByRole("search").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=budget/);
    const { transcript } = await openFirstMoment(page);
    // Choosing another line plays from there and makes it the current line.
    const other = transcript.getByRole("button").nth(2);
    await other.click();
    await expect(transcript.locator('li[aria-current="true"]')).toContainText(
      (await other.textContent())?.slice(0, 8) ?? "",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("from a city page's search panel", async ({ page }) => {
    await page.goto(`/city/${harborPoint.key}`);
    // Until the page's script runs, the toggle leads to the city's search page; then it opens the panel.
    const toggle = page.getByRole("button", { name: "Search Videos" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await page.getByRole("searchbox", { name: "Search terms" }).fill("budget");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const results = page.getByRole("region", { name: /Search Results/ });
    await openFirstMoment(page, results);
  });

  test("sorts newest first by default (spec 000 section 7), and by relevance when chosen", async ({
    page,
  }) => {
    await page.goto("/search?q=budget");
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("newest");
    const dates = await results(page)
      .locator("time")
      .evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates).toEqual([...dates].sort().reverse());

    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: SORT_RELEVANCE });
    await page.getByRole("main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/sort=relevance/);
    // The list is replaced once the new order arrives: wait for that state, not for a time.
    await expect
      .poll(async () => {
        const percents = await results(page)
          .getByText(/^Relevance:/)
          .allTextContents();
        const values = percents.map((text) => Number(text.replace(/\D/g, "")));
        return (
          values.length > 1 &&
          values.every((value, index) => index === 0 || (values[index - 1] ?? 0) >= value)
        );
      })
      .toBe(true);
  });

  test("a search of only `or` or a lone quote mark says plainly that a word is needed", async ({ page }) => {
    for (const query of ["or", '"']) {
      await page.goto(`/search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole("alert")).toHaveText(QUERY_NEEDS_A_WORD);
    }
  });
});
