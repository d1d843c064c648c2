// Turning input into validated values, and errors into HTTP answers a person understands, at the edge only.
import { data } from "react-router";
import type { z } from "zod";
import { type ActionFailure, type FailureWording, type FieldErrors, failureOf } from "./action-result";
import { AppError, isAppError } from "./app-error";
import { logger } from "./logger.server";
import { containsNul, TEXT_NOT_ALLOWED } from "./text-input";

/** The largest JSON or form body any endpoint accepts; uploads have their own limits. */
export const MAX_BODY_BYTES = 256 * 1024;

export const REQUEST_TOO_LARGE = "The request is too large.";
/**
 * The `code` of the error a request's body stream fails with when the HTTP edge cut it at its limit
 * (server/body-limit.ts): a reader that meets it answers 413, not 500.
 */
export const BODY_LIMIT_EXCEEDED = "BODY_LIMIT_EXCEEDED";

/** Whether `error` is the edge's cut of a body past its limit. */
export function isBodyLimitExceeded(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && (error as { code?: unknown }).code === BODY_LIMIT_EXCEEDED
  );
}

export type { ActionFailure, FieldErrors } from "./action-result";

/** The first message per field, keyed by the field's path, for showing beside each control. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

/**
 * The body as text, read with a running count: a declared or actual size over `maxBytes` is a 413 before more
 * than the limit is held in memory (a chunked body has no Content-Length to refuse up front).
 */
export async function readBodyText(request: Request, maxBytes = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw new AppError("PAYLOAD_TOO_LARGE", REQUEST_TOO_LARGE);
  if (!request.body) return "";
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw unreadableBody(error);
    });
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      throw new AppError("PAYLOAD_TOO_LARGE", REQUEST_TOO_LARGE);
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** A body that stopped arriving: cut by the edge at its limit (413), or the client went away mid-way (400). */
function unreadableBody(error: unknown): AppError {
  if (isBodyLimitExceeded(error)) return new AppError("PAYLOAD_TOO_LARGE", REQUEST_TOO_LARGE);
  return new AppError("BAD_REQUEST", "The request body could not be read. Please try again.");
}

/**
 * Refuses a form whose names or values hold a NUL anywhere, a repeated field included (only the last of a repeated
 * field reaches the schema, so the check cannot wait for `parseWith`).
 */
function refuseNulInEntries(entries: Iterable<[string, unknown]>): void {
  for (const [key, value] of entries) {
    if (containsNul(key)) throw textNotAllowed("form");
    if (typeof value === "string" && containsNul(value)) throw textNotAllowed(key);
  }
}

function textNotAllowed(field: string): AppError {
  return new AppError("BAD_REQUEST", TEXT_NOT_ALLOWED, { fieldErrors: { [field]: TEXT_NOT_ALLOWED } });
}

/**
 * The path of the first string (or object key) in `value` that holds a NUL, or null when there is none. Iterative,
 * so a deeply nested JSON body cannot overflow the stack.
 */
function pathOfNul(value: unknown): string | null {
  const pending: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    if (typeof item.value === "string") {
      if (containsNul(item.value)) return item.path || "form";
    } else if (item.value !== null && typeof item.value === "object") {
      for (const [key, child] of Object.entries(item.value)) {
        if (containsNul(key)) return item.path || "form";
        pending.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
      }
    }
  }
  return null;
}

/**
 * Parses a form post with `schema`; a bad value becomes a 400 AppError carrying each field's message.
 * `maxBytes` raises the body limit for a form that carries a long text (an admin's transcript edit); `lists` names
 * the fields read as lists.
 */
export async function parseFormData<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: { maxBytes?: number; lists?: readonly string[] } = {},
): Promise<z.infer<Schema>> {
  const form = new URLSearchParams(await readBodyText(request, options.maxBytes));
  refuseNulInEntries(form);
  const values: Record<string, string | string[]> = {};
  for (const [key, value] of form) values[key] = value;
  // A field named in `lists` (checkboxes sharing a name) is every value sent, in order; absent, an empty list.
  for (const key of options.lists ?? []) values[key] = form.getAll(key);
  return parseWith(schema, values);
}

