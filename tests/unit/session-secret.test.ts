// The generated session secret (issue #12): made once per DATA_DIR, readable by its owner alone, the same for every
// process that starts at once, and refused with one clear line when the file is damaged.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";
import { SESSION_SECRET_FILE, sessionSecretPath } from "~/lib/session-secret.server";

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), "civiclens-secret-"));
const modeOf = (file: string) => statSync(file).mode & 0o777;

describe("the generated session secret", () => {
  it("is made on the first start, kept in DATA_DIR for its owner alone, and reused after", () => {
    const dataDir = path.join(freshDataDir(), "not-yet-made");
    const first = parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET;
    const file = path.join(dataDir, SESSION_SECRET_FILE);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, "utf8")).toBe(`${first}\n`);
    expect(modeOf(file)).toBe(0o600);
    expect(parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first);
    // Nothing else is left behind (the draft it was written to first).
    expect(readdirSync(dataDir)).toEqual([SESSION_SECRET_FILE]);
  });

  it("is not made when SESSION_SECRET is given", () => {
    const dataDir = freshDataDir();
    parseEnv({ DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(32) });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it("is the same for several processes starting at once", async () => {
    const dataDir = freshDataDir();
    const moduleUrl = new URL("../../app/lib/session-secret.server.ts", import.meta.url).href;
    const script = `const { readOrCreateSessionSecret } = await import(${JSON.stringify(moduleUrl)});
process.stdout.write(readOrCreateSessionSecret(${JSON.stringify(dataDir)}));`;
    const run = promisify(execFile);
    const outputs = await Promise.all(
      Array.from({ length: 4 }, () =>
        run(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
          env: { ...process.env, LOG_LEVEL: "silent" },
        }),
      ),
    );
    const secrets = new Set(outputs.map((output) => output.stdout));
    expect(secrets.size).toBe(1);
    expect([...secrets][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(readdirSync(dataDir)).toEqual([SESSION_SECRET_FILE]);
  });

  it("is made readable by its owner alone when it was readable by others", () => {
    const dataDir = freshDataDir();
    const secret = parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET;
    const file = sessionSecretPath(dataDir);
    chmodSync(file, 0o644);
    expect(parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(secret);
    expect(modeOf(file)).toBe(0o600);
  });

  it("refuses a file that is too short or damaged, in one line that says what to do", () => {
    for (const content of ["", "too-short\n", `${"a".repeat(20)} ${"b".repeat(20)}\n`, "\u0000".repeat(40)]) {
      const dataDir = freshDataDir();
      writeFileSync(sessionSecretPath(dataDir), content, { mode: 0o600 });
      expect(() => parseEnv({ DATA_DIR: dataDir })).toThrowError(
        `Invalid configuration: the session secret in ${sessionSecretPath(dataDir)} is too short or damaged (one line of 32+ characters expected); delete the file to make a new one (this signs everyone out) or set SESSION_SECRET`,
      );
    }
  });

  it("accepts a secret an operator wrote into the file", () => {
    const dataDir = freshDataDir();
    writeFileSync(sessionSecretPath(dataDir), "An-Operator's-Own-Secret-Of-40-Characters\n", { mode: 0o600 });
    expect(parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe("An-Operator's-Own-Secret-Of-40-Characters");
  });

  it("says so in one line when DATA_DIR cannot hold one", () => {
    const notAFolder = path.join(freshDataDir(), "a-file");
    writeFileSync(notAFolder, "");
    expect(() => parseEnv({ DATA_DIR: notAFolder })).toThrowError(
      /^Invalid configuration: SESSION_SECRET is not set and no generated one could be kept in .+ \([A-Z]+\); make DATA_DIR writable or set SESSION_SECRET$/,
    );
  });
});
