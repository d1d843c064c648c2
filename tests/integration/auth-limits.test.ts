// The auth limits that had no test of their own (issue #12): each one refuses the request past it with 429 and the
// limit's words, and the refused request writes and mails nothing. Also "Send the confirmation again" for a
// confirmed address, and sign-out redirects that try to leave the site.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accounts, sessions, users } from "#db/schema";
import { AUTH_COPY, CONFIRM_EMAIL_COPY } from "~/features/accounts/accounts.copy";
import { getViewer } from "~/features/accounts/accounts.server";
import { handleAuthApiRequest } from "~/features/accounts/auth-api.server";
import { db } from "~/lib/db.server";
import { readFlashToast } from "~/lib/flash-toast.server";
import { listOutbox } from "~/lib/mail.server";
import { PASSWORD_RULE_MESSAGES } from "~/lib/password-rules";
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from "~/lib/rate-limit.server";
import { action as authAction } from "~/routes/auth";
import { action as forgotPasswordAction } from "~/routes/auth.forgot-password";
import { action as signOutAction } from "~/routes/auth.sign-out";
import { action as profileAction } from "~/routes/profile";
import {
  cookieFrom,
  createUser,
  formRequest,
  getRequest,
  signInCookie,
  TEST_PASSWORD,
  testAddress,
  uniqueEmail,
} from "../factories/accounts";

type Answer = { status: number; location: string | null; headers: Headers; data: Record<string, unknown> };

type RouteAction = (args: never) => Promise<unknown>;

/** Runs a route action as React Router would, and returns what the browser gets: a redirect or the action's data. */
async function run(action: RouteAction, request: Request): Promise<Answer> {
  const result = await action({ request, params: {}, context: {} } as never);
  if (result instanceof Response)
    return {
      status: result.status,
      location: result.headers.get("location"),
      headers: result.headers,
      data: {},
    };
  const wrapped = result as { data: Record<string, unknown>; init?: ResponseInit | null };
  return {
    status: wrapped.init?.status ?? 200,
    location: null,
    headers: new Headers(wrapped.init?.headers),
    data: wrapped.data,
  };
}

const submitAuth = (fields: Record<string, string>, ip: string) =>
  run(authAction as RouteAction, formRequest("/auth", fields, { ip }));
const submitForgotPassword = (fields: Record<string, string>, ip: string) =>
  run(forgotPasswordAction as RouteAction, formRequest("/auth/forgot-password", fields, { ip }));

async function mailTo(email: string) {
  return (await listOutbox({ limit: 10_000 })).filter((message) => message.to === email);
}

function authApiRequest(path: string, ip: string): Request {
  return new Request(`http://localhost:3000/api/auth${path}`, { headers: { "x-civiclens-client-ip": ip } });
}

/** One account with a live session, shared by the tests that need someone signed in. */
let member: { id: string; email: string; cookie: string };

beforeAll(async () => {
  const created = await createUser();
  member = { ...created, cookie: await signInCookie(created.email) };
});

