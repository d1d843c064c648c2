// Signing in for browser tests: the demo accounts from the seed, fresh emails, and codes read from the outbox page.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, type DemoRole } from "../../../db/seed/accounts";
import { demoCredentialsPath } from "../../../db/seed/demo-credentials";
import { E2E_DATA_DIR } from "./e2e-server";

export { DEMO_ACCOUNTS };

/** The demo account's password, generated when the server under test seeded its data (never a published one). */
export function demoPassword(role: DemoRole): string {
  const file = JSON.parse(readFileSync(demoCredentialsPath(E2E_DATA_DIR), "utf8")) as {
    accounts: { role: DemoRole; password: string }[];
  };
  const account = file.accounts.find((entry) => entry.role === role);
  if (!account) throw new Error(`no demo ${role} in ${demoCredentialsPath(E2E_DATA_DIR)}`);
  return account.password;
}

export function freshEmail(label: string): string {
  return `${label}-${randomBytes(4).toString("hex")}@example.org`;
}

/** The text of the newest outbox message to `email` (the outbox page exists because tests run without SMTP). */
export async function newestMailTo(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  let text = "";
  await expect(async () => {
    await outbox.goto("/dev/outbox");
    text =
      (await outbox
        .getByRole("article", { name: new RegExp(`to ${email.replace(/[.+]/g, "\\$&")}$`) })
        .first()
        .textContent()) ?? "";
    expect(text).not.toBe("");
  }).toPass({ timeout: 10_000 });
  await outbox.close();
  return text;
}

export async function codeFromOutbox(page: Page, email: string): Promise<string> {
  const code = (await newestMailTo(page, email)).match(/code is (\d{6})/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

/** Signs in through the password form, as a person would. */
export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("main").getByRole("button", { name: "Sign In" }).click();
}

/** Where sessions.setup.ts leaves each demo account's signed-in cookies for this run. */
export const SESSION_STATE = {
  admin: path.join(
    process.cwd(),
    "test-results",
    ".sessions",
    `${process.env.BUILD_DIR || "build"}-admin.json`,
  ),
  member: path.join(
    process.cwd(),
    "test-results",
    ".sessions",
    `${process.env.BUILD_DIR || "build"}-member.json`,
  ),
} as const;

/**
 * Puts the demo account's saved session into this browser context, so the page acts as that person without
 * another trip through the rate-limited sign-in form. Specs using it never sign out (that would end the session
 * for every other spec).
 */
export async function enterDemoSession(
  target: Page | BrowserContext,
  role: keyof typeof SESSION_STATE,
): Promise<void> {
  const context = "context" in target ? target.context() : target;
  const state = JSON.parse(readFileSync(SESSION_STATE[role], "utf8")) as {
    cookies: Parameters<BrowserContext["addCookies"]>[0];
  };
  await context.clearCookies();
  await context.addCookies(state.cookies);
}
