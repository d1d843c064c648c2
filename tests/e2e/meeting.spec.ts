import { expect, type Page, test } from "@playwright/test";
import { LABELS } from "../../app/features/admin-cities/admin-cities.copy";
import {
  AT_A_GLANCE_TITLE,
  CHAPTERS_TITLE,
  DECISION_OUTCOME_LABELS,
  moreNote,
  NOT_ANALYZED_YET,
  openChapterLabel,
  SHOW_ALL,
  SHOW_LESS,
  showInTranscriptLabel,
  VIDEO_NOT_FOUND,
  VIEW_STORY,
} from "../../app/features/analysis/analysis.copy";
import { parseTimestamp } from "../../app/features/analysis/timestamps";
import {
  DEMO_MEETING_BODY,
  DEMO_MEETING_TITLE,
  UNABLE_TO_EMBED_VIDEO,
  WATCH_ON_YOUTUBE,
} from "../../app/features/meetings/meetings.copy";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { createCity, refreshVideosOfNewUrl } from "./support/city-management";
import { E2E_CHANNEL_URL, E2E_CHANNEL_VIDEOS } from "./support/fake-youtube";
import { cityNameOf, meetingWithoutTranscript, showcaseMeeting } from "./support/seeded-meetings";

const showcase = showcaseMeeting();
const analysis = showcase.analysisResults;
const canonicalPath = new RegExp(`/city/${showcase.cityKey}/meeting/[0-9a-f-]{36}$`);

async function openShowcase(page: Page) {
  await page.goto(`/meeting/${showcase.videoId}`);
  await expect(page).toHaveURL(canonicalPath);
}

/** The showcase's first agenda item with a counted vote, its chapter link's name and its vote's badge. */
function votedChapter() {
  const decision = (analysis.decisions ?? []).find(
    (candidate) => candidate.item_index !== null && candidate.tally,
  );
  const item = decision?.item_index === null ? undefined : analysis.items?.[decision?.item_index ?? -1];
  if (!decision || !item) throw new Error("the showcase meeting has an agenda item with a counted vote");
  const title = [item.code, item.title].filter(Boolean).join(": ");
  return {
    item,
    seconds: parseTimestamp(item.timestamp) ?? -1,
    name: openChapterLabel(title, item.timestamp),
    badge: `${DECISION_OUTCOME_LABELS[decision.outcome]} ${decision.tally}`,
  };
}

