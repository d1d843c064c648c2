// Individual votes of a roll call (issue #19): between the chair asking for the roll and the result, each member's
// name is followed by their answer. Captions mishear "aye" as "I", "hi", "high" or "eye"; those are read as yes.
// Pure: it reads the rebuilt sentences and the sentence that announced a decision.
import { titleCaseName } from "./decisions";
import type { TimedSentence } from "./sentence-segments";

export type VoteValue = "yes" | "no" | "abstain" | "absent";

export type ExtractedVote = {
  /** The member as the clerk called them ("Herbold", "District 3"). */
  member: string;
  vote: VoteValue;
  /** The name and answer as said ("Herbold, i"). */
  quote: string;
};

const ROLL_CALL_CUE =
  /\b(?:call the (?:roll|role)|roll call|roll cover|calling the roll|call of the roll)\b/i;
/** How many sentences before a result its roll call may start. */
const ROLL_CALL_REACH = 30;

const ANSWERS: Record<string, VoteValue> = {
  yes: "yes",
  yeah: "yes",
  aye: "yes",
  ay: "yes",
  i: "yes",
  hi: "yes",
  high: "yes",
  eye: "yes",
  no: "no",
  nay: "no",
  nope: "no",
  abstain: "abstain",
  abstains: "abstain",
  abstaining: "abstain",
  absent: "absent",
  excused: "absent",
};
const TITLE = String.raw`(?:council ?member|councilor|councillor|councilman|councilwoman|council president|vice president|president pro tem|president|mr\.? president|madam president|vice chair|chair|mayor|commissioner|supervisor|alder|trustee)`;
const NUMBER_WORDS = [
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
];
const NAME = String.raw`(?:${TITLE}\s+)?(?:district (?:\d{1,2}|${NUMBER_WORDS.join("|")})|[a-z][a-z'’-]{2,}(?:\s+[a-z][a-z'’-]{2,})?)`;
const VOTE_PAIR = new RegExp(
  String.raw`(?:^|[.,?!]\s+|\s)(${NAME})[.,?!]?\s+(yes|yeah|aye|ay|i|hi|high|eye|no|nay|nope|abstains?|abstaining|absent|excused)(?=[.,?!]|\s|$)`,
  "gi",
);
/** Words a caption puts before an answer that are no member's name. */
const NOT_MEMBERS = new Set(
  (
    "the and but that this said says thank thanks you your please vote votes voted voting call roll role clerk " +
    "madam mister secretary motion item bill second seconded passes carries favor opposed in of on to is are was " +
    "were be been has have had will would all okay right well good great so just very also then now here there " +
    "one two three four five six seven eight nine ten it its it's we they he she i me my what who how"
  ).split(" "),
);

function memberName(raw: string): string | null {
  const words = raw.trim().replace(/\s+/g, " ");
  const district = words.match(/district (\d{1,2}|\w+)$/i);
  if (district?.[1]) {
    const index = NUMBER_WORDS.indexOf(district[1].toLowerCase());
    return `District ${index >= 0 ? index + 1 : district[1]}`;
  }
  const name = words.replace(new RegExp(`^${TITLE}\\s+`, "i"), "");
  const parts = name.split(" ").filter((part) => !NOT_MEMBERS.has(part.toLowerCase()));
  if (parts.length === 0) return null;
  // "Johnson Whereas macheda": the last word is the name the answer follows.
  return titleCaseName(parts.at(-1) ?? "");
}

/**
 * The votes of the roll call that ended in the sentence at `resultIndex`, or none when no roll was called in the
 * sentences before it. A member answering twice (the clerk repeating a name) counts once, with the last answer.
 */
export function rollCallVotes(sentences: readonly TimedSentence[], resultIndex: number): ExtractedVote[] {
  let start = -1;
  for (let index = resultIndex; index >= Math.max(0, resultIndex - ROLL_CALL_REACH); index--) {
    if (ROLL_CALL_CUE.test(sentences[index]?.text ?? "")) {
      start = index;
      break;
    }
  }
  if (start < 0) return [];
  const votes = new Map<string, ExtractedVote>();
  // Captions cut a roll call into sentences anywhere ("Councilmember Peterson." "I. Councilmember Sawant."): the
  // roll is read as one text from just after the cue to the end of the result.
  const first = sentences[start]?.text ?? "";
  const text = [first.slice(first.search(ROLL_CALL_CUE)).replace(ROLL_CALL_CUE, " ")]
    .concat(sentences.slice(start + 1, resultIndex + 1).map((sentence) => sentence.text))
    .join(" ");
  for (const match of text.matchAll(VOTE_PAIR)) {
    const [, who, answer] = match;
    if (!who || !answer) continue;
    const member = memberName(who);
    const vote = ANSWERS[answer.toLowerCase()];
    if (!member || !vote) continue;
    votes.set(member.toLowerCase(), { member, vote, quote: match[0].replace(/^[.,?!\s]+/, "").trim() });
  }
  return [...votes.values()];
}
