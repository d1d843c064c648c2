// The offline engine's decision extractor: follows a meeting's procedure sentence by sentence (the agenda item the
// clerk read, public comment, a motion and its second, the vote and its tally) and returns what the body decided.
// Pure and deterministic; it reads the rebuilt sentences of sentence-segments.ts.
import type { TimedSentence } from "./sentence-segments";

export type DecisionOutcome = "passed" | "failed";

export type ExtractedDecision = {
  /** The agenda item as the clerk or chair named it ("Council Bill 119169: relating to ..."), or null. */
  item: string | null;
  /** What was moved, in the mover's words ("approve the staff recommendation"), or null when not heard. */
  motion: string | null;
  mover: string | null;
  seconder: string | null;
  outcome: DecisionOutcome;
  /** "7-1", "6 ayes, 2 excused", "unanimous", or null when the vote was by voice without a count. */
  tally: string | null;
  /** Agenda order, minutes, recess, adjournment, suspending the rules, continuing the meeting: never a lead. */
  procedural: boolean;
  /** The sentence that announced the outcome, word for word, and when it started. */
  quote: string;
  seconds: number;
  /** The sentence's position among the meeting's sentences. */
  order: number;
};

export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  oh: 0,
  none: 0,
  no: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
};
const COUNT = String.raw`(\d{1,2}|zero|none|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen)`;
const DIGIT_WORD = String.raw`(?:zero|oh|one|two|three|four|five|six|seven|eight|nine|\d+)`;

