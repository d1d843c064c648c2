import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { profiles, rateLimitCounters, users, verifications } from "#db/schema";
import { AUTH_COPY, CONFIRM_EMAIL_COPY } from "~/features/accounts/accounts.copy";
import { getViewer } from "~/features/accounts/accounts.server";
import { handleAuthApiRequest } from "~/features/accounts/auth-api.server";
import { db } from "~/lib/db.server";
import { listOutbox } from "~/lib/mail.server";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limit.server";
import { action as authAction, loader as authLoader } from "~/routes/auth";
import {
  cookieFrom,
  createUser,
  formRequest,
  getRequest,
  latestCodeFor,
  TEST_PASSWORD,
  testAddress,
  uniqueEmail,
} from "../factories/accounts";
import { createCity } from "../factories/cities";

type ActionData = {
  ok: boolean;
  error?: string;
  step?: string;
  fieldErrors?: Record<string, string>;
  toast?: unknown;
};

/** Runs the /auth action and returns what a browser would get: a redirect (with cookies) or the action's data. */
async function submit(fields: Record<string, string>, options: { ip?: string } = {}) {
  const result = await authAction({
    request: formRequest("/auth", fields, options),
    params: {},
    context: {},
  } as never);
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("location"),
      headers: result.headers,
      data: undefined,
    };
  const wrapped = result as unknown as { data: ActionData; init?: { status?: number } };
  return { status: wrapped.init?.status ?? 200, location: null, headers: new Headers(), data: wrapped.data };
}

