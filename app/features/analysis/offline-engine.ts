// The built-in offline engine: deterministic, extractive analysis and a news story built from it, so the
// product works with no model configured (DESIGN decision 4). Every quote it writes is a sentence of the
// transcript, so the grounding verifier finds all of them.
import type { AnalysisResults, NewsStory } from "#db/schema";
import { formatTimestamp } from "~/features/transcripts/transcript-format";
import {
  MAX_ACTION_ITEMS,
  MAX_ENTITIES_PER_TYPE,
  MAX_HIGHLIGHTS,
  SUMMARY_WORD_BUDGET,
} from "./analysis.constants";
import { UNIDENTIFIED_SPEAKER } from "./analysis.copy";
import type { AnalysisEngine, AnalyzeInput, EngineSegment, WriteStoryInput } from "./analysis-engine";
import {
  analyseSentences,
  capitalize,
  clip,
  countWords,
  findFullDate,
  resolveSpokenDate,
  spokenDate,
  type TextEntity,
  wordTokens,
} from "./text-tools";

type Sentence = {
  text: string;
  segmentIndex: number;
  speaker: string | null;
  order: number;
  /** The agenda item being discussed when it was said, if the meeting announced one. */
  item: string | null;
  tokens: string[];
  content: string[];
  entities: TextEntity[];
};

type Motion = { sentence: Sentence; action: string; outcome: Vote | null };
type Vote = { sentence: Sentence; passed: boolean; tally: string | null };
type Direction = {
  sentence: Sentence;
  task: string;
  dueDate: string | null;
  deadline: string | null;
  party: string;
};

