#!/usr/bin/env node
// Lighthouse on the home, city, meeting and story pages: mobile, simulated throttling (Lighthouse's defaults), in
// Debian's Chromium, headless. Prints the four category scores per page and, with --details, every audit that did not
// pass.   node scripts/bench/lighthouse.mjs [--details]
// The server is the built one (BUILD_DIR, default build/; built first if absent) on a fresh seeded PGlite, or on
// BENCH_DATABASE_URL when set (built-server.mjs, the start scripts/bench/pages.mjs uses). CHROMIUM_PATH overrides the browser.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./built-server.mjs";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const showDetails = process.argv.includes("--details");
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const { base, stop } = await startBuiltServer({
  name: "bench-lighthouse",
  port: 3900 + Math.floor(Math.random() * 100),
});

const firstMatch = (text, pattern) => text.match(pattern)?.[0];

/** The audits that cost points: weighted in a category and not passed. */
function failingAudits(lhr) {
  const lines = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      lines.push(`    ${id}: ${audit.id} ${Math.round(audit.score * 100)}${value}: ${audit.title}`);
    }
  }
  return lines;
}

/** One page's report. A run Lighthouse itself calls broken (a trace it failed to record) is run again, twice. */
async function audit(url, port, label) {
  let lastError;
  for (let attempt = 0; attempt < 3; attempt++) {
    const { lhr } = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!lhr.runtimeError) return lhr;
    lastError = lhr.runtimeError;
    process.stderr.write(`${label}: ${lastError.code}, running it again\n`);
  }
  throw new Error(`${label}: ${lastError.message}`);
}

let chrome;
try {
  // The sitemap names a Live city and its meeting and story pages, as in pages.mjs. The meeting page is measured
  // twice: the story's meeting (analysed, with a long transcript: what a shared link opens) and the sitemap's first
  // meeting, which the seed left unanalysed, so opening it starts its analysis and the page shows the progress.
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  const storyPath = firstMatch(sitemap, /\/city\/[a-z0-9-]+\/meeting-story\/[A-Za-z0-9-]+/);
  const pages = [
    ["home", "/"],
    ["city page", firstMatch(sitemap, /\/city\/[a-z0-9-]+(?=<)/)],
    ["meeting page", storyPath?.replace("/meeting-story/", "/meeting/")],
    ["meeting, first open", firstMatch(sitemap, /\/city\/[a-z0-9-]+\/meeting\/[A-Za-z0-9-]+/)],
    ["story page", storyPath],
  ].filter(([, pagePath]) => pagePath);

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const pad = (value, width) => String(value).padEnd(width);
  process.stdout.write(
    `\nLighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile, simulated throttling\n\n`,
  );
  process.stdout.write(
    `${pad("page", 16)}${pad("performance", 13)}${pad("accessibility", 15)}${pad("best practices", 16)}seo\n`,
  );
  const details = [];
  for (const [label, pagePath] of pages) {
    const lhr = await audit(base + pagePath, chrome.port, label);
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    process.stdout.write(
      `${pad(label, 16)}${pad(score("performance"), 13)}${pad(score("accessibility"), 15)}${pad(score("best-practices"), 16)}${score("seo")}\n`,
    );
    details.push(`  ${label}: ${pagePath}`, ...(showDetails ? failingAudits(lhr) : []));
  }
  process.stdout.write(`${details.join("\n")}\n`);
} finally {
  await chrome?.kill();
  await stop();
}
