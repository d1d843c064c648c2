// Stage 2 of the offline engine: the meeting's structure. Finds where the chair or clerk opens an agenda item ("That
// brings us to item 4: ...", "item number five", "docket zero three five four", "R-24-7-905", "the consent agenda",
// "next item") and keeps its code and its title as read. An item runs until the next one opens: no label carries past
// it. Reads only stage 1 (meeting-sentences).
import type { MeetingSentence, MeetingText } from "./meeting-sentences.server";
import { clipWords, NUMBER_WORDS } from "./spoken-words";

export type AgendaItemKind = "item" | "consent" | "hearing";

export type AgendaItem = {
  /** The code as the meeting says it: "6A", "12-D", "Docket 0354", "Council Bill 119169"; null when none is said. */
  code: string | null;
  /** What the item is, as read ("Proposed budget for the Public Works Department"); null when not read. */
  title: string | null;
  kind: AgendaItemKind;
  /** The sentence that opened it, and the first sentence of the next item (or the meeting's end). */
  startSentence: number;
  endSentence: number;
  startSeconds: number;
  endSeconds: number;
  /** The words that opened it, as said. */
  quote: string;
};

export type AgendaStructure = {
  items: AgendaItem[];
  /** For each sentence, the item open when it was said, or null (before the first item). */
  itemOfSentence: (number | null)[];
};

/** An item's title is cut to this many words: what the clerk reads first says what it is. */
export const MAX_ITEM_TITLE_WORDS = 25;

const NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS)
  .filter((word) => !["oh", "none", "no", "zero"].includes(word))
  .sort((a, b) => b.length - a.length)
  .join("|");
/** "6", "6A", "6 a", "6.2", "12-D", "4.1.3", "five", "twenty one", "A". */
const ITEM_CODE = String.raw`(\d{1,3}(?:[.-]\d{1,3}){0,3}(?:[- ]?[a-h](?![a-z']))?|[a-l][.-]?\d{1,2}(?![\d.])|(?:${NUMBER_WORD_PATTERN})(?:[ -](?:${NUMBER_WORD_PATTERN}))?(?:[- ][a-h](?![a-z']))?|[a-h](?![a-z']))`;
/** The chair's words for moving to an item, before its code or name. */
const LEAD = String.raw`(?:(?:and|so|okay|ok|all right|alright|now|then|um|uh|well|thank you)[,.]?\s+)*(?:(?:that|this|which) (?:\w+ly )?(?:brings|takes|moves|gets) us (?:on )?to|(?:we(?:'re| are| will|'ll)?|let's|i'll|i will|i'd like to)?\s*(?:now\s+)?(?:move|moving|go|going|turn|turning|come|coming|proceed|proceeding|get|getting)(?:\s+(?:on|back|forward|along))?(?:\s+now)?\s+to|we(?:'re| are)\s+(?:now\s+|back\s+)?(?:on|at|to)|(?:the\s+)?next\s+(?:up\s+)?(?:(?:item|matter)\s+(?:on (?:the|our) agenda\s+)?(?:is|will be)|is|we have|on (?:the|our) agenda(?: is)?|on the list is)|next(?:\s+up)?[,:]|(?:the\s+|our\s+)?next item[,:]?|up next(?: is)?|(?:we'll|we will|let's|i'll)\s+(?:now\s+)?(?:take up|consider|hear|call)|(?:now\s+)?(?:taking|take|calling|call) up|(?:(?:can|could|would) you\s+)?(?:please\s+)?(?:call|read)|(?:take|takes|bring|brings) us (?:on )?to(?: (?:our|the) [a-z ]{0,40}?)?|on to|onto)\s+`;
const ITEM_WORD = String.raw`(?:agenda\s+)?items?\s+(?:number\s+|no\.?\s+|#\s*)?`;

/** "item 4" with the chair's lead anywhere in a sentence, or "Item 4" opening it (the clerk reading). */
const LED_ITEM = new RegExp(String.raw`(?:^|[.,;:]\s+|\s)${LEAD}(?:the\s+)?${ITEM_WORD}${ITEM_CODE}\b`, "i");
/** "move on now to 14a": a lettered code after the chair's lead needs no "item". */
const LED_CODE = new RegExp(
  String.raw`(?:^|[.,;:]\s+|\s)${LEAD}(\d{1,2}[a-z]{1,2}|[a-l]\d{1,2})\b(?!\s*(?:a\.?m|p\.?m)\b)`,
  "i",
);
const OPENING_ITEM = new RegExp(
  String.raw`^(?:(?:and|so|okay|ok|all right|now|next)[,.]?\s+)?${ITEM_WORD}${ITEM_CODE}\b(?![-.]?\s*(?:through|to|and)\s)`,
  "i",
);

