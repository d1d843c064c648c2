// Limits and names of the story manager and the story playground.
/** The pickers list this many of a city's newest videos. */
export const PICKER_VIDEO_LIMIT = 200;
/** Additional context for a story, as the story page's Rewrite and writeTranscriptStory accept. */
export const MAX_ADDITIONAL_CONTEXT_CHARS = 4000;
/** A candidate story travels back from the page as JSON; a complete story is far below this. */
export const MAX_CANDIDATE_JSON_CHARS = 100_000;

export const STORY_MANAGER_INTENTS = {
  analyze: "analyze",
  generate: "generate",
  refresh: "refresh",
} as const;
export const PLAYGROUND_INTENTS = { generate: "generate-candidate", save: "save-candidate" } as const;
