// The admin's "Fetch Transcript" on the city page: shown to the demo admin for a video without a transcript,
// hidden from the member, and a fetch with no reachable source ends in the failure toast with the page intact.
import { expect, test } from "@playwright/test";
import {
  FAILED_TO_FETCH_TRANSCRIPT,
  FETCH_TRANSCRIPT,
  NO_TRANSCRIPT_AVAILABLE,
} from "../../app/features/transcripts/transcripts.copy";
import { buildDemoVideos } from "../../db/seed/meeting-videos";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";
import { E2E_SEED_NOW } from "./support/e2e-server";

const video = buildDemoVideos(E2E_SEED_NOW).find((candidate) => candidate.transcript === null);
if (!video) throw new Error("The demo seed has no video without a transcript");
const cityPath = `/city/${video.cityKey}?show=500`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const buttonName = new RegExp(`^${FETCH_TRANSCRIPT}\\s*:\\s*${escapeRegExp(video.title)}$`);

test.describe("Fetch Transcript", () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test("the member sees no Fetch Transcript button", async ({ page }) => {
    await enterDemoSession(page, "member");
    await page.goto(cityPath);
    await expect(page.getByRole("heading", { name: video.title }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: FETCH_TRANSCRIPT })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Video sources" })).toHaveCount(0);
  });

  test("the admin fetches a transcript with no source reachable and sees the failure toast", async ({
    page,
  }) => {
    await enterDemoSession(page, "admin");
    await page.goto(cityPath);
    const button = page.getByRole("button", { name: buttonName }).first();
    await expect(button).toBeVisible();
    // Admins see how each source was last read (the demo sources have never been read).
    const sources = page.getByRole("region", { name: "Video sources" });
    await expect(sources).toBeVisible();
    await expect(sources).toContainText("last read never");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await button.click();
    const failure = new RegExp(`${FAILED_TO_FETCH_TRANSCRIPT}|${NO_TRANSCRIPT_AVAILABLE}`);
    await expect(page.getByText(failure).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("heading", { name: video.title }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: buttonName }).first()).toBeEnabled();
  });
});
