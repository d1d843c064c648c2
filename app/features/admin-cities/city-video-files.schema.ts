// Zod schemas of the videos table's file forms (multipart): a meeting added by hand and an imported feed file. Their
// files are read by the services (transcripts, sources); these are the text fields that travel with them.
import { z } from "zod";
import { sourceUrlSchema } from "~/features/sources/sources.schema";
import { textField } from "~/lib/text-input";
import { FILE_INTENTS, LIMITS, MEETING_YEARS } from "./admin-cities.constants";
import { MEETING_COPY, MESSAGES } from "./admin-cities.copy";

const id = z.uuid({ error: MESSAGES.invalidId });

/** A calendar day that exists ("2025-02-30" does not: JavaScript would quietly make it March 2). */
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00.000Z`);
  if (Number.isNaN(date.getTime())) return false;
  const year = date.getUTCFullYear();
  return (
    date.toISOString().slice(0, 10) === value && year >= MEETING_YEARS.first && year <= MEETING_YEARS.last
  );
}

/** "2025-03-04" as that day at midnight UTC: dates are shown in UTC everywhere, so the day never shifts. */
export const meetingDateSchema = z
  .string({ error: MEETING_COPY.dateRequired })
  .trim()
  .min(1, { error: MEETING_COPY.dateRequired })
  .refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && isRealDay(value), {
    error: MEETING_COPY.dateInvalid,
  })
  .transform((value) => new Date(`${value}T00:00:00.000Z`));

const optionalAddress = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(sourceUrlSchema.optional());

export const addMeetingSchema = z.object({
  intent: z.literal(FILE_INTENTS.addMeeting),
  cityId: id,
  urlId: id,
  title: textField({ error: MEETING_COPY.titleRequired })
    .min(1, { error: MEETING_COPY.titleRequired })
    .max(LIMITS.videoTitle, { error: MESSAGES.textTooLong("The title", LIMITS.videoTitle) }),
  meetingDate: meetingDateSchema,
  /** A YouTube video's address (its id becomes the meeting's) or any other http(s) address of the recording. */
  videoUrl: optionalAddress,
  description: textField({ kind: "multi-line" })
    .max(LIMITS.videoDescription, {
      error: MESSAGES.textTooLong("The description", LIMITS.videoDescription),
    })
    .optional()
    .transform((value) => value?.replace(/\r\n?/g, "\n") || null),
});

export const importFeedSchema = z.object({
  intent: z.literal(FILE_INTENTS.importFeed),
  cityId: id,
  urlId: id,
});

/** Both file forms; an unknown intent is named before any field is judged. */
export const cityVideoFileActionSchema = z.discriminatedUnion(
  "intent",
  [addMeetingSchema, importFeedSchema],
  {
    error: MESSAGES.unknownAction,
  },
);

export type AddMeetingInput = z.infer<typeof addMeetingSchema>;
export type ImportFeedInput = z.infer<typeof importFeedSchema>;
export type CityVideoFileAction = z.infer<typeof cityVideoFileActionSchema>;
