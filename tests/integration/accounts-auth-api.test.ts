// The auth library's HTTP endpoints held to the app's rules, single-use confirmation links, password rules,
// session lifetimes and per-account limits (issue #12).
import { and, eq, like } from "drizzle-orm";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { rateLimitCounters, sessions, users } from "#db/schema";
import { CONFIRM_EMAIL_COPY, PASSWORD_COPY } from "~/features/accounts/accounts.copy";
import {
  ADMIN_SESSION_IDLE_SECONDS,
  ADMIN_SESSION_MAX_AGE_SECONDS,
  changePassword,
  getViewer,
  requestPasswordReset,
  requestSignInCode,
  resetPassword,
  signInWithPassword,
  signUpWithPassword,
  verifySignInCode,
} from "~/features/accounts/accounts.server";
import { AUTH_BASE_PATH, auth } from "~/features/accounts/auth.server";
import { AUTH_API_ENDPOINTS, handleAuthApiRequest } from "~/features/accounts/auth-api.server";
import { isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { listOutbox } from "~/lib/mail.server";
import { PASSWORD_RULE_MESSAGES } from "~/lib/password-rules";
import { RATE_LIMITED_MESSAGE } from "~/lib/rate-limit.server";
import {
  cookieFrom,
  createUser,
  getRequest,
  latestCodeFor,
  sessionCookie,
  signInCookie,
  TEST_PASSWORD,
  testAddress,
  uniqueEmail,
} from "../factories/accounts";

const ORIGIN = "http://localhost:3000";

function apiRequest(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  headers.set("x-civiclens-client-ip", testAddress());
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`${ORIGIN}${AUTH_BASE_PATH}${path}`, { ...init, headers });
}

async function confirmationToken(email: string, secret = env().SESSION_SECRET, expiresIn = "1h") {
  return new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
}

async function visitConfirmation(token: string) {
  const response = await handleAuthApiRequest(apiRequest(`/verify-email?token=${encodeURIComponent(token)}`));
  const cookie = cookieFrom(response.headers);
  return { status: response.status, location: response.headers.get("location"), cookie };
}

async function failure(run: Promise<unknown>) {
  const error = await run.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

async function sessionCount(userId: string) {
  return db().$count(sessions, eq(sessions.userId, userId));
}

describe("/api/auth serves only what the product uses", () => {
  it("answers 404 for every other better-auth endpoint, with any method", async () => {
    const paths = new Set(
      Object.values(auth().api)
        .map((endpoint) => (endpoint as { path?: string }).path)
        .filter((path): path is string => typeof path === "string"),
    );
    // The endpoints the issue names as ways around the forms must be among those walked.
    for (const path of [
      "/sign-in/email",
      "/sign-up/email",
      "/email-otp/send-verification-otp",
      "/sign-in/email-otp",
      "/forget-password/email-otp",
      "/email-otp/request-password-reset",
      "/email-otp/reset-password",
      "/send-verification-email",
      "/change-password",
    ])
      expect(paths).toContain(path);
    const before = await db().$count(users);
    for (const path of paths) {
      if (path in AUTH_API_ENDPOINTS) continue;
      const concrete = path.replace(/:[a-zA-Z]+/g, "x");
      for (const method of ["GET", "POST"]) {
        const response = await handleAuthApiRequest(
          apiRequest(concrete, {
            method,
            ...(method === "POST"
              ? {
                  headers: { "content-type": "application/json" },
                  body: JSON.stringify({ email: "admin@civiclens.local", password: TEST_PASSWORD }),
                }
              : {}),
          }),
        );
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: "There is no such endpoint." });
      }
    }
    expect(await db().$count(users)).toBe(before);
    expect(await listOutbox()).toEqual([]);
  });

  it("answers malformed, empty and oversized bodies with a 4xx, never a 500", async () => {
    const cases: RequestInit[] = [
      { method: "POST", headers: { "content-type": "application/json" }, body: "{not json" },
      { method: "POST", headers: { "content-type": "application/json" }, body: "" },
      { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(70 * 1024) },
    ];
    for (const path of ["/get-session", "/verify-email", "/sign-in/email"]) {
      for (const init of cases) {
        const response = await handleAuthApiRequest(apiRequest(path, init));
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
    }
    const oversized = await handleAuthApiRequest(
      apiRequest("/get-session", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(70 * 1024) },
        body: "x".repeat(70 * 1024),
      }),
    );
    expect(oversized.status).toBe(413);
  });

  it("get-session describes the session without its token", async () => {
    const { email } = await createUser();
    const cookie = await signInCookie(email);
    const response = await handleAuthApiRequest(apiRequest("/get-session", { cookie }));
    expect(response.status).toBe(200);
    expect(response.headers.get("set-auth-token")).toBeNull();
    const body = (await response.json()) as { user: { email: string }; session: Record<string, unknown> };
    expect(body.user.email).toBe(email);
    expect(body.session).toBeTruthy();
    expect(body.session).not.toHaveProperty("token");
    const token = decodeURIComponent(cookie.split("=")[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(body)).not.toContain(token);

    const anonymous = await handleAuthApiRequest(apiRequest("/get-session"));
    expect(await anonymous.json()).toBeNull();
  });
});

