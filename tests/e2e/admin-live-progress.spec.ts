// Progress you can see without a reload (issue #13, ADR 0025): on Content Management, the Story Manager and the
// pipeline dashboard, an admin starts a piece of work and watches its state change while the page reads itself
// again (useLiveProgress's polling with backoff). Nobody reloads or clicks Refresh: a marker put on `window` before
// the work starts is still there at the end, so the page was never loaded again. And an anonymous reader of a demo
// meeting is told which engine wrote its analysis (issue #14). The videos are Lindenwood Springs parks meetings no
// other spec reads.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  CONTENT_MANAGEMENT_TITLE,
  NO_ANALYSIS,
  TRANSCRIPT_UPLOADED,
  transcriptUploadedDescription,
  UPLOAD_TRANSCRIPT,
  UPLOAD_TRANSCRIPT_LABEL,
} from "../../app/features/admin-content/admin-content.copy";
import {
  FAILURES_TITLE,
  JOB_RETRIED,
  JOB_STATE_LABELS,
  JOBS_TITLE,
  PIPELINE_TITLE,
  RETRY,
  SEND_TEST_JOB,
  STEP_STATE_LABELS,
  TEST_JOB_NOTE_LABEL,
  TEST_JOB_OUTCOME_LABELS,
  TEST_JOB_SENT,
} from "../../app/features/admin-pipeline/admin-pipeline.copy";
import {
  ANALYSIS_COMPLETED_SUCCESSFULLY,
  RUN_ANALYSIS,
  STORY_MANAGER_TITLE,
  VIDEO_LABEL,
  VIDEO_SOURCE_LABEL,
} from "../../app/features/admin-stories/admin-stories.copy";
import { ATTRIBUTION_COPY } from "../../app/features/meetings/content-attribution";
import { CITY_SEEDS } from "../../db/seed/cities";
import { buildDemoVideos } from "../../db/seed/meeting-videos";
import { enterDemoSession } from "./support/accounts";
import { E2E_SEED_NOW } from "./support/e2e-server";
import { showcaseMeeting } from "./support/seeded-meetings";

const CITY = CITY_SEEDS.find((city) => city.key === "lindenwood-springs-oh");
if (!CITY) throw new Error("the demo seed has no Lindenwood Springs: update the live progress tests");
const CITY_LABEL = `${CITY.name}, ${CITY.state}`;
const PARKS = CITY.sources.find((source) => source.key === "ls-parks");
if (!PARKS) throw new Error("the demo seed has no Lindenwood Springs parks source");
const demo = buildDemoVideos(E2E_SEED_NOW);
const titleOf = (videoId: string) => {
  const video = demo.find((candidate) => candidate.videoId === videoId);
  if (!video) throw new Error(`the demo seed has no video ${videoId}`);
  return video.title;
};
// Picked by YouTube id from the seed: parks meetings with a transcript and no analysis, one for each screen.
const CONTENT_VIDEO = titleOf("RTX5-LUgoHp");
const MANAGER_VIDEO = titleOf("l8E_wzLdl0r");

// Many server round trips, and jobs queued behind the demo meetings the server's pipeline works through at start.
const ADMIN_FLOW_TIMEOUT = 180_000;
const PIPELINE_WAIT = { timeout: 120_000 };

const toast = (page: Page, text: string) => page.getByTestId("toast").getByText(text, { exact: true });

/** Marks this page load; `expectSamePage` fails if the page was loaded again since (a reload or a full navigation). */
async function markPage(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });
}
async function expectSamePage(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(
    true,
  );
}

/** A step's state cell in the "Pipeline status" table the admin screens share (pipeline-status.tsx). */
const stepState = (page: Page, step: "Transcript" | "Analysis" | "Story") =>
  page
    .getByRole("region", { name: "Pipeline status" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: step, exact: true }) })
    .getByRole("cell")
    .first();

