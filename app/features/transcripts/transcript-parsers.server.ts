// Pure parsers that turn caption and transcript files (WebVTT, SRT, YouTube json3, YouTube caption lists, plain
// text) into timed segments.
import { AppError } from "~/lib/app-error";
import type { TranscriptSegment } from "~/lib/transcript-format";
import { WORDS_PER_MINUTE } from "./transcripts.constants";
import { TRANSCRIPT_EMPTY, TRANSCRIPT_UNREADABLE } from "./transcripts.copy";

export type TranscriptFormat = "webvtt" | "srt" | "json3" | "caption-list" | "text";

const TIMING_LINE =
  /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})(?:\s+.*)?$/;
const SRT_TIMING = /^\s*\d+:\d{2}:\d{2},\d{1,3}\s*-->/m;
/** YouTube's own WebVTT marks each word with an inline time and <c> spans; its cues roll over line by line. */
const ROLLING_CAPTION_MARK = /<\d{1,2}:\d{2}(?::\d{2})?\.\d{3}>|<c[.>]/;

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  lrm: "",
  rlm: "",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return ENTITIES[name.toLowerCase()] ?? match;
  });
}

function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** "01:02:03.456", "02:03.456" or "00:00:01,000" as seconds. */
export function parseCueTime(value: string): number {
  const parts = value.replace(",", ".").split(":");
  let seconds = 0;
  for (const part of parts) seconds = seconds * 60 + Number(part);
  return Math.round(seconds * 1000) / 1000;
}

function ensureSegments(segments: TranscriptSegment[]): TranscriptSegment[] {
  if (segments.length === 0) throw new AppError("BAD_REQUEST", TRANSCRIPT_EMPTY);
  return segments;
}

function stripBom(text: string): string {
  return text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
}

/** Cue text lines without markup; a <v Name> voice tag gives the cue's speaker. */
function cleanCueLines(lines: string[]): { lines: string[]; speaker: string | null } {
  let speaker: string | null = null;
  const cleaned: string[] = [];
  for (const line of lines) {
    const voice = line.match(/<v(?:\.[^\s>]+)*\s+([^>]+)>/);
    if (voice?.[1] && !speaker) speaker = collapse(decodeEntities(voice[1])) || null;
    // SRT files sometimes carry ASS positioning such as {\an8}.
    const text = collapse(decodeEntities(line.replace(/<[^>]*>/g, "").replace(/\{\\[^}]*\}/g, "")));
    if (text) cleaned.push(text);
  }
  return { lines: cleaned, speaker };
}

