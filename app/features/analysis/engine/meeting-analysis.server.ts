// Stage 6a of the offline engine: the analysis a reader sees around the record. The summary says what was decided in
// plain words and what was discussed longest; highlights are things said (never from an unreliable stretch, public
// comment always labelled); action items are the decisions passed and the directions to staff; entities are the
// record's people plus organisations, places, money and dates. Reads stages 1, 2 and 5.
import { formatTimestamp } from "~/lib/transcript-format";
import { MAX_ACTION_ITEMS, MAX_ENTITIES_PER_TYPE, MAX_HIGHLIGHTS } from "../analysis.constants";
import { UNIDENTIFIED_SPEAKER } from "../analysis.copy";
import type { AnalysisResults } from "../analysis.schema";
import {
  analyseSentences,
  capitalize,
  clip,
  countWords,
  resolveSpokenDate,
  spokenDate,
  type TextEntity,
} from "../text-tools.server";
import type { AgendaStructure } from "./agenda-items.server";
import {
  consequence,
  decisionSubject,
  didPhrase,
  type RecordDecision,
  subjectPhrase,
  tallyPhrase,
} from "./decision-wording";
import type { StoredRecord } from "./meeting-record.server";
import type { MeetingSentence, MeetingText } from "./meeting-sentences.server";

type Analysed = MeetingSentence & {
  tokens: string[];
  content: string[];
  entities: TextEntity[];
  itemLabel: string | null;
};

/** At most this many decisions are named in the summary's first sentence. */
const SUMMARY_DECISIONS = 3;
/** Who carries out what a body approved when its source names no body. */
const APPROVED_BY_THE_BODY = "The body that met";
/** Who spoke in public comment when the transcript does not name them. */
const PUBLIC_SPEAKER = "Member of the public";

function analysed(text: MeetingText, agenda: AgendaStructure): Analysed[] {
  return text.sentences.map((sentence) => {
    const pieces = analyseSentences(sentence.text);
    const itemIndex = agenda.itemOfSentence[sentence.index];
    const item = itemIndex !== null && itemIndex !== undefined ? agenda.items[itemIndex] : undefined;
    return {
      ...sentence,
      tokens: pieces.flatMap((piece) => piece.tokens),
      content: pieces.flatMap((piece) => piece.content),
      entities: pieces.flatMap((piece) => piece.entities),
      itemLabel: item ? (item.title ?? item.code) : null,
    };
  });
}

// ---- summary ----

function joinList(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** One decision as the summary says it: "approved the proposed budget for the Public Works Department (3-2)". */
function summaryPhrase(decision: RecordDecision): string | null {
  const subject = decisionSubject(decision);
  if (!subject) return null;
  const tally = tallyPhrase(decision);
  return `${didPhrase(decision, subject)}${tally ? ` (${tally})` : ""}`;
}

/**
 * What was decided, then what took the longest: "Members approved the X (3-2), Y and Z, and took 4 other votes. The
 * longest discussion was on the W, where 13 residents spoke." Built from the record, never stitched from sentences.
 */
/** Words of meetings themselves: never what a meeting was about. */
const MEETING_WORDS = new Set(
  (
    "council board commission committee meeting meetings member members motion motions item items agenda minutes " +
    "public comment comments vote votes voted second chair mayor city county town staff thank thanks tonight " +
    "evening morning question questions discussion presentation report recommendation approve approval okay " +
    "president commissioner councilmember trustee supervisor director manager clerk everyone people yeah right " +
    "time year years today something things thing point number move second opposed favor good great need want " +
    "think know going make sure look come back work well just like really also said says able"
  ).split(" "),
);

/** The content words said most in the body's own talk, for a meeting with no item to name: "library, hours". */
function mostSaidWords(sentences: readonly Analysed[], count: number): string[] {
  // Map keeps first appearance: words said equally often are named in the order the meeting came to them.
  const tally = new Map<string, number>();
  for (const sentence of sentences) {
    if (!sentence.reliable || sentence.publicComment) continue;
    for (const word of new Set(sentence.content)) {
      if (word.length < 4 || /\d/.test(word) || MEETING_WORDS.has(word)) continue;
      tally.set(word, (tally.get(word) ?? 0) + 1);
    }
  }
  return [...tally.entries()]
    .filter(([, times]) => times >= 3)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([word]) => word);
}

