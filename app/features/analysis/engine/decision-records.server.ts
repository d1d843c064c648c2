// Stage 3 of the offline engine: what the body decided, field by field, each field with the sentence and second that
// says it. Follows the meeting's procedure sentence by sentence: a motion and who made it, its second, the call to
// vote, a roll call's answers, the result and its count. A decision belongs to the agenda item open when its motion
// was made; a field with no evidence stays empty and is never taken from a neighbouring item. Reads stages 1 and 2.
import type { DECISION_OUTCOMES, DECISION_VOTE_KINDS, MEMBER_VOTES } from "../analysis.constants";
import type { AgendaStructure } from "./agenda-items.server";
import type { MeetingSentence, MeetingText } from "./meeting-sentences.server";
import { type NameJudge, nameJudge } from "./person-names.server";
import { COUNT_PATTERN, clipWords, countOf, NUMBER_WORDS, titleCaseName } from "./spoken-words";

export type Evidence = { quote: string; seconds: number };
export type DecisionOutcome = (typeof DECISION_OUTCOMES)[number];
export type VoteKind = (typeof DECISION_VOTE_KINDS)[number];
export type VoteValue = (typeof MEMBER_VOTES)[number];
export type MemberVote = { member: string; vote: VoteValue; quote: string; seconds: number };
export type Tally = { yes: number; no: number; abstain: number; absent: number };

export type DecisionRecord = {
  /** The agenda item open when the motion was made (stage 2's index), or null. */
  itemIndex: number | null;
  /** A code the motion itself names when it is not the open item's ("adopt resolution 2075"). */
  namedCode: string | null;
  motion: { text: string | null; evidence: Evidence } | null;
  mover: { name: string; evidence: Evidence } | null;
  seconder: { name: string; evidence: Evidence } | null;
  voteKind: { kind: VoteKind; evidence: Evidence } | null;
  tally: { text: string; counts: Tally | null; evidence: Evidence } | null;
  votes: MemberVote[];
  outcome: { value: DecisionOutcome; evidence: Evidence };
  /** Minutes, the agenda, a recess, adjournment, suspending the rules: never a lead. */
  procedural: boolean;
  /** An amendment or a substitute, voted before the main motion. */
  amendment: boolean;
  /** The sentence that announced the outcome. */
  sentenceIndex: number;
};

// ---- names ----

const MEMBER_TITLE = String.raw`(?:miss|mister|vice[ -]chair(?:man|woman|person)?|vice[ -]mayor|vice[ -]president|council ?president|president|council ?members?|councilwoman|councilman|councilor|councillor|council (?:wo)?man|chair(?:man|woman|person)?|mayor|commissioner|supervisor|trustee|alder(?:man|woman|person)?|director|member|board member|selectman|selectwoman|selectperson|legislator|mr\.?|ms\.?|mrs\.?|dr\.?)`;
const NAME_WORD = "([a-z][a-z'’-]{1,})";
/**
 * A name a sentence gives after a title or "by": "Councilmember Hardy Chandler" is one person of two words when the
 * transcript writes both with capitals.
 */
