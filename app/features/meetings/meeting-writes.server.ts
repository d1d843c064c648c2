// A city's meeting videos as an admin edits them: every write checks that the video is the city's and locks its
// row, so an edit and a refresh or a fetched transcript do not overwrite each other. A refused write is an AppError
// whose `reason` (MEETING_REFUSALS) names the rule, for the asking screen to word.
import { and, eq } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db, type Transaction } from "~/lib/db.server";

export const MEETING_REFUSALS = { notFound: "MEETING_NOT_FOUND" } as const;

export type EditableMeetingVideo = {
  id: string;
  title: string;
  description: string | null;
  transcript: string | null;
};

/** The city's video, its row locked for the caller's transaction; another city's video is as unknown as none. */
export async function requireCityVideo(
  executor: DbExecutor,
  cityId: string,
  videoId: string,
): Promise<EditableMeetingVideo> {
  const [row] = await executor
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      description: cityVideos.description,
      transcript: cityVideos.transcript,
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.id, videoId), eq(cityVideos.cityId, cityId)))
    .limit(1)
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", "Meeting not found.", { reason: MEETING_REFUSALS.notFound });
  return row;
}

/**
 * Saves what an admin changed of a video, in one transaction; a field that is absent is not written. A changed
 * title or description is marked as the admin's (ADR 0008: a source refresh keeps it). `saveTranscript`, when
 * given, runs last in the same transaction with the row as it was (the transcripts service decides whether the
 * edit replaces it), so a refused transcript leaves the title and description unchanged too.
 */
export async function updateCityVideo(options: {
  cityId: string;
  videoId: string;
  title?: string;
  description?: string | null;
  saveTranscript?: (context: { current: EditableMeetingVideo; tx: Transaction }) => Promise<unknown>;
}): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await requireCityVideo(tx, options.cityId, options.videoId);
    const now = new Date();
    const changes: Partial<typeof cityVideos.$inferInsert> = {};
    if (options.title !== undefined && options.title !== current.title)
      Object.assign(changes, { title: options.title, titleEditedAt: now });
    if (options.description !== undefined && options.description !== current.description)
      Object.assign(changes, { description: options.description, descriptionEditedAt: now });
    if (Object.keys(changes).length > 0)
      await tx
        .update(cityVideos)
        .set({ ...changes, updatedAt: now })
        .where(eq(cityVideos.id, options.videoId));
    await options.saveTranscript?.({ current, tx });
  });
}

/** Deletes the video; its transcript segments and pipeline steps go with it (foreign keys cascade). */
export async function deleteCityVideo(options: { cityId: string; videoId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await requireCityVideo(tx, options.cityId, options.videoId);
    await tx.delete(cityVideos).where(eq(cityVideos.id, options.videoId));
  });
}
