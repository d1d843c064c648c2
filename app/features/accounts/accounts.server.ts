// The accounts service: who is asking, signing in and out, home city, and the one admin check every admin
// loader, action and API goes through.
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { errors as joseErrors, jwtVerify } from "jose";
import { data, redirect } from "react-router";
import { cities, consumedTokens, profiles, sessions, userRoles, users } from "#db/schema";
import { AppError, type AppErrorCode, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { logger } from "~/lib/logger.server";
import { assertAcceptablePassword } from "~/lib/password-policy.server";
import {
  clientAddress,
  enforceRateLimit,
  mailboxRateLimitSubject,
  RATE_LIMITS,
} from "~/lib/rate-limit.server";
import type { Viewer } from "~/lib/viewer";
import {
  ADMIN_PERMISSION_DENIED,
  AUTH_COPY,
  AUTHENTICATION_REQUIRED,
  CONFIRM_EMAIL_COPY,
  PASSWORD_COPY,
} from "./accounts.copy";
import type { AuthMode } from "./accounts.schema";
import { AUTH_BASE_PATH, auth } from "./auth.server";

export const ADMIN_ROLE = "admin";

/** An administrator's session ends after this long without a request (OWASP ASVS 3.3.2: at most 12 hours). */
export const ADMIN_SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** ...and this long after signing in, however active (ASVS 3.3.2: at most 7 days). Members keep 30 days. */
export const ADMIN_SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Last activity is written at most this often, so a busy admin does not write on every request. */
const SESSION_ACTIVITY_RESOLUTION_SECONDS = 60;

/** The signed-in user (session cookie or `Authorization: Bearer` token) with their admin flag, or null. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const roles = await db()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, session.user.id));
  const isAdmin = roles.some((row) => row.role === ADMIN_ROLE);
  if (isAdmin && !(await adminSessionStillValid(session.session))) return null;
  return { id: session.user.id, email: session.user.email, isAdmin };
}

/**
 * Admin sessions carry the power to change what every resident reads, so they end sooner than a member's: after
 * 12 idle hours or 7 days in all. An ended session is deleted, so its cookie and token are dead everywhere.
 */
async function adminSessionStillValid(session: { id: string; createdAt: Date; updatedAt: Date }) {
  const now = Date.now();
  const idleSeconds = (now - new Date(session.updatedAt).getTime()) / 1000;
  const ageSeconds = (now - new Date(session.createdAt).getTime()) / 1000;
  if (idleSeconds > ADMIN_SESSION_IDLE_SECONDS || ageSeconds > ADMIN_SESSION_MAX_AGE_SECONDS) {
    await db().delete(sessions).where(eq(sessions.id, session.id));
    return false;
  }
  if (idleSeconds > SESSION_ACTIVITY_RESOLUTION_SECONDS) {
    await db()
      .update(sessions)
      .set({ updatedAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, session.id),
          lt(sessions.updatedAt, sql`now() - make_interval(secs => ${SESSION_ACTIVITY_RESOLUTION_SECONDS})`),
        ),
      );
  }
  return true;
}

/** Server functions and API routes answer with JSON statuses; pages redirect or render the 403 page. */
function isApiRequest(request: Request): boolean {
  const { pathname } = new URL(request.url);
  return pathname.startsWith("/functions/") || pathname.startsWith("/api/");
}

