// A form's "sending" state lasts only as long as its request. Racing it with a fixed delay fails on a busy machine,
// so the request is held until the test has seen the state, then let go (issue #15: wait for states, never for time).
import type { Page } from "@playwright/test";

/** Holds every POST the page sends until `release()`; requests after that pass at once. */
export async function holdPosts(page: Page): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    () => true,
    async (route) => {
      if (route.request().method() === "POST") await released;
      await route.continue();
    },
  );
  return { release };
}
