// Inputs of the accounts area, shared by the forms and the actions that receive them.
import { z } from "zod";
import { AUTH_COPY, VERIFICATION_CODE_LENGTH } from "./accounts.copy";

const email = z
  .string({ message: AUTH_COPY.enterEmail })
  .trim()
  .min(1, { message: AUTH_COPY.enterEmail })
  .max(254, { message: "That email address is too long." })
  .pipe(z.email({ message: "Please enter a valid email address" }))
  .transform((value) => value.toLowerCase());

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
    .max(128, { message: "Passwords can be at most 128 characters." }),
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
  code: z
    .string({ message: AUTH_COPY.enterValidCode })
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { message: AUTH_COPY.enterValidCode }),
  homeCityKey: optionalCityKey,
  redirectTo: z.string().optional(),
});

export const authFormSchema = z.discriminatedUnion(
  "intent",
  [passwordFormSchema, requestCodeFormSchema, verifyCodeFormSchema],
  {
    error: () => "Unknown sign-in action.",
  },
);

export const homeCityFormSchema = z.object({
  cityId: z.uuid({ message: "Please choose a city." }),
});

/** Only same-site paths may be redirected to after signing in or out. */
export function safeRedirectPath(value: string | undefined | null, fallback = "/"): string {
  const isLocalPath = value?.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  return isLocalPath && value ? value : fallback;
}
