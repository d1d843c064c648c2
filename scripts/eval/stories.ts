// Evaluates the offline engine's analyses and stories on real meetings (evaluation only; the data is read from
// ../shared and never copied into the project): every writing rule of story-rules.ts counted, decision precision and
// recall against the hand-labelled set in labels/decisions.json, ROUGE next to Lead-3, TextRank and first-N-words, and
// a review sheet per meeting under .eval/stories/. Tuning uses the even MeetingBank rows; odd rows are held out.
// Run: npm run eval:stories
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { foldText, groundAnalysis, groundStory, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";
import { rebuildSentences } from "~/features/analysis/sentence-segments";
import { checkStory, ruleViolations, type StoryViolation } from "~/features/stories/story-rules";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import { firstWords, lead3, rouge, textRank3 } from "./rouge";

const SHARED = path.resolve(process.cwd(), "../shared");
const MEETINGBANK = path.join(SHARED, "datasets/meetingbank/meetings.jsonl");
const LABELS = path.resolve(process.cwd(), "scripts/eval/labels/decisions.json");
const SHEETS = path.resolve(process.cwd(), ".eval/stories");
/** A found decision counts for a labelled one said within this many seconds, with the same outcome. */
const MATCH_SECONDS = 30;

type LabelledDecision = {
  item: string;
  outcome: "passed" | "failed";
  tally: string | null;
  procedural: boolean;
  quote: string;
  occurrence?: number;
};
type LabelledMeeting = { key: string; file?: string; title?: string; decisions: LabelledDecision[] };
type MeetingRecord = {
  id: string;
  transcript: string;
  reference_summary: string;
  body: string;
  date: string;
  meetingbank_row_id: string;
};
type Meeting = {
  key: string;
  title: string;
  text: string;
  labels: LabelledDecision[];
  /** MeetingBank only: the city's own summary, and whether the row is held out (odd) or used for tuning (even). */
  reference?: string;
  split?: "tune" | "held-out";
};

function seconds(timestamp: string): number {
  const [h, m, s] = timestamp.split(":").map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

function proseDateOf(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

function loadMeetings(): Meeting[] {
  const labelled = (JSON.parse(readFileSync(LABELS, "utf8")) as { meetings: LabelledMeeting[] }).meetings;
  const byKey = new Map(labelled.map((meeting) => [meeting.key, meeting]));
  const meetings: Meeting[] = [];
  for (const meeting of labelled) {
    if (!meeting.file) continue;
    meetings.push({
      key: meeting.key,
      title: meeting.title ?? meeting.key,
      text: readFileSync(path.join(SHARED, meeting.file), "utf8"),
      labels: meeting.decisions,
    });
  }
  const records = readFileSync(MEETINGBANK, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as MeetingRecord);
  for (const record of records) {
    meetings.push({
      key: record.id,
      title: `${record.body} Meeting - ${proseDateOf(record.date)}`,
      text: record.transcript,
      labels: byKey.get(record.id)?.decisions ?? [],
      reference: record.reference_summary,
      split: Number(record.meetingbank_row_id) % 2 === 0 ? "tune" : "held-out",
    });
  }
  return meetings;
}

/** When each labelled decision was said: the start of the sentence holding its phrase. */
function labelTimes(meeting: Meeting, sentences: ReturnType<typeof rebuildSentences>): (number | null)[] {
  const folded = sentences.map((sentence) => foldText(sentence.text));
  return meeting.labels.map((label) => {
    const quote = foldText(label.quote);
    let seen = 0;
    for (let index = 0; index < folded.length; index++) {
      const here = folded[index] ?? "";
      const joined = `${here} ${folded[index + 1] ?? ""}`;
      if (
        here.includes(quote) ||
        (!here.includes(quote) && joined.includes(quote) && !folded[index + 1]?.includes(quote))
      ) {
        seen++;
        if (seen === (label.occurrence ?? 1)) return sentences[index]?.startSeconds ?? null;
      }
    }
    return null;
  });
}

type DecisionScore = {
  falsePositives: string[];
  misses: string[];
  found: number;
  labelled: number;
  matched: number;
  tallyRight: number;
  missingLabels: string[];
};

function scoreDecisions(
  meeting: Meeting,
  analysis: AnalysisResults,
  sentences: ReturnType<typeof rebuildSentences>,
): DecisionScore {
  const predicted = (analysis.decisions ?? []).map((decision) => ({
    ...decision,
    at: seconds(decision.timestamp),
    used: false,
  }));
  const times = labelTimes(meeting, sentences);
  let matched = 0;
  let tallyRight = 0;
  const missingLabels: string[] = [];
  const misses: string[] = [];
  meeting.labels.forEach((label, index) => {
    const at = times[index];
    if (at === null || at === undefined) {
      missingLabels.push(label.quote);
      return;
    }
    const candidate = predicted
      .filter(
        (decision) =>
          !decision.used && decision.outcome === label.outcome && Math.abs(decision.at - at) <= MATCH_SECONDS,
      )
      .sort((a, b) => Math.abs(a.at - at) - Math.abs(b.at - at))[0];
    if (!candidate) {
      misses.push(`${meeting.key} ~${Math.round(at)}s: ${label.item} ("${label.quote}")`);
      return;
    }
    candidate.used = true;
    matched++;
    if ((candidate.tally ?? null) === (label.tally ?? null)) tallyRight++;
  });
  const falsePositives = predicted
    .filter((decision) => !decision.used)
    .map((decision) => `${meeting.key} ${decision.timestamp}: ${decision.item ?? "-"} "${decision.quote}"`);
  return {
    found: predicted.length,
    labelled: meeting.labels.length,
    matched,
    tallyRight,
    missingLabels,
    falsePositives,
    misses,
  };
}

function reviewSheet(
  meeting: Meeting,
  analysis: AnalysisResults,
  story: NewsStory,
  violations: StoryViolation[],
): string {
  const lines = [
    `# ${meeting.title}`,
    "",
    `Key: ${meeting.key}${meeting.split ? ` (MeetingBank, ${meeting.split})` : ""}`,
    "",
    `## Headline`,
    "",
    story.article.headline,
    "",
    "## Lead",
    "",
    story.article.body.split(/\n\s*\n/)[0] ?? "",
    "",
    "## Story",
    "",
    story.article.body,
    "",
    "## Decisions",
    "",
    ...((analysis.decisions ?? []).length === 0
      ? ["None found."]
      : (analysis.decisions ?? []).map(
          (decision) =>
            `- ${decision.timestamp} ${decision.outcome}${decision.tally ? ` (${decision.tally})` : ""}${decision.procedural ? " [procedural]" : ""}: ${decision.item ?? "(no item read)"}${decision.motion ? `; motion: ${decision.motion}` : ""}${decision.mover ? `; moved by ${decision.mover}` : ""}${decision.seconder ? `; seconded by ${decision.seconder}` : ""}. "${decision.quote}"`,
        )),
    "",
    "## Highlights",
    "",
    ...analysis.highlights.map(
      (highlight) =>
        `- ${highlight.timestamp} ${highlight.point_of_interest}${highlight.quotes.map((quote) => `\n  > "${quote.text}" (${quote.speaker})`).join("")}`,
    ),
    "",
    "## Action items",
    "",
    ...(analysis.action_items.length === 0
      ? ["None."]
      : analysis.action_items.map(
          (item) =>
            `- ${item.description} (${item.responsible_party}${item.due_date ? `, due ${item.due_date}` : ""}${item.deadline ? `, deadline ${item.deadline}` : ""})`,
        )),
    "",
    "## Summary",
    "",
    analysis.summary,
    "",
    "## Rule check",
    "",
    ...(violations.length === 0
      ? ["No rule broken."]
      : violations.map((violation) => `- ${violation.rule}: ${violation.detail}`)),
    "",
  ];
  return lines.join("\n");
}

function fileName(key: string): string {
  return `${key.replace(/[^A-Za-z0-9_-]+/g, "-")}.md`;
}

function main(): void {
  if (!existsSync(MEETINGBANK) || !existsSync(path.join(SHARED, "fixtures/ingest"))) {
    process.stdout.write(`Skipped: ${SHARED} (fixtures and MeetingBank sample) is not present.\n`);
    return;
  }
  mkdirSync(SHEETS, { recursive: true });
  const meetings = loadMeetings();
  const ruleCounts = new Map<string, number>();
  let storiesBreakingRules = 0;
  let briefs = 0;
  const decisionTotals = { found: 0, labelled: 0, matched: 0, tallyRight: 0 };
  const missing: string[] = [];
  const falsePositives: string[] = [];
  const misses: string[] = [];
  const systems = ["Offline engine", "Lead-3", "TextRank top-3", "First-N words"] as const;
  const rougeTotals = {
    tune: new Map(systems.map((name) => [name, [0, 0, 0]])),
    "held-out": new Map(systems.map((name) => [name, [0, 0, 0]])),
  };
  const splitCounts = { tune: 0, "held-out": 0 };
  const started = performance.now();
  for (const meeting of meetings) {
    const segments = parseTranscript(meeting.text);
    const index = indexTranscript(segments);
    const raw = analyzeOffline({ title: meeting.title, description: null, segments });
    const sentences = rebuildSentences(segments);
    const score = scoreDecisions(meeting, raw, sentences);
    decisionTotals.found += score.found;
    decisionTotals.labelled += score.labelled;
    decisionTotals.matched += score.matched;
    decisionTotals.tallyRight += score.tallyRight;
    missing.push(...score.missingLabels.map((quote) => `${meeting.key}: "${quote}"`));
    falsePositives.push(...score.falsePositives);
    misses.push(...score.misses);
    const grounded = groundAnalysis(raw, index);
    const story = groundStory(
      writeStoryOffline({ title: meeting.title, analysis: grounded.analysis, segments }),
      index,
      grounded.droppedQuotes,
    );
    const violations = checkStory({ story, analysis: grounded.analysis, index, title: meeting.title });
    const broken = ruleViolations(violations);
    if (broken.length > 0) storiesBreakingRules++;
    if (violations.length > broken.length) briefs++;
    for (const violation of broken) ruleCounts.set(violation.rule, (ruleCounts.get(violation.rule) ?? 0) + 1);
    writeFileSync(
      path.join(SHEETS, fileName(meeting.key)),
      reviewSheet(meeting, grounded.analysis, story, violations),
    );
    if (meeting.reference && meeting.split) {
      const length = raw.summary.split(/\s+/).filter(Boolean).length;
      const candidates: Record<(typeof systems)[number], string> = {
        "Offline engine": raw.summary,
        "Lead-3": lead3(meeting.text),
        "TextRank top-3": textRank3(meeting.text),
        "First-N words": firstWords(meeting.text, length),
      };
      splitCounts[meeting.split]++;
      for (const name of systems) {
        const scores = rouge(candidates[name], meeting.reference);
        const totals = rougeTotals[meeting.split].get(name) ?? [0, 0, 0];
        rougeTotals[meeting.split].set(
          name,
          totals.map((total, at) => total + (scores[at] ?? 0)),
        );
      }
    }
  }
  const precision = decisionTotals.found ? decisionTotals.matched / decisionTotals.found : 0;
  const recall = decisionTotals.labelled ? decisionTotals.matched / decisionTotals.labelled : 0;
  const rougeTable = (split: "tune" | "held-out") => [
    `| system          | ROUGE-1 | ROUGE-2 | ROUGE-L |`,
    `| --------------- | ------- | ------- | ------- |`,
    ...systems.map(
      (name) =>
        `| ${name.padEnd(15)} | ${(rougeTotals[split].get(name) ?? [0, 0, 0]).map((total) => ((100 * total) / Math.max(1, splitCounts[split])).toFixed(1).padStart(7)).join(" | ")} |`,
    ),
  ];
  const totalViolations = [...ruleCounts.values()].reduce((sum, count) => sum + count, 0);
  const lines = [
    `Stories evaluation: ${meetings.length} meetings (3 WebVTT files, the Minneapolis caption list, ${splitCounts.tune + splitCounts["held-out"]} MeetingBank rows)`,
    "",
    `Rule violations: ${totalViolations} in ${storiesBreakingRules} of ${meetings.length} stories`,
    ...[...ruleCounts.entries()].sort((a, b) => b[1] - a[1]).map(([rule, count]) => `  ${rule}: ${count}`),
    `Stories with no grounded decision (short briefs, held for review): ${briefs}`,
    "",
    `Decisions against ${decisionTotals.labelled} hand-labelled (same outcome, within ${MATCH_SECONDS} s):`,
    `  found ${decisionTotals.found}, matched ${decisionTotals.matched}`,
    `  precision ${precision.toFixed(2)}, recall ${recall.toFixed(2)}, tally right on ${decisionTotals.tallyRight} of ${decisionTotals.matched} matched`,
    ...(missing.length > 0 ? [`  labels whose phrase was not found: ${missing.join("; ")}`] : []),
    ...(process.env.EVAL_VERBOSE
      ? [
          "  found but not labelled:",
          ...falsePositives.map((line) => `    ${line}`),
          "  labelled but not found:",
          ...misses.map((line) => `    ${line}`),
        ]
      : ["  (EVAL_VERBOSE=1 lists the decisions found but not labelled, and those missed)"]),
    "",
    `MeetingBank ROUGE F1 x100, tuning rows (even row ids, ${splitCounts.tune}); First-N words uses the engine's own length per row:`,
    ...rougeTable("tune"),
    "",
    `MeetingBank ROUGE F1 x100, HELD-OUT rows (odd row ids, ${splitCounts["held-out"]}; never used for tuning):`,
    ...rougeTable("held-out"),
    "",
    `Review sheets: ${path.relative(process.cwd(), SHEETS)}/ (one per meeting)`,
    `Time: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main();
