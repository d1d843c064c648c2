// Zod schemas of the content management page: its query string and the transcript upload form.
import { z } from "zod";
import { UPLOAD_TRANSCRIPT_INTENT } from "./admin-content.constants";
import { UNKNOWN_VIDEO } from "./admin-content.copy";

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
