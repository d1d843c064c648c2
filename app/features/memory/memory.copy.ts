// The civic memory pages' words (issue #19): one place, asserted by the tests.
export const DECISIONS_TITLE = (city: string) => `Decisions in ${city}`;
export const DECISIONS_INTRO =
  "Every vote whose result was announced at a meeting, with the words that announced it. Each links to the moment.";
export const COMMITMENTS_TITLE = (city: string) => `Promises made in ${city}`;
export const COMMITMENTS_INTRO =
  "What officials and staff said at a meeting would happen, and when. Overdue promises come first; a promise is kept once a later meeting reports back on it.";
export const NO_DECISIONS = "No decisions match these filters yet.";
export const NO_COMMITMENTS = "No promises have been recorded for this city yet.";
export const DECISIONS_CHART_TITLE = "Decisions per month by outcome";
export const STATUS_LABELS = { overdue: "Overdue", open: "Open", fulfilled: "Fulfilled" } as const;
export const OUTCOME_LABELS = {
  passed: "Passed",
  failed: "Failed",
  tabled: "Tabled",
  continued: "Continued",
  withdrawn: "Withdrawn",
} as const;
export const DUE_LABEL = (date: string) => `Due ${date}`;
export const NO_DUE_DATE = "No date given";
export const FOLLOW_UP_LINK = "Reported back";
export const PROMISE_LINK = "Where it was promised";
export const DECISION_LINK = "Watch the vote";
export const MEETING_DECISIONS_TITLE = "Decisions at this meeting";
export const MEETING_COMMITMENTS_TITLE = "Promises made at this meeting";
export const OVERDUE_FEED_TITLE = (city: string) => `Overdue promises in ${city}`;
export const OVERDUE_FEED_DESCRIPTION = (city: string) =>
  `Promises made at ${city} meetings whose due date has passed without a report back.`;
export const OVERDUE_FEED_ITEM = (responsible: string, description: string) =>
  `${responsible}: ${description}`;
export const FILTER_LABELS = {
  body: "Body",
  topic: "Topic or words",
  outcome: "Outcome",
  from: "From",
  to: "To",
  apply: "Filter",
  any: "Any",
} as const;
export const VOTES_SUMMARY = (count: number) => `${count} recorded vote${count === 1 ? "" : "s"}`;
export const COMMITMENT_NOT_FOUND = "That promise was not found.";
export const FOLLOW_UP_MEETING_INVALID = "A follow-up must be a later meeting of the same city.";
export const FOLLOW_UP_NOT_SAID =
  "That line is not in the meeting's transcript. Paste the words exactly as the transcript has them.";
export const ADMIN_FOLLOW_UP = {
  summary: "Link a follow-up (admin)",
  meeting: "Later meeting id (from its address)",
  quote: "The line, exactly as the transcript has it",
  link: "Link follow-up",
  unlink: "Remove the follow-up link",
  linked: "The follow-up was linked.",
  unlinked: "The follow-up link was removed.",
} as const;
