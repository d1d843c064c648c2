#!/usr/bin/env node
// Start-up benchmark: time from process spawn to the first 200 on `/`, cold (new database: migrate + demo seed)
// and warm (restart on the same data), on PGlite and on PostgreSQL; RSS after start; time to exit on SIGINT.
// Every figure is also printed as a ratio to a bare Node HTTP server started and polled the same way in this run.
//   node scripts/bench/startup.mjs [--runs 3]   (BENCH_DATABASE_URL or TEST_DATABASE_URL selects the server;
//   default postgres://postgres@127.0.0.1:5432/postgres, skipped when unreachable)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";

const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
const port = 3400 + Math.floor(Math.random() * 400);
const serverUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  "postgres://postgres@127.0.0.1:5432/postgres";

if (!existsSync("build/server.js")) {
  process.stdout.write("building first (npm run build)...\n");
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

function rssMegabytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}

async function timeToFirst200(command, args, env) {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: "ignore",
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`${args.join(" ")} exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 25));
    if (performance.now() - started > 180_000) throw new Error("no 200 within 180 s");
  }
  const startMs = performance.now() - started;
  const rss = rssMegabytes(child.pid);
  const stopping = performance.now();
  child.kill("SIGINT");
  await exited;
  return { startMs, rss, exitMs: performance.now() - stopping };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, prepare, env) {
  const results = [];
  for (let run = 0; run < runs; run++) {
    const runEnv = await prepare(run);
    results.push(await timeToFirst200("node", ["build/server.js"], { ...env, ...runEnv }));
  }
  return {
    label,
    startMs: median(results.map((r) => r.startMs)),
    rss: median(results.map((r) => r.rss)),
    exitMs: median(results.map((r) => r.exitMs)),
  };
}

const baseEnv = { NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "silent", DEMO_SEED: "1" };
const rows = [];

const baselineRuns = [];
for (let run = 0; run < runs; run++) {
  baselineRuns.push(
    await timeToFirst200(
      "node",
      ["-e", "require('http').createServer((q,s)=>s.end('ok')).listen(process.env.PORT,'127.0.0.1')"],
      {},
    ),
  );
}
const baseline = {
  label: "baseline: bare node http server",
  startMs: median(baselineRuns.map((r) => r.startMs)),
  rss: median(baselineRuns.map((r) => r.rss)),
  exitMs: median(baselineRuns.map((r) => r.exitMs)),
};
rows.push(baseline);

// PGlite: a new data directory each cold run; warm runs restart on one seeded directory.
const warmDir = mkdtempSync(path.join(tmpdir(), "civiclens-bench-warm-"));
const coldDirs = [];
rows.push(
  await measure(
    "PGlite cold (new data dir, migrate + seed)",
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), "civiclens-bench-cold-"));
      coldDirs.push(dir);
      return { DATA_DIR: dir, DATABASE_URL: "" };
    },
    baseEnv,
  ),
);
await timeToFirst200("node", ["build/server.js"], { ...baseEnv, DATA_DIR: warmDir, DATABASE_URL: "" });
rows.push(await measure("PGlite warm restart", () => ({ DATA_DIR: warmDir, DATABASE_URL: "" }), baseEnv));
for (const dir of [...coldDirs, warmDir]) rmSync(dir, { recursive: true, force: true });

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
let postgresReachable = true;
try {
  await adminQuery("select 1");
} catch {
  postgresReachable = false;
}
if (postgresReachable) {
  const urlFor = (name) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  rows.push(
    await measure(
      "PostgreSQL cold (new database, migrate + seed)",
      async () => {
        await adminQuery("drop database if exists civiclens_bench with (force)");
        await adminQuery("create database civiclens_bench");
        return { DATABASE_URL: urlFor("civiclens_bench") };
      },
      baseEnv,
    ),
  );
  rows.push(
    await measure("PostgreSQL warm restart", () => ({ DATABASE_URL: urlFor("civiclens_bench") }), baseEnv),
  );
  await adminQuery("drop database if exists civiclens_bench with (force)");
} else {
  process.stdout.write(`PostgreSQL at ${new URL(serverUrl).host} is unreachable: its rows are skipped.\n`);
}

const pad = (value, width) => String(value).padEnd(width);
process.stdout.write(
  `\nStart-up to first 200 on /, median of ${runs} runs (ratio = figure / bare node baseline)\n\n`,
);
process.stdout.write(
  `${pad("case", 48)}${pad("start ms", 10)}${pad("x base", 9)}${pad("RSS MB", 9)}${pad("x base", 9)}${pad("SIGINT exit ms", 15)}\n`,
);
for (const row of rows) {
  process.stdout.write(
    `${pad(row.label, 48)}${pad(row.startMs.toFixed(0), 10)}${pad((row.startMs / baseline.startMs).toFixed(1), 9)}${pad(
      row.rss.toFixed(0),
      9,
    )}${pad((row.rss / baseline.rss).toFixed(1), 9)}${pad(row.exitMs.toFixed(0), 15)}\n`,
  );
}
