// Zod schemas of the analysis area: the meeting page's video parameter and a forgiving reader of analysis_results.
import { z } from "zod";
import { youtubeVideoIdSchema } from "~/features/sources/sources.schema";
import { WHOLE_TRANSCRIPT_PART } from "~/features/transcripts/transcripts.schema";
import { lenientText, listOf, optionalText, requiredText } from "~/lib/forgiving-schema";
import { textField, untrimmedTextField } from "~/lib/text-input";
import {
  AGENDA_ITEM_KINDS,
  DECISION_OUTCOMES,
  DECISION_VOTE_KINDS,
  MEMBER_VOTES,
  PERSON_BASES,
} from "./analysis.constants";

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
  /**
   * The transcript part a reader without JavaScript moved to, or `all` (a visitor's island fetching the whole,
   * transcript-parts.ts); a bad one is the default.
   */
  part: z
    .union([z.literal(WHOLE_TRANSCRIPT_PART), z.coerce.number().int().min(1).max(100_000)])
    .optional()
    .catch(undefined),
});

const quoteSchema = z.object({ text: requiredText, speaker: lenientText });

const highlightSchema = z.object({
  timestamp: lenientText,
  point_of_interest: lenientText,
  quotes: listOf(quoteSchema),
});

const actionItemSchema = z.object({
  description: requiredText,
  responsible_party: lenientText,
  due_date: optionalText,
  deadline: optionalText,
});

const entitySchema = z.object({ name: requiredText, type: lenientText, context: lenientText });

/** Where a field of the record is said: the words, as the transcript has them, and when. */
const evidenceSchema = z.object({ quote: requiredText, timestamp: lenientText });
const optionalEvidence = evidenceSchema
  .nullish()
  .catch(null)
  .transform((value) => value ?? null);

const decisionSchema = z.object({
  item: optionalText,
  /** The agenda item's code ("6A", "Docket 0354") and title as read, and its place in the record's items. */
  item_code: optionalText,
  item_title: optionalText,
  item_index: z
    .number()
    .int()
    .min(0)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  motion: optionalText,
  mover: optionalText,
  seconder: optionalText,
  vote_kind: z
    .enum(DECISION_VOTE_KINDS)
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  outcome: z.enum(DECISION_OUTCOMES),
  tally: optionalText,
  counts: z
    .object({
      yes: z.number().int().min(0),
      no: z.number().int().min(0),
      abstain: z.number().int().min(0),
      absent: z.number().int().min(0),
    })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  votes: listOf(z.object({ member: requiredText, vote: z.enum(MEMBER_VOTES), quote: lenientText })),
  procedural: z.boolean().catch(false),
  /** The record names what was decided (an item title or a motion with a subject); analyses before #30 say nothing. */
  identified: z
    .boolean()
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  quote: requiredText,
  timestamp: lenientText,
  evidence: z
    .object({
      item: optionalEvidence,
      motion: optionalEvidence,
      mover: optionalEvidence,
      seconder: optionalEvidence,
      tally: optionalEvidence,
      vote_kind: optionalEvidence,
    })
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
});

const agendaItemSchema = z.object({
  code: optionalText,
  title: optionalText,
  kind: z.enum(AGENDA_ITEM_KINDS).catch("item"),
  timestamp: lenientText,
  end_timestamp: lenientText,
  quote: requiredText,
});

const personSchema = z.object({
  name: requiredText,
  role: lenientText,
  member: z.boolean().catch(false),
  former: z.boolean().catch(false),
  public_speaker: z.boolean().catch(false),
  basis: z.enum(PERSON_BASES).catch("title"),
  quote: requiredText,
  timestamp: lenientText,
});

const reliabilitySchema = z.object({
  reliable: z.boolean().catch(true),
  unreliable_share: z.number().min(0).max(1).catch(0),
  stretches: listOf(
    z.object({
      start: lenientText,
      end: lenientText,
      reason: z.enum(["not-english", "garbled"]).catch("garbled"),
      language: optionalText,
    }),
  ),
});

