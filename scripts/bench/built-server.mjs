// Starts the built server (BUILD_DIR, default build/; built first when absent) on a fresh seeded PGlite in a
// temporary DATA_DIR, or on BENCH_DATABASE_URL when set, and answers once it serves the home page. A bench script's
// one way to get a production server; stop() ends it and removes the data.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";

const START_ATTEMPTS = 600;
const START_POLL_MS = 200;

/** @param {{ name: string, port: number }} options */
export async function startBuiltServer({ name, port }) {
  const buildDir = process.env.BUILD_DIR || "build";
  const entry = path.join(buildDir, "server.js");
  if (
    !existsSync(entry) &&
    spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0
  ) {
    throw new Error("the build failed");
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `civiclens-${name}-`));
  const child = spawn("node", [entry], {
    stdio: "ignore",
    env: Object.assign({}, process.env, {
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: base,
      LOG_LEVEL: "silent",
      DEMO_SEED: "1",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    }),
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    child.kill("SIGINT");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    const status = await fetch(base).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { base, stop };
    if (child.exitCode !== null) break;
    await delay(START_POLL_MS);
  }
  await stop();
  throw new Error(`the server in ${buildDir} did not start`);
}