describe("password sign-up and sign-in", () => {
  it("signs up, waits for the emailed confirmation, then signs in with a secure session cookie", async () => {
    const city = await createCity();
    const email = uniqueEmail("signup");
    const signup = await submit({
      intent: "password",
      mode: "signup",
      email,
      password: TEST_PASSWORD,
      homeCityKey: city.locationKey,
    });
    expect(signup.data).toMatchObject({ ok: true, step: "confirm-email", toast: AUTH_COPY.confirmEmail });

    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile?.homeCityKey).toBe(city.locationKey);
    expect(profile?.preferences).toEqual({ home_city_id: city.id });

    const early = await submit({ intent: "password", mode: "signin", email, password: TEST_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.data?.error).toBe(CONFIRM_EMAIL_COPY.notVerified);
    expect(early.data).toMatchObject({ authCode: "EMAIL_NOT_VERIFIED", email });
    // "Send the confirmation again" mails one more link.
    const linksBefore = (await listOutbox()).filter((message) => message.to === email).length;
    const again = await submit({ intent: "resend-confirmation", mode: "signin", email });
    expect(again.data).toMatchObject({
      ok: true,
      step: "confirm-email",
      toast: CONFIRM_EMAIL_COPY.sentAgain,
    });
    expect((await listOutbox()).filter((message) => message.to === email)).toHaveLength(linksBefore + 1);

    const confirmation = (await listOutbox()).find((message) => message.to === email);
    const link = confirmation?.text.match(/https?:\/\/\S+/)?.[0];
    expect(link).toContain("/api/auth/verify-email");
    const verified = await handleAuthApiRequest(
      new Request(String(link), { headers: { "x-civiclens-client-ip": testAddress() } }),
    );
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/");

    const signin = await submit({
      intent: "password",
      mode: "signin",
      email,
      password: TEST_PASSWORD,
      redirectTo: "/profile",
    });
    expect(signin.status).toBe(302);
    expect(signin.location).toBe("/profile");
    const sessionCookie = signin.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith("civiclens.session_token="));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    const viewer = await getViewer(getRequest("/", { cookie: cookieFrom(signin.headers) }));
    expect(viewer).toMatchObject({ email, isAdmin: false });
  });

  it("says Error with the server's message for a wrong password, and sets no cookie", async () => {
    const { email } = await createUser();
    const result = await submit({ intent: "password", mode: "signin", email, password: "wrong-password-1" });
    expect(result.status).toBe(401);
    expect(result.data).toMatchObject({ ok: false, error: "Invalid email or password" });
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it("rejects malformed and over-long input before anything is written", async () => {
    const before = await db().$count(users);
    const cases: Record<string, string>[] = [
      { intent: "password", mode: "signup", email: "not-an-email", password: TEST_PASSWORD },
      {
        intent: "password",
        mode: "signup",
        email: `${"a".repeat(250)}@example.org`,
        password: TEST_PASSWORD,
      },
      { intent: "password", mode: "signup", email: uniqueEmail(), password: "" },
      { intent: "password", mode: "signup", email: uniqueEmail(), password: "x".repeat(129) },
      { intent: "delete-everything", mode: "signup", email: uniqueEmail() },
    ];
    for (const fields of cases) {
      const result = await submit(fields);
      expect(result.status, JSON.stringify(fields)).toBe(400);
      expect(result.data?.ok).toBe(false);
      expect(result.data?.error?.length).toBeGreaterThan(5);
    }
    expect(await db().$count(users)).toBe(before);
  });

  it("sends signed-in visitors of /auth home", async () => {
    const { email } = await createUser();
    const signin = await submit({ intent: "password", mode: "signin", email, password: TEST_PASSWORD });
    const loaded = await authLoader({
      request: getRequest("/auth", { cookie: cookieFrom(signin.headers) }),
      params: {},
      context: {},
    } as never).catch((response: Response) => response);
    expect(loaded).toBeInstanceOf(Response);
    expect((loaded as Response).headers.get("location")).toBe("/");
  });
});

describe("emailed six-digit codes", () => {
  it("signs up with a code: wrong code refused, right code creates the account once, reuse refused", async () => {
    const city = await createCity();
    const email = uniqueEmail("code");
    const sent = await submit({ intent: "send-code", mode: "signup", email, homeCityKey: city.locationKey });
    expect(sent.data).toMatchObject({ ok: true, step: "verify", toast: AUTH_COPY.otpSent });
    const code = await latestCodeFor(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(await db().$count(users, eq(users.email, email))).toBe(0);

    const wrong = await submit({
      intent: "verify-code",
      mode: "signup",
      email,
      code: code === "000000" ? "111111" : "000000",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({
      ok: false,
      error: AUTH_COPY.codeNotRight,
      fieldErrors: { code: AUTH_COPY.codeNotRight },
      step: "verify",
    });

    const right = await submit({
      intent: "verify-code",
      mode: "signup",
      email,
      code: String(code),
      homeCityKey: city.locationKey,
    });
    expect(right.status).toBe(302);
    expect(cookieFrom(right.headers)).toContain("civiclens.session_token=");
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const [profile] = await db()
      .select()
      .from(profiles)
      .where(eq(profiles.id, user?.id ?? ""));
    expect(profile?.homeCityKey).toBe(city.locationKey);

    const reused = await submit({ intent: "verify-code", mode: "signup", email, code: String(code) });
    expect(reused.status).toBe(400);
    expect(reused.data?.ok).toBe(false);
  });

  it("signs in with a code only when the account exists", async () => {
    const stranger = uniqueEmail("stranger");
    const refused = await submit({ intent: "send-code", mode: "signin", email: stranger });
    expect(refused.status).toBe(400);
    expect(refused.data?.error).toBe(AUTH_COPY.noAccountForCode);
    expect(await latestCodeFor(stranger)).toBeUndefined();

    const { email } = await createUser();
    await submit({ intent: "send-code", mode: "signin", email });
    const signin = await submit({
      intent: "verify-code",
      mode: "signin",
      email,
      code: String(await latestCodeFor(email)),
    });
    expect(signin.status).toBe(302);
  });

  it("refuses an expired code", async () => {
    const { email } = await createUser();
    await submit({ intent: "send-code", mode: "signin", email });
    const code = String(await latestCodeFor(email));
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `sign-in-otp-${email}`));
    const result = await submit({ intent: "verify-code", mode: "signin", email, code });
    expect(result.status).toBe(400);
    expect(result.data?.error).toBe(AUTH_COPY.codeNotRight);
  });

  it("asks for an email and for exactly six digits, in the spec's words", async () => {
    const noEmail = await submit({ intent: "send-code", mode: "signin", email: "  " });
    expect(noEmail.status).toBe(400);
    expect(noEmail.data?.error).toBe("Please enter your email address");
    for (const code of ["12345", "1234567", "12a456", ""]) {
      const result = await submit({ intent: "verify-code", mode: "signin", email: uniqueEmail(), code });
      expect(result.status).toBe(400);
      expect(result.data?.error).toBe("Please enter a valid 6-digit code");
    }
  });

  it("limits how often codes can be sent to one address", async () => {
    const { email } = await createUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await submit({ intent: "send-code", mode: "signin", email })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe("rate limits", () => {
  it("answers 429 with a clear message past the limit, and recovers when the window passes", async () => {
    const ip = testAddress();
    const { email } = await createUser();
    let last = await submit(
      { intent: "password", mode: "signin", email, password: "wrong-password-1" },
      { ip },
    );
    for (let attempt = 1; attempt < 11; attempt++) {
      last = await submit(
        { intent: "password", mode: "signin", email, password: "wrong-password-1" },
        { ip },
      );
    }
    expect(last.status).toBe(429);
    expect(last.data?.error).toBe(RATE_LIMITED_MESSAGE);

    await db()
      .update(rateLimitCounters)
      .set({ windowStartedAt: new Date(Date.now() - 16 * 60 * 1000) })
      .where(inArray(rateLimitCounters.key, [`sign-in:${ip}`, `sign-in-account:${email}`]));
    const recovered = await submit(
      { intent: "password", mode: "signin", email, password: TEST_PASSWORD },
      { ip },
    );
    expect(recovered.status).toBe(302);
  });
});

describe("redirects after signing in", () => {
  it("end on the site whatever redirectTo says", async () => {
    const loaded = (await authLoader({
      request: getRequest("/auth?redirectTo=%2F%09%2Fevil.example"),
      params: {},
      context: {},
    } as never)) as { redirectTo: string };
    expect(loaded.redirectTo).toBe("/");

    const { email } = await createUser();
    for (const redirectTo of [
      "/\t/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
    ]) {
      await db().delete(rateLimitCounters);
      const signin = await submit({
        intent: "password",
        mode: "signin",
        email,
        password: TEST_PASSWORD,
        redirectTo,
      });
      expect(signin.status).toBe(302);
      expect(signin.location, redirectTo).toBe("/");
    }
  });
});
