// Finds the project's root folder from wherever this module ended up (its source or the server bundle).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

let cachedRoot: string | undefined;

export function projectRoot(): string {
  if (cachedRoot) return cachedRoot;
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(directory, "package.json");
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, "utf8")).name === "civiclens") {
      cachedRoot = directory;
      return directory;
    }
    const parent = path.dirname(directory);
    if (parent === directory) {
      cachedRoot = process.cwd();
      return cachedRoot;
    }
    directory = parent;
  }
}
