// Transcript test helpers: a PCM WAV sine wave written in plain TypeScript, and a video's stored segments.
import { asc, eq } from "drizzle-orm";
import { cityVideos, transcriptSegments } from "#db/schema";
import { db } from "~/lib/db.server";

/** Mono 16-bit PCM WAV of a 440 Hz tone lasting `seconds`. */
export function sineWav(seconds: number, sampleRate = 8000): Buffer {
  const samples = Math.round(seconds * sampleRate);
  const data = Buffer.alloc(samples * 2);
  for (let index = 0; index < samples; index++) {
    data.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 440 * index) / sampleRate) * 12000), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

export async function storedTranscript(videoId: string) {
  const [video] = await db()
    .select({ transcript: cityVideos.transcript, source: cityVideos.transcriptSource })
    .from(cityVideos)
    .where(eq(cityVideos.id, videoId));
  const segments = await db()
    .select()
    .from(transcriptSegments)
    .where(eq(transcriptSegments.videoId, videoId))
    .orderBy(asc(transcriptSegments.position));
  return { ...video, segments };
}