/** "10A is a resolution to set a public hearing ...": the clerk reading an item by its code alone. */
const CODE_READING =
  /^(?:(?:and|so|okay|next|now|next up|new business|old business|unfinished business|public hearings?|consent agenda)[,.]?\s+)?(\d{1,3}[a-z]{0,2}|[a-l]\d{1,2}|[a-l] (?:one|two|three|four|five|six|seven|eight|nine|ten))[.,:]?\s+(?:(?:is|was|will be)\s+)?((?:(?:a|an|the)\s+)?(?:resolution|ordinance|request|public hearing|contract|agreement|appointment|report|consideration|approval|proposal|presentation|motion|award|amendment|change order|bid|purchase|application|recommendation|update|second reading|first reading|variance|site plan|plat|rezoning|zoning|annexation|nomination|budget|policy|bylaw|minutes|conditional use|special exception|future land use)\b.*)$/i;

/** "Next up, 5C." or "5D." alone: the chair naming the next item by its code, its title read after. */
const CODE_ALONE =
  /^(?:(?:and|so|okay|next|now|next up|new business|old business|moving on to|on to)[,.]?\s+)?(\d{1,2}[a-z]{1,2}|[a-l]\d{1,2})[.!]?$/i;

/** Codes a body gives its matters: dockets, bills, resolutions, cases, files, applications. */
const MATTER_CODE = String.raw`(?:(council\s+bill|bill|docket|resolution|ordinance|case|file|application|petition|proclamation|appeal|permit|variance|agreement|contract)(?:\s+(?:number|no\.?|#))?\s+([a-z]{0,4}-?\d[\d-]{1,14}[a-z]?\b|(?:(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)[\s-]+){2,5}(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)\b))`;
const LED_MATTER = new RegExp(String.raw`(?:^|[.,;:]\s+|\s)${LEAD}(?:the\s+)?${MATTER_CODE}`, "i");
const OPENING_MATTER = new RegExp(
  String.raw`^(?:(?:and|so|okay|next)[,.]?\s+)?(?:the\s+)?${MATTER_CODE}`,
  "i",
);
/** A code like "R-24-7-905" or "ZA-2023-14" said at the start of the clerk's reading or after the chair's lead. */
const LETTERED_CODE = new RegExp(String.raw`(?:^|${LEAD})([a-z]{1,4}-\d{2,4}(?:-\d{1,5}){1,3})\b`, "i");

/** "The consent agenda" read at a sentence's start or after the chair's lead; a bare "consent" only after the lead. */
const CONSENT = new RegExp(
  String.raw`(?:^(?:(?:the|our)\s+)?(consent (?:agenda|calendar|items))\b|${LEAD}(?:(?:the|our)\s+)?(consent(?: (?:agenda|calendar|items))?)\b(?!\s+(?:of|to|from|form|decree)\b))`,
  "i",
);
const HEARING = new RegExp(
  String.raw`(?:^|${LEAD}|\bopen(?:ing)?\s+)(?:(?:the|a|our)\s+)?(?:(?:next|last|first|final|second|third)\s+)?public hearing,?\s+(?:(?:which|that)\s+is\s+(?:a\s+public hearing\s+(?:and council action\s+)?)?|is\s+)?(?:on|for|to consider|regarding|concerning)?\s*(.{8,})$`,
  "i",
);
/** "The next item is the annual audit report.": an item named without a code. */
const NAMED_NEXT =
  /\b(?:the )?next (?:item|matter)(?: on (?:the|our) agenda)? (?:is|will be|we have is)[:,]?\s+(.{6,})$/i;
/** Words that end the reading of a title and start the chair's own words. */
const TITLE_STOP =
  /\s*(?:[.;?!](?=\s|$)|,?\s+(?:and\s+)?(?:i(?:'ll| will)? (?:turn|hand|ask)|we(?:'ll| will) (?:hear|start|begin)|(?:mr\.?|madam|madame|ms\.?) (?:clerk|chair|director)|(?:do we|is there|are there|any) )|,?\s+(?:go ahead|please|you have the floor)\b|\s+(?:(?:the )?chair moves|(?:i )?move (?:for |to )?approv|(?:a )?motion (?:from|by|for|to)|second(?:ed)? (?:from|by|for)|second second|all (?:those )?in favou?r|is there (?:a|any)|(?:yes|yeah|okay|um|uh) (?:there|we|i)\b)).*$/i;
/** Said first about an item but not its name: "is", "which is", "this is". */
const TITLE_LEAD =
  /^(?:[:,.-]\s*|\s+)*(?:(?:which|that|this|it)\s+(?:is|was|will be)\s+|(?:is|are|was|will be)\s+)?(?:on\s+|for\s+|regarding\s+|re\s+)?/i;
