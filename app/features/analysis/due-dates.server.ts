// When a promise made at a meeting is due (issue #19): the due phrase as said ("in 60 days", "within two weeks",
// "by March 1", "by the end of the year") and the calendar date it names, resolved against the meeting's date.
// Pure: the extractor finds the phrase, this reads it. "Next meeting" has no date of its own and stays unresolved.
import { NUMBER_WORDS } from "./engine/spoken-words";
import { resolveSpokenDate } from "./text-tools.server";

/** Counts as said: the clerk's number words, and the few a promise adds ("a couple of weeks", "sixty days"). */
const COUNT_WORDS: Record<string, number> = {
  ...NUMBER_WORDS,
  a: 1,
  an: 1,
  thirty: 30,
  forty: 40,
  "forty-five": 45,
  sixty: 60,
  ninety: 90,
  "a couple of": 2,
  "a couple": 2,
  "a few": 3,
};
const COUNT = String.raw`(\d{1,3}|a couple(?: of)?|a few|forty-five|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|fifteen|thirty|forty|sixty|ninety)`;
const UNIT = "(hours?|days?|weeks?|months?|years?)";
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";

/** The due phrases the extractor looks for, most specific first. Each is matched case-insensitively. */
export const DUE_PHRASE = new RegExp(
  [
    String.raw`\b(?:in|within|in the next|over the next|after)\s+(?:about\s+|approximately\s+|roughly\s+)?${COUNT}\s+${UNIT}\b`,
    String.raw`\b(?:by|before|no later than|on or before|until)\s+(?:the\s+)?(?:end of\s+)?${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?(?:,?\s+\d{4})?\b`,
    String.raw`\b(?:by|before|no later than)\s+(?:the\s+)?end of (?:the |this )?(?:year|month|quarter)\b`,
    String.raw`\b(?:by|in|before|at)\s+(?:the\s+)?end of\s+${MONTH}\b`,
    String.raw`\b(?:by|in|before|at|during)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:next|following|first)\s+(?:regular\s+|council\s+|committee\s+)?meeting\b`,
    String.raw`\b(?:by\s+|in\s+|before\s+)?next (?:week|month)\b`,
    String.raw`\b(?:by the end of |later )?this week\b`,
    String.raw`\b(?:in|by|before)\s+(?:20\d\d)\b`,
    String.raw`\b(?:in|by)\s+${MONTH}\b`,
  ].join("|"),
  "i",
);

export type ResolvedDue = {
  /** The words that said when, as said ("in 60 days"). */
  dueText: string;
  /** The calendar day it names (YYYY-MM-DD), or null when it names none ("at the next meeting") or no date is known. */
  dueDate: string | null;
};

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addUnits(from: Date, count: number, unit: string): Date {
  const date = new Date(from.getTime());
  if (unit.startsWith("hour")) date.setUTCHours(date.getUTCHours() + count);
  else if (unit.startsWith("day")) date.setUTCDate(date.getUTCDate() + count);
  else if (unit.startsWith("week")) date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (unit.startsWith("month")) date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return date;
}

function countOf(word: string): number | null {
  const lower = word.toLowerCase().trim();
  if (/^\d+$/.test(lower)) return Number(lower);
  return COUNT_WORDS[lower] ?? null;
}

function monthIndex(name: string): number {
  const months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
  return months.indexOf(name.slice(0, 3).toLowerCase());
}

/** The last day of a month (0-11) in the first such month on or after the meeting. */
function endOfMonthAfter(meeting: Date, month: number): Date {
  let year = meeting.getUTCFullYear();
  if (month < meeting.getUTCMonth()) year += 1;
  return new Date(Date.UTC(year, month + 1, 0));
}

/**
 * Reads a due phrase against the meeting's date. A relative phrase with no meeting date keeps its words but no
 * date; a month and day without a year is the first such day on or after the meeting.
 */
export function resolveDue(phrase: string, meetingDate: Date | null): ResolvedDue {
  const dueText = phrase.trim().replace(/\s+/g, " ");
  const lower = dueText.toLowerCase();
  const none = { dueText, dueDate: null };
  if (/\bmeeting\b/.test(lower)) return none;
  const relative = lower.match(new RegExp(`${COUNT}\\s+${UNIT}`, "i"));
  if (relative?.[1] && relative[2]) {
    const count = countOf(relative[1]);
    if (count === null || !meetingDate) return none;
    return { dueText, dueDate: isoDay(addUnits(meetingDate, count, relative[2])) };
  }
  const dated = dueText.match(
    new RegExp(`(${MONTH})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?`, "i"),
  );
  if (dated?.[1] && dated[2]) {
    const spoken = `${dated[1]} ${dated[2]}${dated[3] ? `, ${dated[3]}` : ""}`;
    return { dueText, dueDate: resolveSpokenDate(spoken, dated[3] ? null : meetingDate) };
  }
  if (!meetingDate) return none;
  if (/next week/.test(lower)) return { dueText, dueDate: isoDay(addUnits(meetingDate, 7, "days")) };
  // "This week": the Sunday that ends the meeting's week.
  if (/this week/.test(lower))
    return { dueText, dueDate: isoDay(addUnits(meetingDate, (7 - meetingDate.getUTCDay()) % 7, "days")) };
  const year = lower.match(/\b(20\d\d)\b/)?.[1];
  if (year) return { dueText, dueDate: `${year}-12-31` };
  if (/next month/.test(lower)) {
    return {
      dueText,
      dueDate: isoDay(new Date(Date.UTC(meetingDate.getUTCFullYear(), meetingDate.getUTCMonth() + 2, 0))),
    };
  }
  if (/end of (?:the |this )?year/.test(lower))
    return { dueText, dueDate: `${meetingDate.getUTCFullYear()}-12-31` };
  if (/end of (?:the |this )?month/.test(lower))
    return { dueText, dueDate: isoDay(endOfMonthAfter(meetingDate, meetingDate.getUTCMonth())) };
  if (/end of (?:the |this )?quarter/.test(lower)) {
    const quarterEnd = Math.floor(meetingDate.getUTCMonth() / 3) * 3 + 2;
    return { dueText, dueDate: isoDay(endOfMonthAfter(meetingDate, quarterEnd)) };
  }
  const month = lower.match(new RegExp(`\\b(${MONTH})\\b`, "i"))?.[1];
  if (month) {
    const index = monthIndex(month);
    if (index >= 0) return { dueText, dueDate: isoDay(endOfMonthAfter(meetingDate, index)) };
  }
  return none;
}

export type CommitmentStatus = "open" | "overdue" | "fulfilled";

/**
 * Where a promise stands on a given day: fulfilled once a later meeting's line is linked as its follow-up; overdue
 * the day after its due date; otherwise open (also when it has no date).
 */
export function commitmentStatus(
  commitment: { dueDate: string | null; followUpVideoId: string | null },
  today: string,
): CommitmentStatus {
  if (commitment.followUpVideoId) return "fulfilled";
  if (commitment.dueDate && commitment.dueDate < today) return "overdue";
  return "open";
}
