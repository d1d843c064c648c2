// Stage 4 of the offline engine: the people of a meeting, each only with evidence: a speaker label, a title before
// the name ("Commissioner Ortiz", "Ms. Daly"), a place in a roll call, or a self-introduction. A common English word
// is never a person ("please say aye" names no one "Say"); a surname captions spell two ways (Daly, Daley) is one
// person; "former Councilman X" is not a member. Reads stages 1 and 3.
import type { DecisionRecord, Evidence } from "./decision-records.server";
import type { MeetingSentence, MeetingText } from "./meeting-sentences.server";
import { type NameJudge, nameJudge } from "./person-names.server";
import { titleCaseName } from "./spoken-words";

export type PersonBasis = "speaker-label" | "title" | "roll-call" | "introduction";

export type MeetingPerson = {
  /** As the meeting gives it: "Gloria Bergstrom" from a label, "Ortiz" from a title or a roll call. */
  name: string;
  /** Their title or role ("Councilmember", "Public Works Director", "Member of the public"). */
  role: string;
  /** A member of the body (a title of office or a place in a roll call), as opposed to staff or a resident. */
  member: boolean;
  /** Named as a former holder of the office: never counted as a current member. */
  former: boolean;
  publicSpeaker: boolean;
  basis: PersonBasis;
  mentions: number;
  evidence: Evidence;
};

const TITLES: { pattern: string; role: string; member: boolean }[] = [
  { pattern: "vice[ -]chair(?:man|woman|person)?", role: "Vice Chair", member: true },
  { pattern: "vice[ -]mayor", role: "Vice Mayor", member: true },
  { pattern: "vice[ -]president", role: "Vice President", member: true },
  { pattern: "council ?president|president", role: "President", member: true },
  {
    pattern:
      "council ?member|councilmember|councilwoman|councilman|councilor|councillor|council woman|council man",
    role: "Councilmember",
    member: true,
  },
  { pattern: "chair(?:man|woman|person)?", role: "Chair", member: true },
  { pattern: "mayor", role: "Mayor", member: true },
  { pattern: "commissioner", role: "Commissioner", member: true },
  { pattern: "supervisor", role: "Supervisor", member: true },
  { pattern: "trustee", role: "Trustee", member: true },
  { pattern: "alder(?:man|woman|person)?", role: "Alder", member: true },
  {
    pattern: "selectman|selectwoman|selectperson|select board member",
    role: "Select Board Member",
    member: true,
  },
  { pattern: "legislator", role: "Legislator", member: true },
  { pattern: "board member", role: "Board Member", member: true },
  { pattern: "director", role: "Director", member: false },
  { pattern: "superintendent", role: "Superintendent", member: false },
  { pattern: "mr\\.?|ms\\.?|mrs\\.?|dr\\.?", role: "", member: false },
];
const TITLED_NAME = new RegExp(
  String.raw`\b(former\s+|ex-)?(${TITLES.map((title) => title.pattern).join("|")})\s+(?:(?:pro tem|elect)\s+)?([a-z][a-z'’-]{1,})\b`,
  "gi",
);
const INTRODUCTION = /\bmy name is ([a-z][a-z'’-]+(?: [a-z][a-z'’-]+)?)/i;
/** The last word of a role in a speaker label: "Public Works Director Samir Patel" is the director Samir Patel. */
const ROLE_NOUN =
  /^(?:mayor|chair(?:man|woman|person)?|president|member|councilmember|councilwoman|councilman|councilor|councillor|commissioner|trustee|supervisor|superintendent|director|clerk|manager|attorney|engineer|chief|officer|secretary|treasurer|administrator|alder(?:man|woman|person)?|selectman|selectwoman|legislator|counsel|planner|auditor|controller|mr\.?|ms\.?|mrs\.?|dr\.?)$/i;
const MEMBER_ROLE =
  /\b(?:mayor|council ?member|councilwoman|councilman|councilor|councillor|commissioner|trustee|supervisor|alder\w*|select\w*|legislator|chair\w*|president|board member)\b/i;

function roleOf(title: string): { role: string; member: boolean } {
  for (const entry of TITLES)
    if (new RegExp(`^(?:${entry.pattern})$`, "i").test(title))
      return { role: entry.role, member: entry.member };
  return { role: "Councilmember", member: true };
}

function labelRole(label: string): { role: string; name: string; member: boolean } | null {
  const words = label.trim().split(/\s+/);
  const last = words.findLastIndex((word) => ROLE_NOUN.test(word));
  if (last < 0 || last === words.length - 1) return null;
  const role = words.slice(0, last + 1).join(" ");
  const member = MEMBER_ROLE.test(role) && !/\b(?:clerk|manager|attorney|director|staff)\b/i.test(role);
  return {
    role: titleCaseName(role).replace(/\b(Mr|Ms|Mrs|Dr)\b(?!\.)/, "$1."),
    name: words.slice(last + 1).join(" "),
    member,
  };
}

/** Edit distance of at most one, or the same sound with a vowel or doubled letter changed: "Daly"/"Daley". */
function sameSurname(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (Math.min(x.length, y.length) < 4 || x[0] !== y[0]) return false;
  const skeleton = (word: string) => word.replace(/(.)\1+/g, "$1").replace(/[aeiouy]+/g, "");
  if (skeleton(x) === skeleton(y) && Math.abs(x.length - y.length) <= 2) return true;
  // One insertion, deletion or substitution.
  if (Math.abs(x.length - y.length) > 1) return false;
  let edits = 0;
  for (let i = 0, j = 0; i < x.length || j < y.length; ) {
    if (x[i] === y[j]) {
      i++;
      j++;
      continue;
    }
    edits++;
    if (edits > 1) return false;
    if (x.length > y.length) i++;
    else if (y.length > x.length) j++;
    else {
      i++;
      j++;
    }
  }
  return x.length >= 5;
}

