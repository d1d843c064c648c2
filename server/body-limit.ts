// One limit on every request body, applied at the HTTP edge before anything reads it (issue #31): a small default,
// and a larger one only for the addresses whose forms carry a file or a transcript, each taken from its reader's own
// limit. A declared Content-Length over the limit is refused at once, unread; a chunked body is counted as it
// arrives and cut at the limit. Either way the answer is 413 and the connection is closed, so nothing past the limit
// is held in memory or even read off the wire.
import type { Request, RequestHandler, Response } from "express";
import { AUTH_API_MAX_BODY_BYTES } from "~/features/accounts/auth-api.server";
import { MAX_FILE_FORM_BYTES, MAX_FORM_BYTES } from "~/features/admin-cities/admin-cities.constants";
import { TRANSCRIPT_UPLOAD_MAX_BYTES } from "~/features/admin-content/admin-content.constants";
import { STRIPE_WEBHOOK_MAX_BODY_BYTES } from "~/features/my-business/billing.server";
import { BODY_LIMIT_EXCEEDED, MAX_BODY_BYTES } from "~/lib/http.server";
import { MAX_IMAGE_BYTES } from "~/lib/image-upload";
import { multipartBodyBytes } from "~/lib/multipart.server";
import { refuseRequest } from "./request-guards";

/** Every address not named below: the largest JSON or form body any endpoint reads. */
export const DEFAULT_BODY_LIMIT_BYTES = MAX_BODY_BYTES;

/**
 * The addresses whose readers take more than the default (or, the auth API, less), by route path; `/*` covers the
 * path's descendants. A route's `.data` address (a script's form post) has the route's limit.
 */
export const ROUTE_BODY_LIMITS: readonly { path: string; maxBytes: number }[] = [
  // Forms carrying a whole transcript edit; the videos table's file forms (a feed file); the city image.
  {
    path: "/admin/city-management",
    maxBytes: Math.max(
      MAX_FORM_BYTES,
      multipartBodyBytes(MAX_FILE_FORM_BYTES),
      multipartBodyBytes(MAX_IMAGE_BYTES),
    ),
  },
  // A transcript file upload.
  {
    path: "/admin/content-management",
    maxBytes: Math.max(MAX_BODY_BYTES, multipartBodyBytes(TRANSCRIPT_UPLOAD_MAX_BYTES)),
  },
  // A listing's image.
  {
    path: "/admin/business-directory",
    maxBytes: Math.max(MAX_BODY_BYTES, multipartBodyBytes(MAX_IMAGE_BYTES)),
  },
  { path: "/webhooks/stripe", maxBytes: STRIPE_WEBHOOK_MAX_BODY_BYTES },
  { path: "/api/auth/*", maxBytes: AUTH_API_MAX_BODY_BYTES },
];

/** The body limit of a request path (as Express gives it, without the query). */
export function bodyLimitFor(path: string): number {
  // Route matching ignores case and a trailing slash; a `.data` request posts to its route's action.
  const routePath = path
    .toLowerCase()
    .replace(/\.data$/, "")
    .replace(/(.)\/+$/, "$1");
  for (const { path: pattern, maxBytes } of ROUTE_BODY_LIMITS) {
    if (pattern.endsWith("/*") ? routePath.startsWith(pattern.slice(0, -1)) : routePath === pattern) {
      return maxBytes;
    }
  }
  return DEFAULT_BODY_LIMIT_BYTES;
}

/** What a person (or a client's developer) reads in the 413. */
export function bodyTooLargeMessage(maxBytes: number): string {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Math.floor(maxBytes / (1024 * 1024))} MB`
      : `${Math.floor(maxBytes / 1024)} KB`;
  return `The request is too large: this address accepts at most ${size}.`;
}

export function limitRequestBodies(): RequestHandler {
  return (request, response, next) => {
    const maxBytes = bodyLimitFor(request.path);
    const declared = request.headers["content-length"];
    if (declared !== undefined) {
      // Node's parser never hands on more than the declared length (and refuses a length beside chunking).
      if (Number(declared) > maxBytes) return refuseTooLarge(request, response, maxBytes);
      return next();
    }
    if (request.headers["transfer-encoding"] !== undefined) countWhileArriving(request, response, maxBytes);
    next();
  };
}

/** 413 in the shape the path's callers read, and the connection closed after it: the rest is never read. */
function refuseTooLarge(request: Request, response: Response, maxBytes: number): void {
  response.setHeader("Connection", "close");
  refuseRequest(response, request.path, { status: 413, message: bodyTooLargeMessage(maxBytes) });
}

/**
 * Counts a chunked body as Node's HTTP parser pushes it into the request, whoever reads it and however (a web
 * stream, a multipart parser, a discard after the answer). Past the limit nothing more is passed on, the socket
 * stops being read, the 413 goes out, and the body's reader then fails with BODY_LIMIT_EXCEEDED (a 413 of its own,
 * never a 500). A route that answered without reading the body is not answered twice: its connection is closed.
 */
function countWhileArriving(request: Request, response: Response, maxBytes: number): void {
  // What arrived before this middleware ran is already in the stream's buffer.
  let received = request.readableLength;
  let cut = false;
  const push = request.push.bind(request);
  request.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (cut) return false;
    if (chunk !== null && chunk !== undefined) {
      received += (chunk as Uint8Array).byteLength;
      if (received > maxBytes) {
        cut = true;
        cutBody(request, response, maxBytes);
        // False tells the parser to stop reading the socket.
        return false;
      }
    }
    return push(chunk, encoding);
  };
}

function cutBody(request: Request, response: Response, maxBytes: number): void {
  const error = Object.assign(new Error(bodyTooLargeMessage(maxBytes)), { code: BODY_LIMIT_EXCEEDED });
  // A body nobody reads (its route answered first) has nobody to hear the error either.
  request.on("error", () => {});
  if (response.headersSent) {
    request.destroy(error);
    return;
  }
  refuseTooLarge(request, response, maxBytes);
  // Once the answer is written the reader is told, and the socket goes with it.
  response.once("finish", () => request.destroy(error));
}
