// Scores the offline engine's summaries on MeetingBank (evaluation only; the data set is never copied into the
// project) with ROUGE-1/2/L F1 next to Lead-3 and TextRank baselines, and checks its quotes are all grounded.
// Run: npx tsx scripts/eval/summaries.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EngineSegment } from "~/features/analysis/analysis-engine";
import { groundAnalysis, indexTranscript } from "~/features/analysis/grounding";
import { analyzeOffline } from "~/features/analysis/offline-engine";
import { splitSentences, wordTokens } from "~/features/analysis/text-tools";

const DATASET = path.resolve(process.cwd(), "../shared/datasets/meetingbank/meetings.jsonl");
/** Sentences per synthetic segment: the records carry no timing, so segments are made of a few sentences. */
const SENTENCES_PER_SEGMENT = 3;

type MeetingRecord = { id: string; transcript: string; reference_summary: string };

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

function rouge(candidateText: string, referenceText: string): [number, number, number] {
  const candidate = wordTokens(candidateText);
  const reference = wordTokens(referenceText);
  return [
    rougeN(candidate, reference, 1),
    rougeN(candidate, reference, 2),
    f1(longestCommonSubsequence(candidate, reference), candidate.length, reference.length),
  ];
}

function lead3(transcript: string): string {
  return splitSentences(transcript).slice(0, 3).join(" ");
}

/** TextRank (Mihalcea and Tarau 2004): sentence graph weighted by word overlap, PageRank, top 3 in order. */
function textRank3(transcript: string): string {
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

function segmentsOf(transcript: string): EngineSegment[] {
  const sentences = splitSentences(transcript);
  const segments: EngineSegment[] = [];
  for (let index = 0; index < sentences.length; index += SENTENCES_PER_SEGMENT) {
    const position = segments.length;
    segments.push({
      startSeconds: position * 15,
      endSeconds: position * 15 + 15,
      speaker: null,
      text: sentences.slice(index, index + SENTENCES_PER_SEGMENT).join(" "),
    });
  }
  return segments;
}

function main(): void {
  if (!existsSync(DATASET)) {
    process.stdout.write(
      `Skipped: ${DATASET} is not present (the MeetingBank sample lives beside the project).\n`,
    );
    return;
  }
  const records = readFileSync(DATASET, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MeetingRecord);
  const systems = { "Offline engine": [0, 0, 0], "Lead-3": [0, 0, 0], "TextRank top-3": [0, 0, 0] };
  let quotes = 0;
  let grounded = 0;
  const started = performance.now();
  for (const record of records) {
    const segments = segmentsOf(record.transcript);
    const analysis = analyzeOffline({ title: record.id, description: null, segments });
    const candidates: Record<keyof typeof systems, string> = {
      "Offline engine": analysis.summary,
      "Lead-3": lead3(record.transcript),
      "TextRank top-3": textRank3(record.transcript),
    };
    for (const [name, text] of Object.entries(candidates) as [keyof typeof systems, string][]) {
      const scores = rouge(text, record.reference_summary);
      systems[name] = systems[name].map((total, index) => total + (scores[index] ?? 0));
    }
    const total = analysis.highlights.reduce((sum, highlight) => sum + highlight.quotes.length, 0);
    const { droppedQuotes } = groundAnalysis(analysis, indexTranscript(segments));
    quotes += total;
    grounded += total - droppedQuotes;
  }
  const lines = [
    `MeetingBank test sample: ${records.length} records, ROUGE F1 x100 (lower-cased alphanumeric tokens, no stemming)`,
    "",
    "| system          | ROUGE-1 | ROUGE-2 | ROUGE-L |",
    "| --------------- | ------- | ------- | ------- |",
    ...Object.entries(systems).map(
      ([name, totals]) =>
        `| ${name.padEnd(15)} | ${totals.map((total) => ((100 * total) / records.length).toFixed(1).padStart(7)).join(" | ")} |`,
    ),
    "",
    `Grounded quotes: ${grounded} of ${quotes} (${quotes ? ((100 * grounded) / quotes).toFixed(1) : "100.0"}%)`,
    `Time: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main();
