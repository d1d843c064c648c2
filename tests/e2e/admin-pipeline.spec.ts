// The pipeline dashboard in the browser, signed in as the demo admin: a failed job is retried and completes.
// The failure is real: the server's own worker runs a test job that fails its one attempt (no automatic retry),
// so this test touches no demo row other spec files read.
import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import {
  APPLY_FILTERS,
  CHART_TITLE,
  FAILURES_TITLE,
  FILTER_STATE_LABEL,
  JOB_RETRIED,
  JOB_STATE_LABELS,
  JOBS_TITLE,
  PIPELINE_TITLE,
  REFRESH_PAGE,
  RETRY,
  SEND_TEST_JOB,
  SOURCES_TITLE,
  TEST_JOB_NOTE_LABEL,
  TEST_JOB_OUTCOME_LABELS,
  TEST_JOB_SENT,
} from "../../app/features/admin-pipeline/admin-pipeline.copy";
import { enterDemoSession } from "./support/accounts";
import { seriousAxeViolations } from "./support/axe";

const toast = (page: Page) => page.getByTestId("toast");
const region = (page: Page, name: string) => page.getByRole("region", { name });
const rowOf = (page: Page, regionName: string, text: string) =>
  region(page, regionName).getByRole("row").filter({ hasText: text });

/** Reloads the dashboard with its own Refresh link until `check` passes (the worker polls every 2 s). */
async function refreshUntil(page: Page, check: () => Promise<void>) {
  await expect(async () => {
    await page.getByRole("link", { name: REFRESH_PAGE }).click();
    await expect(page.getByRole("heading", { level: 1, name: PIPELINE_TITLE })).toBeVisible();
    await check();
  }).toPass({ timeout: 30_000, intervals: [500, 1000, 2000] });
}

test.describe("pipeline dashboard", () => {
  test.beforeEach(async ({ page }) => {
    await enterDemoSession(page, "admin");
  });

  test("an admin retries a failed job and it leaves the failed list", async ({ page }) => {
    await page.goto("/admin");
    await page.getByRole("link", { name: "Pipeline" }).click();
    await expect(page.getByRole("heading", { level: 1, name: PIPELINE_TITLE })).toBeVisible();
    await expect(region(page, SOURCES_TITLE)).toBeVisible();
    await expect(region(page, CHART_TITLE).getByRole("img")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const note = `e2e retry ${randomBytes(4).toString("hex")}`;
    await page.getByLabel(TEST_JOB_OUTCOME_LABELS.fail).check();
    await page.getByLabel(TEST_JOB_NOTE_LABEL).fill(note);
    await page.getByRole("button", { name: SEND_TEST_JOB }).click();
    await expect(toast(page)).toContainText(TEST_JOB_SENT);

    await refreshUntil(page, async () => {
      await expect(rowOf(page, FAILURES_TITLE, note)).toBeVisible({ timeout: 1000 });
    });
    const failed = rowOf(page, FAILURES_TITLE, note);
    await expect(failed).toContainText(JOB_STATE_LABELS.failed);
    await expect(failed).toContainText("Planned failure 1 of 1");
    await expect(failed).toContainText("1 of 1");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await failed.getByRole("button", { name: RETRY }).click();
    await expect(toast(page)).toContainText(JOB_RETRIED);

    await refreshUntil(page, async () => {
      await expect(rowOf(page, FAILURES_TITLE, note)).toHaveCount(0, { timeout: 1000 });
      await expect(rowOf(page, JOBS_TITLE, note)).toContainText(JOB_STATE_LABELS.completed, {
        timeout: 1000,
      });
    });
    await expect(rowOf(page, JOBS_TITLE, note)).toContainText("2 of 2");
  });

  test("the state filter narrows the job list and is kept in the address", async ({ page }) => {
    await page.goto("/admin/pipeline");
    const suffix = randomBytes(4).toString("hex");
    const completing = `e2e completes ${suffix}`;
    const failing = `e2e fails ${suffix}`;
    for (const [outcome, note] of [
      ["complete", completing],
      ["fail", failing],
    ] as const) {
      await page.getByLabel(TEST_JOB_OUTCOME_LABELS[outcome]).check();
      await page.getByLabel(TEST_JOB_NOTE_LABEL).fill(note);
      await page.getByRole("button", { name: SEND_TEST_JOB }).click();
      await expect(toast(page)).toContainText(TEST_JOB_SENT);
    }
    await refreshUntil(page, async () => {
      await expect(rowOf(page, JOBS_TITLE, completing)).toContainText(JOB_STATE_LABELS.completed, {
        timeout: 1000,
      });
      await expect(rowOf(page, JOBS_TITLE, failing)).toContainText(JOB_STATE_LABELS.failed, {
        timeout: 1000,
      });
    });

    await page
      .getByLabel(FILTER_STATE_LABEL, { exact: true })
      .selectOption({ label: JOB_STATE_LABELS.completed });
    await page.getByRole("button", { name: APPLY_FILTERS }).click();
    await expect(page).toHaveURL(/[?&]state=completed/);
    await expect(page.getByLabel(FILTER_STATE_LABEL, { exact: true })).toHaveValue("completed");
    await expect(rowOf(page, JOBS_TITLE, completing)).toBeVisible();
    await expect(rowOf(page, JOBS_TITLE, failing)).toHaveCount(0);
    const states = region(page, JOBS_TITLE).getByRole("row").locator("td:nth-child(3)");
    for (const text of await states.allTextContents()) expect(text).toBe(JOB_STATE_LABELS.completed);
    await page.screenshot({ path: "test-results/build-pipeline/pipeline-dashboard.png", fullPage: true });
  });
});