/** A short WebVTT parks meeting, well over the 1,000 characters the pipeline needs to analyse it. */
function shortParksMeetingVtt(): string {
  const lines = [
    "Good evening. I call this meeting of the Parks and Recreation Commission to order.",
    "All five commissioners are present, so we have a quorum tonight.",
    "Item one is the plan to replace the playground equipment at Cedar Grove Park this summer.",
    "The new equipment would cost about $120,000, paid from the parks capital fund.",
    "Residents asked that the new play area include swings that children in wheelchairs can use.",
    "Staff confirmed the vendor offers accessible swings within the same price.",
    "I move that we recommend the Cedar Grove playground replacement to the city council.",
    "I second the motion.",
    "All in favor? The motion carries five to zero.",
    "Staff will report on the summer pool schedule at the next meeting in July.",
    "Commissioner Grace Lin asked how long Cedar Grove Park would be closed while the equipment is replaced.",
    "The parks director said the playground would close for about four weeks, from early June to early July.",
    "Commissioner Raj Patel asked whether the old equipment could be given to another town instead of scrapped.",
    "Staff will ask the county's reuse program to collect the slides and climbing frames before the work starts.",
    "Thank you, everyone. This meeting is adjourned at seven fifteen in the evening.",
  ];
  const time = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
  return `WEBVTT\n\n${lines
    .map((text, index) => `${time(index * 20 + 5)} --> ${time(index * 20 + 19)}\n${text}`)
    .join("\n\n")}\n`;
}

