// Zod schemas of the transcript server functions and the city page's "Fetch Transcript" form.
import { z } from "zod";
import { textField } from "~/lib/text-input";
import { FETCH_TRANSCRIPT_INTENT, WHOLE_TRANSCRIPT_PART } from "./transcripts.constants";

export { WHOLE_TRANSCRIPT_PART };

const videoReference = textField({ error: "videoId is required" })
  .min(1, { message: "videoId is required" })
  .max(2048, { message: "videoId is too long" });

export const fetchYoutubeTranscriptBodySchema = z.object({ videoId: videoReference });

export const updateVideoTranscriptBodySchema = z.object({
  videoId: videoReference.optional(),
  recordId: z.uuid({ message: "recordId must be a video record id" }),
});

export const fetchTranscriptFormSchema = z.object({
  intent: z.literal(FETCH_TRANSCRIPT_INTENT, { message: "Unknown action" }),
  videoId: z.uuid({ message: "Unknown video" }),
});

// The transcript upload's limits and messages, for the upload forms of City and Content Management (ADR 0036).
export { MAX_UPLOAD_TRANSCRIPT_BYTES, TRANSCRIPT_FILE_ACCEPT } from "./transcripts.constants";
export { TRANSCRIPT_TOO_LARGE, UPLOAD_FILE_EMPTY, UPLOAD_NO_FILE } from "./transcripts.copy";
