// A meeting's transcript as files to download (issue #18): WebVTT, SRT, plain text and JSON, made from the stored
// timed segments. Pure functions; the route names the file and the service finds the meeting.

import { slugify } from "~/lib/slug";
import { formatTranscriptText, type TranscriptSegment } from "~/lib/transcript-format";
import type { TranscriptDownloadFormat } from "./transcript-download-formats";

/** What a download says about its meeting besides the words (the JSON file's `meeting`, the text file's head). */
export type TranscriptDownloadMeeting = {
  id: string;
  title: string;
  city: { name: string; state: string; locationKey: string };
  publishedAt: string | null;
  url: string;
  videoUrl: string | null;
};

/** A cue that would end before it starts is given until the next one starts, or one second. */
const FALLBACK_CUE_SECONDS = 1;

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** Seconds as "HH:MM:SS.mmm" (WebVTT) or "HH:MM:SS,mmm" (SRT), rounded to the millisecond. */
export function formatCueTime(seconds: number, separator: "." | ","): string {
  const totalMs = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 1000));
  const ms = totalMs % 1000;
  const total = Math.floor(totalMs / 1000);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}${separator}${pad(ms, 3)}`;
}

/** Each segment with an end after its start, so every cue is valid in a strict parser. */
function timedCues(segments: readonly TranscriptSegment[]): TranscriptSegment[] {
  return segments.map((segment, index) => {
    const start = Math.max(0, segment.startSeconds);
    if (Math.round(segment.endSeconds * 1000) > Math.round(start * 1000))
      return { ...segment, startSeconds: start };
    const next = segments[index + 1]?.startSeconds;
    const end = next !== undefined && next > start ? next : start + FALLBACK_CUE_SECONDS;
    return { ...segment, startSeconds: start, endSeconds: end };
  });
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Cue text may not hold "<", "&" or "-->" as such: WebVTT reads them as markup. */
function escapeCueText(text: string): string {
  return oneLine(text).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function toWebVtt(segments: readonly TranscriptSegment[]): string {
  const cues = timedCues(segments).map((segment) => {
    const timing = `${formatCueTime(segment.startSeconds, ".")} --> ${formatCueTime(segment.endSeconds, ".")}`;
    const voice = segment.speaker ? `<v ${escapeCueText(segment.speaker)}>` : "";
    return `${timing}\n${voice}${escapeCueText(segment.text)}`;
  });
  return `WEBVTT\n\n${cues.join("\n\n")}\n`;
}

/** SRT has no voice tag: the speaker leads the line ("Speaker: words"), as captioners write it. */
export function toSrt(segments: readonly TranscriptSegment[]): string {
  const cues = timedCues(segments).map((segment, index) => {
    const timing = `${formatCueTime(segment.startSeconds, ",")} --> ${formatCueTime(segment.endSeconds, ",")}`;
    const text = segment.speaker
      ? `${oneLine(segment.speaker)}: ${oneLine(segment.text)}`
      : oneLine(segment.text);
    return `${index + 1}\n${timing}\n${text}`;
  });
  return `${cues.join("\n\n")}\n`;
}

/** The head names the meeting; the lines are the site's own "[HH:MM:SS] Speaker: words", which the upload reads back. */
export function toPlainText(
  meeting: TranscriptDownloadMeeting,
  segments: readonly TranscriptSegment[],
): string {
  const head = [
    meeting.title,
    `${meeting.city.name}, ${meeting.city.state}${meeting.publishedAt ? ` - ${meeting.publishedAt.slice(0, 10)}` : ""}`,
    meeting.url,
  ];
  return `${head.join("\n")}\n\n${formatTranscriptText(segments)}\n`;
}

/** A meeting and its segments as data: the JSON download, and one line of a city's NDJSON archive. */
export function transcriptRecord(meeting: TranscriptDownloadMeeting, segments: readonly TranscriptSegment[]) {
  return {
    meeting,
    segments: segments.map((segment) => ({
      start: segment.startSeconds,
      end: segment.endSeconds,
      speaker: segment.speaker,
      text: segment.text,
    })),
  };
}

export function toTranscriptJson(
  meeting: TranscriptDownloadMeeting,
  segments: readonly TranscriptSegment[],
): string {
  return `${JSON.stringify(transcriptRecord(meeting, segments), null, 2)}\n`;
}

/** One meeting as one NDJSON line: JSON.stringify escapes every newline inside strings. */
export function toArchiveLine(
  meeting: TranscriptDownloadMeeting,
  segments: readonly TranscriptSegment[],
): string {
  return `${JSON.stringify(transcriptRecord(meeting, segments))}\n`;
}

export const ARCHIVE_CONTENT_TYPE = "application/x-ndjson; charset=utf-8";

export function archiveFileName(locationKey: string): string {
  return `${slugify(locationKey) || "city"}-meetings.ndjson`;
}

export function renderTranscriptDownload(
  format: TranscriptDownloadFormat,
  meeting: TranscriptDownloadMeeting,
  segments: readonly TranscriptSegment[],
): string {
  switch (format) {
    case "vtt":
      return toWebVtt(segments);
    case "srt":
      return toSrt(segments);
    case "txt":
      return toPlainText(meeting, segments);
    case "json":
      return toTranscriptJson(meeting, segments);
  }
}

/** "harbor-point-ca-2026-03-04-city-council-regular-meeting.vtt": city, date and title, ASCII only. */
export function transcriptFileName(
  meeting: TranscriptDownloadMeeting,
  format: TranscriptDownloadFormat,
): string {
  const parts = [
    meeting.city.locationKey,
    meeting.publishedAt?.slice(0, 10),
    slugify(meeting.title).slice(0, 60),
  ];
  const stem = slugify(parts.filter(Boolean).join(" ")) || "transcript";
  return `${stem}.${format}`;
}
