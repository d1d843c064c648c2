import { describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env.server";

describe("configuration", () => {
  it("needs nothing for a local run", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DEMO_SEED).toBe(true);
    expect(env.RUN_WORKER).toBe(true);
  });

  it("names the variable and the reason in one line", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(
      /^Invalid configuration: PORT must be a number \(got "abc"\)$/,
    );
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(
      "Invalid configuration: PORT must be between 1 and 65535",
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
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("requires a real session secret once the site is public", () => {
    expect(() => parseEnv({ PUBLIC_URL: "https://civic.example.org" })).toThrowError(
      /^Invalid configuration: SESSION_SECRET/,
    );
    expect(
      parseEnv({ PUBLIC_URL: "https://civic.example.org", SESSION_SECRET: "x".repeat(40) }).PUBLIC_URL,
    ).toBe("https://civic.example.org");
  });

  it("turns DEMO_SEED=0 off", () => {
    expect(parseEnv({ DEMO_SEED: "0" }).DEMO_SEED).toBe(false);
  });
});