/** Titles that name no matter: a reference back, a stage direction, a question. */
const NOT_A_TITLE =
  /^(?:(?:the\s+)?(?:same|one|ones|two|three|that|this|it|there|here|up|now|again|next|last|on|back|please|so|and|a|an|the|of|to|we|you|i|if|as|at|by)\b\s*)+$/i;

/** "item number five" -> "5"; "six a" -> "6A"; "12 d" -> "12D"; "12-D" stays. */
function normaliseCode(raw: string): string {
  const spaced = raw.trim().toLowerCase();
  const words = spaced.split(/[\s]+/);
  let number = "";
  let letter = "";
  for (const word of words) {
    if (/^\d/.test(word)) number += word;
    else if (NUMBER_WORDS[word] !== undefined) {
      const value = NUMBER_WORDS[word] ?? 0;
      // "twenty one" is 21.
      number =
        number && Number(number) % 10 === 0 && value < 10
          ? String(Number(number) + value)
          : `${number}${value}`;
    } else if (/^[a-h]$/.test(word)) letter = word.toUpperCase();
  }
  if (/-[a-h]$/i.test(spaced) || /^\d/.test(spaced)) {
    const joined = spaced.replace(/\s+([a-h])$/i, "$1").toUpperCase();
    return joined;
  }
  return `${number}${letter}` || raw.trim().toUpperCase();
}

function spokenDigits(words: string): string {
  return words
    .trim()
    .split(/[\s-]+/)
    .map((word) => (/^\d+$/.test(word) ? word : String(NUMBER_WORDS[word.toLowerCase()] ?? "")))
    .join("");
}

function matterLabel(kind: string, number: string): string {
  const name = kind
    .toLowerCase()
    .split(/\s+/)
    .map((word) => `${word[0]?.toUpperCase()}${word.slice(1)}`)
    .join(" ");
  const digits = /^[a-z]{0,4}-?\d/i.test(number) ? number.toUpperCase() : spokenDigits(number);
  return `${name} ${digits}`;
}