/** Parses a JSON body with `schema`; malformed JSON and bad values become 400 AppErrors. */
export async function parseJsonBody<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const text = await readBodyText(request);
  let value: unknown;
  try {
    value = text.trim() === "" ? {} : JSON.parse(text);
  } catch {
    throw new AppError("BAD_REQUEST", "The request body is not valid JSON.");
  }
  return parseWith(schema, value);
}

/**
 * Validates `value` with `schema`; a bad value becomes a 400 AppError carrying each field's message. A NUL in any
 * string of the value is refused first, whatever the schema says: PostgreSQL text cannot hold one (issue #12).
 */
export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const nulAt = pathOfNul(value);
  if (nulAt !== null) throw textNotAllowed(nulAt);
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = Object.values(fieldErrors)[0] ?? "The request is not valid.";
  throw new AppError("BAD_REQUEST", first, { fieldErrors });
}

/** The file a form's file input sent, or null when none was chosen (a browser then sends an empty, unnamed part). */
export function uploadedFile(entry: FormDataEntryValue | null): File | null {
  if (!entry || typeof entry === "string") return null;
  return entry.size === 0 && !entry.name ? null : entry;
}

/** The text fields of a form (files left out), as plain values for a zod schema. */
export function formFields(form: FormData): Record<string, string> {
  refuseNulInEntries(form);
  const values: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") values[key] = value;
  return values;
}

/**
 * For loaders: validates `value` (a page's query or params) with `schema`; a bad value is thrown as a 400 page
 * that shows the first message, instead of an AppError that would surface as a 500.
 */
export function parseLoaderInput<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  try {
    return parseWith(schema, value);
  } catch (error) {
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/** For loaders: an AppError thrown while loading becomes the error page with its status and message. */
export async function loadOrErrorPage<Page>(load: () => Promise<Page>): Promise<Page> {
  try {
    return await load();
  } catch (error) {
    if (isAppError(error)) throw data(error.message, { status: error.status });
    throw error;
  }
}

/**
 * For form actions: an AppError becomes the one failure answer (app/lib/action-result.ts) with its status, worded
 * by `wording` and carrying `values` the form keeps (the address typed, the step). Any other error is rethrown, or,
 * when `wording.unexpected` names the words for it, logged and answered as a 500 with them.
 */
export function actionFailure<Values extends object = object>(
  error: unknown,
  wording: FailureWording & { unexpected?: string } = {},
  values?: Values,
) {
  let failure: AppError;
  if (isAppError(error)) failure = error;
  else if (wording.unexpected === undefined) throw error;
  else {
    logger.error({ err: error }, "a form action failed unexpectedly");
    failure = new AppError("INTERNAL", wording.unexpected);
  }
  return data<ActionFailure<Values>>(
    { ...failureOf(failure, wording), ...(values as Values) },
    { status: failure.status },
  );
}

/**
 * For a page that still renders when what its query names is missing: the page the service built so far (carried
 * on its AppError by `pageProblem`), answered with the error's status.
 */
export async function pageWithStatus<Page>(load: () => Promise<Page>) {
  try {
    return data(await load());
  } catch (error) {
    if (isAppError(error) && error.details?.page)
      return data(error.details.page as Page, { status: error.status });
    throw error;
  }
}

/** For JSON APIs: an AppError becomes `{ error }` with its status; anything else is logged and answered 500. */
export function jsonFailure(error: unknown): Response {
  if (isAppError(error)) {
    return Response.json({ error: error.message, ...(error.details ?? {}) }, { status: error.status });
  }
  logger.error({ err: error }, "unexpected API error");
  return Response.json({ error: "An unexpected error occurred" }, { status: 500 });
}
