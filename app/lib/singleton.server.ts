// Keeps one instance per process even when a module is loaded twice (the server bundle and the React Router build).
const registry = globalThis as typeof globalThis & { __civiclens?: Map<string, unknown> };

export function setSingleton<T>(name: string, value: T | undefined): void {
  registry.__civiclens ??= new Map();
  if (value === undefined) registry.__civiclens.delete(name);
  else registry.__civiclens.set(name, value);
}

export function getSingleton<T>(name: string): T | undefined {
  return registry.__civiclens?.get(name) as T | undefined;
}