describe("limits per client address", () => {
  it(`signUp: past ${RATE_LIMITS.signUp.limit}, the next sign-up from one address is refused and creates no account`, async () => {
    const ip = testAddress();
    // Every attempt counts, also those the password rules refuse.
    for (let attempt = 0; attempt < RATE_LIMITS.signUp.limit; attempt++) {
      const refused = await submitAuth(
        { intent: "password", mode: "signup", email: uniqueEmail("signup"), password: "short-pass1" },
        ip,
      );
      expect(refused.status).toBe(400);
    }
    const usersBefore = await db().$count(users);
    const email = uniqueEmail("signup-limited");
    const limited = await submitAuth(
      { intent: "password", mode: "signup", email, password: TEST_PASSWORD },
      ip,
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, error: RATE_LIMITED_MESSAGE });
    expect(await db().$count(users)).toBe(usersBefore);
    expect(await mailTo(email)).toEqual([]);

    // Another address may still sign up: the limit is per client.
    const other = await submitAuth(
      { intent: "password", mode: "signup", email, password: TEST_PASSWORD },
      testAddress(),
    );
    expect(other.data).toMatchObject({ ok: true, toast: AUTH_COPY.confirmEmail });
  });

  it(`codeRequestPerClient: past ${RATE_LIMITS.codeRequestPerClient.limit}, the next code request from one address mails no code`, async () => {
    const ip = testAddress();
    for (let attempt = 0; attempt < RATE_LIMITS.codeRequestPerClient.limit; attempt++) {
      const refused = await submitAuth(
        { intent: "send-code", mode: "signin", email: uniqueEmail("nobody") },
        ip,
      );
      expect(refused.data.error).toBe(AUTH_COPY.noAccountForCode);
    }
    const limited = await submitAuth({ intent: "send-code", mode: "signin", email: member.email }, ip);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, error: RATE_LIMITED_MESSAGE });
    // "Send the confirmation again" is the same kind of request and spends the same budget.
    const unconfirmed = await createUser({ verified: false });
    const resend = await submitAuth(
      { intent: "resend-confirmation", mode: "signin", email: unconfirmed.email },
      ip,
    );
    expect(resend.status).toBe(429);
    expect(resend.data.error).toBe(RATE_LIMITED_MESSAGE);
    expect(await mailTo(member.email)).toEqual([]);
    expect(await mailTo(unconfirmed.email)).toEqual([]);
  });

  it(`passwordResetPerClient: past ${RATE_LIMITS.passwordResetPerClient.limit}, the next "Forgot password?" request from one address mails nothing`, async () => {
    const ip = testAddress();
    for (let attempt = 0; attempt < RATE_LIMITS.passwordResetPerClient.limit; attempt++) {
      const answered = await submitForgotPassword(
        { intent: "request-reset", email: uniqueEmail("nobody") },
        ip,
      );
      expect(answered.data).toMatchObject({ ok: true, step: "reset" });
    }
    const limited = await submitForgotPassword({ intent: "request-reset", email: member.email }, ip);
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, step: "request", error: RATE_LIMITED_MESSAGE });
    expect(await mailTo(member.email)).toEqual([]);
  });

  it(`confirmEmailLink: past ${RATE_LIMITS.confirmEmailLink.limit}, the next confirmation link from one address confirms nothing`, async () => {
    const ip = testAddress();
    for (let attempt = 0; attempt < RATE_LIMITS.confirmEmailLink.limit; attempt++) {
      const refused = await handleAuthApiRequest(authApiRequest(`/verify-email?token=guess-${attempt}`, ip));
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe("/auth");
    }
    // A real, unused link for an unconfirmed account, asked for through the form.
    const email = uniqueEmail("confirm-limited");
    await submitAuth({ intent: "password", mode: "signup", email, password: TEST_PASSWORD }, testAddress());
    const link = (await mailTo(email))[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);

    const limited = await handleAuthApiRequest(
      authApiRequest(`/verify-email?token=${encodeURIComponent(token)}`, ip),
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    expect(limited.headers.getSetCookie()).toEqual([]);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(false);
    expect(await db().$count(sessions, eq(sessions.userId, user?.id ?? ""))).toBe(0);
  });

  it(`authApi: past ${RATE_LIMITS.authApi.limit}, the next /api/auth request in a minute from one address is refused`, async () => {
    const ip = testAddress();
    for (let attempt = 0; attempt < RATE_LIMITS.authApi.limit; attempt++) {
      const answered = await handleAuthApiRequest(authApiRequest("/get-session", ip));
      expect(answered.status).toBe(200);
    }
    const limited = await handleAuthApiRequest(
      new Request("http://localhost:3000/api/auth/get-session", {
        headers: { "x-civiclens-client-ip": ip, cookie: member.cookie },
      }),
    );
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: RATE_LIMITED_MESSAGE });
    expect(limited.headers.getSetCookie()).toEqual([]);
    // Another address is served as usual.
    const other = await handleAuthApiRequest(authApiRequest("/get-session", testAddress()));
    expect(other.status).toBe(200);
  });
});

