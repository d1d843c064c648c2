// The start-up line that tells a newcomer where their mail (and sign-in code) is while SMTP_URL is unset (issue #12),
// read from a pino logger writing into memory, as the web process logs it once the server listens.
import path from "node:path";
import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { env } from "~/lib/env.server";
import { logOutboxAtStartup } from "../../server/web-process";

/** The lines a logger wrote while `run` ran, parsed. */
function loggedLines(run: (log: pino.Logger) => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  run(pino({ base: undefined, timestamp: false }, sink));
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const ON_THIS_MACHINE = {
  HOST: "127.0.0.1",
  PUBLIC_URL: "http://localhost:3000",
  SMTP_URL: undefined,
  TRUST_PROXY: 0,
} as const;

describe("the outbox at start-up", () => {
  it("logs the outbox folder and the page's address while the page is served", () => {
    const lines = loggedLines((log) => logOutboxAtStartup(ON_THIS_MACHINE, log));
    expect(lines).toEqual([
      {
        level: 30,
        outbox: path.resolve(env().DATA_DIR, "outbox"),
        page: "http://localhost:3000/dev/outbox",
        msg: "SMTP_URL is not set: mail is written to the outbox folder and listed on the page, to this machine alone",
      },
    ]);
  });

  it("still logs the folder, and says why there is no page, when the server listens beyond loopback", () => {
    for (const config of [
      { ...ON_THIS_MACHINE, HOST: "0.0.0.0" },
      { ...ON_THIS_MACHINE, PUBLIC_URL: "https://civiclens.example.org" },
      { ...ON_THIS_MACHINE, TRUST_PROXY: 1 },
    ]) {
      const lines = loggedLines((log) => logOutboxAtStartup(config, log));
      expect(lines, JSON.stringify(config)).toEqual([
        {
          level: 30,
          outbox: path.resolve(env().DATA_DIR, "outbox"),
          page: "off",
          msg: "SMTP_URL is not set: mail is written to the outbox folder (no page: HOST, PUBLIC_URL or TRUST_PROXY reach beyond this machine)",
        },
      ]);
    }
  });

  it("says nothing about an outbox when mail goes out through SMTP", () => {
    const lines = loggedLines((log) =>
      logOutboxAtStartup({ ...ON_THIS_MACHINE, SMTP_URL: "smtp://mail.example.org:587" }, log),
    );
    expect(lines).toEqual([]);
  });
});