/** The title read after an item's code, or null when what follows names nothing. */
function titleAfter(rest: string): string | null {
  const title = rest
    .replace(TITLE_LEAD, "")
    .replace(TITLE_STOP, "")
    .replace(/[\s,:;-]+$/, "")
    .trim();
  if (title.split(/\s+/).length < 2 || NOT_A_TITLE.test(title)) return null;
  // Speech, not a title: "I think we should ...".
  if (/^(?:i|i'm|i've|we|we're|you|you're|let's|um|uh)\b/i.test(title)) return null;
  return clipWords(
    title.replace(/^\p{Ll}/u, (first) => first.toUpperCase()),
    MAX_ITEM_TITLE_WORDS,
  );
}

/** The clerk reading on: the next sentence carries the title when the opening gave none. */
function readsOn(sentence: MeetingSentence | undefined, opener: MeetingSentence): boolean {
  if (!sentence || sentence.publicComment || !sentence.reliable || sentence.turn !== opener.turn)
    return false;
  const text = sentence.text;
  return (
    text.split(/\s+/).length >= 3 &&
    !/\?$/.test(text) &&
    !/\b(?:i|i'm|i'll|you|your|we're|we'll|let's|thank|thanks|go ahead|please)\b/i.test(text)
  );
}

type Opening = { code: string | null; title: string | null; kind: AgendaItemKind };

/** The item a sentence opens, or null. Read only from the chair's or clerk's own words, never a resident's. */
export function itemOpenedBy(text: string): Opening | null {
  const consent = text.match(CONSENT);
  const consentWords = consent?.[1] ?? consent?.[2];
  if (consent && consentWords && (consent.index ?? 0) <= 60) {
    const rest = text.slice((consent.index ?? 0) + consent[0].length);
    return {
      code: /calendar/i.test(consentWords) ? "Consent Calendar" : "Consent Agenda",
      // Only words read as its title ("Consent agenda: items 5A to 5G") are one; "has six items" is talk.
      title: /^\s*[:,-]/.test(rest) ? titleAfter(rest) : null,
      kind: "consent",
    };
  }
  const alone = text.match(CODE_ALONE)?.[1];
  if (alone) return { code: `Item ${normaliseCode(alone)}`, title: null, kind: "item" };
  const reading = text.match(CODE_READING);
  if (reading?.[1] && reading[2])
    return {
      code: `Item ${normaliseCode(reading[1].replace(/ (\w+)$/, (_, word: string) => String(NUMBER_WORDS[word.toLowerCase()] ?? word)))}`,
      title: titleAfter(reading[2]),
      kind: "item",
    };
  for (const pattern of [OPENING_ITEM, LED_ITEM, LED_CODE]) {
    const match = text.match(pattern);
    if (!match?.[1]) continue;
    // "call item five item five this resolution ...": the clerk says the code again before reading.
    const rest = text
      .slice((match.index ?? 0) + match[0].length)
      .replace(
        new RegExp(
          String.raw`^[\s.,:;-]*(?:items?\s+(?:number\s+)?)?${match[1].replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\b[.,:]?`,
          "i",
        ),
        "",
      );
    // "items 4 through 7" is a group, not an item.
    if (/^\s*(?:through|to|and|-)\s+\w/i.test(rest) && pattern === OPENING_ITEM) continue;
    const code = normaliseCode(match[1]);
    const consentNamed = /^\W*(?:is\s+)?(?:the\s+)?consent (?:agenda|calendar)/i.test(rest);
    return {
      code: `Item ${code}`,
      title: consentNamed ? "Consent agenda" : titleAfter(rest),
      kind: consentNamed ? "consent" : "item",
    };
  }
  for (const pattern of [OPENING_MATTER, LED_MATTER]) {
    const match = text.match(pattern);
    if (!match?.[1] || !match[2]) continue;
    // A resolution "number" that is a year or a count said in passing is no code: it must look like one.
    const rest = text.slice((match.index ?? 0) + match[0].length);
    return { code: matterLabel(match[1], match[2]), title: titleAfter(rest), kind: "item" };
  }
  const lettered = text.match(LETTERED_CODE);
  if (lettered?.[1]) {
    const rest = text.slice((lettered.index ?? 0) + lettered[0].length);
    return { code: lettered[1].toUpperCase(), title: titleAfter(rest), kind: "item" };
  }
  const hearing = text.match(HEARING)?.[1];
  if (hearing) {
    const title = titleAfter(hearing);
    // "The public hearing is now open" opens the hearing of the item already read; it names nothing.
    if (title && !/^(?:is\s+)?(?:now\s+)?(?:open|opened|closed)\b/i.test(title))
      return {
        code: null,
        title: `Public hearing on ${title.replace(/^\p{Lu}/u, (first) => first.toLowerCase())}`,
        kind: "hearing",
      };
  }
  const named = text.match(NAMED_NEXT)?.[1];
  if (named) {
    const title = titleAfter(named);
    if (title) return { code: null, title, kind: "item" };
  }
  return null;
}

/** The first words of a title, which say what it is; a re-reading may differ after them. */
function titleHead(title: string): string {
  return title.toLowerCase().split(/\s+/).slice(0, 10).join(" ");
}

/**
 * The same item said again ("item 4" while item 4 is open), not a new one. A code read with another title is the
 * next item whose code the captions garbled ("20E" heard as "20").
 */
function sameItem(a: Opening, b: AgendaItem | undefined): boolean {
  if (!b) return false;
  if (a.code && b.code)
    return (
      a.code.toLowerCase() === b.code.toLowerCase() &&
      !(a.title && b.title && titleHead(a.title) !== titleHead(b.title))
    );
  return !a.code && !b.code && a.title !== null && a.title === b.title;
}

/** The meeting's agenda items in the order they were opened, each running until the next opens. */
export function findAgendaItems(text: MeetingText): AgendaStructure {
  const { sentences } = text;
  const items: AgendaItem[] = [];
  const itemOfSentence: (number | null)[] = [];
  for (const sentence of sentences) {
    const opening = sentence.publicComment || !sentence.reliable ? null : itemOpenedBy(sentence.text);
    const current = items.at(-1);
    if (opening && sameItem(opening, current)) {
      if (current && !current.title && opening.title) current.title = opening.title;
    } else if (opening) {
      let title = opening.title;
      if (!title && opening.kind !== "consent") {
        const next = sentences[sentence.index + 1];
        if (readsOn(next, sentence) && next) title = titleAfter(next.text);
      }
      // An item opened again later keeps the title it was read with the first time.
      const earlier = opening.code
        ? items.find((item) => item.code?.toLowerCase() === opening.code?.toLowerCase())
        : undefined;
      if (current) {
        current.endSentence = sentence.index;
        current.endSeconds = sentence.startSeconds;
      }
      items.push({
        code: opening.code,
        title: title ?? earlier?.title ?? null,
        kind: opening.kind,
        startSentence: sentence.index,
        endSentence: sentences.length,
        startSeconds: sentence.startSeconds,
        endSeconds: sentences.at(-1)?.endSeconds ?? sentence.endSeconds,
        quote: sentence.text,
      });
    }
    itemOfSentence.push(items.length > 0 ? items.length - 1 : null);
  }
  return { items, itemOfSentence };
}
