// Compiles the two process entries, build/server.js and build/worker.js, after `react-router build`. Each only loads
// the server bundle beside it (build/server/index.js, where Vite built the app and both processes' code), so it may
// bundle no module but the entry files themselves: a second copy of an app module is refused (ADR 0032).
import path from "node:path";
import { build } from "esbuild";
import { checkOneCopy } from "./check-one-copy.mjs";

const outdir = process.env.BUILD_DIR || "build";
const ENTRY_FILES = ["server/index.ts", "worker/index.ts", "server/server-bundle.ts"];

const { metafile } = await build({
  entryPoints: { server: "server/index.ts", worker: "worker/index.ts" },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  metafile: true,
  logLevel: "warning",
});

const bundled = Object.keys(metafile.inputs).filter(
  (input) => !ENTRY_FILES.includes(input.split(path.sep).join("/")),
);
if (bundled.length > 0) {
  process.stderr.write(
    `The process entries must only load the server bundle, but they bundle: ${bundled.join(", ")} (ADR 0032)\n`,
  );
  process.exit(1);
}
try {
  checkOneCopy(outdir);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
