// A video's row in City Management (issue #13): where its transcript stands, with links to its meeting and story
// pages, and the pipeline buttons, Retry and Fetch Transcript, clicked by role and name. Each test works on a city
// it creates, with meetings added by hand, so no demo row changes; the server's own worker runs the steps.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { LABELS, MEETING_COPY, TOASTS } from "../../app/features/admin-cities/admin-cities.copy";
import { slugifyLocationKey } from "../../app/features/admin-cities/city-keys";
import {
  ASR_NOT_CONFIGURED,
  FAILED_TO_FETCH_TRANSCRIPT,
  NO_CAPTIONS_URL,
  NOT_A_YOUTUBE_VIDEO,
} from "../../app/features/transcripts/transcripts.copy";
import { enterDemoSession } from "./support/accounts";
import { addUrl, createCity, expectToast, urlsRegion } from "./support/city-management";

const PAGE = "/admin/city-management";
const SOURCE_TITLE = "Library board archive";
/** Nothing answers here, and nothing is fetched from it: speech-to-text, which would read the file, is not set up. */
const UNREACHABLE_ARCHIVE = "https://unreachable.library-board.example";

/** A library board meeting's captions, long enough (over 1,000 characters) to be analysed. */
const LIBRARY_LINES = [
  ["Chair Rosa Lindqvist", "Good evening. This regular meeting of the library board will come to order."],
  ["Secretary Omar Haddad", "Five of the seven trustees are here tonight, so the board has a quorum."],
  [
    "Chair Rosa Lindqvist",
    "Our main item is the renovation of the children's room at the Elm Street branch.",
  ],
  [
    "Director Mei Tanaka",
    "The children's room has not been renovated since 1998 and the carpet is worn through.",
  ],
  [
    "Director Mei Tanaka",
    "The renovation would cost about $240,000 and close the room for ten weeks this summer.",
  ],
  ["Trustee Paul Okafor", "Could the county library foundation pay for part of the renovation this year?"],
  [
    "Director Mei Tanaka",
    "Yes, the foundation has pledged $80,000 if the board approves the project tonight.",
  ],
  ["Trustee Grace Whitfield", "I move that the board approve the children's room renovation at Elm Street."],
  ["Trustee Paul Okafor", "I second the motion."],
  ["Chair Rosa Lindqvist", "All in favor? The motion carries five to zero. This meeting is adjourned."],
] as const;

