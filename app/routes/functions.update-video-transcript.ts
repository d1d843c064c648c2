// POST /functions/v1/updateVideoTranscript (admin): {videoId, recordId} -> {transcript}, fetched and saved on the record.
import { requireAdmin } from "~/features/accounts/accounts.server";
import { extractYoutubeVideoId } from "~/features/sources/youtube-url";
import { TRANSCRIPT_FETCHED_AND_SAVED } from "~/features/transcripts/transcripts.copy";
import { updateVideoTranscriptBodySchema } from "~/features/transcripts/transcripts.schema";
import { fetchTranscriptForVideo } from "~/features/transcripts/transcripts.server";
import { AppError } from "~/lib/app-error";
import { serverFunction } from "~/lib/server-function.server";

const fn = serverFunction({
  access: "admin",
  body: updateVideoTranscriptBodySchema,
  requireAdmin,
  async handle({ videoId, recordId }) {
    const result = await fetchTranscriptForVideo({
      videoId: recordId,
      youtubeId: videoId ? extractYoutubeVideoId(videoId) : null,
    });
    if (result.ok) return { transcript: result.transcript, message: TRANSCRIPT_FETCHED_AND_SAVED };
    if (result.saveFailed) throw new AppError("INTERNAL", result.message);
    throw new AppError(result.unavailable ? "NOT_FOUND" : "UPSTREAM_FAILED", result.message);
  },
});

export const action = fn.action;
export const loader = fn.loader;