describe("email confirmation links", () => {
  it("work once: the first visit confirms and signs in, a second visit signs nobody in", async () => {
    const email = uniqueEmail("confirm");
    await signUpWithPassword({ request: getRequest("/auth"), email, password: TEST_PASSWORD });
    const link = (await listOutbox())
      .find((message) => message.to === email)
      ?.text.match(/https?:\/\/\S+/)?.[0];
    const token = new URL(String(link)).searchParams.get("token") ?? "";

    const first = await visitConfirmation(token);
    expect(first.status).toBe(302);
    expect(first.location).toBe("/");
    expect(first.cookie).toContain("civiclens.session_token=");
    const [user] = await db().select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);

    const second = await visitConfirmation(token);
    expect(second.status).toBe(302);
    expect(second.location).toBe("/auth");
    expect(second.cookie).not.toContain("session_token");
    expect(await sessionCount(user?.id ?? "")).toBe(1);
  });

  it("never sign in an account that was already confirmed, even with a valid signature", async () => {
    const { id, email } = await createUser({ verified: true });
    const visit = await visitConfirmation(await confirmationToken(email));
    expect(visit.location).toBe("/auth");
    expect(visit.cookie).not.toContain("session_token");
    expect(await sessionCount(id)).toBe(0);
  });

  it("refuse a forged token signed with a guessed secret (the old development default)", async () => {
    const { id, email } = await createUser({ verified: false });
    for (const secret of ["civiclens-development-secret-change-me", "x".repeat(40)]) {
      const visit = await visitConfirmation(await confirmationToken(email, secret));
      expect(visit.location).toBe("/auth");
      expect(visit.cookie).not.toContain("session_token");
    }
    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user?.emailVerified).toBe(false);
    expect(await sessionCount(id)).toBe(0);
  });

  it("refuse expired, malformed and change-of-address tokens", async () => {
    const { id, email } = await createUser({ verified: false });
    const expired = await new SignJWT({ email })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(env().SESSION_SECRET));
    const changeOfAddress = await new SignJWT({ email, updateTo: "attacker@example.org" })
      .setProtectedHeader({ alg: "HS256" })
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(env().SESSION_SECRET));
    for (const token of [expired, changeOfAddress, "", "not-a-jwt", "a.b.c", "x".repeat(5000)]) {
      const visit = await visitConfirmation(token);
      expect(visit.status).toBe(302);
      expect(visit.location).toBe("/auth");
      expect(visit.cookie).not.toContain("session_token");
    }
    expect(await sessionCount(id)).toBe(0);
  });

  it("are never mailed for a confirmed account", async () => {
    const { email } = await createUser({ verified: true });
    await auth().api.sendVerificationEmail({ body: { email } });
    expect((await listOutbox()).filter((message) => message.to === email)).toEqual([]);
  });

  it("are mailed again when an unconfirmed account signs in with the right password", async () => {
    const { email } = await createUser({ verified: false });
    const refused = await failure(
      signInWithPassword({ request: getRequest("/auth"), email, password: TEST_PASSWORD }),
    );
    expect(refused.status).toBe(403);
    expect(refused.message).toBe(CONFIRM_EMAIL_COPY.notVerified);
    const mailed = (await listOutbox()).filter((message) => message.to === email);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]?.text).toContain("/api/auth/verify-email?token=");
  });
});