test.describe("live progress on the admin screens", () => {
  test.beforeEach(async ({ page }) => {
    await enterDemoSession(page, "admin");
  });

  test("content management: an uploaded transcript's analysis and story show as done without a reload", async ({
    page,
  }) => {
    test.setTimeout(ADMIN_FLOW_TIMEOUT);
    await page.goto("/admin/content-management");
    await expect(page.getByRole("heading", { level: 1, name: CONTENT_MANAGEMENT_TITLE })).toBeVisible();
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page.getByLabel("Source", { exact: true }).selectOption({ label: PARKS.title });
    await expect(page).toHaveURL(/sourceUrlId=/);
    await page.getByRole("link", { name: new RegExp(CONTENT_VIDEO) }).click();
    await expect(page).toHaveURL(/videoId=/);
    const analysisPanel = page.getByRole("region", { name: "Analysis", exact: true }).first();
    await expect(analysisPanel.getByText(NO_ANALYSIS)).toBeVisible();

    await markPage(page);
    await page.getByLabel(UPLOAD_TRANSCRIPT_LABEL).setInputFiles({
      name: "cedar-grove-playground.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(shortParksMeetingVtt()),
    });
    await page.getByRole("button", { name: UPLOAD_TRANSCRIPT }).click();
    await expect(toast(page, TRANSCRIPT_UPLOADED)).toBeVisible();
    await expect(page.getByTestId("toast")).toContainText(
      transcriptUploadedDescription({ segmentCount: 0, analysisQueued: true }).replace(/^0 segments /, ""),
    );
    await expect(stepState(page, "Transcript")).toHaveText(STEP_STATE_LABELS.done);

    // The analysis, then the story the analysis queues: each is a separate job the worker takes up later, so the
    // story can only show as done if the page read itself again after the upload.
    await expect(stepState(page, "Analysis")).toHaveText(STEP_STATE_LABELS.done, PIPELINE_WAIT);
    await expect(stepState(page, "Story")).toHaveText(STEP_STATE_LABELS.done, PIPELINE_WAIT);
    await expect(analysisPanel.getByText(NO_ANALYSIS)).toHaveCount(0);
    await expect(analysisPanel.getByRole("heading", { name: "Summary" })).toBeVisible();
    await expectSamePage(page);
  });

  test("story manager: the story that Run Analysis queues shows as done without a reload", async ({
    page,
  }) => {
    test.setTimeout(ADMIN_FLOW_TIMEOUT);
    await page.goto("/admin/story-manager");
    await expect(page.getByRole("heading", { level: 1, name: STORY_MANAGER_TITLE })).toBeVisible();
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page.getByLabel(VIDEO_SOURCE_LABEL).selectOption({ label: PARKS.title });
    await expect(page).toHaveURL(/sourceUrlId=/);
    await page.getByLabel(VIDEO_LABEL, { exact: true }).selectOption({ label: MANAGER_VIDEO });
    await expect(page.getByRole("heading", { level: 2, name: MANAGER_VIDEO })).toBeVisible();

    await markPage(page);
    // Run Analysis analyses at once; the story it queues is written by the worker afterwards.
    await page.getByRole("button", { name: RUN_ANALYSIS }).click();
    await expect(toast(page, ANALYSIS_COMPLETED_SUCCESSFULLY)).toBeVisible({ timeout: 60_000 });
    await expect(stepState(page, "Analysis")).toHaveText(STEP_STATE_LABELS.done);
    await expect(stepState(page, "Story")).toHaveText(STEP_STATE_LABELS.done, PIPELINE_WAIT);
    await expectSamePage(page);
  });

  test("pipeline dashboard: a test job fails, is retried and completes, all without a reload", async ({
    page,
  }) => {
    test.setTimeout(ADMIN_FLOW_TIMEOUT);
    await page.goto("/admin/pipeline");
    await expect(page.getByRole("heading", { level: 1, name: PIPELINE_TITLE })).toBeVisible();
    const rowOf = (regionName: string, text: string) =>
      page.getByRole("region", { name: regionName }).getByRole("row").filter({ hasText: text });

    await markPage(page);
    const note = `e2e live ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(TEST_JOB_OUTCOME_LABELS.fail).check();
    await page.getByLabel(TEST_JOB_NOTE_LABEL).fill(note);
    await page.getByRole("button", { name: SEND_TEST_JOB }).click();
    await expect(page.getByTestId("toast")).toContainText(TEST_JOB_SENT);

    // Failed: it appears among the failed jobs while the page reads itself again.
    const failed = rowOf(FAILURES_TITLE, note);
    await expect(failed).toContainText(JOB_STATE_LABELS.failed, PIPELINE_WAIT);
    await failed.getByRole("button", { name: RETRY }).click();
    await expect(page.getByTestId("toast")).toContainText(JOB_RETRIED);

    // Completed on its second attempt, and gone from the failed list.
    await expect(rowOf(JOBS_TITLE, note)).toContainText(JOB_STATE_LABELS.completed, PIPELINE_WAIT);
    await expect(rowOf(FAILURES_TITLE, note)).toHaveCount(0);
    await expectSamePage(page);
  });
});

test("an anonymous reader of a demo meeting is told the offline engine wrote its analysis, and when", async ({
  page,
}) => {
  // The demo meetings are analysed by the server's pipeline after it starts: the page follows that live too.
  test.setTimeout(ADMIN_FLOW_TIMEOUT);
  await page.context().clearCookies();
  const showcase = showcaseMeeting();
  await page.goto(`/meeting/${showcase.videoId}`);
  await expect(page).toHaveURL(new RegExp(`/city/${showcase.cityKey}/meeting/[0-9a-f-]{36}$`));
  const attribution = page.getByText(`${ATTRIBUTION_COPY.writtenBy} ${ATTRIBUTION_COPY.offlineEngine}`);
  await expect(attribution).toBeVisible(PIPELINE_WAIT);
  // The time it was written, as a date a person reads ("November 27, 2026").
  await expect(attribution).toContainText(
    new RegExp(`${ATTRIBUTION_COPY.on} [A-Z][a-z]+ \\d{1,2}, \\d{4}\\.$`),
  );
  await expect(attribution.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
  await expect(attribution).not.toContainText(ATTRIBUTION_COPY.editedBy);
});
