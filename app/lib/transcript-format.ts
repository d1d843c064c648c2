// Turns timed transcript segments into the plain-text transcript stored on a video ("[HH:MM:SS] Speaker: text").

export type TranscriptSegment = {
  startSeconds: number;
  endSeconds: number;
  speaker: string | null;
  text: string;
};

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** Whole seconds as "HH:MM:SS"; fractions are dropped so a segment's label matches the second it starts in. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(total % 60)}`;
}

export function formatTranscriptLine(segment: TranscriptSegment): string {
  const label = `[${formatTimestamp(segment.startSeconds)}]`;
  return segment.speaker ? `${label} ${segment.speaker}: ${segment.text}` : `${label} ${segment.text}`;
}

export function formatTranscriptText(segments: readonly TranscriptSegment[]): string {
  return segments.map(formatTranscriptLine).join("\n");
}