describe("signing in with a code", () => {
  it("to an unconfirmed account keeps nothing from before the code proved the address", async () => {
    // Whoever signed up first chose the password; the emailed code is the first proof that the mailbox is theirs.
    const { id, email } = await createUser({ verified: false });
    await sessionCookie(email);
    await requestSignInCode({ request: getRequest("/auth"), email, mode: "signin" });
    const code = (await latestCodeFor(email)) ?? "";
    await verifySignInCode({ request: getRequest("/auth"), email, code, mode: "signin" });
    const [user] = await db().select().from(users).where(eq(users.id, id));
    expect(user?.emailVerified).toBe(true);
    expect(await sessionCount(id)).toBe(1);
    const refused = await failure(
      signInWithPassword({ request: getRequest("/auth"), email, password: TEST_PASSWORD }),
    );
    expect(refused.status).toBe(401);
  });
});

describe("passwords", () => {
  it("refuses new passwords shorter than 12 characters or on the common-password list", async () => {
    const before = await db().$count(users);
    for (const [password, message] of [
      ["short-pass1", PASSWORD_RULE_MESSAGES.tooShort],
      ["123qweasdzxc", PASSWORD_RULE_MESSAGES.tooCommon],
      ["LeaveMeAlone", PASSWORD_RULE_MESSAGES.tooCommon],
    ] as const) {
      const error = await failure(
        signUpWithPassword({ request: getRequest("/auth"), email: uniqueEmail(), password }),
      );
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    expect(await db().$count(users)).toBe(before);
  });

  it("changing a password ends every other session of the account", async () => {
    const { id, email } = await createUser();
    const other = await signInCookie(email);
    const mine = await signInCookie(email);
    expect(await sessionCount(id)).toBe(2);

    const wrong = await failure(
      changePassword({
        request: getRequest("/profile", { cookie: mine }),
        userId: id,
        currentPassword: "not-my-password-at-all",
        newPassword: "a-brand-new-passphrase",
      }),
    );
    expect(wrong.message).toBe(PASSWORD_COPY.currentPasswordWrong);
    expect(await sessionCount(id)).toBe(2);

    const { headers } = await changePassword({
      request: getRequest("/profile", { cookie: mine }),
      userId: id,
      currentPassword: TEST_PASSWORD,
      newPassword: "a-brand-new-passphrase",
    });
    expect(await getViewer(getRequest("/", { cookie: other }))).toBeNull();
    expect(await getViewer(getRequest("/", { cookie: cookieFrom(headers) }))).toMatchObject({ email });
    expect(await sessionCount(id)).toBe(1);
    await signInWithPassword({ request: getRequest("/auth"), email, password: "a-brand-new-passphrase" });
  });

  it("Forgot password? answers the same for any address, and a reset ends every session", async () => {
    const { id, email } = await createUser();
    const stranger = uniqueEmail("nobody");
    await expect(
      requestPasswordReset({ request: getRequest("/auth"), email: stranger }),
    ).resolves.toBeUndefined();
    await expect(requestPasswordReset({ request: getRequest("/auth"), email })).resolves.toBeUndefined();
    expect((await listOutbox()).some((message) => message.to === stranger)).toBe(false);
    const code = String(await latestCodeFor(email));
    expect(code).toMatch(/^\d{6}$/);

    const strangerReset = await failure(
      resetPassword({
        request: getRequest("/auth"),
        email: stranger,
        code,
        password: "another-long-passphrase",
      }),
    );
    const wrongCode = await failure(
      resetPassword({
        request: getRequest("/auth"),
        email,
        code: code === "000000" ? "111111" : "000000",
        password: "another-long-passphrase",
      }),
    );
    // The same words whether the account exists or not: the form cannot be used to find accounts.
    expect(strangerReset.message).toBe(PASSWORD_COPY.resetCodeInvalid);
    expect(wrongCode.message).toBe(PASSWORD_COPY.resetCodeInvalid);

    const signedIn = await signInCookie(email);
    const weak = await failure(
      resetPassword({ request: getRequest("/auth"), email, code, password: "password1234" }),
    );
    expect(weak.message).toBe(PASSWORD_RULE_MESSAGES.tooCommon);
    await resetPassword({ request: getRequest("/auth"), email, code, password: "another-long-passphrase" });
    expect(await getViewer(getRequest("/", { cookie: signedIn }))).toBeNull();
    expect(await sessionCount(id)).toBe(0);
    await signInWithPassword({ request: getRequest("/auth"), email, password: "another-long-passphrase" });
  });
});

describe("session lifetimes", () => {
  it("ends an admin session after 12 idle hours, and keeps an active one", async () => {
    const admin = await createUser({ admin: true });
    const cookie = await signInCookie(admin.email);
    expect(await getViewer(getRequest("/", { cookie }))).toMatchObject({ isAdmin: true });
    const idleStart = new Date(Date.now() - (ADMIN_SESSION_IDLE_SECONDS - 600) * 1000);
    await db().update(sessions).set({ updatedAt: idleStart }).where(eq(sessions.userId, admin.id));
    // Still inside the window: the request counts as activity and moves the idle clock.
    expect(await getViewer(getRequest("/", { cookie }))).toMatchObject({ isAdmin: true });
    const [touched] = await db().select().from(sessions).where(eq(sessions.userId, admin.id));
    expect(touched?.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await db()
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - (ADMIN_SESSION_IDLE_SECONDS + 60) * 1000) })
      .where(eq(sessions.userId, admin.id));
    expect(await getViewer(getRequest("/", { cookie }))).toBeNull();
    expect(await sessionCount(admin.id)).toBe(0);
  });

  it("ends an admin session 7 days after sign-in however active, while a member's lasts 30 days", async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const adminCookie = await signInCookie(admin.email);
    const memberCookie = await signInCookie(member.email);
    const eightDaysAgo = new Date(Date.now() - (ADMIN_SESSION_MAX_AGE_SECONDS + 86_400) * 1000);
    for (const userId of [admin.id, member.id])
      await db().update(sessions).set({ createdAt: eightDaysAgo }).where(eq(sessions.userId, userId));
    expect(await getViewer(getRequest("/", { cookie: adminCookie }))).toBeNull();
    expect(await getViewer(getRequest("/", { cookie: memberCookie }))).toMatchObject({ isAdmin: false });
    const [memberSession] = await db().select().from(sessions).where(eq(sessions.userId, member.id));
    const days = ((memberSession?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });
});

