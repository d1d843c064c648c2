// Zod schemas of the analysis area: the meeting page's video parameter and a forgiving reader of analysis_results.
import { z } from "zod";
import { youtubeVideoIdSchema } from "~/features/sources/sources.schema";
import { textField, untrimmedTextField } from "~/lib/text-input";

/**
 * A meeting URL names a video by its city_videos.id; an 11-character YouTube id is accepted too, so shared
 * YouTube ids still find their page. Anything else never reaches the database (PostgreSQL rejects bad uuids).
 */
export const videoParamSchema = z.union([
  z.guid().transform((id) => ({ id: id.toLowerCase() })),
  youtubeVideoIdSchema.transform((youtubeVideoId) => ({ youtubeVideoId })),
]);

export type VideoRef = z.infer<typeof videoParamSchema>;

/**
 * The meeting page's ?q= (the search that led here, whose matching lines are marked) and ?t= (the moment to open
 * at). Any text is read leniently (a q that is no search marks nothing); a control character is refused (400).
 */
export const meetingPageQuerySchema = z.object({
  q: textField()
    .optional()
    .transform((value) => value ?? ""),
  t: textField().optional(),
  /** The transcript part a reader without JavaScript moved to (transcript-parts.ts); a bad one is the default. */
  part: z.coerce.number().int().min(1).max(100_000).optional().catch(undefined),
});

const text = z.string().trim().catch("");
const requiredText = z.string().trim().min(1);
const optionalText = z
  .string()
  .trim()
  .nullish()
  .catch(null)
  .transform((value) => (value ? value : null));

/** An array whose malformed entries are dropped one by one instead of failing the whole document. */
export function listOf<Item extends z.ZodType>(item: Item) {
  return z
    .array(z.unknown())
    .catch([])
    .transform((values) =>
      values.flatMap((value) => {
        const parsed = item.safeParse(value);
        return parsed.success ? [parsed.data as z.infer<Item>] : [];
      }),
    );
}

const quoteSchema = z.object({ text: requiredText, speaker: text });

const highlightSchema = z.object({
  timestamp: text,
  point_of_interest: text,
  quotes: listOf(quoteSchema),
});

const actionItemSchema = z.object({
  description: requiredText,
  responsible_party: text,
  due_date: optionalText,
  deadline: optionalText,
});

const entitySchema = z.object({ name: requiredText, type: text, context: text });

const decisionSchema = z.object({
  item: optionalText,
  motion: optionalText,
  mover: optionalText,
  seconder: optionalText,
  outcome: z.enum(["passed", "failed"]),
  tally: optionalText,
  procedural: z.boolean().catch(false),
  quote: requiredText,
  timestamp: text,
});

/** analysis_results as stored by a model or the offline engine: missing fields read as empty. */
export const analysisResultsSchema = z.object({
  summary: text,
  highlights: listOf(highlightSchema),
  action_items: listOf(actionItemSchema),
  entities: listOf(entitySchema),
  /** Analyses written before issue #14 have none. */
  decisions: listOf(decisionSchema),
});

export type AnalysisView = z.infer<typeof analysisResultsSchema>;
export type AnalysisHighlight = AnalysisView["highlights"][number];
export type AnalysisActionItem = AnalysisView["action_items"][number];
export type AnalysisEntity = AnalysisView["entities"][number];
export type AnalysisDecisionView = AnalysisView["decisions"][number];

/** The analysis to show, or null when the video has none; a JSON string is read as its value. */
export function readAnalysisResults(value: unknown): AnalysisView | null {
  let candidate = value;
  if (typeof candidate === "string") {
    try {
      candidate = JSON.parse(candidate);
    } catch {
      return null;
    }
  }
  if (candidate === null || typeof candidate !== "object" || Array.isArray(candidate)) return null;
  return analysisResultsSchema.parse(candidate);
}

// ---- analysis_results and news_story (issue #5): strict, unlike the forgiving readers above ----
// The one definition of each document (issue #15): db/schema.ts types its JSON columns with the types inferred here,
// engines return them, and the JSON Schema a model answers in is generated from these (llm-structured-output.ts).

const nullableText = z.string().trim().nullable();

