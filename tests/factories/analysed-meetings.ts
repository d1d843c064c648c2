// A meeting with a timed transcript, analysed by the configured engine (offline in tests): what the civic memory
// tests extract from (issue #19).
import { transcriptSegments } from "#db/schema";
import { analyzeMeeting } from "~/features/analysis/analysis.server";
import { db } from "~/lib/db.server";
import { formatTranscriptText, type TranscriptSegment } from "~/lib/transcript-format";
import { createVideo } from "./cities";

/** `meetingDate` is the meeting's date field (ISO day): what stories and memory date it by, never the title. */
export async function analysedMeeting(
  cityId: string,
  title: string,
  segments: TranscriptSegment[],
  meetingDate: string | null = null,
) {
  const video = await createVideo(cityId, { title, transcript: formatTranscriptText(segments), meetingDate });
  await db()
    .insert(transcriptSegments)
    .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  await analyzeMeeting({ videoId: video.id });
  return video;
}
