// Where the server under test keeps its files and when it seeds: playwright.config.ts starts it with this DATA_DIR
// and DEMO_SEED_NOW, and specs read what it writes there (the generated demo passwords).
import path from "node:path";

export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "./data/e2e");

/**
 * The moment the server under test draws the demo's dates from (DEMO_SEED_NOW), fixed once per run when
 * playwright.config.ts first loads this module (workers inherit the environment): specs rebuild the same meetings from it, even when the run crosses midnight.
 */
process.env.E2E_SEED_NOW ??= new Date().toISOString();
export const E2E_SEED_NOW = new Date(process.env.E2E_SEED_NOW);
