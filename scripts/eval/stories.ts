// Evaluates the offline engine's meeting records and stories on the labelled corpus of real meetings
// (scripts/eval/corpus/, issue #30): what a reader would check. Decisions are met within 60 s; then identity (does the
// record say what was decided), movers, seconders, tallies and outcomes; invented people; and of the stories, which
// would be published without an editor, with a non-English quote, without the meeting's date or with a garbled
// headline. The tune half is shown meeting by meeting (EVAL_VERBOSE=1); the held-out half only in aggregate, unless
// EVAL_SHOW_HELD_OUT=1 after tuning is done. Review sheets go to .eval/stories/.
// Run: npm run eval:stories
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { groundAnalysis, groundStory, indexTranscript } from "~/features/analysis/grounding.server";
import { isSubject, proseDate } from "~/features/analysis/meeting-record.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";
import { checkStory, STORY_RULES, type StoryViolation } from "~/features/stories/story-rules.server";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import { type LabelledMeeting, loadCorpus } from "./corpus";
import { MATCH_SECONDS, type RecordScore, scoreRecord } from "./record-score";

const SHEETS = path.resolve(process.cwd(), ".eval/stories");
const verbose = process.env.EVAL_VERBOSE === "1";
const showHeldOut = process.env.EVAL_SHOW_HELD_OUT === "1";

type MeetingResult = {
  meeting: LabelledMeeting;
  analysis: AnalysisResults;
  story: NewsStory | null;
  violations: StoryViolation[];
  score: RecordScore;
  published: boolean;
  nonEnglishQuote: boolean;
  withoutDate: boolean;
  garbledHeadline: boolean;
};

function evaluate(meeting: LabelledMeeting): MeetingResult {
  const segments = parseTranscript(meeting.transcript);
  const index = indexTranscript(segments);
  const raw = analyzeOffline({
    title: meeting.title,
    description: null,
    segments,
    meetingDate: meeting.date,
  });
  const { analysis, droppedQuotes } = groundAnalysis(raw, index);
  const facts = { date: meeting.date, body: meeting.body };
  const score = scoreRecord(meeting, analysis);
  // A transcript that is mostly not reliable English gets no story (the stories service refuses to write one).
  if (analysis.reliability?.reliable === false)
    return {
      meeting,
      analysis,
      story: null,
      violations: [],
      score,
      published: false,
      nonEnglishQuote: false,
      withoutDate: false,
      garbledHeadline: false,
    };
  const story = groundStory(
    writeStoryOffline({ title: meeting.title, analysis, meeting: facts }),
    index,
    droppedQuotes,
  );
  const violations = checkStory({ story, analysis, index, title: meeting.title, meeting: facts });
  const rules = new Set(violations.map((violation) => violation.rule));
  const headlineSubject = story.article.headline
    .replace(meeting.body, "")
    .trim()
    .split(/\s+/)
    .slice(1)
    .join(" ");
  return {
    meeting,
    analysis,
    story,
    violations,
    score,
    published: violations.length === 0,
    nonEnglishQuote: rules.has(STORY_RULES.quoteUnreliable),
    withoutDate: !story.article.body.includes(proseDate(meeting.date)),
    garbledHeadline:
      rules.has(STORY_RULES.headlineGarbled) ||
      (/approves|votes|rejects/.test(story.article.headline) && !isSubject(headlineSubject)),
  };
}

function ratio(part: { right: number; of: number }): string {
  return part.of === 0 ? "  -  " : `${(part.right / part.of).toFixed(2)} (${part.right}/${part.of})`;
}

function report(title: string, results: readonly MeetingResult[]): string[] {
  const sum = (pick: (score: RecordScore) => number) =>
    results.reduce((total, result) => total + pick(result.score), 0);
  const add = (pick: (score: RecordScore) => { right: number; of: number }) => ({
    right: sum((score) => pick(score).right),
    of: sum((score) => pick(score).of),
  });
  const found = sum((score) => score.found);
  const matchedFound = sum((score) => score.matchedFound);
  const substantive = sum((score) => score.substantiveLabelled);
  const substantiveMatched = sum((score) => score.substantiveMatched);
  const invented = results.flatMap((result) =>
    result.score.inventedPeople.map((name) => `${name} (${result.meeting.key})`),
  );
  const commonWord = results.flatMap((result) =>
    result.score.commonWordPeople.map((name) => `${name} (${result.meeting.key})`),
  );
  const stories = results.filter((result) => result.story);
  const published = stories.filter((result) => result.published);
  return [
    `${title}: ${results.length} meetings, ${sum((score) => score.labelled)} labelled decisions (${substantive} substantive)`,
    `  decisions at the right moment (within ${MATCH_SECONDS} s): precision ${(found ? matchedFound / found : 0).toFixed(2)} (${matchedFound}/${found}), recall ${(substantive ? substantiveMatched / substantive : 0).toFixed(2)} (${substantiveMatched}/${substantive})`,
    `  identity (the record names what was decided): ${ratio(add((score) => score.identity))}`,
    `  movers ${ratio(add((score) => score.movers))}, seconders ${ratio(add((score) => score.seconders))}, tallies ${ratio(add((score) => score.tallies))}, outcomes ${ratio(add((score) => score.outcomes))}`,
    `  people named by a common English word (invented from words): ${commonWord.length}${commonWord.length > 0 ? ` (${commonWord.join("; ")})` : ""}`,
    `  people not among the labelled members and staff (misspelled names, people named in passing): ${invented.length}`,
    `  stories: ${stories.length} written, ${results.length - stories.length} withheld (transcript unreliable); ${published.length} would publish without an editor`,
    `  published stories with a non-English quote: ${published.filter((result) => result.nonEnglishQuote).length}, without the meeting's date: ${published.filter((result) => result.withoutDate).length}, with a garbled headline: ${published.filter((result) => result.garbledHeadline).length}`,
  ];
}

