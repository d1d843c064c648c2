#!/usr/bin/env node
// Page benchmark: requests per second and p50/p99 latency for `/`, a city page, a meeting page and a story page
// under 50 concurrent connections, each as a ratio to the same server's static-file throughput in this run,
// plus the JavaScript (gzip) each page loads.   node scripts/bench/pages.mjs [--seconds 10] [--connections 50]
// The server runs on a fresh seeded PGlite, or on BENCH_DATABASE_URL when set.
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
const connections = argument("--connections", 50);
const port = 3800 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;

if (!existsSync("build/server.js")) {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), "civiclens-bench-pages-"));
const server = spawn("node", ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
    DEMO_SEED: "1",
  },
  stdio: "ignore",
});

async function waitForServer() {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`${base}/`)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

const firstMatch = (html, pattern) => html.match(pattern)?.[0];

async function jsBytes(pagePath) {
  const html = await (await fetch(base + pagePath)).text();
  const scripts = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  let total = 0;
  for (const script of scripts) {
    const body = Buffer.from(await (await fetch(base + script)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { files: scripts.size, gzipKb: total / 1024 };
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

try {
  await waitForServer();
  // The sitemap names a Live city and its meeting and story pages.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const cityPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+(?=<)/);
  const meetingPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+\/meeting\/[A-Za-z0-9-]+/);
  const storyPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+\/meeting-story\/[A-Za-z0-9-]+/);
  const pages = [
    ["static file /favicon.svg (baseline)", "/favicon.svg"],
    ["home /", "/"],
    ["city page", cityPath],
    ["meeting page", meetingPath],
    ["story page", storyPath],
  ].filter(([, pagePath]) => pagePath);

  const rows = [];
  for (const [label, pagePath] of pages) {
    await load(base + pagePath); // warm-up pass, discarded
    const result = await load(base + pagePath);
    const js = pagePath.endsWith(".svg") ? { files: 0, gzipKb: 0 } : await jsBytes(pagePath);
    rows.push({
      label,
      pagePath,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      js,
    });
  }
  const baseline = rows[0].rps;
  const pad = (value, width) => String(value).padEnd(width);
  process.stdout.write(
    `\n${connections} connections, ${seconds} s per page after a warm-up; ratio = page req/s / static req/s\n\n`,
  );
  process.stdout.write(
    `${pad("page", 38)}${pad("req/s", 9)}${pad("ratio", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}${pad("non-2xx", 9)}JS gzip\n`,
  );
  for (const row of rows) {
    process.stdout.write(
      `${pad(row.label, 38)}${pad(row.rps.toFixed(0), 9)}${pad((row.rps / baseline).toFixed(2), 8)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.non2xx, 9)}${row.js.files ? `${row.js.gzipKb.toFixed(1)} KB in ${row.js.files} files` : "-"}\n`,
    );
  }
  for (const row of rows.slice(1)) process.stdout.write(`  ${row.label}: ${row.pagePath}\n`);
} finally {
  server.kill("SIGINT");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
