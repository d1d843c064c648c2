// The JavaScript a reader loads by their first use of any control (issue #32): a browser opens the page as a
// visitor, uses every control it has, one after another as each appears (presses each button, Load More and Search
// Videos included, focuses each box, changes each select), and every same-origin JavaScript response it loaded
// meanwhile is counted, gzipped at level 9. Not the bytes the HTML names: a script that a control fetches counts as
// much as one the page starts with.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, type Request } from "@playwright/test";

export const KB = 1024;

export type PageWeight = {
  /** The paths of the same-origin scripts the page loaded, in the order it asked for them. */
  files: string[];
  gzipBytes: number;
  /** How many controls the reader used (or found disabled). */
  controlsUsed: number;
};

type RouterManifestEntry = { module: string; imports?: string[] };
type RouterManifest = { entry: RouterManifestEntry; routes: Record<string, RouterManifestEntry> };

/**
 * The app's scripts, as the build's React Router manifest names them (build/client/assets/manifest-*.js, the
 * directory playwright.config.ts serves): `framework` is the entry and its imports (React DOM, React and React
 * Router), `all` also every route module and its imports.
 */
export function appScriptsOfBuild(): { framework: string[]; all: Set<string> } {
  const assets = path.join(process.env.BUILD_DIR || "build", "client", "assets");
  const manifests = readdirSync(assets).filter((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (manifests.length !== 1)
    throw new Error(`expected one React Router manifest in ${assets}: ${manifests}`);
  const [name] = manifests as [string];
  const source = readFileSync(path.join(assets, name), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) as RouterManifest;
  const framework = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  const all = new Set([`/assets/${name}`, ...framework]);
  for (const route of Object.values(manifest.routes)) {
    all.add(route.module);
    for (const file of route.imports ?? []) all.add(file);
  }
  return { framework, all };
}

/** Everything a reader can use: buttons (and disclosure summaries), boxes and selects. */
const CONTROLS = 'button, [role="button"], summary, input:not([type="hidden"]), select, textarea';
const BUTTON_INPUT_TYPES = new Set(["submit", "button", "reset", "image"]);
/** Marks a control once used, so each is used once even as the page adds or replaces some. */
const USED = "data-page-weight-used";
/**
 * A list's items repeat one control (a transcript's lines, a city's meetings, a page's decisions): those of its first
 * two items are used, not those of every later one.
 */
const LATER_ITEM = ":is(ul, ol) > li:nth-child(n + 3)";
/** Far more than any public page has: a page that keeps making new controls ends the walk here. */
const MOST_CONTROLS = 400;

/** Follows the same-origin script requests the page makes, so a test can wait until none is on its way. */
function followScripts(page: Page, origin: string) {
  const files: string[] = [];
  const bodies: Promise<number>[] = [];
  const inFlight = new Set<Request>();
  let settled: (() => void) | null = null;
  const isScript = (request: Request) =>
    new URL(request.url()).origin === origin &&
    (request.resourceType() === "script" || /\.m?js$/.test(new URL(request.url()).pathname));
  const done = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size === 0) settled?.();
  };
  page.on("request", (request) => {
    if (isScript(request)) inFlight.add(request);
  });
  page.on("requestfailed", done);
  page.on("requestfinished", async (request) => {
    if (inFlight.has(request)) {
      const response = await request.response();
      if (response?.ok()) {
        files.push(new URL(request.url()).pathname);
        bodies.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    }
    done(request);
  });
  return {
    files,
    gzipBytes: async () => (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0),
    /** Resolves once no script the page asked for is still loading. */
    settled: () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            settled = resolve;
          }),
  };
}

type ControlFound = {
  tag: string;
  type: string;
  disabled: boolean;
  inOpenDialog: boolean;
  otherOption?: string;
};

/** Uses the next control not used yet as a reader would; false when there is none left. */
async function operateNextControl(page: Page): Promise<boolean> {
  // Found and marked in one step in the page, so the page cannot change it in between.
  const found = await page.evaluateHandle(
    ([selector, used]) => {
      const control = [...document.querySelectorAll(selector)].find((element) =>
        element.checkVisibility({ visibilityProperty: true }),
      );
      control?.setAttribute(used, "");
      return control ?? null;
    },
    [`:is(${CONTROLS}):not([${USED}]):not(${LATER_ITEM} *)`, USED] as const,
  );
  const control = found.asElement();
  if (!control) return false;
  const { tag, type, disabled, inOpenDialog, otherOption } = await control.evaluate(
    (element): ControlFound => ({
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type") ?? "",
      disabled: (element as HTMLButtonElement).disabled === true,
      inOpenDialog: element.closest("dialog[open]") !== null,
      otherOption:
        element instanceof HTMLSelectElement
          ? [...element.options].find((option) => !option.disabled && option.value !== element.value)?.value
          : undefined,
    }),
  );
  if (disabled) return true;
  // A modal dialog (a request form, say) makes the rest of the page inert: close it to reach the rest.
  const openDialog = page.locator("dialog[open]");
  if (!inOpenDialog && (await openDialog.count()) > 0) {
    await page.keyboard.press("Escape");
    await expect(openDialog).toHaveCount(0);
  }
  try {
    if (tag === "select" && otherOption !== undefined) await control.selectOption(otherOption);
    else if (tag === "select" || tag === "textarea") await control.focus();
    else if (tag === "input" && !BUTTON_INPUT_TYPES.has(type)) await control.focus();
    else await control.click();
  } catch (error) {
    // The page replaced the control (a list read again, say) while the reader reached for it: the new one is next.
    if (await control.evaluate((element) => element.isConnected).catch(() => false)) throw error;
  }
  return true;
}

/**
 * Opens `pagePath` and, unless told to leave them, uses every control on it, then counts the scripts it loaded.
 * Whatever would leave the page (a form sent, a script going to another address) is answered 204 No Content, so the
 * browser stays on this page and its scripts are all that is counted; the scripts a control asked for before that
 * still count.
 */
export async function pageWeight(
  page: Page,
  origin: string,
  pagePath: string,
  { useEveryControl }: { useEveryControl: boolean },
): Promise<PageWeight> {
  const scripts = followScripts(page, origin);
  const response = await page.goto(pagePath);
  if (!response?.ok()) throw new Error(`${pagePath} answered ${response?.status()}`);
  await page.route(
    (url) => url.origin === origin,
    async (route) => {
      const request = route.request();
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        await route.fulfill({ status: 204 });
      } else await route.fallback();
    },
  );
  await scripts.settled();
  let controlsUsed = 0;
  while (useEveryControl && controlsUsed < MOST_CONTROLS && (await operateNextControl(page))) {
    controlsUsed += 1;
    await scripts.settled();
  }
  return { files: scripts.files, gzipBytes: await scripts.gzipBytes(), controlsUsed };
}
