// Accounts for tests: users and sessions made directly in the database, and signing in through the real auth flow.
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { accounts, profiles, sessions, userRoles, users } from "#db/schema";
import { signInWithPassword } from "~/features/accounts/accounts.server";
import { auth } from "~/features/accounts/auth.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { listOutbox } from "~/lib/mail.server";
import { hashPassword } from "~/lib/password.server";

export const TEST_PASSWORD = "correct-horse-battery";

/**
 * scrypt is slow on purpose, so the test password is hashed once per file and every test user shares that hash
 * (a random salt per user proves nothing here; signing in still verifies it with scrypt).
 */
let testPasswordHash: Promise<string> | undefined;
function hashedTestPassword(): Promise<string> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  return testPasswordHash;
}

let addressCounter = 0;
/** Every request from a new test address, so per-IP limits of one test never touch another. */
export function testAddress(): string {
  addressCounter += 1;
  return `198.51.100.${addressCounter % 250}`;
}

export function uniqueEmail(label = "person"): string {
  return `${label}-${randomBytes(4).toString("hex")}@example.org`;
}

export async function createUser(
  options: { email?: string; admin?: boolean; verified?: boolean; homeCityKey?: string } = {},
) {
  const id = randomBytes(16).toString("hex");
  const email = options.email ?? uniqueEmail();
  await db()
    .insert(users)
    .values({ id, email, name: "", emailVerified: options.verified ?? true });
  await db()
    .insert(accounts)
    .values({
      id: randomBytes(16).toString("hex"),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashedTestPassword(),
    });
  await db()
    .insert(profiles)
    .values({ id, username: email.split("@")[0], homeCityKey: options.homeCityKey ?? null });
  if (options.admin) await db().insert(userRoles).values({ userId: id, role: "admin" });
  return { id, email };
}

export function formRequest(
  path: string,
  fields: Record<string, string>,
  options: { cookie?: string; ip?: string } = {},
): Request {
  const headers = new Headers({ "content-type": "application/x-www-form-urlencoded" });
  headers.set("x-civiclens-client-ip", options.ip ?? testAddress());
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
}

export function getRequest(path: string, options: { cookie?: string } = {}): Request {
  const headers = new Headers({ "x-civiclens-client-ip": testAddress() });
  if (options.cookie) headers.set("cookie", options.cookie);
  return new Request(`http://localhost:3000${path}`, { headers });
}

/** The Cookie header a browser would send back after these Set-Cookie headers. */
export function cookieFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/**
 * The Cookie header of a fresh session for the user with this email, written straight into the sessions table the
 * way better-auth writes one at sign-in (the token signed with the session secret). For tests that need "a member"
 * or "an admin" signed in, not the sign-in itself: no password check, no rate limit counters.
 */
export async function sessionCookie(email: string): Promise<string> {
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no test user ${email}`);
  const token = randomBytes(24).toString("base64url");
  const { authCookies, sessionConfig } = await auth().$context;
  await db()
    .insert(sessions)
    .values({
      id: randomBytes(16).toString("hex"),
      token,
      userId: user.id,
      expiresAt: new Date(Date.now() + sessionConfig.expiresIn * 1000),
    });
  const signature = createHmac("sha256", env().SESSION_SECRET).update(token).digest("base64");
  return `${authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** Signs in through the real auth flow (password, limits) and returns the Cookie header a browser would send. */
export async function signInCookie(email: string): Promise<string> {
  const { headers } = await signInWithPassword({
    request: getRequest("/auth"),
    email,
    password: TEST_PASSWORD,
  });
  return cookieFrom(headers);
}

/** The newest six-digit code mailed to `email` (from the outbox: no SMTP in tests). */
export async function latestCodeFor(email: string): Promise<string | undefined> {
  const message = (await listOutbox()).find((item) => item.to === email && /code is \d{6}/.test(item.text));
  return message?.text.match(/code is (\d{6})/)?.[1];
}