/** WebVTT and SRT share the cue block: optional identifier, a timing line, then text lines. */
function parseCueBlocks(text: string): TranscriptSegment[] {
  const source = stripBom(text);
  const rolling = ROLLING_CAPTION_MARK.test(source);
  // Only a truly empty line ends a block: YouTube cues hold a line of one space.
  const blocks = source.split(/\n{2,}/);
  const segments: TranscriptSegment[] = [];
  let previousLines: string[] = [];
  for (const block of blocks) {
    const lines = block.split("\n");
    const first = lines.find((line) => line.trim() !== "")?.trim() ?? "";
    if (/^(WEBVTT|NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    const timingIndex = lines.findIndex((line) => line.includes("-->"));
    if (timingIndex < 0) continue;
    const timing = lines[timingIndex]?.match(TIMING_LINE);
    if (!timing?.[1] || !timing[2]) continue;
    const startSeconds = parseCueTime(timing[1]);
    const endSeconds = Math.max(startSeconds, parseCueTime(timing[2]));
    const cue = cleanCueLines(lines.slice(timingIndex + 1));
    let kept = cue.lines;
    if (rolling) {
      // Each rolling cue repeats the lines already shown by the cue before it; keep only what is new.
      let skip = 0;
      while (skip < kept.length && previousLines.includes(kept[skip] ?? "")) skip++;
      previousLines = cue.lines;
      kept = kept.slice(skip);
    }
    const body = collapse(kept.join(" "));
    if (!body) continue;
    segments.push({ startSeconds, endSeconds, speaker: cue.speaker, text: body });
  }
  return segments;
}

export function parseWebVtt(text: string): TranscriptSegment[] {
  return ensureSegments(parseCueBlocks(text));
}

export function parseSrt(text: string): TranscriptSegment[] {
  return ensureSegments(parseCueBlocks(text));
}

type Json3 = { events?: Array<{ tStartMs?: number; dDurationMs?: number; segs?: Array<{ utf8?: string }> }> };

/** YouTube's timedtext json3: events[].tStartMs/dDurationMs with segs[].utf8 pieces. */
export function parseYoutubeJson3(text: string): TranscriptSegment[] {
  let parsed: Json3;
  try {
    parsed = JSON.parse(stripBom(text)) as Json3;
  } catch {
    throw new AppError("BAD_REQUEST", TRANSCRIPT_UNREADABLE);
  }
  if (!parsed || typeof parsed !== "object" || !Array.isArray(parsed.events)) {
    throw new AppError("BAD_REQUEST", TRANSCRIPT_UNREADABLE);
  }
  const segments: TranscriptSegment[] = [];
  for (const event of parsed.events) {
    if (!event || !Array.isArray(event.segs) || typeof event.tStartMs !== "number") continue;
    const body = collapse(
      decodeEntities(event.segs.map((seg) => (typeof seg?.utf8 === "string" ? seg.utf8 : "")).join("")),
    );
    if (!body) continue;
    const startSeconds = event.tStartMs / 1000;
    const duration = typeof event.dDurationMs === "number" && event.dDurationMs > 0 ? event.dDurationMs : 0;
    segments.push({
      startSeconds,
      endSeconds: (event.tStartMs + duration) / 1000,
      speaker: null,
      text: body,
    });
  }
  return ensureSegments(segments);
}

type CaptionListEntry = { text?: unknown; start?: unknown; duration?: unknown };

function isCaptionListEntry(value: unknown): value is CaptionListEntry {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof (value as CaptionListEntry).text === "string" &&
    typeof (value as CaptionListEntry).start === "number"
  );
}

/**
 * A YouTube caption track as caption tools export it: a JSON list of {text, start, duration} in seconds. Roll-up
 * captions overlap in time, so each entry ends no later than the next one starts.
 */
export function parseYoutubeCaptionList(text: string): TranscriptSegment[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripBom(text));
  } catch {
    throw new AppError("BAD_REQUEST", TRANSCRIPT_UNREADABLE);
  }
  if (!Array.isArray(parsed) || !parsed.some(isCaptionListEntry)) {
    throw new AppError("BAD_REQUEST", TRANSCRIPT_UNREADABLE);
  }
  const entries = parsed.filter(isCaptionListEntry);
  const segments: TranscriptSegment[] = [];
  entries.forEach((entry, index) => {
    const body = collapse(decodeEntities(String(entry.text)));
    if (!body) return;
    const startSeconds = Number(entry.start);
    const duration = typeof entry.duration === "number" && entry.duration > 0 ? entry.duration : 0;
    const next = entries[index + 1];
    const nextStart = typeof next?.start === "number" ? next.start : Number.POSITIVE_INFINITY;
    const endSeconds = Math.max(startSeconds, Math.min(startSeconds + duration, nextStart));
    segments.push({ startSeconds, endSeconds, speaker: null, text: body });
  });
  return ensureSegments(segments);
}

const TIMED_LINE = /^\[((?:\d{1,2}:)?\d{1,2}:\d{2}(?:\.\d+)?)\]\s*(.*)$/;
/** The words before a line's first ": ", which may be the speaker's label. */
const LABEL_PREFIX = /^([^:]{1,60}?):\s+(.+)$/;
/** A label is up to six words of letters, spaces and . ' ’ - (no digits: "Item 3: the budget" is speech). */
const LABEL_CHARACTERS = /^[\p{L}\p{M}.'’ -]+$/u;
const MAX_LABEL_WORDS = 6;
/** The meeting roles a label may begin with in any case: "council member smith:" is a speaker in lowercase too. */
const ROLE_LABEL =
  /^(?:council ?(?:member|woman|man|president)|councill?or|vice (?:chair|mayor|president)|chair(?:man|woman|person)?|mayor|president|commissioner|supervisor|trustee|alder(?:man|woman|person)?|clerk|secretary|director|manager|attorney|member|staff)(?:\s|$)/i;
/** Lowercase words a name may hold after its first word ("Ana de la Cruz", "Chair of the Board"). */
const NAME_PARTICLES = new Set([
  "de",
  "del",
  "della",
  "la",
  "le",
  "da",
  "di",
  "du",
  "van",
  "von",
  "der",
  "den",
  "of",
  "the",
  "and",
]);

/**
 * The speaker a timed line names before its first colon, or null when the colon belongs to what was said. A label is
 * a name (every word capitalised, as "Mayor Ruiz", "MAYOR RUIZ" or "Ana de la Cruz") or starts with a meeting role
 * ("council member smith"). Lowercase words before a colon are otherwise speech ("here is the question: ..."):
 * reading them as a speaker would drop them from the quotable text, while a missed label only leaves the name in it.
 */
function speakerLabel(candidate: string): string | null {
  const label = collapse(candidate);
  if (!label || !LABEL_CHARACTERS.test(label)) return null;
  const words = label.split(" ");
  if (words.length > MAX_LABEL_WORDS) return null;
  if (ROLE_LABEL.test(label)) return label;
  const named = words.every(
    (word, index) => /^\p{Lu}/u.test(word) || (index > 0 && NAME_PARTICLES.has(word)),
  );
  return named ? label : null;
}

/** A timed line's text as its speaker (when it names one) and what was said. */
function splitSpeakerLabel(text: string): { speaker: string | null; text: string } {
  const labelled = text.match(LABEL_PREFIX);
  const speaker = labelled?.[1] ? speakerLabel(labelled[1]) : null;
  return speaker ? { speaker, text: collapse(labelled?.[2] ?? "") } : { speaker: null, text };
}

function estimatedSeconds(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, (words / WORDS_PER_MINUTE) * 60);
}

