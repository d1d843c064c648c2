// Refuses, at the edge, request addresses no route can read: a malformed percent-encoding in the path, or a NUL in
// the path or query string (PostgreSQL text cannot hold one). Every route is covered, including those that read
// `url.searchParams` directly (issue #12).
import type { RequestHandler, Response } from "express";
import { containsNul } from "~/lib/text-input";

export const ADDRESS_MALFORMED = "This address is not valid: it contains a malformed %-encoded character.";
export const ADDRESS_CHARACTER_NOT_ALLOWED = "This address contains a character that is not allowed.";

/** Paths whose callers read JSON: the answer is `{ "error": "..." }`, as `jsonFailure` answers. */
const JSON_PATHS = /^\/(functions|api)\//;
/** The public read API's one error shape (ADR 0041). */
const OPEN_DATA_API_PATHS = /^\/api\/v1(\/|$)/i;

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
      return refuse(response, rawPath, ADDRESS_MALFORMED);
    }
    if (containsNul(path)) return refuse(response, rawPath, ADDRESS_CHARACTER_NOT_ALLOWED);
    if (queryStart !== -1) {
      for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) {
        if (containsNul(name) || containsNul(value)) {
          return refuse(response, rawPath, ADDRESS_CHARACTER_NOT_ALLOWED);
        }
      }
    }
    next();
  };
}

function refuse(response: Response, rawPath: string, message: string): void {
  // This answer is sent before the security headers are added, so it carries the one that matters for it.
  response.status(400).set("X-Content-Type-Options", "nosniff");
  if (OPEN_DATA_API_PATHS.test(rawPath)) response.json({ error: { code: "bad_request", message } });
  else if (JSON_PATHS.test(rawPath)) response.json({ error: message });
  else response.type("text/plain").send(message);
}
