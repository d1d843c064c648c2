// Sign Out: clears the session, then returns to where the person was (home from the top navigation).

import { AUTH_COPY } from "~/features/accounts/accounts.copy";
import { type SignOutForm, safeRedirectPath, signOutFormSchema } from "~/features/accounts/accounts.schema";
import { signOut } from "~/features/accounts/accounts.server";
import { SESSION_COOKIE_PREFIX } from "~/features/accounts/auth.server";
import { isAppError } from "~/lib/app-error";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/auth.sign-out";

export async function action({ request }: Route.ActionArgs) {
  let form: SignOutForm;
  try {
    // Read with the body limit (issue #31): a body too large, or one holding a NUL, is refused as any form's is.
    form = await parseFormData(request, signOutFormSchema);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = await signOutHeaders(request);
  return redirectWithToast(safeRedirectPath(form.redirectTo), AUTH_COPY.signedOut, { headers });
}

export function loader() {
  return new Response("Use the Sign Out button.", { status: 405, headers: { Allow: "POST" } });
}

/**
 * better-auth refuses to sign out a request that has no live session (no cookie, an expired session, a cookie it
 * cannot read). The person is signed out all the same, so the answer is the same as for a normal sign-out: the
 * session cookies the browser sent are cleared and the toast says so.
 */
async function signOutHeaders(request: Request): Promise<Headers> {
  try {
    return (await signOut({ request })).headers;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return clearedSessionCookies(request);
  }
}

/** Set-Cookie headers that expire every session cookie (`civiclens.*`, `__Secure-civiclens.*`) the request carried. */
function clearedSessionCookies(request: Request): Headers {
  const headers = new Headers();
  const names = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "");
  for (const name of names) {
    const secure = name.startsWith("__Secure-");
    if (!name.startsWith(`${secure ? "__Secure-" : ""}${SESSION_COOKIE_PREFIX}.`)) continue;
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
    );
  }
  return headers;
}
