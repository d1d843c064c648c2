// Stage 5 of the offline engine: the meeting record, as it is stored and served. The agenda items (stage 2), the
// decisions with the evidence of every field (stage 3), the people (stage 4) and the quality verdict (stage 1) are put
// together in analysis_results' shape; the LLM path produces the same shape and joins the line here. Stories, cards,
// feeds, alerts, the API and memory read this record, never the transcript again.
import { formatTimestamp } from "~/lib/transcript-format";
import type { AnalysisResults } from "../analysis.schema";
import type { AgendaStructure } from "./agenda-items.server";
import type { DecisionRecord, Evidence } from "./decision-records.server";
import { canonicalName, type MeetingPerson } from "./meeting-people.server";
import type { MeetingText } from "./meeting-sentences.server";
import { namesSubject } from "./subject-words";
import type { TranscriptReliability } from "./transcript-quality.server";

type StoredDecision = NonNullable<AnalysisResults["decisions"]>[number];
export type StoredRecord = Required<Pick<AnalysisResults, "decisions" | "items" | "people" | "reliability">>;

function stored(evidence: Evidence | null | undefined): { quote: string; timestamp: string } | null {
  return evidence ? { quote: evidence.quote, timestamp: formatTimestamp(evidence.seconds) } : null;
}

/** "Item 4: Proposed budget for the Public Works Department", the code alone, the title alone, or null. */
export function itemLabel(code: string | null, title: string | null): string | null {
  if (code && title) return `${code}: ${title}`;
  return code ?? title ?? null;
}

/** The record's decisions, items, people and quality, in analysis_results' shape. */
export function buildMeetingRecord(input: {
  text: MeetingText;
  agenda: AgendaStructure;
  decisions: readonly DecisionRecord[];
  people: readonly MeetingPerson[];
}): StoredRecord {
  const { text, agenda, people } = input;
  const name = (value: string | null | undefined) => (value ? canonicalName(value, people) : null);
  const decisions = input.decisions.map((decision): StoredDecision => {
    const item = decision.itemIndex !== null ? agenda.items[decision.itemIndex] : undefined;
    const code = item?.code ?? decision.namedCode ?? null;
    const title = item?.title ?? null;
    const motion = decision.motion?.text ?? null;
    const identified = !decision.procedural && (namesSubject(title) || namesSubject(motion));
    return {
      item: itemLabel(code, title),
      item_code: code,
      item_title: title,
      item_index: item ? (decision.itemIndex ?? null) : null,
      motion,
      mover: name(decision.mover?.name),
      seconder: name(decision.seconder?.name),
      vote_kind: decision.voteKind?.kind ?? (item?.kind === "consent" ? "consent" : null),
      outcome: decision.outcome.value,
      tally: decision.tally?.text ?? null,
      counts: decision.tally?.counts ?? null,
      votes: decision.votes.map((vote) => ({
        member: name(vote.member) ?? vote.member,
        vote: vote.vote,
        quote: vote.quote,
      })),
      procedural: decision.procedural,
      identified,
      quote: decision.outcome.evidence.quote,
      timestamp: formatTimestamp(decision.outcome.evidence.seconds),
      evidence: {
        item: item ? { quote: item.quote, timestamp: formatTimestamp(item.startSeconds) } : null,
        motion: decision.motion?.text ? stored(decision.motion.evidence) : null,
        mover: stored(decision.mover?.evidence),
        seconder: stored(decision.seconder?.evidence),
        tally: stored(decision.tally?.evidence),
        vote_kind: stored(decision.voteKind?.evidence),
      },
    };
  });
  return {
    decisions,
    items: agenda.items.map((item) => ({
      code: item.code,
      title: item.title,
      kind: item.kind,
      timestamp: formatTimestamp(item.startSeconds),
      end_timestamp: formatTimestamp(item.endSeconds),
      quote: item.quote,
    })),
    people: people.map((person) => ({
      name: person.name,
      role: person.role,
      member: person.member,
      former: person.former,
      public_speaker: person.publicSpeaker,
      basis: person.basis,
      quote: person.evidence.quote,
      timestamp: formatTimestamp(person.evidence.seconds),
    })),
    reliability: storedReliability(text.reliability),
  };
}

/** The quality gate's verdict as the record stores it: the LLM path's record takes the same, never the model's. */
export function storedReliability(
  reliability: TranscriptReliability,
): NonNullable<AnalysisResults["reliability"]> {
  return {
    reliable: reliability.reliable,
    unreliable_share: reliability.unreliableShare,
    stretches: reliability.stretches.map((stretch) => ({
      start: formatTimestamp(stretch.startSeconds),
      end: formatTimestamp(stretch.endSeconds),
      reason: stretch.reason,
      language: stretch.language,
    })),
  };
}
