// Whether a word a meeting says where a name would be is a person's name, shared by the stages that read names
// (decision records, people). A common English word is never a person ("please say aye" names no "Say"), unless a
// transcript that writes names with capitals writes it as one right after a title ("Mr. Little", "Council Member
// Young"). A speaker label is the transcript's own and is trusted, as long as it is not a role or a placeholder.
import { isDictionaryWord, spokenRank } from "./english-lexicon.server";
import type { MeetingText } from "./meeting-sentences.server";

/** Words captions put where a name would be that are no one's name, whatever their case. */
const NOT_A_NAME = new Set(
  (
    "the for and who will has had have is was you your our their this that there here present absent please now " +
    "chair clerk floor second seconded motion moved move moves member members of to from with on in at as all any " +
    "are be been can did does would could should may might must said says say thank thanks yes aye ayes nay nays no " +
    "not okay also again just so recognize recognizes recognized vote votes voted voting item items ordinance " +
    "resolution correction approval approve approved public staff district city county council committee board " +
    "commission mayor president everyone colleague colleagues it its we they them he she his her i me my a an " +
    "favor opposed unanimous unanimously carries passes by made make making first next last one two three four five " +
    "six seven eight nine ten discussion question questions comment comments roll call agenda minutes consent " +
    "absence areas association reports report plus quote unquote speaker speakers chairman chairwoman chairperson " +
    "vice pro tem madam mister sir ma'am gentleman gentlemen lady ladies folks everybody anybody somebody someone " +
    "trustee trustees commissioner commissioners supervisor supervisors alderman councilmember councilman " +
    "councilwoman councilor councillor director manager attorney secretary treasurer superintendent mr ms mrs dr"
  ).split(" "),
);
/** A word of meetings' own procedure or speech that is no one's name ("second", "ordinance", "aye"). */
export function isMeetingWord(word: string): boolean {
  return NOT_A_NAME.has(word.toLowerCase());
}

/** Below this rank (0 = the most said word) a spoken word is too common to be taken for a surname. */
const COMMON_WORD_RANK = 1500;
/** After "Mr." or "Ms." a word is a surname unless it is among this many most said words ("so", "the", "say"). */
const HONORIFIC_MIN_RANK = 100;

/** How the word came: after a title ("Commissioner Ortiz"), bare (a roll call's "Ortiz? Aye."), or a speaker label. */
export type NameContext = "titled" | "honorific" | "bare" | "label";
export type NameJudge = (word: string, context?: NameContext) => boolean;

/** A judge of surnames for one meeting: a cased transcript vouches for its capitals; otherwise common words fail. */
export function nameJudge(text: MeetingText): NameJudge {
  return (word, context = "bare") => {
    const bare = word.replace(/['’]s$/i, "");
    const lower = bare.toLowerCase();
    if (lower.length < 2 || NOT_A_NAME.has(lower) || /\d/.test(lower) || !/^\p{L}/u.test(lower)) return false;
    // "I'm", "I'd": a contraction is no one's name.
    if (/['’]\p{L}{1,2}$/u.test(lower)) return false;
    if (context === "label") return true;
    if (lower.length < 3) return false;
    const writtenAsName = text.cased && /^\p{Lu}\p{Ll}/u.test(bare);
    const rank = spokenRank(lower);
    const common = (rank !== null && rank < COMMON_WORD_RANK) || isDictionaryWord(lower);
    if (!common) return true;
    // "Mr. Little", "ms watkins": an honorific is followed by a surname, however common the word, unless the word is
    // among the very few a sentence is made of ("mr so", "ms you").
    if (context === "honorific") return rank === null || rank >= HONORIFIC_MIN_RANK;
    // A word of the language is a surname only where a transcript that writes names with capitals writes it as one:
    // after a title, or (in a roll call) a word it capitalises elsewhere too and that is not among the most said.
    if (!writtenAsName) return false;
    // A capitalised word a roll call pairs with an answer ("Dan, aye.") is a name unless it is among the few words a
    // sentence is made of ("Say aye.").
    return context === "titled" || rank === null || rank >= HONORIFIC_MIN_RANK;
  };
}

/**
 * Whether a name a model gives stands as a person's: its surname is not a common word, unless the line it stands on
 * writes it as a name after a title ("Councilmember Young"). The model's record passes the same test as the engine's.
 */
export function standsAsName(name: string, line: string): boolean {
  const surname = name.trim().split(/\s+/).at(-1) ?? "";
  const lower = surname.toLowerCase();
  if (lower.length < 2 || NOT_A_NAME.has(lower)) return false;
  const rank = spokenRank(lower);
  const common = (rank !== null && rank < COMMON_WORD_RANK) || isDictionaryWord(lower);
  if (!common) return true;
  const escaped = surname.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const titled = new RegExp(
    String.raw`\b(?:mr|ms|mrs|dr|councilmember|council member|commissioner|trustee|supervisor|mayor|chair)\.?\s+(?:\p{L}+\s+)?(${escaped})\b`,
    "iu",
  ).exec(line);
  return titled !== null && /^\p{Lu}/u.test(titled[1] ?? "");
}
