import { beforeAll, describe, expect, it } from "vitest";
import { createUser, getRequest, TEST_PASSWORD } from "../factories/accounts";
import { setTestEnvironment } from "../setup/test-environment";

beforeAll(() => {
  // This file's process sees a public HTTPS deployment (env() is parsed on first use, after this).
  setTestEnvironment({
    PUBLIC_URL: "https://civic.example.org",
    SESSION_SECRET: "a-private-secret-of-more-than-thirty-two-characters",
  });
});

describe("behind HTTPS", () => {
  it("marks the session cookie Secure, HttpOnly and SameSite=Lax", async () => {
    const { signInWithPassword } = await import("~/features/accounts/accounts.server");
    const { email } = await createUser();
    const { headers } = await signInWithPassword({
      request: getRequest("/auth"),
      email,
      password: TEST_PASSWORD,
    });
    const cookie = headers.getSetCookie().find((value) => value.includes("session_token="));
    expect(cookie).toMatch(/^__Secure-civiclens\.session_token=/);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });
});