function nameFrom(
  text: string,
  patterns: readonly RegExp[],
  isName: NameJudge,
  cased: boolean,
): string | null {
  for (const pattern of patterns) {
    const match = text.match(pattern);
    const name = match?.[1];
    const honorific = /\b(?:mr|ms|mrs|dr|miss|mister)\.?\s+\S+$/i.test(match?.[0] ?? "");
    if (!name || !isName(name, honorific ? "honorific" : "titled")) continue;
    const rest = text.slice((match.index ?? 0) + match[0].length);
    const second = cased ? rest.match(/^ (\p{Lu}[\p{Ll}'’-]+)\b/u)?.[1] : undefined;
    const full = second && isName(second, "titled") ? `${name} ${second}` : name;
    return titleCaseName(full.replace(/['’]s$/i, ""));
  }
  return null;
}

/** The surname in a speaker label or a handed-over name: "Council Member Gloria Bergstrom" -> "Bergstrom". */
function surnameOf(speaker: string | null, isName: NameJudge): string | null {
  if (!speaker) return null;
  const words = speaker
    .replace(new RegExp(`^(?:${MEMBER_TITLE}\\s+)+`, "i"), "")
    .split(/\s+/)
    .filter(Boolean);
  const last = words.at(-1);
  // A label that is only a role ("Chair", "Clerk", "Speaker 2") names no one.
  if (!last || /^(?:speaker|unknown|clerk|chair|staff|\d+)$/i.test(last) || !isName(last, "label"))
    return null;
  return titleCaseName(last);
}

// ---- motions ----

const MOTION_ACTIONS =
  "(?:approv|adopt|accept|pass|deny|denial|continu|postpon|defer|refer|table|amend|substitut|confirm|reconsider|rescind|suspend|suspension|recess|adjourn|direct|authoriz|clos|waiv|extend|introduc|place|receiv|uphold|overturn|grant|appoint|reappoint|elect|nominat|forward|send|return|file|ratif|certif|award|reject|declar|lay|remov|add|move the|excuse|enter|go into|hold|include|support|oppose|recommend|allocat|fund|transfer|convey|sell|purchas|acquir|leas|releas|designat|set |schedul|hire|terminat|cancel|renew|execut|submit|apply|allow|permit|rezon|annex|vacat|abandon|dedicat|name|renam|request|provid|issu|levy|adjust|increas|decreas|reduc|rais|commit|establish|creat|dissolv|expand|modif|revis|chang|note|take|keep|ask)";
const MOTION_PATTERNS = [
  new RegExp(
    String.raw`\b(?:i(?:'d| would)? like to |i(?:'ll| will)? |i want to |i'm going to |let me |i(?:'d| would) )?(?:make a |offer a |put forward a )?(?:motion|move)(?: that| to| for)?\s+(?:we\s+|the (?:council|board|commission|committee)\s+)?(?:(?:to|that)\s+)?((?:\w+ly\s+)?${MOTION_ACTIONS}\w*.*)$`,
    "i",
  ),
  new RegExp(String.raw`\bmove (?:the )?(${MOTION_ACTIONS}\w*.*)$`, "i"),
  new RegExp(String.raw`\b(?:moves?|moved) (?:for |to )?(?:the )?(${MOTION_ACTIONS}\w*.*)$`, "i"),
  /\bseeks? (?:the )?(suspension of the rules.*|acceptance of .*|adoption of .*|passage of .*|confirmation of .*)$/i,
  // "I move that the report be noted": the matter and what becomes of it.
  /\b(?:i(?:'d| would)? (?:like to )?)?move that (?:the |this |these )?(\w[\w ]{2,60}? (?:be|is|are) (?:noted|received|accepted|adopted|approved|confirmed|endorsed|tabled|referred|deferred)\b.*)$/i,
  /\b(?:i )?move (?:(?:the )?(?:council |committee )?(?:bill|resolution|item|ordinance|proclamation|recommendation|report|staff recommendation|consent (?:agenda|calendar))\b.*)$/i,
];
/** A motion with no words of its own: what it is about is the item's. */
const BARE_MOTION =
  /^(?:(?:so|i(?:'ll| will)?|i'd|i would) )?(?:so )?(?:move(?:d)?|make (?:a|the) motion)(?: (?:it|that|approval|to approve|for approval|the item|this item|this|as presented|as recommended|adoption|to adopt))*[.!]?$/i;
const SO_MOVED =
  /^(?:(?:okay|ok|yes|yeah|so|um|uh)[,.]?\s+)*(?:so moved|i(?:'ll)? move (?:it|approval|that)|move approval|i so move|i(?:'ll| will)? make (?:that|the|a) motion|i make (?:that|the|a) motion)[.!]?$/i;
/^(?:so moved|i(?:'ll)? move (?:it|approval|that)[.!]?$|move approval|i so move|i'll make (?:that|the|a) motion|i make (?:that|the|a) motion)/i;
/** "We now move to reports", "move on to": the chair moving through the agenda, not a motion. */
const NOT_A_MOTION =
  /\b(?:now move|we(?:'ll| will)? move (?:on|to|into|forward|ahead)|move(?:d|s)? on\b|moving (?:on|to|forward)|move forward|move ahead|moves? (?:us|into)|move (?:to|on to) (?:item|the next|public comment)|i'll move (?:on|to))\b/i;
const MOVER_PATTERNS = [
  // "Melissa Thacker, motion to approve." names the mover first, as some boards do.
  /^(?:-\s*)?(?:[A-Z][a-z'’-]+\s+)?([A-Z][a-z'’-]+),\s+(?:i\s+)?(?:make\s+(?:a|the)\s+)?(?:motion|move)\b/,
  // "moved by X", "a motion (has been) made by X"; "offered by X" or "made by X" alone is anything else's author.
  new RegExp(
    String.raw`\b(?:moved|motion(?:['’]s been\s+|\s+(?:was\s+|has been\s+|that has been\s+|that was\s+)?)(?:made\s+|offered\s+)?)\s*by\s+(?:${MEMBER_TITLE}\s+)?${NAME_WORD}`,
    "i",
  ),
  new RegExp(String.raw`\bmotion (?:from|of)\s+(?:${MEMBER_TITLE}\s+)?${NAME_WORD}`, "i"),
  // Captions hear "motion from Mr. Little" as "motion for mr little"; only an honorific makes it a name.
  new RegExp(String.raw`\bmotion for\s+(?:mr|ms|mrs|dr|miss|mister)\.?\s+${NAME_WORD}`, "i"),
  // "Motion to approve by Kevin, seconded by?": the chair restating whose motion it is.
  new RegExp(
    String.raw`\bmotion to (?:approve|adopt|deny|accept|table)(?: (?:it|this|that|them|those|the minutes|those minutes))?,? by\s+${NAME_WORD}`,
    "i",
  ),
  // "Move to approve for Mr. Little": the chair's "motion to approve from Mr. Little", heard as captions hear it.
  new RegExp(
    String.raw`\b(?:motion|move) to (?:approve|adopt|deny|accept)(?: it| this| that)?,? (?:for|from|by)\s+(?:mr|ms|mrs|dr|miss|mister)\.?\s+${NAME_WORD}`,
    "i",
  ),
  new RegExp(
    String.raw`\b${MEMBER_TITLE}\s+${NAME_WORD}(?:'s)?\s+(?:moves?|moved|makes? (?:a|the) motion|made (?:a|the) motion|motion)\b`,
    "i",
  ),
];
const SECONDER_PATTERNS = [
  /\b(?:we have|there's|there is) a second,\s+(?:[A-Z][a-z'’-]+\s+)?([A-Z][a-z'’-]+)\b/,
  new RegExp(String.raw`\bseconded by\s+(?:${MEMBER_TITLE}\s+)?${NAME_WORD}`, "i"),
  new RegExp(
    String.raw`\b(?:and )?(?:a )?second(?:ed)? (?:by|from)\s+(?:${MEMBER_TITLE}\s+)?${NAME_WORD}`,
    "i",
  ),
  new RegExp(String.raw`\bsecond(?:ed)? for\s+(?:mr|ms|mrs|dr|miss|mister)\.?\s+${NAME_WORD}`, "i"),
  new RegExp(String.raw`\b${MEMBER_TITLE}\s+${NAME_WORD}(?:,)?\s+(?:seconds?|seconded)\b`, "i"),
];
/** A member seconding in their own turn: "Second.", "I'll second that.", "Second the motion." */
const OWN_SECOND =
  /^(?:(?:and |yes,? |okay,? )?i(?:'ll| will| would)? second(?: (?:it|that|the motion|this))?|second(?:ed)?(?: (?:it|that|the motion))?|i'll second)[.!]?$/i;
/** A member making the motion in their own words: "I move ...", "Move to approve ...", "Motion to deny ...". */
const OWN_MOTION =
  /^(?:(?:okay|ok|yes|yeah|so|and|well|all right|mr\.? (?:chair|mayor|president)|madam (?:chair|mayor|president)|chair\w*|mayor|president|thank you)[,.]?\s+)*(?:(?:i|i'd|i'll|i will|i would|i want to|i'm going to|i am going to)\s+(?:like to\s+|want to\s+|be happy to\s+|)?)?(?:(?:make|offer|put forward) (?:a|the) motion|move|motion)\b|\bi(?:'d| would| will|'ll)? (?:like to )?(?:make a motion|move)\b/i;
/** The chair asking for a motion names it: "Is there a motion to set the hearing for July 23?" */
const MOTION_ASKED =
  /\b(?:is there (?:a|any) motion|(?:i'd|i would|i'll|i will) (?:entertain|take|accept) a motion|(?:can|may|could) (?:i|we) (?:get|have) a motion|(?:looking|ask) for a motion|need a motion|(?:do|does) (?:i|we|anyone|someone) (?:have|want to make) a motion)\s+(?:to|for|on|that)\s+(.{6,})$/i;
/**
 * The chair asking for a mover of a resolution they have just read ("Could I have a mover for that please"), as
 * boards that vote by show of hands do: the resolution read is the motion.
 */
const MOVER_ASKED =
  /\b(?:could|can|may) (?:i|we) (?:please )?(?:have|get|ask for)(?: (?:a|um|uh|er))+ (?:mover|proposer)\b/i;
/** A resolution read out before the mover is asked for: "... is that the council approve the fee schedule". */
const RESOLUTION_READ =
  /\bthat (?:the )?(?:council|board|committee|commission|we)\s+(approve|adopt|note|receive|accept|authori[sz]e|appoint|elect|endorse|confirm|agree|resolve|award|establish|amend)(?:s|d|ed)?\b(.*)$/i;
/** A resolution read in fewer words than this was cut by the captions and goes on in the next sentence. */
const RESOLUTION_MIN_WORDS = 6;
/** How many sentences before the call for a mover its resolution may start. */
const RESOLUTION_REACH = 4;
/** A show of hands the chair thanks: "All those in favour, raise your hands please. Thank you very much." */
const HANDS_VOTE =
  /\b(?:all )?(?:those )?in favou?r,? (?:just |please )?(?:raise|show|put up) (?:your |their )?hands?(?: up)?(?: please)?[,.]? thank you\b/i;
/** A call for ayes the chair thanks, the chorus lost from the captions: "All those in favour say aye. Thanks." */
const THANKED_AYES =
  /\b(?:all )?(?:those )?in favou?r,? (?:please )?say (?:aye|i|yes)[,.]? (?:thank you|thanks)\b/i;
/** A call for those against, after which a show of hands is no longer the whole vote. */
const AGAINST_CALL = /\b(?:opposed|against|contrary|abstain(?:ing|ed|s)?)\b/i;
/** A chorus of ayes after a call to vote: a voice vote whose result the chair may never announce. */
const CHORUS = /(?:\b(?:aye|ayes|i)\b[,.!]?\s*){2,}$/i;
/** How many sentences may follow a chorus before its result counts as unannounced. */
const CHORUS_REACH = 3;
/** "Is there a second?" asks; it seconds nothing. */
const ASKS_FOR_SECOND =
  /\b(?:is there a second|do (?:i|we) have a second|looking for a second|need a second|any second|hear a second)\b/i;

const PROCEDURAL_MOTION =
  /\b(?:minutes|adjourn|recess|suspension of the rules|suspend the rules|(?<!consent )agenda(?! item)|late file|continue (?:the|our) meeting|extend (?:the )?(?:meeting|time)|excuse|go into (?:closed|executive) session|closed session|executive session|reconvene|take a break)\b/i;
const AMENDMENT = /\b(?:amend(?:ment|ed)? (?:the|to|that)|amendment|substitute|friendly amendment)\b/i;

/** Where a motion's own words end and the procedure around it begins ("... motion from Mr. Little, second ..."). */
const MOTION_TEXT_END =
  /[,;]?\s+(?:(?:a |the )?motion (?:from|for|by|of)\b|second(?:ed)?\b|(?:for|from|by) (?:mr|ms|mrs|dr|miss|mister)\b\.?|(?:could|can|may) (?:i|we) (?:please )?(?:have|get)\b|is there (?:a|any)\b|all (?:those )?in favou?r\b|any (?:discussion|opposed|questions)\b|(?:the )?chair moves\b|questions or comments\b).*$/i;

function motionText(sentence: string): { text: string | null } | null {
  // "Is there a motion to approve ...?" asks for a motion; it makes none.
  if (
    MOTION_ASKED.test(sentence) ||
    /\b(?:is there|do (?:i|we) have|can (?:i|we) get|would someone|does anyone)\s+(?:make\s+)?(?:a|any|another)\s+(?:\w+\s+)?motion\b/i.test(
      sentence,
    )
  )
    return null;
  if (NOT_A_MOTION.test(sentence) && !/\b(?:i move|motion to|so moved)\b/i.test(sentence)) return null;
  if (SO_MOVED.test(sentence) || BARE_MOTION.test(sentence.trim())) return { text: null };
  for (const pattern of MOTION_PATTERNS) {
    const action = sentence
      .match(pattern)?.[1]
      ?.replace(/[.!?]$/, "")
      .trim();
    const words = action
      ?.replace(MOTION_TEXT_END, "")
      .replace(/(?:[,\s]+(?:uh|um|er))+[,.]*$/i, "")
      .replace(/,?\s+if (?:i|we) (?:may|could)$/i, "")
      .replace(/[,;]+$/, "")
      .trim();
    if (words && words.split(/\s+/).length >= 2) return { text: clipWords(words, 40) };
  }
  return null;
}

// ---- outcomes and counts ----

const PASSED = [
  /\b(?:the )?(?:ayes|i's|eyes|yeas|yes's) have it\b/i,
  /\bmotion (?:carries|carried|passes|passed|is carried|is approved|is adopted|carry|has carried|has passed|prevails)\b/i,
  /\b(?:the|this|that|docket|dr\.?) (?:docket|item|bill|resolution|ordinance|proclamation|appointments?|reappointments?|consent (?:agenda|calendar)|report|recommendation|amendments?|matter|measure|order|petition|minutes|agenda|contract|agreement|application|request|variance|budget)(?: (?:number )?[\w.-]+){0,4} (?:is|are|has been|have been|stands?|has|was) (?:hereby |finally |now )?(?:passed|adopted|approved|confirmed|carried|accepted|granted|upheld)\b/i,
  /^(?:(?:and|so|okay|thank you)[,.]? )?(?:docket|council bill|bill|item|resolution) (?:number )?[\w. -]{1,30} (?:has|is) (?:passed|adopted|approved)\b/i,
  /\b(?:bill|resolution|ordinance|proclamation|item|amendment|motion),?(?: (?:number )?[\w.-]+){0,3} (?:passes|carries|is adopted|is approved|passed unanimously|carried unanimously)\b/i,
  // "It passes." / "That carries unanimously.": a pronoun subject only where the clause starts with it.
  /(?:^|[.!?,;]\s+)(?:(?:okay|so|and|all right)[,]?\s+)?(?:that|it|this)(?: motion| one| item)? (?:passes|carries|is adopted|is approved)\b/i,
  /\b(?:passe[sd]|carrie[sd]|approved|adopted|carry) unanimously\b/i,
  /\bpassed (?:this|that|it) unanimously\b/i,
  /\b(?:motion|item|it|that|which|resolution|bill) (?:was |is )?unanimously (?:approved|adopted|passed|carried)\b/i,
  /\bhas received (?:a )?unanimous vote\b/i,
  /\b(?:that's|that is|it's|it is|i declare (?:that|it|the motion)) carried\b/i,
  // The clerk's count after a roll call is its result: "five in the affirmative, two absent."
  new RegExp(String.raw`\b${COUNT_PATTERN} (?:votes? )?in the affirmative\b`, "i"),
  /^(?:(?:and|so|okay)[,.]?\s+)?(?:the )?minutes (?:are|have been|stand) (?:approved|adopted|accepted)\b/i,
  /\bsay (?:aye|i|yes)[,.]? (?:(?:that's|that is|it's|motion) )?(?:carried|carries)\b/i,
  /\b\d{2,6} has passed\b/i,
  // "There are ten ayes and one no.": the count is the result.
  new RegExp(
    String.raw`\bthere (?:are|were) ${COUNT_PATTERN} (?:ayes|eyes|i's|yeses|yeas|votes in favou?r)\b`,
    "i",
  ),
  // A count with nobody against is the result, whatever the chair says next.
  new RegExp(
    String.raw`\b${COUNT_PATTERN} (?:in favou?r|ayes|yes(?:es)?|yeas)(?:,)? (?:and unopposed|(?:and |, )?(?:none|zero|no one|nobody|0) (?:opposed|against|no))\b`,
    "i",
  ),
  /\bwithout objection,? (?:it is |so )?(?:ordered|approved|adopted)\b/i,
  /\b(?:(?:there are|there's|seeing|hearing|i see|i hear|don't see|not seeing) no objections?|no objections? to that)\b/i,
  /\bhearing no objections?,? (?:the )?(?:item|motion|minutes|agenda|consent (?:agenda|calendar)|it|that)? ?(?:is|are) (?:approved|adopted|ordered|passed)\b/i,
];
PASSED.push(
  // "Carries unanimously.", "It passes.": the result without its subject, as chairs say it.
  /^(?:(?:okay|ok|so|and|all right|alright|um|uh|thank you)[,.]?\s+)*(?:it |that |this |which |the item |the matter )?(?:carries|passes|carried|passed|is approved|is adopted|is carried)\b/i,
);
const FAILED = [
  /\bmotion (?:fails|failed|does not (?:pass|carry)|did not (?:pass|carry)|is defeated|is lost|dies|died)\b/i,
  /\b(?:the )?(?:nays|noes|no's|nos) have it\b/i,
  /\b(?:bill|resolution|ordinance|item|amendment|that|it)(?: [\w.-]+){0,3} (?:fails|failed|is defeated|does not pass|did not pass)\b/i,
  /\b(?:dies|died|fails) for (?:lack|want) of a second\b/i,
];
const WITHOUT_OBJECTION = /\b(?:without objection|hearing no objections?|no objection(?:s)?,)\b/i;
const WITHDRAWN =
  /\b(?:withdr[ae]w(?:s|n)? (?:the|my|his|her|their|that) motion|motion (?:is|has been|was) withdrawn|(?:item|this|that) (?:is|has been|was) (?:withdrawn|pulled from the agenda))\b/i;
const TABLE_MOTION = /\b(?:to table|table (?:the|this|that|it)|lay (?:it|this|that|the \w+) on the table)\b/i;
const CONTINUE_MOTION = /\b(?:continu(?:e|ance)|postpone|defer)\b.*\b(?:to|until|till)\b/i;
/** How many sentences after the chair gives a member the floor an unlabelled "I move" is still theirs. */
const RECOGNITION_REACH = 4;
/** How near after a motion a "motion to approve by X" restates it rather than making another. */
const RESTATED_MOTION_REACH = 3;
/** How far after a motion the chair restates who made it; later, "motion by X" is a motion of its own. */
const RESTATEMENT_REACH = 30;
/** How far after a motion its vote may come (sentences): debate can be long, but not a whole meeting. */
const MOTION_REACH = 400;
/** A count read out may follow the result or come just before it. */
const TALLY_REACH = 4;
/** An outcome is announced in a short clause; a long one saying "were adopted" tells the past. */
const MAX_OUTCOME_CLAUSE_WORDS = 40;

function outcomeOf(text: string): "passed" | "failed" | null {
  if (text.split(/\s+/).length > MAX_OUTCOME_CLAUSE_WORDS) return null;
  if (
    /\b(?:were|was|had been|they have|would|will|if|when|should|could|recommends?|recommended|hope|until|once|unless|whether|before|after|so that|that it|that this|make sure)\b[^.]*\b(?:adopted|approved|passed|carried|passes|carries)\b/i.test(
      text,
    ) &&
    !/\b(?:ayes have it|motion carries|motion passes)\b/i.test(text)
  )
    return null;
  if (FAILED.some((pattern) => pattern.test(text))) return "failed";
  if (!PASSED.some((pattern) => pattern.test(text))) return null;
  // A count with as many against as for is a motion lost, whatever word announced it.
  const counts = findTally(text)?.counts;
  return counts && counts.no >= counts.yes ? "failed" : "passed";
}

/** "3 to 2", "a vote of four-one": the first count is for, the second against. */
function yesThenNo(match: RegExpMatchArray): Tally | null {
  const yes = countOf(match[1]);
  const no = countOf(match[2]);
  return yes === null || no === null ? null : { yes, no, abstain: 0, absent: 0 };
}

const TALLY_PATTERNS: { pattern: RegExp; counts: (match: RegExpMatchArray) => Tally | "unanimous" | null }[] =
  [
    {
      // "There are 11 ayes." / "There are ten ayes and one no.": a clerk's count after a roll call.
      pattern: new RegExp(
        String.raw`\bthere (?:are|were) ${COUNT_PATTERN} (?:ayes|eyes|i's|yeses|yeas|votes in favou?r)\b(?:[,.]?\s*(?:and\s+)?${COUNT_PATTERN} (?:no|nos|noes|nose|knows|nays|votes? against|opposed)\b)?`,
        "i",
      ),
      counts: (match) => {
        const yes = countOf(match[1]);
        const no = match[2] === undefined ? 0 : countOf(match[2]);
        return yes === null || no === null ? null : { yes, no, abstain: 0, absent: 0 };
      },
    },
    {
      pattern: new RegExp(
        String.raw`\b${COUNT_PATTERN} (?:votes? )?(?:in favou?r|in the affirmative|ayes?|yes(?:es)?|yeas|i's|eyes)[,.]?\s*(?:and\s+|with\s+)?${COUNT_PATTERN} (opposed|against|in the negative|nays?|noes|nose|knows|nos|no|no votes|excused|absent|abstain(?:ing|ed|ions?)?|recus\w+)(?:[,.]?\s*(?:and\s+|with\s+)?${COUNT_PATTERN} (excused|absent|abstain(?:ing|ed|ions?)?|recus\w+))?`,
        "i",
      ),
      counts: (match) => {
        const yes = countOf(match[1]);
        const second = countOf(match[2]);
        if (yes === null || second === null) return null;
        const tally: Tally = { yes, no: 0, abstain: 0, absent: 0 };
        const place = (kind: string, value: number) => {
          if (/excused|absent/i.test(kind)) tally.absent += value;
          else if (/abstain|recus/i.test(kind)) tally.abstain += value;
          else tally.no += value;
        };
        place(match[3] ?? "", second);
        const third = countOf(match[4]);
        if (third !== null) place(match[5] ?? "", third);
        return tally;
      },
    },
    {
      pattern: new RegExp(
        String.raw`\b${COUNT_PATTERN} (?:votes? )?(?:in favou?r|in the affirmative|ayes?|yes(?:es)?|yeas|i's|eyes)(?:[,.]?\s*(?:and\s+)?(?:none|no one|nobody|zero|0) (?:opposed|against)| and unopposed)`,
        "i",
      ),
      counts: (match) => {
        const yes = countOf(match[1]);
        return yes === null ? null : { yes, no: 0, abstain: 0, absent: 0 };
      },
    },
    {
      pattern: new RegExp(
        String.raw`\bvotes? (?:of|is|was) ${COUNT_PATTERN}(?: to |-| )${COUNT_PATTERN}\b`,
        "i",
      ),
      counts: yesThenNo,
    },
    {
      pattern: new RegExp(
        String.raw`\b(?:carries|passes|carried|passed|adopted|approved|fails|failed)[,]?(?: by a vote of| on a vote of| by)? ${COUNT_PATTERN}(?: to |-| )${COUNT_PATTERN}\b`,
        "i",
      ),
      counts: yesThenNo,
    },
    {
      // "Four to one." said alone just after a vote.
      pattern: new RegExp(
        String.raw`^(?:(?:it's|it is|that's|so|okay)\s+)?${COUNT_PATTERN}(?: to |-)${COUNT_PATTERN}[.!]?$`,
        "i",
      ),
      counts: yesThenNo,
    },
    {
      pattern: /\bunanimous(?:ly)?\b|\ball (?:members )?(?:voting|voted) (?:yes|aye|in favou?r)\b/i,
      counts: () => "unanimous",
    },
  ];

function findTally(text: string): { text: string; counts: Tally | null } | null {
  for (const { pattern, counts } of TALLY_PATTERNS) {
    const match = text.match(pattern);
    if (!match) continue;
    const value = counts(match);
    if (value === "unanimous") return { text: "unanimous", counts: null };
    if (value) return { text: tallyText(value), counts: value };
  }
  return null;
}

/** "5-2", "5-2, 1 abstaining", "6-0, 1 absent": a count as the record writes it. */
export function tallyText(counts: Tally): string {
  const extras = [
    counts.abstain > 0 ? `${counts.abstain} abstaining` : null,
    counts.absent > 0 ? `${counts.absent} absent` : null,
  ].filter(Boolean);
  return `${counts.yes}-${counts.no}${extras.length > 0 ? `, ${extras.join(", ")}` : ""}`;
}

// ---- roll calls ----

const ROLL_CALL_CUE =
  /\b(?:call the (?:roll|role|vote)|roll call|roll cover|calling the roll|call of the roll|call the question|(?:please )?call (?:the )?roll)\b/i;
const ATTENDANCE_ROLL = /\b(?:quorum|attendance|presence|present|establish)\b/i;
const VOICE_CALL =
  /\b(?:all (?:those )?in favou?r|those in favou?r|(?:please )?say (?:aye|i|yes)|signify by saying|raise your hands?|show of hands|please vote|cast (?:your|their) votes?|(?:ready|time) (?:to|for the) vote|take a vote|any opposed|all opposed|opposed,? (?:like sign|same sign|nay))\b/i;
const ANSWERS: Record<string, VoteValue> = {
  yes: "yes",
  yeah: "yes",
  yep: "yes",
  aye: "yes",
  ay: "yes",
  i: "yes",
  ii: "yes",
  hi: "yes",
  high: "yes",
  eye: "yes",
  yay: "yes",
  yea: "yes",
  no: "no",
  nay: "no",
  nope: "no",
  abstain: "abstain",
  abstains: "abstain",
  abstaining: "abstain",
  recuse: "abstain",
  recused: "abstain",
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
const alternatives = (answers: Record<string, VoteValue>) =>
  Object.keys(answers)
    .sort((a, b) => b.length - a.length)
    .map((answer) => answer.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(" ", String.raw`\s+`))
    .join("|");
const ANSWER_PATTERN = alternatives(ANSWERS);
const WEAK_ANSWER_PATTERN = alternatives(WEAK_ANSWERS);
const DISTRICT_NUMBERS: Record<string, number> = {
  ...Object.fromEntries(Object.entries(NUMBER_WORDS).filter(([, value]) => value > 0)),
  won: 1,
  to: 2,
  too: 2,
  for: 4,
  ate: 8,
};
const VOTER = String.raw`(?:${MEMBER_TITLE}\s+)?(?:district (?:\d{1,2}|${Object.keys(DISTRICT_NUMBERS).join("|")})|[a-z][a-z'’-]{1,}(?:\s+[a-z][a-z'’-]{2,})?)`;
const FILLER = String.raw`(?:(?:he's|she's|is|was|votes?|says|a resounding|resounding)\s+)?`;
const VOTE_PAIR = new RegExp(
  String.raw`(?:^|[.,?!]\s+|\s)(${VOTER})[.,?!]?\s+${FILLER}(?:(${ANSWER_PATTERN})(?=[.,?!]|\s|$)|(${WEAK_ANSWER_PATTERN})(?=\s*[.,?!]|\s*$|\s+(?:${MEMBER_TITLE}|district)\b))`,
  "gi",
);

function memberOf(raw: string, isName: NameJudge): string | null {
  const words = raw.trim().replace(/\s+/g, " ");
  const district = words.match(/district (\d{1,2}|\w+)$/i);
  if (district?.[1]) return `District ${DISTRICT_NUMBERS[district[1].toLowerCase()] ?? district[1]}`;
  const name = words.replace(new RegExp(`^(?:${MEMBER_TITLE}\\s+)+`, "i"), "");
  const last = name.split(" ").at(-1) ?? "";
  if (!isName(last, name !== words ? "titled" : "bare")) return null;
  return titleCaseName(last);
}

/** Each member's answer in a stretch of a roll call; a member answering twice counts once, with the last answer. */
export function rollCallAnswers(sentences: readonly MeetingSentence[], isName: NameJudge): MemberVote[] {
  const votes = new Map<string, MemberVote>();
  // A roll call's captions cut anywhere ("Councilmember Peterson?" "Aye."): the stretch is read as one text, each
  // name paired with the answer that follows it. An answer no name was called for is its labelled speaker's own.
  let text = "";
  const starts: number[] = [];
  for (const sentence of sentences) {
    starts.push(text.length);
    text += `${sentence.text} `;
  }
  const sentenceAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? 0) <= offset) index++;
    return sentences[index];
  };
  const answered = new Set<number>();
  for (const match of text.matchAll(VOTE_PAIR)) {
    const [, who, clear, weak] = match;
    const answer = (clear ?? weak ?? "").replace(/\s+/g, " ");
    if (!who || !answer) continue;
    if (
      /\b(?:moved|seconded|made|introduced|say|saying|please|vote|votes|voting|and|all|those|everyone|else)$/i.test(
        who,
      )
    )
      continue;
    const member = memberOf(who, isName);
    const vote = ANSWERS[answer.toLowerCase()] ?? WEAK_ANSWERS[answer.toLowerCase()];
    if (!member || !vote) continue;
    const answerOffset = (match.index ?? 0) + match[0].lastIndexOf(answer);
    const sentence = sentenceAt(answerOffset);
    if (sentence) answered.add(sentence.index);
    votes.set(member.toLowerCase(), {
      member,
      vote,
      quote: match[0].replace(/^[.,?!\s]+/, "").trim(),
      seconds: sentenceAt(match.index ?? 0)?.startSeconds ?? 0,
    });
  }
  for (const sentence of sentences) {
    const answerAlone = sentence.text.match(new RegExp(`^(${ANSWER_PATTERN})[.!]?$`, "i"))?.[1];
    if (!answerAlone || !sentence.speaker || answered.has(sentence.index)) continue;
    const member = surnameOf(sentence.speaker, isName);
    if (member && !votes.has(member.toLowerCase()))
      votes.set(member.toLowerCase(), {
        member,
        vote: ANSWERS[answerAlone.toLowerCase()] ?? "yes",
        quote: sentence.text,
        seconds: sentence.startSeconds,
      });
  }
  return [...votes.values()];
}

/** How many sentences a roll call runs at most, from its call to its last answer. */
const ROLL_CALL_REACH = 40;
/** Fewer answers than this after a cue is a false cue, not a roll-call vote. */
export const MIN_ROLL_CALL_VOTES = 3;

function countVotes(votes: readonly MemberVote[]): Tally {
  const count = (value: VoteValue) => votes.filter((vote) => vote.vote === value).length;
  return { yes: count("yes"), no: count("no"), abstain: count("abstain"), absent: count("absent") };
}

// ---- the walk ----

type OpenMotion = {
  motion: DecisionRecord["motion"];
  mover: DecisionRecord["mover"];
  /** The mover was read from a speaker label: a chair's "motion by X" says better who it was. */
  moverFromLabel?: boolean;
  seconder: DecisionRecord["seconder"];
  itemIndex: number | null;
  namedCode: string | null;
  procedural: boolean;
  amendment: boolean;
  order: number;
};

function evidence(sentence: MeetingSentence): Evidence {
  return { quote: sentence.text, seconds: sentence.startSeconds };
}

/** A code a motion names itself ("adopt resolution 2075", "approve item 6B"), or null. */
function codeNamed(text: string): string | null {
  const item = text.match(/\bitems?\s+(?:number\s+)?(\d{1,3}(?:[.-]\d{1,3})*[a-h]?)\b/i)?.[1];
  if (item) return `Item ${item.toUpperCase()}`;
  const matter = text.match(
    /\b(council bill|bill|resolution|ordinance|case|file|application|docket)(?:\s+(?:number|no\.?))?\s+([a-z]{0,4}-?\d[\d-]{1,14}[a-z]?)\b/i,
  );
  if (matter?.[1] && matter[2])
    return `${matter[1].replace(/\b\w/g, (first) => first.toUpperCase())} ${matter[2].toUpperCase()}`;
  return null;
}

/** The decisions of a meeting in the order they were taken, each field with its evidence. */
/** The resolution the chair read just before asking for its mover, from "that ..." up to the ask. */
function resolutionRead(
  sentences: readonly MeetingSentence[],
  ask: MeetingSentence,
  item: number | null,
  agenda: AgendaStructure,
): DecisionRecord["motion"] {
  for (let index = ask.index; index >= Math.max(0, ask.index - RESOLUTION_REACH); index -= 1) {
    const sentence = sentences[index];
    if (!sentence || (agenda.itemOfSentence[index] ?? null) !== item) break;
    const start = sentence.text.match(RESOLUTION_READ);
    if (!start?.[1]) continue;
    // "That council approved the attached fee schedule": the resolution's verb, as a motion says it. One the
    // captions cut after its verb ("That council approved" / "The attached fee schedule") reads on into the next
    // sentence, and the ask's own first words finish it; a whole one takes in none of the talk after it.
    let read = `${start[1].toLowerCase()}${start[2] ?? ""}`;
    for (const later of sentences.slice(index + 1, ask.index + 1)) {
      if (later.index !== ask.index && read.split(/\s+/).length >= RESOLUTION_MIN_WORDS) break;
      read = `${read} ${later.text.replace(/^(?:The|And|A|An|Of|For|To)\b/, (word) => word.toLowerCase())}`;
    }
    read = (read.split(MOVER_ASKED)[0] ?? "")
      .replace(/[\s,.;]+$/, "")
      .replace(/\s+(?:um|uh|so|and|okay)$/i, "");
    if (read.split(/\s+/).length >= 3) return { text: clipWords(read, 40), evidence: evidence(sentence) };
  }
  return null;
}

export function findDecisionRecords(meetingText: MeetingText, agenda: AgendaStructure): DecisionRecord[] {
  const { sentences } = meetingText;
  const isName = nameJudge(meetingText);
  const decisions: DecisionRecord[] = [];
  const open: OpenMotion[] = [];
  /** Items whose main motion has been decided: a later motion without a code of its own is no longer theirs. */
  const decidedItems = new Set<number>();
  let recognised: { name: string; turn: number; order: number } | null = null;
  let askedFor: { text: string; order: number } | null = null;
  let chorus: MeetingSentence | null = null;
  let rollCall: { start: number; kind: "roll-call" } | null = null;
  let voiceCall: MeetingSentence | null = null;

  const decide = (
    sentence: MeetingSentence,
    value: DecisionOutcome,
    options: { matched?: OpenMotion | null; votes?: MemberVote[]; kind?: DecisionRecord["voteKind"] },
  ) => {
    const matched = options.matched ?? null;
    const votes = options.votes ?? [];
    const window = sentences.slice(Math.max(0, sentence.index - TALLY_REACH), sentence.index + 1);
    const after = sentences[sentence.index + 1];
    let tally: DecisionRecord["tally"] = null;
    // The count the chair or clerk states is the record's, from the result's own sentence or the few around it;
    // without one, a roll call's answers are counted; "unanimously" alone is said, not counted.
    const nearby = [
      sentence,
      ...window.slice(0, -1).reverse(),
      ...(after && agenda.itemOfSentence[after.index] === agenda.itemOfSentence[sentence.index]
        ? [after]
        : []),
    ];
    for (const candidate of nearby) {
      if (candidate.publicComment) continue;
      const found = findTally(candidate.text);
      if (found?.counts) {
        tally = { ...found, evidence: evidence(candidate) };
        break;
      }
    }
    if (!tally && votes.length >= MIN_ROLL_CALL_VOTES) {
      const counts = countVotes(votes);
      tally = { text: tallyText(counts), counts, evidence: evidence(sentence) };
    }
    const own = findTally(sentence.text);
    if (!tally && own) tally = { ...own, evidence: evidence(sentence) };
    const itemIndex = matched ? matched.itemIndex : (agenda.itemOfSentence[sentence.index] ?? null);
    const procedural =
      matched?.procedural ??
      (/\b(?:minutes|adjourn|recess|agenda (?:is|has been|as))\b/i.test(sentence.text) &&
        !/\b(?:resolution|ordinance|bill|contract)\b/i.test(sentence.text));
    decisions.push({
      // An item whose main motion was already decided takes no later vote that does not name it: no label sticks.
      itemIndex:
        itemIndex !== null && decidedItems.has(itemIndex) && !matched?.namedCode && !matched?.amendment
          ? null
          : itemIndex,
      namedCode: matched?.namedCode ?? null,
      motion: matched?.motion ?? null,
      mover: matched?.mover ?? null,
      seconder: matched?.seconder ?? null,
      voteKind: options.kind ?? null,
      tally,
      votes,
      outcome: { value, evidence: evidence(sentence) },
      procedural,
      amendment: matched?.amendment ?? false,
      sentenceIndex: sentence.index,
    });
    if (
      itemIndex !== null &&
      !procedural &&
      !(matched?.amendment ?? false) &&
      (value === "passed" || value === "failed")
    )
      decidedItems.add(itemIndex);
  };

  const closeRollCall = (upTo: number) => {
    if (!rollCall) return;
    const stretch = sentences.slice(rollCall.start, upTo).filter((sentence) => !sentence.publicComment);
    rollCall = null;
    const votes = rollCallAnswers(stretch, isName);
    const last = stretch.at(-1);
    if (votes.length < MIN_ROLL_CALL_VOTES || !last) return;
    // A roll call read with no result announced is still a vote: its answers are its count and its outcome.
    const counts = countVotes(votes);
    const matched = open.pop() ?? null;
    const lastAnswer =
      [...stretch]
        .reverse()
        .find((sentence) => votes.some((vote) => vote.seconds === sentence.startSeconds)) ?? last;
    decide(lastAnswer, counts.yes > counts.no ? "passed" : "failed", {
      matched,
      votes,
      kind: {
        kind: "roll-call",
        evidence: evidence(sentences[stretch[0]?.index ?? lastAnswer.index] ?? lastAnswer),
      },
    });
  };

  /** A chorus of ayes with no result announced after it is a passed voice vote, when a motion was before the body. */
  const closeChorus = (upTo: number) => {
    if (!chorus) return;
    const heard = chorus;
    chorus = null;
    if (upTo - heard.index <= 0 || open.length === 0) return;
    const matched = open.pop() ?? null;
    decide(heard, "passed", { matched, kind: { kind: "voice", evidence: evidence(voiceCall ?? heard) } });
    voiceCall = null;
  };

  for (const sentence of sentences) {
    if (sentence.publicComment || !sentence.reliable) continue;
    const text = sentence.text;
    if (chorus && (sentence.index - chorus.index > CHORUS_REACH || motionText(text)))
      closeChorus(sentence.index);
    // A roll call is read in a minute or two: one left open longer is over, with or without a result said.
    if (rollCall && sentence.index - rollCall.start > ROLL_CALL_REACH)
      closeRollCall(rollCall.start + ROLL_CALL_REACH);
    const item = agenda.itemOfSentence[sentence.index] ?? null;
    const previousItem = sentence.index > 0 ? (agenda.itemOfSentence[sentence.index - 1] ?? null) : null;
    if (item !== previousItem) {
      // A new item closes a roll call left without a result, and the motions left without a vote on the one before.
      closeChorus(sentence.index);
      closeRollCall(sentence.index);
      open.length = 0;
      voiceCall = null;
      askedFor = null;
    }
    const handed = text.match(
      new RegExp(
        String.raw`\b(?:recogni[sz]es?|call on|go to|turn (?:it )?over to|floor to)\s+${MEMBER_TITLE}\s+${NAME_WORD}`,
        "i",
      ),
    )?.[1];
    // The chair giving a member the floor by name, or ending a sentence on their name ("... report, Mr. Meredith."):
    // an "I move" a few sentences on, with no speaker label to say whose, is theirs.
    const addressed =
      handed ?? text.match(new RegExp(String.raw`,\s+(?:${MEMBER_TITLE})\s+${NAME_WORD}[.!?]?$`, "i"))?.[1];
    if (addressed && isName(addressed, "titled"))
      recognised = { name: titleCaseName(addressed), turn: sentence.turn, order: sentence.index };

    // ---- the result ----
    let outcome = outcomeOf(text);
    // A show of hands the chair thanks, with nobody then asked to vote against, passed the motion before the body.
    const hands = HANDS_VOTE.test(text);
    const thanked =
      !outcome &&
      open.length > 0 &&
      (hands || THANKED_AYES.test(text)) &&
      !sentences.slice(sentence.index + 1, sentence.index + 3).some((next) => AGAINST_CALL.test(next.text));
    if (thanked) outcome = "passed";
    const withdrawn = WITHDRAWN.test(text);
    if (withdrawn && !outcome) {
      closeRollCall(sentence.index);
      const matched = open.pop() ?? null;
      decide(sentence, "withdrawn", { matched });
      continue;
    }
    if (outcome) chorus = null;
    if (outcome) {
      const rollVotes = rollCall
        ? rollCallAnswers(
            sentences
              .slice(rollCall.start, sentence.index + 1)
              .filter((candidate) => !candidate.publicComment),
            isName,
          )
        : [];
      const kind: DecisionRecord["voteKind"] = rollCall
        ? { kind: "roll-call", evidence: evidence(sentences[rollCall.start] ?? sentence) }
        : thanked
          ? { kind: hands ? "show-of-hands" : "voice", evidence: evidence(sentence) }
          : WITHOUT_OBJECTION.test(text)
            ? { kind: "without-objection", evidence: evidence(sentence) }
            : voiceCall
              ? { kind: "voice", evidence: evidence(voiceCall) }
              : null;
      rollCall = null;
      voiceCall = null;
      // The vote belongs to the latest open motion within reach; a vote naming an item never goes to a procedural one.
      const namesItem =
        /\b(?:docket|bill|resolution|ordinance|appointment|item|recommendation|report|proclamation|amendment|contract)\b/i.test(
          text,
        );
      const reachable = open.filter((candidate) => sentence.index - candidate.order <= MOTION_REACH);
      const matched =
        [...reachable].reverse().find((candidate) => !(namesItem && candidate.procedural)) ?? null;
      if (matched) open.splice(open.indexOf(matched), 1);
      if (/\bfor (?:lack|want) of a second\b/i.test(text)) outcome = "failed";
      let value: DecisionOutcome = outcome;
      if (outcome === "passed" && matched?.motion?.text) {
        if (TABLE_MOTION.test(matched.motion.text)) value = "tabled";
        else if (
          CONTINUE_MOTION.test(matched.motion.text) &&
          !/\bcontinue (?:the|our) meeting\b/i.test(matched.motion.text)
        )
          value = "continued";
      }
      // "The ayes have it. The motion carries." is one vote, announced twice.
      const previous = decisions.at(-1);
      const between = previous ? sentences.slice(previous.sentenceIndex + 1, sentence.index) : [];
      const sameVote =
        previous &&
        !matched &&
        previous.outcome.value === value &&
        sentence.index - previous.sentenceIndex <= 3 &&
        !between.some(
          (other) => VOICE_CALL.test(other.text) || ROLL_CALL_CUE.test(other.text) || motionText(other.text),
        );
      if (sameVote && previous) {
        if (!previous.tally) {
          const found = findTally(text);
          if (found) previous.tally = { ...found, evidence: evidence(sentence) };
        }
        if (!previous.voteKind && kind) previous.voteKind = kind;
        continue;
      }
      decide(sentence, value, {
        matched,
        votes: rollVotes.length >= MIN_ROLL_CALL_VOTES ? rollVotes : [],
        kind,
      });
      continue;
    }

    // ---- calls to vote ----
    if (
      ROLL_CALL_CUE.test(text) &&
      !ATTENDANCE_ROLL.test(text) &&
      (open.length > 0 || decisions.length > 0 || item !== null)
    ) {
      closeRollCall(sentence.index);
      rollCall = { start: sentence.index, kind: "roll-call" };
      continue;
    }
    if (VOICE_CALL.test(text) || /\b(?:everyone|everybody|anyone) else\b/i.test(text)) voiceCall ??= sentence;
    if (voiceCall && CHORUS.test(text) && open.length > 0) chorus = sentence;
    const asked = text.match(MOTION_ASKED)?.[1];
    if (asked)
      askedFor = {
        text: clipWords(asked.replace(/[?.!]+$/, "").replace(MOTION_TEXT_END, ""), 40),
        order: sentence.index,
      };

    // ---- motions, movers and seconds ----
    const motion = motionText(text);
    const moverNamed = nameFrom(text, MOVER_PATTERNS, isName, meetingText.cased);
    const seconderNamed = nameFrom(text, SECONDER_PATTERNS, isName, meetingText.cased);
    if (motion) {
      if (rollCall) closeRollCall(sentence.index);
      const firstPerson =
        !moverNamed && (OWN_MOTION.test(text) || SO_MOVED.test(text) || BARE_MOTION.test(text.trim()));
      const speakerSurname = firstPerson ? surnameOf(sentence.speakerName, isName) : null;
      const recognisedMover =
        firstPerson &&
        !speakerSurname &&
        !sentence.speaker &&
        recognised &&
        sentence.index - recognised.order <= RECOGNITION_REACH
          ? recognised.name
          : null;
      const moverName = moverNamed ?? speakerSurname ?? recognisedMover;
      // A friendly amendment the mover takes into their motion is no motion of its own.
      if (motion.text && /\bfriendly amendment\b/i.test(text) && open.length > 0) continue;
      if (!motion.text && askedFor && sentence.index - askedFor.order <= 6) motion.text = askedFor.text;
      askedFor = null;
      const named = motion.text ? codeNamed(motion.text) : null;
      const current = item !== null ? agenda.items[item] : undefined;
      const previousMotion = open.at(-1);
      // "I'll move the item. I move that we approve ..." is one motion, said twice.
      if (
        previousMotion &&
        motion.text &&
        !previousMotion.motion?.text &&
        sentence.index - previousMotion.order <= 2 &&
        sentences[previousMotion.order]?.turn === sentence.turn
      ) {
        previousMotion.motion = { text: motion.text, evidence: evidence(sentence) };
        previousMotion.mover ??= moverName ? { name: moverName, evidence: evidence(sentence) } : null;
        previousMotion.procedural = PROCEDURAL_MOTION.test(motion.text);
        previousMotion.amendment = AMENDMENT.test(motion.text);
        continue;
      }
      // "I'll make a motion to approve the minutes." / "Motion to approve by Kevin, seconded by?": the chair
      // restating the motion just made, naming its mover, is no second motion.
      if (
        moverNamed &&
        previousMotion &&
        sentence.index - previousMotion.order <= RESTATED_MOTION_REACH &&
        (!previousMotion.mover || previousMotion.moverFromLabel || previousMotion.mover.name === moverNamed)
      ) {
        previousMotion.mover = { name: moverNamed, evidence: evidence(sentence) };
        previousMotion.moverFromLabel = false;
        if (seconderNamed) previousMotion.seconder ??= { name: seconderNamed, evidence: evidence(sentence) };
        continue;
      }
      open.push({
        motion: { text: motion.text, evidence: evidence(sentence) },
        mover: moverName ? { name: moverName, evidence: evidence(sentence) } : null,
        moverFromLabel: !moverNamed && speakerSurname !== null,
        seconder: seconderNamed ? { name: seconderNamed, evidence: evidence(sentence) } : null,
        itemIndex:
          named && current?.code?.toLowerCase() !== named.toLowerCase()
            ? agenda.items.findIndex((candidate) => candidate.code?.toLowerCase() === named.toLowerCase()) >=
              0
              ? agenda.items.findIndex((candidate) => candidate.code?.toLowerCase() === named.toLowerCase())
              : null
            : item,
        namedCode: named && current?.code?.toLowerCase() !== named.toLowerCase() ? named : null,
        procedural: motion.text
          ? PROCEDURAL_MOTION.test(motion.text)
          : PROCEDURAL_MOTION.test(current?.title ?? current?.code ?? ""),
        amendment: motion.text ? AMENDMENT.test(motion.text) : false,
        order: sentence.index,
      });
      continue;
    }
    const latest = open.at(-1);
    if (MOVER_ASKED.test(text)) {
      const resolution = resolutionRead(sentences, sentence, item, agenda);
      if (resolution) {
        const current = item !== null ? agenda.items[item] : undefined;
        open.push({
          motion: resolution,
          mover: moverNamed ? { name: moverNamed, evidence: evidence(sentence) } : null,
          seconder: seconderNamed ? { name: seconderNamed, evidence: evidence(sentence) } : null,
          itemIndex: item,
          namedCode: null,
          procedural: PROCEDURAL_MOTION.test(`${resolution.text} ${current?.title ?? ""}`),
          amendment: AMENDMENT.test(resolution.text ?? ""),
          order: sentence.index,
        });
        continue;
      }
    }
    // The chair restating who moved and seconded: "We have a motion by Commissioner Ortiz and a second by Lee."
    if ((moverNamed || seconderNamed) && !ASKS_FOR_SECOND.test(text)) {
      if (latest && sentence.index - latest.order <= RESTATEMENT_REACH) {
        // The chair's latest word on who moved wins ("Motion by Kevin... sorry, motion by Justin").
        if (moverNamed && latest.mover?.name !== moverNamed) {
          latest.mover = { name: moverNamed, evidence: evidence(sentence) };
          latest.moverFromLabel = false;
        }
        if (seconderNamed && latest.seconder?.name !== seconderNamed)
          latest.seconder = { name: seconderNamed, evidence: evidence(sentence) };
      } else if (moverNamed) {
        const current = item !== null ? agenda.items[item] : undefined;
        const askedText = askedFor && sentence.index - askedFor.order <= 6 ? askedFor.text : null;
        askedFor = null;
        open.push({
          motion: askedText
            ? { text: askedText, evidence: evidence(sentences[sentence.index] ?? sentence) }
            : null,
          mover: { name: moverNamed, evidence: evidence(sentence) },
          seconder: seconderNamed ? { name: seconderNamed, evidence: evidence(sentence) } : null,
          itemIndex: item,
          namedCode: null,
          procedural: PROCEDURAL_MOTION.test(`${text} ${current?.title ?? ""}`),
          amendment: AMENDMENT.test(text),
          order: sentence.index,
        });
      }
      continue;
    }
    if (latest && !latest.seconder && OWN_SECOND.test(text.trim())) {
      const name = surnameOf(sentence.speakerName, isName);
      if (name && name !== latest.mover?.name) latest.seconder = { name, evidence: evidence(sentence) };
    }
  }
  closeChorus(sentences.length);
  closeRollCall(sentences.length);
  return decisions;
}
