// The one text validator for string inputs: PostgreSQL text cannot hold NUL and no person types a control
// character, so such text is refused with a message instead of failing in the database (issue #12). Browser-safe:
// the same schemas validate forms in the browser and on the server.
import { z } from "zod";

export const TEXT_NOT_ALLOWED = "The text contains a character that is not allowed.";

/**
 * - "single-line": an input box; refuses every C0 control character but tab.
 * - "multi-line": a textarea; line breaks (CR, LF) are allowed too.
 * - "imported": text that first came from outside (a video's title, description or transcript from YouTube) and
 *   comes back in an edit form; only NUL is refused, so a stray control character the source put there never
 *   stops an admin from saving an edit.
 */
export type TextKind = "single-line" | "multi-line" | "imported";

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const SINGLE_LINE_REFUSED = /[\u0000-\u0008\u000A-\u001F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const MULTI_LINE_REFUSED = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** True when `value` contains a NUL character anywhere (what the HTTP edge refuses in every input). */
export function containsNul(value: string): boolean {
  return value.includes("\0");
}

/** True when `value` holds no character that a text of this kind refuses. */
export function isAllowedText(value: string, kind: TextKind = "single-line"): boolean {
  if (kind === "imported") return !containsNul(value);
  return !(kind === "multi-line" ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED).test(value);
}

type TextFieldOptions = {
  kind?: TextKind;
  /** The message for a value that is not a string at all (a missing required field). */
  error?: string;
};

/**
 * A text field: a trimmed string that refuses control characters with TEXT_NOT_ALLOWED. Chain `.min`, `.max`,
 * `.optional` and the rest as on `z.string()`.
 */
export function textField(options: TextFieldOptions = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .trim()
    .refine((value) => isAllowedText(value, options.kind), { error: TEXT_NOT_ALLOWED });
}

/** The same check on a string kept exactly as sent (a transcript, a JSON document), not trimmed. */
export function untrimmedTextField(options: TextFieldOptions = {}) {
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => isAllowedText(value, options.kind), { error: TEXT_NOT_ALLOWED });
}
