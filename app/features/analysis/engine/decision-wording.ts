// How the record's decisions are said in prose: what a decision was about (its item's title or its motion), how much it
// matters to a reader, and what it did ("approved the Public Works Department budget", "voted to table"). Summary,
// story and checks read the stored record through these, so the product says a decision one way everywhere.
import type { AnalysisResults } from "../analysis.schema";
import { namesSubject } from "./subject-words";

export type RecordDecision = NonNullable<AnalysisResults["decisions"]>[number];

/** Words that open an action a body takes: a subject beginning with one says what it voted to do. */
export const ACTION_VERB =
  /^(?:tentatively\s+|formally\s+|conditionally\s+)?(?:approve|adopt|accept|authorize|award|amend|appoint|reappoint|confirm|declare|deny|direct|enter|establish|execute|extend|grant|increase|reduce|ratify|receive|refer|reject|rescind|uphold|overturn|waive|allocate|fund|purchase|sell|lease|table|continue|postpone|place|set|name|hire|elect|introduce|pass)\b(?!\s+of\b)/i;
/** First-person words, hesitation and pronouns: a subject holding them is speech, not a title. */
const SPEECH =
  /\b(?:i|i'm|i'd|i'll|i've|me|my|we|we're|we'll|you|you're|your|um|uh|gonna|kind of|sort of|think)\b/i;
const PRONOUN_SUBJECT = /^(?:it|this|that|these|those|them|so|same|one|which)\b/i;

/** What a decision was about, in the record's own words, or null when the record cannot say. */
export function decisionSubject(decision: RecordDecision): { text: string; isAction: boolean } | null {
  if (decision.identified === false) return null;
  const candidates: { text: string; isAction: boolean }[] = [];
  const title = cleanTitle(decision.item_title ?? legacyTitle(decision.item));
  if (title) candidates.push({ text: title, isAction: ACTION_VERB.test(title) });
  const motion = cleanMotion(decision.motion);
  if (motion) candidates.push({ text: motion, isAction: ACTION_VERB.test(motion) });
  return candidates.find((candidate) => isSubject(candidate.text)) ?? null;
}

/** Items stored before issue #30 are "Code: title" in one string. */
function legacyTitle(item: string | null | undefined): string | null {
  if (!item) return null;
  const [, ...rest] = item.split(":");
  return rest.join(":").trim() || null;
}

function cleanTitle(title: string | null | undefined): string | null {
  if (!title) return null;
  return title
    .replace(/…$/, "")
    .replace(/(?:\s+(?:and|or|of|the|to|for|on|in|a|an|with|by|at|as))+$/i, "")
    .replace(/[\s,;:.-]+$/, "")
    .trim();
}

/** "I move that we tentatively approve X as proposed." -> "tentatively approve X". */
export function cleanMotion(motion: string | null | undefined): string | null {
  if (!motion) return null;
  return motion
    .replace(/^.*?\b(?:motion|move)\s+(?:that we\s+|that the \w+\s+|to\s+)?(?=\w)/i, "")
    .replace(/^to\s+/i, "")
    .replace(
      /,?\s+(?:as (?:presented|proposed|recommended|amended|read)(?: by staff)?|per (?:the )?staff(?:'s)? recommendation|with staff(?:'s)? recommendation)\.?$/i,
      "",
    )
    .replace(/[.…]+$/, "")
    .trim();
}

/**
 * A subject a reader can read as what was decided: no pronoun to begin, no one's speech in it, and (past a leading
 * verb: "approve this per the recommendation" names nothing) a word that is not procedure's own.
 */
export function isSubject(text: string): boolean {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || PRONOUN_SUBJECT.test(text) || SPEECH.test(text)) return false;
  const object = text.replace(ACTION_VERB, "").trim();
  if (PRONOUN_SUBJECT.test(object)) return false;
  return namesSubject(object);
}

const CONSEQUENTIAL =
  /\b(?:ordinance|budget|appropriat\w*|contract|agreement|zoning|rezon\w*|variance|permit|subdivision|annex\w*|tax\w*|fees?|rates?|bonds?|levy|housing|lease|grant|funds?|funding|purchase|acquisition|\$|dollars?|million|billion|appoint\w*|hire|hiring|police|appeal|plan|policy|charter|resolution|salary|salaries|settlement)\b/i;

/** How much a decision matters to a reader: money, laws, land and appointments first, then a split vote. */
export function consequence(decision: RecordDecision): number {
  const words = `${decision.item_title ?? decision.item ?? ""} ${decision.motion ?? ""}`;
  let score = 0;
  if (CONSEQUENTIAL.test(words)) score += 3;
  if (/\$\s?\d|\bmillion\b|\bbillion\b/i.test(words)) score += 2;
  if (decision.tally && !/^(?:unanimous|\d+-0)\b/.test(decision.tally)) score += 2;
  if (decision.outcome === "failed") score += 1;
  if (/\bconsent (?:agenda|calendar)\b/i.test(words) || decision.vote_kind === "consent") score -= 4;
  if (/\bminutes\b/i.test(words)) score -= 6;
  return score;
}

/** Lower-cases a title's first word unless it is a name ("Proposed budget" -> "proposed budget"; "Bayview" stays). */
function sentenceCase(text: string): string {
  const [first = "", second = "", ...rest] = text.split(" ");
  const common =
    /^(?:proposed|mid-year|annual|final|second|first|variance|request|approval|adoption|award|contract|agreement|budget|resolution|ordinance|appointment|amendment|report|public|police|fire|consent|minutes|purchase|renewal|application|change|update|design|plan|policy|project|grant|the|a|an)$/i;
  // "Housing element update" is capitalised only as a title's first word; "Bayview Avenue" is a name.
  const titleStart = /^\p{Lu}\p{Ll}+$/u.test(first) && /^\p{Ll}/u.test(second) && second !== "of";
  if (!common.test(first) && !titleStart) return text;
  return [first.toLowerCase(), second, ...rest]
    .filter((word, index) => word || index > 1)
    .join(" ")
    .trim();
}

/** "the proposed budget for the Public Works Department", or an action as said ("tentatively approve ..."). */
export function subjectPhrase(subject: { text: string; isAction: boolean }): string {
  if (subject.isAction) return subject.text.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase());
  const phrase = sentenceCase(subject.text);
  return /^(?:the|a|an)\b/i.test(phrase) ? phrase : `the ${phrase}`;
}

const PAST: Record<string, string> = {
  passed: "approved",
  failed: "rejected",
  tabled: "tabled",
  continued: "postponed",
  withdrawn: "withdrew",
};

/** What the body did, in the past tense: "approved the X", "voted to tentatively approve X", "rejected a motion to ...". */
export function didPhrase(decision: RecordDecision, subject: { text: string; isAction: boolean }): string {
  const phrase = subjectPhrase(subject);
  if (subject.isAction) {
    if (decision.outcome === "passed") return `voted to ${phrase}`;
    if (decision.outcome === "failed") return `rejected a motion to ${phrase}`;
    if (decision.outcome === "withdrawn") return `withdrew a motion to ${phrase}`;
    return `${PAST[decision.outcome]} a motion to ${phrase}`;
  }
  return `${PAST[decision.outcome]} ${phrase}`;
}

/** "3-2", "unanimously" or "" as a story says a count. */
export function tallyPhrase(decision: RecordDecision): string {
  if (!decision.tally) return "";
  return decision.tally === "unanimous" ? "unanimously" : decision.tally;
}
