// Rebuilds a transcript's stored segments (2-4 s caption cues, or one long paragraph of plain text) into timed
// sentences inside speaker turns before either engine reads them. Every word keeps the time of the cue it came
// from, so a sentence starts at the second its first word was said and quotes still point at that second.
import type { EngineSegment } from "../analysis-engine.server";
import { MONTHS } from "./spoken-words";

/** A sentence of the transcript as the engines read it. */
export type TimedSentence = EngineSegment & {
  /** The speaker turn it belongs to: a `>>` mark, a new speaker label or a long silence starts a new turn. */
  turn: number;
  /** The index in the stored segments of the segment holding its first word. */
  sourceIndex: number;
};

/** Beyond this a sentence is cut even without punctuation (a plain-text upload, an unpunctuated caption track). */
export const MAX_SENTENCE_WORDS = 60;
/** Nor does one sentence span more than this much time. */
export const MAX_SENTENCE_SECONDS = 30;
/** Text with a full stop at least this often (in words) is punctuated: its sentences are not cut by time. */
const PUNCTUATED_WORDS_PER_STOP = 40;
/** A silence this long between two cues ends the turn (nobody speaks for that long mid-sentence). */
const TURN_GAP_SECONDS = 8;
/** Fewer words than this after a full stop is an abbreviation or a stutter, not a sentence. */
const MIN_SENTENCE_WORDS = 3;

/** Sound and stage marks of broadcast captions: "[GAVEL]", "(applause)", "♪". */
export const NON_SPEECH =
  /\[[^\]]{0,40}\]|\((?:applause|laughter|inaudible|indiscernible|crosstalk|music)\)|♪/gi;
const SPEAKER_CHANGE = /^>>+$/;
const ABBREVIATION =
  /^(?:mr|mrs|ms|dr|jr|sr|st|no|vs|etc|inc|ave|blvd|rd|sec|dept|gov|sen|rep|approx|e\.g|i\.e|a\.m|p\.m|u\.s)\.$/i;
/** Month and title words that captions shout ("MAY 1st", "PRESIDENT Flynn") but that are ordinary words. */
const TITLE_CASE_WORDS = new Set([
  ...MONTHS,
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
  "mr.",
  "mrs.",
  "ms.",
  "dr.",
  "jr.",
]);

type TimedWord = {
  word: string;
  seconds: number;
  sourceIndex: number;
  turnBreak: boolean;
  /** The last word of its cue: a full stop there ends even a short sentence ("Motion carries."). */
  endOfCue: boolean;
  /** When the word ends: the next word of its cue starts, or the cue ends. */
  endSeconds: number;
};

function letterCounts(text: string): { upper: number; letters: number } {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const upper = text.match(/\p{Lu}/gu)?.length ?? 0;
  return { upper, letters };
}

/** True when most of the transcript's letters are capitals: broadcast captions. */
export function isMostlyCapitals(segments: readonly EngineSegment[]): boolean {
  let upper = 0;
  let letters = 0;
  for (const segment of segments) {
    const counts = letterCounts(segment.text);
    upper += counts.upper;
    letters += counts.letters;
  }
  return letters > 0 && upper / letters > 0.6;
}

function titleCase(word: string): string {
  const lower = word.toLowerCase();
  return lower.replace(/\p{L}/u, (first) => first.toUpperCase());
}

/**
 * One word as prose spells it. In an all-capitals transcript every word is lower-cased (sentence starts and "I"
 * are capitalised later); in a mixed one only shouted months, days and titles are, and short acronyms stay.
 */
function normaliseWord(word: string, allCapitals: boolean): string {
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, "");
  if (!bare || bare !== bare.toUpperCase() || !/\p{Lu}/u.test(bare)) return word;
  const lower = bare.toLowerCase();
  if ((bare.match(/\p{L}/gu)?.length ?? 0) < 2)
    return allCapitals && bare !== "I" ? word.replace(bare, lower) : word;
  if (TITLE_CASE_WORDS.has(lower) || TITLE_CASE_WORDS.has(`${lower}.`))
    return word.replace(bare, titleCase(bare));
  if (allCapitals || bare.replace(/\./g, "").length > 3) return word.replace(bare, lower);
  return word;
}

