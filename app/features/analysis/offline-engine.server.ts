// The built-in offline engine: deterministic, extractive analysis and a news story built from it, so the product works
// with no model configured (DESIGN decision 4). It is a one-way line of stages, each reading only the ones before it
// (engine/, ADR 0051): sentences with their quality gate -> agenda items -> decision records -> people -> the meeting
// record -> summary, highlights and story. Every quote it writes is a sentence of the transcript.
import type { AnalysisResults, NewsStory } from "./analysis.schema";
import type { AnalysisEngine, AnalyzeInput, WriteStoryInput } from "./analysis-engine.server";
import { findAgendaItems } from "./engine/agenda-items.server";
import { findDecisionRecords } from "./engine/decision-records.server";
import { analyseMeeting } from "./engine/meeting-analysis.server";
import { findMeetingPeople } from "./engine/meeting-people.server";
import { buildMeetingRecord } from "./engine/meeting-record.server";
import { readMeetingText } from "./engine/meeting-sentences.server";
import { writeStoryFromRecord } from "./engine/meeting-story.server";

/** The meeting's analysis and record, derived only from its transcript (and its date field, for due dates). */
export function analyzeOffline(input: AnalyzeInput): AnalysisResults {
  const text = readMeetingText(input.segments);
  const agenda = findAgendaItems(text);
  const decisions = findDecisionRecords(text, agenda);
  const people = findMeetingPeople(text, decisions);
  const record = buildMeetingRecord({ text, agenda, decisions, people });
  const meetingDate = input.meetingDate ? new Date(`${input.meetingDate}T00:00:00Z`) : null;
  return { ...analyseMeeting({ text, agenda, record, meetingDate, body: input.body ?? null }), ...record };
}

/** A news story from the stored record alone, with the meeting's date and body from its source. */
export function writeStoryOffline(input: WriteStoryInput): NewsStory {
  return writeStoryFromRecord({
    analysis: input.analysis,
    meeting: input.meeting,
    additionalContext: input.additionalContext,
  });
}

export { clipPlain, proseDate } from "./engine/meeting-story.server";

export const offlineEngine: AnalysisEngine = {
  name: "offline",
  analyzeTranscript: async (input) => analyzeOffline(input),
  writeStory: async (input) => writeStoryOffline(input),
};
