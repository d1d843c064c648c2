// The model engine: any OpenAI-compatible chat endpoint with JSON-schema output. Long transcripts are read in
// windows of timestamped segments (map) and the partial analyses combined (reduce); every answer is checked by
// zod with one repair round, and a cut-off answer (finish_reason=length) counts as a failure.
import type { z } from "zod";
import type { AnalysisResults, NewsStory } from "#db/schema";
import { formatTranscriptLine } from "~/features/transcripts/transcript-format";
import { type ChatMessage, chatJson, LlmError } from "~/lib/llm.server";
import { LLM_WINDOW_CHARS } from "./analysis.constants";
import { analysisResultsStrictSchema, newsStoryStrictSchema } from "./analysis.schema";
import { type AnalysisEngine, AnalysisEngineError, type EngineSegment } from "./analysis-engine";
import { countWords } from "./text-tools";

const text = { type: "string" } as const;
const nullableText = { type: ["string", "null"] } as const;

function object(properties: Record<string, unknown>) {
  return { type: "object", properties, required: Object.keys(properties), additionalProperties: false };
}

export const ANALYSIS_JSON_SCHEMA = object({
  summary: text,
  highlights: {
    type: "array",
    items: object({
      timestamp: text,
      point_of_interest: text,
      quotes: { type: "array", items: object({ text, speaker: text }) },
    }),
  },
  action_items: {
    type: "array",
    items: object({
      description: text,
      responsible_party: text,
      due_date: nullableText,
      deadline: nullableText,
    }),
  },
  entities: { type: "array", items: object({ name: text, type: text, context: text }) },
});

export const NEWS_STORY_JSON_SCHEMA = object({
  article: object({ headline: text, body: text, word_count: { type: "integer" }, primary_focus: text }),
  sidebar_elements: object({
    quote_block: {
      anyOf: [object({ quote: text, attribution: text, context: text }), { type: "null" }],
    },
    quick_facts: { type: "array", items: text },
    background: text,
  }),
  metadata: object({
    follow_up_needed: { type: "boolean" },
    next_meeting_date: nullableText,
    sources_used: { type: "array", items: text },
    uncertainty_notes: { type: "array", items: text },
  }),
  notes: text,
});

const ANALYSIS_RULES = [
  "You analyse transcripts of local-government meetings for a civic news site.",
  "Each transcript line is `[HH:MM:SS] Speaker: words`.",
  "Quote only words that appear verbatim in the transcript, with the speaker label of the line they come from,",
  "and give each highlight the timestamp of the line holding its quote.",
  "Action items: motions passed, votes and directions to staff, with the responsible party and any due date or",
  "deadline that was said (otherwise null). Entities: people, organisations, places, money amounts and dates.",
  "Answer with JSON only.",
].join(" ");

/** Consecutive segments of about `windowChars` characters each, keeping every segment's timestamp. */
export function windowSegments(
  segments: readonly EngineSegment[],
  windowChars = LLM_WINDOW_CHARS,
): EngineSegment[][] {
  const windows: EngineSegment[][] = [];
  let current: EngineSegment[] = [];
  let size = 0;
  for (const segment of segments) {
    const length = formatTranscriptLine(segment).length + 1;
    if (current.length > 0 && size + length > windowChars) {
      windows.push(current);
      current = [];
      size = 0;
    }
    current.push(segment);
    size += length;
  }
  if (current.length > 0) windows.push(current);
  return windows;
}

function transcriptText(segments: readonly EngineSegment[]): string {
  return segments.map(formatTranscriptLine).join("\n");
}

/** Asks for JSON matching `schema`; an answer that does not parse or validate gets one repair round. */
async function askForJson<Schema extends z.ZodType>(options: {
  messages: ChatMessage[];
  schemaName: string;
  jsonSchema: Record<string, unknown>;
  schema: Schema;
}): Promise<z.infer<Schema>> {
  const messages = [...options.messages];
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await callModel(messages, options.schemaName, options.jsonSchema);
    const problem = validationProblem(answer, options.schema);
    if (problem.ok) return problem.value;
    if (attempt === 1) {
      throw new AnalysisEngineError(
        `The model's answer did not match the ${options.schemaName} schema: ${problem.error}`,
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

async function callModel(messages: ChatMessage[], schemaName: string, schema: Record<string, unknown>) {
  try {
    const answer = await chatJson({ messages, schemaName, schema });
    return answer.content;
  } catch (error) {
    if (error instanceof LlmError) throw new AnalysisEngineError(error.message, error.transient);
    throw error;
  }
}

function validationProblem<Schema extends z.ZodType>(
  content: string,
  schema: Schema,
): { ok: true; value: z.infer<Schema> } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return { ok: false, error: "the answer is not valid JSON" };
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, error: `${issue?.path.join(".") || "(root)"}: ${issue?.message ?? "invalid"}` };
}

async function analyzeWindow(
  title: string,
  description: string | null,
  segments: readonly EngineSegment[],
  part: string,
) {
  return askForJson({
    schemaName: "analysis_results",
    jsonSchema: ANALYSIS_JSON_SCHEMA,
    schema: analysisResultsStrictSchema,
    messages: [
      { role: "system", content: ANALYSIS_RULES },
      {
        role: "user",
        content: `Meeting: ${title}\n${description ? `Description: ${description}\n` : ""}${part}\nTranscript:\n${transcriptText(segments)}`,
      },
    ],
  });
}

export const llmEngine: AnalysisEngine = {
  name: "llm",
  async analyzeTranscript({ title, description, segments }) {
    const windows = windowSegments(segments);
    const partials: AnalysisResults[] = [];
    for (const [index, window] of windows.entries()) {
      const part =
        windows.length > 1 ? `This is part ${index + 1} of ${windows.length} of the transcript.` : "";
      partials.push(await analyzeWindow(title, description, window, part));
    }
    if (partials.length === 1 && partials[0]) return partials[0];
    return askForJson({
      schemaName: "analysis_results",
      jsonSchema: ANALYSIS_JSON_SCHEMA,
      schema: analysisResultsStrictSchema,
      messages: [
        { role: "system", content: ANALYSIS_RULES },
        {
          role: "user",
          content: `Meeting: ${title}\nThese are analyses of consecutive parts of one meeting. Combine them into one analysis of the whole meeting: one summary, the most important highlights (keep their timestamps and quotes exactly), every action item and the distinct entities.\n${JSON.stringify(partials)}`,
        },
      ],
    });
  },
  async writeStory({ title, analysis, additionalContext }) {
    const story: NewsStory = await askForJson({
      schemaName: "news_story",
      jsonSchema: NEWS_STORY_JSON_SCHEMA,
      schema: newsStoryStrictSchema,
      messages: [
        {
          role: "system",
          content:
            "You write accurate local news stories from analyses of public meetings, in plain news style (inverted pyramid). Quote only the quotes given in the analysis, exactly. Answer with JSON only.",
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
