// Answers meant for one person are kept by no browser or shared cache: `Cache-Control: private, no-store` on every
// response to a signed-in request (a session cookie or a bearer token) and on the account, admin, outbox and alert-link pages and
// their data requests, whatever the route itself set. Anonymous public pages are the page cache's (ADR 0037).
import type { Request, RequestHandler, Response } from "express";
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

export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** The request carries a session (cookie or bearer token), or asks for an account, admin or outbox page. */
export function isPrivateRequest(request: Request): boolean {
  if (request.get("authorization")) return true;
  if (cookieNames(request).some((name) => SESSION_COOKIE_NAME.test(name))) return true;
  // A data request is as private as the page it is for (`/admin.data`, `/profile.data`).
  const path = decodedPath(request.path).replace(/\.data$/, "");
  return PRIVATE_PATHS.some((pattern) => pattern.test(path));
}

export function cookieNames(request: Request): string[] {
  return (request.get("cookie") ?? "").split(";").map((pair) => pair.split("=")[0]?.trim() ?? "");
}

/** Mounted just before the app's pages, so static files (assets, favicon, uploads) keep their own caching. */
export function noStoreForPrivateResponses(): RequestHandler {
  return (request, response, next) => {
    if (isPrivateRequest(request)) {
      onHeaders(response, function setNoStore() {
        this.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        (this as unknown as Response).vary("Cookie");
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