const ITEM_PATTERN = /\bitem (?:number )?(\d+[a-z]?|[a-z]+)\b\s*(?:is\s+|[:,-]\s*)?(.*)$/i;
const MOTION_PATTERN =
  /\b(?:i(?:'d like to| would like to| will)? move|i'll move|move to|motion to|moved to)\s+(?:that we\s+|that the \w+\s+|to\s+)?(.+)$/i;
const VOTE_PATTERN =
  /\b(?:motion|item|resolution|ordinance|measure|bill)\s+(?:carries|passes|passed|is approved|is adopted|fails|failed|is defeated)\b(?:\s+(\d+\s*(?:-|to)\s*\d+|unanimously))?/i;
const FAILED_PATTERN = /\b(?:fails|failed|is defeated)\b/i;
const DIRECTION_PATTERN =
  /\b(?:staff (?:is|are|was) (?:hereby )?directed to|(?:we|council) direct(?:s)? staff to|direct(?:ing)? staff to|ask(?:ing)? staff to)\s+(.+)$/i;
const PROCEDURAL_PATTERN =
  /\b(?:to order|pledge of allegiance|pledge allegiance|call the roll|roll call|quorum|approval of the minutes|minutes (?:are|as) (?:approved|presented)|public comment|come forward|each speaker has|adjourn|go ahead|questions from the|any discussion|all (?:those )?in favor|any opposed|please say aye|speaker cards?|madam clerk|mr\. clerk|please read)\b/i;
const FILLER_PATTERN =
  /^(?:thank you|thanks|yes|no|okay|ok|aye|nay|second|seconded|so moved|here|present|all right|great|good evening|good morning)\b/i;
const STRONG_PATTERN =
  /\b(?:concern(?:ed|s)?|oppose[ds]?|support|urge|proud|unacceptable|must|critical|long time coming|safety|afford|crisis|worried|disappointed|strongly)\b/i;
const LEAD_BOILERPLATE = [
  /^(?:(?:and|so|okay|ok|all right|alright|now|well)[,.]?\s+)+/i,
  /^(?:thank you|thanks)(?:,? (?:mr\.?|madam|madame) [a-z]+)?[,.]?\s+/i,
  /^(?:that brings us to|next is|next up is|next we have|moving on to|we are now on|we're now on|now we move to)\s+/i,
  /^the report of the [^.]*? committee,?\s+/i,
  /^(?:agenda\s+)?item (?:number )?(?:\d+[a-z]?|[a-z]+)[:,.]?\s+(?:is\s+)?/i,
];

/** Sentences of every segment, each knowing its speaker and the agenda item in progress. */
function sentencesOf(segments: readonly EngineSegment[]): Sentence[] {
  const sentences: Sentence[] = [];
  let item: string | null = null;
  segments.forEach((segment, segmentIndex) => {
    for (const { text, tokens, content, entities } of analyseSentences(segment.text)) {
      const itemMatch = text.match(ITEM_PATTERN);
      const itemTitle = itemMatch?.[2]?.replace(/[.]$/, "").trim();
      if (itemTitle && countWords(itemTitle) >= 2 && countWords(itemTitle) <= 30) item = itemTitle;
      sentences.push({
        text,
        segmentIndex,
        speaker: segment.speaker,
        order: sentences.length,
        item,
        tokens,
        content,
        entities,
      });
    }
  });
  return sentences;
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

/**
 * Extractive summary: the clerk reads an item's title first, so the opening sentences (with their procedural
 * boilerplate removed) carry the most, then item titles and the outcomes of votes; central sentences fill the rest.
 */
export function summarize(sentences: readonly Sentence[], title: string, description: string | null): string {
  const candidates = sentences.filter(isSubstantive);
  if (candidates.length === 0) return clip(sentences.map((sentence) => sentence.text).join(" "), 400);
  const weights = contentWeights(candidates, `${title} ${description ?? ""}`);
  const scored = candidates.map((sentence, rank) => {
    let score = 3 / (1 + rank / 2);
    if (ITEM_PATTERN.test(sentence.text)) score += 1.5;
    if (VOTE_PATTERN.test(sentence.text)) score += 1.5;
    if (hasEntity(sentence, "MONEY")) score += 0.3;
    score += 0.4 * centrality(sentence, weights);
    return { sentence, score, text: stripLeadBoilerplate(sentence.text) };
  });
  const ranked = [...scored].sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const chosen: typeof scored = [];
  let words = 0;
  for (const entry of ranked) {
    if (words >= SUMMARY_WORD_BUDGET) break;
    const length = countWords(entry.text);
    if (length < 3 || chosen.some((other) => other.text === entry.text)) continue;
    chosen.push(entry);
    words += length;
  }
  return chosen
    .sort((a, b) => a.sentence.order - b.sentence.order)
    .map((entry) => (/[.!?]$/.test(entry.text) ? entry.text : `${entry.text}.`))
    .join(" ");
}

function findVotes(sentences: readonly Sentence[]): Vote[] {
  return sentences.flatMap((sentence) => {
    const match = sentence.text.match(VOTE_PATTERN);
    if (!match) return [];
    const tally = match[1] ? match[1].replace(/\s*to\s*/, "-").replace(/\s+/g, "") : null;
    return [{ sentence, passed: !FAILED_PATTERN.test(match[0]), tally }];
  });
}

function findMotions(sentences: readonly Sentence[], votes: readonly Vote[]): Motion[] {
  const motions: Motion[] = [];
  for (const sentence of sentences) {
    const match = sentence.text.match(MOTION_PATTERN);
    const action = match?.[1]?.replace(/[.!]$/, "").trim();
    if (!action || countWords(action) < 2) continue;
    motions.push({ sentence, action, outcome: null });
  }
  // A vote belongs to the latest motion before it.
  for (const vote of votes) {
    const motion = [...motions].reverse().find((candidate) => candidate.sentence.order < vote.sentence.order);
    if (motion && !motion.outcome) motion.outcome = vote;
  }
  return motions;
}

function findDirections(
  sentences: readonly Sentence[],
  segments: readonly EngineSegment[],
  meetingDate: Date | null,
): Direction[] {
  return sentences.flatMap((sentence) => {
    const match = sentence.text.match(DIRECTION_PATTERN);
    const task = match?.[1]?.replace(/[.!]$/, "").trim();
    if (!task) return [];
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
    const reply = segments[sentence.segmentIndex + 1];
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
  const name = (match?.[1] ?? "").replace(/\s*[-–|:].*$/, "").trim();
  return name && countWords(name) <= 6 ? name : "The council";
}

type Candidate = { sentence: Sentence; score: number; point: string };

function highlightsOf(
  sentences: readonly Sentence[],
  motions: readonly Motion[],
  votes: readonly Vote[],
  directions: readonly Direction[],
  segments: readonly EngineSegment[],
): AnalysisResults["highlights"] {
  const special = new Map<number, Candidate>();
  const about = (sentence: Sentence) => (sentence.item ? `${capitalize(sentence.item)}: ` : "");
  for (const vote of votes) {
    const outcome = `${vote.passed ? "motion carried" : "motion failed"}${vote.tally ? ` ${vote.tally}` : ""}`;
    special.set(vote.sentence.order, {
      sentence: vote.sentence,
      score: 5,
      point: `${about(vote.sentence)}${outcome}`,
    });
  }
  for (const motion of motions) {
    special.set(motion.sentence.order, {
      sentence: motion.sentence,
      score: 4,
      point: `Motion to ${clip(motion.action, 140)}`,
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
    let score = 0;
    if (hasEntity(sentence, "MONEY")) score += 2;
    // A figure: a percentage, or a count of something ("16 collisions", "40 units").
    if (
      sentence.entities.some(
        (entity) => entity.type === "PERCENT" || (entity.type === "CARDINAL" && entity.nextPos === "NOUN"),
      )
    )
      score += 1;
    if (STRONG_PATTERN.test(sentence.text)) score += 1.5;
    if (score > 0)
      candidates.push({ sentence, score, point: `${about(sentence)}${clip(sentence.text, 120)}` });
  }
  // Best first, one per segment, spread over the meeting.
  candidates.sort((a, b) => b.score - a.score || a.sentence.order - b.sentence.order);
  const chosen: Candidate[] = [];
  const usedSegments = new Set<number>();
  for (const candidate of candidates) {
    if (chosen.length >= MAX_HIGHLIGHTS) break;
    if (usedSegments.has(candidate.sentence.segmentIndex)) continue;
    usedSegments.add(candidate.sentence.segmentIndex);
    chosen.push(candidate);
  }
  return chosen
    .sort((a, b) => a.sentence.order - b.sentence.order)
    .map((candidate) => ({
      timestamp: formatTimestamp(segments[candidate.sentence.segmentIndex]?.startSeconds ?? 0),
      point_of_interest: candidate.point.replace(/^./, (first) => first.toUpperCase()),
      quotes: [
        { text: candidate.sentence.text, speaker: candidate.sentence.speaker ?? UNIDENTIFIED_SPEAKER },
      ],
    }));
}

function actionItemsOf(
  motions: readonly Motion[],
  directions: readonly Direction[],
  bodyName: string,
): AnalysisResults["action_items"] {
  const items: (AnalysisResults["action_items"][number] & { order: number })[] = [];
  for (const motion of motions) {
    if (motion.outcome && !motion.outcome.passed) continue;
    if (/\bminutes\b/i.test(motion.action) && countWords(motion.action) < 10) continue;
    const tally = motion.outcome?.tally
      ? ` (approved ${motion.outcome.tally})`
      : motion.outcome
        ? " (approved)"
        : " (vote not recorded)";
    items.push({
      order: motion.sentence.order,
      description: `${capitalize(clip(motion.action, 200))}${tally}`,
      responsible_party: bodyName,
      due_date: null,
      deadline: null,
    });
  }
  for (const direction of directions) {
    items.push({
      order: direction.sentence.order,
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
  for (const sentence of sentences) {
    const introduced = sentence.text.match(/\bmy name is ((?:[A-Z][a-z'-]+ ?){2,3})/);
    const name = introduced?.[1]?.trim();
    if (name && !people.has(name)) people.set(name, { role: "Member of the public", turns: 1 });
  }
  const entities: AnalysisResults["entities"] = [...people.entries()]
    .sort((a, b) => b[1].turns - a[1].turns)
    .slice(0, MAX_ENTITIES_PER_TYPE)
    .map(([name, { role, turns }]) => ({
      name,
      type: "person",
      context: `${role ? `${role}; ` : ""}spoke ${turns === 1 ? "once" : `${turns} times`} in the meeting`,
    }));
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
      if (type) add(type, type === "date" ? spokenDate(entity.value) : entity.value, sentence);
    }
  }
  // Money before dates, as the story's quick facts read them.
  const order = ["organization", "location", "money", "date"];
  return [...entities, ...[...found.values()].sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))];
}

/** The meeting's analysis, derived only from its transcript (and its title for the meeting date). */
export function analyzeOffline(input: AnalyzeInput): AnalysisResults {
  const segments = input.segments;
  const sentences = sentencesOf(segments);
  const meetingDate =
    findFullDate(input.title) ?? (input.description ? findFullDate(input.description) : null);
  const votes = findVotes(sentences);
  const motions = findMotions(sentences, votes);
  const directions = findDirections(sentences, segments, meetingDate);
  return {
    summary: summarize(sentences, input.title, input.description),
    highlights: highlightsOf(sentences, motions, votes, directions, segments),
    action_items: actionItemsOf(motions, directions, bodyNameOf(input.title)),
    entities: entitiesOf(sentences, segments),
  };
}

const NEXT_MEETING_PATTERN = /\bnext (?:regular )?meeting\b/i;

function nextMeetingDate(segments: readonly EngineSegment[], meetingDate: Date | null): string | null {
  for (let index = segments.length - 1; index >= 0; index--) {
    const text = segments[index]?.text ?? "";
    // Only segments that mention the next meeting go through the pipeline.
    if (!NEXT_MEETING_PATTERN.test(text)) continue;
    for (const sentence of analyseSentences(text).reverse()) {
      const mention = sentence.text.search(NEXT_MEETING_PATTERN);
      if (mention < 0) continue;
      const date = sentence.entities.find(
        (entity) => entity.type === "DATE" && sentence.text.indexOf(entity.value, mention) >= 0,
      );
      if (!date) continue;
      const spoken = spokenDate(date.value);
      return resolveSpokenDate(spoken, meetingDate) ?? spoken;
    }
  }
  return null;
}

function sentenceCase(text: string): string {
  const trimmed = text.trim().replace(/[.;:,]$/, "");
  return `${capitalize(trimmed)}.`;
}

/** A news story in the inverted pyramid: the decisions first, then what was said, then what happens next. */
export function writeStoryOffline(input: WriteStoryInput): NewsStory {
  const { analysis, title } = input;
  const bodyName = bodyNameOf(title);
  const meetingDate = findFullDate(title);
  const dateText = meetingDate
    ? ` on ${meetingDate.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}`
    : "";
  const decisions = analysis.action_items.filter((item) => /\(approved/.test(item.description));
  const directions = analysis.action_items.filter(
    (item) => !/\(approved|\(vote not recorded\)/.test(item.description),
  );
  const firstDecision = decisions[0];
  const focus = firstDecision
    ? firstDecision.description.replace(/\s*\(approved[^)]*\)$/, "")
    : (analysis.highlights[0]?.point_of_interest ?? title);
  const headline = firstDecision
    ? `${bodyName} votes to ${clip(
        focus.replace(/^./, (first) => first.toLowerCase()),
        90,
      )}`
    : `${bodyName} meets: ${clip(focus, 90)}`;

  const paragraphs: string[] = [];
  if (firstDecision) {
    const tally = firstDecision.description.match(/\(approved ([^)]+)\)/)?.[1];
    paragraphs.push(
      `The ${bodyName.replace(/^The /, "")} voted${tally ? ` ${tally}` : ""}${dateText} to ${focus.replace(/^./, (first) => first.toLowerCase())}.`,
    );
  } else {
    paragraphs.push(
      `The ${bodyName.replace(/^The /, "")} met${dateText}. ${analysis.summary ? clip(analysis.summary, 300) : ""}`.trim(),
    );
  }
  if (analysis.summary && firstDecision) paragraphs.push(clip(analysis.summary, 600));
  for (const decision of decisions.slice(1, 4)) {
    paragraphs.push(
      `Members also voted to ${decision.description.replace(/^./, (first) => first.toLowerCase()).replace(/\s*\(approved([^)]*)\)$/, "$1")}.`.replace(
        /\s+\./,
        ".",
      ),
    );
  }
  for (const highlight of analysis.highlights.slice(0, 4)) {
    const quote = highlight.quotes[0];
    if (!quote || /motion (?:carried|failed)/i.test(highlight.point_of_interest)) continue;
    const who = quote.speaker === UNIDENTIFIED_SPEAKER ? "one speaker said" : `said ${quote.speaker}`;
    paragraphs.push(`"${quote.text.replace(/[.]$/, "")}," ${who}.`);
  }
  for (const direction of directions.slice(0, 3)) {
    const when = direction.due_date
      ? ` by ${direction.due_date}`
      : direction.deadline
        ? ` no later than ${direction.deadline}`
        : "";
    paragraphs.push(
      `${direction.responsible_party} was directed to ${direction.description.replace(/^./, (first) => first.toLowerCase()).replace(/[.]$/, "")}${when ? ` (due${when})` : ""}.`,
    );
  }
  const next = nextMeetingDate(input.segments, meetingDate);
  if (next) paragraphs.push(`The next meeting is scheduled for ${next}.`);
  const body = paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");

  const quoteHighlight = analysis.highlights.find(
    (highlight) => highlight.quotes[0] && !/motion (?:carried|failed)/i.test(highlight.point_of_interest),
  );
  const quote = quoteHighlight?.quotes[0];
  const quickFacts = [
    ...decisions
      .slice(0, 3)
      .map((decision) =>
        sentenceCase(`Approved: ${decision.description.replace(/\s*\(approved[^)]*\)$/, "")}`),
      ),
    ...analysis.entities
      .filter((entity) => entity.type === "money")
      .slice(0, 2)
      .map((entity) => `Amount discussed: ${entity.name}`),
    ...directions
      .slice(0, 2)
      .map((item) =>
        sentenceCase(`Follow-up: ${item.description}${item.due_date ? ` (due ${item.due_date})` : ""}`),
      ),
  ].slice(0, 6);
  const context = input.additionalContext?.trim();
  return {
    article: {
      headline: clip(headline, 120),
      body,
      word_count: countWords(body),
      primary_focus: clip(focus, 140),
    },
    sidebar_elements: {
      quote_block: quote
        ? { quote: quote.text, attribution: quote.speaker, context: quoteHighlight?.point_of_interest ?? "" }
        : null,
      quick_facts: quickFacts,
      background: [context, clip(analysis.summary, 400)].filter(Boolean).join("\n\n"),
    },
    metadata: {
      follow_up_needed: directions.length > 0,
      next_meeting_date: next,
      sources_used: [
        "Meeting transcript",
        "Meeting analysis",
        ...(context ? ["Additional context from the editor"] : []),
      ],
      uncertainty_notes: [
        "Written automatically from the transcript; speaker names follow the transcript's labels.",
      ],
    },
    notes: context ? `Additional context: ${clip(context, 500)}` : "",
  };
}

export const offlineEngine: AnalysisEngine = {
  name: "offline",
  analyzeTranscript: async (input) => analyzeOffline(input),
  writeStory: async (input) => writeStoryOffline(input),
};