function countOf(word: string | undefined): number | null {
  if (!word) return null;
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

/** "zero six five three" -> "0653"; "119169" stays. */
function spokenDigits(text: string): string {
  return text
    .trim()
    .split(/[\s-]+/)
    .map((word) => (/^\d+$/.test(word) ? word : String(NUMBER_WORDS[word.toLowerCase()] ?? "")))
    .join("");
}

/**
 * Numbers of the items the clerk has read so far in a meeting, so a number said again later is read against them:
 * "three five three" is the docket read as "zero three five three".
 */
export type KnownItems = Map<string, string>;

/** Keeps an item read under its number, with the fullest title it was read with. */
export function rememberItem(known: KnownItems, announced: string): void {
  const number = announced.split(":")[0]?.match(/\d+/)?.[0];
  if (!number) return;
  const key = numberKey(number);
  if (announced.length > (known.get(key)?.length ?? 0)) known.set(key, announced);
}

/** "0353" and "353" are the same number as a chair says it. */
function numberKey(digits: string): string {
  return digits.replace(/^0+(?=\d)/, "");
}

/** The length most of the meeting's dockets have (Boston's are four digits), or null before any was read. */
function usualLength(known: KnownItems): number | null {
  const counts = new Map<number, number>();
  for (const label of known.values()) {
    if (!/^docket\b/i.test(label)) continue;
    const digits = label.match(/\d+/)?.[0];
    if (digits) counts.set(digits.length, (counts.get(digits.length) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * A number read as words, read carefully: "zero six nine to" may end in "two" and "three five for" in "four" (the
 * captions' homophones), so either reading is taken only when it is a number read before or has the length of the
 * meeting's numbers; a number longer than those ("zero six nine four eight") is garbled. Null when it cannot be read.
 */
export function readSpokenNumber(spoken: string, following: string, known: KnownItems): string | null {
  const digits = spokenDigits(spoken);
  if (!digits) return null;
  const homophone = following.match(/^\s+(to|too|for)\b/i)?.[1]?.toLowerCase();
  const completed = homophone ? `${digits}${homophone === "for" ? "4" : "2"}` : null;
  const knownForm = (candidate: string | null) =>
    candidate
      ? [...known.values()].find((label) => numberKey(label.match(/\d+/)?.[0] ?? "") === numberKey(candidate))
      : undefined;
  const knownLabel = knownForm(completed) ?? knownForm(digits);
  if (knownLabel) return knownLabel.match(/\d+/)?.[0] ?? null;
  const usual = usualLength(known);
  if (completed) {
    if (usual === null) return null;
    if (completed.length === usual) return completed;
    return digits.length === usual ? digits : null;
  }
  // Longer than the meeting's numbers is garbled; more than a dropped leading zero shorter is cut off ("five seven").
  // A number written in figures was not misheard word by word.
  if (/^\d+$/.test(spoken.trim())) return digits;
  if (usual !== null && (digits.length > usual || digits.length < usual - 1)) return null;
  return digits;
}

/** Caption mishearings of "docket" just before a docket number ("passage dorking zero six eight seven"). */
const MISHEARD_DOCKET =
  /\b(?:dorking|docketed|dukkha|dukan|duquan|dalkin|doug(?= number))\b(?=\s+(?:number\s+)?(?:zero|oh|\d))/gi;

/** Only before a number, where no other word fits, is a misheard "docket" put right. */
export function normaliseDocketWord(text: string): string {
  return text.replace(MISHEARD_DOCKET, "docket");
}

// ---- agenda items ----

const SPOKEN_DOCKET = new RegExp(
  String.raw`\bdocket (?:number |no\.? |numbers? )?((?:${DIGIT_WORD}[\s-]+){2,5}${DIGIT_WORD}|\d{3,6}(?:-\d+)?)`,
  "i",
);
const ITEM_PATTERNS: {
  pattern: RegExp;
  /** The item's label, or null when its number cannot be read with confidence. */
  label: (match: RegExpMatchArray, known: KnownItems) => string | null;
}[] = [
  {
    // Denver says "Council 1119" for Council Bill 1119.
    pattern: /\bcouncil (?:bill (?:number |no\.? )?(\d[\d,]*)|(\d{3,6})\b)/i,
    label: (match) => `Council Bill ${(match[1] ?? match[2])?.replace(/,/g, "")}`,
  },
  {
    pattern: SPOKEN_DOCKET,
    label: (match, known) => {
      const spoken = match[1] ?? "";
      if (/^\d{3,6}-\d+$/.test(spoken)) return `Docket ${spoken}`;
      const rest = (match.input ?? "").slice((match.index ?? 0) + match[0].length);
      const digits = readSpokenNumber(spoken, rest, known);
      return digits ? `Docket ${digits}` : null;
    },
  },
  {
    pattern:
      /\b(?:agenda )?item (?:number |no\.? )?(\d{1,3}(?:\.\d{1,2})?[a-z]?|[a-z]\b|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i,
    label: (match) => `Item ${/^\d/.test(match[1] ?? "") ? match[1] : (countOf(match[1]) ?? match[1])}`,
  },
  {
    pattern: /\b(resolution|ordinance|proclamation|council file|file) (?:number |no\.? )?(\d[\d,.-]{2,})/i,
    label: (match) => `${capitalise(match[1] ?? "")} ${match[2]?.replace(/[,.]$/, "")}`,
  },
];
/** "Report from Public Works. Recommendation to adopt ..." (Long Beach reads its items this way). */
const REPORT_ITEM = /\breport from (?:the )?([a-z][\w\s,&'-]{2,80}?)[.,]?\s+recommendation to\s+(.{5,200})$/i;
const ITEM_TITLE_CUE =
  /\b(?:relating to|related to|recommendation to|an ordinance|a resolution|a bill for|authoriz(?:ing|e)|approving|amending|adopting|confirming|appointment of|for the following|regarding|to consider|hearing to|order for)\b/i;

function capitalise(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

function clipWords(text: string, words: number): string {
  const pieces = text.split(/\s+/).filter(Boolean);
  return pieces.length <= words ? pieces.join(" ") : `${pieces.slice(0, words).join(" ")}…`;
}

/** "Public hearing to consider adoption of a resolution upholding ...": an item read by its title, with no number. */
const HEARING_ITEM = /^(?:a )?public hearing (?:to consider |on |for )?(.{10,300}?)[.]?$/i;

/** The item a sentence announces, with the words that describe it when the clerk read them. */
export function announcedItem(sentence: string, known: KnownItems = new Map()): string | null {
  const text = normaliseDocketWord(sentence);
  const report = text.match(REPORT_ITEM);
  if (report?.[2])
    return `Report from ${report[1]?.trim()}: recommendation to ${clipWords(report[2].replace(/[.]$/, ""), 24)}`;
  // "2.2, A resolution authorizing ...": the clerk reading the next entry of a calendar by its number alone.
  const entry = text.match(/^(\d{1,2}\.\d{1,2})[,:]?\s+(.{10,}?)[.]?$/);
  if (entry?.[2] && ITEM_TITLE_CUE.test(entry[2].slice(0, 40)))
    return `Item ${entry[1]}: ${clipWords(
      entry[2].replace(/^(?:a|an|the)\b/i, (word) => word.toLowerCase()),
      24,
    )}`;
  // "Recommendation to refer to the Election Oversight Committee ...": Long Beach reads an item by its recommendation.
  const recommendation = text.match(/^recommendation to\s+(.{10,})$/i)?.[1];
  if (recommendation && !/\b(?:i|you|we|our|my)\b/i.test(recommendation))
    return `Recommendation: ${clipWords(recommendation.replace(/[.]$/, ""), 24)}`;
  const hearing = text.match(HEARING_ITEM)?.[1];
  if (hearing && ITEM_TITLE_CUE.test(text) && !/\b(?:i|you|we|our|my)\b/i.test(hearing))
    return `Public hearing: ${clipWords(hearing.replace(/[,.]$/, ""), 24)}`;
  for (const { pattern, label } of ITEM_PATTERNS) {
    const match = text.match(pattern);
    if (!match || match.index === undefined) continue;
    // "we voted on item 5 last week" is not the clerk reading item 5; an item is read near a sentence's start.
    if (match.index > 80 && !/\b(?:read|next|brings us to|now on|on to|moving to)\b/i.test(text)) continue;
    const rest = text.slice(match.index + match[0].length);
    const cue = rest.search(ITEM_TITLE_CUE);
    // "Item 1: Pelican Street protected bike lane project." names its subject right after the label.
    const named = rest.match(/^\s*(?:[:-]|,\s*(?=the\b|a\b|an\b))\s*([^.?!]{6,200})/)?.[1];
    const title = (named ?? (cue >= 0 && cue < 80 ? rest.slice(cue) : ""))
      .replace(/^[\s,.:;-]+/, "")
      .replace(/[.]$/, "");
    const name = label(match, known);
    // A number that cannot be read is left out rather than guessed, and the sentence announces nothing.
    if (!name) return null;
    return title ? `${name}: ${clipWords(title, 24)}` : name;
  }
  return null;
}

/** "confirmation of three five three", "passage docket zero six eight seven": the number a motion itself names. */
const MOTION_NUMBER = new RegExp(
  String.raw`\b(?:docket|confirmation of|passage of|adoption of)\s+(?:docket\s+)?(?:number\s+|no\.?\s+)?((?:${DIGIT_WORD}[\s-]+){1,5}${DIGIT_WORD}|\d{2,6})\b`,
  "i",
);

/**
 * The item a motion is about when it names a number: the current item when it is that one, else the item read
 * under that number, else the number as said; null when the number names another item but cannot be read. A label
 * never sticks to a vote on a different item. Undefined when the motion names no number.
 */
export function motionItem(
  text: string,
  current: string | null,
  known: KnownItems,
): string | null | undefined {
  const match = normaliseDocketWord(text).match(MOTION_NUMBER);
  if (!match?.[1]) return undefined;
  const rest = (match.input ?? "").slice((match.index ?? 0) + match[0].length);
  const said = spokenDigits(match[1]);
  const currentNumber = current?.split(":")[0]?.match(/\d+/)?.[0] ?? null;
  const digits = /^\d+$/.test(match[1]) ? match[1] : readSpokenNumber(match[1], rest, known);
  if (!digits) return currentNumber && said && currentNumber.includes(said) ? current : null;
  if (currentNumber && numberKey(currentNumber) === numberKey(digits)) return current;
  const read = [...known.values()].find(
    (label) => numberKey(label.split(":")[0]?.match(/\d+/)?.[0] ?? "") === numberKey(digits),
  );
  if (read) return read;
  const kind =
    current
      ?.split(":")[0]
      ?.replace(/\s*\d.*$/, "")
      .trim() || "Docket";
  return `${kind} ${digits}`;
}

// ---- public comment ----

const PUBLIC_COMMENT_OPENS =
  /\b(?:open(?:ing)? (?:the )?(?:public (?:comment|hearing|testimony))|public (?:comment|testimony) (?:period|portion|section)|(?:first|next) speaker|speakers? (?:who )?(?:signed up|cards?)|we have \w+ (?:speakers|people signed up)|each speaker (?:has|will have)|you have (?:two|three|one|\d) minutes|move (?:on )?to public comment|moving on now to public comment|now (?:take|hear) public (?:comment|testimony)|(?:start|begin|for|take) public comment|(?:up to|have) (?:two|three|one|\d) minutes|(?:we are )?(?:now )?at open forum)\b/i;
const PUBLIC_COMMENT_CLOSES =
  /\b(?:clos(?:e|es|ed|ing) (?:the )?public (?:comment|hearing|testimony)|public (?:comment|hearing|testimony) is (?:now )?closed|(?:concludes|ends|that's all for|completes) (?:the )?(?:public (?:comment|testimony)|our speakers)|(?:no|seeing no) (?:further|more|other) (?:speakers|public comment|comments from the public)|back (?:up )?to (?:the )?(?:council|dais|committee|board)|members? of the (?:council|committee|board),? (?:any|questions|comments)|end of (?:the )?public comment|(?:that|this) (?:was|is) (?:the|our) last speaker)\b/i;
/** Said by a member of the public about themselves. */
const RESIDENT_VOICE =
  /\b(?:my name is|i(?:'ve| have)? lived (?:in|here)|i live (?:in|on|at)|i am a resident|i'm a resident|i'm here (?:on behalf|representing|to speak)|i(?:'m| am) (?:a |the )?(?:homeowner|property owner|neighbor|business owner))\b/i;

// ---- motions ----

const MOTION_ACTIONS =
  "(?:approv|adopt|accept|pass|deny|denial|continu|refer|table|amend|substitut|confirm|reconsider|suspend|suspension|recess|adjourn|direct|authoriz|clos|waiv|extend|introduc|place|receiv|uphold|grant|appoint|reappoint|forward|send|return|file|move the|ratif|certif|award|reject|declar|lay)";
const MOTION_PATTERNS = [
  new RegExp(
    String.raw`\b(?:i(?:'d| would)? like to |i(?:'ll| will)? |i want to |i'm going to |let me )?(?:make a |offer a )?(?:motion|move)(?: that| to| for)?\s+(?:we\s+|the \w+\s+)?(?:(?:to|that)\s+)?(${MOTION_ACTIONS}\w*.*)$`,
    "i",
  ),
  new RegExp(String.raw`\bmove (?:the )?(${MOTION_ACTIONS}\w*.*)$`, "i"),
  new RegExp(String.raw`\b(?:moves?|moved) (?:for |to )?(?:the )?(${MOTION_ACTIONS}\w*.*)$`, "i"),
  /\bseeks? (?:the )?(suspension of the rules.*|acceptance of .*|adoption of .*|passage of .*|confirmation of .*)$/i,
  /\b(?:i )?move (?:(?:the )?(?:council |committee )?(?:bill|resolution|item|ordinance|proclamation|recommendation|report|staff recommendation|consent (?:agenda|calendar))\b.*)$/i,
];
const SO_MOVED = /^(?:so moved|i(?:'ll)? move (?:it|approval)[.!]?$|move approval|i so move)/i;
/** "We now move to reports", "move on to", "moving on": the chair moving through the agenda, not a motion. */
const NOT_A_MOTION =
  /\b(?:now move|we(?:'ll| will)? move (?:on|to|into|forward|ahead)|move(?:d|s)? on\b|moving (?:on|to|forward)|move forward|move ahead|moves? (?:us|into))\b/i;
const PROCEDURAL_MOTION =
  /\b(?:minutes|agenda|recess|adjourn|continue (?:the |our |this )?meeting|past (?:10|11|12|ten|eleven|twelve|midnight)|extend (?:the )?(?:meeting|time)|suspend(?:ing|sion of)? (?:the )?(?:council )?rules?(?! and (?:the )?(?:passage|adoption))|late file|reconsider|take a (?:short )?break|order of the day|excuse|close (?:the )?public (?:hearing|comment)|call the question|table the discussion|additions? to the (?:consent )?agenda)\b/i;
const MEMBER_TITLE =
  "(?:council ?(?:member|man|woman|or|lor)|councilmember|councilwoman|councilman|councilor|commissioner|vice mayor|vice chair|mayor|chair(?:man|woman|person)?|president|supervisor|trustee|alderman|alder|member|director)";
const MOVER_PATTERNS = [
  new RegExp(String.raw`\bmo(?:tion|ved) (?:made )?by ${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})`, "i"),
  new RegExp(
    String.raw`\b${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})(?:,)? (?:moves|moved|made (?:a|the) motion)`,
    "i",
  ),
  /\b([a-z][a-z'’-]{2,}) moves\b/i,
];
const SECONDER_PATTERNS = [
  new RegExp(String.raw`\bseconded by ${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})`, "i"),
  new RegExp(String.raw`\b(?:and )?(?:a )?second (?:by|from) ${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})`, "i"),
  new RegExp(String.raw`\b${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})(?:,)? seconds?\b`, "i"),
];
const NOT_A_NAME = new Set(
  "the for and who will has had have is was you your our their this that there here present absent please now chair clerk floor second motion".split(
    " ",
  ),
);

// ---- outcomes ----

const PASSED = [
  /\b(?:the )?ayes have it\b/i,
  /\b(?:the )?i'?s have it\b/i,
  /\bmotion (?:carries|carried|passes|passed|is carried|is approved|is adopted|carry)\b/i,
  /\b(?:the|this|that|docket|dr\.?) (?:docket|item|bill|resolution|ordinance|proclamation|appointments?|reappointments?|consent (?:agenda|calendar)|report|recommendation|amendments?|matter|measure|order|petition|minutes)(?: (?:number )?[\w.-]+){0,4} (?:is|are|has been|have been|stands?|has) (?:hereby )?(?:passed|adopted|approved|confirmed|carried|accepted|granted|upheld)\b/i,
  /^(?:(?:and|so|okay|thank you)[,.]? )?(?:docket|council bill|bill|item|resolution) (?:number )?[\w. -]{1,30} (?:has|is) (?:passed|adopted|approved)\b/i,
  /\b(?:bill|resolution|ordinance|proclamation|item|amendment|motion),?(?: (?:number )?[\w.-]+){0,3} (?:passes|carries|is adopted|is approved)\b/i,
  /\b(?:passe[sd]|carrie[sd]|approved|adopted|carry) unanimously\b/i,
  /\bpassed (?:this|that|it) unanimously\b/i,
  /\b(?:motion|item|it|that|which|resolution|bill) (?:was |is )?unanimously (?:approved|adopted|passed|carried)\b/i,
  /\bhas received (?:a )?unanimous vote\b/i,
  /\b\d{2,6} has passed\b/i,
  // A roll call's count with nobody against is the result, whatever the chair says next.
  /\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen) (?:in favor|ayes) (?:and unopposed|(?:and |, )?(?:none|zero|no one) opposed)\b/i,
];
const FAILED = [
  /\bmotion (?:fails|failed|does not (?:pass|carry)|is defeated|is lost)\b/i,
  /\b(?:the )?(?:nays|noes|no's) have it\b/i,
  /\b(?:bill|resolution|ordinance|item|amendment)(?: [\w.-]+){0,3} (?:fails|failed|is defeated|does not pass)\b/i,
];
/** A vote that only puts something on the agenda or the record is procedure, whatever it says. */
const PROCEDURAL_OUTCOME =
  /\b(?:minutes|agenda (?:is|has been|as)|late file|adjourn|recess|suspension of the rules(?! (?:and )?(?:the )?(?:of )?(?:passage|positive|adoption)))\b(?!.*\b(?:docket\w*|bill|resolution|ordinance)\b)/i;
const TALLY_PATTERNS: { pattern: RegExp; tally: (match: RegExpMatchArray) => string | null }[] = [
  {
    pattern: new RegExp(
      String.raw`\b${COUNT} (?:in favor|ayes?|yes|yeas|i's|eyes)[,.]?\s*(?:and\s+)?${COUNT} (opposed|nays?|noes|no|against|excused|absent|abstain(?:ing|ed|ions?)?)`,
      "i",
    ),
    tally: (match) => {
      const yes = countOf(match[1]);
      const no = countOf(match[2]);
      if (yes === null || no === null) return null;
      const kind = (match[3] ?? "").toLowerCase();
      if (/excused|absent|abstain/.test(kind))
        return `${yes} ayes, ${no} ${kind.replace(/^abstain.*/, "abstaining")}`;
      return `${yes}-${no}`;
    },
  },
  {
    pattern: new RegExp(
      String.raw`\b${COUNT} (?:in favor|ayes?|yes|i's|eyes)(?:[,.]?\s*(?:and\s+)?(?:none|no one|zero|0) opposed| and unopposed)`,
      "i",
    ),
    tally: (match) => (countOf(match[1]) !== null ? `${countOf(match[1])}-0` : null),
  },
  {
    pattern: /\bvote (?:of|is|was) (\d{1,2}|[a-z]+)(?: to |-)(\d{1,2}|[a-z]+)\b/i,
    tally: (match) =>
      countOf(match[1]) !== null && countOf(match[2]) !== null
        ? `${countOf(match[1])}-${countOf(match[2])}`
        : null,
  },
  {
    pattern:
      /\b(?:carries|passes|carried|passed|adopted|approved)[,]? (\d{1,2}|[a-z]+)(?: to |-| )(\d{1,2}|zero|none|nothing|[a-z]+)\b/i,
    tally: (match) =>
      countOf(match[1]) !== null &&
      countOf(match[2]) !== null &&
      (countOf(match[1]) ?? 0) > (countOf(match[2]) ?? 0)
        ? `${countOf(match[1])}-${countOf(match[2])}`
        : null,
  },
  { pattern: /\bunanimous(?:ly)?\b/i, tally: () => "unanimous" },
];

function findTally(text: string): string | null {
  for (const { pattern, tally } of TALLY_PATTERNS) {
    const match = text.match(pattern);
    if (match) {
      const value = tally(match);
      if (value) return value;
    }
  }
  return null;
}

/** An outcome is announced in a short clause; a long one saying "were adopted" tells the past. */
const MAX_OUTCOME_CLAUSE_WORDS = 40;

function outcomeOf(text: string): DecisionOutcome | null {
  if (text.split(/\s+/).length > MAX_OUTCOME_CLAUSE_WORDS) return null;
  if (
    /\b(?:were|was|had been|they have|would|will|if|when|should|could|recommends?|recommended)\b[^.]*\b(?:adopted|approved|passed|carried|passes|carries)\b/i.test(
      text,
    ) &&
    !/\b(?:ayes have it|motion carries)\b/i.test(text)
  )
    return null;
  if (FAILED.some((pattern) => pattern.test(text))) return "failed";
  if (PASSED.some((pattern) => pattern.test(text))) return "passed";
  return null;
}

function motionOf(sentence: string): string | null {
  const text = normaliseDocketWord(sentence);
  if (NOT_A_MOTION.test(text) && !/\b(?:i move|motion to|so moved)\b/i.test(text)) return null;
  if (SO_MOVED.test(text)) return text.replace(/[.!]$/, "");
  for (const pattern of MOTION_PATTERNS) {
    const action = text
      .match(pattern)?.[1]
      ?.replace(/[.!?]$/, "")
      .trim();
    if (action && action.split(/\s+/).length >= 2) return clipWords(action, 30);
  }
  return null;
}

function nameFrom(text: string, patterns: readonly RegExp[]): string | null {
  for (const pattern of patterns) {
    const name = text.match(pattern)?.[1];
    if (name && !NOT_A_NAME.has(name.toLowerCase())) return titleCaseName(name);
  }
  return null;
}

export function titleCaseName(name: string): string {
  return name
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^\p{L}/u, (first) => first.toUpperCase()))
    .join(" ");
}

type OpenMotion = {
  motion: string;
  mover: string | null;
  seconder: string | null;
  procedural: boolean;
  order: number;
  item: string | null;
};

/** The chair calling a vote or the next item: whoever spoke before, the body is acting now. */
const VOTE_CALL =
  /\b(?:cast (?:a|your|their) votes?|(?:all|those) (?:those )?in favor|roll call|please vote|call the roll|next item|take a vote)\b/i;
/** How many sentences a resident's introduction colours as theirs. */
const RESIDENT_REACH = 40;
/** How far after a motion its vote may come (sentences): debate can be long, but not a whole meeting. */
const MOTION_REACH = 120;
/** A tally read out may follow the outcome or come just before it (a roll call's count, then "motion carries"). */
const TALLY_REACH = 4;

/** Which sentences fall in a public comment section or a resident's turn. */
export function publicCommentFlags(sentences: readonly TimedSentence[]): boolean[] {
  const flags: boolean[] = [];
  let open = false;
  // A resident's own words run from their introduction to the end of their turn (at most RESIDENT_REACH sentences).
  let residentTurn = Number.NaN;
  let residentUntil = -1;
  sentences.forEach((sentence, index) => {
    if (RESIDENT_VOICE.test(sentence.text)) {
      residentTurn = sentence.turn;
      residentUntil = index + RESIDENT_REACH;
    }
    if (
      sentence.turn !== residentTurn ||
      PUBLIC_COMMENT_CLOSES.test(sentence.text) ||
      VOTE_CALL.test(sentence.text)
    )
      residentUntil = -1;
    if (PUBLIC_COMMENT_OPENS.test(sentence.text)) open = true;
    const resident = index <= residentUntil;
    if (
      open &&
      !resident &&
      (PUBLIC_COMMENT_CLOSES.test(sentence.text) ||
        VOTE_CALL.test(sentence.text) ||
        motionOf(sentence.text) ||
        outcomeOf(sentence.text))
    )
      open = false;
    flags.push(open || resident);
  });
  return flags;
}

/** After an outcome, or before the clerk is asked to read the next docket: where run-on captions hold two steps. */
const CLAUSE_BREAK =
  /(?<=\b(?:ayes have it|i's have it|passed|adopted|confirmed|carries|carried|approved)\b[.,]?)\s+(?!\d|unanimous|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen)\b|to \w+\b|with\b|by\b)(?=\S)|\s+(?=(?:mr\.?|madam|madame) (?:clerk|clark|quirk|carr|secretary)\b|(?:please )?read (?:docket|item)|docket (?:number )?(?:zero|oh)\b)/i;

/**
 * Captions without punctuation run a vote, its result and the next item into one "sentence"; those are cut into
 * clauses, each timed by where it sits in the sentence. A punctuated sentence is one clause.
 */
export function clausesOf(sentences: readonly TimedSentence[]): TimedSentence[] {
  return sentences.flatMap((sentence) => {
    const pieces = sentence.text.split(CLAUSE_BREAK).filter((piece) => piece?.trim());
    if (pieces.length <= 1) return [sentence];
    const length = Math.max(1, sentence.text.length);
    const span = Math.max(0, sentence.endSeconds - sentence.startSeconds);
    let at = 0;
    return pieces.map((piece) => {
      const start = sentence.text.indexOf(piece, at);
      at = start + piece.length;
      return {
        ...sentence,
        text: piece.trim(),
        startSeconds: sentence.startSeconds + (span * Math.max(0, start)) / length,
      };
    });
  });
}

/** A motion's own item when it names one (null when that one cannot be read), else the item under discussion. */
function namedOrCurrent(named: string | null | undefined, current: string | null): string | null {
  return named === undefined ? current : named;
}

/** The decisions of a meeting, in the order they were taken. */
export function extractDecisions(meetingSentences: readonly TimedSentence[]): ExtractedDecision[] {
  const sentences = clausesOf(meetingSentences);
  const publicComment = publicCommentFlags(sentences);
  const decisions: ExtractedDecision[] = [];
  const open: OpenMotion[] = [];
  let item: string | null = null;
  let lastMover: string | null = null;
  let itemOrder = 0;
  const known: KnownItems = new Map();
  sentences.forEach((sentence, order) => {
    const text = sentence.text;
    const announced = announcedItem(text, known);
    if (announced && !publicComment[order]) {
      rememberItem(known, announced);
      const sameItem = item?.split(":")[0] === announced.split(":")[0];
      if (!sameItem) {
        // A new item closes motions left without a vote on the one before.
        open.length = 0;
        item = announced;
        itemOrder = order;
      } else if (announced.length > (item?.length ?? 0)) item = announced;
    }
    if (publicComment[order]) return;
    const recognised = text.match(
      new RegExp(
        String.raw`\b(?:recogni[sz]es?|call on|go to|turn (?:it )?over to)\s+${MEMBER_TITLE}\s+([a-z][a-z'’-]{2,})`,
        "i",
      ),
    )?.[1];
    if (recognised && !NOT_A_NAME.has(recognised.toLowerCase())) lastMover = titleCaseName(recognised);

    const outcome = outcomeOf(text);
    const motion = outcome ? null : motionOf(text);
    if (motion) {
      const procedural = PROCEDURAL_MOTION.test(motion);
      const consent = motion.match(/\bconsent (?:agenda|calendar)\b/i)?.[0];
      open.push({
        motion,
        mover: nameFrom(text, MOVER_PATTERNS) ?? (/\bi\b/i.test(text) ? lastMover : null),
        seconder: nameFrom(text, SECONDER_PATTERNS),
        procedural,
        order,
        item: consent
          ? capitalise(consent.toLowerCase())
          : namedOrCurrent(motionItem(text, item, known), item),
      });
    } else {
      const latest = open.at(-1);
      const seconder = nameFrom(text, SECONDER_PATTERNS);
      if (latest && seconder && !latest.seconder) latest.seconder = seconder;
    }
    if (!outcome) return;
    // The count is read just before or just after the result, never across the reading of another item.
    const after = sentences[order + 1];
    const nearby = sentences
      .slice(Math.max(0, order - TALLY_REACH, itemOrder), order + 1)
      .concat(after && !announcedItem(after.text) ? [after] : [])
      .map((other) => other.text);
    // "Six in favor. One opposed." may be two sentences: the window is read as one text.
    const tally = findTally(text) ?? findTally(nearby.join(" ")) ?? null;
    // The vote belongs to the latest open motion within reach; a vote naming the item ("the docket is passed")
    // never goes to a procedural motion such as continuing the meeting.
    const namesItem =
      /\b(?:docket|bill|resolution|ordinance|appointment|item|recommendation|report|proclamation|amendment)\b/i.test(
        text,
      );
    const reachable = open.filter((candidate) => order - candidate.order <= MOTION_REACH);
    const matched =
      [...reachable].reverse().find((candidate) => !(namesItem && candidate.procedural)) ?? null;
    if (matched) open.splice(open.indexOf(matched), 1);
    const procedural = matched
      ? matched.procedural
      : PROCEDURAL_OUTCOME.test(text) || /\bminutes\b/i.test(text);
    decisions.push({
      item: matched ? matched.item : item,
      motion: matched?.motion ?? null,
      mover: matched?.mover ?? null,
      seconder: matched?.seconder ?? null,
      outcome,
      tally,
      procedural: procedural || (!matched && PROCEDURAL_OUTCOME.test(text)),
      quote: text,
      seconds: sentence.startSeconds,
      order,
    });
    // One announcement, one decision: "The ayes have it. The docket is passed." is a single vote.
    const previous = decisions.at(-2);
    const current = decisions.at(-1);
    const sameVote =
      previous &&
      current &&
      previous.outcome === current.outcome &&
      (current.order - previous.order <= 1 ||
        (current.order - previous.order <= 3 &&
          !/\b(?:in favor|all those|cast (?:your|their) votes?)\b/i.test(current.quote) &&
          // A new call to vote or a new item between the two announcements makes them two votes.
          !sentences
            .slice(previous.order + 1, current.order + 1)
            .some((between) => VOTE_CALL.test(between.text) || announcedItem(between.text) !== null)));
    if (previous && current && sameVote) {
      const evidence = current.quote.length >= previous.quote.length ? current : previous;
      decisions.splice(-2, 2, {
        ...previous,
        ...current,
        // The item of the motion voted on, when there was one: "The appointment has been confirmed" names none.
        item: previous.motion
          ? previous.item
          : current.motion
            ? current.item
            : (current.item ?? previous.item),
        motion: previous.motion ?? current.motion,
        mover: previous.mover ?? current.mover,
        seconder: previous.seconder ?? current.seconder,
        tally: previous.tally ?? current.tally,
        procedural: previous.procedural && current.procedural,
        quote: evidence.quote,
        seconds: evidence.seconds,
        order: current.order,
      });
    }
  });
  return decisions;
}