/** analysis_results as stored by a model or the offline engine: missing fields read as empty. */
export const analysisResultsSchema = z.object({
  summary: lenientText,
  highlights: listOf(highlightSchema),
  action_items: listOf(actionItemSchema),
  entities: listOf(entitySchema),
  /** Analyses written before issue #14 have none. */
  decisions: listOf(decisionSchema),
  /** The meeting record (issue #30): its agenda items, its people with evidence, and how far it can be trusted. */
  items: listOf(agendaItemSchema),
  people: listOf(personSchema),
  reliability: reliabilitySchema
    .nullish()
    .catch(null)
    .transform((value) => value ?? null),
  next_meeting_date: optionalText,
});

export type AnalysisView = z.infer<typeof analysisResultsSchema>;
export type AnalysisHighlight = AnalysisView["highlights"][number];
export type AnalysisActionItem = AnalysisView["action_items"][number];
export type AnalysisEntity = AnalysisView["entities"][number];
export type AnalysisDecisionView = AnalysisView["decisions"][number];
export type AnalysisItemView = AnalysisView["items"][number];
export type AnalysisPersonView = AnalysisView["people"][number];

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
const strictEvidence = z.object({
  quote: z.string().trim().min(1).max(1000),
  timestamp: z.string().trim().max(16),
});

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
        item_code: nullableText,
        item_title: nullableText,
        item_index: z.number().int().min(0).nullable(),
        motion: nullableText,
        mover: nullableText,
        seconder: nullableText,
        vote_kind: z.enum(DECISION_VOTE_KINDS).nullable(),
        outcome: z.enum(DECISION_OUTCOMES),
        tally: nullableText,
        counts: z
          .object({
            yes: z.number().int().min(0).max(500),
            no: z.number().int().min(0).max(500),
            abstain: z.number().int().min(0).max(500),
            absent: z.number().int().min(0).max(500),
          })
          .nullable(),
        votes: z
          .array(
            z.object({
              member: z.string().trim().min(1).max(200),
              vote: z.enum(MEMBER_VOTES),
              quote: z.string().trim().min(1).max(300),
            }),
          )
          .max(60),
        procedural: z.boolean(),
        identified: z.boolean(),
        quote: z.string().trim().min(1).max(1000),
        timestamp: z.string().trim().max(16),
        evidence: z.object({
          item: strictEvidence.nullable(),
          motion: strictEvidence.nullable(),
          mover: strictEvidence.nullable(),
          seconder: strictEvidence.nullable(),
          tally: strictEvidence.nullable(),
          vote_kind: strictEvidence.nullable(),
        }),
      }),
    )
    .max(120)
    // An analysis written before issue #14 has none: it still parses, as none. An engine always writes them (the
    // model's JSON Schema requires them, as the field has a default).
    .optional()
    .default([]),
  items: z
    .array(
      z.object({
        code: nullableText,
        title: nullableText,
        kind: z.enum(AGENDA_ITEM_KINDS),
        timestamp: z.string().trim().max(16),
        end_timestamp: z.string().trim().max(16),
        quote: z.string().trim().min(1).max(1000),
      }),
    )
    .max(200)
    .optional()
    .default([]),
  people: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        role: z.string().trim().max(200),
        member: z.boolean(),
        former: z.boolean(),
        public_speaker: z.boolean(),
        basis: z.enum(PERSON_BASES),
        quote: z.string().trim().min(1).max(1000),
        timestamp: z.string().trim().max(16),
      }),
    )
    .max(300)
    .optional()
    .default([]),
  reliability: z
    .object({
      reliable: z.boolean(),
      unreliable_share: z.number().min(0).max(1),
      stretches: z
        .array(
          z.object({
            start: z.string().trim().max(16),
            end: z.string().trim().max(16),
            reason: z.enum(["not-english", "garbled"]),
            language: nullableText,
          }),
        )
        .max(200),
    })
    .nullable()
    .optional()
    .default(null),
  /** The body's next meeting as the meeting announced it (ISO day), for the story's last line. */
  next_meeting_date: nullableText.optional().default(null),
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
export {
  AGENDA_ITEM_KINDS,
  BRIEF_MAX_WORDS,
  DECISION_OUTCOMES,
  DECISION_VOTE_KINDS,
  HEADLINE_MAX_CHARS,
  MEMBER_VOTES,
  PERSON_BASES,
} from "./analysis.constants";
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
