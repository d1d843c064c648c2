// What other areas use of the meeting record (issue #30, ADR 0036's public surface): how a decision is said in prose,
// whether it names its subject, and the facts of a meeting a story states beside its record.
export {
  consequence,
  decisionSubject,
  didPhrase,
  isSubject,
  type RecordDecision,
  tallyPhrase,
} from "./engine/decision-wording";
export { type MeetingFacts, proseDate, UNNAMED_ITEM } from "./engine/meeting-story.server";
