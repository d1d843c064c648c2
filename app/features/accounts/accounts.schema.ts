// Inputs of the accounts area, shared by the forms and the actions that receive them.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, newPasswordSchema } from "~/lib/password-rules";
import { EMAIL_MAX_CHARS } from "./accounts.constants";
import { AUTH_COPY, PASSWORD_COPY, VERIFICATION_CODE_LENGTH } from "./accounts.copy";

const email = z
  .string({ message: AUTH_COPY.enterEmail })
  .trim()
  .min(1, { message: AUTH_COPY.enterEmail })
  .max(EMAIL_MAX_CHARS, { message: "That email address is too long." })
  .pipe(z.email({ message: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

const verificationCode = z
  .string({ message: AUTH_COPY.enterValidCode })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { message: AUTH_COPY.enterValidCode });

const optionalCityKey = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((value) => value || undefined);

export const authModeSchema = z.enum(["signin", "signup"]).catch("signin");
export type AuthMode = z.infer<typeof authModeSchema>;

export const passwordFormSchema = z.object({
  intent: z.literal("password"),
  mode: authModeSchema,
  email,
  password: z
    .string({ message: AUTH_COPY.emailAndPasswordRequired })
    .min(1, { message: AUTH_COPY.emailAndPasswordRequired })
    .max(MAX_PASSWORD_LENGTH, { message: `Passwords can be at most ${MAX_PASSWORD_LENGTH} characters.` }),
  homeCityKey: optionalCityKey,
  redirectTo: z.string().optional(),
});

export const requestCodeFormSchema = z.object({
  intent: z.enum(["send-code", "resend-code"]),
  mode: authModeSchema,
  email,
  homeCityKey: optionalCityKey,
});

export const verifyCodeFormSchema = z.object({
  intent: z.literal("verify-code"),
  mode: authModeSchema,
  email,
  code: verificationCode,
  homeCityKey: optionalCityKey,
  redirectTo: z.string().optional(),
});

/** The Sign Out button's form: where to return to (checked by `safeRedirectPath`). */
export const signOutFormSchema = z.object({ redirectTo: z.string().optional() });
export type SignOutForm = z.infer<typeof signOutFormSchema>;

/** "Send the confirmation again", offered when a sign-in is refused because the email is not confirmed. */
export const resendConfirmationFormSchema = z.object({
  intent: z.literal("resend-confirmation"),
  mode: authModeSchema,
  email,
});

export const authFormSchema = z.discriminatedUnion(
  "intent",
  [passwordFormSchema, requestCodeFormSchema, verifyCodeFormSchema, resendConfirmationFormSchema],
  {
    error: () => "Unknown sign-in action.",
  },
);

export const homeCityFormSchema = z.object({
  intent: z.literal("home-city").optional(),
  cityId: z.uuid({ message: "Please choose a city." }),
});

export const changePasswordFormSchema = z.object({
  intent: z.literal("change-password"),
  currentPassword: z
    .string({ message: PASSWORD_COPY.enterCurrentPassword })
    .min(1, { message: PASSWORD_COPY.enterCurrentPassword })
    .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_COPY.currentPasswordWrong }),
  newPassword: newPasswordSchema,
});

/** Forgot password?, step one: the address to mail a reset code to. */
export const passwordResetRequestSchema = z.object({
  intent: z.literal("request-reset"),
  email,
});

/** Forgot password?, step two: the mailed code and the new password. */
export const passwordResetSchema = z.object({
  intent: z.literal("reset-password"),
  email,
  code: verificationCode,
  password: newPasswordSchema,
});

export const passwordResetFormSchema = z.discriminatedUnion(
  "intent",
  [passwordResetRequestSchema, passwordResetSchema],
  { error: () => "Unknown password reset action." },
);

/** Any origin will do: only whether a value stays on it matters. */
const REDIRECT_CHECK_ORIGIN = "http://civiclens.invalid";
/** Tabs, CR/LF and other controls (browsers drop them, turning `/\t/evil` into `//evil`) and backslashes. */
function hasUnsafeRedirectCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || character === "\\") return true;
  }
  return false;
}

/**
 * Only same-site paths may be redirected to after signing in or out: the value is resolved against an origin of
 * our own and kept only when it stays on it, as a path that cannot be read as another host (`//host`).
 */
export function safeRedirectPath(value: string | undefined | null, fallback = "/"): string {
  if (!value?.startsWith("/") || value.startsWith("//")) return fallback;
  if (hasUnsafeRedirectCharacter(value)) return fallback;
  let resolved: URL;
  try {
    resolved = new URL(value, REDIRECT_CHECK_ORIGIN);
  } catch {
    return fallback;
  }
  if (resolved.origin !== REDIRECT_CHECK_ORIGIN) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return path.startsWith("//") ? fallback : path;
}
