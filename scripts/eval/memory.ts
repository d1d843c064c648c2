// Evaluates civic memory extraction (issue #19) against the hand-labelled set in labels/memory.json (roll calls and
// commitments) and labels/decisions.json (motions): decision precision and recall, individual votes correct per roll
// call, and commitment precision and recall, overall and for commitments with a due date. The data is read from
// ../shared and never copied into the project.
// Offline engine:  npm run eval:memory
// Model path:      npm run eval:memory -- --llm-recordings <file.json>   (a loopback fake OpenAI server replays the
//                  recorded memory_results answers, keyed by meeting, through the product's own model path)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { AnalysisResults } from "~/features/analysis/analysis.schema";
import { foldText, groundAnalysis, indexTranscript } from "~/features/analysis/grounding.server";
import type { MeetingMemory } from "~/features/analysis/memory-extraction.server";
import { analyzeOffline } from "~/features/analysis/offline-engine.server";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import type { TranscriptSegment } from "~/lib/transcript-format";

const SHARED = path.resolve(process.cwd(), "../shared");
const MEETINGBANK = path.join(SHARED, "datasets/meetingbank/meetings.jsonl");
const LABELS = path.resolve(process.cwd(), "scripts/eval/labels/memory.json");
const DECISION_LABELS = path.resolve(process.cwd(), "scripts/eval/labels/decisions.json");
const CAPTION_FILES: Record<string, { file: string; title: string }> = {
  boston: {
    file: "fixtures/ingest/webvtt_boston_city_council.vtt",
    title: "Boston City Council Meeting - June 1, 2022",
  },
  oakland: {
    file: "fixtures/ingest/webvtt_oakland_city_council_special_concurrent_meeting.vtt",
    title: "Oakland City Council Special Concurrent Meeting - August 9, 2022",
  },
  "seattle-briefing": {
    file: "fixtures/ingest/webvtt_seattle_council_briefing_2021-08-02_brief_080221_2012161.vtt",
    title: "Seattle Council Briefing - August 2, 2021",
  },
  minneapolis: {
    file: "fixtures/ingest/youtube_captions_minneapolis_committee_of_the_whole_2024-08-12_BkaBHWmZAzU.json",
    title: "Minneapolis Committee of the Whole - August 12, 2024",
  },
};

type VoteLabel = { heard: string[]; vote: string };
type RollCallLabel = { meeting: string; result: string; occurrence?: number; votes: VoteLabel[] };
type CommitmentLabel = { meeting: string; phrase: string; responsible: string; due: string | null };
type Labels = { rollCalls: RollCallLabel[]; commitments: CommitmentLabel[] };
type DecisionLabel = { quote: string; outcome: string; occurrence?: number };
type Meeting = { key: string; title: string; segments: TranscriptSegment[]; decisionLabels: DecisionLabel[] };

function captionSegments(text: string): TranscriptSegment[] {
  const trimmed = text.trim();
  if (trimmed.startsWith("[")) {
    // YouTube's caption list: [{ text, start, duration }].
    const cues = JSON.parse(trimmed) as { text: string; start: number; duration: number }[];
    return cues
      .filter((cue) => cue.text.trim())
      .map((cue) => ({
        startSeconds: cue.start,
        endSeconds: cue.start + cue.duration,
        speaker: null,
        text: cue.text,
      }));
  }
  return parseTranscript(text);
}

function loadMeetings(): Meeting[] {
  const decisions = (
    JSON.parse(readFileSync(DECISION_LABELS, "utf8")) as {
      meetings: { key: string; decisions: DecisionLabel[] }[];
    }
  ).meetings;
  const labelsOf = (key: string) => decisions.find((meeting) => meeting.key === key)?.decisions ?? [];
  const meetings: Meeting[] = Object.entries(CAPTION_FILES).map(([key, { file, title }]) => ({
    key,
    title,
    segments: captionSegments(readFileSync(path.join(SHARED, file), "utf8")),
    decisionLabels: labelsOf(key),
  }));
  for (const line of readFileSync(MEETINGBANK, "utf8").split("\n")) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as { id: string; transcript: string; body: string; date: string };
    const date = new Date(`${record.date}T00:00:00Z`).toLocaleDateString("en-US", {
      dateStyle: "long",
      timeZone: "UTC",
    });
    meetings.push({
      key: record.id,
      title: `${record.body} Meeting - ${date}`,
      segments: parseTranscript(record.transcript),
      decisionLabels: labelsOf(record.id),
    });
  }
  return meetings;
}

