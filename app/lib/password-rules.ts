// The rules for a new password that the browser can know too (length); the common-password check is server-only
// (password-policy.server.ts), because its list is too large to ship to every reader.
import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_RULE_MESSAGES = {
  required: "Please enter a password.",
  tooShort: `Passwords must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  tooLong: `Passwords can be at most ${MAX_PASSWORD_LENGTH} characters.`,
  tooCommon: "That password is one of the most common ones. Please choose one that is harder to guess.",
  hint: `At least ${MIN_PASSWORD_LENGTH} characters, and not a common password.`,
} as const;

/** A password being chosen (sign-up, change, reset). Signing in with an older, shorter one still works. */
export const newPasswordSchema = z
  .string({ message: PASSWORD_RULE_MESSAGES.required })
  .min(1, { message: PASSWORD_RULE_MESSAGES.required })
  .min(MIN_PASSWORD_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooShort })
  .max(MAX_PASSWORD_LENGTH, { message: PASSWORD_RULE_MESSAGES.tooLong });
