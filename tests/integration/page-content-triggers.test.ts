// The page cache's invisible contract (ADR 0037, issue #32): a write to any table a public page reads moves the
// content version, through migration 0011's deferred `page_content_changed` trigger. A new table must either carry
// that trigger or be named below with the reason no cached page reads it, so forgetting it fails here, not in a
// reader's stale page. The pipeline steps' triggers fire only for what the pages show of them (migration 0023).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users, videoPipelineSteps } from "#db/schema";
import { claimAutomaticRun } from "~/features/analysis/analysis.server";
import { database, db } from "~/lib/db.server";
import { markStep, type PipelineState } from "~/lib/pipeline-steps.server";
import { createUser } from "../factories/accounts";
import { createCity, createVideo } from "../factories/cities";

/** Tables no anonymous public page reads, so a write to them never changes a cached answer. */
const TABLES_NO_PUBLIC_PAGE_READS: Record<string, string> = {
  accounts: "better-auth's sign-in credentials: read only while signing in",
  users:
    "people's accounts: their e-mails show only on admin and signed-in pages, and better-auth writes them (migration 0023)",
  sessions: "signed-in sessions: a request that carries one is never page-cached (ADR 0018)",
  verifications: "better-auth's e-mail and password-reset tokens: read only by the auth flow",
  consumed_tokens: "one-time tokens already used: read only by the auth flow",
  rate_limit_counters: "per-client request counts: read by the rate limits, never shown",
  page_content_version: "the content version itself: the triggers write it",
  city_request: "residents' requests for a city: listed only in the admin inbox",
  contact_submissions: "contact form messages: listed only in the admin inbox",
  alert_subscriptions:
    "a member's alerts: shown only on private pages (/profile, /alerts) and used by the alert jobs",
  alert_matches: "meetings an alert matched: read by the alert digest job",
  alert_addresses:
    "alert recipients and their confirmation: read by the alert mail and the private /alerts pages",
  alert_mail_log: "alert mail already sent: read by the alert jobs",
  api_keys: "open-data API keys: /api/v1 is not page-cached and keys show only on the private profile",
  listing_owners: "who may edit a listing: read by the signed-in /my-business pages and admins",
  listing_claims: "owners' pending claims: signed-in /my-business pages and admin moderation",
  listing_invites: "invitations to co-own a listing: signed-in /my-business pages only",
  listing_changes: "owners' edits waiting for moderation: public pages show business_listings once applied",
  listing_stats: "a listing's view and click counts, written on every view: shown only to its owners",
  stripe_events: "Stripe webhook deliveries already handled: read only by the webhook",
};

/** Schemas a library owns, none of them read by a page. */
const SCHEMAS_NO_PUBLIC_PAGE_READS: Record<string, string> = {
  pgboss: "pg-boss's queue tables: the worker and the admin pipeline read them, public pages never do",
  drizzle: "drizzle's record of applied migrations",
};

type TableRow = { schema: string; table: string; trigger: boolean };

/**
 * Every ordinary or partitioned table (partitions are their parent's), and whether it bumps the content version: its
 * deferred row triggers on `page_content_changed` together fire on insert, delete and update (one trigger, or one per
 * event where a WHEN needs OLD or NEW).
 */
async function tablesAndTheirTrigger(): Promise<TableRow[]> {
  const { rows } = await database().executeSql(`
    select n.nspname as schema, c.relname as table,
      coalesce((
        -- on insert (4), delete (8) and update (16), each trigger row-level (1)
        select (bit_or(t.tgtype) & 28) = 28
        from pg_trigger t join pg_proc p on p.oid = t.tgfoid
        where t.tgrelid = c.oid and p.proname = 'page_content_changed'
          and t.tgconstraint <> 0 and t.tgdeferrable and t.tginitdeferred and t.tgenabled <> 'D'
          and (t.tgtype & 1) = 1
      ), false) as trigger
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    order by 1, 2`);
  return rows as TableRow[];
}

