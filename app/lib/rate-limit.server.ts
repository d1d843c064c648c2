// Abuse limits: fixed-window counters in PostgreSQL, so every web process sees the same counts.
import { sql } from "drizzle-orm";
import { AppError } from "./app-error";
import { db } from "./db.server";

export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

/**
 * The limits per client IP and per account (email), in one place. Every door into the same step counts against
 * the same rule: a password or a code both spend `signIn`.
 */
export const RATE_LIMITS = {
  signIn: { name: "sign-in", limit: 10, windowSeconds: 15 * 60 },
  /** Password guesses against one account from anywhere: a lockout that many addresses cannot get around. */
  signInPerAccount: { name: "sign-in-account", limit: 10, windowSeconds: 15 * 60 },
  signUp: { name: "sign-up", limit: 5, windowSeconds: 60 * 60 },
  codeRequestPerClient: { name: "code-request", limit: 5, windowSeconds: 15 * 60 },
  codeRequestPerEmail: { name: "code-request-email", limit: 3, windowSeconds: 10 * 60 },
  /** Code guesses against one account across every code it was sent, so a fresh code does not reset the count. */
  codeVerifyPerEmail: { name: "code-verify-email", limit: 10, windowSeconds: 60 * 60 },
  passwordResetPerClient: { name: "password-reset", limit: 5, windowSeconds: 15 * 60 },
  passwordResetPerEmail: { name: "password-reset-email", limit: 3, windowSeconds: 60 * 60 },
  passwordChange: { name: "password-change", limit: 10, windowSeconds: 15 * 60 },
  /** Confirmation links carry a signed single-use token, so this only caps how fast one address may try them. */
  confirmEmailLink: { name: "confirm-email-link", limit: 10, windowSeconds: 15 * 60 },
  contact: { name: "contact", limit: 5, windowSeconds: 10 * 60 },
  cityRequest: { name: "city-request", limit: 5, windowSeconds: 10 * 60 },
  authApi: { name: "auth-api", limit: 60, windowSeconds: 60 },
  /** Alert confirmation mails (issue #17): one address is not mailed over and over, by one client or many. */
  alertConfirmationPerClient: { name: "alert-confirmation", limit: 10, windowSeconds: 60 * 60 },
  alertConfirmationPerEmail: { name: "alert-confirmation-email", limit: 3, windowSeconds: 60 * 60 },
  /** The public read API and MCP (issue #18): the limits are the defaults; API_*RATE_LIMIT_PER_MINUTE set them. */
  openDataPerClient: { name: "api", limit: 120, windowSeconds: 60 },
  openDataPerKey: { name: "api-key", limit: 1200, windowSeconds: 60 },
  /** Issue #20: claim codes mailed to a business's domain, and owners' listing writes and invites, per member. */
  listingClaimCode: { name: "listing-claim-code", limit: 5, windowSeconds: 60 * 60 },
  listingWrite: { name: "listing-write", limit: 30, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>;

/** Where a subject stands in its window after one more hit: for answers that say so (`RateLimit-*` headers). */
export type RateLimitCount = { limit: number; hits: number; remaining: number; resetSeconds: number };

/** Counts one hit for `subject` under `rule` and says where it stands; never throws for being over the limit. */
export async function countRateLimit(rule: RateLimitRule, subject: string): Promise<RateLimitCount> {
  const { hits, resetSeconds } = await addHits(rule, subject, 1);
  return { limit: rule.limit, hits, remaining: Math.max(0, rule.limit - hits), resetSeconds };
}

/** Adds `count` hits to the subject's window (a new window when the last one ended): its hits and seconds left. */
async function addHits(
  rule: RateLimitRule,
  subject: string,
  count: number,
): Promise<{ hits: number; resetSeconds: number }> {
  const key = `${rule.name}:${subject}`;
  const result = await db().execute(sql`
    insert into rate_limit_counters as counter (key, window_started_at, hits)
    values (${key}, now(), ${count})
    on conflict (key) do update set
      hits = case when counter.window_started_at < now() - make_interval(secs => ${rule.windowSeconds}) then ${count} else counter.hits + ${count} end,
      window_started_at = case when counter.window_started_at < now() - make_interval(secs => ${rule.windowSeconds}) then now() else counter.window_started_at end
    returning hits, greatest(0, ceil(extract(epoch from (window_started_at + make_interval(secs => ${rule.windowSeconds}) - now())))) as reset_seconds`);
  const row = (result as unknown as { rows: { hits: number; reset_seconds: number | string }[] }).rows[0];
  return {
    hits: Number(row?.hits ?? 0),
    resetSeconds: Number(row?.reset_seconds ?? rule.windowSeconds),
  };
}

type BatchedSubject = {
  /** Hits counted here and not yet added to the database. */
  pending: number;
  /** The database's count at the last sync, with this process's hits since then in `pending`. */
  hits: number;
  resetAt: number;
  syncedAt: number;
  syncing: Promise<void> | undefined;
};

/**
 * A counter for rules with high limits on a hot path (the read API, issue #18): each process adds its hits to the
 * database a batch at a time, at most once per `syncMs` per subject, instead of one write per request, and answers
 * from the last count it read plus its own hits since. The first hit of a subject (and of each window) waits for the
 * database, so the count is exact in one process and at most `syncMs` behind another process's hits. Fifty
 * connections reading the API from one address are ten writes a second, not a thousand.
 */
export function batchedRateLimitCounter(options: { syncMs: number; now?: () => number }) {
  const subjects = new Map<string, BatchedSubject>();
  const now = options.now ?? Date.now;

  async function sync(rule: RateLimitRule, subject: string, entry: BatchedSubject): Promise<void> {
    const count = entry.pending;
    entry.pending = 0;
    try {
      const counted = await addHits(rule, subject, count);
      entry.hits = counted.hits;
      entry.resetAt = now() + counted.resetSeconds * 1000;
      entry.syncedAt = now();
    } catch (error) {
      entry.pending += count;
      throw error;
    }
  }

  function forgetEndedWindows(): void {
    if (subjects.size < 10_000) return;
    const at = now();
    for (const [key, entry] of subjects) {
      if (entry.pending === 0 && !entry.syncing && at >= entry.resetAt) subjects.delete(key);
    }
  }

  return async function count(rule: RateLimitRule, subject: string): Promise<RateLimitCount> {
    const key = `${rule.name}:${subject}`;
    let entry = subjects.get(key);
    if (!entry) {
      forgetEndedWindows();
      entry = { pending: 0, hits: 0, resetAt: 0, syncedAt: 0, syncing: undefined };
      subjects.set(key, entry);
    }
    entry.pending += 1;
    const at = now();
    if (at >= entry.resetAt || at - entry.syncedAt >= options.syncMs) {
      const current = entry;
      current.syncing ??= sync(rule, subject, current).finally(() => {
        current.syncing = undefined;
      });
      // A hit that arrives while a sync is on its way is added by the next one.
      await current.syncing;
    }
    const hits = entry.hits + entry.pending;
    return {
      limit: rule.limit,
      hits,
      remaining: Math.max(0, rule.limit - hits),
      resetSeconds: Math.max(0, Math.ceil((entry.resetAt - now()) / 1000)),
    };
  };
}

/** Counts one hit for `subject` under `rule`; throws a 429 AppError once the window's limit is passed. */
export async function enforceRateLimit(rule: RateLimitRule, subject: string): Promise<void> {
  const { hits } = await countRateLimit(rule, subject);
  if (hits > rule.limit) throw new AppError("RATE_LIMITED", RATE_LIMITED_MESSAGE);
}

/**
 * The mailbox an email address reaches, as a rate-limit subject: lowercased, with a "+tag" dropped from the local
 * part, so victim@example.com, Victim+1@example.com and victim+2@EXAMPLE.com spend one count. Only for limit keys:
 * the address is stored and mailed as it was given.
 */
export function mailboxRateLimitSubject(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf("@");
  if (at < 0) return address;
  const local = address.slice(0, at);
  const tag = local.indexOf("+");
  return `${tag > 0 ? local.slice(0, tag) : local}${address.slice(at)}`;
}

/** The client's address as the HTTP edge saw it (X-Forwarded-For only counts behind a trusted proxy). */
export function clientAddress(request: Request): string {
  return request.headers.get("x-civiclens-client-ip") ?? "unknown";
}

/** The longest window any rule counts over: a counter older than this can never limit anyone again. */
export const LONGEST_RATE_LIMIT_WINDOW_SECONDS = Math.max(
  ...Object.values(RATE_LIMITS).map((rule) => rule.windowSeconds),
);

/**
 * Deletes counters whose window ended: every address that ever asked leaves a row, and nothing else removes it.
 * Returns how many went.
 */
export async function pruneRateLimitCounters(): Promise<number> {
  const result = await db().execute(sql`
    delete from rate_limit_counters
    where window_started_at < now() - make_interval(secs => ${LONGEST_RATE_LIMIT_WINDOW_SECONDS})
    returning key`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