function capitaliseSentence(text: string): string {
  return text
    .replace(/\p{L}/u, (first) => first.toUpperCase())
    .replace(/\bi\b(?=(?:'(?:m|ll|ve|d))?\b)/g, "I");
}

/** Words of every segment with the time each was said (spread evenly over its cue). */
function timedWords(segments: readonly EngineSegment[]): TimedWord[] {
  const allCapitals = isMostlyCapitals(segments);
  const words: TimedWord[] = [];
  let previousSpeaker: string | null = null;
  let previousEnd = 0;
  segments.forEach((segment, sourceIndex) => {
    const pieces = segment.text.replace(NON_SPEECH, " ").split(/\s+/).filter(Boolean);
    const speakerChanged = segment.speaker !== null && segment.speaker !== previousSpeaker;
    const silence = sourceIndex > 0 && segment.startSeconds - previousEnd > TURN_GAP_SECONDS;
    let turnBreak = sourceIndex === 0 || speakerChanged || silence;
    previousSpeaker = segment.speaker ?? previousSpeaker;
    previousEnd = Math.max(segment.endSeconds, segment.startSeconds);
    const spoken = pieces.filter((piece) => !SPEAKER_CHANGE.test(piece));
    const duration = Math.max(0, segment.endSeconds - segment.startSeconds);
    let position = 0;
    for (const piece of pieces) {
      if (SPEAKER_CHANGE.test(piece)) {
        turnBreak = true;
        continue;
      }
      // A cue that opens with the full stop of the one before (". We're onto ...") ends that word's sentence; on its
      // own it would be a sentence of ".", and a summary would read "adopted .".
      const previous = words.at(-1);
      if (/^[.,;:?!]+$/.test(piece) && previous && !turnBreak) {
        previous.word += piece;
        previous.endOfCue = true;
        position++;
        continue;
      }
      const share = spoken.length > 0 ? position / spoken.length : 0;
      const nextShare = spoken.length > 0 ? (position + 1) / spoken.length : 1;
      words.push({
        word: normaliseWord(piece.replace(/^>>+/, ""), allCapitals),
        seconds: segment.startSeconds + duration * share,
        sourceIndex,
        turnBreak,
        endOfCue: position === spoken.length - 1,
        endSeconds: segment.startSeconds + duration * nextShare,
      });
      turnBreak = false;
      position++;
    }
  });
  return words.filter((word) => word.word !== "");
}

function endsSentence(word: TimedWord, wordsSoFar: number): boolean {
  if (!/[.?!]["')\]]*$/.test(word.word)) return false;
  if (ABBREVIATION.test(word.word) || /^\p{L}\.$/u.test(word.word)) return false;
  return wordsSoFar >= MIN_SENTENCE_WORDS || (word.endOfCue && wordsSoFar >= 2);
}

/** Where a run-on sentence is best cut: after a comma, or before a word that starts a clause. */
function softBreakAt(words: readonly TimedWord[]): number {
  for (let index = words.length - 2; index >= Math.floor(words.length / 2); index--) {
    if (/[,;:]$/.test(words[index]?.word ?? "")) return index + 1;
  }
  for (let index = words.length - 1; index >= Math.floor(words.length / 2); index--) {
    if (/^(?:and|but|so|because|which|that|then|now)$/i.test(words[index]?.word ?? "")) return index;
  }
  return words.length;
}

/**
 * Sentences inside speaker turns: a turn ends at a `>>` mark, a change of speaker label or a long silence; a
 * sentence ends at its punctuation, or is cut at MAX_SENTENCE_WORDS words or MAX_SENTENCE_SECONDS seconds.
 * Nothing is added to the words: a fragment keeps no full stop it did not have.
 */
export function rebuildSentences(segments: readonly EngineSegment[]): TimedSentence[] {
  const words = timedWords(segments);
  // Punctuated text is cut only when a sentence runs too long in words; a time window would cut a slow speaker's
  // sentence in two. Unpunctuated captions are cut by time too.
  const stops = words.filter((word) => /[.?!]["')\]]*$/.test(word.word)).length;
  const punctuated = stops > 0 && words.length / stops <= PUNCTUATED_WORDS_PER_STOP;
  const sentences: TimedSentence[] = [];
  let turn = -1;
  let current: TimedWord[] = [];
  const flush = (upTo = current.length) => {
    const taken = current.slice(0, upTo);
    current = current.slice(upTo);
    const first = taken[0];
    const last = taken.at(-1);
    if (!first || !last) return;
    const text = capitaliseSentence(taken.map((word) => word.word).join(" "));
    sentences.push({
      text,
      startSeconds: first.seconds,
      endSeconds: Math.max(first.seconds, last.endSeconds),
      speaker: segments[first.sourceIndex]?.speaker ?? null,
      turn,
      sourceIndex: first.sourceIndex,
    });
  };
  for (const word of words) {
    if (word.turnBreak) {
      flush();
      turn++;
    }
    current.push(word);
    const first = current[0];
    if (endsSentence(word, current.length)) flush();
    else if (
      current.length >= MAX_SENTENCE_WORDS ||
      (!punctuated &&
        first &&
        word.seconds - first.seconds >= MAX_SENTENCE_SECONDS &&
        current.length >= MIN_SENTENCE_WORDS)
    )
      flush(softBreakAt(current));
  }
  flush();
  return sentences;
}
