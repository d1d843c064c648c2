// A test file's own configuration. Test files share a worker's process (isolate: false), so env() may already have
// been parsed by the time a file's hooks run: setting variables always goes with parsing them again. The per-file
// setup (per-file-database.ts) puts the process's environment back when the file ends.
import { forgetEnv } from "~/lib/env.server";

/** Sets each variable (or removes it, for `undefined`) and has the next env() read the result. */
export function setTestEnvironment(variables: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(variables)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  forgetEnv();
}
