// Where the server under test keeps its files: playwright.config.ts starts it with this DATA_DIR, and specs read
// what it writes there (the generated demo passwords).
import path from "node:path";

export const E2E_DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? "./data/e2e");
