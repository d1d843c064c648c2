// The built-in offline engine: deterministic, extractive analysis and a news story built from it, so the
// product works with no model configured (DESIGN decision 4). Every quote it writes is a sentence of the
// transcript, so the grounding verifier finds all of them.

import { formatTimestamp } from "~/lib/transcript-format";
import {
  HEADLINE_MAX_CHARS,
  MAX_ACTION_ITEMS,
  MAX_ENTITIES_PER_TYPE,
  MAX_HIGHLIGHTS,
  SUMMARY_WORD_BUDGET,
} from "./analysis.constants";
import { UNIDENTIFIED_SPEAKER } from "./analysis.copy";
import type { AnalysisResults, NewsStory } from "./analysis.schema";
import type { AnalysisEngine, AnalyzeInput, EngineSegment, WriteStoryInput } from "./analysis-engine.server";
import {
  announcedItem,
  type ExtractedDecision,
  extractDecisions,
  type KnownItems,
  publicCommentFlags,
  rememberItem,
} from "./decisions";
import { findPeople, type MeetingPerson, turnSpeakers } from "./people";
import { rebuildSentences, type TimedSentence } from "./sentence-segments";
import {
  analyseSentences,
  capitalize,
  clip,
  countWords,
  findFullDate,
  resolveSpokenDate,
  splitSentences,
  spokenDate,
  type TextEntity,
  wordTokens,
} from "./text-tools.server";

type Sentence = {
  text: string;
  /** The rebuilt sentence it is (one per sentence since issue #14), and when it was said. */
  segmentIndex: number;
  seconds: number;
  /** Said during public comment or by a resident: never the body's view, labelled as such. */
  publicComment: boolean;
  speaker: string | null;
  order: number;
  /** The agenda item being discussed when it was said, if the meeting announced one. */
  item: string | null;
  tokens: string[];
  content: string[];
  entities: TextEntity[];
};

type Direction = {
  sentence: Sentence;
  task: string;
  dueDate: string | null;
  deadline: string | null;
  party: string;
};

const ITEM_PATTERN = /\bitem (?:number )?(\d+[a-z]?|[a-z]+)\b\s*(?:is\s+|[:,-]\s*)?(.*)$/i;
const VOTE_PATTERN =
  /\b(?:motion|item|resolution|ordinance|measure|bill)\s+(?:carries|passes|passed|is approved|is adopted|fails|failed|is defeated)\b(?:\s+(\d+\s*(?:-|to)\s*\d+|unanimously))?/i;
/** Outcomes announced in words the clerk and chair use, for the summary's weighting. */
const DECISION_WORDS =
  /\b(?:ayes have it|motion carries|is passed|has passed|been adopted|is adopted|passes)\b/i;
const DIRECTION_PATTERN =
  /\b(?:staff (?:is|are|was) (?:hereby )?directed to|(?:we|council) direct(?:s)? staff to|direct(?:ing)? staff to|ask(?:ing)? staff to)\s+(.+)$/i;
const PROCEDURAL_PATTERN =
  /\b(?:to order|pledge of allegiance|pledge allegiance|call the roll|roll call|quorum|approval of the minutes|minutes (?:are|as) (?:approved|presented)|public comment|come forward|each speaker has|adjourn|go ahead|questions from the|any discussion|all (?:those )?in favor|any opposed|please say aye|speaker cards?|madam clerk|mr\. clerk|please read)\b/i;
const FILLER_PATTERN =
  /^(?:thank you|thanks|yes|no|okay|ok|aye|nay|second|seconded|so moved|here|present|all right|great|good evening|good morning)\b/i;
const STRONG_PATTERN =
  /\b(?:concern(?:ed|s)?|oppose[ds]?|support|urge|proud|unacceptable|must|critical|long time coming|safety|afford|crisis|worried|disappointed|strongly)\b/i;
