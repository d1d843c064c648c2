// A city's meetings with their transcript segments as NDJSON, one meeting a line (issue #18), streamed: the
// meetings are read in batches by a keyset (oldest first), each batch's segments in one query, and a batch is read
// only when the reader has taken the one before it, so a city of any size never sits in memory.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { cityVideos, transcriptSegments } from "#db/schema";
import type { City } from "~/features/cities/cities.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { absoluteUrl, meetingPath } from "~/lib/meeting-paths";
import type { TranscriptSegment } from "~/lib/transcript-format";
import { type TranscriptDownloadMeeting, toArchiveLine } from "./transcript-downloads";
import { loadTranscriptSegments } from "./transcript-segments.server";
import { ARCHIVE_BATCH_MEETINGS } from "./transcripts.constants";

type ArchiveCity = Pick<City, "id" | "name" | "state" | "locationKey">;
/** Where the last batch ended: the meeting's date (full precision, as PostgreSQL prints it) and id. */
type ArchiveCursor = { sortKey: string; id: string };

/** The date a meeting is filed under: when it was published, else when we added it. */
const archiveSortKey = sql`coalesce(${cityVideos.publishedAt}, ${cityVideos.createdAt})`;

async function readArchiveBatch(city: ArchiveCity, after: ArchiveCursor | null, batchSize: number) {
  const meetings = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      publishedAt: cityVideos.publishedAt,
      videoUrl: cityVideos.videoUrl,
      transcriptChars: cityVideos.transcriptChars,
      sortKey: sql<string>`${archiveSortKey}::text`,
    })
    .from(cityVideos)
    .where(
      and(
        eq(cityVideos.cityId, city.id),
        after
          ? sql`(${archiveSortKey}, ${cityVideos.id}) > (${after.sortKey}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(archiveSortKey, asc(cityVideos.id))
    .limit(batchSize);
  if (meetings.length === 0) return { lines: [], cursor: null };
  const rows = await db()
    .select({
      videoId: transcriptSegments.videoId,
      startSeconds: transcriptSegments.startSeconds,
      endSeconds: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(
      inArray(
        transcriptSegments.videoId,
        meetings.map((meeting) => meeting.id),
      ),
    )
    .orderBy(transcriptSegments.videoId, transcriptSegments.position);
  const byMeeting = new Map<string, TranscriptSegment[]>();
  for (const { videoId, ...segment } of rows) {
    const list = byMeeting.get(videoId) ?? [];
    list.push(segment);
    byMeeting.set(videoId, list);
  }
  const lines: string[] = [];
  for (const video of meetings) {
    let segments = byMeeting.get(video.id) ?? [];
    // A meeting saved before segments were stored has only its text: read it back (rare, one meeting at a time).
    if (segments.length === 0 && video.transcriptChars > 0) {
      const [row] = await db()
        .select({ transcript: cityVideos.transcript })
        .from(cityVideos)
        .where(eq(cityVideos.id, video.id));
      segments = await loadTranscriptSegments(video.id, row?.transcript ?? "");
    }
    const meeting: TranscriptDownloadMeeting = {
      id: video.id,
      title: video.title,
      city: { name: city.name, state: city.state, locationKey: city.locationKey },
      publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
      url: absoluteUrl(env().PUBLIC_URL, meetingPath(city.locationKey, video.id)),
      videoUrl: video.videoUrl,
    };
    lines.push(toArchiveLine(meeting, segments));
  }
  const last = meetings.at(-1);
  return {
    lines,
    cursor: last && meetings.length === batchSize ? { sortKey: last.sortKey, id: last.id } : null,
  };
}

/** The archive as a byte stream that reads the next batch only when the reader pulls (backpressure included). */
export function cityArchiveStream(
  city: ArchiveCity,
  batchSize: number = ARCHIVE_BATCH_MEETINGS,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor: ArchiveCursor | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (done) return;
        const batch = await readArchiveBatch(city, cursor, batchSize);
        if (batch.lines.length > 0) controller.enqueue(encoder.encode(batch.lines.join("")));
        cursor = batch.cursor;
        if (!cursor) {
          done = true;
          controller.close();
        }
      },
    },
    // One batch ahead at most: the stream asks for more only when the reader took what it had.
    { highWaterMark: 0 },
  );
}