function surname(name: string): string {
  return name.split(/\s+/).at(-1) ?? name;
}

/** Everyone the meeting shows with evidence, members first by how often they are named. */
export function findMeetingPeople(text: MeetingText, decisions: readonly DecisionRecord[]): MeetingPerson[] {
  const isName: NameJudge = nameJudge(text);
  const people: MeetingPerson[] = [];
  const firstName = (name: string) => (name.includes(" ") ? name.split(/\s+/)[0]?.toLowerCase() : null);
  /** The same person: the same surname (as captions spell it), and no two different first names. */
  const find = (name: string) =>
    people.find((person) => {
      if (!sameSurname(surname(person.name), surname(name))) return false;
      const mine = firstName(name);
      const theirs = firstName(person.name);
      return !mine || !theirs || mine === theirs;
    });
  const add = (person: Omit<MeetingPerson, "mentions">) => {
    const known = find(person.name);
    if (known) {
      known.mentions++;
      // The fuller name and the stronger basis win: a label's "Gloria Bergstrom" over a roll call's "Bergstrom".
      if (person.name.split(" ").length > known.name.split(" ").length) known.name = person.name;
      if (!known.role && person.role) known.role = person.role;
      known.member ||= person.member && !person.former;
      known.former &&= person.former;
      return;
    }
    people.push({ ...person, mentions: 1 });
  };
  const ok = (sentence: MeetingSentence) => sentence.reliable;

  for (const sentence of text.sentences) {
    if (!ok(sentence)) continue;
    const evidence = { quote: sentence.text, seconds: sentence.startSeconds };
    if (sentence.speaker) {
      const labelled = labelRole(sentence.speaker);
      const name = (labelled?.name ?? sentence.speaker).trim();
      const words = name.split(/\s+/);
      if (
        words.length <= 4 &&
        !/^(?:speaker|unknown|audience|public|crowd|multiple|all|chorus)\b/i.test(name) &&
        isName(words.at(-1) ?? "", "label")
      )
        add({
          name: titleCaseName(name),
          role: labelled?.role ?? (sentence.publicComment ? "Member of the public" : ""),
          member: labelled?.member ?? false,
          former: false,
          publicSpeaker: !labelled && sentence.publicComment,
          basis: "speaker-label",
          evidence,
        });
    }
    for (const match of sentence.text.matchAll(TITLED_NAME)) {
      const [, former, title, first] = match;
      if (!title || !first || !isName(first, "titled")) continue;
      // "Councilmember Stacy Hardy-Chandler": a second capitalised word is the rest of the name.
      const rest = sentence.text.slice((match.index ?? 0) + match[0].length);
      // "Councilmember Peter— I'm sorry, Councilmember McQuillan": a name cut off mid-word is no one's.
      if (/^[—–-]/.test(rest)) continue;
      const second = text.cased ? rest.match(/^ (\p{Lu}[\p{Ll}'’-]+)\b/u)?.[1] : undefined;
      const name = second && isName(second, "titled") ? `${first} ${second}` : first;
      const { role, member } = roleOf(title);
      // "Mr. Chair", "Madam Mayor": a title addressing the office names no one.
      if (/^(?:mr|ms|mrs|dr)\.?$/i.test(title) && /^(?:chair\w*|mayor|president|clerk|speaker)$/i.test(name))
        continue;
      add({
        name: titleCaseName(name.replace(/['’]s$/i, "")),
        role: role || titleCaseName(title.replace(/\.?$/, ".")),
        member: member && !former,
        former: Boolean(former),
        publicSpeaker: false,
        basis: "title",
        evidence,
      });
    }
    const introduced = sentence.text.match(INTRODUCTION)?.[1];
    if (introduced?.split(" ").every((word) => isName(word, "titled")))
      add({
        name: titleCaseName(introduced),
        role: sentence.publicComment ? "Member of the public" : "",
        member: false,
        former: false,
        publicSpeaker: sentence.publicComment,
        basis: "introduction",
        evidence,
      });
  }
  for (const decision of decisions) {
    for (const vote of decision.votes) {
      if (/^District \d+$/.test(vote.member)) continue;
      add({
        name: vote.member,
        role: "Member",
        member: true,
        former: false,
        publicSpeaker: false,
        basis: "roll-call",
        evidence: { quote: vote.quote, seconds: vote.seconds },
      });
    }
  }
  // A titled name heard once in a long meeting is often a mishearing; a label, a roll call or an introduction is not.
  return people
    .filter((person) => person.basis !== "title" || person.mentions >= 2 || person.member)
    .sort(
      (a, b) =>
        Number(b.member) - Number(a.member) || b.mentions - a.mentions || a.name.localeCompare(b.name),
    );
}

/** The person a decision's name belongs to ("Daley" in a roll call is "Daly" of the labels), or the name as said. */
export function canonicalName(name: string, people: readonly MeetingPerson[]): string {
  const match = people.find((person) => sameSurname(surname(person.name), surname(name)));
  return match ? surname(match.name) : name;
}