describe("the page cache's content version", () => {
  it("is moved by a deferred trigger on every table, except those no public page reads", async () => {
    const tables = await tablesAndTheirTrigger();
    expect(tables.some((row) => row.schema === "public" && row.table === "cities")).toBe(true);
    const unguarded = tables
      .filter((row) => !row.trigger && !(row.schema in SCHEMAS_NO_PUBLIC_PAGE_READS))
      .filter((row) => !(row.schema === "public" && row.table in TABLES_NO_PUBLIC_PAGE_READS))
      .map((row) => `${row.schema}.${row.table}`);
    expect(
      unguarded,
      "add a page_content_changed trigger in a migration (as 0022 does), or list the table above with why no public page reads it",
    ).toEqual([]);
  });

  it("keeps the allow-list true: every table on it exists and has no trigger", async () => {
    const publicTables = new Map(
      (await tablesAndTheirTrigger())
        .filter((row) => row.schema === "public")
        .map((row) => [row.table, row.trigger]),
    );
    const stale = Object.keys(TABLES_NO_PUBLIC_PAGE_READS).filter(
      (table) => publicTables.get(table) !== false,
    );
    expect(stale, "a table that is gone or now has the trigger leaves the allow-list").toEqual([]);
  });
});

async function contentVersion(): Promise<number> {
  const { rows } = await database().executeSql("select version from page_content_version where id = 1");
  return Number(rows[0]?.version);
}

/** Whether the content version moved while `write` ran (each write commits on its own). */
async function movesContentVersion(write: () => Promise<unknown>): Promise<boolean> {
  const before = await contentVersion();
  await write();
  return (await contentVersion()) !== before;
}

describe("what moves the content version while the pipeline runs", () => {
  it("not a step's new attempt or job, nor the transcript step, which only admins are shown", async () => {
    const city = await createCity({ status: "Live" });
    const videoId = (await createVideo(city.id)).id;
    await markStep({ videoId, step: "analysis", state: "running", jobId: "analyze-1" });
    const changesNotShown: [string, () => Promise<unknown>][] = [
      // A retry of the same run: attempts, job_id and updated_at change, the state the meeting page shows does not.
      [
        "a retry's attempt",
        () => markStep({ videoId, step: "analysis", state: "running", jobId: "analyze-2" }),
      ],
      [
        "updated_at alone",
        () =>
          db()
            .update(videoPipelineSteps)
            .set({ updatedAt: new Date() })
            .where(eq(videoPipelineSteps.videoId, videoId)),
      ],
      ...(["queued", "running", "failed", "done"] as const).map((state): [string, () => Promise<void>] => [
        `the transcript step ${state}`,
        () => markStep({ videoId, step: "transcript", state, error: "Captions unavailable" }),
      ]),
    ];
    for (const [change, write] of changesNotShown)
      expect(await movesContentVersion(write), change).toBe(false);
  });

  it("every change of a step the meeting and story pages show: claimed, running, failed and why, done, gone", async () => {
    const city = await createCity({ status: "Live" });
    const videoId = (await createVideo(city.id)).id;
    const analysisStep = (state: PipelineState, error?: string) => () =>
      markStep({ videoId, step: "analysis", state, error });
    const changesShown: [string, () => Promise<unknown>][] = [
      ["claimed by the page", () => claimAutomaticRun({ videoId, step: "analysis" })],
      ["running", analysisStep("running")],
      ["failed", analysisStep("failed", "The engine timed out")],
      // The meeting page shows why a run failed, so a new reason is a new page.
      ["failed again, for another reason", analysisStep("failed", "The engine refused the transcript")],
      ["done", analysisStep("done")],
      ["the story queued", () => markStep({ videoId, step: "story", state: "queued" })],
      ["gone", () => db().delete(videoPipelineSteps).where(eq(videoPipelineSteps.videoId, videoId))],
    ];
    for (const [change, write] of changesShown) expect(await movesContentVersion(write), change).toBe(true);
  });

  it("not a person's account: no public page shows it", async () => {
    const { email } = await createUser();
    expect(
      await movesContentVersion(() =>
        db()
          .update(users)
          .set({ name: "Pat Reader", emailVerified: false, updatedAt: new Date() })
          .where(eq(users.email, email)),
      ),
    ).toBe(false);
  });
});
