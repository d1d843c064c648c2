// A meeting's timed segments as the engines and the downloads read them: the stored rows, or, for a meeting saved
// before segments were stored, its transcript text read back by the one reader of "[HH:MM:SS] Speaker: words".
import { asc, eq } from "drizzle-orm";
import { transcriptSegments } from "#db/schema";
import { db } from "~/lib/db.server";
import type { TranscriptSegment } from "~/lib/transcript-format";
import { parsePlainText } from "./transcript-parsers.server";

export async function loadTranscriptSegments(
  videoId: string,
  transcript: string,
): Promise<TranscriptSegment[]> {
  const rows = await db()
    .select({
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(eq(transcriptSegments.videoId, videoId))
    .orderBy(asc(transcriptSegments.position));
  if (rows.length > 0) return rows;
  return transcript.trim() ? parsePlainText(transcript) : [];
}
