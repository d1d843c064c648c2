// Which new passwords CivicLens accepts (OWASP ASVS level 2): long enough, and not one of the passwords attackers
// try first. The list is zxcvbn-ts's maintained common-password dictionary, shipped in a package and read offline.
import { dictionary } from "@zxcvbn-ts/language-common";
import { AppError } from "./app-error";
import { newPasswordSchema, PASSWORD_RULE_MESSAGES } from "./password-rules";

let commonPasswords: Set<string> | undefined;

function commonPasswordSet(): Set<string> {
  commonPasswords ??= new Set(
    (dictionary["passwords-common"] as string[]).map((password) => password.toLowerCase()),
  );
  return commonPasswords;
}

/** True when the password (ignoring case and surrounding spaces) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswordSet().has(password.trim().toLowerCase());
}

/** Throws a 400 AppError (with a `password` field error) naming the first rule a new password breaks. */
export function assertAcceptablePassword(password: string, field = "password"): void {
  const parsed = newPasswordSchema.safeParse(password);
  const message = parsed.success
    ? isCommonPassword(password)
      ? PASSWORD_RULE_MESSAGES.tooCommon
      : undefined
    : (parsed.error.issues[0]?.message ?? PASSWORD_RULE_MESSAGES.tooShort);
  if (message) throw new AppError("BAD_REQUEST", message, { fieldErrors: { [field]: message } });
}
