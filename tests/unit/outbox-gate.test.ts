// Who may read the mail outbox page (issue #12): only a request from this machine, to a server that listens on
// loopback alone, has no public address or proxy, and sends no real mail. The socket peer is what counts.
import { describe, expect, it } from "vitest";
import { type Env, parseEnv } from "~/lib/env.server";
import { outboxPageEnabled, outboxPageListening } from "~/lib/mail.server";

const localConfig = parseEnv({ SESSION_SECRET: "s".repeat(32), HOST: "127.0.0.1" });
const fromPeer = (peerAddress: string | undefined, headers: Record<string, string> = {}) => ({
  peerAddress,
  headers,
});
const enabled = (overrides: Partial<Env>, request = fromPeer("127.0.0.1")) =>
  outboxPageEnabled({ ...localConfig, ...overrides }, request);

describe("the outbox page", () => {
  it("is served to this machine by a server on loopback that sends no mail", () => {
    for (const peer of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      expect(outboxPageEnabled(localConfig, fromPeer(peer)), peer).toBe(true);
    }
    for (const HOST of ["localhost", "::1", "[::1]", "127.0.0.1"]) {
      expect(enabled({ HOST }), HOST).toBe(true);
    }
  });

  it("is not served to a peer beyond this machine, whatever the headers say", () => {
    for (const peer of [
      "10.0.0.5",
      "192.168.1.20",
      "203.0.113.9",
      "::ffff:10.0.0.1",
      "fe80::1",
      "2001:db8::1",
    ]) {
      expect(outboxPageEnabled(localConfig, fromPeer(peer)), peer).toBe(false);
    }
    expect(outboxPageEnabled(localConfig, fromPeer(undefined))).toBe(false);
    expect(outboxPageEnabled(localConfig, fromPeer("10.0.0.5", { "x-forwarded-for": "127.0.0.1" }))).toBe(
      false,
    );
  });

  it("is not served through a proxy on this machine", () => {
    for (const header of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect(outboxPageEnabled(localConfig, fromPeer("127.0.0.1", { [header]: "203.0.113.9" })), header).toBe(
        false,
      );
    }
    expect(enabled({ TRUST_PROXY: 1 })).toBe(false);
    expect(enabled({ TRUST_PROXY: ["loopback"] })).toBe(false);
    expect(enabled({ PUBLIC_URL: "https://civic.example.org" })).toBe(false);
  });

  it("does not exist while the server listens beyond loopback or sends real mail", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.10", "civic.example.org"]) {
      expect(enabled({ HOST }), HOST).toBe(false);
      expect(outboxPageListening({ ...localConfig, HOST })).toBe(false);
    }
    expect(enabled({ SMTP_URL: "smtp://mail.example.org:587" })).toBe(false);
    expect(outboxPageListening(localConfig)).toBe(true);
  });
});
