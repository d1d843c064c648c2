// How a process entry in the build folder finds the one server bundle: beside it, at server/index.js (ADR 0032).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type * as ServerBundle from "./app";

export async function loadServerBundle(
  entryUrl: string,
): Promise<{ bundle: typeof ServerBundle; buildDir: string }> {
  const buildDir = path.dirname(fileURLToPath(entryUrl));
  const bundle: typeof ServerBundle = await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  );
  return { bundle, buildDir };
}
