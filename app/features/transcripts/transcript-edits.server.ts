// A transcript an admin edits as text: the editor loads it with its revision (the hash of the stored text), and
// an edit replaces it only when it was made from the revision still stored, so neither an editor still loading nor
// a copy older than a newly fetched transcript can overwrite it. A refused edit is an AppError whose `reason`
// (TRANSCRIPT_EDIT_REFUSALS) names the rule, for the asking screen to word.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { db, type Transaction } from "~/lib/db.server";
import { isUuid } from "~/lib/ids";
import { importTranscript } from "./transcripts.server";

export const TRANSCRIPT_EDIT_REFUSALS = {
  changed: "TRANSCRIPT_CHANGED",
  empty: "TRANSCRIPT_EMPTY",
} as const;

/** A transcript's revision: what an edit must be based on to replace it (the hash of the stored text). */
export function transcriptRevision(transcript: string | null): string {
  return createHash("sha256")
    .update(transcript ?? "")
    .digest("hex");
}

/** One video's transcript and its revision, for an editor; undefined when no video has that id. */
export async function getEditableTranscript(options: {
  videoId: string;
}): Promise<{ transcript: string | null; revision: string } | undefined> {
  // A malformed id names no video; it never reaches PostgreSQL's uuid parser.
  if (!isUuid(options.videoId)) return undefined;
  const [row] = await db()
    .select({ transcript: cityVideos.transcript })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId))
    .limit(1);
  return row && { transcript: row.transcript, revision: transcriptRevision(row.transcript) };
}

/**
 * Replaces `stored` (the video's transcript, read under the caller's lock) with an edit made from `revision`, in
 * the caller's transaction. An unchanged text is no edit; the new one is saved as an upload (timed segments
 * rebuilt), which has the pipeline redo the analysis and the story (ADR 0025).
 */
export async function replaceEditedTranscript(options: {
  videoId: string;
  stored: string | null;
  edit: { text: string; revision: string | undefined };
  tx: Transaction;
}): Promise<void> {
  if (options.edit.revision !== transcriptRevision(options.stored))
    throw new AppError("CONFLICT", "The transcript changed since it was loaded.", {
      reason: TRANSCRIPT_EDIT_REFUSALS.changed,
    });
  // Browsers send a textarea's line breaks as CRLF: an untouched transcript must not count as an edit.
  const transcript = options.edit.text.replace(/\r\n?/g, "\n");
  if (transcript.trim() === (options.stored ?? "").trim()) return;
  if (transcript.trim() === "")
    throw new AppError("BAD_REQUEST", "The transcript has no text.", {
      reason: TRANSCRIPT_EDIT_REFUSALS.empty,
    });
  await importTranscript({ videoId: options.videoId, text: transcript, tx: options.tx });
}
