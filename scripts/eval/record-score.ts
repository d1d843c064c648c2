// How a meeting record is scored against hand labels (issue #30): what a reader would check. A found decision meets a
// labelled one said within MATCH_SECONDS; then its identity (does the record's item or motion name what the label
// names), mover, seconder, tally and outcome are each right or wrong, and the people it lists are real or invented.
import type { AnalysisResults } from "~/features/analysis/analysis.schema";
import { isDictionaryWord, spokenRank } from "~/features/analysis/engine/english-lexicon.server";
import { isMeetingWord } from "~/features/analysis/engine/person-names.server";
import type { LabelledDecision, LabelledMeeting } from "./corpus";

/** Spoken words more frequent than this rank are the language's own ("say", "ordinance"), not names. */
const COMMON_WORD_RANK = 1500;
/** A found decision counts for a labelled one said within this many seconds (the outside check's window). */
export const MATCH_SECONDS = 60;

type Decision = NonNullable<AnalysisResults["decisions"]>[number];

export type RecordScore = {
  labelled: number;
  found: number;
  /** Found decisions that meet a labelled one (any outcome). */
  matchedFound: number;
  /** Substantive labelled decisions met by a found one. */
  substantiveLabelled: number;
  substantiveMatched: number;
  identity: { right: number; of: number };
  movers: { right: number; of: number };
  seconders: { right: number; of: number };
  tallies: { right: number; of: number };
  outcomes: { right: number; of: number };
  /** People the record names as members or staff that the labels do not know (misspellings among them). */
  inventedPeople: string[];
  /** Of those, the ones whose name is a common English word ("Say", "Ordinance"): made up from words, not people. */
  commonWordPeople: string[];
  details: string[];
};

function seconds(timestamp: string): number {
  const [h, m, s] = timestamp.split(":").map(Number);
  return (h ?? 0) * 3600 + (m ?? 0) * 60 + (s ?? 0);
}