const LEAD_BOILERPLATE = [
  /^(?:(?:and|so|okay|ok|all right|alright|now|well|yeah|um|uh)[,.]?\s+)+/i,
  /^(?:thank you|thanks)(?:,? (?:mr\.?|madam|madame) [a-z]+)?[,.]?\s+/i,
  /^(?:that brings us to|next is|next up is|next we have|moving on to|we are now on|we're now on|now we move to)\s+/i,
  /^the report of the [^.]*? committee,?\s+/i,
  /^(?:agenda\s+)?item (?:number )?(?:\d+[a-z]?|[a-z]+)[:,.]?\s+(?:is\s+)?/i,
];

/** The meeting's rebuilt sentences, each knowing its speaker (when named), public comment and agenda item. */
function sentencesOf(segments: readonly EngineSegment[]): Sentence[] {
  const rebuilt = rebuildSentences(segments);
  const speakers = turnSpeakers(rebuilt);
  const publicComment = publicCommentFlags(rebuilt);
  const sentences: Sentence[] = [];
  let item: string | null = null;
  const known: KnownItems = new Map();
  rebuilt.forEach((timed, index) => {
    const pieces = analyseSentences(timed.text);
    const text = timed.text;
    const announced = publicComment[index] ? null : announcedItem(text, known);
    if (announced) rememberItem(known, announced);
    if (announced && isItemTitle(announced)) item = announced;
    // Once the clerk has read the whole calendar ("that concludes the consent calendar"), or it is moved, the
    // calendar as a whole is under discussion, not its last entry.
    const calendar = publicComment[index]
      ? null
      : text.match(/\b(?:concludes|end of|motion to approve|move) the (consent (?:calendar|agenda))\b/i)?.[1];
    if (calendar) item = capitalize(calendar.toLowerCase());
    sentences.push({
      text,
      segmentIndex: index,
      seconds: timed.startSeconds,
      publicComment: publicComment[index] ?? false,
      speaker: speakers.get(timed.turn) ?? null,
      order: sentences.length,
      item,
      tokens: pieces.flatMap((piece) => piece.tokens),
      content: pieces.flatMap((piece) => piece.content),
      entities: pieces.flatMap((piece) => piece.entities),
    });
  });
  return sentences;
}

/**
 * A label fit to head a highlight: an item the clerk read ("Docket 0688: order for the appointment of ..."), starting
 * with a word, with no one speaking in it ("you, we talked about ...") and short enough to read as a title.
 */
function isItemTitle(label: string): boolean {
  return (
    /^\p{Lu}/u.test(label) &&
    countWords(label) <= 30 &&
    (label.match(PERSONAL_WORDS)?.length ?? 0) === 0 &&
    !/\b(?:um|uh)\b/i.test(label)
  );
}

function stripLeadBoilerplate(text: string): string {
  let cleaned = text;
  for (let pass = 0; pass < 3; pass++) {
    const before = cleaned;
    for (const pattern of LEAD_BOILERPLATE) cleaned = cleaned.replace(pattern, "");
    if (cleaned === before) break;
  }
  return capitalize(cleaned.trim());
}

function isSubstantive(sentence: Sentence): boolean {
  const words = countWords(sentence.text);
  if (words < 4) return false;
  if (FILLER_PATTERN.test(sentence.text) && words < 9) return false;
  if (/\?$/.test(sentence.text) && words < 8) return false;
  return !PROCEDURAL_PATTERN.test(sentence.text) || VOTE_PATTERN.test(sentence.text);
}

function hasEntity(sentence: Sentence, type: string): boolean {
  return sentence.entities.some((entity) => entity.type === type);
}

/** Weights of the meeting's content words (frequent, not stop words), for how central a sentence is. */
function contentWeights(sentences: readonly Sentence[], title: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences) {
    for (const token of new Set(sentence.content)) {
      counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  for (const token of wordTokens(title))
    if (counts.has(token)) counts.set(token, (counts.get(token) ?? 0) + 2);
  const total = Math.max(1, sentences.length);
  const weights = new Map<string, number>();
  for (const [token, count] of counts) weights.set(token, Math.log(1 + count) / Math.log(1 + total));
  return weights;
}

function centrality(sentence: Sentence, weights: Map<string, number>): number {
  const tokens = new Set(sentence.tokens);
  let sum = 0;
  for (const token of tokens) sum += weights.get(token) ?? 0;
  return sum / Math.sqrt(Math.max(1, tokens.size));
}

/** The clerk reading an item into the record: its number, then the legislative title (as the city publishes it). */
const READING_PATTERN =
  /^(?:(?:a |the )?report (?:from|of)\b|recommendations? to\b|(?:council(?:or)?\s+)?bill\s+(?:no\.?\s*)?\d|council bill\b|(?:a |the )?resolution\b|(?:an |the )?ordinance\b|a bill for\b|communication from\b|(?:a )?proclamation\b|(?:the )?consent calendar\b)/i;
/** A sentence that carries on the title the clerk is reading ("Relating to ...", "amending Section 2 ..."). */
const READING_CONTINUES =
  /^(?:relating to|related to|to (?!do|be|go|get|say|the clerk)\w+|and (?:to |number |approv|authoriz|adopt|amend|execut|declar)|amending|authorizing|approving|adopting|accepting|designating|imposing|declaring|expanding|establishing|endorsing|encouraging|appropriating|(?:the )?committee recommends|second,|third,|first,|number (?:one|two|three)|\(?district|citywide)/i;
/** Talk of the room, not of the matter: greetings, turn-taking, the mechanics of a vote, apologies, chatter. */
const HOUSEKEEPING_PATTERN =
  /\b(?:good (?:morning|afternoon|evening)(?: everyone| everybody)?|members of the (?:council|audience|public|city council)|watching at home|please (?:vote|cast)|cast your vote|those (?:opposed|in favor)|vote (?:i|aye|no)\b|signed up to speak|concludes our speakers|next (?:item|speaker)|i apologi[sz]e|happy birthday|sorry|watch (?:the|this) (?:council )?meeting|members present|come to order|i'm the (?:city )?council(?:or|member)|my name is|the time is|before the clerk|take a (?:moment|break)|can you hear|you're muted|unmute)\b/i;
/** Hesitations captions keep ("Uh uh," "um,") that a reader never needs. */
const DISFLUENCY = /\b(?:uh(?: huh)?|um+|erm)\b[,.]?\s*/gi;
/** Speaking as oneself to the room: more of this than content is conversation, not the matter decided. */
const PERSONAL_WORDS = /\b(?:i|i'm|i've|i'll|i'd|me|my|you|you're|your|we're|we'll|let's|gonna)\b/gi;

/** Read on without a voice of its own: no one speaking as themselves, no question, no vote, no talk of the room. */
function continuesReading(sentence: Sentence): boolean {
  const text = cleanSummarySentence(sentence.text);
  if (READING_CONTINUES.test(text)) return true;
  return (
    countWords(text) >= 3 &&
    (text.match(PERSONAL_WORDS)?.length ?? 0) === 0 &&
    !/\?$/.test(text) &&
    !FILLER_PATTERN.test(text) &&
    !HOUSEKEEPING_PATTERN.test(text) &&
    !PROCEDURAL_PATTERN.test(text) &&
    !VOTE_PATTERN.test(text) &&
    !DECISION_WORDS.test(text)
  );
}

/** Most of one's words already said by a sentence chosen before it (a vote announced twice, a title read again). */
function repeats(tokens: readonly string[], chosen: readonly (readonly string[])[]): boolean {
  const mine = new Set(tokens);
  return chosen.some((other) => {
    const theirs = new Set(other);
    let shared = 0;
    for (const token of mine) if (theirs.has(token)) shared++;
    return shared >= 0.8 * Math.min(mine.size, theirs.size);
  });
}

function cleanSummarySentence(text: string): string {
  return stripLeadBoilerplate(text.replace(DISFLUENCY, "").replace(/\s{2,}/g, " "));
}

/**
 * Extractive summary, written for a reader who was not there: it opens with what the meeting took up, as the clerk
 * read each item into the record (its legislative title, carried over the sentences the title runs to), then the
 * outcome of its votes, then the sentences most central to the matter. Greetings, the mechanics of voting, apologies
 * and hesitations are left out, and no sentence is said twice.
 */
export function summarize(sentences: readonly Sentence[], title: string, description: string | null): string {
  const candidates = sentences.filter(
    (sentence) =>
      isSubstantive(sentence) &&
      !sentence.publicComment &&
      !HOUSEKEEPING_PATTERN.test(sentence.text) &&
      (sentence.content.length >= 3 ||
        VOTE_PATTERN.test(sentence.text) ||
        DECISION_WORDS.test(sentence.text)),
  );
  if (candidates.length === 0) return clip(sentences.map((sentence) => sentence.text).join(" "), 400);
  const weights = contentWeights(candidates, `${title} ${description ?? ""}`);
  // The clerk's reading of an item, and the sentences right after it that carry the same title on.
  const reading = new Set<number>();
  for (const sentence of sentences) {
    const text = cleanSummarySentence(sentence.text);
    const announced = ITEM_PATTERN.test(sentence.text) && countWords(text) >= 6;
    if (sentence.publicComment || !(READING_PATTERN.test(text) || announced)) continue;
    reading.add(sentence.order);
    for (let next = sentence.order + 1; next <= sentence.order + 3; next++) {
      const following = sentences[next];
      if (!following || !continuesReading(following)) break;
      reading.add(next);
    }
  }
  const scored = candidates.map((sentence, rank) => {
    const text = cleanSummarySentence(sentence.text);
    const words = Math.max(1, countWords(text));
    let score = 2 / (1 + rank / 2);
    if (reading.has(sentence.order)) score += 4;
    else if (ITEM_PATTERN.test(sentence.text)) score += 1.5;
    if (VOTE_PATTERN.test(sentence.text) || DECISION_WORDS.test(sentence.text)) score += 1.5;
    if (hasEntity(sentence, "MONEY")) score += 0.3;
    score += 0.4 * centrality(sentence, weights);
    score -= (2 * (text.match(PERSONAL_WORDS)?.length ?? 0)) / Math.sqrt(words);
    return { sentence, score, text, reading: reading.has(sentence.order) };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const chosen: typeof scored = [];
  const seen: string[][] = [];
  let words = 0;
  for (const entry of ranked) {
    if (words >= SUMMARY_WORD_BUDGET) break;
    const length = countWords(entry.text);
    const tokens = wordTokens(entry.text);
    if (length < 3 || repeats(tokens, seen)) continue;
    seen.push(tokens);
    chosen.push(entry);
    words += length;
  }
  // What was taken up first, then what became of it and what was said, each in the order it was said.
  return chosen
    .sort((a, b) => Number(b.reading) - Number(a.reading) || a.sentence.order - b.sentence.order)
    .map((entry) => entry.text)
    .join(" ");
}

function findDirections(sentences: readonly Sentence[], meetingDate: Date | null): Direction[] {
  return sentences.flatMap((sentence) => {
    const match = sentence.text.match(DIRECTION_PATTERN);
    const task = match?.[1]?.replace(/[.!]$/, "").trim();
    if (!task || sentence.publicComment) return [];
    // wink finds the date; the words before it say whether it is a deadline or the day it is due.
    let deadlineText: string | null = null;
    let dueText: string | null = null;
    for (const entity of sentence.entities) {
      const spoken = spokenDate(entity.value);
      if (entity.type !== "DATE" || !task.includes(spoken)) continue;
      const before = task.slice(0, task.indexOf(spoken)).trimEnd();
      if (!deadlineText && /\bno later than$/i.test(before)) deadlineText = spoken;
      else if (!dueText && (/^by\b/i.test(entity.value) || /\bby$/i.test(before))) dueText = spoken;
    }
    if (deadlineText) dueText = null;
    const resolve = (spoken: string | null) =>
      spoken ? (resolveSpokenDate(spoken, meetingDate) ?? spoken) : null;
    // Whoever answers the direction ("Understood, we'll have that for you.") takes it on.
    const reply = sentences[sentence.order + 1];
    const party =
      reply?.speaker &&
      reply.speaker !== sentence.speaker &&
      /\b(?:understood|we'll|we will|will do)\b/i.test(reply.text)
        ? reply.speaker
        : "City staff";
    return [{ sentence, task, dueDate: resolve(dueText), deadline: resolve(deadlineText), party }];
  });
}

function bodyNameOf(title: string): string {
  const match = title.match(
    /^(.*?)\s+(?:regular|special|adjourned|joint|study|budget)?\s*(?:meeting|session|workshop|hearing)\b/i,
  );
  const name = (match?.[1] ?? "")
    .replace(/\s*[-–|:].*$/, "")
    .replace(/(?:\s+(?:regular|special|adjourned|joint|study|budget|concurrent|closed|emergency))+$/i, "")
    .trim();
  return name && countWords(name) <= 6 ? name : "The council";
}

const MONTH_NAMES =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b/i;

/** A date a reader could find on a calendar: a month and a day, or a numeric date. */
export function isCalendarDate(text: string): boolean {
  return MONTH_NAMES.test(text) || /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/.test(text);
}

type Candidate = { sentence: Sentence; score: number; point: string };

function decisionPoint(decision: ExtractedDecision): string {
  const what = decision.item ?? (decision.motion ? `Motion to ${decision.motion}` : "Vote");
  const outcome = decision.outcome === "passed" ? "approved" : "rejected";
  return `${capitalize(clip(what, 150))}: ${outcome}${decision.tally ? ` (${decision.tally})` : ""}`;
}

/** A docket number read digit by digit, or Boston's "message and order": the clerk reading an item. */
const CLERK_READING =
  /\b(?:message (?:and|in|an) order|(?:zero|oh) (?:zero|one|two|three|four|five|six|seven|eight|nine) (?:zero|one|two|three|four|five|six|seven|eight|nine) (?:zero|one|two|three|four|five|six|seven|eight|nine))\b/i;

/** The chair calling a voice vote or announcing it: at most one highlight is a vote, and it comes from the decisions. */
const VOTE_CALL_WORDS =
  /\b(?:(?:ayes|i's|eyes|nays|noes) have it|in favou?r,? (?:say|please)|opposed,? say|motion (?:carries|passes|fails)|please (?:vote|cast))\b/i;

/** At most this many of a meeting's highlights are vote announcements. */
const MAX_VOTE_HIGHLIGHTS = 1;

/** Which vote earns the highlight: one whose item was read with its title, with a count, on a motion heard. */
function voteWeight(decision: ExtractedDecision): number {
  return (
    (decision.item?.includes(":") ? 2 : decision.item ? 1 : 0) +
    (decision.tally ? 1 : 0) +
    (decision.motion ? 1 : 0) +
    (decision.outcome === "failed" ? 1 : 0)
  );
}

function highlightsOf(
  sentences: readonly Sentence[],
  decisions: readonly ExtractedDecision[],
  directions: readonly Direction[],
): AnalysisResults["highlights"] {
  const special = new Map<number, Candidate>();
  const bySeconds = (seconds: number) =>
    sentences.reduce<Sentence | undefined>(
      (best, sentence) => (sentence.seconds <= seconds + 0.001 ? sentence : best),
      sentences[0],
    );
  const highlights: { seconds: number; point: string; quote: string; speaker: string; score: number }[] = [];
  // A vote announcement is procedure in the chair's words ("All those in favor say aye"): the one that matters most
  // may be a highlight, the rest are in the decisions, and the highlights are what was said.
  const votes = decisions
    .filter((decision) => !decision.procedural)
    .sort((a, b) => voteWeight(b) - voteWeight(a) || a.order - b.order)
    .slice(0, MAX_VOTE_HIGHLIGHTS);
  for (const decision of votes) {
    highlights.push({
      seconds: decision.seconds,
      point: decisionPoint(decision),
      quote: decision.quote,
      speaker: bySeconds(decision.seconds)?.speaker ?? UNIDENTIFIED_SPEAKER,
      score: 6,
    });
  }
  for (const direction of directions) {
    special.set(direction.sentence.order, {
      sentence: direction.sentence,
      score: 5,
      point: `Staff directed to ${clip(direction.task, 140)}`,
    });
  }
  const candidates: Candidate[] = [...special.values()];
  for (const sentence of sentences) {
    if (special.has(sentence.order) || !isSubstantive(sentence) || countWords(sentence.text) < 8) continue;
    // The clerk reading the next docket into the record runs into the sentence: that is procedure, not a statement.
    if (CLERK_READING.test(sentence.text) || VOTE_CALL_WORDS.test(sentence.text)) continue;
    let score = 0;
    if (hasEntity(sentence, "MONEY")) score += 1;
    if (
      sentence.entities.some(
        (entity) => entity.type === "PERCENT" || (entity.type === "CARDINAL" && entity.nextPos === "NOUN"),
      )
    )
      score += 0.5;
    if (STRONG_PATTERN.test(sentence.text)) score += 0.5;
    if (sentence.item) score += 0.5;
    // Public comment is heard, not decided: it may be a highlight, always labelled, and never outranks the body.
    if (sentence.publicComment) score -= 0.75;
    if (score > 0)
      candidates.push({
        sentence,
        score,
        point: `${sentence.publicComment ? "Public comment: " : sentence.item ? `${clip(capitalize(sentence.item), 90)}: ` : ""}${clip(sentence.text, 120)}`,
      });
  }
  candidates.sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const usedTurns = new Set<number>();
  for (const candidate of candidates) {
    if (highlights.length >= MAX_HIGHLIGHTS) break;
    if (usedTurns.has(candidate.sentence.segmentIndex)) continue;
    usedTurns.add(candidate.sentence.segmentIndex);
    highlights.push({
      seconds: candidate.sentence.seconds,
      point: candidate.point,
      quote: candidate.sentence.text,
      speaker: candidate.sentence.publicComment
        ? (candidate.sentence.speaker ?? PUBLIC_SPEAKER)
        : (candidate.sentence.speaker ?? UNIDENTIFIED_SPEAKER),
      score: candidate.score,
    });
  }
  const seenQuotes = new Set<string>();
  return highlights
    .sort((a, b) => b.score - a.score || a.seconds - b.seconds)
    .filter((highlight) => {
      if (seenQuotes.has(highlight.quote)) return false;
      seenQuotes.add(highlight.quote);
      return true;
    })
    .slice(0, MAX_HIGHLIGHTS)
    .sort((a, b) => a.seconds - b.seconds)
    .map((highlight) => ({
      timestamp: formatTimestamp(highlight.seconds),
      point_of_interest: capitalize(highlight.point),
      quotes: [{ text: highlight.quote, speaker: highlight.speaker }],
    }));
}

/** Who spoke in public comment when the transcript does not name them. */
const PUBLIC_SPEAKER = "Member of the public";

function actionItemsOf(
  decisions: readonly ExtractedDecision[],
  directions: readonly Direction[],
  bodyName: string,
): AnalysisResults["action_items"] {
  const items: (AnalysisResults["action_items"][number] & { order: number })[] = [];
  for (const decision of decisions) {
    if (decision.procedural || decision.outcome !== "passed") continue;
    const what = decision.motion ? capitalize(decision.motion) : capitalize(decision.item ?? "");
    if (!what) continue;
    items.push({
      order: decision.seconds,
      description: `${clip(what, 200)} (approved${decision.tally ? ` ${decision.tally}` : ""})`,
      responsible_party: bodyName,
      due_date: null,
      deadline: null,
    });
  }
  for (const direction of directions) {
    items.push({
      order: direction.sentence.seconds,
      description: capitalize(clip(direction.task, 220)),
      responsible_party: direction.party,
      due_date: direction.dueDate,
      deadline: direction.deadline,
    });
  }
  return items
    .sort((a, b) => a.order - b.order)
    .slice(0, MAX_ACTION_ITEMS)
    .map(({ order: _order, ...item }) => item);
}

const PERSON_TITLES =
  /^(?:(?:vice |deputy |acting |interim )?(?:mayor|chair(?:person|woman|man)?|president|council ?member|councilwoman|councilman|commissioner|trustee|supervisor|superintendent|director|city (?:clerk|manager|attorney|engineer)|clerk|manager|attorney|chief|officer|dr\.?|mr\.?|ms\.?|mrs\.?|board member|planning director|public works director|finance director|parks director|police chief|fire chief)\s+)+/i;
const ORGANISATION_PATTERN =
  /\b(?:[A-Z][a-zA-Z'&.-]+ ){0,4}(?:Builders|Department|Association|Commission|Committee|Company|Inc\.?|LLC|District|Authority|Board|Foundation|Agency|Club|Corporation|Group|Services|Council|Office|University|College|Bank|Partners|Alliance|Coalition)\b/g;
const PLACE_PATTERN =
  /\b(?:[A-Z][a-zA-Z'.-]+ ){1,3}(?:Street|Road|Avenue|Boulevard|Park|Drive|Lane|Way|Heights|Center|Library|Plaza|Bridge|Creek|Beach|Harbor|Square|Trail|Highway|Marina|Pier|School|Hall|Chambers)\b/g;
const NOT_A_NAME = new Set([
  "The",
  "This",
  "That",
  "Our",
  "And",
  "But",
  "So",
  "We",
  "Any",
  "All",
  "Each",
  "Thank",
]);

/** wink's entity types that are entities of the spec; counts, times, durations and percentages are not. */
const WINK_ENTITY_TYPES: Record<string, string | undefined> = { MONEY: "money", DATE: "date" };

function entityName(raw: string): string {
  const words = raw.trim().split(/\s+/);
  while (words.length > 1 && NOT_A_NAME.has(words[0] ?? "")) words.shift();
  return words.join(" ");
}

function entitiesOf(
  sentences: readonly Sentence[],
  segments: readonly EngineSegment[],
  named: readonly MeetingPerson[],
): AnalysisResults["entities"] {
  const people = new Map<string, { role: string; turns: number }>();
  for (const segment of segments) {
    if (!segment.speaker) continue;
    const label = segment.speaker.trim();
    const name = label.replace(PERSON_TITLES, "").trim() || label;
    const role = label.slice(0, label.length - name.length).trim();
    const entry = people.get(name) ?? { role, turns: 0 };
    entry.turns++;
    people.set(name, entry);
  }
  const entities: AnalysisResults["entities"] = [...people.entries()]
    .sort((a, b) => b[1].turns - a[1].turns)
    .slice(0, MAX_ENTITIES_PER_TYPE)
    .map(([name, { role, turns }]) => ({
      name,
      type: "person",
      context: `${role ? `${role}; ` : ""}spoke ${turns === 1 ? "once" : `${turns} times`} in the meeting`,
    }));
  // Roll calls, "Councilmember X", "Chair X" and "my name is X": the people captions never label.
  for (const person of named) {
    if (entities.length >= MAX_ENTITIES_PER_TYPE * 2) break;
    if (people.has(person.name) || entities.some((entity) => entity.name.endsWith(person.name))) continue;
    people.set(person.name, { role: person.role, turns: 0 });
    entities.push({
      name: person.publicSpeaker ? person.name : `${person.role} ${person.name}`,
      type: "person",
      context: `${person.role}; named ${person.mentions === 1 ? "once" : `${person.mentions} times`} in the meeting`,
    });
  }
  const found = new Map<string, AnalysisResults["entities"][number]>();
  const counts = new Map<string, number>();
  const add = (type: string, name: string, sentence: Sentence) => {
    const key = `${type}:${name.toLowerCase()}`;
    if (found.has(key) || !name || people.has(name)) return;
    if ((counts.get(type) ?? 0) >= MAX_ENTITIES_PER_TYPE) return;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    found.set(key, { name, type, context: clip(sentence.text, 160) });
  };
  // Organisations and places have no wink entity type, so capitalised names ending in a telling word stand in.
  for (const [type, pattern] of [
    ["organization", ORGANISATION_PATTERN],
    ["location", PLACE_PATTERN],
  ] as const) {
    for (const sentence of sentences) {
      for (const match of sentence.text.matchAll(pattern)) {
        const name = entityName(match[0]);
        if (countWords(name) >= 2) add(type, name, sentence);
      }
    }
  }
  for (const sentence of sentences) {
    for (const entity of sentence.entities) {
      const type = WINK_ENTITY_TYPES[entity.type];
      // "today", "this year" and a docket number such as "1239" are not dates anyone can put in a calendar.
      if (type === "date" && !isCalendarDate(spokenDate(entity.value))) continue;
      if (type) add(type, type === "date" ? spokenDate(entity.value) : entity.value, sentence);
    }
  }
  // Money before dates, as the story's quick facts read them.
  const order = ["organization", "location", "money", "date"];
  return [...entities, ...[...found.values()].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))];
}

/** The meeting's analysis, derived only from its transcript (and its title for the meeting date). */
/** The meeting's analysis, derived only from its transcript (and its title for the meeting date). */
export function analyzeOffline(input: AnalyzeInput): AnalysisResults {
  const sentences = sentencesOf(input.segments);
  const rebuilt = rebuildSentences(input.segments);
  const meetingDate =
    findFullDate(input.title) ?? (input.description ? findFullDate(input.description) : null);
  const decisions = extractDecisions(rebuilt);
  const directions = findDirections(sentences, meetingDate);
  return {
    summary: summarize(sentences, input.title, input.description),
    highlights: highlightsOf(sentences, decisions, directions),
    action_items: actionItemsOf(decisions, directions, bodyNameOf(input.title)),
    entities: entitiesOf(sentences, input.segments, findPeople(rebuilt)),
    decisions: decisions.map((decision) => ({
      item: decision.item,
      motion: decision.motion,
      mover: decision.mover,
      seconder: decision.seconder,
      outcome: decision.outcome,
      tally: decision.tally,
      procedural: decision.procedural,
      quote: decision.quote,
      timestamp: formatTimestamp(decision.seconds),
    })),
  };
}

/** Only this body's own next meeting: "our next meeting", "we are scheduled to meet again". */
const NEXT_MEETING_PATTERN =
  /\b(?:our next (?:regular )?meeting|(?:we|this (?:council|committee|board|commission)) (?:are|is|will be|will) (?:scheduled to )?(?:meet|reconvene)(?: again)?)\b/i;

function nextMeetingDate(sentences: readonly TimedSentence[], meetingDate: Date | null): string | null {
  for (const sentence of [...sentences].reverse()) {
    const mention = sentence.text.search(NEXT_MEETING_PATTERN);
    if (mention < 0) continue;
    for (const piece of analyseSentences(sentence.text)) {
      const date = piece.entities.find((entity) => entity.type === "DATE" && isCalendarDate(entity.value));
      if (!date) continue;
      const spoken = spokenDate(date.value).replace(/(\d)(?:st|nd|rd|th)\b/, "$1");
      return resolveSpokenDate(spoken, meetingDate);
    }
  }
  return null;
}

/** "2026-12-12" as prose: "December 12, 2026". */
export function proseDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

type StoryDecision = NonNullable<AnalysisResults["decisions"]>[number];

const CONSEQUENTIAL =
  /\b(?:ordinance|council bill|bill|budget|appropriat\w*|contract|agreement|zoning|rezon\w*|tax\w*|fee\w*|housing|lease|grant|funds?|\$|dollars?|million|resolution|police|appeal)\b/i;

/** How much a decision matters to a reader: laws and money first, then anything with a count of votes. */
function consequence(decision: StoryDecision): number {
  let score = 0;
  const words = `${decision.item ?? ""} ${decision.motion ?? ""}`;
  if (CONSEQUENTIAL.test(words)) score += 3;
  if (decision.item) score += 1;
  if (decision.motion) score += 1;
  if (decision.tally && !/^(?:unanimous|\d+-0)$/.test(decision.tally)) score += 2;
  if (/\bconsent (?:agenda|calendar)\b/i.test(words)) score -= 2;
  if (decision.outcome === "failed") score += 1;
  return score;
}

const MOTION_VERB =
  /^(?:approve|adopt|accept|pass|deny|continue|refer|amend|confirm|direct|authorize|grant|uphold|award|reject|receive|declare|appoint|substitute|suspend|send|return|place|table|waive|extend|introduce|ratify|certify)\b/i;

/** A motion as the object of "to": "I make a motion to approve the consent calendar" -> "approve the consent calendar". */
function motionPhrase(motion: string): string {
  return motion
    .replace(/^.*?\b(?:motion|move)\s+(?:that we\s+|to\s+)?(?=\w)/i, "")
    .replace(/^to\s+/i, "")
    .replace(/[.…]+$/, "")
    .trim();
}

/** What a decision is called when nothing says what it was about. */
const UNNAMED_DECISION = "a measure";

const COMMON_FIRST_WORD =
  /^(?:award|approval|adoption|resolution|ordinance|contract|recommendation|a|an|the|order|appointment|amendment|report|an?|request|authorization|acceptance|confirmation|motion|public|proposed|final|annual)\b/i;

/**
 * What a decision was about, short enough for its place: the topic the clerk read ("award of the Pelican Street
 * repaving contract"), else the motion, else the item's label; `withLabel` adds the label in brackets.
 */
/**
 * A vote with no motion heard on a matter read by its title ("Public hearing: adoption of a resolution upholding
 * ..."): the story knows a motion passed on the matter, not what it did, so it says only that.
 */
function onHearing(decision: StoryDecision): boolean {
  return !decision.motion && /^Public hearing:/.test(decision.item ?? "");
}

/** The matter a hearing is about, without the act proposed: "the Planning Board decision to approve ...". */
function hearingMatter(decision: StoryDecision): string {
  const topic = (decision.item ?? "").replace(/^Public hearing:\s*/, "").replace(/…$/, "");
  const matter = topic.replace(
    /^(?:(?:the )?(?:adoption|approval|consideration) of )?(?:an? |the )?(?:resolution|ordinance)\s+(?:\w+ing)\s+/i,
    "",
  );
  return matter === topic ? topic : matter;
}

function subjectOf(decision: StoryDecision, limit: number, withLabel = false): string {
  const item = decision.item ?? "";
  const [label, ...rest] = item.split(":");
  let topic = rest
    .join(":")
    .replace(
      /^\s*(?:an? )?(?:ordinance|resolution|bill for an ordinance)?\s*(?:relating to|related to|regarding)\s+/i,
      "",
    )
    .replace(/^\s*recommendation to\s+/i, "")
    // A hearing is how a matter came before the body, not what it voted on: "public hearing on a 6 percent water rate increase".
    .replace(/^\s*(?:a )?public hearing (?:on|to consider|regarding|for)\s+/i, "")
    // "message and order for the confirmation of ...": Boston's clerk reads the form before the subject.
    .replace(/^\s*(?:message and )?order for (?=the |an? )/i, "")
    // A title the reading cut off ends on its last whole phrase, not on "for".
    .replace(/(?:\s+(?:and|or|of|the|to|for|on|in|a|an|with|by|at|as))*…$/i, "")
    .trim();
  if (COMMON_FIRST_WORD.test(topic)) topic = topic.replace(/^\p{Lu}/u, (first) => first.toLowerCase());
  const motion = motionPhrase(decision.motion ?? "");
  const labelText = label?.trim() ?? "";
  if (topic) {
    const suffix = withLabel && labelText ? ` (${labelText})` : "";
    return `${clipPlain(topic, Math.max(20, limit - suffix.length))}${suffix}`;
  }
  if (motion) {
    const suffix = withLabel && labelText ? ` (${labelText})` : "";
    const lead = MOTION_VERB.test(motion) ? "a motion to" : "a motion for";
    const room = limit - suffix.length - lead.length - 1;
    if (room >= 12) return `${lead} ${clipPlain(motion, room)}${suffix}`;
  }
  return clipPlain(labelText || UNNAMED_DECISION, limit);
}

const NUMBER_WORD =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million)$/i;

/**
 * Cuts at a word boundary without an ellipsis (a headline must read as a whole). A cut phrase ends on its head, not
 * inside a modifier: "home occupations extending six" becomes "home occupations" (a trailing -ing phrase among
 * the last three words, a dangling number or function word goes).
 */
export function clipPlain(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const space = cut.lastIndexOf(" ");
  const words = cut
    .slice(0, space > 0 ? space : limit)
    .replace(/[\s,;:]+$/, "")
    .split(" ");
  // "repaving contract" is a noun with its modifier; "extending six" is a clause the cut left open.
  const participle = words.findIndex(
    (word, index) =>
      index >= words.length - 3 &&
      index > 1 &&
      /ing$/i.test(word) &&
      (index === words.length - 1 ||
        NUMBER_WORD.test(words[index + 1] ?? "") ||
        /^(?:the|a|an|and|or|of|to|for|on|in|at|by|with|as)$/i.test(words[index + 1] ?? "")),
  );
  if (participle > 0) words.length = participle;
  // "refer to the Election Oversight Committee to study" ends on a purpose cut before its object.
  if (words.length > 4 && /^to$/i.test(words.at(-2) ?? "") && /^\p{Ll}+$/u.test(words.at(-1) ?? ""))
    words.length -= 2;
  // A cut inside a clause ("the reappointment of I leave is") goes back to before the phrase that holds it.
  const verb = words.findIndex(
    (word, index) => index > 2 && /^(?:is|are|was|were|be|been|has|have|will)$/i.test(word),
  );
  const phrase =
    verb > 0
      ? words.slice(0, verb).findLastIndex((word) => /^(?:of|as|for|to|with|in|on|at)$/i.test(word))
      : -1;
  if (phrase > 2) words.length = phrase;
  // A cut inside a closing phrase ("a bond measure on the March") ends before it: "the" and one word of what
  // followed name nothing. A name after the preposition ("contract to Tidewater") may be whole, so it stays.
  const closing = words.findLastIndex(
    (word, index) =>
      index === words.length - 3 &&
      /^(?:on|to|for|at|in|with|by|from)$/i.test(word) &&
      /^(?:the|a|an)$/i.test(words[index + 1] ?? ""),
  );
  if (closing > 2) words.length = closing;
  while (
    words.length > 2 &&
    (NUMBER_WORD.test(words.at(-1) ?? "") ||
      /^(?:and|or|of|the|to|for|on|in|a|an|with|by|at|as)$/i.test(words.at(-1) ?? ""))
  )
    words.pop();
  return words.join(" ").replace(/[\s,;:]+$/, "");
}

const ACTION_SUBJECT =
  /^(a motion to )?(?:adopt|approve|receive|authorize|accept|award|amend|declare|direct|execute|request|refer|continue|deny|grant|ratify|confirm|appoint|establish|increase|reduce)\b(?! of\b)/i;

function headlineFor(
  bodyName: string,
  lead: StoryDecision | undefined,
  dateText: string,
  unnamedVotes: boolean,
): string {
  if (!lead)
    return clipPlain(
      `${bodyName} meets${dateText ? ` on ${dateText}` : ""}; ${unnamedVotes ? "vote's item not recorded" : "no vote recorded"}`,
      HEADLINE_MAX_CHARS,
    );
  const tally = lead.tally ? `, ${lead.tally === "unanimous" ? "unanimously" : lead.tally}` : "";
  if (onHearing(lead)) {
    const opening = `${bodyName} ${lead.outcome === "passed" ? "passes" : "rejects"} a motion on `;
    const room = HEADLINE_MAX_CHARS - opening.length - tally.length;
    return `${opening}${clipPlain(hearingMatter(lead), Math.max(20, room))}${tally}`;
  }
  // "approves" and "votes to" are the same length, so the room is the same either way.
  const room = HEADLINE_MAX_CHARS - bodyName.length - "approves".length - tally.length - 2;
  const subject = subjectOf(lead, Math.max(20, room));
  // A subject that is itself an action ("adopt three resolutions", "a motion to approve the calendar") reads as
  // what the body voted to do, not as a thing it approved ("approves adopt three resolutions").
  const action = ACTION_SUBJECT.exec(subject);
  if (action) {
    const doing = subject.slice(action[1]?.length ?? 0);
    return `${bodyName} ${lead.outcome === "passed" ? "votes to" : "votes not to"} ${doing}${tally}`;
  }
  return `${bodyName} ${lead.outcome === "passed" ? "approves" : "rejects"} ${subject}${tally}`;
}

function quoted(text: string): string {
  return `"${text.replace(/^["']|["']$/g, "").replace(/[.,]$/, "")}"`;
}

/** A news story in the inverted pyramid: the most consequential decision first, then the others, then what was said. */
export function writeStoryOffline(input: WriteStoryInput): NewsStory {
  const { analysis, title } = input;
  const bodyName = bodyNameOf(title);
  const body = bodyName.replace(/^The /, "");
  const meetingDate = findFullDate(title);
  const dateText = meetingDate ? proseDate(meetingDate.toISOString().slice(0, 10)) : "";
  const decisions = analysis.decisions ?? [];
  const substantive = decisions.filter((decision) => !decision.procedural);
  // A decision nothing names (no item read, no motion heard) cannot lead: "approves a measure" tells a reader
  // nothing. With only such votes the story is a brief that says so, and waits for an editor.
  const ranked = [...substantive]
    .filter((decision) => subjectOf(decision, 120) !== UNNAMED_DECISION)
    .sort((a, b) => consequence(b) - consequence(a));
  const unnamedVotes = substantive.length - ranked.length;
  const lead = ranked[0];
  const usedQuotes = new Set<string>();
  const claimQuote = (text: string) => {
    const key = text.trim().toLowerCase();
    if (usedQuotes.has(key)) return false;
    usedQuotes.add(key);
    return true;
  };

  const paragraphs: string[] = [];
  if (lead) {
    const verb = lead.outcome === "passed" ? "approved" : "rejected";
    const tally = lead.tally ? (lead.tally === "unanimous" ? " unanimously" : ` ${lead.tally}`) : "";
    const subject = subjectOf(lead, 220, true);
    const action = ACTION_SUBJECT.exec(subject);
    const what = onHearing(lead)
      ? `${lead.outcome === "passed" ? "passed" : "rejected"} a motion on the ${clipPlain(
          (lead.item ?? "").replace(/^Public hearing:\s*/, "public hearing to consider ").replace(/…$/, ""),
          220,
        )}`
      : `${verb} ${subject}`;
    // A topic that is itself an action ("refer to the Election Oversight Committee ...") is what the body voted to do.
    paragraphs.push(
      action && !action[1] && !onHearing(lead)
        ? `The ${body} voted ${lead.outcome === "passed" ? "to" : "not to"} ${subject}${dateText ? ` on ${dateText}` : ""}${tally ? `,${tally}` : ""}.`
        : `The ${body}${tally ? ` voted${tally} ` : " "}${dateText ? `on ${dateText} ` : ""}${tally ? `and ${what}` : what}.`,
    );
    if (lead.motion) {
      const motion = motionPhrase(lead.motion);
      const verbFirst =
        /^(?:approve|adopt|accept|pass|deny|continue|refer|amend|confirm|direct|authorize|grant|uphold|award|reject|receive|declare|appoint|substitute|suspend)\b/i.test(
          motion,
        );
      paragraphs.push(
        `The motion ${verbFirst ? "was to" : "sought"} ${motion}${lead.mover ? `, moved by ${lead.mover}` : ""}${lead.seconder ? ` and seconded by ${lead.seconder}` : ""}.`,
      );
    }
    if (claimQuote(lead.quote))
      paragraphs.push(`The result was announced at ${lead.timestamp}: ${quoted(lead.quote)}.`);
    const seenSubjects = new Set([subjectOf(lead, 120)]);
    const others = ranked
      .slice(1)
      .filter((decision) => {
        const subject = subjectOf(decision, 120);
        // A decision with no item, motion or label read says nothing a reader can use ("a measure").
        if (subject === UNNAMED_DECISION || seenSubjects.has(subject)) return false;
        seenSubjects.add(subject);
        return true;
      })
      .slice(0, 4);
    if (others.length > 0) {
      paragraphs.push(
        `Members also ${others
          .map(
            (decision) =>
              `${decision.outcome === "passed" ? "approved" : "rejected"} ${subjectOf(decision, 120, true)}${decision.tally ? ` (${decision.tally})` : ""}`,
          )
          .join("; ")}.`,
      );
    }
  } else {
    paragraphs.push(
      `The ${body} met${dateText ? ` on ${dateText}` : ""}. ${unnamedVotes > 0 ? "The transcript records a vote but not the item it was on" : "The transcript records no vote"}, so this is a brief of what was discussed.`,
    );
    const firstLine = analysis.summary ? clipSentence(analysis.summary, 60) : "";
    if (firstLine) paragraphs.push(firstLine);
  }
  const quoteLimit = lead ? 3 : 1;
  let quotesWritten = 0;
  const usedTimes = new Set<string>(lead ? [lead.timestamp] : []);
  for (const highlight of analysis.highlights) {
    if (quotesWritten >= quoteLimit) break;
    const quote = highlight.quotes[0];
    if (!quote || countWords(quote.text) < 8 || usedTimes.has(highlight.timestamp)) continue;
    if (/: (?:approved|rejected)\b/.test(highlight.point_of_interest)) continue;
    if (!claimQuote(quote.text)) continue;
    usedTimes.add(highlight.timestamp);
    quotesWritten++;
    const publicComment = /^Public comment\b/i.test(highlight.point_of_interest);
    const named = quote.speaker && quote.speaker !== UNIDENTIFIED_SPEAKER ? quote.speaker : null;
    paragraphs.push(
      publicComment
        ? `During public comment, ${named && named !== "Member of the public" ? named : "a speaker"} said: ${quoted(quote.text)}.`
        : `${named ? `${named} said` : "One speaker said"}: ${quoted(quote.text)}.`,
    );
  }
  const next = nextMeetingDate(rebuildSentences(input.segments), meetingDate);
  if (next) paragraphs.push(`The ${body} is scheduled to meet again on ${proseDate(next)}.`);
  const article = paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");

  const quoteHighlight = analysis.highlights.find(
    (highlight) =>
      highlight.quotes[0] &&
      !usedQuotes.has(highlight.quotes[0].text.trim().toLowerCase()) &&
      !usedTimes.has(highlight.timestamp) &&
      countWords(highlight.quotes[0].text) >= 8 &&
      !/^Public comment\b/i.test(highlight.point_of_interest),
  );
  const quote = quoteHighlight?.quotes[0];
  const context = input.additionalContext?.trim();
  return {
    article: {
      headline: headlineFor(bodyName, lead, dateText, unnamedVotes > 0),
      body: article,
      word_count: countWords(article),
      primary_focus: lead ? clip(subjectOf(lead, 140), 140) : clip(title, 140),
    },
    sidebar_elements: {
      quote_block: quote
        ? { quote: quote.text, attribution: quote.speaker, context: quoteHighlight?.point_of_interest ?? "" }
        : null,
      quick_facts: ranked
        .slice(0, 4)
        .map(
          (decision) =>
            `${decision.outcome === "passed" ? "Approved" : "Rejected"}: ${subjectOf(decision, 120)}${decision.tally ? ` (${decision.tally})` : ""}`,
        ),
      background: [context, clip(analysis.summary, 400)].filter(Boolean).join("\n\n"),
    },
    metadata: {
      follow_up_needed: analysis.action_items.some((item) => !/\(approved/.test(item.description)),
      next_meeting_date: next,
      sources_used: [
        "Meeting transcript",
        "Meeting analysis",
        ...(context ? ["Additional context from the editor"] : []),
      ],
      uncertainty_notes: [
        "Written automatically from the transcript; speaker names follow the transcript's labels.",
        ...(lead
          ? []
          : [
              unnamedVotes > 0
                ? "No vote's item was found in the transcript."
                : "No vote was found in the transcript.",
            ]),
      ],
    },
    notes: context ? `Additional context: ${clip(context, 500)}` : "",
  };
}

/** The first whole sentence of a text, at most `words` words, never cut mid-sentence with an added mark. */
function clipSentence(text: string, words: number): string {
  const first = splitSentences(text)[0] ?? "";
  return countWords(first) <= words ? first.trim() : "";
}

export const offlineEngine: AnalysisEngine = {
  name: "offline",
  analyzeTranscript: async (input) => analyzeOffline(input),
  writeStory: async (input) => writeStoryOffline(input),
};
