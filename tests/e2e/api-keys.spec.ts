// API keys on the profile page (issue #18): a member makes a key, sees it once, uses it on the API, and revokes it.
import { expect, test } from "@playwright/test";
import { API_KEYS_COPY } from "../../app/features/open-data/open-data.copy";
import { enterDemoSession, freshEmail } from "./support/accounts";

test("a member makes an API key, sees it once, uses it and revokes it", async ({ page, request }) => {
  await enterDemoSession(page, "member");
  await page.goto("/profile");
  const name = freshEmail("key").split("@")[0] ?? "key";
  await page.getByLabel(API_KEYS_COPY.nameLabel).fill(name);
  await page.getByRole("button", { name: API_KEYS_COPY.create }).click();
  const shown = page.getByTestId("created-api-key");
  await expect(shown).toHaveText(/^clk_[\w-]{43}$/);
  const key = (await shown.textContent()) ?? "";

  const answer = await request.get("/api/v1/cities", { headers: { "X-API-Key": key } });
  expect(answer.status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId("created-api-key")).toHaveCount(0);
  await expect(page.getByText(key)).toHaveCount(0);
  await expect(page.getByText(name)).toBeVisible();

  await page.getByRole("button", { name: `${API_KEYS_COPY.revoke} ${name}` }).click();
  await expect(page.getByText(name).locator("xpath=../..")).toContainText(API_KEYS_COPY.revokedLabel);
  const refused = await request.get("/api/v1/cities", { headers: { "X-API-Key": key } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: "invalid_api_key" } });
});
