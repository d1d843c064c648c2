import { expect, type Page, test } from "@playwright/test";
import { VIDEO_NOT_FOUND } from "../../app/features/analysis/analysis.copy";
import {
  BACKGROUND_TITLE,
  NO_STORY_HINT,
  NO_STORY_NO_ANALYSIS_HINT,
  NO_STORY_YET,
  QUICK_FACTS_TITLE,
  VIEW_ANALYSIS,
} from "../../app/features/stories/stories.copy";
import { escapeXml } from "../../app/features/stories/xml";
import { seriousAxeViolations } from "./support/axe";
import { meetingWithoutTranscript, showcaseMeeting } from "./support/seeded-meetings";

const showcase = showcaseMeeting();
const story = showcase.newsStory;
if (!story) throw new Error("the showcase meeting has a story");
const storyPath = new RegExp(`/city/${showcase.cityKey}/meeting-story/[0-9a-f-]{36}$`);

async function openStory(page: Page) {
  // /story/{id} is the admin story manager's link; a YouTube id moves to the canonical address.
  await page.goto(`/story/${showcase.videoId}`);
  await expect(page).toHaveURL(storyPath);
}

test.describe("the meeting story page", () => {
  test("shows the headline, body, quote block, quick facts and a View Analysis link", async ({ page }) => {
    await openStory(page);
    await expect(page.getByRole("heading", { level: 1, name: story.article.headline })).toBeVisible();
    const firstParagraph = story.article.body.split(/\n\s*\n/)[0]?.trim() ?? "";
    await expect(page.getByText(firstParagraph.slice(0, 60))).toBeVisible();

    const quote = story.sidebar_elements.quote_block;
    if (quote) {
      const figure = page.locator("figure").filter({ has: page.locator("blockquote") });
      await expect(figure.locator("blockquote")).toContainText(quote.quote);
      await expect(figure.locator("cite")).toHaveText(quote.attribution);
    }
    const facts = page.getByRole("region", { name: QUICK_FACTS_TITLE });
    await expect(facts.getByRole("listitem")).toHaveCount(story.sidebar_elements.quick_facts.length);
    await expect(facts).toContainText(story.sidebar_elements.quick_facts[0] ?? "");
    if (story.sidebar_elements.background) {
      await expect(page.getByRole("region", { name: BACKGROUND_TITLE })).toContainText(
        story.sidebar_elements.background.slice(0, 40),
      );
    }

    await page.getByRole("link", { name: VIEW_ANALYSIS }).click();
    await expect(page).toHaveURL(new RegExp(`/city/${showcase.cityKey}/meeting/[0-9a-f-]{36}$`));
    await expect(page.getByRole("heading", { level: 1, name: showcase.title })).toBeVisible();
  });

  test("reads without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openStory(page);
    await expect(page.getByRole("heading", { level: 1, name: story.article.headline })).toBeVisible();
    await expect(page.getByRole("link", { name: VIEW_ANALYSIS })).toBeVisible();
    await context.close();
  });

  test("the server HTML carries article OpenGraph and Twitter tags", async ({ request }) => {
    const moved = await request.get(`/story/${showcase.videoId}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    const location = moved.headers().location ?? "";
    const response = await request.get(location);
    const html = await response.text();
    const baseUrl = new URL(response.url()).origin;
    const headline = escapeXml(story.article.headline).replaceAll("&apos;", "&#x27;");
    expect(html).toContain(`<title>${headline}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${headline}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<meta property="og:url" content="${baseUrl}${location}"/>`);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d\d-\d\dT[^"]+Z"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
  });

  test("a meeting without a story or an analysis says what is true and links back to the meeting", async ({
    page,
  }) => {
    // A meeting with nothing to write from (no transcript, so no analysis): an analyzed one gets its story written
    // automatically on opening.
    const meeting = meetingWithoutTranscript();
    await page.goto(`/meeting-story/${meeting.videoId}`);
    await expect(page.getByText(NO_STORY_YET)).toBeVisible();
    await expect(page.getByText(NO_STORY_NO_ANALYSIS_HINT)).toBeVisible();
    await expect(page.getByText(NO_STORY_HINT)).toHaveCount(0);
    await page.getByRole("link", { name: VIEW_ANALYSIS }).click();
    await expect(page.getByRole("heading", { level: 1, name: meeting.title })).toBeVisible();
  });

  test("an unknown id answers 404 Video Not Found", async ({ page }) => {
    const response = await page.goto("/story/6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: VIDEO_NOT_FOUND })).toBeVisible();
  });

  test("axe finds nothing serious on a story", async ({ page }) => {
    await openStory(page);
    await expect(page.getByRole("heading", { level: 1, name: story.article.headline })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the story fits the screen", async ({ page }) => {
      await openStory(page);
      await expect(page.getByRole("heading", { level: 1, name: story.article.headline })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("feeds for machines", () => {
  test("the city's RSS feed lists its stories", async ({ request }) => {
    const response = await request.get(`/city/${showcase.cityKey}/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toContain('<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">');
    // Item titles are CDATA sections (the feed library's form): the headline as it is.
    expect(xml).toContain(`<title><![CDATA[${story.article.headline}]]></title>`);
    expect(xml).toMatch(/<guid isPermaLink="true">http[^<]+\/meeting-story\/[0-9a-f-]{36}<\/guid>/);
    expect((await request.get("/city/no-such-city/feed.xml")).status()).toBe(404);
  });

  test("the sitemap lists the story page and robots.txt points at the sitemap", async ({ request }) => {
    const moved = await request.get(`/story/${showcase.videoId}`, { maxRedirects: 0 });
    const location = moved.headers().location ?? "";
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    const baseUrl = new URL(sitemap.url()).origin;
    expect(xml).toContain(`<loc>${baseUrl}${location}</loc>`);
    expect(xml).toContain(`<loc>${baseUrl}/city/${showcase.cityKey}</loc>`);
    expect(xml).not.toContain("/city/pinecrest-hollow-nc");

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});
