#!/usr/bin/env node
// Public read API benchmark (issue #18): requests per second and p50/p99 latency for a list (/api/v1/meetings), a
// meeting's transcript segments and a search, under 50 concurrent connections, each as a ratio to the same server's
// static-file throughput in the same run. The goal for lists is at least 0.3x the static file.
//   node scripts/bench/api.mjs [--seconds 10] [--warmup 3] [--connections 50]
// The server is the built one on a fresh seeded PGlite, or on BENCH_DATABASE_URL (built-server.mjs), with the
// anonymous rate limit raised out of the way: every request still counts against it (one counter write each), as in
// production. Run on a quiet machine for figures worth quoting.
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./built-server.mjs";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
  },
});
const seconds = Number(values.seconds);
const warmupSeconds = Number(values.warmup);
const connections = Number(values.connections);
const port = Number(process.env.E2E_PORT || process.env.BENCH_PORT || 3421);

process.env.API_RATE_LIMIT_PER_MINUTE = "1000000000";

function load(url, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const server = await startBuiltServer({ name: "bench-api", port });
try {
  const list = await (await fetch(`${server.base}/api/v1/meetings?limit=100`)).json();
  const meeting = list.data.find((item) => item.hasTranscript) ?? list.data[0];
  if (!meeting) throw new Error("the seeded demo has no meetings");
  const targets = [
    ["static file /favicon.svg (baseline)", "/favicon.svg"],
    ["list /api/v1/meetings", "/api/v1/meetings?limit=25"],
    ["meeting /api/v1/meetings/{id}", `/api/v1/meetings/${meeting.id}`],
    ["segments /api/v1/meetings/{id}/segments", `/api/v1/meetings/${meeting.id}/segments?limit=200`],
    ["search /api/v1/search?q=council", "/api/v1/search?q=council"],
  ];
  const rows = [];
  for (const [label, target] of targets) {
    await load(server.base + target, warmupSeconds);
    const result = await load(server.base + target, seconds);
    rows.push({
      label,
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    });
  }
  const baseline = rows[0]?.rps || 1;
  const pad = (value, width) => String(value).padEnd(width);
  process.stdout.write(
    `${connections} connections, ${seconds} s each (after ${warmupSeconds} s warm-up)\n` +
      `${pad("target", 44)}${pad("req/s", 9)}${pad("ratio", 8)}${pad("p50 ms", 8)}${pad("p99 ms", 8)}failures\n`,
  );
  for (const row of rows) {
    process.stdout.write(
      `${pad(row.label, 44)}${pad(row.rps.toFixed(0), 9)}${pad((row.rps / baseline).toFixed(2), 8)}${pad(row.p50, 8)}${pad(row.p99, 8)}${row.failures}\n`,
    );
  }
} finally {
  await server.stop();
}