function sheet(result: MeetingResult): string {
  const { meeting, analysis, story, violations } = result;
  return [
    `# ${meeting.title}`,
    "",
    `Key: ${meeting.key} (${meeting.split}); ${meeting.place}; ${meeting.bodyKind}; ${meeting.date}`,
    "",
    "## Story",
    "",
    story ? `**${story.article.headline}**\n\n${story.article.body}` : "No story: transcript unreliable.",
    "",
    `Would publish without an editor: ${result.published ? "yes" : "no"}`,
    ...violations.map((violation) => `- ${violation.rule}: ${violation.detail}`),
    "",
    "## Record",
    "",
    ...(analysis.items ?? []).map(
      (item) => `- item ${item.timestamp} ${item.code ?? "-"}: ${item.title ?? "-"}`,
    ),
    "",
    ...(analysis.decisions ?? []).map(
      (decision) =>
        `- ${decision.timestamp} ${decision.outcome}${decision.tally ? ` (${decision.tally})` : ""}${decision.procedural ? " [procedural]" : ""}${decision.identified ? "" : " [unnamed]"}: ${decision.item ?? "-"}; motion: ${decision.motion ?? "-"}; mover ${decision.mover ?? "-"}, seconder ${decision.seconder ?? "-"}; "${decision.quote}"`,
    ),
    "",
    `People: ${(analysis.people ?? []).map((person) => `${person.name} (${person.role || person.basis})`).join("; ")}`,
    "",
    "## Summary",
    "",
    analysis.summary,
    "",
    "## Against the labels",
    "",
    ...result.score.details.map((line) => `- ${line}`),
    "",
  ].join("\n");
}

function main(): void {
  const started = performance.now();
  const meetings = loadCorpus();
  mkdirSync(SHEETS, { recursive: true });
  const results = meetings.map(evaluate);
  for (const result of results)
    if (result.meeting.split === "tune" || showHeldOut)
      writeFileSync(path.join(SHEETS, `${result.meeting.key}.md`), sheet(result));
  const tune = results.filter((result) => result.meeting.split === "tune");
  const heldOut = results.filter((result) => result.meeting.split === "held-out");
  const places = new Set(meetings.map((meeting) => meeting.place)).size;
  const kinds = new Set(meetings.map((meeting) => meeting.bodyKind)).size;
  const lines = [
    `Meeting-record evaluation: ${meetings.length} real meetings from ${places} places and ${kinds} kinds of body (scripts/eval/corpus/)`,
    "",
    ...report("TUNE half", tune),
    "",
    ...report("HELD-OUT half (never tuned on)", heldOut),
    "",
    ...(verbose
      ? [
          "Tune half, meeting by meeting:",
          ...tune.flatMap((result) => [
            `  ${result.meeting.key}: ${result.story?.article.headline ?? "(no story)"}${result.published ? " [published]" : ""}`,
            ...result.score.details.map((line) => `    ${line}`),
          ]),
          ...(showHeldOut
            ? [
                "Held-out half, meeting by meeting:",
                ...heldOut.flatMap((result) => [
                  `  ${result.meeting.key}: ${result.story?.article.headline ?? "(no story)"}${result.published ? " [published]" : ""}`,
                  ...result.score.details.map((line) => `    ${line}`),
                ]),
              ]
            : []),
        ]
      : ["(EVAL_VERBOSE=1 lists the tune half's misses meeting by meeting)"]),
    `Review sheets: ${path.relative(process.cwd(), SHEETS)}/`,
    `Time: ${((performance.now() - started) / 1000).toFixed(1)} s`,
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}

main();
