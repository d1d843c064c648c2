// Zod schemas of the analysis area: the meeting page's video parameter and a forgiving reader of analysis_results.
import { z } from "zod";
import { YOUTUBE_VIDEO_ID_PATTERN } from "./analysis.constants";

/**
 * A meeting URL names a video by its city_videos.id; an 11-character YouTube id is accepted too, so shared
 * YouTube ids still find their page. Anything else never reaches the database (PostgreSQL rejects bad uuids).
 */
export const videoParamSchema = z.union([
  z.guid().transform((id) => ({ id: id.toLowerCase() })),
  z
    .string()
    .regex(YOUTUBE_VIDEO_ID_PATTERN)
    .transform((youtubeVideoId) => ({ youtubeVideoId })),
]);

export type VideoRef = z.infer<typeof videoParamSchema>;

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

/** analysis_results as stored by a model or the offline engine: missing fields read as empty. */
export const analysisResultsSchema = z.object({
  summary: text,
  highlights: listOf(highlightSchema),
  action_items: listOf(actionItemSchema),
  entities: listOf(entitySchema),
});

export type AnalysisView = z.infer<typeof analysisResultsSchema>;
export type AnalysisHighlight = AnalysisView["highlights"][number];
export type AnalysisActionItem = AnalysisView["action_items"][number];
export type AnalysisEntity = AnalysisView["entities"][number];

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
