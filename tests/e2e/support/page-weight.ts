// The JavaScript a page makes the browser fetch, measured the way scripts/bench/pages.mjs measures it: every script
// and modulepreload the HTML names (and any module the inline boot script imports), each fetched from the server
// under test and gzipped at level 9. The budgets are ADR 0038's: what each public page ships today with a little
// headroom, so an import that drags a library onto a page fails here; the goal is the issue's target (issue #16).
import { gzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";

export type PageWeight = { files: string[]; gzipBytes: number };

const SCRIPT_PATTERNS = [
  /<script[^>]+src="([^"]+\.js)"/g,
  /<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g,
  /import\s*\(?\s*"(\/assets\/[^"]+\.js)"/g,
];

export function scriptsNamedIn(html: string): string[] {
  const found = new Set<string>();
  for (const pattern of SCRIPT_PATTERNS) {
    for (const match of html.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

export async function pageWeight(request: APIRequestContext, pagePath: string): Promise<PageWeight> {
  const page = await request.get(pagePath);
  if (!page.ok()) throw new Error(`${pagePath} answered ${page.status()}`);
  const files = scriptsNamedIn(await page.text());
  let gzipBytes = 0;
  for (const file of files) {
    const script = await request.get(file);
    if (!script.ok()) throw new Error(`${file} (named by ${pagePath}) answered ${script.status()}`);
    gzipBytes += gzipSync(await script.body(), { level: 9 }).length;
  }
  return { files, gzipBytes };
}

export const KB = 1024;
