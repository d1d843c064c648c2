// The auth library's HTTP endpoints under /api/auth, held to the app's own rules: only what the product uses is
// served (an email confirmation link, and a session read for scripts); every other better-auth endpoint answers
// 404, so none of them can get around the forms' limits, password rules or wording (issue #12).
import { AppError } from "~/lib/app-error";
import { jsonFailure } from "~/lib/http.server";
import { clientAddress, enforceRateLimit, RATE_LIMITS } from "~/lib/rate-limit.server";
import { confirmEmailWithLink, getViewer } from "./accounts.server";
import { AUTH_BASE_PATH, auth } from "./auth.server";

/** Nothing the auth API serves takes a body; anything larger than this is refused before it is read. */
export const AUTH_API_MAX_BODY_BYTES = 64 * 1024;

type AuthApiHandler = (request: Request) => Promise<Response>;

/** The endpoints served, by path under /api/auth; each is a GET. */
export const AUTH_API_ENDPOINTS: Record<string, AuthApiHandler> = {
  "/verify-email": (request) => confirmEmailWithLink({ request }),
  "/get-session": readSession,
};

export async function handleAuthApiRequest(request: Request): Promise<Response> {
  try {
    await enforceRateLimit(RATE_LIMITS.authApi, clientAddress(request));
    if (Number(request.headers.get("content-length") ?? 0) > AUTH_API_MAX_BODY_BYTES)
      throw new AppError("PAYLOAD_TOO_LARGE", "The request is too large.");
    const path = new URL(request.url).pathname.slice(AUTH_BASE_PATH.length);
    const handler = AUTH_API_ENDPOINTS[path];
    if (!handler) throw new AppError("NOT_FOUND", "There is no such endpoint.");
    if (request.method !== "GET" && request.method !== "HEAD") {
      return Response.json(
        { error: "Use GET for this endpoint." },
        { status: 405, headers: { Allow: "GET, HEAD" } },
      );
    }
    return await handler(request);
  } catch (error) {
    if (error instanceof Response) return error;
    return jsonFailure(error);
  }
}

/**
 * The signed-in session, as better-auth describes it, without the session token: a page's script never needs
 * the token, and a token in a JSON body is one XSS away from a stolen session. An ended session reads as null.
 */
async function readSession(request: Request): Promise<Response> {
  if (!(await getViewer(request))) return Response.json(null);
  const response = await auth().handler(request);
  const body = (await response.json().catch(() => null)) as {
    session?: Record<string, unknown>;
  } | null;
  if (body?.session) delete body.session.token;
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return Response.json(body, { status: response.status, headers });
}
