// Signed alert links (issue #17): a token works for its own purpose and subject only, not once altered or expired.
import { beforeAll, describe, expect, it } from "vitest";

let tokens: typeof import("~/features/alerts/alert-tokens.server");

beforeAll(async () => {
  process.env.SESSION_SECRET ??= "a-test-secret-that-is-long-enough-for-the-env-check";
  tokens = await import("~/features/alerts/alert-tokens.server");
});

describe("alert tokens", () => {
  it("reads back its subject for its own purpose only", () => {
    const token = tokens.signAlertToken("unsubscribe", "alert-1");
    expect(tokens.readAlertToken("unsubscribe", token)).toBe("alert-1");
    expect(tokens.readAlertToken("confirm", token)).toBeNull();
    expect(tokens.readAlertToken("manage", token)).toBeNull();
  });

  it("refuses an altered body or signature, and junk", () => {
    const token = tokens.signAlertToken("manage", "someone@example.org");
    const [body = "", mac = ""] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ p: "manage", s: "else@example.org" })).toString(
      "base64url",
    );
    expect(tokens.readAlertToken("manage", `${otherBody}.${mac}`)).toBeNull();
    const flipped = `${mac.slice(0, -2)}${mac.at(-2) === "A" ? "B" : "A"}${mac.slice(-1)}`;
    expect(tokens.readAlertToken("manage", `${body}.${flipped}`)).toBeNull();
    for (const junk of ["", ".", "a.b.c", "abc", `${body}.`])
      expect(tokens.readAlertToken("manage", junk)).toBeNull();
  });

  it("expires when told to", () => {
    const expires = new Date("2026-03-01T00:00:00Z");
    const token = tokens.signAlertToken("confirm", "alert-2", expires);
    expect(tokens.readAlertToken("confirm", token, new Date("2026-02-28T23:59:00Z"))).toBe("alert-2");
    expect(tokens.readAlertToken("confirm", token, new Date("2026-03-01T00:00:01Z"))).toBeNull();
  });
});
