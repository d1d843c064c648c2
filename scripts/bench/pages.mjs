#!/usr/bin/env node
// Page benchmark (issue #16): requests per second, p50/p99 latency and failures for every public page (home, city,
// meeting, story, search results, directory, business detail) under 50 concurrent connections, each as a ratio to
// the same server's static-file throughput in the same run, plus the JavaScript (gzip) each page names as it opens.
// Each page is measured twice: "warm", on a server with the page cache (ADR 0037), and "cold", on a second server
// started with PAGE_CACHE_MB=0, where every request renders the page (the cost of a miss).
//   node scripts/bench/pages.mjs [--seconds 10] [--warmup 3] [--connections 50]
// The servers run on a fresh seeded PGlite each, or on BENCH_DATABASE_URL when set (seeded by the first start).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const argument = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const seconds = argument("--seconds", 10);
const warmupSeconds = argument("--warmup", 3);
const connections = argument("--connections", 50);

if (!existsSync("build/server.js")) {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

function startServer(pageCacheMb) {
  const port = 3800 + Math.floor(Math.random() * 100);
  const dataDir = mkdtempSync(path.join(tmpdir(), "civiclens-bench-pages-"));
  const child = spawn("node", ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      DEMO_SEED: "1",
      PAGE_CACHE_MB: String(pageCacheMb),
    },
    stdio: "ignore",
  });
  return {
    base: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGINT");
      await new Promise((resolve) => child.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForServer(base) {
  for (let attempt = 0; attempt < 900; attempt++) {
    try {
      if ((await fetch(`${base}/`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

const firstMatch = (html, pattern) => html.match(pattern)?.[0];

// The scripts each page's HTML names, as it opens. What a reader loads by the first use of every control (issue #32)
// is measured in a browser by tests/e2e/page-weight.spec.ts; a visitor's page names only its island (ADR 0053).
function scriptsIn(html) {
  return new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
}

async function gzipKbOf(base, scripts) {
  let total = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total / 1024;
}

async function jsBytes(base, pagePath) {
  const scripts = scriptsIn(await (await fetch(base + pagePath)).text());
  return { files: scripts.size, gzipKb: await gzipKbOf(base, scripts) };
}

function load(url, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Every public page of the seeded demo: a Live city from the sitemap, its meeting, story, directory and a business. */
async function publicPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const cityPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+(?=<)/);
  const storyPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+\/meeting-story\/[A-Za-z0-9-]+/);
  // The story's own meeting: analysed already. A meeting without an analysis would start its automatic analysis and
  // story on the first request (spec), and those writes would invalidate the pages mid-measurement.
  const meetingPath = storyPath?.replace("/meeting-story/", "/meeting/");
  const directoryPath = cityPath && `${cityPath}/businesses`;
  const directory = directoryPath ? await (await fetch(base + directoryPath)).text() : "";
  const businessPath = firstMatch(directory, /\/city\/[a-z0-9-]+\/businesses\/[a-z0-9-]+(?=")/);
  return [
    ["static file /favicon.svg (baseline)", "/favicon.svg"],
    ["home /", "/"],
    ["city page", cityPath],
    ["meeting page", meetingPath],
    ["story page", storyPath],
    ["search results", cityPath && `/search?q=council&city=${cityPath.split("/")[2]}`],
    ["directory", directoryPath],
    ["business detail", businessPath],
  ].filter(([, pagePath]) => pagePath);
}

async function measure(base, pages) {
  const rows = [];
  for (const [label, pagePath] of pages) {
    await load(base + pagePath, warmupSeconds); // warm-up pass, discarded
    const result = await load(base + pagePath);
    rows.push({
      label,
      pagePath,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

const pad = (value, width) => String(value).padEnd(width);
const line = (row, baseline, kind, js) =>
  `${pad(row.label, 38)}${pad(kind, 6)}${pad(row.rps.toFixed(0), 9)}${pad((row.rps / baseline).toFixed(2), 8)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.failures, 10)}${js}\n`;

const runs = {};
for (const [kind, pageCacheMb] of [
  ["cold", 0],
  ["warm", 64],
]) {
  const server = startServer(pageCacheMb);
  try {
    await waitForServer(server.base);
    const pages = await publicPages(server.base);
    const rows = await measure(server.base, pages);
    const js = {};
    for (const [, pagePath] of pages.slice(1)) js[pagePath] = await jsBytes(server.base, pagePath);
    runs[kind] = { rows, js };
  } finally {
    await server.stop();
  }
}

process.stdout.write(
  `\n${connections} connections, ${seconds} s per page after a ${warmupSeconds} s warm-up, on ${process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite"}; ratio = page req/s / static req/s of the same server\n` +
    "warm: page cache on (64 MB); cold: PAGE_CACHE_MB=0, every request renders the page\n\n",
);
process.stdout.write(
  `${pad("page", 38)}${pad("", 6)}${pad("req/s", 9)}${pad("ratio", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("failures", 10)}JS gzip\n`,
);
const warm = runs.warm.rows;
const cold = runs.cold.rows;
for (const row of warm) {
  const js = runs.warm.js[row.pagePath];
  const jsText = js ? `${js.gzipKb.toFixed(1)} KB in ${js.files} files` : "-";
  process.stdout.write(line(row, warm[0].rps, "warm", jsText));
  const coldRow = cold.find((other) => other.label === row.label);
  if (coldRow) process.stdout.write(line(coldRow, cold[0].rps, "cold", ""));
}
for (const row of warm.slice(1)) process.stdout.write(`  ${row.label}: ${row.pagePath}\n`);
