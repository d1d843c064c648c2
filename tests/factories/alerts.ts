// Test helpers for alerts (issue #17): posting the Follow form, reading alert mails from the outbox, saving a
// meeting's transcript through the product's own path and running the matching jobs it queued.
import { eq } from "drizzle-orm";
import { alertSubscriptions } from "#db/schema";
import { matchAlertsJob } from "~/features/alerts/alert-jobs.server";
import { saveTranscript } from "~/features/transcripts/transcripts.server";
import { db } from "~/lib/db.server";
import { queue, runWaitingJobs } from "~/lib/jobs.server";
import { listOutbox, type OutboxMessage } from "~/lib/mail.server";
import { action as followAction } from "~/routes/alerts.follow";
import { formRequest } from "./accounts";
import { answerOf } from "./contact";

export type AlertMail = OutboxMessage & { headers?: Record<string, string> };

export async function follow(
  fields: Record<string, string>,
  options: { cookie?: string; ip?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const request = formRequest("/alerts/follow", fields, options);
  const answer = answerOf(await followAction({ request, params: {}, context: {} } as never));
  return { status: answer.status, body: answer.body as Record<string, unknown> };
}

export async function mailsTo(email: string): Promise<AlertMail[]> {
  return (await listOutbox({ limit: 1000 })).filter((message) => message.to === email) as AlertMail[];
}

/** The first link in a mail's text that starts with `path`, as an absolute URL. */
export function linkIn(mail: { text: string }, path: string): string {
  const found = mail.text.match(new RegExp(`https?://[^\\s]*${path.replace(/[/?]/g, "\\$&")}[^\\s]*`));
  if (!found) throw new Error(`no ${path} link in: ${mail.text}`);
  return found[0];
}

/** Timed lines "[seconds] text" become a transcript saved as an upload would be: the pipeline queues the matching. */
export async function saveLines(videoId: string, lines: [number, string][]): Promise<void> {
  await saveTranscript({
    videoId,
    source: "upload",
    segments: lines.map(([startSeconds, text]) => ({
      startSeconds,
      endSeconds: startSeconds + 5,
      speaker: null,
      text,
    })),
  });
}

/** Runs the alert matching jobs waiting now, as a worker would; returns how many ran. */
export async function runAlertJobs(): Promise<number> {
  return runWaitingJobs(queue(), [matchAlertsJob]);
}

export async function alertsOf(email: string) {
  return db().select().from(alertSubscriptions).where(eq(alertSubscriptions.email, email));
}
