// The process's open database and job queue, kept where a second load of their module still finds them: Vite's dev
// server runs an edited module again (`npm run dev`), and the tests' HTTP server loads the app through Vite beside the
// test file's own modules. The built server holds each module once (ADR 0032); nothing else needs keeping here.
type Shared = "database" | "queue";

const registry = globalThis as typeof globalThis & { __civiclens?: Map<Shared, unknown> };

export function setSingleton<T>(name: Shared, value: T | undefined): void {
  registry.__civiclens ??= new Map();
  if (value === undefined) registry.__civiclens.delete(name);
  else registry.__civiclens.set(name, value);
}

export function getSingleton<T>(name: Shared): T | undefined {
  return registry.__civiclens?.get(name) as T | undefined;
}
