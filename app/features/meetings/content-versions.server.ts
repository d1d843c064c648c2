// Every analysis and story a meeting has had, kept as versions (ADR 0026): the engines' and the editors'. The
// analysis and stories services write one with each save; restoring the machine's version reads the newest here.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { contentVersions, users } from "#db/schema";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { type DbExecutor, db } from "~/lib/db.server";

export type ContentKind = "analysis" | "story";

export async function recordContentVersion(options: {
  videoId: string;
  kind: ContentKind;
  content: AnalysisResults | NewsStory | string;
  engine?: string | null;
  editedBy?: string | null;
  executor?: DbExecutor;
}): Promise<void> {
  await (options.executor ?? db()).insert(contentVersions).values({
    videoId: options.videoId,
    kind: options.kind,
    content: options.content,
    engine: options.engine ?? null,
    editedBy: options.editedBy ?? null,
  });
}

/** The newest version an engine wrote, or undefined when there is none (content older than versions). */
export async function latestMachineVersion(options: {
  videoId: string;
  kind: ContentKind;
  executor?: DbExecutor;
}) {
  const [row] = await (options.executor ?? db())
    .select({
      content: contentVersions.content,
      engine: contentVersions.engine,
      createdAt: contentVersions.createdAt,
    })
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.videoId, options.videoId),
        eq(contentVersions.kind, options.kind),
        isNotNull(contentVersions.engine),
      ),
    )
    .orderBy(desc(contentVersions.createdAt), desc(sql`${contentVersions.id}`))
    .limit(1);
  return row;
}

/** The email of the administrator who made an edit, for the admin tools' "edited by" line. */
export async function editorEmail(userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

// The attribution the analysis, story and content services put on what they show (ADR 0026, 0036).
export type { Attribution } from "./content-attribution";
