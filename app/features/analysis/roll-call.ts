// Individual votes of a roll call (issue #19): between the chair asking for the roll and the result, each member's
// name is followed by their answer. Captions mishear "aye" as "I", "hi", "high" or "eye"; those are read as yes.
// Pure: it reads the rebuilt sentences and the sentence that announced a decision.
import { NUMBER_WORDS, titleCaseName } from "./decisions";
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
/** A roll called to see who is present is no vote ("call the roll to ascertain the presence of a quorum"). */
const ATTENDANCE_ROLL = /\b(?:quorum|attendance|presence|present)\b/i;
/** "Moved by Councilmember Gallo": "by" after these is the mover's introduction, not an answer. */
const INTRODUCES_A_NAME = new Set([
  "moved",
  "seconded",
  "made",
  "introduced",
  "sponsored",
  "presented",
  "brought",
]);
/** How many sentences before a result its roll call may start. */
const ROLL_CALL_REACH = 30;

const ANSWERS: Record<string, VoteValue> = {
  yes: "yes",
  yeah: "yes",
  aye: "yes",
  ay: "yes",
  i: "yes",
  ii: "yes",
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
/**
 * Answers captions make of "aye" and "no" that are also everyday words ("District four. By.", "Lopez. All right.",
 * "Petersen. Oh.", "District one. I'm District two"): an answer only when nothing follows it in its sentence but the
 * next member's title or district.
 */
const WEAK_ANSWERS: Record<string, VoteValue> = {
  by: "yes",
  a: "yes",
  "i'm": "yes",
  right: "yes",
  "all right": "yes",
  alright: "yes",
  oh: "no",
};
const TITLE = String.raw`(?:council ?member|councilor|councillor|councilman|councilwoman|council president|vice president|president pro tem|president|mr\.? president|madam president|vice chair|chair|mayor|commissioner|supervisor|alder|trustee)`;
/** A district's number as captions write it: digits, a number word, or a word that sounds like one ("district to"). */
const DISTRICT_NUMBERS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, value]) => value > 0)),
  won: 1,
  to: 2,
  too: 2,
  for: 4,
  ate: 8,
};
const NAME = String.raw`(?:${TITLE}\s+)?(?:district (?:\d{1,2}|${Object.keys(DISTRICT_NUMBERS).join("|")})|[a-z][a-z'’-]{2,}(?:\s+[a-z][a-z'’-]{2,})?)`;
/** Words a clerk or caption puts between a name and its answer: "Jason. He's yes.", "A resounding aye", "Was I". */
const FILLER = String.raw`(?:(?:he's|she's|is|was|votes?|says|a resounding|resounding)\s+)?`;
const answerAlternatives = (answers: Record<string, VoteValue>) =>
  Object.keys(answers)
    .sort((a, b) => b.length - a.length)
    .map((answer) => answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(" ", String.raw`\s+`))
    .join("|");
const VOTE_PAIR = new RegExp(
  String.raw`(?:^|[.,?!]\s+|\s)(${NAME})[.,?!]?\s+${FILLER}(?:(${answerAlternatives(ANSWERS)})(?=[.,?!]|\s|$)|(${answerAlternatives(WEAK_ANSWERS)})(?=\s*[.,?!]|\s*$|\s+(?:${TITLE}|district)\b))`,
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
  if (district?.[1]) return `District ${DISTRICT_NUMBERS[district[1].toLowerCase()] ?? district[1]}`;
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
  if (start < 0 || ATTENDANCE_ROLL.test(sentences[start]?.text ?? "")) return [];
  const votes = new Map<string, ExtractedVote>();
  // Captions cut a roll call into sentences anywhere ("Councilmember Peterson." "I. Councilmember Sawant."): the
  // roll is read as one text from just after the cue to the end of the result.
  const first = sentences[start]?.text ?? "";
  const text = [first.slice(first.search(ROLL_CALL_CUE)).replace(ROLL_CALL_CUE, " ")]
    .concat(sentences.slice(start + 1, resultIndex + 1).map((sentence) => sentence.text))
    .join(" ");
  for (const match of text.matchAll(VOTE_PAIR)) {
    const [, who, clear, weak] = match;
    const answer = (clear ?? weak ?? "").toLowerCase().replace(/\s+/g, " ");
    if (!who || !answer) continue;
    const member = memberName(who);
    const vote = ANSWERS[answer] ?? WEAK_ANSWERS[answer];
    if (answer === "by" && INTRODUCES_A_NAME.has(who.trim().split(/\s+/).at(-1)?.toLowerCase() ?? ""))
      continue;
    if (!member || !vote) continue;
    votes.set(member.toLowerCase(), { member, vote, quote: match[0].replace(/^[.,?!\s]+/, "").trim() });
  }
  return [...votes.values()];
}

/** What a clerk or chair says once a roll call is done; captions garble the subject ("ocean carries"), not the verb. */
const ROLL_CALL_RESULT = /\b(?:carries|carried|pass|passes|passed|adopted|approved|fails|failed)\b/i;
const ROLL_CALL_FAILED = /\b(?:fails|failed|does not pass|is not adopted|not carried)\b/i;
/** Fewer answers than this after a cue is a roll of attendance or a false cue, not a vote. */
export const MIN_ROLL_CALL_VOTES = 3;

export type RollCall = {
  /** The sentence that asked for the roll, and the one that announced its result. */
  cueIndex: number;
  resultIndex: number;
  outcome: "passed" | "failed";
  votes: ExtractedVote[];
};

/**
 * Every roll call read aloud: a cue, at least `MIN_ROLL_CALL_VOTES` answers, and the first later sentence (before the
 * next cue) that announces a result. The analysis' decision rules can miss such a vote when captions garble its
 * result ("ocean carries", "net carries by five eyes"); the roll call itself still says a vote was taken and how.
 */
export function findRollCalls(sentences: readonly TimedSentence[]): RollCall[] {
  const rollCalls: RollCall[] = [];
  for (let cueIndex = 0; cueIndex < sentences.length; cueIndex++) {
    if (!ROLL_CALL_CUE.test(sentences[cueIndex]?.text ?? "")) continue;
    const last = Math.min(sentences.length - 1, cueIndex + ROLL_CALL_REACH);
    for (let resultIndex = cueIndex + 1; resultIndex <= last; resultIndex++) {
      const text = sentences[resultIndex]?.text ?? "";
      if (ROLL_CALL_CUE.test(text)) break;
      if (!ROLL_CALL_RESULT.test(text)) continue;
      const votes = rollCallVotes(sentences, resultIndex);
      if (votes.length >= MIN_ROLL_CALL_VOTES)
        rollCalls.push({
          cueIndex,
          resultIndex,
          outcome: ROLL_CALL_FAILED.test(text) ? "failed" : "passed",
          votes,
        });
      break;
    }
  }
  return rollCalls;
}

/** "5-1": the answers counted, as the analysis writes a tally. */
export function rollCallTally(votes: readonly ExtractedVote[]): string {
  const count = (value: VoteValue) => votes.filter((vote) => vote.vote === value).length;
  return `${count("yes")}-${count("no")}`;
}
