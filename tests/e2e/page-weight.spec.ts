// The JavaScript budget of every public page (issue #32): what a visitor's browser loads from opening the page until
// they have used each of its controls, gzipped, is at most 60 KB, and none of it is the app (React, React Router or
// a route module, as the build's React Router manifest names them). It drives the real build the e2e server serves,
// so a control that starts fetching a library (or the app) on its first use fails here.
import { expect, type Page, test } from "@playwright/test";
import { enterDemoSession } from "./support/accounts";
import { appScriptsOfBuild, KB, pageWeight } from "./support/page-weight";
import { showcaseMeeting } from "./support/seeded-meetings";

const showcase = showcaseMeeting();
const city = `/city/${showcase.cityKey}`;

/** The goal, for every public page. */
const BUDGET_KB = 60;

/** The first link on `indexPath` to a page under it (a topic's, a person's): their addresses come from the data. */
async function firstPageUnder(page: Page, indexPath: string): Promise<string> {
  const html = await (await page.request.get(indexPath)).text();
  const found = html.match(new RegExp(`href="(${indexPath}/[a-z0-9-]+)"`))?.[1];
  if (!found) throw new Error(`${indexPath} links to no page under it`);
  return found;
}

const PAGES: { name: string; path: string | ((page: Page) => Promise<string>) }[] = [
  { name: "home", path: "/" },
  { name: "city", path: city },
  { name: "meeting", path: `/meeting/${showcase.videoId}` },
  { name: "story", path: `/story/${showcase.videoId}` },
  { name: "search results", path: "/search?q=budget" },
  { name: "directory", path: `${city}/businesses` },
  { name: "business detail", path: "/businesses/anchor-and-oar-cafe" },
  { name: "decisions", path: `${city}/decisions` },
  { name: "promises", path: `${city}/commitments` },
  { name: "people", path: `${city}/people` },
  { name: "person", path: (page) => firstPageUnder(page, `${city}/people`) },
  { name: "topics", path: `${city}/topics` },
  { name: "topic", path: (page) => firstPageUnder(page, `${city}/topics`) },
];

test.describe("page weight", () => {
  const app = appScriptsOfBuild();

  for (const { name, path } of PAGES) {
    test(`the ${name} page loads at most ${BUDGET_KB} KB of gzipped JavaScript by the first use of every control, and not the app`, async ({
      page,
      baseURL,
    }) => {
      // Each control used in turn, and waited for, on a busy machine: more than one page's worth of time.
      test.slow();
      const pagePath = typeof path === "string" ? path : await path(page);
      const weight = await pageWeight(page, new URL(baseURL ?? "").origin, pagePath, {
        useEveryControl: true,
      });
      const kb = weight.gzipBytes / KB;
      process.stdout.write(
        `page weight: ${name} ${pagePath}: ${kb.toFixed(1)} KB in ${weight.files.length} files by the first use of ${weight.controlsUsed} controls (goal ${BUDGET_KB} KB)\n`,
      );
      // The page's own island, at least: a count of nothing would pass for the wrong reason.
      expect(weight.files).toContainEqual(expect.stringMatching(/^\/assets\/[\w-]+\.island-[\w-]+\.js$/));
      expect(weight.files.filter((file) => app.framework.includes(file))).toEqual([]);
      expect(weight.files.filter((file) => app.all.has(file))).toEqual([]);
      expect(kb).toBeLessThanOrEqual(BUDGET_KB);
    });
  }

  test("a signed-in person gets the app, as the build's manifest names it", async ({ page, baseURL }) => {
    // The demo administrator has no home city, so `/` is the home page for them too.
    await enterDemoSession(page, "admin");
    // Opened only: the app's controls would sign out or change data, and the app is there from the start.
    const weight = await pageWeight(page, new URL(baseURL ?? "").origin, "/", { useEveryControl: false });
    // What the visitors' pages are checked against is what the app really loads.
    expect(app.framework.length).toBeGreaterThan(1);
    for (const file of app.framework) expect(weight.files).toContain(file);
    expect(weight.files.filter((file) => file.includes(".island-"))).toEqual([]);
  });
});
