// The offline engine's commitment finder (issue #19): what someone at the dais or at the staff table said will
// happen ("staff will report back within 90 days", "we'll come back to you in six weeks"), who said it will, and when.
// Precision first: a promise needs a future-tense subject and an action verb, never a condition or a question, and
// never a resident's words. Pure and deterministic.
import { DUE_PHRASE, resolveDue } from "./due-dates.server";
import type { MeetingSentence } from "./engine/meeting-sentences.server";

export type ExtractedCommitment = {
  /** What will happen, in the speaker's words from the verb on ("Report back within 90 days"). */
  description: string;
  responsible: string;
  dueText: string | null;
  dueDate: string | null;
  /** The sentence that holds the promise, word for word, and when it started. */
  quote: string;
  seconds: number;
};

/** Who is responsible when the sentence names them as its subject. */
const SUBJECTS: { pattern: RegExp; party: string }[] = [
  { pattern: /\b(?:the )?city manager(?:'s office)?\b/i, party: "City Manager" },
  { pattern: /\b(?:the )?city attorney(?:'s office)?\b/i, party: "City Attorney" },
  { pattern: /\b(?:the )?(?:city )?clerk(?:'s office)?\b/i, party: "City Clerk" },
  {
    pattern: /\b(?:the )?((?:[A-Z][a-z]+ ){1,3})department\b/,
    party: "$1Department",
  },
  { pattern: /\bstaff\b/i, party: "City staff" },
];

const ACTION =
  "(?:come back|report back|report|return|bring (?:it |this |that |them |something )?(?:back|forward)|get back|follow up|provide|present|send|deliver|circulate|share|update|brief|complete|finish|draft|prepare|release|publish|have (?:it|that|this|a \\w+|the \\w+|an? (?:update|report|plan|proposal)) (?:ready|back|for you|to you)|look into|work (?:with|on)|get (?:that|it|this|them|the \\w+) (?:out|back|done|to you)|get the (?:update|report|results|information|numbers)|launch|start|begin|install|open|hold|schedule|post|submit|issue|finalize|produce|develop)";
/** The same actions as said in the future progressive ("we'll be coming back", "we'll be working through that"). */
const ACTION_ING =
  "(?:coming back|reporting back|bringing (?:it |this |that |them )?(?:back|forward)|getting back|following up|providing|presenting|sending|delivering|sharing|updating|briefing|completing|finishing|drafting|preparing|releasing|publishing|working (?:with|on|through)|rolling (?:it|them|those|this|that) out|launching|starting|beginning|installing|opening|holding|scheduling|posting|submitting|issuing|finalizing|producing|developing|back (?:at it|with|before you|to you))";
/** A promise: a subject that will act ("we'll", "staff will", "I will", "the department is going to"). */
const PROMISE = new RegExp(
  String.raw`\b(?:(?:we|i|staff|they|the (?:city|department|administration|team|office|manager|attorney|clerk)[\w' ]{0,30})(?:'ll| will| are going to| is going to| am going to| plan to| commit to| intend to)|(?:we're|i'm|staff's) going to)\s+(?:also\s+|then\s+|certainly\s+|definitely\s+|absolutely\s+|be able to\s+)?((?:${ACTION}|be ${ACTION_ING})\b.*)$`,
  "i",
);
/** A direction the body gives staff ("staff is directed to", "direct the city manager to report back"). */
const DIRECTION = new RegExp(
  String.raw`\b(?:staff (?:is|are|was|will be) (?:hereby )?(?:directed|asked|requested) to|direct(?:s|ing|ed)? (?:the )?(?:city manager|staff|city attorney|department|administration)(?: and [\w ]{1,30})? to|(?:ask|asking|request|requesting) (?:the )?(?:city manager|staff|city attorney) to)\s+(${ACTION}\b.*)$`,
  "i",
);
/** Conditions, hopes and questions are not promises; nor is a meeting saying when it meets or breaks. */
const CONDITIONAL =
  /\b(?:if|unless|whether|would|could|might|may be|maybe|hope|hopefully|perhaps|probably|try to|trying to)\b/i;
const NOT_A_TASK =
  /\?\s*$|\b(?:meet again|recess|take a (?:short )?break|move on|hear from|public comment|vote on|be debating)\b/i;
/** A promise with no due date is kept only when it says it will come back to the body. */
const COMES_BACK =
  /^(?:come back|report back|return|bring (?:it |this |that |them )?back|get back|follow up|be (?:coming back|reporting back|bringing (?:it |this |that |them )?back|getting back|following up))\b/i;

const MAX_DESCRIPTION_CHARS = 220;

function capitalise(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

function describeTask(task: string): string {
  const clean = task.replace(/[.!]+$/, "").trim();
  if (clean.length <= MAX_DESCRIPTION_CHARS) return capitalise(clean);
  const cut = clean.slice(0, MAX_DESCRIPTION_CHARS);
  return `${capitalise(cut.slice(0, Math.max(cut.lastIndexOf(" "), MAX_DESCRIPTION_CHARS / 2)))}…`;
}

function responsibleFor(text: string, before: string, speaker: string | null, direction: boolean): string {
  for (const { pattern, party } of SUBJECTS) {
    const match = (direction ? text : before).match(pattern);
    if (match) return party.replace("$1", match[1] ?? "").trim();
  }
  if (direction) return "City staff";
  return speaker ?? "Unidentified speaker";
}

/** The promises of a meeting, in the order they were made. `meetingDate` resolves "in 60 days". */
export function extractCommitments(
  sentences: readonly MeetingSentence[],
  meetingDate: Date | null,
): ExtractedCommitment[] {
  const found: ExtractedCommitment[] = [];
  sentences.forEach((sentence) => {
    // A resident's words are never the body's promise, and an unreliable stretch is never read as one.
    if (sentence.publicComment || !sentence.reliable) return;
    const text = sentence.text;
    const direction = text.match(DIRECTION);
    const promise = direction ?? text.match(PROMISE);
    const task = promise?.[1];
    if (!promise || !task || promise.index === undefined) return;
    const before = text.slice(0, promise.index + promise[0].length - task.length);
    if (CONDITIONAL.test(before.slice(-60)) || /\b(?:if|unless)\b/i.test(task) || NOT_A_TASK.test(task))
      return;
    const due = task.match(DUE_PHRASE)?.[0] ?? null;
    if (!due && !COMES_BACK.test(task)) return;
    const resolved = due ? resolveDue(due, meetingDate) : null;
    found.push({
      description: describeTask(task),
      responsible: responsibleFor(text, before, sentence.speakerName ?? sentence.speaker, !!direction),
      dueText: resolved?.dueText ?? null,
      dueDate: resolved?.dueDate ?? null,
      quote: text,
      seconds: sentence.startSeconds,
    });
  });
  return found;
}