/** Where a phrase is said (the n-th time), in the folded transcript; -1 when it is not. */
function phraseAt(folded: string, phrase: string, occurrence = 1): number {
  let at = -1;
  for (let seen = 0; seen < occurrence; seen++) {
    at = folded.indexOf(foldText(phrase), at + 1);
    if (at < 0) return -1;
  }
  return at;
}

/**
 * A loopback OpenAI-compatible chat endpoint (POST /v1/chat/completions) that replays recorded memory_results
 * answers: each request names its meeting on its first line, and that meeting's recorded answer is sent back.
 */
async function replayServer(
  answers: Record<string, unknown>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const sent = JSON.parse(body || "{}") as { messages?: { content: string }[] };
      const title = sent.messages?.[1]?.content.match(/^Meeting: (.*)$/m)?.[1] ?? "";
      const content = JSON.stringify(answers[title] ?? { commitments: [], votes: [] });
      response.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({
          id: "replay",
          object: "chat.completion",
          choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One line of the report. */
const say = (line: string) => process.stdout.write(`${line}\n`);

const ratio = (part: number, whole: number) => (whole === 0 ? "n/a" : (part / whole).toFixed(2));

async function main(): Promise<void> {
  const recordings = process.argv.includes("--llm-recordings")
    ? process.argv[process.argv.indexOf("--llm-recordings") + 1]
    : undefined;
  let close: (() => Promise<void>) | undefined;
  if (recordings) {
    const answers = JSON.parse(readFileSync(recordings, "utf8")) as Record<string, unknown>;
    const replay = await replayServer(answers);
    process.env.LLM_BASE_URL = replay.url;
    process.env.LLM_API_KEY = "replay";
    close = replay.close;
  }
  const { extractMeetingMemory } = await import("~/features/analysis/memory-extraction.server");
  const labels = JSON.parse(readFileSync(LABELS, "utf8")) as Labels;
  let decisionsFound = 0;
  let decisionsMatched = 0;
  let decisionsLabelled = 0;
  let votesLabelled = 0;
  let votesRight = 0;
  let rollCallsRight = 0;
  let rollCallsWithDecision = 0;
  let votesWithDecision = 0;
  let votesRightWithDecision = 0;
  let rollCallsRightWithDecision = 0;
  let commitmentsFound = 0;
  let commitmentsTrue = 0;
  let datedFound = 0;
  let datedTrue = 0;
  const recalled = new Set<CommitmentLabel>();
  const wrong: string[] = [];
  for (const meeting of loadMeetings()) {
    const index = indexTranscript(meeting.segments);
    const analysis: AnalysisResults = groundAnalysis(
      analyzeOffline({ title: meeting.title, description: null, segments: meeting.segments }),
      index,
    ).analysis;
    const memory: MeetingMemory = await extractMeetingMemory({
      title: meeting.title,
      description: null,
      segments: meeting.segments,
      analysis,
      meetingDate: null,
    });
    const folded = foldText(meeting.segments.map((segment) => segment.text).join(" "));
    // Motions: a stored decision is right when its quote sits within 400 characters of a labelled decision's phrase.
    const labelled = meeting.decisionLabels.map((label) => phraseAt(folded, label.quote, label.occurrence));
    decisionsLabelled += labelled.filter((at) => at >= 0).length;
    const used = new Set<number>();
    // Each stored decision's place in the transcript, read in order ("the bill passes" is said at every vote).
    let cursor = -1;
    const places = memory.decisions.map((decision) => {
      const quote = foldText(decision.quote);
      const next = folded.indexOf(quote, cursor + 1);
      cursor = next >= 0 ? next + quote.length - 1 : cursor;
      return next >= 0 ? next : folded.indexOf(foldText(decision.quote));
    });
    for (const position of memory.decisions.keys()) {
      decisionsFound++;
      const at = places[position] ?? -1;
      const match = labelled.findIndex(
        (where, i) => where >= 0 && !used.has(i) && Math.abs(where - at) <= 400,
      );
      if (match >= 0) {
        used.add(match);
        decisionsMatched++;
      }
    }
    // Roll calls: the stored decision nearest the labelled result carries the votes.
    for (const rollCall of labels.rollCalls.filter((label) => label.meeting === meeting.key)) {
      const at = phraseAt(folded, rollCall.result, rollCall.occurrence);
      const decision = memory.decisions
        .map((candidate, position) => ({ candidate, distance: Math.abs((places[position] ?? -1) - at) }))
        .sort((a, b) => a.distance - b.distance)[0];
      const votes = decision && decision.distance <= 400 ? decision.candidate.votes : [];
      let right = 0;
      for (const label of rollCall.votes) {
        const found = votes.find((vote) => label.heard.some((name) => vote.member.toLowerCase() === name));
        if (found?.vote === label.vote) right++;
        else
          wrong.push(
            `${meeting.key} "${rollCall.result}": ${label.heard[0]} ${label.vote}, found ${found?.vote ?? "nothing"}`,
          );
      }
      votesLabelled += rollCall.votes.length;
      votesRight += right;
      if (right / rollCall.votes.length >= 0.9) rollCallsRight++;
      // The same, only over roll calls whose decision the analysis found (its recall is the decision extractor's).
      if (decision && decision.distance <= 400) {
        rollCallsWithDecision++;
        votesWithDecision += rollCall.votes.length;
        votesRightWithDecision += right;
        if (right / rollCall.votes.length >= 0.9) rollCallsRightWithDecision++;
      }
    }
    // Commitments: a stored one is true when its quote holds a labelled commitment's phrase.
    const meetingLabels = labels.commitments.filter((label) => label.meeting === meeting.key);
    for (const commitment of memory.commitments) {
      const label = meetingLabels.find((candidate) =>
        foldText(commitment.quote).includes(foldText(candidate.phrase)),
      );
      commitmentsFound++;
      if (commitment.dueText) datedFound++;
      if (label) {
        commitmentsTrue++;
        recalled.add(label);
        if (commitment.dueText && label.due) datedTrue++;
      } else wrong.push(`${meeting.key} not a labelled commitment: "${commitment.quote}"`);
    }
  }
  await close?.();
  const datedLabels = labels.commitments.filter((label) => label.due);
  say(`Engine: ${recordings ? `model answers replayed from ${recordings}` : "offline"}`);
  say(
    `Motions: ${decisionsFound} stored, ${decisionsMatched} match one of ${decisionsLabelled} labelled: precision ${ratio(decisionsMatched, decisionsFound)}, recall ${ratio(decisionsMatched, decisionsLabelled)}`,
  );
  say(
    `Roll calls: ${labels.rollCalls.length} labelled with ${votesLabelled} votes; votes correct ${votesRight} (${ratio(votesRight, votesLabelled)}); roll calls with >= 90% of votes correct ${rollCallsRight} (${ratio(rollCallsRight, labels.rollCalls.length)})`,
  );
  say(
    `Roll calls whose decision was found: ${rollCallsWithDecision}; votes correct ${votesRightWithDecision} of ${votesWithDecision} (${ratio(votesRightWithDecision, votesWithDecision)}); roll calls with >= 90% of votes correct ${rollCallsRightWithDecision} (${ratio(rollCallsRightWithDecision, rollCallsWithDecision)})`,
  );
  say(
    `Commitments: ${commitmentsFound} stored, ${commitmentsTrue} true: precision ${ratio(commitmentsTrue, commitmentsFound)}, recall ${ratio(recalled.size, labels.commitments.length)} of ${labels.commitments.length}`,
  );
  say(
    `Commitments with a due date: ${datedFound} stored, ${datedTrue} true and dated: precision ${ratio(datedTrue, datedFound)}, recall ${ratio([...recalled].filter((label) => label.due).length, datedLabels.length)} of ${datedLabels.length}`,
  );
  if (process.argv.includes("--details")) for (const line of wrong) say(`  ${line}`);
}

await main();
