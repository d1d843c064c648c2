// Every analysis and story a meeting has had, kept as versions (ADR 0026): the engines' and the editors'. The
// analysis and stories services write one with each save, and an editor's edit and "Restore Machine Version" of
// either are done here, once for both kinds.
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { cityVideos, contentVersions, users } from "#db/schema";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";

export type ContentKind = "analysis" | "story";

/** Each kind of content as city_videos holds it in front (a story may be stored as plain text). */
type StoredContent = { analysis: AnalysisResults; story: NewsStory | string };
/** What an editor can change: the stored document (a story stored as plain text cannot be edited). */
type EditableContent = { analysis: AnalysisResults; story: NewsStory };

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

/** The content in front of a meeting's pages and who put it there: an engine, or an editor by hand. */
type FrontContent = {
  content: AnalysisResults | NewsStory | string;
  editedBy: string | null;
  editedAt: Date | null;
  /** Set with a machine version put back in front; an edit leaves the engine's name as it was. */
  engine?: string | null;
  /** A restored story is dated by its version (story_generated_at); an analysis keeps its analyzed_at. */
  writtenAt?: Date;
};

/** The city_videos columns that hold a kind of content in front. */
function frontColumns(kind: ContentKind, front: FrontContent): Partial<typeof cityVideos.$inferInsert> {
  const engineKnown = front.engine !== undefined;
  if (kind === "analysis")
    return {
      analysisResults: front.content as AnalysisResults,
      ...(engineKnown ? { analysisEngine: front.engine } : {}),
      analysisEditedBy: front.editedBy,
      analysisEditedAt: front.editedAt,
    };
  return {
    newsStory: front.content as NewsStory | string,
    ...(front.writtenAt ? { storyGeneratedAt: front.writtenAt } : {}),
    ...(engineKnown ? { storyEngine: front.engine } : {}),
    storyEditedBy: front.editedBy,
    storyEditedAt: front.editedAt,
  };
}

/**
 * An editor's hand edit of the analysis or story in front, made by `edit` from the current one. It is kept as a
 * version beside the engine's and stays in front of later automatic runs until the machine's version is restored.
 * NOT_FOUND `messages.notFound` for an unknown video; CONFLICT `messages.notEditable` when there is nothing to edit.
 */
export async function editVersionedContent<Kind extends ContentKind>(options: {
  videoId: string;
  kind: Kind;
  editorId: string;
  edit: (current: EditableContent[Kind]) => StoredContent[Kind];
  messages: { notFound: string; notEditable: string };
}): Promise<void> {
  await db().transaction(async (tx) => {
    const column = options.kind === "analysis" ? cityVideos.analysisResults : cityVideos.newsStory;
    const [video] = await tx
      .select({ content: column })
      .from(cityVideos)
      .where(eq(cityVideos.id, options.videoId))
      .for("update");
    if (!video) throw new AppError("NOT_FOUND", options.messages.notFound);
    const current =
      typeof video.content === "object" ? (video.content as EditableContent[Kind] | null) : null;
    if (!current) throw new AppError("CONFLICT", options.messages.notEditable);
    const edited = options.edit(current);
    const now = new Date();
    await tx
      .update(cityVideos)
      .set({
        ...frontColumns(options.kind, { content: edited, editedBy: options.editorId, editedAt: now }),
        updatedAt: now,
      })
      .where(eq(cityVideos.id, options.videoId));
    await recordContentVersion({
      videoId: options.videoId,
      kind: options.kind,
      content: edited,
      editedBy: options.editorId,
      executor: tx,
    });
  });
}

/**
 * "Restore Machine Version": puts the newest engine-written analysis or story back in front of an editor's edit.
 * NOT_FOUND `messages.noMachineVersion` when no engine version is kept, `messages.notFound` for an unknown video.
 */
export async function restoreMachineVersion(options: {
  videoId: string;
  kind: ContentKind;
  messages: { noMachineVersion: string; notFound: string };
}): Promise<void> {
  await db().transaction(async (tx) => {
    const version = await latestMachineVersion({
      videoId: options.videoId,
      kind: options.kind,
      executor: tx,
    });
    if (!version) throw new AppError("NOT_FOUND", options.messages.noMachineVersion);
    const restored = await tx
      .update(cityVideos)
      .set({
        ...frontColumns(options.kind, {
          content: version.content,
          engine: version.engine,
          writtenAt: version.createdAt,
          editedBy: null,
          editedAt: null,
        }),
        updatedAt: new Date(),
      })
      .where(eq(cityVideos.id, options.videoId))
      .returning({ id: cityVideos.id });
    if (restored.length === 0) throw new AppError("NOT_FOUND", options.messages.notFound);
  });
}

/** The email of the administrator who made an edit, for the admin tools' "edited by" line. */
export async function editorEmail(userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email ?? null;
}

// The attribution the analysis, story and content services put on what they show (ADR 0026, 0036).
export type { Attribution } from "./content-attribution";
