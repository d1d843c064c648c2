// /admin/alerts (issue #17): who follows what per city and body, mails sent per day, delivery failures, and the
// addresses three hard failures paused.
import { sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { ADMIN_CHART_DAYS } from "./alerts.constants";
import type { AlertsAdminReport } from "./alerts.schema";

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

export async function getAlertsAdminReport(now = new Date()): Promise<AlertsAdminReport> {
  const [subscribers, mails, failures, paused] = await Promise.all([
    db().execute(sql`
      select coalesce(c.name, 'All cities') as city,
             case a.kind when 'city' then 'Every meeting' when 'body' then a.body else 'Saved searches' end as follows,
             count(distinct a.email)::int as subscribers
      from alert_subscriptions a left join cities c on c.id = a.city_id
      where a.confirmed_at is not null
      group by 1, 2 order by 1, 2`),
    db().execute(sql`
      select to_char(d.day, 'YYYY-MM-DD') as day,
             count(m.id) filter (where not m.failed)::int as sent,
             count(m.id) filter (where m.failed)::int as failed
      from generate_series((${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${ADMIN_CHART_DAYS - 1}::int,
                           (${now.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day') as d(day)
      left join alert_mail_log m on (m.sent_at at time zone 'UTC')::date = d.day::date
      group by d.day order by d.day`),
    db().execute(sql`
      select email, hard_failures, last_failure, last_failure_at from alert_addresses
      where hard_failures > 0 order by last_failure_at desc nulls last, email limit 200`),
    db().execute(sql`
      select email, paused_at from alert_addresses where paused_at is not null order by paused_at desc limit 200`),
  ]);
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return {
    subscribers: rowsOf<{ city: string; follows: string; subscribers: number }>(subscribers).map((row) => ({
      ...row,
      subscribers: Number(row.subscribers),
    })),
    mailsPerDay: rowsOf<{ day: string; sent: number; failed: number }>(mails).map((row) => ({
      day: row.day,
      sent: Number(row.sent),
      failed: Number(row.failed),
    })),
    failures: rowsOf<{
      email: string;
      hard_failures: number;
      last_failure: string | null;
      last_failure_at: unknown;
    }>(failures).map((row) => ({
      email: row.email,
      hardFailures: Number(row.hard_failures),
      lastFailure: row.last_failure,
      lastFailureAt: iso(row.last_failure_at),
    })),
    paused: rowsOf<{ email: string; paused_at: unknown }>(paused).map((row) => ({
      email: row.email,
      pausedAt: iso(row.paused_at) ?? "",
    })),
  };
}