test.describe("the meeting analysis page", () => {
  test("shows the demo poster, summary, highlights with quotes, action items and entities", async ({
    page,
  }) => {
    await openShowcase(page);
    await expect(page.getByRole("heading", { level: 1, name: showcase.title })).toBeVisible();
    // A demo meeting's id names no real video: a poster says so, with no dead frame and no link to YouTube.
    const poster = page.getByRole("region", { name: DEMO_MEETING_TITLE });
    await expect(poster).toContainText(DEMO_MEETING_BODY);
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.locator('a[href*="youtube.com"]')).toHaveCount(0);
    await expect(
      page.getByRole("region", { name: "Transcript" }).getByRole("listitem").first(),
    ).toBeVisible();

    const summary = page.getByRole("region", { name: "Summary" });
    await expect(summary).toContainText(analysis.summary);

    const highlights = page.getByRole("region", { name: "Highlights" });
    await expect(highlights.getByRole("listitem").filter({ has: page.locator("figure") })).not.toHaveCount(0);
    for (const highlight of analysis.highlights) {
      await expect(highlights).toContainText(highlight.point_of_interest);
      for (const quote of highlight.quotes) {
        await expect(highlights).toContainText(quote.text);
        await expect(highlights).toContainText(`— ${quote.speaker}`);
      }
    }

    const actionItems = page.getByRole("region", { name: "Action Items" });
    for (const item of analysis.action_items) await expect(actionItems).toContainText(item.description);
    await expect(actionItems).toContainText(analysis.action_items[0]?.responsible_party ?? "");

    const entities = page.getByRole("region", { name: "Entities" });
    const entity = analysis.entities[0];
    await expect(entities).toContainText(entity?.name ?? "");
    await expect(entities).toContainText(entity?.context ?? "");
  });

  test("the At a glance card shows three highlights and action items with +N more, and expands", async ({
    page,
  }) => {
    await openShowcase(page);
    const card = page.getByRole("region", { name: AT_A_GLANCE_TITLE });
    const highlightsLeft = analysis.highlights.length - 3;
    const actionItemsLeft = analysis.action_items.length - 3;
    await expect(card.getByText(moreNote(highlightsLeft), { exact: true })).toBeVisible();
    await expect(card.getByText(moreNote(actionItemsLeft), { exact: true })).toBeVisible();
    await expect(card.getByRole("listitem")).toHaveCount(6);

    const toggle = card.getByRole("button", { name: SHOW_ALL });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(card.getByRole("button", { name: SHOW_LESS })).toHaveAttribute("aria-expanded", "true");
    await expect(card.getByRole("listitem")).toHaveCount(
      analysis.highlights.length + analysis.action_items.length,
    );
    await expect(card.getByText(/^\+\d+ more$/)).toHaveCount(0);
  });

  test("on a demo meeting a highlight's time marks that moment in the transcript", async ({ page }) => {
    await openShowcase(page);
    const highlight = analysis.highlights[0];
    if (!highlight) throw new Error("the showcase meeting has highlights");
    const seconds = parseTimestamp(highlight.timestamp) ?? -1;
    const link = page
      .getByRole("region", { name: "Highlights" })
      .getByRole("link", { name: showInTranscriptLabel(highlight.timestamp) });
    await expect(link).toHaveAttribute("href", `?t=${seconds}`);
    await link.click();
    const current = page.getByRole("region", { name: "Transcript" }).locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport();
    await expect(page).toHaveURL(canonicalPath);
  });

  test("Chapters lists the agenda items with their outcomes, and each opens its moment", async ({ page }) => {
    await openShowcase(page);
    const chapters = page.getByRole("navigation", { name: CHAPTERS_TITLE });
    await expect(chapters.getByRole("listitem")).toHaveCount(analysis.items?.length ?? 0);
    const chapter = votedChapter();
    const link = chapters.getByRole("link", { name: chapter.name });
    await expect(link).toHaveAttribute("href", `?t=${chapter.seconds}`);
    await expect(
      chapters.getByRole("listitem").filter({ has: page.getByRole("link", { name: chapter.name }) }),
    ).toContainText(chapter.badge);
    await link.click();
    const current = page.getByRole("region", { name: "Transcript" }).locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toBeInViewport();
    // With JavaScript the player seeks in place: the address stays the meeting's own.
    await expect(page).toHaveURL(canonicalPath);
  });

  test("a real video whose player cannot reach YouTube gives way to Unable to embed video and the Watch link", async ({
    page,
  }) => {
    // The admin's refresh of a channel from the fake feed makes meetings with real-looking ids (not demo ones);
    // YouTube is blocked here, so the IFrame Player API cannot load, as on a network that refuses it.
    test.setTimeout(120_000);
    await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com)\//, (route) =>
      route.abort("blockedbyclient"),
    );
    await enterDemoSession(page, "admin");
    await page.goto("/admin/city-management");
    await createCity(page, "Playerville");
    const videos = await refreshVideosOfNewUrl(page, "Council channel", E2E_CHANNEL_URL);
    const [first] = E2E_CHANNEL_VIDEOS;
    await videos.getByRole("link", { name: LABELS.openMeetingPage(first.title) }).click();
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    await expect(page.getByText(UNABLE_TO_EMBED_VIDEO, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: WATCH_ON_YOUTUBE })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${first.videoId}`,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("region", { name: DEMO_MEETING_TITLE })).toHaveCount(0);
  });

  test("a visitor's transcript line, pressed, is marked and kept in view, with the island alone", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await openShowcase(page);
    const transcript = page.getByRole("region", { name: "Transcript" });
    const line = transcript.getByRole("button").nth(2);
    const clock = ((await line.textContent()) ?? "").slice(0, 8);
    await line.click();
    const current = transcript.locator('li[aria-current="true"]');
    await expect(current).toHaveCount(1);
    await expect(current).toContainText(clock);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/meeting-page\.island-[\w-]+\.js$/)]);
  });

  test("View Story is offered only when there is a story or one can be written", async ({ page }) => {
    // No transcript, so no analysis: nothing to write a story from.
    await page.goto(`/meeting/${meetingWithoutTranscript().videoId}`);
    await expect(page.getByText(NOT_ANALYZED_YET, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: VIEW_STORY })).toHaveCount(0);
  });

  test("View Story opens the meeting's story", async ({ page }) => {
    await openShowcase(page);
    await page.getByRole("link", { name: VIEW_STORY }).click();
    await expect(page).toHaveURL(new RegExp(`/city/${showcase.cityKey}/meeting-story/[0-9a-f-]{36}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: showcase.newsStory?.article.headline ?? "" }),
    ).toBeVisible();
  });

  test("a meeting that cannot be analysed (no transcript yet) says so", async ({ page }) => {
    // Meetings with a transcript are analysed automatically when opened (tests/e2e/analysis.spec.ts).
    const meeting = meetingWithoutTranscript();
    await page.goto(`/meeting/${meeting.videoId}`);
    await expect(page.getByRole("heading", { level: 1, name: meeting.title })).toBeVisible();
    await expect(page.getByText(NOT_ANALYZED_YET, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an unknown or malformed id answers 404 Video Not Found", async ({ page }) => {
    for (const path of [
      "/meeting/6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88",
      `/city/${showcase.cityKey}/meeting/6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b8z`,
      "/meeting/not-a-meeting",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: VIDEO_NOT_FOUND })).toBeVisible();
    }
  });

  test("the server HTML carries the title, description, OpenGraph and Twitter tags", async ({ request }) => {
    const moved = await request.get(`/meeting/${showcase.videoId}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    const location = moved.headers().location ?? "";
    expect(location).toMatch(canonicalPath);

    const response = await request.get(location);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const baseUrl = new URL(response.url()).origin;
    expect(html).toContain(`<title>${showcase.title} | ${cityNameOf(showcase.cityKey)}</title>`);
    expect(html).toContain('<meta property="og:type" content="video.other"/>');
    expect(html).toContain(`<meta property="og:url" content="${baseUrl}${location}"/>`);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta property="og:description" content="[^"]{20,}"\/>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary(_large_image)?"\/>/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${location}"/>`);
    expect(html).toContain(`href="/city/${showcase.cityKey}/feed.xml"`);
  });

  test("the analysis reads without JavaScript, with timestamps marking the transcript", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await openShowcase(page);
    await expect(page.getByRole("region", { name: "Summary" })).toContainText(analysis.summary);
    const highlight = analysis.highlights[0];
    const link = page
      .getByRole("region", { name: "Highlights" })
      .getByRole("link", { name: showInTranscriptLabel(highlight?.timestamp ?? "") });
    await expect(link).toHaveAttribute("href", /^\?t=\d+$/);
    await link.click();
    await expect(page).toHaveURL(/\?t=\d+$/);
    await expect(
      page.getByRole("region", { name: "Transcript" }).locator('li[aria-current="true"]'),
    ).toHaveCount(1);
    await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toContainText(
      moreNote(analysis.highlights.length - 3),
    );
    // The outline is plain links: each opens the page at its item's moment.
    const chapter = votedChapter();
    await page
      .getByRole("navigation", { name: CHAPTERS_TITLE })
      .getByRole("link", { name: chapter.name })
      .click();
    await expect(page).toHaveURL(new RegExp(`\\?t=${chapter.seconds}$`));
    await expect(
      page.getByRole("region", { name: "Transcript" }).locator('li[aria-current="true"]'),
    ).toHaveCount(1);
    await context.close();
  });

  test("axe finds nothing serious on an analysed meeting", async ({ page }) => {
    await openShowcase(page);
    await expect(page.getByRole("region", { name: "Entities" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe("on a 390 px phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the title and summary come before the long transcript box", async ({ page }) => {
      await openShowcase(page);
      const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())?.y ?? -1;
      const title = page.getByRole("heading", { level: 1, name: showcase.title });
      const summary = page.getByRole("region", { name: "Summary" });
      const transcript = page.getByRole("region", { name: "Transcript" });
      await expect(transcript).toBeVisible();
      const [titleTop, summaryTop, transcriptTop, posterTop] = [
        await top(title),
        await top(summary),
        await top(transcript),
        await top(page.getByRole("region", { name: DEMO_MEETING_TITLE })),
      ];
      expect(titleTop).toBeGreaterThan(posterTop);
      expect(transcriptTop).toBeGreaterThan(titleTop);
      expect(transcriptTop).toBeGreaterThan(summaryTop);
    });
  });

  test.describe("on a 360 px phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test("the page fits the screen and the analysis is readable", async ({ page }) => {
      await openShowcase(page);
      await expect(page.getByRole("heading", { level: 1, name: showcase.title })).toBeVisible();
      await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});
