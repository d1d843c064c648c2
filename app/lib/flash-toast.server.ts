// A toast that survives a redirect: the action sets a short-lived signed cookie, the next page shows it once.
import { createCookie, redirect } from "react-router";
import { z } from "zod";
import type { ToastMessage } from "~/components/ui/toast";
import { env } from "./env.server";

const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});

/** The flash toast's cookie: a request carrying it is answered fresh, never from the page cache (ADR 0037). */
export const FLASH_TOAST_COOKIE = "civiclens_toast";

function toastCookie() {
  return createCookie(FLASH_TOAST_COOKIE, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: 60,
    secure: env().PUBLIC_URL.startsWith("https://"),
    secrets: [env().SESSION_SECRET],
  });
}

export async function redirectWithToast(url: string, toast: ToastMessage, init: { headers?: Headers } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastCookie().serialize(toast));
  return redirect(url, { headers });
}

/** The toast waiting for this request, if any, and the header that clears it. */
export async function readFlashToast(
  request: Request,
): Promise<{ toast: ToastMessage | null; headers: Headers }> {
  const headers = new Headers();
  const raw = await toastCookie().parse(request.headers.get("Cookie"));
  if (raw === null || raw === undefined) return { toast: null, headers };
  headers.append("Set-Cookie", await toastCookie().serialize("", { maxAge: 0 }));
  const parsed = toastSchema.safeParse(raw);
  return { toast: parsed.success ? parsed.data : null, headers };
}