/** Signed in or sent to /auth (pages) / answered 401 (APIs). */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  if (isApiRequest(request)) throw Response.json({ error: AUTHENTICATION_REQUIRED }, { status: 401 });
  const { pathname, search } = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(pathname + search)}`);
}

/** Every admin loader, action and API starts here: anonymous -> /auth or 401, member -> 403. */
export async function requireAdmin(request: Request): Promise<Viewer> {
  const viewer = await requireViewer(request);
  if (viewer.isAdmin) return viewer;
  if (isApiRequest(request)) throw Response.json({ error: ADMIN_PERMISSION_DENIED }, { status: 403 });
  throw data(ADMIN_PERMISSION_DENIED, { status: 403 });
}

// ---- signing in and out ----

type AuthResult = { headers: Headers };

const AUTH_STATUS_CODES: Record<number, AppErrorCode> = {
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  422: "BAD_REQUEST",
  429: "RATE_LIMITED",
};

/** Calls a better-auth endpoint; its failure becomes an AppError carrying the auth server's own message. */
async function callAuth(run: () => Promise<Response>): Promise<{ response: Response; headers: Headers }> {
  const response = await run();
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
    const message = body.message || "Something went wrong. Please try again.";
    throw new AppError(AUTH_STATUS_CODES[response.status] ?? "BAD_REQUEST", message, { authCode: body.code });
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { response, headers };
}

/** Which of better-auth's error codes mean "that code is not right" on a code or reset step. */
const CODE_REFUSED = new Set(["INVALID_OTP", "OTP_EXPIRED", "TOO_MANY_ATTEMPTS", "USER_NOT_FOUND"]);

function authCodeOf(error: unknown): string | undefined {
  return isAppError(error) && typeof error.details?.authCode === "string"
    ? error.details.authCode
    : undefined;
}

async function userExists(email: string): Promise<boolean> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return Boolean(row);
}

export async function signInWithPassword(options: {
  request: Request;
  email: string;
  password: string;
}): Promise<AuthResult> {
  await enforceRateLimit(RATE_LIMITS.signIn, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.signInPerAccount, options.email.toLowerCase());
  try {
    const { headers } = await callAuth(() =>
      auth().api.signInEmail({
        body: { email: options.email, password: options.password },
        headers: options.request.headers,
        asResponse: true,
      }),
    );
    return { headers };
  } catch (error) {
    // The right password on an unconfirmed account: better-auth has just mailed a fresh link (sendOnSignIn).
    if (authCodeOf(error) === "EMAIL_NOT_VERIFIED")
      throw new AppError("FORBIDDEN", CONFIRM_EMAIL_COPY.notVerified, { authCode: "EMAIL_NOT_VERIFIED" });
    throw error;
  }
}

/** Creates the account and mails a confirmation link; no session until the email is confirmed. */
export async function signUpWithPassword(options: {
  request: Request;
  email: string;
  password: string;
  homeCityKey?: string;
}): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.signUp, clientAddress(options.request));
  assertAcceptablePassword(options.password);
  const { response } = await callAuth(() =>
    auth().api.signUpEmail({
      body: { email: options.email, password: options.password, name: "" },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
  const body = (await response.json()) as { user?: { id: string } };
  if (body.user?.id && options.homeCityKey) await saveHomeCityAtSignup(body.user.id, options.homeCityKey);
}

export async function requestSignInCode(options: {
  request: Request;
  email: string;
  mode: AuthMode;
}): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.codeRequestPerClient, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.codeRequestPerEmail, mailboxRateLimitSubject(options.email));
  // Only sign-up creates an account; signing in with a code needs one already (spec 000 section 7).
  if (options.mode === "signin" && !(await userExists(options.email))) {
    throw new AppError("BAD_REQUEST", AUTH_COPY.noAccountForCode);
  }
  await callAuth(() =>
    auth().api.sendVerificationOTP({
      body: { email: options.email, type: "sign-in" },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
}

export async function verifySignInCode(options: {
  request: Request;
  email: string;
  code: string;
  mode: AuthMode;
  homeCityKey?: string;
}): Promise<AuthResult & { created: boolean }> {
  await enforceRateLimit(RATE_LIMITS.signIn, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.codeVerifyPerEmail, options.email);
  const existed = await userExists(options.email);
  if (options.mode === "signin" && !existed) throw new AppError("BAD_REQUEST", AUTH_COPY.noAccountForCode);
  const { response, headers } = await callAuth(() =>
    auth().api.signInEmailOTP({
      body: { email: options.email, otp: options.code },
      headers: options.request.headers,
      asResponse: true,
    }),
  ).catch((error: unknown) => {
    // The library says "Invalid OTP"; a person reads plain words, beside the code box.
    const code = authCodeOf(error);
    if (code && CODE_REFUSED.has(code))
      throw new AppError("BAD_REQUEST", AUTH_COPY.codeNotRight, {
        authCode: code,
        fieldErrors: { code: AUTH_COPY.codeNotRight },
      });
    throw error;
  });
  const body = (await response.json()) as { user?: { id: string } };
  if (!existed && body.user?.id && options.homeCityKey)
    await saveHomeCityAtSignup(body.user.id, options.homeCityKey);
  return { headers, created: !existed };
}

/**
 * "Send the confirmation again": a fresh confirmation link for an account that is not confirmed yet. The answer is
 * the same whether or not such an account exists, so the form tells no one which addresses have accounts.
 */
export async function resendEmailConfirmation(options: { request: Request; email: string }): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.codeRequestPerClient, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.codeRequestPerEmail, mailboxRateLimitSubject(options.email));
  const [user] = await db()
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, options.email))
    .limit(1);
  if (!user || user.emailVerified) return;
  await callAuth(() =>
    auth().api.sendVerificationEmail({
      body: { email: options.email },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
}

export async function signOut(options: { request: Request }): Promise<AuthResult> {
  const { headers } = await callAuth(() =>
    auth().api.signOut({ headers: options.request.headers, asResponse: true }),
  );
  return { headers };
}

// ---- passwords ----

/** Profile: a new password for the signed-in person; every other session of the account ends. */
export async function changePassword(options: {
  request: Request;
  userId: string;
  currentPassword: string;
  newPassword: string;
}): Promise<AuthResult> {
  await enforceRateLimit(RATE_LIMITS.passwordChange, options.userId);
  assertAcceptablePassword(options.newPassword, "newPassword");
  try {
    const { headers } = await callAuth(() =>
      auth().api.changePassword({
        body: {
          currentPassword: options.currentPassword,
          newPassword: options.newPassword,
          revokeOtherSessions: true,
        },
        headers: options.request.headers,
        asResponse: true,
      }),
    );
    return { headers };
  } catch (error) {
    if (authCodeOf(error) === "INVALID_PASSWORD")
      throw new AppError("BAD_REQUEST", PASSWORD_COPY.currentPasswordWrong, {
        fieldErrors: { currentPassword: PASSWORD_COPY.currentPasswordWrong },
      });
    throw error;
  }
}

/**
 * Forgot password?, step one. The answer is the same whether or not an account uses the address, so the form
 * cannot be used to learn who has an account; only an existing account is mailed.
 */
export async function requestPasswordReset(options: { request: Request; email: string }): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.passwordResetPerClient, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.passwordResetPerEmail, mailboxRateLimitSubject(options.email));
  if (!(await userExists(options.email))) return;
  await callAuth(() =>
    auth().api.requestPasswordResetEmailOTP({
      body: { email: options.email },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
}

/** Forgot password?, step two: the mailed code sets a new password and ends every session of the account. */
export async function resetPassword(options: {
  request: Request;
  email: string;
  code: string;
  password: string;
}): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.passwordResetPerClient, clientAddress(options.request));
  await enforceRateLimit(RATE_LIMITS.codeVerifyPerEmail, options.email);
  assertAcceptablePassword(options.password);
  const refused = new AppError("BAD_REQUEST", PASSWORD_COPY.resetCodeInvalid, {
    fieldErrors: { code: PASSWORD_COPY.resetCodeInvalid },
  });
  if (!(await userExists(options.email))) throw refused;
  try {
    await callAuth(() =>
      auth().api.resetPasswordEmailOTP({
        body: { email: options.email, otp: options.code, password: options.password },
        headers: options.request.headers,
        asResponse: true,
      }),
    );
  } catch (error) {
    if (CODE_REFUSED.has(authCodeOf(error) ?? "")) throw refused;
    throw error;
  }
}

// ---- email confirmation links ----

const CONFIRMATION_PURPOSE = "email-confirmation";

/**
 * GET /api/auth/verify-email: the link mailed at sign-up. It works once, and it signs in only the person whose
 * account it confirms; an account that is already confirmed is sent to sign in instead (so a link is never a
 * reusable sign-in link). Whatever goes wrong ends on /auth with a message, never on an error page.
 */
export async function confirmEmailWithLink(options: { request: Request }): Promise<Response> {
  await enforceRateLimit(RATE_LIMITS.confirmEmailLink, clientAddress(options.request));
  const token = new URL(options.request.url).searchParams.get("token") ?? "";
  const refuse = (message: string) =>
    redirectWithToast("/auth", { title: AUTH_COPY.errorTitle, description: message, variant: "destructive" });

  const claims = await readConfirmationToken(token);
  if (!claims) return refuse(CONFIRM_EMAIL_COPY.linkInvalid);
  const [user] = await db()
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, claims.email))
    .limit(1);
  if (!user) return refuse(CONFIRM_EMAIL_COPY.linkInvalid);
  if (user.emailVerified) return refuse(CONFIRM_EMAIL_COPY.alreadyConfirmed);

  const consumed = await db()
    .insert(consumedTokens)
    .values({
      tokenHash: createHash("sha256").update(token).digest("hex"),
      purpose: CONFIRMATION_PURPOSE,
      expiresAt: claims.expiresAt,
    })
    .onConflictDoNothing()
    .returning({ tokenHash: consumedTokens.tokenHash });
  if (consumed.length === 0) return refuse(CONFIRM_EMAIL_COPY.linkInvalid);

  // better-auth checks the token again, marks the address confirmed and opens the session.
  const confirmUrl = new URL(`${AUTH_BASE_PATH}/verify-email`, env().PUBLIC_URL);
  confirmUrl.searchParams.set("token", token);
  const { headers } = await callAuth(() =>
    auth().handler(new Request(confirmUrl, { headers: options.request.headers })),
  );
  return redirectWithToast("/", CONFIRM_EMAIL_COPY.confirmed, { headers });
}

/** The confirmation token's address and expiry when its signature and lifetime hold, else null. */
async function readConfirmationToken(token: string): Promise<{ email: string; expiresAt: Date } | null> {
  if (!token || token.length > 2048) return null;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(env().SESSION_SECRET), {
      algorithms: ["HS256"],
    });
    // A change-of-address token (`updateTo`) belongs to a flow CivicLens does not offer.
    if (typeof payload.email !== "string" || payload.updateTo !== undefined || !payload.exp) return null;
    return { email: payload.email.toLowerCase(), expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

// ---- profile and home city ----

/** Saving the home city chosen at sign-up must never fail the sign-up: a failure is only logged (spec). */
async function saveHomeCityAtSignup(userId: string, homeCityKey: string): Promise<void> {
  try {
    const [city] = await db()
      .select({ id: cities.id })
      .from(cities)
      .where(eq(cities.locationKey, homeCityKey))
      .limit(1);
    if (!city) throw new Error(`no city with key ${homeCityKey}`);
    await setHomeCity({ userId, cityId: city.id });
  } catch (error) {
    logger.warn({ err: error, userId }, "saving the home city at sign-up failed");
  }
}

export type Profile = typeof profiles.$inferSelect;

export async function getProfile(options: { userId: string }): Promise<Profile | undefined> {
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, options.userId)).limit(1);
  return profile;
}

/** Sets home_city_key and merges home_city_id into preferences, in one statement. */
export async function setHomeCity(options: {
  userId: string;
  cityId: string;
}): Promise<{ locationKey: string }> {
  const [city] = await db()
    .select({ id: cities.id, locationKey: cities.locationKey })
    .from(cities)
    .where(eq(cities.id, options.cityId))
    .limit(1);
  if (!city) throw new AppError("NOT_FOUND", "That city does not exist.");
  const existing = await getProfile({ userId: options.userId });
  const preferences = { ...(existing?.preferences ?? {}), home_city_id: city.id };
  await db()
    .insert(profiles)
    .values({ id: options.userId, homeCityKey: city.locationKey, preferences })
    .onConflictDoUpdate({
      target: profiles.id,
      set: { homeCityKey: city.locationKey, preferences, updatedAt: new Date() },
    });
  return { locationKey: city.locationKey };
}

// ---- roles (operators' CLI) ----

export async function grantAdmin(options: { email: string }): Promise<void> {
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.email.toLowerCase()));
  if (!user) throw new AppError("NOT_FOUND", `No account uses ${options.email}.`);
  await db().insert(userRoles).values({ userId: user.id, role: ADMIN_ROLE }).onConflictDoNothing();
}

export async function revokeAdmin(options: { email: string }): Promise<void> {
  const [user] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, options.email.toLowerCase()));
  if (!user) throw new AppError("NOT_FOUND", `No account uses ${options.email}.`);
  await db()
    .delete(userRoles)
    .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, ADMIN_ROLE)));
}
