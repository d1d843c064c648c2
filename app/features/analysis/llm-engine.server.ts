// The model engine: any OpenAI-compatible chat endpoint with JSON-schema output, at temperature 0. The transcript is
// sent as rebuilt sentences in speaker turns; one that fits the model's context (LLM_CONTEXT_TOKENS) is read in one
// call, a longer one in windows (map) whose analyses are combined (reduce). Every answer is checked by zod with one
// repair round, and a cut-off answer (finish_reason=length) counts as a failure.

import type { z } from "zod";
import { env } from "~/lib/env.server";
import { type ChatMessage, chatJson, LlmError } from "~/lib/llm.server";
import { type StructuredOutput, structuredOutput } from "~/lib/llm-structured-output";
import { formatTimestamp } from "~/lib/transcript-format";
import { LLM_WINDOW_CHARS } from "./analysis.constants";
import { analysisResultsStrictSchema, type NewsStory, newsStoryStrictSchema } from "./analysis.schema";
import { type AnalysisEngine, AnalysisEngineError, type EngineSegment } from "./analysis-engine.server";
import { findAgendaItems } from "./engine/agenda-items.server";
import { findDecisionRecords } from "./engine/decision-records.server";
import { findMeetingPeople } from "./engine/meeting-people.server";
import { storedReliability } from "./engine/meeting-record.server";
import { type MeetingText, readMeetingText } from "./engine/meeting-sentences.server";
import type { TimedSentence } from "./engine/timed-sentences";
import { countWords } from "./text-tools.server";

/**
 * What the model answers: the analysis and the meeting record with evidence for every field (issue #30). How far the
 * transcript can be trusted is the quality gate's to say, never the model's, so it is not asked for.
 */
const modelAnalysisSchema = analysisResultsStrictSchema.omit({ reliability: true });

/** The model answers in JSON Schemas generated from the zod schemas that check its answers (ADR 0033). */
export const ANALYSIS_OUTPUT = structuredOutput("analysis_results", modelAnalysisSchema);
export const NEWS_STORY_OUTPUT = structuredOutput("news_story", newsStoryStrictSchema);

const ANALYSIS_RULES = [
  "You analyse transcripts of local-government meetings for a civic news site. What you return is the meeting's",
  "record: every field must be backed by the transcript's own words, and a field without such words stays null.",
  "The transcript was rebuilt from captions: each line is `[HH:MM:SS] words`, one sentence, timed at its first word.",
  "A line starting with `>>` begins a new speaker's turn; a line starts with `Name:` only when the transcript itself",
  "labelled the speaker. Captions mishear words and numbers: never correct or invent them, and quote only words that",
  "appear verbatim, each with the timestamp of its line.",
  "Items: each agenda item the chair or clerk opens (codes like 6A, 12-D, R-24-7-905, docket 0354, item number five,",
  "the consent agenda, a public hearing, the next item), in order, with its code and its title as read (null when",
  "not said), kind (item, consent or hearing), the timestamp it opened, the timestamp the next item opened (or the",
  "meeting's end), and quote = the words that opened it. An item ends where the next opens.",
  "Decisions: every vote in order. item_index = the item open when its motion was made (null before any item);",
  "item, item_code and item_title repeat that item. motion = what was moved, as said; mover and seconder = surnames,",
  "only when the transcript states them ('motion by Commissioner Ortiz', a labelled speaker saying 'I move',",
  "'second by Lee'). vote_kind: voice, show-of-hands, roll-call, consent or without-objection. tally as said ('3-2', '6-0, 1",
  "absent', 'unanimous') and counts {yes,no,abstain,absent} only when a count is stated or a roll call is read;",
  "votes = each member's answer in a roll call with the name and answer as written. outcome: passed, failed, tabled,",
  "continued or withdrawn (a postponed or withdrawn item is never passed). procedural: true for minutes, the agenda,",
  "recess, adjournment, suspending the rules. identified: true when the item title or motion says what was decided.",
  "quote = the exact words that announced the result (or the last roll-call answer) with their timestamp. evidence:",
  "for item, motion, mover, seconder, tally and vote_kind, the quote and timestamp of the line that says it, or null.",
  "Public comment is what residents say: it is never a decision of the body.",
  "People: members of the body and staff, each only with evidence: a speaker label, a title before the name",
  "(Councilmember, Commissioner, Chair, Mayor, Ms., Dr., Trustee), a place in a roll call, or a self-introduction;",
  "basis says which, and quote is that line. A common word ('Say', 'Second', 'Motion') is never a person; 'former",
  "Councilman X' has former true. Residents who spoke get public_speaker true.",
  "Summary: what was decided in plain words and what was discussed longest, never the opening remarks.",
  "Highlights: things said (not votes). Action items: decisions passed and directions to staff, with the",
  "responsible party and any due date or deadline said (otherwise null). Entities: people, organisations, places,",
  "money amounts and dates on a calendar. next_meeting_date: the body's next meeting as announced (YYYY-MM-DD) or",
  "null. Answer with JSON only.",
].join(" ");