export function summarizeMeeting(
  record: StoredRecord,
  text: MeetingText,
  agenda: AgendaStructure,
  sentences: readonly Analysed[] = [],
): string {
  const substantive = record.decisions.filter((decision) => !decision.procedural);
  const named = substantive
    .map((decision, order) => ({ decision, order, phrase: summaryPhrase(decision) }))
    .filter(
      (entry): entry is { decision: RecordDecision; order: number; phrase: string } => entry.phrase !== null,
    );
  const chosen = [...named]
    .sort((a, b) => consequence(b.decision) - consequence(a.decision) || a.order - b.order)
    .slice(0, SUMMARY_DECISIONS)
    .sort((a, b) => a.order - b.order);
  const others = substantive.length - chosen.length;
  const summary: string[] = [];
  if (chosen.length > 0) {
    summary.push(
      `Members ${joinList(chosen.map((entry) => entry.phrase))}${others > 0 ? `, and took ${others} other ${others === 1 ? "vote" : "votes"}` : ""}.`,
    );
  } else if (substantive.length > 0) {
    summary.push(
      `Members took ${substantive.length} ${substantive.length === 1 ? "vote" : "votes"}, but the transcript does not say what ${substantive.length === 1 ? "it was" : "they were"} on.`,
    );
  } else {
    summary.push("No vote on a matter was recorded at this meeting.");
  }
  // The item that took longest, as the time on it shows, and how many residents spoke to it.
  const longest = agenda.items
    .filter((item) => item.kind !== "consent" && item.title)
    .map((item) => ({ item, seconds: item.endSeconds - item.startSeconds }))
    .sort((a, b) => b.seconds - a.seconds)[0];
  if (longest && longest.seconds >= 120) {
    const speakers = new Set(
      text.sentences
        .slice(longest.item.startSentence, longest.item.endSentence)
        .filter((sentence) => sentence.publicComment)
        .map((sentence) => sentence.speakerName ?? `turn ${sentence.turn}`),
    ).size;
    const subject = subjectPhrase({ text: (longest.item.title ?? "").replace(/…$/, ""), isAction: false });
    summary.push(
      `The longest discussion was on ${subject}${speakers > 0 ? `, where ${speakers} ${speakers === 1 ? "member of the public" : "members of the public"} spoke` : ""}.`,
    );
  } else {
    const words = mostSaidWords(sentences, 3);
    if (words.length > 0) summary.push(`Most of the discussion was about ${joinList(words)}.`);
  }
  return summary.join(" ");
}

// ---- highlights ----

const PROCEDURAL_PATTERN =
  /\b(?:to order|pledge of allegiance|pledge allegiance|call the roll|roll call|quorum|approval of the minutes|minutes (?:are|as) (?:approved|presented)|public comment|come forward|each speaker has|adjourn|go ahead|questions from the|any discussion|all (?:those )?in favor|any opposed|please say aye|speaker cards?|madam clerk|mr\. clerk|please read)\b/i;
const FILLER_PATTERN =
  /^(?:thank you|thanks|yes|no|okay|ok|aye|nay|second|seconded|so moved|here|present|all right|great|good evening|good morning)\b/i;
const STRONG_PATTERN =
  /\b(?:concern(?:ed|s)?|oppose[ds]?|support|urge|proud|unacceptable|must|critical|long time coming|safety|afford|crisis|worried|disappointed|strongly)\b/i;
