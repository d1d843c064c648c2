// Back to a page the browser kept whole (the back/forward cache), as a visitor's Chrome does it: the page comes back
// as it was left, its scripts' state and the controls the visitor changed included, and no load event fires.
// Playwright's browsers run without that cache (--disable-back-forward-cache), so these tests launch one with it.
import { type Browser, chromium, expect, type LaunchOptions, type Page } from "@playwright/test";

export async function launchWithBackForwardCache(launchOptions: LaunchOptions): Promise<Browser> {
  return chromium.launch({ ...launchOptions, ignoreDefaultArgs: ["--disable-back-forward-cache"] });
}

const KEPT_MARK = "keptWholeByTheBrowser";

/** Marks the page's document, so `backToTheKeptPage` can tell the browser brought back this very page. */
export async function markThisPage(page: Page): Promise<void> {
  await page.evaluate((mark) => {
    (window as unknown as Record<string, boolean>)[mark] = true;
  }, KEPT_MARK);
}

/** Back, to the marked page, restored from the cache rather than loaded again (which fires no load event). */
export async function backToTheKeptPage(page: Page, urlBefore: RegExp): Promise<void> {
  await page.goBack({ waitUntil: "commit" });
  await expect(page).toHaveURL(urlBefore);
  await expect
    .poll(() =>
      page.evaluate((mark) => (window as unknown as Record<string, boolean>)[mark] === true, KEPT_MARK),
    )
    .toBe(true);
}
