// Mail the server under test sent, read from its outbox folder (tests run without SMTP): one reader for every spec.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-server";

export type OutboxMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
};

/** The newest outbox message to `email` whose subject passes `matches`, waiting up to `timeout` until one is there. */
export async function newestOutboxMail(
  email: string,
  {
    matches = () => true,
    timeout = 10_000,
  }: { matches?: (subject: string) => boolean; timeout?: number } = {},
): Promise<OutboxMail> {
  const folder = path.join(E2E_DATA_DIR, "outbox");
  let found: OutboxMail | undefined;
  await expect(async () => {
    const names = (await readdir(folder).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".json"))
      .sort()
      .reverse();
    for (const name of names) {
      const message = JSON.parse(await readFile(path.join(folder, name), "utf8")) as OutboxMail;
      if (message.to === email && matches(message.subject)) {
        found = message;
        break;
      }
    }
    expect(found).toBeDefined();
  }).toPass({ timeout });
  if (!found) throw new Error(`no mail to ${email}`);
  return found;
}