/** A segment of untimed text holds at most this many words, so a quote in it points near the second it was said. */
const MAX_PLAIN_SEGMENT_WORDS = 60;

/**
 * A paragraph of untimed text as segments: its sentences, and an unpunctuated run cut every
 * MAX_PLAIN_SEGMENT_WORDS words. A single-paragraph upload is no longer one segment at 00:00:00.
 */
function sentencePieces(paragraph: string): string[] {
  const pieces: string[] = [];
  for (const sentence of paragraph.split(/(?<=[.?!]["')\]]?)\s+(?=["'([]?[A-Z0-9])/)) {
    const words = sentence.split(/\s+/).filter(Boolean);
    for (let start = 0; start < words.length; start += MAX_PLAIN_SEGMENT_WORDS)
      pieces.push(words.slice(start, start + MAX_PLAIN_SEGMENT_WORDS).join(" "));
  }
  return pieces;
}

/**
 * Our own "[HH:MM:SS] Speaker: text" lines (the stored transcript, read back by the analysis when a video has no
 * stored segments), or paragraphs without times (times estimated from word counts). The one reader of such lines.
 */
export function parsePlainText(text: string): TranscriptSegment[] {
  const source = stripBom(text);
  // JSON that is no caption format we know is data, not a transcript: reading it as prose would analyse braces.
  if (looksLikeJson(source)) throw new AppError("BAD_REQUEST", TRANSCRIPT_UNREADABLE);
  const lines = source.split("\n");
  if (lines.some((line) => TIMED_LINE.test(line.trim()))) {
    const segments: TranscriptSegment[] = [];
    for (const raw of lines) {
      const line = raw.trim();
      if (!line) continue;
      const timed = line.match(TIMED_LINE);
      if (!timed?.[1]) {
        // A line without a time continues the segment before it.
        const last = segments.at(-1);
        if (last) last.text = collapse(`${last.text} ${line}`);
        continue;
      }
      const { speaker, text: body } = splitSpeakerLabel(collapse(timed[2] ?? ""));
      if (!body) continue;
      segments.push({ startSeconds: parseCueTime(timed[1]), endSeconds: 0, speaker, text: body });
    }
    segments.forEach((segment, index) => {
      const next = segments[index + 1];
      segment.endSeconds =
        next && next.startSeconds >= segment.startSeconds
          ? next.startSeconds
          : segment.startSeconds + estimatedSeconds(segment.text);
    });
    return ensureSegments(segments);
  }
  let paragraphs = source
    .split(/\n[ \t]*\n/)
    .map(collapse)
    .filter(Boolean);
  if (paragraphs.length === 1) paragraphs = lines.map(collapse).filter(Boolean);
  const segments: TranscriptSegment[] = [];
  let clock = 0;
  for (const piece of paragraphs.flatMap(sentencePieces)) {
    const duration = Math.round(estimatedSeconds(piece) * 1000) / 1000;
    segments.push({ startSeconds: clock, endSeconds: clock + duration, speaker: null, text: piece });
    clock += duration;
  }
  return ensureSegments(segments);
}

function looksLikeJson(source: string): boolean {
  const trimmed = source.trim();
  if (!/^[[{]/.test(trimmed)) return false;
  try {
    JSON.parse(trimmed);
    return true;
  } catch {
    return false;
  }
}

/** Decides the format from the content itself, never from a file name. */
export function detectTranscriptFormat(text: string): TranscriptFormat {
  const source = stripBom(text).trimStart();
  if (/^WEBVTT(\s|$)/.test(source)) return "webvtt";
  if (source.startsWith("{") && /"events"\s*:/.test(source)) return "json3";
  if (source.startsWith("[") && /"start"\s*:/.test(source) && /"text"\s*:/.test(source))
    return "caption-list";
  if (SRT_TIMING.test(source)) return "srt";
  if (/^\s*(?:\d+\s*\n)?(?:\d+:)?\d{1,2}:\d{2}\.\d{1,3}\s*-->/m.test(source)) return "webvtt";
  return "text";
}

export function parseTranscript(
  text: string,
  format: TranscriptFormat = detectTranscriptFormat(text),
): TranscriptSegment[] {
  switch (format) {
    case "webvtt":
      return parseWebVtt(text);
    case "srt":
      return parseSrt(text);
    case "json3":
      return parseYoutubeJson3(text);
    case "caption-list":
      return parseYoutubeCaptionList(text);
    case "text":
      return parsePlainText(text);
  }
}
