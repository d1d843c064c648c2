// Authentication by better-auth 1.7 on our own database (ADR 0006): password sign-in with email confirmation,
// six-digit emailed codes, sessions in PostgreSQL, and bearer tokens for the server functions. The mails' components
// (mails/) are imported when one is sent: React Email takes about a second to load, which no start should pay.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, emailOTP } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { accounts, profiles, sessions, users, verifications } from "#db/schema";
import { type Database, database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "~/lib/password-rules";
import { PRODUCT_NAME } from "~/lib/product";
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from "./accounts.copy";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "civiclens";
/** How long an emailed confirmation link works (once). */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 24 * 60 * 60;

function createAuth(current: Database) {
  const config = env();
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: config.SESSION_SECRET,
    trustedOrigins: [new URL(config.PUBLIC_URL).origin],
    database: drizzleAdapter(current.db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // A reset password ends every session of the account, wherever it was opened.
      async onPasswordReset({ user }) {
        await current.db.delete(sessions).where(eq(sessions.userId, user.id));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in with the right password before confirming mails a fresh link (the lost-email path).
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: EMAIL_CONFIRMATION_TTL_SECONDS,
      async sendVerificationEmail({ user, url }) {
        // A confirmed account is never mailed a link: a link would only be a way to sign someone in.
        if (user.emailVerified) return;
        const { renderAccountConfirmationMail } = await import("./mails/account-confirmation-mail");
        await sendMail({ to: user.email, ...(await renderAccountConfirmationMail({ link: url })) });
      },
    },
    session: { expiresIn: 30 * 24 * 60 * 60, updateAge: 24 * 60 * 60 },
    // Our own per-IP limits guard the forms (rate-limit.server.ts); better-auth's in-memory one is per process.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: ["x-civiclens-client-ip"] },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            // Every account has a profile row from its first moment (spec: profiles.id is the user id).
            await current.db
              .insert(profiles)
              .values({ id: user.id, username: user.email.split("@")[0] ?? null })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: VERIFICATION_CODE_TTL_SECONDS,
        allowedAttempts: 5,
        storeOTP: "hashed",
        async sendVerificationOTP({ email, otp, type }) {
          if (type === "forget-password") {
            const { renderPasswordResetMail } = await import("./mails/password-reset-mail");
            await sendMail({ to: email, ...(await renderPasswordResetMail({ code: otp })) });
          } else {
            const { renderSignInCodeMail } = await import("./mails/sign-in-code-mail");
            await sendMail({ to: email, ...(await renderSignInCodeMail({ code: otp })) });
          }
        },
      }),
      bearer(),
    ],
    logger: {
      log(level, message) {
        if (level === "error") logger.error({ source: "better-auth" }, message);
        else logger.debug({ source: "better-auth" }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const authByDatabase = new WeakMap<Database, Auth>();

/** The auth instance bound to this process's current database. */
export function auth(): Auth {
  const current = database();
  let instance = authByDatabase.get(current);
  if (!instance) {
    instance = createAuth(current);
    authByDatabase.set(current, instance);
  }
  return instance;
}
