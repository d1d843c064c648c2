// Sign Out: clears the session, then returns to where the person was (home from the top navigation).

import { AUTH_COPY } from "~/features/accounts/accounts.copy";
import { safeRedirectPath } from "~/features/accounts/accounts.schema";
import { signOut } from "~/features/accounts/accounts.server";
import { redirectWithToast } from "~/lib/flash-toast.server";
import type { Route } from "./+types/auth.sign-out";

export async function action({ request }: Route.ActionArgs) {
  const form = new URLSearchParams(await request.text());
  const { headers } = await signOut({ request });
  return redirectWithToast(safeRedirectPath(form.get("redirectTo")), AUTH_COPY.signedOut, { headers });
}

export function loader() {
  return new Response("Use the Sign Out button.", { status: 405, headers: { Allow: "POST" } });
}
