#!/usr/bin/env node
// `npm test`: integration and unit tests (Vitest), then one build and browser tests (Playwright in Chromium) against it.
// Without a Chromium the browser tests are skipped with one loud line, and fail the run only when E2E_REQUIRED=1.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { startBusyLoops } from "./busy-cores.mjs";

const e2eOnly = process.argv.includes("--e2e-only");
const npx = (args, env = {}) =>
  spawnSync("npx", args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;

if (!e2eOnly) {
  const status = npx(["vitest", "run"]);
  if (status !== 0) process.exit(status);
}

const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome-stable",
  "/usr/bin/google-chrome",
].filter(Boolean);
const chromium = CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate));

if (!chromium) {
  const line =
    "!!!!! BROWSER TESTS SKIPPED: no Chromium found. Install it (`apt-get install -y chromium`) or set CHROMIUM_PATH, then run `npm test` again. !!!!!";
  process.stderr.write(`\n${line}\n\n`);
  process.exit(process.env.E2E_REQUIRED === "1" ? 1 : 0);
}

const buildStatus = spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status;
if (buildStatus !== 0) process.exit(buildStatus ?? 1);

const serverEnv = { CHROMIUM_PATH: chromium };
let cleanup = () => {};
if (process.env.TEST_DATABASE_URL) {
  // Browser tests run the real server against their own fresh database on the PostgreSQL server.
  const url = new URL(process.env.TEST_DATABASE_URL);
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await client.query("drop database if exists civiclens_e2e with (force)");
  await client.query("create database civiclens_e2e");
  await client.end();
  url.pathname = "/civiclens_e2e";
  serverEnv.E2E_DATABASE_URL = url.toString();
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), "civiclens-e2e-"));
  serverEnv.E2E_DATA_DIR = dataDir;
  cleanup = () => rmSync(dataDir, { recursive: true, force: true });
}

// E2E_BUSY_CORES=N: the browser tests run while N busy loops load the machine (CI's proof that they wait for states).
const busyCores = Number(process.env.E2E_BUSY_CORES ?? 0);
const stopLoops = busyCores > 0 ? startBusyLoops(busyCores) : async () => {};
if (busyCores > 0) process.stdout.write(`browser tests run beside ${busyCores} busy loop(s)\n`);
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== "--e2e-only");
const status = npx(["playwright", "test", ...playwrightArgs], serverEnv);
await stopLoops();
cleanup();
process.exit(status);
