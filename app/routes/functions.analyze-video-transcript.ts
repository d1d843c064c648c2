// POST /functions/v1/analyzeVideoTranscript (spec 000 section 7): {recordId, videoId, transcript, title,
// description} -> {analysis}, admin only. A person asked for it, so it is not retried.

import { requireAdmin } from "~/features/accounts/accounts.server";
import { analyzeVideoTranscriptBodySchema } from "~/features/analysis/analysis.schema";
import { analyzeMeeting } from "~/features/analysis/analysis.server";
import { serverFunction } from "~/lib/server-function.server";

const fn = serverFunction({
  access: "admin",
  body: analyzeVideoTranscriptBodySchema,
  requireAdmin,
  async handle(input) {
    const { analysis } = await analyzeMeeting({
      videoId: input.recordId,
      transcript: input.transcript ?? "",
      title: input.title,
      description: input.description ?? null,
    });
    return { analysis };
  },
});

export const action = fn.action;
export const loader = fn.loader;
