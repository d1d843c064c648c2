// Where the demo accounts' generated passwords are kept for the person who started CivicLens: a file only its owner
// can read, beside the embedded database in DATA_DIR.
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { DemoCredential } from "./accounts";

export const DEMO_CREDENTIALS_FILE = "demo-accounts.json";

export function demoCredentialsPath(dataDir: string): string {
  return path.resolve(dataDir, DEMO_CREDENTIALS_FILE);
}

/** Writes (or replaces, after a fresh seed) the demo passwords, readable by the file's owner alone. */
export async function writeDemoCredentials(dataDir: string, credentials: DemoCredential[]): Promise<string> {
  const file = demoCredentialsPath(dataDir);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ accounts: credentials }, null, 2)}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; an older file keeps its mode unless it is set again.
  await chmod(file, 0o600);
  return file;
}

export async function readDemoCredentials(dataDir: string): Promise<DemoCredential[]> {
  const parsed = JSON.parse(await readFile(demoCredentialsPath(dataDir), "utf8")) as {
    accounts: DemoCredential[];
  };
  return parsed.accounts;
}