describe("per-account limits", () => {
  it("locks password guesses against one account, from however many addresses", async () => {
    const { email } = await createUser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const error = await failure(
        signInWithPassword({ request: getRequest("/auth"), email, password: "wrong-password-123" }),
      );
      statuses.push(error.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    const locked = await failure(
      signInWithPassword({ request: getRequest("/auth"), email, password: TEST_PASSWORD }),
    );
    expect(locked.message).toBe(RATE_LIMITED_MESSAGE);
  });

  it("counts code guesses per account across fresh codes", async () => {
    const { email } = await createUser();
    let last: number | undefined;
    for (let guess = 0; guess < 11; guess++) {
      if (guess % 4 === 0) {
        // A fresh code every few guesses (as an attacker would ask for one) must not reset the count.
        await auth().api.sendVerificationOTP({ body: { email, type: "sign-in" } });
        await db().delete(rateLimitCounters).where(like(rateLimitCounters.key, "code-request%"));
      }
      const error = await failure(
        verifySignInCode({ request: getRequest("/auth"), email, code: "000000", mode: "signin" }),
      );
      last = error.status;
    }
    expect(last).toBe(429);
    const [counter] = await db()
      .select()
      .from(rateLimitCounters)
      .where(and(eq(rateLimitCounters.key, `code-verify-email:${email}`)));
    expect(counter?.hits).toBe(11);
  });
});
