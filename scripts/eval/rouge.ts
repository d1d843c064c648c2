// ROUGE F1 (lower-cased alphanumeric tokens, no stemming) and the Lead-3 and TextRank baselines, shared by the
// summary and story evaluations.
import { splitSentences, wordTokens } from "~/features/analysis/text-tools.server";

function ngrams(tokens: readonly string[], size: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let index = 0; index + size <= tokens.length; index++) {
    const key = tokens.slice(index, index + size).join(" ");
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

function f1(overlap: number, candidateTotal: number, referenceTotal: number): number {
  if (overlap === 0 || candidateTotal === 0 || referenceTotal === 0) return 0;
  const precision = overlap / candidateTotal;
  const recall = overlap / referenceTotal;
  return (2 * precision * recall) / (precision + recall);
}

function rougeN(candidate: readonly string[], reference: readonly string[], size: number): number {
  const candidateGrams = ngrams(candidate, size);
  const referenceGrams = ngrams(reference, size);
  let overlap = 0;
  for (const [gram, count] of candidateGrams) overlap += Math.min(count, referenceGrams.get(gram) ?? 0);
  return f1(overlap, Math.max(0, candidate.length - size + 1), Math.max(0, reference.length - size + 1));
}

function longestCommonSubsequence(a: readonly string[], b: readonly string[]): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const tokenA of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        tokenA === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function rouge(candidateText: string, referenceText: string): [number, number, number] {
  const candidate = wordTokens(candidateText);
  const reference = wordTokens(referenceText);
  return [
    rougeN(candidate, reference, 1),
    rougeN(candidate, reference, 2),
    f1(longestCommonSubsequence(candidate, reference), candidate.length, reference.length),
  ];
}

export function lead3(transcript: string): string {
  return splitSentences(transcript).slice(0, 3).join(" ");
}

/** TextRank (Mihalcea and Tarau 2004): sentence graph weighted by word overlap, PageRank, top 3 in order. */
export function textRank3(transcript: string): string {
  const sentences = splitSentences(transcript);
  const tokens = sentences.map((sentence) => new Set(wordTokens(sentence)));
  const count = sentences.length;
  const weights: number[][] = tokens.map(() => new Array<number>(count).fill(0));
  for (let i = 0; i < count; i++) {
    for (let j = i + 1; j < count; j++) {
      const a = tokens[i] ?? new Set<string>();
      const b = tokens[j] ?? new Set<string>();
      if (a.size < 2 || b.size < 2) continue;
      let overlap = 0;
      for (const token of a) if (b.has(token)) overlap++;
      const weight = overlap / (Math.log(a.size) + Math.log(b.size));
      (weights[i] as number[])[j] = weight;
      (weights[j] as number[])[i] = weight;
    }
  }
  const outSums = weights.map((row) => row.reduce((sum, value) => sum + value, 0));
  let scores = new Array<number>(count).fill(1);
  for (let iteration = 0; iteration < 50; iteration++) {
    const next = new Array<number>(count).fill(0.15);
    for (let j = 0; j < count; j++) {
      const row = weights[j] as number[];
      const out = outSums[j] ?? 0;
      if (out === 0) continue;
      const share = (0.85 * (scores[j] ?? 0)) / out;
      for (let i = 0; i < count; i++) if (row[i]) next[i] = (next[i] ?? 0) + share * (row[i] ?? 0);
    }
    scores = next;
  }
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 3)
    .sort((a, b) => a.index - b.index)
    .map((entry) => sentences[entry.index])
    .join(" ");
}

/** The first `words` words of a text: the baseline that shows whether a summary beats its own length. */
export function firstWords(text: string, words: number): string {
  return text.split(/\s+/).filter(Boolean).slice(0, words).join(" ");
}
