// Refuses, at the edge, request addresses no route can read: a malformed percent-encoding in the path, or a NUL in
// the path or query string (PostgreSQL text cannot hold one). Every route is covered, including those that read
// `url.searchParams` directly (issue #12).
import type { RequestHandler, Response } from "express";
import { containsNul } from "~/lib/text-input";

export const ADDRESS_MALFORMED = "This address is not valid: it contains a malformed %-encoded character.";
export const ADDRESS_CHARACTER_NOT_ALLOWED = "This address contains a character that is not allowed.";

/** Paths whose callers read JSON: the answer is `{ "error": "..." }`, as `jsonFailure` answers. */
const JSON_PATHS = /^\/(functions|api|webhooks)\//i;
/** The public read API's and MCP's one error shape (ADR 0041). */
const OPEN_DATA_API_PATHS = /^\/(api\/v1(\/|$)|mcp\/?$)/i;

/**
 * 400 for a path that does not decode (Express would fail decoding its route parameter and answer 500) or that
 * holds a NUL, and for a query string with a NUL in any name or value. A malformed %-sequence in the query string is
 * left alone: URLSearchParams reads it as the literal text, as a person typing `?q=100%` means it.
 */
export function refuseUnreadableAddresses(): RequestHandler {
  return (request, response, next) => {
    const url = request.originalUrl;
    const queryStart = url.indexOf("?");
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return refuseRequest(response, rawPath, { status: 400, message: ADDRESS_MALFORMED });
    }
    if (containsNul(path)) return refuseRequest(response, rawPath, NUL_REFUSAL);
    if (queryStart !== -1) {
      for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
        if (containsNul(name) || containsNul(value)) {
          return refuseRequest(response, rawPath, NUL_REFUSAL);
        }
      }
    }
    next();
  };
}

const NUL_REFUSAL = { status: 400, message: ADDRESS_CHARACTER_NOT_ALLOWED } as const;

export type Refusal = { status: 400 | 413; message: string };

/**
 * The edge's own refusal, in the shape the path's callers read: the read API's and MCP's `{error: {code,
 * message}}`, the JSON functions', auth API's and webhooks' `{error}`, and plain text for pages.
 */
export function refuseRequest(response: Response, rawPath: string, refusal: Refusal): void {
  // Edge refusals may be sent before the security headers are added, so they carry the one that matters for them.
  response.status(refusal.status).set("X-Content-Type-Options", "nosniff");
  const { message } = refusal;
  // The read API has one code for a request it cannot take (API_ERROR_CODES); the status says which kind.
  if (OPEN_DATA_API_PATHS.test(rawPath)) response.json({ error: { code: "bad_request", message } });
  else if (JSON_PATHS.test(rawPath)) response.json({ error: message });
  else response.type("text/plain").send(message);
}