/** What an engine must return for analysis_results; a model's answer is checked against this. */
export const analysisResultsStrictSchema = z.object({
  summary: z.string().trim().min(1).max(5000),
  highlights: z
    .array(
      z.object({
        timestamp: z.string().trim().max(16),
        point_of_interest: z.string().trim().min(1).max(500),
        quotes: z.array(
          z.object({ text: z.string().trim().min(1).max(1000), speaker: z.string().trim().max(200) }),
        ),
      }),
    )
    .max(40),
  action_items: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(1000),
        responsible_party: z.string().trim().max(200),
        due_date: nullableText,
        deadline: nullableText,
      }),
    )
    .max(60),
  entities: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        type: z.string().trim().max(60),
        context: z.string().trim().max(500),
      }),
    )
    .max(120),
  decisions: z
    .array(
      z.object({
        item: nullableText,
        motion: nullableText,
        mover: nullableText,
        seconder: nullableText,
        outcome: z.enum(["passed", "failed"]),
        tally: nullableText,
        procedural: z.boolean(),
        quote: z.string().trim().min(1).max(1000),
        timestamp: z.string().trim().max(16),
      }),
    )
    .max(80)
    // An analysis written before issue #14 has none: it still parses, as none. An engine always writes them (the
    // model's JSON Schema requires them, as the field has a default).
    .optional()
    .default([]),
});

/** analysis_results as stored and as engines return it: the strict schema's input (decisions absent in old ones). */
export type AnalysisResults = z.input<typeof analysisResultsStrictSchema>;

export const newsStoryStrictSchema = z.object({
  article: z.object({
    headline: z.string().trim().min(1).max(300),
    body: z.string().trim().min(1).max(20_000),
    word_count: z.number().int().min(0),
    primary_focus: z.string().trim().max(300),
  }),
  sidebar_elements: z.object({
    quote_block: z
      .object({
        quote: z.string().trim().min(1).max(1000),
        attribution: z.string().trim().max(200),
        context: z.string().trim().max(500),
      })
      .nullable(),
    quick_facts: z.array(z.string().trim().min(1).max(300)).max(12),
    background: z.string().trim().max(3000),
  }),
  metadata: z.object({
    follow_up_needed: z.boolean(),
    next_meeting_date: nullableText,
    sources_used: z.array(z.string().trim().min(1).max(300)).max(20),
    uncertainty_notes: z.array(z.string().trim().min(1).max(500)).max(20),
  }),
  notes: z.string().trim().max(3000),
});

/** news_story as stored and as engines return it. */
export type NewsStory = z.infer<typeof newsStoryStrictSchema>;

/** The analyzeVideoTranscript body (spec 000 section 7). */
export const analyzeVideoTranscriptBodySchema = z.object({
  recordId: z.guid({ message: "recordId must be a video record id" }),
  videoId: textField().max(200).optional().default(""),
  // What the caller read from the video's source: only NUL is refused ("imported").
  transcript: untrimmedTextField({ kind: "imported" })
    .max(200_000, { message: "The transcript is too long" })
    .nullish(),
  title: textField({ kind: "imported" }).max(500).nullish(),
  description: textField({ kind: "imported" }).max(10_000).nullish(),
});

/** The admin's Re-Analyze button on the meeting page. */
export const reanalyzeFormSchema = z.object({ intent: z.literal("reanalyze") });

// What other areas use of the analysis area (ADR 0036): the story's limits the story rules check, and the message
// for a missing transcript.
export { BRIEF_MAX_WORDS, HEADLINE_MAX_CHARS } from "./analysis.constants";
export { TRANSCRIPT_REQUIRED } from "./analysis.copy";

// ---- civic memory (issue #19): what a model returns beside the analysis, checked like it (ADR 0033) ----

/** A model's commitments and roll-call votes for one meeting; due dates are resolved by code, not by the model. */
export const memoryResultsStrictSchema = z.object({
  commitments: z
    .array(
      z.object({
        description: z.string().trim().min(1).max(500),
        responsible_party: z.string().trim().max(200),
        /** The due words exactly as said ("in 60 days", "by March 1"), or null. */
        due_text: nullableText,
        quote: z.string().trim().min(1).max(1000),
        timestamp: z.string().trim().max(16),
      }),
    )
    .max(60),
  votes: z
    .array(
      z.object({
        /** The quote of the decision (from the analysis' decisions) the roll call was on. */
        decision_quote: z.string().trim().min(1).max(1000),
        member: z.string().trim().min(1).max(200),
        vote: z.enum(["yes", "no", "abstain", "absent"]),
        /** The member's name and answer as said ("Herbold, i"). */
        quote: z.string().trim().min(1).max(300),
      }),
    )
    .max(400),
});

export type MemoryResults = z.infer<typeof memoryResultsStrictSchema>;