function libraryMeetingVtt(): string {
  const time = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}.000`;
  return `WEBVTT\n\n${LIBRARY_LINES.map(
    ([speaker, text], index) => `${time(index * 15 + 3)} --> ${time(index * 15 + 14)}\n<v ${speaker}>${text}`,
  ).join("\n\n")}\n`;
}

/** Creates a city with one URL, selects the URL, and returns the city's name and the URL's videos table. */
async function cityWithSource(page: Page, label: string): Promise<{ name: string; videos: Locator }> {
  await page.goto(PAGE);
  const name = await createCity(page, label);
  await addUrl(page, SOURCE_TITLE, `${UNREACHABLE_ARCHIVE}/meetings`);
  await urlsRegion(page)
    .getByRole("link", { name: LABELS.selectUrl(SOURCE_TITLE) })
    .click();
  const videos = page.getByRole("region", { name: LABELS.videosOf(SOURCE_TITLE) });
  await expect(videos).toBeVisible();
  return { name, videos };
}

/** Adds a meeting through Add Meeting: a title, a date, and a recording's address or a transcript file. */
async function addMeeting(
  videos: Locator,
  meeting: { title: string; videoUrl?: string; vtt?: string },
): Promise<Locator> {
  await videos.getByRole("button", { name: MEETING_COPY.addMeeting }).click();
  const form = videos.getByRole("form", { name: MEETING_COPY.addMeeting });
  await form.getByRole("textbox", { name: LABELS.title }).fill(meeting.title);
  await form.getByLabel(MEETING_COPY.meetingDate).fill("2025-07-08");
  if (meeting.videoUrl) await form.getByLabel(MEETING_COPY.meetingUrl).fill(meeting.videoUrl);
  if (meeting.vtt)
    await form.getByLabel(MEETING_COPY.transcriptFile).setInputFiles({
      name: "library-board.vtt",
      mimeType: "text/vtt",
      buffer: Buffer.from(meeting.vtt),
    });
  await form.getByRole("button", { name: MEETING_COPY.saveMeeting }).click();
  await expectToast(videos.page(), MEETING_COPY.meetingAdded);
  await expect(form).toBeHidden();
  return videos.getByRole("row", { name: new RegExp(meeting.title) });
}

/** The cells of a video's row: title, published, transcript, analysis, story, actions. */
const transcriptCell = (row: Locator) => row.getByRole("cell").nth(2);

test.describe("a video's row in City Management", () => {
  test.beforeEach(async ({ page }) => {
    await enterDemoSession(page, "admin");
  });

  test("shows the transcript's status and links to the meeting page and the story page", async ({ page }) => {
    // The worker analyses the meeting and writes its story while the page watches: the long flows' budget.
    test.setTimeout(150_000);
    const title = "Library Board Regular Meeting, July 8";
    const { name, videos } = await cityWithSource(page, "Booksburg");
    const locationKey = slugifyLocationKey(name);
    const row = await addMeeting(videos, { title, vtt: libraryMeetingVtt() });

    await expect(transcriptCell(row)).toHaveText(/^[\d,]+ characters$/);
    const meetingLink = row.getByRole("link", { name: LABELS.openMeetingPage(title) });
    await expect(meetingLink).toHaveText(LABELS.meetingPageLink);
    await expect(meetingLink).toHaveAttribute(
      "href",
      new RegExp(`^/city/${locationKey}/meeting/[0-9a-f-]{36}$`),
    );
    // The story link comes once the story is written; the row follows the jobs without a reload.
    const cells = row.getByRole("cell");
    await expect(cells.nth(3)).toHaveText(LABELS.ready, { timeout: 120_000 });
    await expect(cells.nth(4)).toHaveText(LABELS.storyNotPublished, { timeout: 120_000 });
    const storyLink = row.getByRole("link", { name: LABELS.openStoryPage(title) });
    await expect(storyLink).toHaveText(LABELS.storyPageLink);
    const meetingHref = String(await meetingLink.getAttribute("href"));
    const videoId = meetingHref.split("/").at(-1);
    await expect(storyLink).toHaveAttribute("href", `/city/${locationKey}/meeting-story/${videoId}`);

    await meetingLink.click();
    await expect(page).toHaveURL(meetingHref);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goBack();
    await row.getByRole("link", { name: LABELS.openStoryPage(title) }).click();
    await expect(page).toHaveURL(`/city/${locationKey}/meeting-story/${videoId}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("a failed transcript shows its reason; Retry and Fetch Transcript queue it again", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const title = "Library Board Special Meeting, July 8";
    const { videos } = await cityWithSource(page, "Retryton");
    // A recording that is not on YouTube and has no captions: only speech-to-text could read it, and it is not set up.
    const row = await addMeeting(videos, {
      title,
      videoUrl: `${UNREACHABLE_ARCHIVE}/media/special-0708.mp4`,
    });
    const reason =
      `${FAILED_TO_FETCH_TRANSCRIPT} (YouTube captions: ${NOT_A_YOUTUBE_VIDEO}; ` +
      `the source's captions: ${NO_CAPTIONS_URL}; speech-to-text: ${ASR_NOT_CONFIGURED})`;
    const failed = async () => {
      await expect(transcriptCell(row)).toContainText(LABELS.stepFailed, { timeout: 60_000 });
      await expect(transcriptCell(row)).toContainText(reason);
    };
    await failed();
    await expect(transcriptCell(row)).not.toContainText("Completed");

    const retry = row.getByRole("button", { name: LABELS.retryStepFor(LABELS.transcript, title) });
    await expect(retry).toHaveText(LABELS.retryStep(LABELS.transcript));
    await retry.click();
    await expectToast(page, TOASTS.stepQueued(LABELS.transcript));
    await failed();

    // Fetch Transcript is offered while the transcript is queued or running (not failed): Retry puts it there, and
    // the worker may fail it again before the button is reached, so the pair is tried until the button is.
    const fetchTranscript = row.getByRole("button", { name: LABELS.fetchTranscriptFor(title) });
    await expect(async () => {
      if (!(await fetchTranscript.isVisible())) await retry.click({ timeout: 2_000 });
      await expect(fetchTranscript).toHaveText(LABELS.fetchTranscript, { timeout: 2_000 });
      await fetchTranscript.click({ timeout: 2_000 });
      await expectToast(page, TOASTS.transcriptQueued);
    }).toPass({ timeout: 60_000 });
    await failed();
  });
});
