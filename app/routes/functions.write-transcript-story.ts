// POST /functions/v1/writeTranscriptStory (spec 000 section 7): {recordId, videoId, analysisResults,
// additionalContext?} -> the news story and story_generated_at, admin only. Not retried: a person asked.

import { requireAdmin } from "~/features/accounts/accounts.server";
import { writeTranscriptStoryBodySchema } from "~/features/stories/stories.schema";
import { writeMeetingStory } from "~/features/stories/stories.server";
import { serverFunction } from "~/lib/server-function.server";

const fn = serverFunction({
  access: "admin",
  body: writeTranscriptStoryBodySchema,
  requireAdmin,
  async handle(input) {
    const { story, storyGeneratedAt } = await writeMeetingStory({
      videoId: input.recordId,
      analysis: input.analysisResults,
      additionalContext: input.additionalContext ?? null,
    });
    return { ...story, story_generated_at: storyGeneratedAt.toISOString() };
  },
});

export const action = fn.action;
export const loader = fn.loader;
