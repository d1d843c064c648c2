// Civic memory extraction (issue #19, ADR 0043): a meeting's decisions with the individual votes of their roll calls,
// and the commitments made at it, from either engine, every item grounded word for word in the transcript. The
// decisions are the analysis' own (#11); the offline engine reads votes and commitments with pure rules
// (roll-call.ts, commitments.ts), the model answers in the memory_results schema. Due dates are resolved by code.

import { isLlmConfigured } from "~/lib/llm.server";
import { structuredOutput } from "~/lib/llm-structured-output";
import { formatTimestamp } from "~/lib/transcript-format";
import { type AnalysisResults, type MemoryResults, memoryResultsStrictSchema } from "./analysis.schema";
import type { EngineSegment } from "./analysis-engine.server";
import { type ExtractedCommitment, extractCommitments } from "./commitments.server";
import { resolveDue } from "./due-dates.server";
import type { VoteValue } from "./engine/decision-records.server";
import { type MeetingText, readMeetingText } from "./engine/meeting-sentences.server";
import { foldText, indexTranscript, type TranscriptIndex } from "./grounding.server";
import { askForJson, memberContext, sentenceLines, singleCallChars, windowLines } from "./llm-engine.server";

export const MEMORY_OUTPUT = structuredOutput("memory_results", memoryResultsStrictSchema);

export type MemoryVote = { member: string; vote: VoteValue; quote: string; seconds: number };
export type MemoryDecision = {
  item: string | null;
  motion: string | null;
  mover: string | null;
  seconder: string | null;
  outcome: NonNullable<AnalysisResults["decisions"]>[number]["outcome"];
  tally: string | null;
  procedural: boolean;
  quote: string;
  seconds: number;
  votes: MemoryVote[];
};
export type MemoryCommitment = ExtractedCommitment;
export type MeetingMemory = {
  decisions: MemoryDecision[];
  commitments: MemoryCommitment[];
  /** Items whose quote the transcript does not hold: dropped, and counted. */
  droppedItems: number;
};

export type MemoryInput = {
  title: string;
  description: string | null;
  segments: readonly EngineSegment[];
  analysis: AnalysisResults;
  /** The meeting's day (ISO) from its date field, for "in 60 days"; never read from the title. */
  meetingDate: string | null;
};

function dayAsDate(day: string | null): Date | null {
  return day ? new Date(`${day}T00:00:00Z`) : null;
}

