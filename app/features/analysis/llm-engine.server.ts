// The model engine: any OpenAI-compatible chat endpoint with JSON-schema output, at temperature 0. The transcript is
// sent as rebuilt sentences in speaker turns; one that fits the model's context (LLM_CONTEXT_TOKENS) is read in one
// call, a longer one in windows (map) whose analyses are combined (reduce). Every answer is checked by zod with one
// repair round, and a cut-off answer (finish_reason=length) counts as a failure.

import { env } from "~/lib/env.server";
import { type ChatMessage, chatJson, LlmError } from "~/lib/llm.server";
import { type StructuredOutput, structuredOutput } from "~/lib/llm-structured-output";
import { formatTimestamp } from "~/lib/transcript-format";
import { LLM_WINDOW_CHARS } from "./analysis.constants";
import {
  type AnalysisResults,
  analysisResultsStrictSchema,
  type NewsStory,
  newsStoryStrictSchema,
} from "./analysis.schema";
import { type AnalysisEngine, AnalysisEngineError, type EngineSegment } from "./analysis-engine.server";
import { findPeople } from "./people";
import { rebuildSentences, type TimedSentence } from "./sentence-segments";
import { countWords } from "./text-tools.server";

/** The model answers in JSON Schemas generated from the zod schemas that check its answers (ADR 0033). */
export const ANALYSIS_OUTPUT = structuredOutput("analysis_results", analysisResultsStrictSchema);
export const NEWS_STORY_OUTPUT = structuredOutput("news_story", newsStoryStrictSchema);

const ANALYSIS_RULES = [
  "You analyse transcripts of local-government meetings for a civic news site.",
  "The transcript was rebuilt from captions: each line is `[HH:MM:SS] words`, one sentence, timed at its first word.",
  "A line starting with `>>` begins a new speaker's turn. Caption text carries no speaker names: a line starts with",
  "`Name:` only when the transcript itself labelled the speaker. Otherwise attribute a quote to a person only when",
  "the chair handed them the floor just before or they gave their name; else use `Unidentified speaker`.",
  "Captions can mishear words and numbers; never correct or invent them.",
  "Quote only words that appear verbatim in the transcript, and give each highlight the timestamp of the line",
  "holding its quote. Decisions: every vote whose result is announced in the transcript, in order, with the agenda",
  "item it was on, the motion, the mover and seconder when named, the outcome (passed or failed), the tally as",
  "said (e.g. `7-1`, `6 ayes, 2 excused`, `unanimous`, or null), procedural true for minutes, the agenda, recess,",
  "adjournment, continuing the meeting, suspending the rules, and quote = the exact words that announced the result",
  "with their line's timestamp. Public comment is what residents say: it is never a decision of the body.",
  "Action items: decisions passed and directions to staff, with the responsible party and any due date or deadline",
  "that was said (otherwise null). Entities: people, organisations, places, money amounts and dates on a calendar",
  "(not 'today', not item numbers). Answer with JSON only.",
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

/** The transcript as the model reads it: rebuilt sentences, one a line. */
export function transcriptLines(segments: readonly EngineSegment[]): string[] {
  return sentenceLines(rebuildSentences(segments));
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

/** The members the transcript names (roll call, "Councilmember X"), so the model spells them as said. */
export function memberContext(sentences: readonly TimedSentence[]): string {
  const members = findPeople(sentences)
    .filter((person) => !person.publicSpeaker)
    .map((person) => `${person.role} ${person.name}`);
  return members.length > 0 ? `Members named in the transcript: ${members.join(", ")}.\n` : "";
}

export const llmEngine: AnalysisEngine = {
  name: "llm",
  async analyzeTranscript({ title, description, segments }) {
    const sentences = rebuildSentences(segments);
    const lines = sentenceLines(sentences);
    const members = memberContext(sentences);
    // A long-context model reads the whole meeting at once: a vote is seen with its motion and its item.
    const windows = windowLines(lines, singleCallChars());
    const partials: AnalysisResults[] = [];
    for (const [index, window] of windows.entries()) {
      const part =
        windows.length > 1 ? `This is part ${index + 1} of ${windows.length} of the transcript.\n` : "";
      partials.push(await analyzeWindow(title, description, window, `${members}${part}`));
    }
    if (partials.length === 1 && partials[0]) return partials[0];
    return askForJson({
      output: ANALYSIS_OUTPUT,
      messages: [
        { role: "system", content: ANALYSIS_RULES },
        {
          role: "user",
          content: `Meeting: ${title}\nThese are analyses of consecutive parts of one meeting. Combine them into one analysis of the whole meeting: one summary, the most important highlights (keep their timestamps and quotes exactly), every decision and action item (keep quotes and timestamps exactly) and the distinct entities.\n${JSON.stringify(partials)}`,
        },
      ],
    });
  },
  async writeStory({ title, analysis, additionalContext }) {
    const story: NewsStory = await askForJson({
      output: NEWS_STORY_OUTPUT,
      messages: [
        {
          role: "system",
          content:
            "You write accurate local news stories from analyses of public meetings, in plain news style (inverted pyramid). Lead with the most consequential decision that is not procedural, stating its outcome and tally; the headline (at most 90 characters, with a subject and a verb) says the same. With no decision, write a short factual brief. Never lead with the call to order, roll call, pledge, minutes or adjournment. Write dates as prose (December 12, 2026). Use each quote and each timestamp once, quoting only the quotes given in the analysis, exactly, and say 'during public comment' for anything a resident said. Use only numbers and names found in the analysis. Answer with JSON only.",
        },
        {
          role: "user",
          content: `Meeting: ${title}\nAnalysis:\n${JSON.stringify(analysis)}${additionalContext ? `\nAdditional context from the editor:\n${additionalContext}` : ""}`,
        },
      ],
    });
    return { ...story, article: { ...story.article, word_count: countWords(story.article.body) } };
  },
};
