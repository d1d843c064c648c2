// Scores the offline engine's summaries on MeetingBank (evaluation only; the data set is never copied into the
// project) with ROUGE-1/2/L F1 next to Lead-3 and TextRank baselines, and checks its quotes are all grounded.
// Run: npx tsx scripts/eval/summaries.ts
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EngineSegment } from "~/features/analysis/analysis-engine.server";
import { groundAnalysis, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline } from "~/features/analysis/offline-engine.server";
import { splitSentences } from "~/features/analysis/text-tools.server";
import { lead3, rouge, textRank3 } from "./rouge";

const DATASET = path.resolve(process.cwd(), "../shared/datasets/meetingbank/meetings.jsonl");
/** Sentences per synthetic segment: the records carry no timing, so segments are made of a few sentences. */
const SENTENCES_PER_SEGMENT = 3;

type MeetingRecord = { id: string; transcript: string; reference_summary: string };

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
