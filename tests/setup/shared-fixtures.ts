// The real captured meetings, feeds and captions live beside the project in ../shared (not in the repository).
// On a developer's machine without them, their tests are skipped with a line that says so; in CI (CI set) a missing
// fixture fails the file, so a broken checkout cannot pass by skipping the tests that read real data.
import { existsSync } from "node:fs";
import path from "node:path";

export const SHARED_INGEST_FIXTURES = path.resolve(process.cwd(), "../shared/fixtures/ingest");

/** Whether every path exists; in CI a missing one is an error, not a reason to skip. */
export function sharedFixturesPresent(...paths: string[]): boolean {
  const missing = paths.filter((candidate) => !existsSync(candidate));
  if (missing.length > 0 && process.env.CI)
    throw new Error(`CI needs the shared fixtures, and these are missing: ${missing.join(", ")}`);
  return missing.length === 0;
}
