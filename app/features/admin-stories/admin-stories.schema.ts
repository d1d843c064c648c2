// Zod schemas of the story manager and story playground: their query strings and every form they post.
import { z } from "zod";
import { optionalIdParam } from "~/features/admin-content/admin-content.schema";
import { textField } from "~/lib/text-input";
import {
  MAX_ADDITIONAL_CONTEXT_CHARS,
  MAX_CANDIDATE_JSON_CHARS,
  PLAYGROUND_INTENTS,
  STORY_MANAGER_INTENTS,
} from "./admin-stories.constants";
import { CONTEXT_TOO_LONG, UNKNOWN_VIDEO } from "./admin-stories.copy";

export const storyManagerQuerySchema = z.object({
  cityId: optionalIdParam,
  sourceUrlId: optionalIdParam,
  videoId: optionalIdParam,
});

export const playgroundQuerySchema = z.object({ cityId: optionalIdParam, videoId: optionalIdParam });

const NOT_A_DATE = "The story's generation time is not a date.";

const videoIdField = z.uuid({ message: UNKNOWN_VIDEO });

export const storyManagerActionSchema = z.object({
  intent: z.enum(Object.values(STORY_MANAGER_INTENTS), { message: "Unknown action" }),
  videoId: videoIdField,
});
export type StoryManagerAction = z.infer<typeof storyManagerActionSchema>;

const candidateJson = z
  .string({ message: "The candidate story is missing." })
  .min(1, { message: "The candidate story is missing." })
  .max(MAX_CANDIDATE_JSON_CHARS, { message: "The candidate story is too long." })
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: "custom", message: "The candidate story is not valid JSON." });
      return z.NEVER;
    }
  });

export const playgroundActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal(PLAYGROUND_INTENTS.generate),
      videoId: videoIdField,
      additionalContext: textField({ kind: "multi-line" })
        .max(MAX_ADDITIONAL_CONTEXT_CHARS, { message: CONTEXT_TOO_LONG })
        .optional()
        .default(""),
    }),
    z.object({
      intent: z.literal(PLAYGROUND_INTENTS.save),
      videoId: videoIdField,
      candidate: candidateJson,
      /** The current story's story_generated_at when the candidate was made; blank when there was none. */
      expectedStoryGeneratedAt: z.union([
        z.literal("", { message: NOT_A_DATE }),
        z.iso.datetime({ offset: true, message: NOT_A_DATE }),
      ]),
    }),
  ],
  { message: "Unknown action" },
);
export type PlaygroundAction = z.infer<typeof playgroundActionSchema>;
