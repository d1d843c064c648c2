// The automatic first analysis and story, and the admin's Re-Analyze Meeting, in the browser against the
// seeded demo data (the server runs the in-process worker with the offline engine).
import { expect, test } from "@playwright/test";
import {
  ANALYZING_MEETING,
  AT_A_GLANCE_TITLE,
  RE_ANALYZE_MEETING,
  REANALYSIS_QUEUED,
  VIDEO_NOT_FOUND,
} from "../../app/features/analysis/analysis.copy";
import { ATTRIBUTION_COPY } from "../../app/features/meetings/content-attribution";
import { FOLLOWS_PROGRESS_ATTRIBUTE } from "../../app/features/pipeline/components/live-progress-pace";
import {
  NO_STORY_YET,
  REGENERATE_STORY,
  REWRITE_STORY,
  STORY_AWAITING_REVIEW,
} from "../../app/features/stories/stories.copy";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { type DemoMeeting, demoMeetings } from "./support/seeded-meetings";

const videos = demoMeetings();
// Other spec files use the first of each kind; these tests take later ones so parallel runs do not meet.
const unanalysed = videos.filter(
  (video) => (video.transcript?.length ?? 0) >= 1000 && video.analysisResults === null,
);
/** Analysed by the pipeline at first start, so each has its story. */
const withStory = videos.filter((video) => video.newsStory !== null);

function pick(list: DemoMeeting[], index: number): DemoMeeting {
  const video = list[index];
  if (!video) throw new Error(`the demo seed has too few meetings for index ${index}`);
  return video;
}

test.describe("automatic analysis", () => {
  test("a meeting with a transcript but no analysis shows progress, then its analysis", async ({ page }) => {
    const meeting = pick(unanalysed, 1);
    // A visitor's page follows the analysis without the app and without loading the page again (ADR 0053).
    const appScripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().includes("/entry.client-")) appScripts.push(response.url());
    });
    const opened = await page.goto(`/meeting/${meeting.videoId}`);
    await expect(page.getByRole("heading", { level: 1, name: meeting.title })).toBeVisible();
    const openedInProgress = (await opened?.text())?.includes(FOLLOWS_PROGRESS_ATTRIBUTE);
    await page.evaluate(() => Object.assign(window, { openedHere: true }));
    // The worker may finish before the page is read, so the progress state is one of two right answers here; the
    // queued state itself is asserted where no worker runs (tests/integration/analysis-service.test.ts).
    const progress = page.getByRole("status").filter({ hasText: ANALYZING_MEETING });
    const analysis = page.getByRole("region", { name: AT_A_GLANCE_TITLE });
    await expect(progress.or(analysis)).toBeVisible();
    await expect(analysis).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(ANALYZING_MEETING)).toHaveCount(0);
    expect(await page.evaluate(() => "openedHere" in window)).toBe(true);
    expect(appScripts).toEqual([]);
    test
      .info()
      .annotations.push({ type: "opened", description: openedInProgress ? "in progress" : "analysed" });
    // Last: axe scrolls each element into view to read its colours, which starts the app (ADR 0050).
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a meeting's story follows its automatic analysis", async ({ page }) => {
    const meeting = pick(unanalysed, 4);
    await page.goto(`/meeting/${meeting.videoId}`);
    await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toBeVisible({ timeout: 30_000 });
    await page.goto(`/meeting-story/${meeting.videoId}`);
    // A brief (no decision recorded) has no Quick Facts: the article itself is the story.
    const written = page.getByRole("article");
    // A story that keeps every writing rule is published at once in a Live city; one that does not waits for an
    // editor, and the reader is told so instead of finding a 404.
    const awaiting = page.getByText(STORY_AWAITING_REVIEW);
    await expect(page.getByText(NO_STORY_YET).or(written).or(awaiting)).toBeVisible();
    await expect(written.or(awaiting)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: VIDEO_NOT_FOUND })).toHaveCount(0);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 360, height: 740 } });
    test("the progress and the analysis fit the screen", async ({ page }) => {
      const meeting = pick(unanalysed, 2);
      await page.goto(`/meeting/${meeting.videoId}`);
      await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toBeVisible({ timeout: 30_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  });
});

test.describe("admin tools", () => {
  test("the demo admin re-analyzes a meeting and rewrites its story", async ({ page }) => {
    // Two analyses of one meeting (the automatic one, then the admin's queued run) and a story: more than one page's
    // worth of time on two loaded cores.
    test.slow();
    await enterDemoSession(page, "admin");
    const meeting = pick(unanalysed, 3);
    await page.goto(`/meeting/${meeting.videoId}`);
    await expect(page.getByRole("region", { name: AT_A_GLANCE_TITLE })).toBeVisible({ timeout: 30_000 });
    // When the analysis was written (the e2e server runs the offline engine): the queued run's outcome is a newer one.
    const writtenAt = page
      .getByText(`${ATTRIBUTION_COPY.writtenBy} ${ATTRIBUTION_COPY.offlineEngine}`)
      .locator("time");
    const firstWrittenAt = await writtenAt.getAttribute("datetime");
    expect(firstWrittenAt).not.toBeNull();
    await page.getByRole("button", { name: RE_ANALYZE_MEETING }).click();
    await expect(page.getByText(REANALYSIS_QUEUED).first()).toBeVisible();
    // The worker may finish before the page reads again, so the progress itself is asserted where no worker runs
    // (tests/integration/reanalyze-meeting.test.ts); here, the page follows the run until the new analysis is in
    // (the run, then the page's next read, which comes less often the longer the run takes).
    await expect(writtenAt).not.toHaveAttribute("datetime", String(firstWrittenAt), { timeout: 60_000 });
    await expect(page.getByText(ANALYZING_MEETING)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const story = pick(withStory, withStory.length - 1);
    await page.goto(`/meeting-story/${story.videoId}`);
    await expect(page.getByRole("article")).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(/Additional context/).fill("The vote was held before a full chamber.");
    await page.getByRole("button", { name: REWRITE_STORY }).click();
    await expect(page.getByText("Story Generated").first()).toBeVisible();
    await expect(page.getByText("The vote was held before a full chamber.").first()).toBeVisible();
    await expect(page.getByRole("button", { name: REGENERATE_STORY })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
