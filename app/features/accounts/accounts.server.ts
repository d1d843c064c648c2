// The accounts service: who is asking, signing in and out, home city, and the one admin check every admin
// loader, action and API goes through.
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { cities, profiles, userRoles, users } from "#db/schema";
import type { Viewer } from "~/features/shell/viewer";
import { AppError, type AppErrorCode } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { clientAddress, enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import { ADMIN_PERMISSION_DENIED, AUTH_COPY, AUTHENTICATION_REQUIRED } from "./accounts.copy";
import type { AuthMode } from "./accounts.schema";
import { auth } from "./auth.server";

export const ADMIN_ROLE = "admin";

/** The signed-in user (session cookie or `Authorization: Bearer` token) with their admin flag, or null. */
export async function getViewer(request: Request): Promise<Viewer | null> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return null;
  const roles = await db()
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, session.user.id));
  return {
    id: session.user.id,
    email: session.user.email,
    isAdmin: roles.some((row) => row.role === ADMIN_ROLE),
  };
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
  const { headers } = await callAuth(() =>
    auth().api.signInEmail({
      body: { email: options.email, password: options.password },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
  return { headers };
}

/** Creates the account and mails a confirmation link; no session until the email is confirmed. */
export async function signUpWithPassword(options: {
  request: Request;
  email: string;
  password: string;
  homeCityKey?: string;
}): Promise<void> {
  await enforceRateLimit(RATE_LIMITS.signUp, clientAddress(options.request));
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
  await enforceRateLimit(RATE_LIMITS.codeRequestPerEmail, options.email);
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
  const existed = await userExists(options.email);
  if (options.mode === "signin" && !existed) throw new AppError("BAD_REQUEST", AUTH_COPY.noAccountForCode);
  const { response, headers } = await callAuth(() =>
    auth().api.signInEmailOTP({
      body: { email: options.email, otp: options.code },
      headers: options.request.headers,
      asResponse: true,
    }),
  );
  const body = (await response.json()) as { user?: { id: string } };
  if (!existed && body.user?.id && options.homeCityKey)
    await saveHomeCityAtSignup(body.user.id, options.homeCityKey);
  return { headers, created: !existed };
}

export async function signOut(options: { request: Request }): Promise<AuthResult> {
  const { headers } = await callAuth(() =>
    auth().api.signOut({ headers: options.request.headers, asResponse: true }),
  );
  return { headers };
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
