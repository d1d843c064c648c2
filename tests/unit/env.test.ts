import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

const A_SECRET = "a-private-secret-of-more-than-thirty-two-characters";

/** A bare machine: no variables at all, run from an empty folder (where ./data is made). */
function parseInEmptyFolder(source: Record<string, string | undefined>) {
  const previous = process.cwd();
  process.chdir(mkdtempSync(path.join(tmpdir(), "civiclens-env-")));
  try {
    return parseEnv(source);
  } finally {
    process.chdir(previous);
  }
}

describe("configuration", () => {
  it("needs nothing for a local run", () => {
    const env = parseInEmptyFolder({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DEMO_SEED).toBe(true);
    expect(env.RUN_WORKER).toBe(true);
    expect(env.TRUST_PROXY).toBe(0);
    expect(env.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
  });

  it("listens beyond this machine only when HOST says so", () => {
    expect(parseEnv({ SESSION_SECRET: A_SECRET }).HOST).toBe("127.0.0.1");
    expect(parseEnv({ SESSION_SECRET: A_SECRET, HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  it("names the variable and the reason in one line", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(
      /^Invalid configuration: PORT must be a number \(got "abc"\)$/,
    );
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(
      "Invalid configuration: PORT must be between 1 and 65535",
    );
    expect(() => parseEnv({ DEMO_SEED_NOW: "yesterday", SESSION_SECRET: A_SECRET })).toThrowError(
      /^Invalid configuration: DEMO_SEED_NOW must be an ISO date and time/,
    );
    expect(parseEnv({ DEMO_SEED_NOW: "2026-11-24T12:00:00Z", SESSION_SECRET: A_SECRET }).DEMO_SEED_NOW).toBe(
      "2026-11-24T12:00:00Z",
    );
    expect(() => parseEnv({ DEMO_SEED: "maybe" })).toThrowError(
      /^Invalid configuration: DEMO_SEED must be 1 or 0/,
    );
  });

  it("rejects a database URL that is not PostgreSQL, without echoing it", () => {
    let message = "";
    try {
      parseEnv({ DATABASE_URL: "mysql://root:hunter2@db/x" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Invalid configuration: DATABASE_URL must start with postgres:// or postgresql://");
    expect(message).not.toContain("hunter2");
  });

  it("treats an empty optional value as unset", () => {
    expect(
      parseEnv({ DATABASE_URL: "", SMTP_URL: " ", SESSION_SECRET: A_SECRET }).DATABASE_URL,
    ).toBeUndefined();
  });

  it("uses a given session secret as it is, and refuses a short one without echoing it", () => {
    expect(parseEnv({ SESSION_SECRET: A_SECRET }).SESSION_SECRET).toBe(A_SECRET);
    let message = "";
    try {
      parseEnv({ SESSION_SECRET: "short-secret-123" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe("Invalid configuration: SESSION_SECRET must be at least 32 characters");
  });

  it("gives a public site without SESSION_SECRET its own random secret, never a known one", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "civiclens-env-"));
    const first = parseEnv({ PUBLIC_URL: "https://civic.example.org", DATA_DIR: dataDir });
    const other = parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "civiclens-env-")) });
    expect(first.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(other.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
    expect(parseEnv({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
  });

  it("takes TRUST_PROXY as a hop count or proxy addresses", () => {
    const trustProxy = (value: string) =>
      parseEnv({ SESSION_SECRET: A_SECRET, TRUST_PROXY: value }).TRUST_PROXY;
    expect(trustProxy("")).toBe(0);
    expect(trustProxy("0")).toBe(0);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.7")).toEqual(["10.0.0.7"]);
    expect(trustProxy("loopback, 10.0.0.0/8, 192.168.1.5, fd00::/8, ::1")).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.168.1.5",
      "fd00::/8",
      "::1",
    ]);
  });

  it("refuses a TRUST_PROXY that would believe every X-Forwarded-For entry, or no address at all", () => {
    for (const value of ["true", "yes", "false", "no"]) {
      expect(() => parseEnv({ SESSION_SECRET: A_SECRET, TRUST_PROXY: value })).toThrowError(
        new RegExp(
          `^Invalid configuration: TRUST_PROXY must be a hop count \\(1, 2, \\.\\.\\.\\) or proxy addresses, not "${value}"$`,
        ),
      );
    }
    for (const value of [
      "-1",
      "1.5",
      "10.0.0.0/33",
      "::1/129",
      "10.0.0.300",
      "proxy.example.org",
      "10.0.0.1,",
    ]) {
      expect(() => parseEnv({ SESSION_SECRET: A_SECRET, TRUST_PROXY: value })).toThrowError(
        /^Invalid configuration: TRUST_PROXY must be a hop count/,
      );
    }
  });

  it("turns DEMO_SEED=0 off", () => {
    expect(parseEnv({ DEMO_SEED: "0", SESSION_SECRET: A_SECRET }).DEMO_SEED).toBe(false);
  });
});