/** "HH:MM:SS" as seconds, or undefined. */
function secondsOf(value: string): number | undefined {
  const match = value.trim().match(/^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/);
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

type RawMemory = {
  votes: { decisionQuote: string; member: string; vote: VoteValue; quote: string }[];
  commitments: {
    description: string;
    responsible: string;
    dueText: string | null;
    quote: string;
    timestamp?: string;
  }[];
};

/** The votes of the record's roll calls (each decision keeps its own), and the promises made at the meeting. */
function offlineMemory(input: MemoryInput, meetingDate: Date | null): RawMemory {
  const votes = (input.analysis.decisions ?? []).flatMap((decision) =>
    (decision.votes ?? []).map((vote) => ({ decisionQuote: decision.quote, ...vote })),
  );
  const commitments = extractCommitments(readMeetingText(input.segments).sentences, meetingDate).map(
    (commitment) => ({
      description: commitment.description,
      responsible: commitment.responsible,
      dueText: commitment.dueText,
      quote: commitment.quote,
      timestamp: formatTimestamp(commitment.seconds),
    }),
  );
  return { votes, commitments };
}

const MEMORY_RULES = [
  "You read transcripts of local-government meetings for a civic news site that tracks promises and votes.",
  "Each line is `[HH:MM:SS] words`, one sentence; `>>` starts a new speaker's turn. Captions mishear words (`aye`",
  "often appears as `I`, `hi`, `high` or `eye`); never correct or invent them.",
  "Commitments: things an official or staff member said will happen (a report, a plan, a return to the body, a",
  "project step), with the responsible party, due_text = the exact words that say when (`in 60 days`, `by March 1`,",
  "`at the next meeting`) or null, and quote = the exact sentence that makes the promise with its line's timestamp.",
  "Residents' public comment, hopes, conditions and questions are not commitments.",
  "Votes: for each decision listed below whose roll call is read aloud, every member called and their answer, with",
  "quote = the member's name and answer exactly as written in the transcript, and decision_quote = that decision's",
  "quote exactly. Answer with JSON only.",
].join(" ");

async function modelMemory(input: MemoryInput, text: MeetingText): Promise<RawMemory> {
  const sentences = text.sentences.filter((sentence) => sentence.reliable);
  const decisions = (input.analysis.decisions ?? []).map((decision) => ({
    quote: decision.quote,
    timestamp: decision.timestamp,
    outcome: decision.outcome,
  }));
  const windows = windowLines(sentenceLines(sentences), singleCallChars());
  const answers: MemoryResults[] = [];
  for (const [index, window] of windows.entries()) {
    const part =
      windows.length > 1 ? `This is part ${index + 1} of ${windows.length} of the transcript.\n` : "";
    answers.push(
      await askForJson({
        output: MEMORY_OUTPUT,
        messages: [
          { role: "system", content: MEMORY_RULES },
          {
            role: "user",
            content: `Meeting: ${input.title}\n${memberContext(text)}Decisions: ${JSON.stringify(decisions)}\n${part}Transcript:\n${window.join("\n")}`,
          },
        ],
      }),
    );
  }
  return {
    votes: answers.flatMap((answer) =>
      answer.votes.map((vote) => ({
        decisionQuote: vote.decision_quote,
        member: vote.member,
        vote: vote.vote,
        quote: vote.quote,
      })),
    ),
    commitments: answers.flatMap((answer) =>
      answer.commitments.map((commitment) => ({
        description: commitment.description,
        responsible: commitment.responsible_party || "Unidentified speaker",
        dueText: commitment.due_text,
        quote: commitment.quote,
        timestamp: commitment.timestamp,
      })),
    ),
  };
}

/**
 * Keeps what the transcript says word for word: a decision, vote or commitment whose quote is not found is dropped
 * and counted; a due phrase the promise does not hold is dropped from it (the promise stays, undated).
 */
export function groundMemory(
  raw: RawMemory,
  analysis: AnalysisResults,
  index: TranscriptIndex,
  meetingDate: Date | null,
): MeetingMemory {
  let droppedItems = 0;
  const at = (quote: string, near?: number) => {
    const position = index.locate(quote, near);
    return position < 0 ? null : (index.segments[position]?.startSeconds ?? 0);
  };
  const decisions: MemoryDecision[] = [];
  for (const decision of analysis.decisions ?? []) {
    const seconds = at(decision.quote, secondsOf(decision.timestamp));
    if (seconds === null) {
      droppedItems++;
      continue;
    }
    const votes = new Map<string, MemoryVote>();
    for (const vote of raw.votes.filter(
      (candidate) => foldText(candidate.decisionQuote) === foldText(decision.quote),
    )) {
      const voteSeconds = at(vote.quote, seconds);
      if (voteSeconds === null || !vote.member.trim()) {
        droppedItems++;
        continue;
      }
      votes.set(vote.member.toLowerCase(), { ...vote, quote: vote.quote.trim(), seconds: voteSeconds });
    }
    decisions.push({
      item: decision.item ?? null,
      motion: decision.motion ?? null,
      mover: decision.mover ?? null,
      seconder: decision.seconder ?? null,
      outcome: decision.outcome,
      tally: decision.tally ?? null,
      procedural: decision.procedural,
      quote: decision.quote.trim(),
      seconds,
      votes: [...votes.values()],
    });
  }
  const commitments: MemoryCommitment[] = [];
  const seen = new Set<string>();
  for (const commitment of raw.commitments) {
    const seconds = at(commitment.quote, commitment.timestamp ? secondsOf(commitment.timestamp) : undefined);
    const key = foldText(commitment.quote);
    if (seconds === null) {
      droppedItems++;
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    const said = commitment.dueText && foldText(commitment.quote).includes(foldText(commitment.dueText));
    const due = said && commitment.dueText ? resolveDue(commitment.dueText, meetingDate) : null;
    commitments.push({
      description: commitment.description.trim(),
      responsible: commitment.responsible.trim() || "Unidentified speaker",
      dueText: due?.dueText ?? null,
      dueDate: due?.dueDate ?? null,
      quote: commitment.quote.trim(),
      seconds,
    });
  }
  return { decisions, commitments, droppedItems };
}

/** The engine that writes memory: the model when one is configured, else the offline rules. */
export function memoryEngineId(model: string): string {
  return isLlmConfigured() ? `llm:${model}` : "offline";
}

/** A meeting's memory from the configured engine, grounded. Model failures arrive as AnalysisEngineError. */
export async function extractMeetingMemory(input: MemoryInput): Promise<MeetingMemory> {
  const meetingDate = dayAsDate(input.meetingDate);
  if (!isLlmConfigured()) return extractMeetingMemoryOffline(input);
  const model = await modelMemory(input, readMeetingText(input.segments));
  // The record's own roll calls stand; the model's are read only for decisions the record has no votes for.
  const recorded = offlineMemory(input, meetingDate).votes;
  const withVotes = new Set(recorded.map((vote) => foldText(vote.decisionQuote)));
  const raw = {
    ...model,
    votes: [...recorded, ...model.votes.filter((vote) => !withVotes.has(foldText(vote.decisionQuote)))],
  };
  return groundMemory(raw, input.analysis, indexTranscript(input.segments), meetingDate);
}

/** The offline rules alone, whatever is configured: the eval script's baseline. */
export function extractMeetingMemoryOffline(input: MemoryInput): MeetingMemory {
  const meetingDate = dayAsDate(input.meetingDate);
  return groundMemory(
    offlineMemory(input, meetingDate),
    input.analysis,
    indexTranscript(input.segments),
    meetingDate,
  );
}

// ---- follow-ups: a later meeting's line that answers an earlier promise ----

const FOLLOW_UP_CUE =
  /\b(?:report(?:ing)? back|as (?:promised|requested|directed)|you asked (?:us|for)|came back|coming back|update on|follow[- ]up|here (?:is|are) the|we committed|we promised|at your direction|asked staff)\b/i;
const STOP = new Set(
  "about after again also back before being bring city come council could from have into just more next other over report should staff their there these they this those under until very what when where which will with within would your".split(
    " ",
  ),
);

function contentWords(text: string): Set<string> {
  return new Set(
    foldText(text)
      .split(/[^a-z0-9']+/)
      .filter((word) => word.length >= 5 && !STOP.has(word)),
  );
}

/**
 * The line of a later meeting that reports back on a promise: it says it is reporting back ("as requested", "update
 * on") and shares at least three of the promise's own content words. Null when no line does.
 */
export function findFollowUp(
  promise: string,
  segments: readonly EngineSegment[],
): { quote: string; seconds: number } | null {
  const wanted = contentWords(promise);
  if (wanted.size < 3) return null;
  for (const sentence of readMeetingText(segments).sentences) {
    if (!sentence.reliable || sentence.publicComment) continue;
    if (!FOLLOW_UP_CUE.test(sentence.text)) continue;
    const shared = [...contentWords(sentence.text)].filter((word) => wanted.has(word)).length;
    if (shared >= 3) return { quote: sentence.text, seconds: sentence.startSeconds };
  }
  return null;
}

// What the memory area uses of the analysis area's pure tools (ADR 0036): due-date status and the verifier's index.
export { type CommitmentStatus, commitmentStatus } from "./due-dates.server";
export { indexTranscript } from "./grounding.server";
export { parseTimestamp } from "./timestamps";
