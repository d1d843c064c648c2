// API keys (issue #18, ADR 0041): a member makes them on /profile, sees each once, and may revoke them; only the
// SHA-256 of a key is stored. Each request made with a key counts toward its usage, which admins read.
import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { apiKeys, users } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import {
  API_KEY_PREFIX,
  API_KEY_RANDOM_BYTES,
  API_KEY_SHOWN_CHARS,
  MAX_API_KEYS_PER_MEMBER,
} from "./open-data.constants";
import { API_KEYS_COPY } from "./open-data.copy";
import type { ApiKeyForm } from "./open-data.schema";

export type ApiKeyItem = {
  id: string;
  name: string;
  prefix: string;
  requestCount: number;
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};

/**
 * A key is 256 random bits, so a fast unsalted hash is enough to keep it safe at rest: nobody can guess back a
 * key from its hash, and a lookup by hash stays one index read per request (ADR 0041).
 */
export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

function toItem(row: typeof apiKeys.$inferSelect): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    requestCount: row.requestCount,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Makes a key for the member and returns it in full: the only time it exists outside the caller's hands. */
export async function createApiKey(options: {
  userId: string;
  name: string;
}): Promise<{ key: string; item: ApiKeyItem }> {
  const key = `${API_KEY_PREFIX}${randomBytes(API_KEY_RANDOM_BYTES).toString("base64url")}`;
  return db().transaction(async (tx) => {
    // One member's key list is changed one request at a time, so two quick clicks cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`api-keys:${options.userId}`}))`);
    const [active] = await tx
      .select({ total: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, options.userId), isNull(apiKeys.revokedAt)));
    if ((active?.total ?? 0) >= MAX_API_KEYS_PER_MEMBER)
      throw new AppError("CONFLICT", API_KEYS_COPY.tooManyKeys);
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId: options.userId,
        name: options.name,
        keyHash: hashApiKey(key),
        prefix: key.slice(0, API_KEY_SHOWN_CHARS),
      })
      .returning();
    if (!row) throw new AppError("INTERNAL", API_KEYS_COPY.createFailed);
    return { key, item: toItem(row) };
  });
}

/** Revokes one of the member's own keys; another member's key is as unknown as a missing one. */
export async function revokeApiKey(options: { userId: string; keyId: string }): Promise<void> {
  const revoked = await db()
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(and(eq(apiKeys.id, options.keyId), eq(apiKeys.userId, options.userId)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError("NOT_FOUND", API_KEYS_COPY.keyNotFound);
}

export async function listApiKeys(options: { userId: string }): Promise<ApiKeyItem[]> {
  const rows = await db()
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, options.userId))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toItem);
}

/**
 * The active key a request presents, counted as one use; null when no key has this value or it was revoked.
 * One statement: the lookup by hash and the count.
 */
export async function spendApiKey(key: string): Promise<{ id: string } | null> {
  const [row] = await db()
    .update(apiKeys)
    .set({ requestCount: sql`${apiKeys.requestCount} + 1`, lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  return row ?? null;
}

export type ApiKeyUsage = ApiKeyItem & { ownerEmail: string };

/** Every key with its owner and usage, most used first: the admins' view (the caller has required an admin). */
export async function listApiKeyUsage(): Promise<ApiKeyUsage[]> {
  const rows = await db()
    .select({ key: apiKeys, ownerEmail: users.email })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .orderBy(desc(apiKeys.requestCount), desc(apiKeys.createdAt));
  return rows.map((row) => ({ ...toItem(row.key), ownerEmail: row.ownerEmail }));
}

/** The profile page's two API key forms: make a key (answered once, in full) or revoke one. */
export async function applyApiKeyForm(options: {
  userId: string;
  form: ApiKeyForm;
}): Promise<{ createdKey: string | null }> {
  if (options.form.intent === "create-api-key") {
    const { key } = await createApiKey({ userId: options.userId, name: options.form.name });
    return { createdKey: key };
  }
  await revokeApiKey({ userId: options.userId, keyId: options.form.keyId });
  return { createdKey: null };
}
