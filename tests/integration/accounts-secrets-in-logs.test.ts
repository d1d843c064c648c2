import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as authAction } from "~/routes/auth";
import { formRequest, latestCodeFor, uniqueEmail } from "../factories/accounts";

const written: string[] = [];
let restore: () => void;

beforeAll(async () => {
  // Log everything this file does, and keep what reaches stdout.
  const { logger } = await import("~/lib/logger.server");
  logger.level = "trace";
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString());
    return true;
  });
  restore = () => spy.mockRestore();
});

afterAll(() => restore());

async function submit(fields: Record<string, string>) {
  const result = await authAction({
    request: formRequest("/auth", fields),
    params: {},
    context: {},
  } as never);
  return result instanceof Response ? await result.text() : JSON.stringify(result);
}

describe("secrets", () => {
  it("never appear in the logs or in responses", async () => {
    const password = "Sup3r-Secret-Passphrase-9x";
    const email = uniqueEmail("secret");
    const responses = [await submit({ intent: "password", mode: "signup", email, password })];
    responses.push(await submit({ intent: "password", mode: "signin", email, password }));
    const codeEmail = uniqueEmail("code");
    responses.push(await submit({ intent: "send-code", mode: "signup", email: codeEmail }));
    const code = String(await latestCodeFor(codeEmail));
    responses.push(
      await submit({
        intent: "verify-code",
        mode: "signup",
        email: codeEmail,
        code: "999999" === code ? "000000" : "999999",
      }),
    );
    responses.push(await submit({ intent: "verify-code", mode: "signup", email: codeEmail, code }));

    const logs = written.join("");
    expect(logs).toContain("mail written to the outbox");
    expect(logs).not.toContain(password);
    // As a whole number: the same six digits may sit by chance inside a millisecond timestamp.
    const codePattern = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(logs).not.toMatch(codePattern);
    for (const response of responses) {
      expect(response).not.toContain(password);
      expect(response).not.toMatch(codePattern);
    }
  });
});
