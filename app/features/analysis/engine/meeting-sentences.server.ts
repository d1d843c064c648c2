// Stage 1 of the offline engine: the meeting's text as sentences a later stage can trust. Stored segments are rebuilt
// into timed sentences (timed-sentences.ts), cut again where captions run a vote's result into what follows or run
// into the next item, and each sentence learns who said it (when the transcript says), whether a resident said it in
// public comment, and whether it passed the quality gate (English a reader could be quoted).
import type { EngineSegment } from "../analysis-engine.server";
import { rebuildSentences, type TimedSentence } from "./timed-sentences";
import { assessTranscript, type TranscriptReliability } from "./transcript-quality.server";

export type MeetingSentence = TimedSentence & {
  /** Its position among the meeting's sentences. */
  index: number;
  /** Who said it, when the transcript says: its speaker label, a self-introduction, or the chair handing the floor. */
  speakerName: string | null;
  /** Said in public comment or by a resident: never the body's act, always labelled. */
  publicComment: boolean;
  /** Passed the quality gate: may be quoted, searched as speech and turned into decisions, people and topics. */
  reliable: boolean;
};

export type MeetingText = {
  sentences: MeetingSentence[];
  reliability: TranscriptReliability;
  /** The transcript writes names with capitals (Whisper, human captions): a capital then says something. */
  cased: boolean;
};

// ---- clauses: one step of procedure per sentence ----

/** Words that announce a result: the clause ends after them (unless a count or "unanimously" follows). */
const OUTCOME_END = String.raw`(?<=\b(?:ayes have it|i's have it|eyes have it|nays have it|passed|passes|adopted|confirmed|carries|carried|approved|fails|failed)\b[.,]?)\s+(?!\d{1,2}\s*(?:-|to)\s*\d|unanimous|(?:zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|to|with|by|as|on|and (?:\d|zero|one|two|three|four|five|six|seven|eight|nine))\b)(?=\S)`;
/** The chair moving to the next item, or asking the clerk to read it: a new clause begins. */
const ITEM_START = String.raw`\s+(?=(?:(?:and|so|okay|now|all right)[,]?\s+)?(?:that brings us to|moving on to|we(?:'ll| will)? move on to|now we move to|the next item|next item|next up is|we(?:'re| are) now on|(?:mr\.?|madam|madame) (?:clerk|clark|secretary)\b|(?:please )?read (?:docket|item|the next)|docket (?:number )?(?:zero|oh)\b))`;
/** A step of procedure starting: the call to vote, who moved and seconded, the result announced, a code read. */
const PROCEDURE_START = String.raw`(?<!\b(?:the|a|this|that|and the|all))\s+(?=(?:is there a (?:motion|second)\b|all (?:those )?in favou?r\b|(?:will )?those in favou?r,? (?:please |just )?(?:raise|show)\b|(?:a )?motion (?:from|by|made by)\s|second(?:ed)? (?:from|by)\s|any opposed\b|without objection\b|(?:and )?we (?:can|will|'ll) take (?:this|that|these|the) (?:item|items|matter)? ?same house\b|(?:this|the|that) (?:resolution|ordinance|motion|item|matter|minutes|bill) (?:is|are|has been|have been) (?:hereby |finally |now )?(?:adopted|passed|approved|carried)\b|(?:the )?motion (?:carries|passes|fails|is carried)\b|\d{1,2}[a-z]{1,2} is (?:a|an|the)\s))`;
/** A show of hands thanked is a vote taken: what the chair says next is another clause. */
const HANDS_END = String.raw`(?<=\braise (?:your |their )?hands?(?: up)?(?: please)?[,.]? thank you(?: very much)?[.,]?)(?! very much)\s+(?=\S)`;
const CLAUSE_BREAK = new RegExp(`${OUTCOME_END}|${HANDS_END}|${ITEM_START}|${PROCEDURE_START}`, "i");

/**
 * Captions without punctuation run a vote, its result and the next item into one "sentence": those are cut into
 * clauses, each timed by where it sits in the sentence. A result's sentence is never joined with what follows.
 */
export function clausesOf(sentences: readonly TimedSentence[]): TimedSentence[] {
  return sentences.flatMap((sentence) => {
    const pieces = sentence.text.split(CLAUSE_BREAK).filter((piece) => piece?.trim());
    if (pieces.length <= 1) return [sentence];
    const length = Math.max(1, sentence.text.length);
    const span = Math.max(0, sentence.endSeconds - sentence.startSeconds);
    let at = 0;
    return pieces.map((piece, position) => {
      const start = sentence.text.indexOf(piece, at);
      at = start + piece.length;
      const next = pieces[position + 1];
      const end = next === undefined ? length : sentence.text.indexOf(next, at);
      return {
        ...sentence,
        text: piece.trim().replace(/^\p{Ll}/u, (first) => first.toUpperCase()),
        startSeconds: sentence.startSeconds + (span * Math.max(0, start)) / length,
        endSeconds: sentence.startSeconds + (span * Math.max(0, end)) / length,
      };
    });
  });
}

