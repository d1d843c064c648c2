// Admin content tools in the browser, signed in as the demo admin: content management with a transcript upload
// that the pipeline follows with an analysis and a story; the story manager end to end (and its spec messages);
// the story playground's discard and save. Every video used here is one no other spec reads (Lindenwood Springs).
import { expect, type Page, test } from "@playwright/test";
import {
  ANALYSIS_TITLE,
  BACK_TO_CITY_MANAGEMENT,
  CONTENT_MANAGEMENT_TITLE,
  NO_ANALYSIS,
  NO_STORY,
  NO_TRANSCRIPT,
  STORY_TITLE,
  TRANSCRIPT_TITLE,
  TRANSCRIPT_UPLOADED,
  UPLOAD_TRANSCRIPT,
  UPLOAD_TRANSCRIPT_LABEL,
  VIDEOS_FOR_SOURCE,
} from "../../app/features/admin-content/admin-content.copy";
import {
  ADDITIONAL_CONTEXT_LABEL,
  ANALYSIS_COMPLETED_SUCCESSFULLY,
  ANALYSIS_RESULTS_REQUIRED,
  CANDIDATE_DISCARDED,
  CANDIDATE_SAVED,
  CANDIDATE_STORY,
  CURRENT_STORY,
  DISCARD_CANDIDATE,
  GENERATE_CANDIDATE,
  GENERATE_STORY,
  NO_CANDIDATE,
  RUN_ANALYSIS,
  SAVE_CANDIDATE,
  STORY_GENERATED_SUCCESSFULLY,
  STORY_MANAGER_TITLE,
  STORY_PLAYGROUND_TITLE,
  TRANSCRIPT_REQUIRED,
  VIDEO_LABEL,
  VIDEO_SOURCE_LABEL,
  VIEW_STORY_PAGE,
} from "../../app/features/admin-stories/admin-stories.copy";
import { VIEW_ANALYSIS } from "../../app/features/stories/stories.copy";
import { CITY_SEEDS } from "../../db/seed/cities";
import { buildDemoVideos } from "../../db/seed/meeting-videos";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { E2E_SEED_NOW } from "./support/e2e-server";

const CITY = CITY_SEEDS.find((city) => city.key === "lindenwood-springs-oh");
if (!CITY) throw new Error("the demo seed has no Lindenwood Springs: update the admin content tests");
const CITY_LABEL = `${CITY.name}, ${CITY.state}`;
const sourceTitle = (key: string) => {
  const source = CITY?.sources.find((candidate) => candidate.key === key);
  if (!source) throw new Error(`the demo seed has no source ${key}`);
  return source.title;
};
const demo = buildDemoVideos(E2E_SEED_NOW);
const titleOf = (videoId: string) => {
  const video = demo.find((candidate) => candidate.videoId === videoId);
  if (!video) throw new Error(`the demo seed has no video ${videoId}`);
  return video.title;
};
// Picked by YouTube id from the seed (see the list in db/seed): each test uses its own.
const UPLOAD_VIDEO = { source: "ls-parks", title: titleOf("SRg8dcE7ZiM") }; // no transcript
const MANAGER_VIDEO = { source: "ls-parks", title: titleOf("duwgLY6GF11") }; // transcript, no analysis
const NO_TRANSCRIPT_VIDEO = { source: "ls-council", title: titleOf("MDM3zBp0zId") };
const NO_ANALYSIS_VIDEO = { source: "ls-school", title: titleOf("BDF4_smLkmo") };
const PLAYGROUND_VIDEO = titleOf("KntGzis5GBF"); // analysed, with a story

const toast = (page: Page, text: string) => page.getByTestId("toast").getByText(text, { exact: true });

/** A WebVTT file of a short parks meeting, long enough (over 1,000 characters) to be analysed. */
function parksMeetingVtt(): string {
  const lines = [
    [
      "Chair Dana Whitfield",
      "Good evening. I call this meeting of the Parks and Recreation Commission to order.",
    ],
    ["Clerk Omar Haddad", "All five commissioners are present, so we have a quorum tonight."],
    [
      "Chair Dana Whitfield",
      "Item one is the proposal to resurface the tennis courts at Millbrook Park this spring.",
    ],
    [
      "Director Lena Ortiz",
      "The resurfacing would cost about $84,000 and the courts would close for three weeks in April.",
    ],
    [
      "Commissioner Raj Patel",
      "Residents asked whether the pickleball lines can be added while the work is underway.",
    ],
    [
      "Director Lena Ortiz",
      "Yes, staff can add pickleball lines for an extra $6,500 within the same contract.",
    ],
    [
      "Commissioner Grace Lin",
      "I move that we recommend the resurfacing with pickleball lines to the city council.",
    ],
    ["Commissioner Raj Patel", "I second the motion."],
    ["Chair Dana Whitfield", "All in favor? The motion carries five to zero."],
    [
      "Director Lena Ortiz",
      "Staff will bring the summer camp registration numbers to the next meeting in June.",
    ],
    ["Chair Dana Whitfield", "Thank you, everyone. This meeting is adjourned at seven forty in the evening."],
  ];
  const time = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
  return `WEBVTT\n\n${lines
    .map(
      ([speaker, text], index) =>
        `${time(index * 20 + 5)} --> ${time(index * 20 + 19)}\n<v ${speaker}>${text}`,
    )
    .join("\n\n")}\n`;
}