/** Tokens kept free for the instructions and the answer when deciding whether a transcript fits in one call. */
const PROMPT_AND_ANSWER_TOKENS = 8_000;
/** A rough, safe reading of English text: about 3.5 characters a token. */
const CHARS_PER_TOKEN = 3.5;

/** The longest transcript (in characters) sent in one call, from the model's context window. */
export function singleCallChars(contextTokens = env().LLM_CONTEXT_TOKENS): number {
  return Math.max(LLM_WINDOW_CHARS, Math.floor((contextTokens - PROMPT_AND_ANSWER_TOKENS) * CHARS_PER_TOKEN));
}

/** A rebuilt sentence as a transcript line: `>>` where a turn begins, the speaker label when the transcript has one. */
export function sentenceLine(sentence: TimedSentence, turnStart: boolean): string {
  const who = sentence.speaker ? `${sentence.speaker}: ` : turnStart ? ">> " : "";
  return `[${formatTimestamp(sentence.startSeconds)}] ${who}${sentence.text}`;
}

/** The transcript as the model reads it: the reliable rebuilt sentences, one a line (issue #30's quality gate). */
export function transcriptLines(segments: readonly EngineSegment[]): string[] {
  return sentenceLines(readMeetingText(segments).sentences.filter((sentence) => sentence.reliable));
}

export function sentenceLines(sentences: readonly TimedSentence[]): string[] {
  return sentences.map((sentence, index) =>
    sentenceLine(sentence, index > 0 && sentence.turn !== sentences[index - 1]?.turn),
  );
}

/** Consecutive transcript lines of about `windowChars` characters each. */
export function windowLines(lines: readonly string[], windowChars = LLM_WINDOW_CHARS): string[][] {
  const windows: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const line of lines) {
    const length = line.length + 1;
    if (current.length > 0 && size + length > windowChars) {
      windows.push(current);
      current = [];
      size = 0;
    }
    current.push(line);
    size += length;
  }
  if (current.length > 0) windows.push(current);
  return windows;
}

/** Asks for JSON in the output's schema; an answer that does not parse or validate gets one repair round. */
export async function askForJson<Output>(options: {
  messages: ChatMessage[];
  output: StructuredOutput<Output>;
}): Promise<Output> {
  const { output } = options;
  const messages = [...options.messages];
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await callModel(messages, output);
    const problem = validationProblem(answer, output);
    if (problem.ok) return problem.value;
    if (attempt === 1) {
      throw new AnalysisEngineError(
        `The model's answer did not match the ${output.name} schema: ${problem.error}`,
        false,
      );
    }
    messages.push(
      { role: "assistant", content: answer },
      {
        role: "user",
        content: `Your answer did not match the required JSON schema: ${problem.error}. Reply with the corrected JSON only.`,
      },
    );
  }
  throw new AnalysisEngineError("unreachable", false);
}

async function callModel<Output>(messages: ChatMessage[], output: StructuredOutput<Output>) {
  try {
    const answer = await chatJson({ messages, schemaName: output.name, schema: output.jsonSchema });
    return answer.content;
  } catch (error) {
    if (error instanceof LlmError) throw new AnalysisEngineError(error.message, error.transient);
    throw error;
  }
}