// ---- who is speaking ----

const TITLE_WORDS = String.raw`(?:vice[ -]chair(?:man|woman|person)?|vice mayor|council ?president|president|council ?member|councilwoman|councilman|councilor|councillor|chair(?:man|woman|person)?|mayor|commissioner|supervisor|trustee|alder(?:man|woman|person)?|director|(?:mr|ms|mrs|dr)\.?)`;
const INTRODUCTION =
  /^(?:(?:good (?:morning|afternoon|evening)|hi|hello|thank you)[,.!]?\s+)?(?:(?:members of the \w+|everyone|council)[,.]?\s+)?(?:my name is|i'm|i am) ([A-Za-z][a-z'’-]+(?: [A-Za-z][a-z'’-]+)?)(?=[,.]|\s+and\b|\s+from\b|\s+i\b|$)/i;
/** Words after "I'm" that are no name: "I'm going to", "I'm here". */
const NOT_INTRODUCED =
  /^(?:going|here|not|sorry|just|so|very|happy|glad|sure|a|the|in|on|with|from|speaking|calling|asking|really|also|still|trying|gonna|concerned|worried|proud|here)\b/i;
/** The chair handing the floor at the end of a turn: "I recognize Commissioner Ortiz." or "Commissioner Ortiz, go ahead." */
const HANDED = new RegExp(
  String.raw`(?:(?:recogni[sz]es?|call on|go to|turn (?:it )?over to|floor to)\s+(${TITLE_WORDS})\s+([a-z][a-z'’-]{2,})[.,!]?(?:\s*(?:you have the floor|go ahead|please(?: go ahead)?))?|(?:^|[.,]\s+)(${TITLE_WORDS})\s+([a-z][a-z'’-]{2,})[.,!]?\s*(?:you have the floor|go ahead|please go ahead|the floor is yours))[.!]?$`,
  "i",
);

function titleOf(raw: string): string {
  const lower = raw.toLowerCase().replace(/\s+/g, " ");
  if (/^vice[ -]chair/.test(lower)) return "Vice Chair";
  if (lower === "vice mayor") return "Vice Mayor";
  if (/president/.test(lower)) return "Council President";
  if (/council/.test(lower)) return "Councilmember";
  if (/^chair/.test(lower)) return "Chair";
  if (/^alder/.test(lower)) return "Alder";
  if (/^(?:mr|ms|mrs|dr)\.?$/.test(lower))
    return `${lower[0]?.toUpperCase()}${lower.slice(1).replace(/\.?$/, ".")}`;
  return `${lower[0]?.toUpperCase()}${lower.slice(1)}`;
}

function capitalised(word: string): string {
  return word
    .toLowerCase()
    .replace(/(^|['’-])(\p{L})/gu, (_match, mark, letter) => `${mark}${letter.toUpperCase()}`);
}

/**
 * The speaker of each turn when the transcript names them: its label, "my name is X" opening the turn, or the chair
 * handing the floor to a member at the end of the turn before ("Commissioner Ortiz, go ahead.").
 */
function turnSpeakers(sentences: readonly TimedSentence[]): Map<number, string> {
  const speakers = new Map<number, string>();
  let previousTurnLast: TimedSentence | null = null;
  let currentTurn = Number.NaN;
  for (const sentence of sentences) {
    if (sentence.turn !== currentTurn) {
      currentTurn = sentence.turn;
      if (sentence.speaker) speakers.set(sentence.turn, sentence.speaker);
      else {
        const introduced = sentence.text.match(INTRODUCTION)?.[1];
        const handed = previousTurnLast?.text.match(HANDED);
        if (introduced && !NOT_INTRODUCED.test(introduced))
          speakers.set(sentence.turn, introduced.split(" ").map(capitalised).join(" "));
        else if (handed) {
          const title = handed[1] ?? handed[3];
          const name = handed[2] ?? handed[4];
          if (title && name) speakers.set(sentence.turn, `${titleOf(title)} ${capitalised(name)}`);
        }
      }
    }
    previousTurnLast = sentence;
  }
  return speakers;
}

// ---- public comment ----

const PUBLIC_COMMENT_OPENS =
  /\b(?:open(?:ing)? (?:the )?(?:public (?:comment|hearing|testimony))|public (?:comment|testimony) (?:period|portion|section)|(?:first|next) speaker|speakers? (?:who )?(?:signed up|cards?)|we have \w+ (?:speakers|people signed up)|each speaker (?:has|will have)|you have (?:two|three|one|\d) minutes|move (?:on )?to public comment|moving on now to public comment|now (?:take|hear) public (?:comment|testimony)|(?:start|begin|for|take) public comment|(?:up to|have) (?:two|three|one|\d) minutes|(?:we are )?(?:now )?at open forum)\b/i;
const PUBLIC_COMMENT_CLOSES =
  /\b(?:clos(?:e|es|ed|ing) (?:the )?public (?:comment|hearing|testimony)|public (?:comment|hearing|testimony) is (?:now )?closed|(?:concludes|ends|that's all for|completes|closes) (?:the |our )?(?:public (?:comment|testimony)|speakers)|(?:no|seeing no) (?:further|more|other) (?:speakers|public comment|comments from the public)|back (?:up )?to (?:the )?(?:council|dais|committee|board|commission)|members? of the (?:council|committee|board|commission),? (?:any|questions|comments)|end of (?:the )?public comment|(?:that|this) (?:was|is) (?:the|our) last speaker)\b/i;
/** Said by a member of the public about themselves. */
const RESIDENT_VOICE =
  /\b(?:my name is|i(?:'ve| have)? lived (?:in|here)|i live (?:in|on|at)|i am a resident|i'm a resident|resident of|i'm here (?:on behalf|representing|to speak)|i(?:'m| am) (?:a |the )?(?:homeowner|property owner|neighbor|business owner))\b/i;
/** The body acting again: a call to vote, a motion, a result. Public comment is over. */
const BODY_ACTS =
  /\b(?:all (?:those )?in favou?r|call the roll|roll call|please vote|cast your votes?|i(?:'ll| will)? move|i make a motion|motion to|so moved|motion (?:carries|passes|fails|carried|passed|failed)|ayes have it)\b/i;
/** How many sentences a resident's introduction colours as theirs. */
const RESIDENT_REACH = 40;

function publicCommentFlags(
  sentences: readonly TimedSentence[],
  speakers: ReadonlyMap<number, string>,
): boolean[] {
  const flags: boolean[] = [];
  let open = false;
  let residentTurn = Number.NaN;
  let residentUntil = -1;
  sentences.forEach((sentence, index) => {
    // A speaker label with an official's title is never a resident, whatever they say about where they live.
    const official =
      /\b(?:mayor|council|commissioner|chair|trustee|supervisor|director|clerk|manager|attorney|staff|superintendent|president|secretary|member)\b/i.test(
        speakers.get(sentence.turn) ?? "",
      );
    if (RESIDENT_VOICE.test(sentence.text) && !official) {
      residentTurn = sentence.turn;
      residentUntil = index + RESIDENT_REACH;
    }
    // A resident's turn ends when the turn does or the chair closes comment. Where captions mark no speakers, turns
    // are long and anyone's, so the body acting again ("all in favor", "I move") ends it too; under a resident's own
    // speaker label, their "I move that you all resign" is still theirs.
    if (
      sentence.turn !== residentTurn ||
      PUBLIC_COMMENT_CLOSES.test(sentence.text) ||
      (!sentence.speaker && BODY_ACTS.test(sentence.text))
    )
      residentUntil = -1;
    if (PUBLIC_COMMENT_OPENS.test(sentence.text)) open = true;
    const resident = index <= residentUntil;
    if (open && !resident && (PUBLIC_COMMENT_CLOSES.test(sentence.text) || BODY_ACTS.test(sentence.text)))
      open = false;
    flags.push((open && !official) || resident);
  });
  return flags;
}

/** True when a meaningful share of the words start with a capital inside a sentence: names are marked. */
function isCased(sentences: readonly TimedSentence[]): boolean {
  let inner = 0;
  let capitals = 0;
  for (const sentence of sentences.slice(0, 400)) {
    const words = sentence.text.split(/\s+/).slice(1);
    for (const word of words) {
      if (!/^\p{L}/u.test(word)) continue;
      inner++;
      if (/^\p{Lu}\p{Ll}/u.test(word) && word !== "I") capitals++;
    }
  }
  // A few lines say too little about a house style: any capital inside them counts.
  if (inner < 30) return capitals > 0;
  return capitals / inner >= 0.02 && capitals / inner <= 0.6;
}

/** The meeting's sentences, each with its speaker, public-comment flag and quality verdict. */
export function readMeetingText(segments: readonly EngineSegment[]): MeetingText {
  const timed = clausesOf(rebuildSentences(segments));
  const speakers = turnSpeakers(timed);
  const publicComment = publicCommentFlags(timed, speakers);
  const { reliableSentence, reliability } = assessTranscript(timed);
  return {
    sentences: timed.map((sentence, index) => ({
      ...sentence,
      index,
      speakerName: speakers.get(sentence.turn) ?? null,
      publicComment: publicComment[index] ?? false,
      reliable: reliableSentence[index] ?? true,
    })),
    reliability,
    cased: isCased(timed),
  };
}
