// Topics (issue #19, ADR 0046): the pure rules that turn a meeting's analysis into the subjects it mentions, match
// them across meetings by a normalised key, find the line that says each, and link topic names in a story's text.
import type { TranscriptSegment } from "~/lib/transcript-format";

/** The analysis fields topics are read from (a stored analysis, read leniently). */
export type TopicSource = {
  entities: readonly { name: string; type: string }[];
  decisions: readonly { item: string | null; motion: string | null }[];
};

export type TopicCandidate = { key: string; name: string };
export type TopicMention = TopicCandidate & { quote: string; seconds: number };

/** Entity types that are not subjects: people have their own pages; amounts and days recur without being topics. */
const NOT_TOPIC_TYPES = new Set(["person", "money", "date", "time", "percent", "cardinal"]);
const DROPPED_WORDS = new Set(["the", "a", "an"]);
/** Names of bodies and rooms: every meeting says them, so they would make every meeting one topic. */
const BODY_WORDS =
  /\b(council|commission|board|committee|district|clerk|chambers?|city hall|town hall|civic center)$/;
/** The body a meeting's title names, up to its kind: "Harbor Point Unified School District Regular Meeting". */
const TITLE_BODY = /^.*?\b(council|commission|board|committee|district|authority)\b/;
/** "Ordinance No. 2024-15", "Resolution number 512", "Bill 7": the document's kind and its number. */
const NUMBERED_DOCUMENT = /\b(ordinance|resolution|bill)\s+(?:no\.?\s*|number\s+|#\s*)?(\d+(?:[-–]\d+)?)\b/gi;

/** One word without a plural "s" ("streets" is "street", "libraries" is "library"; "bus" and "address" stay). */
function singular(word: string): string {
  if (/^\d/.test(word) || word.length <= 3) return word;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith("s") ? word.slice(0, -1) : word;
}

/**
 * The key two mentions of one subject share: case, punctuation, "the" and plurals do not matter, and a numbered
 * document is its kind and number ("Ordinance No. 2024-15" and "ordinance 2024-15" are one key).
 */
export function topicKey(phrase: string): string {
  const documents = phrase.replace(NUMBERED_DOCUMENT, (_match, kind: string, number: string) =>
    `${kind} ${number.replace("–", "-")}`.toLowerCase(),
  );
  return documents
    .toLowerCase()
    .replace(/[’']s\b/g, "")
    .replace(/[^a-z0-9-]+/g, " ")
    .replace(/(^|\s)-+|-+(\s|$)/g, " ")
    .split(/\s+/)
    .filter((word) => word && !DROPPED_WORDS.has(word))
    .map(singular)
    .join(" ");
}

/** Whether a key names a subject worth following: two words at least (or a numbered document), not a body. */
function isSubjectKey(key: string): boolean {
  if (/^(ordinance|resolution|bill) \d/.test(key)) return true;
  return key.split(" ").length >= 2 && !BODY_WORDS.test(key) && !/^(city|town|county) of\b/.test(key);
}

/**
 * The subjects one meeting's analysis names: its places and organisations, and the numbered documents it cites.
 * Parts of the body's own name in the title ("Harbor Point Unified School" of "... School District Meeting") are
 * not subjects: every meeting of the body says them.
 */
export function topicCandidates(analysis: TopicSource, title = ""): TopicCandidate[] {
  const found = new Map<string, TopicCandidate>();
  const body = topicKey(title).match(TITLE_BODY)?.[0] ?? "";
  const add = (name: string) => {
    const trimmed = name.trim().replace(/^the\s+/i, "");
    const key = topicKey(trimmed);
    if (body && keyOccursIn(key, body)) return;
    if (isSubjectKey(key) && !found.has(key)) found.set(key, { key, name: trimmed });
  };
  for (const entity of analysis.entities)
    if (!NOT_TOPIC_TYPES.has(entity.type.trim().toLowerCase())) add(entity.name);
  for (const decision of analysis.decisions)
    for (const text of [decision.item, decision.motion])
      for (const match of (text ?? "").matchAll(NUMBERED_DOCUMENT)) add(match[0]);
  return [...found.values()];
}

/** Whether the key's words appear, in order and whole, in a text's key. */
export function keyOccursIn(key: string, textKey: string): boolean {
  return ` ${textKey} `.includes(` ${key} `);
}

const AGENDA_ITEM = /\bitem (?:number )?\d+\b/i;

/** The most characters a key line keeps: a long caption is cut at a word, so the line stays verbatim. */
const KEY_LINE_MAX = 280;

function clipVerbatim(text: string): string {
  const trimmed = text.trim().replace(/\s+/g, " ");
  if (trimmed.length <= KEY_LINE_MAX) return trimmed;
  const cut = trimmed.slice(0, KEY_LINE_MAX);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 1));
}

/**
 * The first line of the transcript that says the subject: its words (verbatim, a prefix of the caption when long)
 * and the second it starts. Null when the transcript never says it (the subject is then not kept: every key line is
 * grounded).
 */
export function keyLineFor(key: string, segments: readonly TranscriptSegment[]): TopicMention | null {
  const saying = segments.filter((segment) => keyOccursIn(key, topicKey(segment.text)));
  // The line that brings the item up ("item 3: ...") says best why the meeting is on the topic's timeline.
  const agendaLine = saying.find((segment) => AGENDA_ITEM.test(segment.text));
  const segment = agendaLine ?? saying[0];
  if (!segment) return null;
  const quote = clipVerbatim(segment.text);
  return {
    key,
    name: key,
    quote: keyOccursIn(key, topicKey(quote)) ? quote : segment.text.trim(),
    seconds: segment.startSeconds,
  };
}

/** A meeting's grounded mentions: each candidate with the line that says it, candidates never said dropped. */
export function meetingMentions(
  analysis: TopicSource,
  segments: readonly TranscriptSegment[],
  title = "",
): TopicMention[] {
  return topicCandidates(analysis, title).flatMap((candidate) => {
    const line = keyLineFor(candidate.key, segments);
    return line ? [{ ...line, name: candidate.name }] : [];
  });
}

/** "Riverside Park renovation" as an address part: "riverside-park-renovation". */
export function topicSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "topic";
}

/** The slug, or the slug with the first free number after it ("oak-street-2"). */
export function uniqueSlug(name: string, taken: ReadonlySet<string>): string {
  const base = topicSlug(name);
  if (!taken.has(base)) return base;
  for (let number = 2; ; number++) if (!taken.has(`${base}-${number}`)) return `${base}-${number}`;
}

/** Whether an item's words are about a topic: one of the topic's keys occurs in them. */
export function isAbout(texts: readonly (string | null | undefined)[], keys: readonly string[]): boolean {
  const textKey = topicKey(texts.filter(Boolean).join(" . "));
  return keys.some((key) => keyOccursIn(key, textKey));
}
