import { expect, test } from "@playwright/test";
import { seriousAxeViolations } from "./support/axe";

test.describe("the app shell", () => {
  test("the home page is server-rendered HTML with the hero", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Democracy Made Accessible");
  });

  test("the home page works without JavaScript and has no serious accessibility violations", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: "Democracy Made Accessible" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    for (const name of ["Home", "About", "Contact", "Privacy Policy"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer).toContainText("©");
    await context.close();
  });

  test("axe finds nothing serious on the home page", async ({ page }) => {
    await page.goto("/");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("an unknown path answers 404 with the not-found page and a way home", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Democracy Made Accessible" })).toBeVisible();
  });

  test("health and readiness checks answer", async ({ request }) => {
    const health = await request.get("/healthz");
    expect(health.status()).toBe(200);
    expect(await health.text()).toBe("ok");
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.text()).toBe("ready");
  });

  test("pages carry security headers and fingerprinted assets are cached for a year", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    // Our scripts by nonce, and the YouTube IFrame Player API for meeting videos (ADR 0031); nothing else.
    expect(headers["content-security-policy"]).toMatch(
      /script-src 'self' https:\/\/www\.youtube\.com 'nonce-[^']+';/,
    );
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-powered-by"]).toBeUndefined();
    const asset = (await response.text()).match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await request.get(String(asset), { headers: { "accept-encoding": "gzip" } });
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(assetResponse.headers()["content-encoding"]).toBe("gzip");
  });
});
