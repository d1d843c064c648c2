// Authentication by better-auth 1.3 on our own database (ADR 0006): password sign-in with email confirmation,
// six-digit emailed codes, sessions in PostgreSQL, and bearer tokens for the server functions.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { bearer, emailOTP } from "better-auth/plugins";
import { accounts, profiles, sessions, users, verifications } from "#db/schema";
import { PRODUCT_NAME } from "~/features/shell/shell.copy";
import { type Database, database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { sendMail } from "~/lib/mail.server";
import { hashPassword, verifyPassword } from "~/lib/password.server";
import { VERIFICATION_CODE_LENGTH, VERIFICATION_CODE_TTL_SECONDS } from "./accounts.copy";

export const AUTH_BASE_PATH = "/api/auth";
export const SESSION_COOKIE_PREFIX = "civiclens";

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
      minPasswordLength: 8,
      maxPasswordLength: 128,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        await sendMail({
          to: user.email,
          subject: `Confirm your ${PRODUCT_NAME} account`,
          text: `Welcome to ${PRODUCT_NAME}!\n\nConfirm your email address to finish creating your account:\n${url}\n\nIf you did not sign up, ignore this message.`,
        });
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
        async sendVerificationOTP({ email, otp }) {
          await sendMail({
            to: email,
            subject: `Your ${PRODUCT_NAME} sign-in code`,
            text: `Your ${PRODUCT_NAME} verification code is ${otp}\n\nIt expires in 10 minutes and works once. If you did not ask for it, ignore this message.`,
          });
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