const VOTE_CALL_WORDS =
  /\b(?:(?:ayes|i's|eyes|nays|noes) have it|in favou?r,? (?:say|please)|opposed,? say|motion (?:carries|passes|fails)|please (?:vote|cast))\b/i;
const CLERK_READING =
  /\b(?:message (?:and|in|an) order|(?:zero|oh) (?:zero|one|two|three|four|five|six|seven|eight|nine) (?:zero|one|two|three|four|five|six|seven|eight|nine) (?:zero|one|two|three|four|five|six|seven|eight|nine))\b/i;
const DIRECTION_PATTERN =
  /\b(?:staff (?:is|are|was) (?:hereby )?directed to|(?:we|council) direct(?:s)? staff to|direct(?:ing)? staff to|ask(?:ing)? staff to)\s+(.+)$/i;

function isSubstantive(sentence: Analysed): boolean {
  const words = countWords(sentence.text);
  if (words < 8) return false;
  if (FILLER_PATTERN.test(sentence.text) && words < 12) return false;
  if (/\?$/.test(sentence.text) && words < 10) return false;
  return !PROCEDURAL_PATTERN.test(sentence.text);
}

type Direction = {
  sentence: Analysed;
  task: string;
  dueDate: string | null;
  deadline: string | null;
  party: string;
};

function findDirections(sentences: readonly Analysed[], meetingDate: Date | null): Direction[] {
  return sentences.flatMap((sentence) => {
    const task = sentence.text.match(DIRECTION_PATTERN)?.[1]?.replace(/[.!]$/, "").trim();
    if (!task || sentence.publicComment || !sentence.reliable) return [];
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
    const reply = sentences[sentence.index + 1];
    const party =
      reply?.speakerName &&
      reply.speakerName !== sentence.speakerName &&
      /\b(?:understood|we'll|we will|will do)\b/i.test(reply.text)
        ? reply.speakerName
        : "City staff";
    return [{ sentence, task, dueDate: resolve(dueText), deadline: resolve(deadlineText), party }];
  });
}

function highlightsOf(
  sentences: readonly Analysed[],
  record: StoredRecord,
  agenda: AgendaStructure,
  directions: readonly Direction[],
): AnalysisResults["highlights"] {
  const highlights: {
    seconds: number;
    point: string;
    quote: string;
    speaker: string;
    score: number;
    sentence: number;
  }[] = [];
  const bySeconds = (timestamp: string) =>
    sentences.find((sentence) => formatTimestamp(sentence.startSeconds) === timestamp);
  // The vote that matters most may be one highlight; the rest are in the decisions, and highlights are things said.
  const lead = record.decisions
    .filter((decision) => !decision.procedural && decisionSubject(decision))
    .sort((a, b) => consequence(b) - consequence(a))[0];
  if (lead) {
    const subject = decisionSubject(lead);
    const sentence = bySeconds(lead.timestamp);
    if (subject && sentence)
      highlights.push({
        seconds: sentence.startSeconds,
        point: `${capitalize(clip(subject.text, 150))}: ${lead.outcome === "passed" ? "approved" : lead.outcome === "failed" ? "rejected" : lead.outcome}${lead.tally ? ` (${lead.tally})` : ""}`,
        quote: lead.quote,
        speaker: sentence.speakerName ?? UNIDENTIFIED_SPEAKER,
        score: 6,
        sentence: sentence.index,
      });
  }
  const special = new Map<number, { sentence: Analysed; score: number; point: string }>();
  for (const direction of directions)
    special.set(direction.sentence.index, {
      sentence: direction.sentence,
      score: 5,
      point: `Staff directed to ${clip(direction.task, 140)}`,
    });
  const candidates = [...special.values()];
  const openings = new Set(agenda.items.map((item) => item.startSentence));
  for (const sentence of sentences) {
    if (special.has(sentence.index) || !sentence.reliable || !isSubstantive(sentence)) continue;
    // The chair opening an item reads its title: that is the outline, not something said.
    if (openings.has(sentence.index)) continue;
    if (CLERK_READING.test(sentence.text) || VOTE_CALL_WORDS.test(sentence.text)) continue;
    let score = 0;
    if (sentence.entities.some((entity) => entity.type === "MONEY")) score += 1;
    if (
      sentence.entities.some(
        (entity) => entity.type === "PERCENT" || (entity.type === "CARDINAL" && entity.nextPos === "NOUN"),
      )
    )
      score += 0.5;
    if (STRONG_PATTERN.test(sentence.text)) score += 0.5;
    if (sentence.itemLabel) score += 0.5;
    // Public comment is heard, not decided: it may be a highlight, always labelled, and never outranks the body.
    if (sentence.publicComment) score -= 0.75;
    if (score > 0)
      candidates.push({
        sentence,
        score,
        point: `${sentence.publicComment ? "Public comment: " : sentence.itemLabel ? `${clip(capitalize(sentence.itemLabel), 90)}: ` : ""}${clip(sentence.text, 120)}`,
      });
  }
  candidates.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
  const usedSources = new Set(highlights.map((highlight) => sentences[highlight.sentence]?.sourceIndex));
  for (const candidate of candidates) {
    if (highlights.length >= MAX_HIGHLIGHTS) break;
    if (usedSources.has(candidate.sentence.sourceIndex)) continue;
    usedSources.add(candidate.sentence.sourceIndex);
    highlights.push({
      seconds: candidate.sentence.startSeconds,
      point: candidate.point,
      quote: candidate.sentence.text,
      speaker: candidate.sentence.publicComment
        ? (candidate.sentence.speakerName ?? PUBLIC_SPEAKER)
        : (candidate.sentence.speakerName ?? UNIDENTIFIED_SPEAKER),
      score: candidate.score,
      sentence: candidate.sentence.index,
    });
  }
  const seen = new Set<string>();
  return highlights
    .filter((highlight) => {
      if (seen.has(highlight.quote)) return false;
      seen.add(highlight.quote);
      return true;
    })
    .sort((a, b) => a.seconds - b.seconds)
    .map((highlight) => ({
      timestamp: formatTimestamp(highlight.seconds),
      point_of_interest: capitalize(highlight.point),
      quotes: [{ text: highlight.quote, speaker: highlight.speaker }],
    }));
}

// ---- action items ----

function actionItemsOf(
  record: StoredRecord,
  directions: readonly Direction[],
  body: string | null,
): AnalysisResults["action_items"] {
  const items: (AnalysisResults["action_items"][number] & { order: string })[] = [];
  for (const decision of record.decisions) {
    if (decision.procedural || decision.outcome !== "passed") continue;
    const subject = decisionSubject(decision);
    if (!subject) continue;
    items.push({
      order: decision.timestamp,
      description: `${capitalize(clip(subject.text, 200))} (approved${decision.tally ? ` ${decision.tally}` : ""})`,
      responsible_party: body ?? APPROVED_BY_THE_BODY,
      due_date: null,
      deadline: null,
    });
  }
  for (const direction of directions)
    items.push({
      order: formatTimestamp(direction.sentence.startSeconds),
      description: capitalize(clip(direction.task, 220)),
      responsible_party: direction.party,
      due_date: direction.dueDate,
      deadline: direction.deadline,
    });
  return items
    .sort((a, b) => a.order.localeCompare(b.order))
    .slice(0, MAX_ACTION_ITEMS)
    .map(({ order: _order, ...item }) => item);
}

// ---- entities ----

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
const WINK_ENTITY_TYPES: Record<string, string | undefined> = { MONEY: "money", DATE: "date" };
const MONTH_DAY =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b/i;

/** A date a reader could find on a calendar: a month and a day, or a numeric date. */
export function isCalendarDate(text: string): boolean {
  return MONTH_DAY.test(text) || /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/.test(text);
}

function entityName(raw: string): string {
  const words = raw.trim().split(/\s+/);
  while (words.length > 1 && NOT_A_NAME.has(words[0] ?? "")) words.shift();
  return words.join(" ");
}

function entitiesOf(sentences: readonly Analysed[], record: StoredRecord): AnalysisResults["entities"] {
  const people = record.people
    .filter((person) => !person.former)
    .slice(0, MAX_ENTITIES_PER_TYPE * 2)
    .map((person) => ({
      name: person.name,
      type: "person",
      context: person.public_speaker ? "Spoke in public comment" : person.role || "Named in the meeting",
    }));
  const names = new Set(people.map((person) => person.name));
  const found = new Map<string, AnalysisResults["entities"][number]>();
  const counts = new Map<string, number>();
  const add = (type: string, name: string, sentence: Analysed) => {
    const key = `${type}:${name.toLowerCase()}`;
    if (found.has(key) || !name || names.has(name)) return;
    if ((counts.get(type) ?? 0) >= MAX_ENTITIES_PER_TYPE) return;
    counts.set(type, (counts.get(type) ?? 0) + 1);
    found.set(key, { name, type, context: clip(sentence.text, 160) });
  };
  const reliable = sentences.filter((sentence) => sentence.reliable);
  for (const [type, pattern] of [
    ["organization", ORGANISATION_PATTERN],
    ["location", PLACE_PATTERN],
  ] as const) {
    for (const sentence of reliable)
      for (const match of sentence.text.matchAll(pattern)) {
        const name = entityName(match[0]);
        if (countWords(name) >= 2) add(type, name, sentence);
      }
  }
  for (const sentence of reliable)
    for (const entity of sentence.entities) {
      const type = WINK_ENTITY_TYPES[entity.type];
      if (type === "date" && !isCalendarDate(spokenDate(entity.value))) continue;
      if (type) add(type, type === "date" ? spokenDate(entity.value) : entity.value, sentence);
    }
  const order = ["organization", "location", "money", "date"];
  return [...people, ...[...found.values()].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))];
}

// ---- the next meeting ----

const NEXT_MEETING_PATTERN =
  /\b(?:our next (?:regular )?meeting|(?:we|this (?:council|committee|board|commission)) (?:are|is|will be|will) (?:scheduled to )?(?:meet|reconvene)(?: again)?)\b/i;

/** The body's own next meeting as announced ("Our next meeting is December 12"), as an ISO day, or null. */
function nextMeetingDate(sentences: readonly Analysed[], meetingDate: Date | null): string | null {
  for (const sentence of [...sentences].reverse()) {
    if (!sentence.reliable || !NEXT_MEETING_PATTERN.test(sentence.text)) continue;
    const date = sentence.entities.find((entity) => entity.type === "DATE" && isCalendarDate(entity.value));
    if (!date) continue;
    const spoken = spokenDate(date.value).replace(/(\d)(?:st|nd|rd|th)\b/, "$1");
    return resolveSpokenDate(spoken, meetingDate);
  }
  return null;
}

/** The analysis around the record: summary, highlights, action items, entities and the next meeting's date. */
export function analyseMeeting(input: {
  text: MeetingText;
  agenda: AgendaStructure;
  record: StoredRecord;
  meetingDate: Date | null;
  /** The body that met, as its source names it, for who is responsible for what it approved. */
  body?: string | null;
}): Pick<AnalysisResults, "summary" | "highlights" | "action_items" | "entities" | "next_meeting_date"> {
  const sentences = analysed(input.text, input.agenda);
  const directions = findDirections(sentences, input.meetingDate);
  return {
    summary: summarizeMeeting(input.record, input.text, input.agenda, sentences),
    highlights: highlightsOf(sentences, input.record, input.agenda, directions),
    action_items: actionItemsOf(input.record, directions, input.body ?? null),
    entities: entitiesOf(sentences, input.record),
    next_meeting_date: nextMeetingDate(sentences, input.meetingDate),
  };
}
