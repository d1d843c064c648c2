// Refuses a build that holds a second copy of the app's modules beside the server bundle (ADR 0032): AppError, which
// nearly every module reaches, must be defined in exactly one server-side file of the build folder.
// `node scripts/check-one-copy.mjs [buildDir]`; `npm run build` runs it through scripts/build-server.mjs.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The class's definition as Rollup (`class AppError`) or esbuild (`var AppError = class`) writes it. */
const APP_ERROR_DEFINITION = /\bclass AppError\b|\bAppError = class\b/;

/** The server-side JavaScript files of a build folder (the browser's client/ folder is another runtime). */
function serverFiles(buildDir) {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.relative(buildDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.split(path.sep)[0] !== "client")
    .sort();
}

/** Throws unless exactly one server-side file of `buildDir` defines AppError. */
export function checkOneCopy(buildDir) {
  const defining = serverFiles(buildDir).filter((file) =>
    APP_ERROR_DEFINITION.test(readFileSync(path.join(buildDir, file), "utf8")),
  );
  if (defining.length !== 1) {
    throw new Error(
      `${buildDir}: AppError is defined in ${defining.length} files (${defining.join(", ") || "none"}); the app's ` +
        "modules must be built once, into server/index.js, and the process entries only load it (ADR 0032)",
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    checkOneCopy(process.argv[2] || process.env.BUILD_DIR || "build");
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
