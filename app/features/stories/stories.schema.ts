// A forgiving reader of news_story as a model or the offline engine stored it: missing parts read as empty.
import { z } from "zod";
import { analysisResultsStrictSchema } from "~/features/analysis/analysis.schema";
import { lenientText, listOf, optionalText, requiredText } from "~/lib/forgiving-schema";
import { textField } from "~/lib/text-input";
import { MAX_ADDITIONAL_CONTEXT_CHARS } from "./stories.constants";
import { ANALYSIS_RESULTS_REQUIRED, VIDEO_ANALYSIS_RESULTS_REQUIRED } from "./stories.copy";

const emptyArticle = { headline: "", body: "", word_count: null, primary_focus: "" };
const emptySidebar = { quote_block: null, quick_facts: [], background: "" };
const emptyMetadata = {
  follow_up_needed: null,
  next_meeting_date: null,
  sources_used: [],
  uncertainty_notes: [],
};

export const newsStorySchema = z.object({
  article: z
    .object({
      headline: lenientText,
      body: lenientText,
      word_count: z.number().nullish().catch(null),
      primary_focus: lenientText,
    })
    .catch(emptyArticle),
  sidebar_elements: z
    .object({
      quote_block: z
        .object({ quote: requiredText, attribution: lenientText, context: lenientText })
        .nullish()
        .catch(null)
        .transform((value) => value ?? null),
      quick_facts: listOf(requiredText),
      background: lenientText,
    })
    .catch(emptySidebar),
  metadata: z
    .object({
      follow_up_needed: z.boolean().nullish().catch(null),
      next_meeting_date: optionalText,
      sources_used: listOf(requiredText),
      uncertainty_notes: listOf(requiredText),
    })
    .catch(emptyMetadata),
  notes: lenientText,
});

export type NewsStoryView = z.infer<typeof newsStorySchema>;

// ---- writing stories (issue #5) ----

/** The writeTranscriptStory body (spec 000 section 7): the analysis must be present and of the spec's shape. */
export const writeTranscriptStoryBodySchema = z.object({
  recordId: z.guid({ message: "recordId must be a video record id" }),
  videoId: textField().max(200).optional().default(""),
  analysisResults: z.unknown().transform((value, context) => {
    if (value === undefined || value === null || value === "") {
      context.addIssue({ code: "custom", message: ANALYSIS_RESULTS_REQUIRED });
      return z.NEVER;
    }
    const parsed = analysisResultsStrictSchema.safeParse(value);
    if (!parsed.success) {
      context.addIssue({ code: "custom", message: VIDEO_ANALYSIS_RESULTS_REQUIRED });
      return z.NEVER;
    }
    return parsed.data;
  }),
  additionalContext: textField({ kind: "multi-line" })
    .max(MAX_ADDITIONAL_CONTEXT_CHARS, { message: "Additional context is too long" })
    .nullish(),
});

/** The admin's Rewrite Story (with context) and Regenerate buttons on the story page. */
export const storyAdminFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rewrite"),
    additionalContext: textField({ kind: "multi-line" })
      .max(MAX_ADDITIONAL_CONTEXT_CHARS, { message: "Additional context is too long" })
      .optional(),
  }),
  z.object({ intent: z.literal("regenerate") }),
]);

// The message Story Playground shows without analysis results (ADR 0036).
export { ANALYSIS_RESULTS_REQUIRED } from "./stories.copy";
