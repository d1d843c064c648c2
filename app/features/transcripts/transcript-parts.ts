// A long meeting's transcript is sent in parts (issue #16): the page carries one part of at most
// TRANSCRIPT_PART_LINES lines, the one holding the moment or search match the reader came for, and links to the
// others, so it reads in full without JavaScript; with JavaScript the whole transcript is fetched when the reader
// needs it: the app reads the transcript-lines route, a visitor's island the page's `?part=all` (ADR 0053). A crowd
// opening a shared meeting is sent a fraction of the words.
import { lineAt } from "./moment";
import { WHOLE_TRANSCRIPT_PART } from "./transcripts.constants";

/** Lines per part: a two-hour meeting has 1,000-2,000 lines; a part is a few screens of reading, and a page a
 * crowd can be sent quickly (about 140 KB for the demo budget hearing, half of it this part). */
export const TRANSCRIPT_PART_LINES = 150;

export type TranscriptPart<Line> = {
  lines: Line[];
  /** 1-based, as the `?part=` links carry it. */
  number: number;
  count: number;
  /** The index in the whole transcript of this part's first line. */
  firstIndex: number;
  totalLines: number;
};

/**
 * The part to send: the one asked for by number, else the one holding the moment (`?t=`), else the one holding the
 * first line the reader's search matched, else the first. A number past the end is the last part.
 */
export function transcriptPart<Line extends { id: number; startSeconds: number }>(
  lines: Line[],
  wanted: {
    part?: number | typeof WHOLE_TRANSCRIPT_PART | null;
    moment?: number | null;
    matchedIds?: readonly number[];
  },
): TranscriptPart<Line> {
  if (wanted.part === WHOLE_TRANSCRIPT_PART) {
    return { lines, number: 1, count: 1, firstIndex: 0, totalLines: lines.length };
  }
  const count = Math.max(1, Math.ceil(lines.length / TRANSCRIPT_PART_LINES));
  let index = 0;
  if (wanted.part != null) {
    index = wanted.part - 1;
  } else if (wanted.moment != null) {
    index = Math.floor(Math.max(0, lineAt(lines, wanted.moment)) / TRANSCRIPT_PART_LINES);
  } else if (wanted.matchedIds && wanted.matchedIds.length > 0) {
    const matched = new Set(wanted.matchedIds);
    const first = lines.findIndex((line) => matched.has(line.id));
    if (first >= 0) index = Math.floor(first / TRANSCRIPT_PART_LINES);
  }
  index = Math.min(Math.max(0, index), count - 1);
  const firstIndex = index * TRANSCRIPT_PART_LINES;
  return {
    lines: lines.slice(firstIndex, firstIndex + TRANSCRIPT_PART_LINES),
    number: index + 1,
    count,
    firstIndex,
    totalLines: lines.length,
  };
}
