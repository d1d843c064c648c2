// Alert mails (issue #17): the confirmation, the instant alert and the digest, each with a plain-text and an HTML
// part rendered from one React Email component (mails/), List-Unsubscribe headers (RFC 8058 one-click) and a footer
// link to manage alerts. Every send is logged for the admin chart; a hard SMTP failure marks the address, and three
// pause its alerts. The components are imported on the first mail: React Email takes about a second to load, which
// no process start should pay.
import { eq, sql } from "drizzle-orm";
import { alertAddresses, alertMailLog } from "#db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { isHardMailFailure, type MailMessage, sendMail } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meeting-paths";
import { signAlertToken } from "./alert-tokens.server";
import { CONFIRMATION_LINK_DAYS, HARD_FAILURES_TO_PAUSE } from "./alerts.constants";
import type { MailMatch } from "./mails/alert-mail-parts";

type MailKind = "confirmation" | "instant" | "digest";

export function siteLink(path: string): string {
  return absoluteUrl(env().PUBLIC_URL, path);
}

export function unsubscribeLink(alertId: string): string {
  return siteLink(`/alerts/unsubscribe?token=${encodeURIComponent(signAlertToken("unsubscribe", alertId))}`);
}

export function manageLink(email: string): string {
  return siteLink(`/alerts/manage?token=${encodeURIComponent(signAlertToken("manage", email))}`);
}

/** RFC 8058: mail clients show an Unsubscribe button that POSTs `List-Unsubscribe=One-Click` to this address. */
function unsubscribeHeaders(alertId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeLink(alertId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * Sends one alert mail and logs it. A hard failure (a 5xx from the receiving server) marks the address and, at the
 * third, pauses its alerts; it is reported as `false`, not thrown, so one dead address cannot stall a batch. A passing
 * failure is thrown, so the job retries it.
 */
export async function deliverAlertMail(kind: MailKind, message: MailMessage): Promise<boolean> {
  try {
    await sendMail(message);
    await db().insert(alertMailLog).values({ email: message.to, kind });
    return true;
  } catch (error) {
    await db().insert(alertMailLog).values({ email: message.to, kind, failed: true });
    if (!isHardMailFailure(error)) throw error;
    logger.warn({ err: error, kind }, "alert mail refused for good; the address is marked");
    await recordHardFailure(message.to, String((error as Error).message ?? error).slice(0, 500));
    return false;
  }
}

async function recordHardFailure(email: string, reason: string): Promise<void> {
  await db()
    .insert(alertAddresses)
    .values({ email, hardFailures: 1, lastFailure: reason, lastFailureAt: new Date() })
    .onConflictDoUpdate({
      target: alertAddresses.email,
      set: {
        hardFailures: sql`${alertAddresses.hardFailures} + 1`,
        lastFailure: reason,
        lastFailureAt: new Date(),
      },
    });
  await db()
    .update(alertAddresses)
    .set({ pausedAt: new Date() })
    .where(
      sql`${alertAddresses.email} = ${email} and ${alertAddresses.hardFailures} >= ${HARD_FAILURES_TO_PAUSE} and ${alertAddresses.pausedAt} is null`,
    );
}

/** Whether mail failures paused this address. */
export async function addressPaused(email: string): Promise<boolean> {
  const [row] = await db()
    .select({ pausedAt: alertAddresses.pausedAt })
    .from(alertAddresses)
    .where(eq(alertAddresses.email, email));
  return Boolean(row?.pausedAt);
}

/** The double opt-in mail; a failure is thrown to the Follow action. */
export async function sendConfirmationMail(options: {
  alertId: string;
  email: string;
  label: string;
}): Promise<void> {
  const expires = new Date(Date.now() + CONFIRMATION_LINK_DAYS * 24 * 60 * 60 * 1000);
  const link = siteLink(
    `/alerts/confirm?token=${encodeURIComponent(signAlertToken("confirm", options.alertId, expires))}`,
  );
  const { renderAlertConfirmationMail } = await import("./mails/alert-confirmation-mail");
  const sent = await deliverAlertMail("confirmation", {
    to: options.email,
    ...(await renderAlertConfirmationMail({ label: options.label, link })),
  });
  if (!sent) throw new Error("the confirmation mail was refused by the receiving server");
}

/** One alert's match in one meeting, mailed at once. */
export async function composeInstantMail(options: {
  email: string;
  alertId: string;
  match: MailMatch;
}): Promise<MailMessage> {
  const { renderInstantAlertMail } = await import("./mails/instant-alert-mail");
  return {
    to: options.email,
    ...(await renderInstantAlertMail({
      match: options.match,
      ...footerLinks(options.email, options.alertId),
    })),
    headers: unsubscribeHeaders(options.alertId),
  };
}

/**
 * A digest: the matches grouped by city, then meeting, at most `shown` of them. Its List-Unsubscribe names the
 * first alert it carries; the footer's manage link reaches every one.
 */
export async function composeDigestMail(options: {
  email: string;
  frequency: "daily" | "weekly";
  matches: MailMatch[];
  total: number;
  unsubscribeAlertId: string;
}): Promise<MailMessage> {
  const { renderAlertDigestMail } = await import("./mails/alert-digest-mail");
  return {
    to: options.email,
    ...(await renderAlertDigestMail({
      frequency: options.frequency,
      matches: options.matches,
      total: options.total,
      ...footerLinks(options.email, options.unsubscribeAlertId),
    })),
    headers: unsubscribeHeaders(options.unsubscribeAlertId),
  };
}

function footerLinks(email: string, alertId: string) {
  return { manageLink: manageLink(email), unsubscribeLink: unsubscribeLink(alertId) };
}