describe("limits per account", () => {
  it(`passwordResetPerEmail: past ${RATE_LIMITS.passwordResetPerEmail.limit}, the next reset for one address, from any address, mails nothing`, async () => {
    const { email } = await createUser();
    for (let attempt = 0; attempt < RATE_LIMITS.passwordResetPerEmail.limit; attempt++) {
      const answered = await submitForgotPassword({ intent: "request-reset", email }, testAddress());
      expect(answered.data).toMatchObject({ ok: true, step: "reset" });
    }
    const mailed = (await mailTo(email)).length;
    expect(mailed).toBeGreaterThan(0);
    const limited = await submitForgotPassword({ intent: "request-reset", email }, testAddress());
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, error: RATE_LIMITED_MESSAGE });
    expect(await mailTo(email)).toHaveLength(mailed);
  });

  it(`codeRequestPerEmail: past ${RATE_LIMITS.codeRequestPerEmail.limit}, plus and case variants of one mailbox get no more codes`, async () => {
    const [local, domain] = uniqueEmail("mailbox").split("@");
    const variant = (index: number) => `${index % 2 ? local?.toUpperCase() : local}+${index}@${domain}`;
    for (let index = 0; index < RATE_LIMITS.codeRequestPerEmail.limit; index++) {
      const sent = await submitAuth(
        { intent: "send-code", mode: "signup", email: variant(index) },
        testAddress(),
      );
      expect(sent.status).toBe(200);
    }
    const mailed = (await listOutbox({ limit: 10_000 })).filter((message) =>
      message.to.toLowerCase().startsWith(`${local?.toLowerCase()}+`),
    ).length;
    expect(mailed).toBe(RATE_LIMITS.codeRequestPerEmail.limit);
    const limited = await submitAuth(
      { intent: "send-code", mode: "signup", email: variant(RATE_LIMITS.codeRequestPerEmail.limit) },
      testAddress(),
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, error: RATE_LIMITED_MESSAGE });
    expect(await mailTo(variant(RATE_LIMITS.codeRequestPerEmail.limit))).toEqual([]);
  });

  it(`passwordChange: past ${RATE_LIMITS.passwordChange.limit}, the next password change of one account is refused, even with the right password`, async () => {
    const { id, email } = await createUser();
    const cookie = await signInCookie(email);
    const change = (newPassword: string) =>
      run(
        profileAction as RouteAction,
        formRequest(
          "/profile",
          { intent: "change-password", currentPassword: TEST_PASSWORD, newPassword },
          { cookie },
        ),
      );
    // Attempts the password rules refuse count too (and cost no password hashing here).
    for (let attempt = 0; attempt < RATE_LIMITS.passwordChange.limit; attempt++) {
      const refused = await change("password1234");
      expect(refused.data.error).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    }
    const [before] = await db().select().from(accounts).where(eq(accounts.userId, id));
    const limited = await change("a-brand-new-passphrase");
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({ ok: false, intent: "change-password", error: RATE_LIMITED_MESSAGE });
    const [after] = await db().select().from(accounts).where(eq(accounts.userId, id));
    expect(after?.password).toBe(before?.password);
    // The session that asked is still signed in: nothing was ended.
    expect(await getViewer(getRequest("/", { cookie }))).toMatchObject({ email });
  });
});

describe("Send the confirmation again", () => {
  it("answers a confirmed address exactly as any other address, and mails it nothing", async () => {
    const confirmed = await createUser({ verified: true });
    const stranger = uniqueEmail("stranger");
    const unconfirmed = await createUser({ verified: false });
    const answers = [];
    for (const email of [confirmed.email, stranger, unconfirmed.email]) {
      const answer = await submitAuth(
        { intent: "resend-confirmation", mode: "signin", email },
        testAddress(),
      );
      answers.push({ status: answer.status, data: { ...answer.data, email: "(the address asked for)" } });
    }
    expect(answers[0]).toEqual({
      status: 200,
      data: {
        ok: true,
        step: "confirm-email",
        email: "(the address asked for)",
        toast: CONFIRM_EMAIL_COPY.sentAgain,
      },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(await mailTo(confirmed.email)).toEqual([]);
    expect(await mailTo(stranger)).toEqual([]);
    // The same request does mail an account that waits for its confirmation, so the silence above is chosen.
    expect(await mailTo(unconfirmed.email)).toHaveLength(1);
  });
});

describe("Sign Out", () => {
  it("ends on the site whatever redirectTo says", async () => {
    const hostile = ["/\t/evil.example", "//evil.example", "https://evil.example/", "/\\evil.example"];
    for (const [index, redirectTo] of hostile.entries()) {
      // The first with a live session, the others as a browser whose session already ended: both are signed out.
      const cookie = index === 0 ? await signInCookie((await createUser()).email) : "";
      const answer = await run(
        signOutAction as RouteAction,
        formRequest("/auth/sign-out", { redirectTo }, cookie ? { cookie } : {}),
      );
      expect(answer.status, JSON.stringify(redirectTo)).toBe(302);
      expect(answer.location, JSON.stringify(redirectTo)).toBe("/");
      if (cookie) expect(await getViewer(getRequest("/", { cookie }))).toBeNull();
      expect(cookieFrom(answer.headers)).not.toContain("session_token=");
      const { toast } = await readFlashToast(getRequest("/", { cookie: cookieFrom(answer.headers) }));
      expect(toast).toEqual(AUTH_COPY.signedOut);
    }
  });
});
