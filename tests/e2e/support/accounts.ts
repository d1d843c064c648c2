// Signing in for browser tests: the demo accounts from the seed, fresh emails, and codes read from the outbox page.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { DEMO_ACCOUNTS, type DemoRole } from "../../../db/seed/accounts";
import { demoCredentialsPath } from "../../../db/seed/demo-credentials";
import { E2E_DATA_DIR } from "./e2e-server";
import { newestOutboxMail } from "./outbox";

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

/**
 * The text of the newest outbox message to `email`, read from the server's outbox folder (tests run without SMTP).
 * The /dev/outbox page is not used: the server under test believes X-Forwarded-For from loopback (TRUST_PROXY),
 * and a page meant for this machine alone is never served to a forwarded request.
 */
export async function newestMailTo(_page: Page, email: string): Promise<string> {
  const mail = await newestOutboxMail(email);
  return `${mail.subject}\n${mail.text}`;
}

/**
 * Makes this page's requests come from an address of their own, as each resident's do: the sign-in and code limits
 * count per address, and the tests must not spend one shared budget (a retried test would find it spent).
 */
export async function actAsNewResident(page: Page): Promise<void> {
  const octet = () => randomBytes(1)[0] ?? 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${octet()}.${octet()}.${octet()}` });
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
