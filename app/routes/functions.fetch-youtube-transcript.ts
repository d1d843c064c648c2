// POST /functions/v1/fetchYoutubeTranscript (admin): {videoId: a YouTube id or URL} -> {success, transcript, error}.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { TRANSCRIPT_FETCHED } from "~/features/transcripts/transcripts.copy";
import { fetchYoutubeTranscriptBodySchema } from "~/features/transcripts/transcripts.schema";
import { fetchYoutubeTranscriptText } from "~/features/transcripts/transcripts.server";
import { serverFunction } from "~/lib/server-function.server";

const fn = serverFunction({
  access: "admin",
  body: fetchYoutubeTranscriptBodySchema,
  requireAdmin,
  async handle({ videoId }) {
    const result = await fetchYoutubeTranscriptText({ video: videoId });
    return result.ok
      ? { success: true, transcript: result.transcript, error: null, message: TRANSCRIPT_FETCHED }
      : { success: false, transcript: null, error: result.message };
  },
});

export const action = fn.action;
export const loader = fn.loader;
