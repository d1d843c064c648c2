// Answers meant for one person are kept by no browser or shared cache: `Cache-Control: no-store` on every response
// to a signed-in request (a session cookie or a bearer token), on React Router's data requests and on the account,
// admin, outbox and alert-link pages, whatever the route itself set.
import type { Request, RequestHandler } from "express";
import onHeaders from "on-headers";
import { AUTH_BASE_PATH, SESSION_COOKIE_PREFIX } from "~/features/accounts/auth.server";

/** Matched case-insensitively, as React Router matches routes. */
const PRIVATE_PATHS = [
  /^\/auth(\/|$)/i,
  new RegExp(`^${AUTH_BASE_PATH}(/|$)`, "i"),
  /^\/profile(\/|$)/i,
  /^\/admin/i,
  /^\/dev\/outbox(\/|$)/i,
  // Signed alert links name an address and its alerts (issue #17).
  /^\/alerts(\/|$)/i,
];

/** better-auth names its cookies `<prefix>.<name>`, with `__Secure-` in front on https. */
const SESSION_COOKIE_NAME = new RegExp(`^(__Secure-)?${SESSION_COOKIE_PREFIX}\\.`);

export function isPrivateRequest(request: Request): boolean {
  if (request.get("authorization")) return true;
  const cookieNames = (request.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "");
  if (cookieNames.some((name) => SESSION_COOKIE_NAME.test(name))) return true;
  const path = decodedPath(request.path);
  return path.endsWith(".data") || PRIVATE_PATHS.some((pattern) => pattern.test(path));
}

/** Mounted just before the app's pages, so static files (assets, favicon, uploads) keep their own caching. */
export function noStoreForPrivateResponses(): RequestHandler {
  return (request, response, next) => {
    if (isPrivateRequest(request)) {
      onHeaders(response, function setNoStore() {
        this.setHeader("Cache-Control", "no-store");
      });
    }
    next();
  };
}

function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
