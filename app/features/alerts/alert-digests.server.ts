// Daily and weekly digests (issue #17, ADR 0039): an hourly job finds the addresses whose own local time is the
// digest hour (Mondays for weekly), and mails each one the matches its digest alerts collected since, grouped by city
// and meeting. Addresses are read in batches by keyset, so memory stays flat however many subscribe.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alertMatches, alertSubscriptions, cities, cityVideos } from "#db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { MailMessage } from "~/lib/mail.server";
import { composeDigestMail, deliverAlertMail } from "./alert-mail.server";
import { mailMatchColumns, toMailMatch } from "./alert-matching.server";
import { DIGEST_BATCH_SIZE, DIGEST_MAX_MATCHES } from "./alerts.constants";

/** Sends one digest; deliverAlertMail in the job, something else in the benchmark. */
export type DigestSender = (message: MailMessage) => Promise<boolean>;

/**
 * The digest alerts due at `now`: confirmed, not paused (nor their address), whose zone's local hour is the digest
 * hour, weekly ones only on the zone's Monday, and not sent a digest in the last 20 hours (6 days for weekly), so
 * a job run twice in the hour sends once.
 */
function dueCondition(now: Date) {
  const hour = env().ALERT_DIGEST_HOUR;
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${alertSubscriptions.timeZone})`;
  return and(
    sql`${alertSubscriptions.frequency} in ('daily', 'weekly')`,
    sql`${alertSubscriptions.confirmedAt} is not null`,
    isNull(alertSubscriptions.pausedAt),
    sql`not exists (select 1 from alert_addresses d where d.email = ${alertSubscriptions.email} and d.paused_at is not null)`,
    sql`extract(hour from ${local}) = ${hour}`,
    sql`(${alertSubscriptions.frequency} = 'daily' or extract(isodow from ${local}) = 1)`,
    sql`(${alertSubscriptions.lastDigestAt} is null or ${alertSubscriptions.lastDigestAt} < ${now.toISOString()}::timestamptz - case when ${alertSubscriptions.frequency} = 'daily' then interval '20 hours' else interval '6 days' end)`,
  );
}

/**
 * Builds and sends every digest due at `now`, DIGEST_BATCH_SIZE addresses at a time. Each address gets one mail
 * for all its due alerts (the daily and weekly ones together when both fall due). Returns the counts.
 */
export async function runDueDigests(
  options: { now?: Date; send?: DigestSender } = {},
): Promise<{ addresses: number; mails: number }> {
  const now = options.now ?? new Date();
  const send = options.send ?? ((message) => deliverAlertMail("digest", message));
  let after = "";
  let addresses = 0;
  let mails = 0;
  for (;;) {
    const batch = await db()
      .selectDistinct({ email: alertSubscriptions.email })
      .from(alertSubscriptions)
      // The next addresses in order, due or not: read from the index that begins with the address, so each batch
      // costs the same however many subscribe (a due test here would scan the table once per batch).
      .where(sql`${alertSubscriptions.email} > ${after}`)
      .orderBy(alertSubscriptions.email)
      .limit(DIGEST_BATCH_SIZE);
    if (batch.length === 0) break;
    after = batch.at(-1)?.email ?? after;
    const sent = await sendDigestBatch(
      batch.map((row) => row.email),
      now,
      send,
    );
    addresses += sent.addresses;
    mails += sent.mails;
  }
  return { addresses, mails };
}

async function sendDigestBatch(
  emails: string[],
  now: Date,
  send: DigestSender,
): Promise<{ addresses: number; mails: number }> {
  const due = await db()
    .select({
      id: alertSubscriptions.id,
      email: alertSubscriptions.email,
      frequency: alertSubscriptions.frequency,
    })
    .from(alertSubscriptions)
    .where(and(dueCondition(now), inArray(alertSubscriptions.email, emails)));
  const dueIds = due.map((row) => row.id);
  if (dueIds.length === 0) return { addresses: 0, mails: 0 };
  // Each address's newest DIGEST_MAX_MATCHES unsent matches, and how many it has in all.
  const rows = await db()
    .select({
      ...mailMatchColumns(),
      place: sql<number>`row_number() over (partition by ${alertSubscriptions.email} order by ${cities.name}, ${cityVideos.publishedAt} desc nulls last, ${cityVideos.id}, ${alertMatches.startSeconds})`,
      total: sql<number>`count(*) over (partition by ${alertSubscriptions.email})`,
    })
    .from(alertMatches)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertMatches.subscriptionId))
    .innerJoin(cityVideos, eq(cityVideos.id, alertMatches.videoId))
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .where(and(inArray(alertMatches.subscriptionId, dueIds), isNull(alertMatches.sentAt)));
  const byEmail = new Map<string, typeof rows>();
  for (const row of rows) {
    if (Number(row.place) > DIGEST_MAX_MATCHES) continue;
    byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row]);
  }
  const dailyEmails = new Set(due.filter((row) => row.frequency === "daily").map((row) => row.email));
  const idsByEmail = new Map<string, string[]>();
  for (const row of due) idsByEmail.set(row.email, [...(idsByEmail.get(row.email) ?? []), row.id]);
  // The whole batch's matches are claimed in one statement before any mail goes, as instant alerts claim theirs;
  // a passing failure gives back the claims of every address not yet mailed and is thrown for the retry.
  await db()
    .update(alertMatches)
    .set({ sentAt: now })
    .where(and(inArray(alertMatches.subscriptionId, dueIds), isNull(alertMatches.sentAt)));
  const mailed: string[] = [];
  let mails = 0;
  try {
    for (const [email, matches] of byEmail) {
      const first = matches[0];
      if (!first) continue;
      const message = await composeDigestMail({
        email,
        frequency: dailyEmails.has(email) ? "daily" : "weekly",
        matches: matches.map(toMailMatch),
        total: Number(first.total),
        unsubscribeAlertId: first.subscriptionId,
      });
      if (await send(message)) mails++;
      mailed.push(email);
    }
  } catch (error) {
    const unsent = [...idsByEmail].filter(([email]) => !mailed.includes(email)).flatMap(([, ids]) => ids);
    if (unsent.length > 0)
      await db()
        .update(alertMatches)
        .set({ sentAt: null })
        .where(and(inArray(alertMatches.subscriptionId, unsent), eq(alertMatches.sentAt, now)));
    const done = mailed.flatMap((email) => idsByEmail.get(email) ?? []);
    if (done.length > 0)
      await db()
        .update(alertSubscriptions)
        .set({ lastDigestAt: now })
        .where(inArray(alertSubscriptions.id, done));
    throw error;
  }
  await db()
    .update(alertSubscriptions)
    .set({ lastDigestAt: now })
    .where(inArray(alertSubscriptions.id, dueIds));
  return { addresses: idsByEmail.size, mails };
}
