// The quality gate of the engine's first stage: which stretches of a transcript are English a reader could be quoted,
// and which are another language or garble (captions that came out Welsh, a caption track of noise). A stretch that
// fails is never quoted, never turned into a decision, a person or a topic, and never searched as speech; a meeting
// that is mostly such stretches gets "Transcript unreliable" and no story.
import { francAll } from "franc-all";
import { isEnglishWord } from "./english-lexicon.server";

/** Sentences are judged in stretches of at least this many words: a short line says too little about its language. */
export const QUALITY_WINDOW_WORDS = 60;
/** Below this share of dictionary words a stretch is not English, whatever a language guesser says. */
export const MIN_ENGLISH_WORD_SHARE = 0.6;
/**
 * A stretch a language identifier reads as another language needs this share of dictionary words to count as English
 * still (proper names and captions' misspellings lower the share of real English, not this far).
 */
export const ENGLISH_WORD_SHARE_AGAINST_OTHER_LANGUAGE = 0.85;
/** A meeting whose unreliable words are more than this share of all its words is "Transcript unreliable". */
export const MAX_UNRELIABLE_SHARE = 0.5;

/** English and what franc confuses it with on short, unpunctuated captions (Scots, Pidgin). */
const ENGLISH_LIKE = new Set(["eng", "sco", "pcm", "und"]);

export type UnreliableStretch = {
  startSeconds: number;
  endSeconds: number;
  reason: "not-english" | "garbled";
  /** The ISO 639-3 code franc read, when the stretch is another language. */
  language: string | null;
};

export type TranscriptReliability = {
  /** False when most of the meeting cannot be trusted: the page says so and no story is written. */
  reliable: boolean;
  /** The share of the meeting's words in unreliable stretches, 0 to 1. */
  unreliableShare: number;
  stretches: UnreliableStretch[];
};

type TimedText = { text: string; startSeconds: number; endSeconds: number };

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];
}

/** The share of a stretch's words that are English words, and what franc reads it as. */
export function judgeStretch(text: string): { englishShare: number; language: string } {
  const words = wordsOf(text);
  const english = words.filter((word) => word.split("-").every((part) => !part || isEnglishWord(part)));
  const englishShare = words.length === 0 ? 1 : english.length / words.length;
  const [best] = francAll(text, { minLength: 20 });
  return { englishShare, language: best?.[0] ?? "und" };
}

function verdict(judged: { englishShare: number; language: string }): UnreliableStretch["reason"] | null {
  if (judged.englishShare < MIN_ENGLISH_WORD_SHARE)
    return ENGLISH_LIKE.has(judged.language) ? "garbled" : "not-english";
  if (!ENGLISH_LIKE.has(judged.language) && judged.englishShare < ENGLISH_WORD_SHARE_AGAINST_OTHER_LANGUAGE)
    return "not-english";
  return null;
}

/**
 * Judges consecutive stretches of at least QUALITY_WINDOW_WORDS words (a short tail joins the stretch before it) and
 * returns, per sentence, whether it may be quoted and acted on, with the meeting's overall reliability.
 */
export function assessTranscript(sentences: readonly TimedText[]): {
  reliableSentence: boolean[];
  reliability: TranscriptReliability;
} {
  const reliableSentence = sentences.map(() => true);
  const stretches: UnreliableStretch[] = [];
  const windows: { from: number; to: number; words: number }[] = [];
  let from = 0;
  let words = 0;
  sentences.forEach((sentence, index) => {
    words += wordsOf(sentence.text).length;
    if (words >= QUALITY_WINDOW_WORDS) {
      windows.push({ from, to: index + 1, words });
      from = index + 1;
      words = 0;
    }
  });
  if (from < sentences.length) {
    const last = windows.at(-1);
    if (last && words < QUALITY_WINDOW_WORDS / 2) {
      last.to = sentences.length;
      last.words += words;
    } else windows.push({ from, to: sentences.length, words });
  }
  let totalWords = 0;
  let unreliableWords = 0;
  for (const window of windows) {
    totalWords += window.words;
    const part = sentences.slice(window.from, window.to);
    const judged = judgeStretch(part.map((sentence) => sentence.text).join(" "));
    const reason = verdict(judged);
    if (!reason) continue;
    unreliableWords += window.words;
    for (let index = window.from; index < window.to; index++) reliableSentence[index] = false;
    const previous = stretches.at(-1);
    const startSeconds = part[0]?.startSeconds ?? 0;
    const endSeconds = part.at(-1)?.endSeconds ?? startSeconds;
    if (previous && previous.reason === reason && previous.endSeconds >= startSeconds - 1)
      previous.endSeconds = endSeconds;
    else
      stretches.push({
        startSeconds,
        endSeconds,
        reason,
        language: reason === "not-english" ? judged.language : null,
      });
  }
  const unreliableShare = totalWords === 0 ? 0 : unreliableWords / totalWords;
  return {
    reliableSentence,
    reliability: {
      reliable: unreliableShare <= MAX_UNRELIABLE_SHARE,
      unreliableShare: Math.round(unreliableShare * 1000) / 1000,
      stretches,
    },
  };
}
