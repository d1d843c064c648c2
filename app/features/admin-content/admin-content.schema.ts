// Zod schemas of the content management page: its query string, the transcript upload and the editorial forms.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { CONTENT_INTENTS, EDIT_LIMITS, UPLOAD_TRANSCRIPT_INTENT } from "./admin-content.constants";
import { EDITORIAL_COPY, UNKNOWN_VIDEO } from "./admin-content.copy";

/** An optional id from the query string: blank means "none chosen"; anything else must be a uuid. */
export const optionalIdParam = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.uuid().optional());

export const contentManagementQuerySchema = z.object({
  cityId: optionalIdParam,
  sourceUrlId: optionalIdParam,
  videoId: optionalIdParam,
});
export type ContentManagementQuery = z.infer<typeof contentManagementQuerySchema>;

export const uploadTranscriptFormSchema = z.object({
  intent: z.literal(UPLOAD_TRANSCRIPT_INTENT, { message: "Unknown action" }),
  videoId: z.uuid({ message: UNKNOWN_VIDEO }),
});

/** The picker's choices as the query string carries them, for the services to parse (content, stories, playground). */
export function readPickerQuery(request: Request): Record<keyof ContentManagementQuery, string | undefined> {
  const params = new URL(request.url).searchParams;
  return {
    cityId: params.get("cityId") ?? undefined,
    sourceUrlId: params.get("sourceUrlId") ?? undefined,
    videoId: params.get("videoId") ?? undefined,
  };
}

const videoIdField = z.uuid({ message: UNKNOWN_VIDEO });

function longText(field: string, max: number, required?: string) {
  const text = textField({ kind: "multi-line" }).transform((value) => value.replace(/\r\n?/g, "\n"));
  return (required ? text.pipe(z.string().min(1, { message: required })) : text).pipe(
    z.string().max(max, { message: EDITORIAL_COPY.tooLong(field, max) }),
  );
}

/** The selected video's editorial and pipeline buttons (everything but the upload, which is multipart). */
export const contentActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(CONTENT_INTENTS.editSummary),
      videoId: videoIdField,
      summary: longText("The summary", EDIT_LIMITS.summary, EDITORIAL_COPY.summaryRequired),
    }),
    z.object({ intent: z.literal(CONTENT_INTENTS.restoreAnalysis), videoId: videoIdField }),
    z.object({
      intent: z.literal(CONTENT_INTENTS.editStory),
      videoId: videoIdField,
      headline: textField({ error: EDITORIAL_COPY.headlineRequired })
        .min(1, { message: EDITORIAL_COPY.headlineRequired })
        .max(EDIT_LIMITS.headline, { message: EDITORIAL_COPY.tooLong("The headline", EDIT_LIMITS.headline) }),
      body: longText("The body", EDIT_LIMITS.body, EDITORIAL_COPY.bodyRequired),
      background: longText("The background", EDIT_LIMITS.background).optional().default(""),
      quickFacts: longText("The quick facts", EDIT_LIMITS.quickFacts)
        .optional()
        .default("")
        .transform((value) =>
          value
            .split("\n")
            .map((line) => line.trim())
            .filter(Boolean),
        ),
    }),
    z.object({ intent: z.literal(CONTENT_INTENTS.restoreStory), videoId: videoIdField }),
    z.object({ intent: z.literal(CONTENT_INTENTS.publishStory), videoId: videoIdField }),
    z.object({ intent: z.literal(CONTENT_INTENTS.unpublishStory), videoId: videoIdField }),
    z.object({ intent: z.literal(CONTENT_INTENTS.fetchTranscript), videoId: videoIdField }),
    z.object({
      intent: z.literal(CONTENT_INTENTS.retryStep),
      videoId: videoIdField,
      step: z.enum(["transcript", "analysis", "story"], { message: "Unknown step" }),
    }),
  ],
  { error: () => "Unknown action" },
);
export type ContentAction = z.infer<typeof contentActionSchema>;
