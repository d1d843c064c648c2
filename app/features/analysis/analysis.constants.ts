// Constants of the analysis area (spec 000 sections 2 and 9).
/** The preview shows this many highlights and this many action items, then a "+N more" note. */
export const PREVIEW_ITEM_COUNT = 3;
/** Meta descriptions carry the first 200 characters of the summary, like the spec's summary fallback. */
export const META_DESCRIPTION_CHARS = 200;
// ---- running the analysis (issue #5) ----
/** The offline summary's length in words: about what a city's own item description runs to. */
export const SUMMARY_WORD_BUDGET = 70;
export const MAX_HIGHLIGHTS = 8;
export const MAX_ACTION_ITEMS = 12;
export const MAX_ENTITIES_PER_TYPE = 12;
/** The model reads long transcripts in windows of about this many characters of segments (map-reduce). */
export const LLM_WINDOW_CHARS = 24_000;
/** A story's headline is at most this long (issue #14). */
export const HEADLINE_MAX_CHARS = 90;
/** A story with no decision is a short brief of at most this many words. */
export const BRIEF_MAX_WORDS = 150;
// ---- the meeting record (issue #30) ----
/** What became of a motion. A postponed or withdrawn item is never "passed". */
export const DECISION_OUTCOMES = ["passed", "failed", "tabled", "continued", "withdrawn"] as const;
export const DECISION_VOTE_KINDS = [
  "voice",
  "show-of-hands",
  "roll-call",
  "consent",
  "without-objection",
] as const;
export const MEMBER_VOTES = ["yes", "no", "abstain", "absent"] as const;
export const AGENDA_ITEM_KINDS = ["item", "consent", "hearing"] as const;
/** How a person is known to be at the meeting: no other way makes a person. */
export const PERSON_BASES = ["speaker-label", "title", "roll-call", "introduction"] as const;
