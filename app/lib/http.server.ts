// Turning input into validated values, and errors into HTTP answers a person understands, at the edge only.
import { data } from "react-router";
import type { z } from "zod";
import { AppError, isAppError } from "./app-error";
import { logger } from "./logger.server";

/** The largest JSON or form body any endpoint accepts; uploads have their own limits. */
export const MAX_BODY_BYTES = 256 * 1024;

export type FieldErrors = Record<string, string>;
export type ActionFailure = { ok: false; error: string; fieldErrors: FieldErrors };

/** The first message per field, keyed by the field's path, for showing beside each control. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    fieldErrors[key] ??= issue.message;
  }
  return fieldErrors;
}

async function readBodyText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
  return text;
}

/** Parses a form post with `schema`; a bad value becomes a 400 AppError carrying each field's message. */
export async function parseFormData<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
): Promise<z.infer<Schema>> {
  const form = new URLSearchParams(await readBodyText(request));
  const values: Record<string, string> = {};
  for (const [key, value] of form) values[key] = value;
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

export function parseWith<Schema extends z.ZodType>(schema: Schema, value: unknown): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  const first = Object.values(fieldErrors)[0] ?? "The request is not valid.";
  throw new AppError("BAD_REQUEST", first, { fieldErrors });
}

/** For form actions: an AppError becomes `{ ok: false, error, fieldErrors }` with its status; anything else is rethrown. */
export function actionFailure(error: unknown) {
  if (!isAppError(error)) throw error;
  const fieldErrors = (error.details?.fieldErrors as FieldErrors | undefined) ?? {};
  return data<ActionFailure>({ ok: false, error: error.message, fieldErrors }, { status: error.status });
}

/** For JSON APIs: an AppError becomes `{ error }` with its status; anything else is logged and answered 500. */
export function jsonFailure(error: unknown): Response {
  if (isAppError(error)) {
    return Response.json({ error: error.message, ...(error.details ?? {}) }, { status: error.status });
  }
  logger.error({ err: error }, "unexpected API error");
  return Response.json({ error: "An unexpected error occurred" }, { status: 500 });
}