function validationProblem<Output>(
  content: string,
  output: StructuredOutput<Output>,
): { ok: true; value: Output } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, error: "the answer is not valid JSON" };
  }
  const parsed = output.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
}

async function analyzeWindow(
  title: string,
  description: string | null,
  lines: readonly string[],
  context: string,
) {
  return askForJson({
    output: ANALYSIS_OUTPUT,
    messages: [
      { role: "system", content: ANALYSIS_RULES },
      {
        role: "user",
        content: `Meeting: ${title}\n${description ? `Description: ${description}\n` : ""}${context}Transcript:\n${lines.join("\n")}`,
      },
    ],
  });
}

/** The members the transcript names with evidence (labels, titles, roll calls), so the model spells them as said. */
export function memberContext(text: MeetingText): string {
  const agenda = findAgendaItems(text);
  const members = findMeetingPeople(text, findDecisionRecords(text, agenda))
    .filter((person) => !person.publicSpeaker)
    .map((person) => `${person.role ? `${person.role} ` : ""}${person.name}`);
  return members.length > 0 ? `Members and staff named in the transcript: ${members.join(", ")}.\n` : "";
}

export const llmEngine: AnalysisEngine = {
  name: "llm",
  async analyzeTranscript({ title, description, segments }) {
    const text = readMeetingText(segments);
    const reliable = text.sentences.filter((sentence) => sentence.reliable);
    const lines = sentenceLines(reliable);
    const members = memberContext(text);
    const reliability = storedReliability(text.reliability);
    // A long-context model reads the whole meeting at once: a vote is seen with its motion and its item.
    const windows = windowLines(lines, singleCallChars());
    const partials: z.output<typeof modelAnalysisSchema>[] = [];
    for (const [index, window] of windows.entries()) {
      const part =
        windows.length > 1 ? `This is part ${index + 1} of ${windows.length} of the transcript.\n` : "";
      partials.push(await analyzeWindow(title, description, window, `${members}${part}`));
    }
    if (partials.length === 1 && partials[0]) return { ...partials[0], reliability };
    const combined = await askForJson({
      output: ANALYSIS_OUTPUT,
      messages: [
        { role: "system", content: ANALYSIS_RULES },
        {
          role: "user",
          content: `Meeting: ${title}\nThese are analyses of consecutive parts of one meeting. Combine them into one analysis of the whole meeting: one summary, the most important highlights (keep their timestamps and quotes exactly), every item, decision, person and action item (keep quotes, timestamps and evidence exactly; renumber item_index into the combined items) and the distinct entities.\n${JSON.stringify(partials)}`,
        },
      ],
    });
    return { ...combined, reliability };
  },
  async writeStory({ title, analysis, meeting, additionalContext }) {
    const story: NewsStory = await askForJson({
      output: NEWS_STORY_OUTPUT,
      messages: [
        {
          role: "system",
          content:
            "You write accurate local news stories from the record of a public meeting, in plain news style (inverted pyramid). The record is all you know: never add a fact it does not hold. Lead with the most consequential decision whose subject the record names (identified true; money, ordinances, zoning, contracts, budgets, appointments), never the minutes or procedure; a consent agenda leads only when it is all there is. The lead states the meeting's date in prose (December 12, 2026) and the body's name exactly as given. The headline (at most 90 characters) has the body as subject, a verb, and what was decided as its object (never 'it', 'this' or a fragment), with the tally. A decision whose subject the record does not name may only be counted ('a vote on an unnamed item'), never in the headline, the lead or a quick fact. Name movers and seconders as the record does. Use each quote and each timestamp once, quoting only the record's quotes exactly, and say 'during public comment' for anything a resident said. With no identified decision, write a short factual brief. Answer with JSON only.",
        },
        {
          role: "user",
          content: `Meeting: ${title}\nBody: ${meeting.body ?? "unknown"}\nMeeting date: ${meeting.date ?? "unknown"}\nRecord:\n${JSON.stringify(analysis)}${additionalContext ? `\nAdditional context from the editor:\n${additionalContext}` : ""}`,
        },
      ],
    });
    return { ...story, article: { ...story.article, word_count: countWords(story.article.body) } };
  },
};
