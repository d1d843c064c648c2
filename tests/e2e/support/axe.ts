// Runs axe-core in the page and returns the serious and critical violations, for a readable assertion.
// The source is evaluated through the DevTools protocol, so the page's Content-Security-Policy stays in force.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // A colour transition caught half-way reads as poor contrast: let every finite transition reach its end first
  // (spinners run forever and cannot be finished).
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
  await page.evaluate(axeSource);
  // Frames are YouTube's, not ours, and offline they never answer axe's messages: axe would wait for each one
  // (frameWaitTime, 60 s), so only this document is checked. Rules about the <iframe> element itself (its title)
  // still run here.
  const violations = await page.evaluate(async () => {
    type AxeRun = (
      context: Document,
      options: { iframes: boolean },
    ) => Promise<{ violations: AxeViolation[] }>;
    const axe = (window as unknown as { axe: { run: AxeRun } }).axe;
    return (await axe.run(document, { iframes: false })).violations;
  });
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/** The page is no wider than the viewport (no sideways scrolling on a phone) and has no serious axe violation. */
export async function expectFitsAndAxeClean(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
}
