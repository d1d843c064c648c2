// Alert mails (issue #17): the confirmation, the instant alert and the digest, each with a plain-text and an HTML
// part, List-Unsubscribe headers (RFC 8058 one-click) and a footer link to manage alerts. Every send is logged for
// the admin chart; a hard SMTP failure marks the address, and three pause its alerts.
import { eq, sql } from "drizzle-orm";
import { alertAddresses, alertMailLog } from "#db/schema";
import { escapeHtml, sanitizeSnippet } from "~/features/search/search.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { isHardMailFailure, type MailMessage, sendMail } from "~/lib/mail.server";
import { absoluteUrl } from "~/lib/meeting-paths";
import { formatTimestamp } from "~/lib/transcript-format";
import { signAlertToken } from "./alert-tokens.server";
import { CONFIRMATION_LINK_DAYS, HARD_FAILURES_TO_PAUSE } from "./alerts.constants";
import {
  CONFIRM_MAIL_SUBJECT,
  confirmMailText,
  DIGEST_MAIL_SUBJECT,
  INSTANT_MAIL_SUBJECT,
  MANAGE_ALERTS,
  MORE_MATCHES,
  PLAY_FROM,
  READ_STORY,
  UNSUBSCRIBE_FROM_ALERT,
} from "./alerts.copy";

type MailKind = "confirmation" | "instant" | "digest";

/** One match as a mail shows it. */
export type MailMatch = {
  alertLabel: string;
  cityName: string;
  meetingTitle: string;
  meetingDate: Date | null;
  kind: "moment" | "story";
  /** The line with <mark> around the words; NOT escaped (escaped here for HTML, unmarked for text). */
  line: string | null;
  startSeconds: number | null;
  /** Absolute: the meeting opened at the second, or the story. */
  link: string;
};

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
  const text = confirmMailText(options.label, link);
  const html = paragraphs(text).replace(
    escapeHtml(link),
    `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
  );
  const sent = await deliverAlertMail("confirmation", {
    to: options.email,
    subject: CONFIRM_MAIL_SUBJECT,
    text,
    html: htmlDocument(CONFIRM_MAIL_SUBJECT, html),
  });
  if (!sent) throw new Error("the confirmation mail was refused by the receiving server");
}

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => `<p>${escapeHtml(part).replaceAll("\n", "<br>")}</p>`)
    .join("\n");
}

function htmlDocument(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;line-height:1.5;color:#0f172a">${body}</body></html>`;
}

/** Made once: a formatter per call costs more than the rest of a digest (issue #17's 100,000-subscriber budget). */
const MEETING_DATE = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

function meetingDate(date: Date | null): string {
  return date ? MEETING_DATE.format(date) : "";
}

/** The marked line without its marks, for the plain-text part: the words stand out *like this*. */
function plainLine(line: string): string {
  return line.replace(/<mark>/g, "*").replace(/<\/mark>/g, "*");
}

function matchText(match: MailMatch): string {
  const heading = [match.meetingTitle, meetingDate(match.meetingDate)].filter(Boolean).join(" - ");
  if (match.kind === "story") return `${heading}\n${READ_STORY}: ${match.link}`;
  const clock = formatTimestamp(match.startSeconds ?? 0);
  return `${heading}\n[${clock}] ${plainLine(match.line ?? "")}\n${PLAY_FROM(clock)}: ${match.link}`;
}

function matchHtml(match: MailMatch): string {
  const heading = `<strong>${escapeHtml(match.meetingTitle)}</strong>${
    match.meetingDate
      ? ` <span style="color:#475569">${escapeHtml(meetingDate(match.meetingDate))}</span>`
      : ""
  }`;
  if (match.kind === "story")
    return `<p>${heading}<br><a href="${escapeHtml(match.link)}">${escapeHtml(READ_STORY)}</a></p>`;
  const clock = formatTimestamp(match.startSeconds ?? 0);
  return `<p>${heading}<br><span style="color:#475569">[${clock}]</span> ${sanitizeSnippet(match.line)}<br><a href="${escapeHtml(match.link)}">${escapeHtml(PLAY_FROM(clock))}</a></p>`;
}

function footer(email: string, alertId: string): { text: string; html: string } {
  const manage = manageLink(email);
  const unsubscribe = unsubscribeLink(alertId);
  return {
    text: `--\n${MANAGE_ALERTS}: ${manage}\n${UNSUBSCRIBE_FROM_ALERT}: ${unsubscribe}`,
    html: `<hr><p style="font-size:0.9em"><a href="${escapeHtml(manage)}">${escapeHtml(MANAGE_ALERTS)}</a> · <a href="${escapeHtml(unsubscribe)}">${escapeHtml(UNSUBSCRIBE_FROM_ALERT)}</a></p>`,
  };
}

/** One alert's match in one meeting, mailed at once. */
export function composeInstantMail(options: {
  email: string;
  alertId: string;
  match: MailMatch;
}): MailMessage {
  const { match } = options;
  const subject = INSTANT_MAIL_SUBJECT(match.alertLabel, match.meetingTitle);
  const end = footer(options.email, options.alertId);
  return {
    to: options.email,
    subject,
    text: `${match.alertLabel}\n\n${matchText(match)}\n\n${end.text}\n`,
    html: htmlDocument(subject, `<p>${escapeHtml(match.alertLabel)}</p>${matchHtml(match)}${end.html}`),
    headers: unsubscribeHeaders(options.alertId),
  };
}

/**
 * A digest: the matches grouped by city, then meeting, at most `shown` of them. Its List-Unsubscribe names the
 * first alert it carries; the footer's manage link reaches every one.
 */
export function composeDigestMail(options: {
  email: string;
  frequency: "daily" | "weekly";
  matches: MailMatch[];
  total: number;
  unsubscribeAlertId: string;
}): MailMessage {
  const subject = DIGEST_MAIL_SUBJECT(options.frequency, options.total);
  const byCity = new Map<string, Map<string, MailMatch[]>>();
  for (const match of options.matches) {
    const meetings = byCity.get(match.cityName) ?? new Map<string, MailMatch[]>();
    const key = `${match.meetingTitle}\u0001${match.meetingDate?.toISOString() ?? ""}`;
    meetings.set(key, [...(meetings.get(key) ?? []), match]);
    byCity.set(match.cityName, meetings);
  }
  const text: string[] = [];
  const html: string[] = [];
  for (const [city, meetings] of byCity) {
    text.push(`== ${city} ==`);
    html.push(`<h2 style="font-size:1.1em">${escapeHtml(city)}</h2>`);
    for (const matches of meetings.values())
      for (const match of matches) {
        text.push(`${match.alertLabel}\n${matchText(match)}\n`);
        html.push(
          `<p style="margin-bottom:0;color:#475569">${escapeHtml(match.alertLabel)}</p>${matchHtml(match)}`,
        );
      }
  }
  const more = options.total - options.matches.length;
  if (more > 0) {
    text.push(MORE_MATCHES(more));
    html.push(`<p>${escapeHtml(MORE_MATCHES(more))}</p>`);
  }
  const end = footer(options.email, options.unsubscribeAlertId);
  return {
    to: options.email,
    subject,
    text: `${text.join("\n")}\n${end.text}\n`,
    html: htmlDocument(subject, `${html.join("\n")}${end.html}`),
    headers: unsubscribeHeaders(options.unsubscribeAlertId),
  };
}
