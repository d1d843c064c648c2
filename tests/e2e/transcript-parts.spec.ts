// A long transcript is sent in parts (issue #16, transcript-parts.ts): without JavaScript a reader moves between
// them by links; with JavaScript the page fetches every line and the part links go away.
import { expect, test } from "@playwright/test";
import { TRANSCRIPT_PART_LINES } from "../../app/features/transcripts/transcript-parts";
import {
  EARLIER_LINES,
  LATER_LINES,
  TRANSCRIPT_PARTS_LABEL,
  transcriptPartRange,
} from "../../app/features/transcripts/transcripts.copy";
import { formatTimestamp } from "../../app/lib/transcript-format";
import { longTranscriptMeeting } from "./support/seeded-meetings";

const meeting = longTranscriptMeeting(TRANSCRIPT_PART_LINES);
const total = meeting.segments.length;
const secondPartFirstLine = meeting.segments[TRANSCRIPT_PART_LINES];

test("without JavaScript a long transcript reads in parts, linked to each other", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/meeting/${meeting.videoId}`);
  const transcript = page.getByRole("region", { name: "Transcript" });
  const parts = transcript.getByRole("navigation", { name: TRANSCRIPT_PARTS_LABEL });
  await expect(parts).toContainText(transcriptPartRange(1, TRANSCRIPT_PART_LINES, total));
  await expect(transcript.getByRole("listitem")).toHaveCount(TRANSCRIPT_PART_LINES);
  await expect(parts.getByRole("link", { name: EARLIER_LINES })).toHaveCount(0);

  await parts.getByRole("link", { name: LATER_LINES }).click();
  await expect(page).toHaveURL(/[?&]part=2#transcript$/);
  const last = Math.min(2 * TRANSCRIPT_PART_LINES, total);
  await expect(parts).toContainText(transcriptPartRange(TRANSCRIPT_PART_LINES + 1, last, total));
  await expect(transcript.getByRole("listitem").first()).toContainText(
    formatTimestamp(secondPartFirstLine?.startSeconds ?? -1),
  );
  await expect(parts.getByRole("link", { name: EARLIER_LINES })).toBeVisible();
  await context.close();
});

test("a moment deep in the meeting opens the part that holds it, with its line marked", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const seconds = Math.floor(secondPartFirstLine?.startSeconds ?? 0);
  await page.goto(`/meeting/${meeting.videoId}?t=${seconds}`);
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.locator('li[aria-current="true"]')).toContainText(formatTimestamp(seconds));
  await expect(transcript.getByRole("navigation", { name: TRANSCRIPT_PARTS_LABEL })).toContainText(
    transcriptPartRange(TRANSCRIPT_PART_LINES + 1, Math.min(2 * TRANSCRIPT_PART_LINES, total), total),
  );
  await context.close();
});

test("with JavaScript the page fetches the whole transcript and drops the part links", async ({ page }) => {
  await page.goto(`/meeting/${meeting.videoId}`);
  const transcript = page.getByRole("region", { name: "Transcript" });
  const lines = transcript.getByRole("listitem");
  // A visitor's island brings the whole transcript when the reader scrolls the box to the part's last line (ADR 0053).
  await expect(lines).toHaveCount(TRANSCRIPT_PART_LINES);
  await lines.last().scrollIntoViewIfNeeded();
  await expect(lines).toHaveCount(total);
  await expect(transcript.getByRole("navigation", { name: TRANSCRIPT_PARTS_LABEL })).toHaveCount(0);
});
