// Zod schemas of the meetings area: the city page's URL (route param and ?show=&source=).
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { parseSourceFilterValue, shownVideoCount } from "./city-page-query";

export { parseSourceFilterValue, type SourceFilter, sourceFilterValue } from "./city-page-query";

/** A location key is a short slug; anything else cannot name a city and answers 404 before touching the database. */
export const locationKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*$/i);

/**
 * The city page's query string. These are links people share and edit, so a bad value falls back to the
 * default view instead of an error page: ?show= below 1 or not a whole number shows the first page, a larger
 * number is capped, and a source that does not parse (or holds a control character) means all sources.
 */
export const cityPageQuerySchema = z.object({
  show: z.string().optional().transform(shownVideoCount),
  source: textField()
    .optional()
    .catch(undefined)
    .transform((value) => (value ? parseSourceFilterValue(value.slice(0, 300)) : null)),
});

export type CityPageQuery = z.infer<typeof cityPageQuerySchema>;

export { type VideoSource, youtubeWatchUrlAt } from "./meetings.browser";
// What other areas use of the meetings area (ADR 0036): the one rule of when a transcript is long enough (the
// pipeline and the analysis service), and the video a page can play with its watch address at a moment (the analysis
// and content panels).
export { MIN_TRANSCRIPT_CHARS_FOR_ANALYSIS } from "./meetings.constants";