function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9$.' -]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Names are the same person when a word of one is a word of the other, allowing one caption letter ("Daly"/"Daley"). */
export function sameName(ours: string | null | undefined, label: string | null | undefined): boolean {
  if (!ours || !label) return false;
  const a = fold(ours)
    .split(/[\s-]+/)
    .filter((word) => word.length > 1);
  const b = fold(label)
    .split(/[\s-]+/)
    .filter((word) => word.length > 1);
  return a.some((x) =>
    b.some((y) => x === y || (Math.min(x.length, y.length) >= 4 && editDistance(x, y) <= 1)),
  );
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0] ?? 0;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j] ?? 0;
      row[j] = Math.min((row[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length] ?? 0;
}

/** "6A", "Item 6A", "item 6-a" and "6 A" are one code. */
function codeKey(code: string): string {
  return code
    .toLowerCase()
    .replace(/^(?:agenda\s+)?items?\s+/, "")
    .replace(/[^a-z0-9]/g, "");
}

/** The record names what the label names: the item's code, or at least half of the label's key words. */
export function identityMatches(decision: Decision, label: LabelledDecision): boolean {
  const said = fold(
    `${decision.item_code ?? ""} ${decision.item_title ?? decision.item ?? ""} ${decision.motion ?? ""}`,
  );
  const terms = label.identity.filter((term) => term.trim());
  if (label.item?.code && decision.item_code && codeKey(label.item.code) === codeKey(decision.item_code)) {
    // A code alone ("Item 4") names the matter only with a title or a motion beside it.
    if (decision.item_title || decision.motion) return true;
  }
  if (terms.length === 0) return false;
  const hits = terms.filter((term) => {
    const folded = fold(term);
    return folded.length > 0 && said.includes(folded);
  }).length;
  return hits >= Math.max(1, Math.ceil(terms.length / 2));
}

function tallyMatches(decision: Decision, label: LabelledDecision): boolean {
  if (!label.tally) return false;
  const counts = decision.counts;
  if (!counts) return false;
  return counts.yes === label.tally.yes && counts.no === label.tally.no;
}

/** Scores one meeting's record against its labels. */
export function scoreRecord(meeting: LabelledMeeting, analysis: AnalysisResults): RecordScore {
  const found = (analysis.decisions ?? []).map((decision) => ({
    decision,
    at: seconds(decision.timestamp),
    used: false,
  }));
  const score: RecordScore = {
    labelled: meeting.decisions.length,
    found: found.length,
    matchedFound: 0,
    substantiveLabelled: meeting.decisions.filter((label) => !label.procedural).length,
    substantiveMatched: 0,
    identity: { right: 0, of: 0 },
    movers: { right: 0, of: 0 },
    seconders: { right: 0, of: 0 },
    tallies: { right: 0, of: 0 },
    outcomes: { right: 0, of: 0 },
    inventedPeople: [],
    commonWordPeople: [],
    details: [],
  };
  // Closest pairs first, so two votes a minute apart each find their own.
  const pairs: { label: LabelledDecision; candidate: (typeof found)[number]; distance: number }[] = [];
  for (const label of meeting.decisions)
    for (const candidate of found) {
      const distance = Math.abs(candidate.at - label.seconds);
      if (distance <= MATCH_SECONDS) pairs.push({ label, candidate, distance });
    }
  pairs.sort((a, b) => a.distance - b.distance);
  const matched = new Map<LabelledDecision, (typeof found)[number]>();
  for (const pair of pairs) {
    if (matched.has(pair.label) || pair.candidate.used) continue;
    pair.candidate.used = true;
    matched.set(pair.label, pair.candidate);
  }
  score.matchedFound = matched.size;
  for (const label of meeting.decisions) {
    const candidate = matched.get(label);
    const where = `${meeting.key} ${Math.round(label.seconds)}s`;
    if (!candidate) {
      if (!label.procedural)
        score.details.push(
          `missed   ${where}: ${label.item?.code ?? ""} ${label.item?.title ?? label.motion ?? ""}`,
        );
      continue;
    }
    const decision = candidate.decision;
    if (!label.procedural) {
      score.substantiveMatched++;
      score.identity.of++;
      if (identityMatches(decision, label)) score.identity.right++;
      else
        score.details.push(
          `identity ${where}: label [${label.identity.join(", ")}] record "${decision.item ?? ""}" / "${decision.motion ?? ""}"`,
        );
    }
    if (label.mover) {
      score.movers.of++;
      if (sameName(decision.mover, label.mover)) score.movers.right++;
      else score.details.push(`mover    ${where}: label ${label.mover}, record ${decision.mover ?? "-"}`);
    }
    if (label.seconder) {
      score.seconders.of++;
      if (sameName(decision.seconder, label.seconder)) score.seconders.right++;
      else
        score.details.push(`seconder ${where}: label ${label.seconder}, record ${decision.seconder ?? "-"}`);
    }
    if (label.tally) {
      score.tallies.of++;
      if (tallyMatches(decision, label)) score.tallies.right++;
      else
        score.details.push(
          `tally    ${where}: label ${label.tally.yes}-${label.tally.no}, record ${decision.tally ?? "-"}`,
        );
    }
    score.outcomes.of++;
    if (decision.outcome === label.outcome) score.outcomes.right++;
    else score.details.push(`outcome  ${where}: label ${label.outcome}, record ${decision.outcome}`);
  }
  for (const candidate of found)
    if (!candidate.used)
      score.details.push(
        `extra    ${meeting.key} ${candidate.decision.timestamp}: ${candidate.decision.quote.slice(0, 90)}`,
      );
  const known = [...meeting.people, ...meeting.present];
  for (const person of analysis.people ?? []) {
    if (person.public_speaker) continue;
    if (known.some((name) => sameName(person.name, name))) continue;
    score.inventedPeople.push(person.name);
    const surname = (person.name.split(/\s+/).at(-1) ?? "").toLowerCase();
    const rank = spokenRank(surname);
    // A word of meetings ("ordinance", "second") or of everyday speech ("say"), not a rarer word a surname shares.
    if (isMeetingWord(surname) || (isDictionaryWord(surname) && rank !== null && rank < COMMON_WORD_RANK))
      score.commonWordPeople.push(person.name);
  }
  return score;
}
