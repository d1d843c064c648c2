// The build refuses a second copy of the app's modules (ADR 0032): scripts/check-one-copy.mjs, which
// `npm run build` runs, on build folders shaped as the old build (esbuild entries bundling the app again beside
// React Router's build) and the new one (entries that only load the one server bundle).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

/** AppError as each bundler writes it. */
const ROLLUP_APP_ERROR = 'class AppError extends Error {\n  name = "AppError";\n}\n';
const ESBUILD_APP_ERROR = 'var AppError = class extends Error {\n  name = "AppError";\n};\n';
const LOADER =
  "const { bundle } = await loadServerBundle(import.meta.url);\nawait bundle.startWorkerProcess();\n";

const folders: string[] = [];

function buildFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), "civiclens-build-check-"));
  folders.push(folder);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), text);
  }
  return folder;
}

function check(folder: string) {
  const run = spawnSync(process.execPath, ["scripts/check-one-copy.mjs", folder], { encoding: "utf8" });
  return { status: run.status, stderr: run.stderr };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe("the one-copy build check", () => {
  it("refuses the old build: the server and worker entries each bundled the app again", () => {
    const result = check(
      buildFolder({
        "server/index.js": ROLLUP_APP_ERROR,
        "server.js": ESBUILD_APP_ERROR,
        "worker.js": ESBUILD_APP_ERROR,
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("AppError is defined in 3 files (server.js, server/index.js, worker.js)");
  });

  it("accepts entries that only load the server bundle, whatever the browser's own bundle holds", () => {
    const result = check(
      buildFolder({
        "server/index.js": ROLLUP_APP_ERROR,
        "server.js": LOADER,
        "worker.js": LOADER,
        "client/assets/form-1a2b.js": ROLLUP_APP_ERROR,
      }),
    );
    expect(result).toEqual({ status: 0, stderr: "" });
  });

  it("refuses a copy split into another chunk of the server build, and a build with none", () => {
    const split = check(
      buildFolder({ "server/index.js": ROLLUP_APP_ERROR, "server/assets/routes-9f8e.js": ROLLUP_APP_ERROR }),
    );
    expect(split.status).toBe(1);
    expect(split.stderr).toContain(`defined in 2 files (server/assets/routes-9f8e.js, server/index.js)`);
    const none = check(buildFolder({ "server/index.js": LOADER, "server.js": LOADER }));
    expect(none.status).toBe(1);
    expect(none.stderr).toContain("defined in 0 files (none)");
  });
});
