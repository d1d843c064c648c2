// Bundles our own server and worker entries (the React Router app is built by Vite beside them).
import { build } from "esbuild";

await build({
  entryPoints: { server: "server/index.ts", worker: "worker/index.ts" },
  outdir: process.env.BUILD_DIR || "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  tsconfig: "tsconfig.json",
  sourcemap: true,
  logLevel: "warning",
});
