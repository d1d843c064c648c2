// The people of a meeting, read from how meetings name them: roll calls, "Councilmember X", "Chair X", "my name is
// X". Case-insensitive, because caption text comes in capitals or in lower case. Also says who holds each speaker
// turn when the transcript names them (the chair recognising a member, a speaker introducing themselves).
import { titleCaseName } from "./decisions";
import type { TimedSentence } from "./sentence-segments";

export type MeetingPerson = {
  name: string;
  role: string;
  mentions: number;
  publicSpeaker: boolean;
  /** Named in a roll call or introduced themselves: not a one-off mishearing. */
  certain: boolean;
};

const TITLES: { pattern: string; role: string }[] = [
  { pattern: "vice[ -]chair(?:man|woman|person)?", role: "Vice Chair" },
  { pattern: "vice mayor", role: "Vice Mayor" },
  { pattern: "council ?president|president", role: "Council President" },
  {
    pattern:
      "council ?member|councilmember|councilwoman|councilman|councilor|councillor|council woman|council man",
    role: "Councilmember",
  },
  { pattern: "chair(?:man|woman|person)?", role: "Chair" },
  { pattern: "mayor", role: "Mayor" },
  { pattern: "commissioner", role: "Commissioner" },
  { pattern: "supervisor", role: "Supervisor" },
  { pattern: "trustee", role: "Trustee" },
  { pattern: "alder(?:man|woman|person)?", role: "Alder" },
];
const TITLED_NAME = new RegExp(
  String.raw`\b(${TITLES.map((title) => title.pattern).join("|")})\s+(?:(?:pro tem|elect)\s+)?([a-z][a-z'’-]{2,})\b`,
  "gi",
);
/** Words that follow a title but are no one's name ("the chair recognizes", "council member for district 5"). */
const NOT_NAMES = new Set(
  (
    "the for and who will has had have is was you your our their this that there here present absent please now " +
    "chair clerk floor second motion members member of to from with on in at as all any are be been can did does " +
    "would could should may might must said says say thank thanks yes aye nay no not okay also again just so " +
    "recognizes recognize moves moved seconds voted votes vote pro tem elect office district city county council " +
    "committee board commission mayor president staff colleagues colleague everyone madam mister sir ma'am " +
    "whole very good great first next last one two three four five six seven eight nine ten lady gentleman " +
    "about after before but if when what which how why where then than too it its it's we they them he she his her " +
    "councilor councilors seek seeks ducking emily allows authors don't indicated"
  ).split(" "),
);
const INTRODUCTION = /\bmy name is ([a-z][a-z'’-]+(?: [a-z][a-z'’-]+)?)/i;
const RECOGNITION = new RegExp(
  String.raw`(?:recogni[sz]es?|call on|go to|turn (?:it )?over to|floor to|welcome|thank you,?)\s+(${TITLES.map((title) => title.pattern).join("|")})\s+([a-z][a-z'’-]{2,})[.,!]?\s*(?:you have the floor|go ahead|please)?[.!]?$`,
  "i",
);
const ROLL_CALL = /\b(?:call the roll|roll call|calling the roll|clerk,? (?:please )?call)\b/i;
const ROLL_ANSWER = /^(?:present|here|aye|yes|i|hi)[.!]?$/i;
/** How many sentences after "call the roll" a roll call runs. */
const ROLL_CALL_REACH = 60;

function roleOf(title: string): string {
  for (const { pattern, role } of TITLES) if (new RegExp(`^(?:${pattern})$`, "i").test(title)) return role;
  return "Councilmember";
}

function isName(word: string): boolean {
  return !NOT_NAMES.has(word.toLowerCase()) && !/\d/.test(word);
}

/** Everyone named with a title or in a roll call, and everyone who introduced themselves at the lectern. */
export function findPeople(sentences: readonly TimedSentence[]): MeetingPerson[] {
  const people = new Map<string, MeetingPerson>();
  const add = (rawName: string, role: string, publicSpeaker = false, certain = false) => {
    const name = titleCaseName(rawName.replace(/['’]s$/i, ""));
    const key = name.toLowerCase();
    const known = people.get(key);
    if (known) {
      known.mentions++;
      known.certain ||= certain;
      if (known.role === "Councilmember" && role !== "Councilmember" && !publicSpeaker) known.role = role;
      return;
    }
    people.set(key, { name, role, mentions: 1, publicSpeaker, certain });
  };
  let rollCallUntil = -1;
  sentences.forEach((sentence, index) => {
    for (const match of sentence.text.matchAll(TITLED_NAME)) {
      const [, title, name] = match;
      if (title && name && isName(name)) add(name, roleOf(title));
    }
    const introduced = sentence.text.match(INTRODUCTION)?.[1];
    if (introduced?.split(" ").every(isName)) add(introduced, "Member of the public", true, true);
    if (ROLL_CALL.test(sentence.text)) rollCallUntil = index + ROLL_CALL_REACH;
    if (index <= rollCallUntil) {
      // "Wonsley." answered by "Present.", or "Rainville is absent."
      const bare = sentence.text.match(/^([a-z][a-z'’-]{2,})(?: is absent)?[.,]?$/i)?.[1];
      const answered = ROLL_ANSWER.test(sentences[index + 1]?.text ?? "") || /is absent/i.test(sentence.text);
      if (bare && answered && isName(bare) && !ROLL_ANSWER.test(sentence.text))
        add(bare, "Councilmember", false, true);
    }
  });
  // A titled name seen once in a long meeting is often a mishearing; a roll-call name or an introduction is not.
  return [...people.values()]
    .filter((person) => person.certain || person.mentions >= 2)
    .sort((a, b) => b.mentions - a.mentions || a.name.localeCompare(b.name));
}

/**
 * The speaker of each turn when the transcript names them: a speaker label, "my name is X" at the turn's start, or
 * the chair handing the floor to a member at the end of the turn before.
 */
export function turnSpeakers(sentences: readonly TimedSentence[]): Map<number, string> {
  const speakers = new Map<number, string>();
  let previousTurnLast: TimedSentence | null = null;
  let currentTurn = Number.NaN;
  let turnFirst: TimedSentence | null = null;
  for (const sentence of sentences) {
    if (sentence.turn !== currentTurn) {
      currentTurn = sentence.turn;
      turnFirst = sentence;
      if (sentence.speaker) speakers.set(sentence.turn, sentence.speaker);
      else {
        const handed = previousTurnLast?.text.match(RECOGNITION);
        if (handed?.[1] && handed[2] && isName(handed[2]))
          speakers.set(sentence.turn, `${roleOf(handed[1])} ${titleCaseName(handed[2])}`);
      }
    }
    // Only a turn that opens with "my name is" is that person's: a name said later may be anyone's.
    if (turnFirst === sentence) {
      const introduced = sentence.text.match(INTRODUCTION)?.[1];
      if (introduced?.split(" ").every(isName) && !speakers.has(sentence.turn))
        speakers.set(sentence.turn, titleCaseName(introduced));
    }
    previousTurnLast = sentence;
  }
  return speakers;
}