test.describe("admin content tools", () => {
  test.beforeEach(async ({ page }) => {
    await enterDemoSession(page, "admin");
  });

  test("content management: pick a source, upload a transcript, and the pipeline analyses it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/admin/content-management");
    await expect(page.getByRole("heading", { level: 1, name: CONTENT_MANAGEMENT_TITLE })).toBeVisible();
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page
      .getByLabel("Source", { exact: true })
      .selectOption({ label: sourceTitle(UPLOAD_VIDEO.source) });
    await expect(page).toHaveURL(/sourceUrlId=/);
    await expect(page.getByText(sourceTitle(UPLOAD_VIDEO.source)).first()).toBeVisible();
    await expect(page.getByRole("link", { name: BACK_TO_CITY_MANAGEMENT })).toHaveAttribute(
      "href",
      /^\/admin\/city-management\?cityId=[0-9a-f-]{36}$/,
    );

    // The collapsible list: it folds away and opens again from its summary.
    const summary = page.getByText(new RegExp(`^${VIDEOS_FOR_SOURCE} \\(\\d+\\)$`));
    const videoLink = page.getByRole("link", { name: new RegExp(UPLOAD_VIDEO.title) });
    await summary.click();
    await expect(videoLink).toBeHidden();
    await summary.click();
    await videoLink.click();
    await expect(page).toHaveURL(/videoId=/);
    await expect(videoLink).toHaveAttribute("aria-current", "true");

    const transcriptPanel = page.getByRole("region", { name: TRANSCRIPT_TITLE, exact: true }).first();
    const analysisPanel = page.getByRole("region", { name: ANALYSIS_TITLE, exact: true }).first();
    const storyPanel = page.getByRole("region", { name: STORY_TITLE, exact: true }).first();
    await expect(page.getByText(NO_TRANSCRIPT)).toBeVisible();
    await expect(analysisPanel.getByText(NO_ANALYSIS)).toBeVisible();
    await expect(storyPanel.getByText(NO_STORY)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel(UPLOAD_TRANSCRIPT_LABEL).setInputFiles({
      name: "parks-meeting.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(parksMeetingVtt()),
    });
    await page.getByRole("button", { name: UPLOAD_TRANSCRIPT }).click();
    await expect(toast(page, TRANSCRIPT_UPLOADED)).toBeVisible();
    await expect(transcriptPanel).toContainText("Dana Whitfield: Good evening.");
    await expect(page.getByText(NO_TRANSCRIPT)).toHaveCount(0);

    // The worker analyses the new transcript and writes its story; the page shows them once they exist.
    await expect(async () => {
      await page.reload();
      await expect(analysisPanel.getByText(NO_ANALYSIS)).toHaveCount(0, { timeout: 1000 });
      await expect(storyPanel.getByText(NO_STORY)).toHaveCount(0, { timeout: 1000 });
    }).toPass({ timeout: 60_000, intervals: [2000] });
    await expect(analysisPanel.getByRole("heading", { name: "Summary" })).toBeVisible();
    // Transcript, analysis and story each scroll inside 24rem (spec 001 section 2).
    for (const [panel, title] of [
      [transcriptPanel, TRANSCRIPT_TITLE],
      [analysisPanel, ANALYSIS_TITLE],
      [storyPanel, STORY_TITLE],
    ] as const)
      await expect(panel.getByRole("region", { name: title, exact: true })).toHaveCSS("max-height", "384px");
    await expect(storyPanel.getByRole("region", { name: STORY_TITLE, exact: true })).toContainText("Parks");
  });

  test("story manager: analyse, generate, and open /story/{videoId}; the spec's messages otherwise", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto("/admin/story-manager");
    await expect(page.getByRole("heading", { level: 1, name: STORY_MANAGER_TITLE })).toBeVisible();
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page.getByLabel(VIDEO_SOURCE_LABEL).selectOption({ label: sourceTitle(MANAGER_VIDEO.source) });
    await expect(page).toHaveURL(/sourceUrlId=/);
    await page.getByLabel(VIDEO_LABEL, { exact: true }).selectOption({ label: MANAGER_VIDEO.title });
    await expect(page.getByRole("heading", { level: 2, name: MANAGER_VIDEO.title })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: RUN_ANALYSIS }).click();
    await expect(toast(page, ANALYSIS_COMPLETED_SUCCESSFULLY)).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: GENERATE_STORY }).click();
    await expect(toast(page, STORY_GENERATED_SUCCESSFULLY)).toBeVisible({ timeout: 30_000 });

    const link = page.getByRole("link", { name: VIEW_STORY_PAGE });
    await expect(link).toHaveAttribute("href", /^\/story\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(/\/story\/[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: VIEW_ANALYSIS })).toBeVisible();

    // A video without a transcript, then one without an analysis: the spec's validation messages.
    await page.goto("/admin/story-manager");
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page.getByLabel(VIDEO_LABEL, { exact: true }).selectOption({ label: NO_TRANSCRIPT_VIDEO.title });
    await expect(page.getByRole("heading", { level: 2, name: NO_TRANSCRIPT_VIDEO.title })).toBeVisible();
    await page.getByRole("button", { name: RUN_ANALYSIS }).click();
    await expect(toast(page, TRANSCRIPT_REQUIRED)).toBeVisible();
    await page.getByLabel(VIDEO_LABEL, { exact: true }).selectOption({ label: NO_ANALYSIS_VIDEO.title });
    await expect(page.getByRole("heading", { level: 2, name: NO_ANALYSIS_VIDEO.title })).toBeVisible();
    await page.getByRole("button", { name: GENERATE_STORY }).click();
    await expect(toast(page, ANALYSIS_RESULTS_REQUIRED)).toBeVisible();
  });

  test("story playground: a candidate changes nothing until saved; discard drops it, save keeps it", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const context = `Correction from the newsroom ${Date.now()}: the board meets next in the library annex.`;
    await page.goto("/admin/story-playground");
    await expect(page.getByRole("heading", { level: 1, name: STORY_PLAYGROUND_TITLE })).toBeVisible();
    await page.getByLabel("City", { exact: true }).selectOption({ label: CITY_LABEL });
    await expect(page).toHaveURL(/cityId=/);
    await page.getByLabel(VIDEO_LABEL, { exact: true }).selectOption({ label: PLAYGROUND_VIDEO });
    await expect(page.getByRole("heading", { level: 2, name: PLAYGROUND_VIDEO })).toBeVisible();
    const current = page.getByRole("region", { name: CURRENT_STORY, exact: true }).last();
    const candidate = page.getByRole("region", { name: CANDIDATE_STORY, exact: true }).last();
    await expect(current).toBeVisible();
    await expect(page.getByText(NO_CANDIDATE)).toBeVisible();

    await page.getByLabel(ADDITIONAL_CONTEXT_LABEL).fill(context);
    await page.getByRole("button", { name: GENERATE_CANDIDATE }).click();
    await expect(candidate).toContainText(context, { timeout: 30_000 });
    await expect(current).not.toContainText(context);
    // The candidate shows before the page's data is reloaded, and the forms' buttons stay disabled (dimmed) until
    // then: axe judges the page once that is over, not a disabled button caught turning back on.
    await expect(page.getByRole("button", { name: GENERATE_CANDIDATE })).toBeEnabled();
    await expect(page.getByRole("button", { name: SAVE_CANDIDATE })).toBeEnabled();
    await expect(page.getByRole("button", { name: DISCARD_CANDIDATE })).toBeEnabled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: DISCARD_CANDIDATE }).click();
    await expect(toast(page, CANDIDATE_DISCARDED)).toBeVisible();
    await expect(page.getByText(NO_CANDIDATE)).toBeVisible();
    await page.reload();
    await expect(current).toBeVisible();
    await expect(current).not.toContainText(context);

    await page.getByLabel(ADDITIONAL_CONTEXT_LABEL).fill(context);
    await page.getByRole("button", { name: GENERATE_CANDIDATE }).click();
    await expect(candidate).toContainText(context, { timeout: 30_000 });
    await page.getByRole("button", { name: SAVE_CANDIDATE }).click();
    await expect(toast(page, CANDIDATE_SAVED)).toBeVisible({ timeout: 30_000 });
    await expect(current).toContainText(context);
    await expect(page.getByText(NO_CANDIDATE)).toBeVisible();
    await page.reload();
    await expect(current).toContainText(context);
  });
});
