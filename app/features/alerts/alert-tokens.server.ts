// Signed links in alert mails: confirm an alert, unsubscribe from one, manage an address's alerts. Stateless HMAC
// tokens under SESSION_SECRET, each bound to its purpose, so an unsubscribe token can never confirm or manage.
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/lib/env.server";

export type AlertTokenPurpose = "confirm" | "unsubscribe" | "manage";

type Claims = { p: AlertTokenPurpose; s: string; e?: number };

function signature(body: string): Buffer {
  return createHmac("sha256", env().SESSION_SECRET).update(`civiclens-alerts:${body}`).digest();
}

/** A token for `subject` (an alert id, or an address for "manage"); `expiresAt` leaves it valid until then. */
export function signAlertToken(purpose: AlertTokenPurpose, subject: string, expiresAt?: Date): string {
  const claims: Claims = { p: purpose, s: subject };
  if (expiresAt) claims.e = Math.floor(expiresAt.getTime() / 1000);
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${body}.${signature(body).toString("base64url")}`;
}

/** The token's subject when it is signed by us, for this purpose, and not expired; else null. */
export function readAlertToken(purpose: AlertTokenPurpose, token: string, now = new Date()): string | null {
  const [body, mac, ...rest] = token.split(".");
  if (!body || !mac || rest.length > 0) return null;
  const expected = signature(body);
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Claims;
  } catch {
    return null;
  }
  if (claims.p !== purpose || typeof claims.s !== "string") return null;
  if (claims.e !== undefined && claims.e * 1000 < now.getTime()) return null;
  return claims.s;
}
