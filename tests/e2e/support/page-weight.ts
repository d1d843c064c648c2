// The JavaScript a page makes the browser fetch, measured the way scripts/bench/pages.mjs measures it: every script
// and modulepreload the HTML names (and any module the inline boot script imports), each fetched from the server
// under test and gzipped at level 9. The budgets are ADR 0038's: what each public page ships today with a little
// headroom, so an import that drags a library onto a page fails here; the goal is the issue's target (issue #16).
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "../../../app/lib/app-on-demand";

export type PageWeight = {
  files: string[];
  gzipBytes: number;
  /** What a page that starts the app on demand fetches once a reader uses a control (ADR 0050). */
  inertFiles: string[];
  inertGzipBytes: number;
};

const SCRIPT_PATTERNS = [
  /<script[^>]+src="([^"]+\.js)"/g,
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  /import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
];

/** The app's scripts as a page that starts the app on demand carries them: inert until a control is used (ADR 0050). */
const INERT_BOOT_SCRIPT = new RegExp(
  `<script[^>]+type="${INERT_MODULE_TYPE}"[^>]*>[\\s\\S]*?<\\/script>`,
  "g",
);
const INERT_PRELOAD = new RegExp(`<link[^>]+rel="${INERT_PRELOAD_REL}"[^>]+href="([^"]+\\.js)"`, "g");

function namedBy(html: string, patterns: readonly RegExp[]): string[] {
  const found = new Set<string>();
  for (const pattern of patterns) {
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The scripts the browser fetches as it loads the page. */
export function scriptsNamedIn(html: string): string[] {
  return namedBy(html.replace(INERT_BOOT_SCRIPT, ""), SCRIPT_PATTERNS);
}

/** The scripts the page carries inert, which its island fetches when a reader first uses a control. */
export function inertScriptsNamedIn(html: string): string[] {
  const boot = [...html.matchAll(INERT_BOOT_SCRIPT)].map((match) => match[0]).join("");
  return [...new Set([...namedBy(html, [INERT_PRELOAD]), ...namedBy(boot, SCRIPT_PATTERNS)])];
}

async function gzipBytesOf(request: APIRequestContext, pagePath: string, files: string[]): Promise<number> {
  let gzipBytes = 0;
  for (const file of files) {
    const script = await request.get(file);
    if (!script.ok()) throw new Error(`${file} (named by ${pagePath}) answered ${script.status()}`);
    gzipBytes += gzipSync(await script.body(), { level: 9 }).length;
  }
  return gzipBytes;
}

export async function pageWeight(request: APIRequestContext, pagePath: string): Promise<PageWeight> {
  const page = await request.get(pagePath);
  if (!page.ok()) throw new Error(`${pagePath} answered ${page.status()}`);
  const html = await page.text();
  const files = scriptsNamedIn(html);
  const inertFiles = inertScriptsNamedIn(html);
  return {
    files,
    gzipBytes: await gzipBytesOf(request, pagePath, files),
    inertFiles,
    inertGzipBytes: await gzipBytesOf(request, pagePath, inertFiles),
  };
}

export const KB = 1024;
