// Stage 6b of the offline engine: the news story, written from the stored record alone (the LLM path's record too),
// never from the transcript. It leads with the most consequential decision whose subject is known, states the
// meeting's date in prose and the body's name as the source gives them, and lists a decision without identity only
// as "an unnamed item", never in the headline, the lead or a quick fact.
import { HEADLINE_MAX_CHARS } from "../analysis.constants";
import { UNIDENTIFIED_SPEAKER } from "../analysis.copy";
import type { AnalysisResults, NewsStory } from "../analysis.schema";
import type { MeetingFacts } from "../analysis-engine.server";
import { clip, countWords } from "../text-tools.server";
import {
  cleanMotion,
  consequence,
  decisionSubject,
  didPhrase,
  isSubject,
  type RecordDecision,
  subjectPhrase,
  tallyPhrase,
} from "./decision-wording";

/** What a decision of no known subject is called where it must be listed at all. */
export type { MeetingFacts };

export const UNNAMED_ITEM = "an unnamed item";
/** Who met, when the source names no body. */
const DEFAULT_BODY = "The board";

/** "2026-10-07" as prose: "October 7, 2026". */
export function proseDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });
}

const NUMBER_WORD =
  /^(?:\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|hundred|thousand|million)$/i;

/**
 * Cuts at a word boundary without an ellipsis (a headline must read as a whole). A cut phrase ends on its head, not
 * inside a modifier: "home occupations extending six" becomes "home occupations" (a trailing -ing phrase among
 * the last three words, a dangling number or function word goes).
 */
export function clipPlain(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit + 1);
  const space = cut.lastIndexOf(" ");
  const words = cut
    .slice(0, space > 0 ? space : limit)
    .replace(/[\s,;:]+$/, "")
    .split(" ");
  // "repaving contract" is a noun with its modifier; "extending six" is a clause the cut left open.
  const participle = words.findIndex(
    (word, index) =>
      index >= words.length - 3 &&
      index > 1 &&
      /ing$/i.test(word) &&
      (index === words.length - 1 ||
        NUMBER_WORD.test(words[index + 1] ?? "") ||
        /^(?:the|a|an|and|or|of|to|for|on|in|at|by|with|as)$/i.test(words[index + 1] ?? "")),
  );
  if (participle > 0) words.length = participle;
  // "refer to the Election Oversight Committee to study" ends on a purpose cut before its object.
  if (words.length > 4 && /^to$/i.test(words.at(-2) ?? "") && /^\p{Ll}+$/u.test(words.at(-1) ?? ""))
    words.length -= 2;
  // A cut inside a clause ("the reappointment of I leave is") goes back to before the phrase that holds it.
  const verb = words.findIndex(
    (word, index) => index > 2 && /^(?:is|are|was|were|be|been|has|have|will)$/i.test(word),
  );
  const phrase =
    verb > 0
      ? words.slice(0, verb).findLastIndex((word) => /^(?:of|as|for|to|with|in|on|at)$/i.test(word))
      : -1;
  if (phrase > 2) words.length = phrase;
  // A cut inside a closing phrase ("a bond measure on the March") ends before it: "the" and one word of what
  // followed name nothing. A name after the preposition ("contract to Tidewater") may be whole, so it stays.
  const closing = words.findLastIndex(
    (word, index) =>
      index === words.length - 3 &&
      /^(?:on|to|for|at|in|with|by|from)$/i.test(word) &&
      /^(?:the|a|an)$/i.test(words[index + 1] ?? ""),
  );
  if (closing > 2) words.length = closing;
  while (
    words.length > 2 &&
    (NUMBER_WORD.test(words.at(-1) ?? "") ||
      /^(?:and|or|of|the|to|for|on|in|a|an|with|by|at|as)$/i.test(words.at(-1) ?? ""))
  )
    words.pop();
  return words.join(" ").replace(/[\s,;:]+$/, "");
}

/** A title that names its act ("Award of the ... contract") gives the headline that act's verb. */
const NOMINAL_VERBS: Record<string, string> = {
  award: "awards",
  approval: "approves",
  adoption: "adopts",
  appointment: "appoints",
  acceptance: "accepts",
  confirmation: "confirms",
  ratification: "ratifies",
};

const HEADLINE_VERBS: Record<RecordDecision["outcome"], [string, string]> = {
  // [a thing, an action]
  passed: ["approves", "votes to"],
  failed: ["rejects", "votes against a motion to"],
  tabled: ["tables", "tables a motion to"],
  continued: ["postpones", "postpones a motion to"],
  withdrawn: ["sets aside", "sets aside a motion to"],
};

function headlineFor(
  body: string,
  lead: RecordDecision | undefined,
  subject: ReturnType<typeof decisionSubject>,
  dateText: string,
  unnamed: number,
): string {
  if (!lead || !subject) {
    const when = dateText ? ` on ${dateText}` : "";
    return clipPlain(
      `${body} meets${when}; ${unnamed > 0 ? "votes taken, subjects not recorded" : "no vote recorded"}`,
      HEADLINE_MAX_CHARS,
    );
  }
  const tally = tallyPhrase(lead);
  const tail = tally ? `, ${tally}` : "";
  const [thing, action] = HEADLINE_VERBS[lead.outcome];
  let verb = subject.isAction ? action : thing;
  let phrase = subjectPhrase(subject).replace(/^the\s+/i, "");
  // "approves award of the X contract" says less than "awards X contract", and takes more room.
  const nominal = phrase.match(
    /^(award|approval|adoption|appointment|acceptance|confirmation|ratification) of (?:the |an? )?(.+)$/i,
  );
  if (nominal?.[1] && nominal[2] && lead.outcome === "passed" && !subject.isAction) {
    verb = NOMINAL_VERBS[nominal[1].toLowerCase()] ?? verb;
    phrase = nominal[2];
  }
  const room = HEADLINE_MAX_CHARS - body.length - verb.length - tail.length - 2;
  return `${body} ${verb} ${clipPlain(phrase, Math.max(20, room))}${tail}`;
}

function quoted(text: string): string {
  return `"${text.replace(/^["']|["']$/g, "").replace(/[.,]$/, "")}"`;
}

/** "Council Member Gloria Bergstrom" for "Bergstrom" when the record's people know her; the name alone otherwise. */
function personName(surname: string, people: AnalysisResults["people"]): string {
  const person = (people ?? []).find(
    (candidate) =>
      !candidate.public_speaker &&
      (candidate.name.split(/\s+/).at(-1) ?? "").toLowerCase() === surname.toLowerCase(),
  );
  if (!person) return surname;
  const role =
    person.role && !/^(?:member|mr\.|ms\.|mrs\.|dr\.)$/i.test(person.role) ? `${person.role} ` : "";
  return `${role}${person.name}`;
}

function listSentence(decisions: readonly RecordDecision[]): string {
  const parts = decisions.map((decision) => {
    const subject = decisionSubject(decision);
    const tally = tallyPhrase(decision);
    return `${subject ? didPhrase(decision, subject) : `${decision.outcome === "passed" ? "approved" : decision.outcome === "failed" ? "rejected" : decision.outcome} ${UNNAMED_ITEM}`}${tally ? ` (${tally})` : ""}`;
  });
  if (parts.length === 1) return parts[0] ?? "";
  return `${parts.slice(0, -1).join("; ")}; and ${parts.at(-1)}`;
}

/** A news story in the inverted pyramid, from the record: the lead decision, its motion and vote, the rest, what was said. */
export function writeStoryFromRecord(input: {
  analysis: AnalysisResults;
  meeting: MeetingFacts;
  additionalContext?: string | null;
}): NewsStory {
  const { analysis, meeting } = input;
  const bodyName = meeting.body?.trim() || DEFAULT_BODY;
  const theBody = /^the\b/i.test(bodyName) ? bodyName.replace(/^The/, "the") : `the ${bodyName}`;
  const dateText = meeting.date ? proseDate(meeting.date) : "";
  const people = analysis.people ?? [];
  const substantive = (analysis.decisions ?? []).filter((decision) => !decision.procedural);
  const identified = substantive
    .map((decision, order) => ({ decision, order, subject: decisionSubject(decision) }))
    .filter((entry) => entry.subject !== null);
  const ranked = [...identified].sort(
    (a, b) => consequence(b.decision) - consequence(a.decision) || a.order - b.order,
  );
  // A consent agenda leads only when it is all there is.
  const leadEntry = ranked.find((entry) => consequence(entry.decision) > -4) ?? ranked[0];
  const lead = leadEntry?.decision;
  const unnamed = substantive.length - identified.length;
  const usedQuotes = new Set<string>();
  const paragraphs: string[] = [];

  if (lead && leadEntry?.subject) {
    const tally = tallyPhrase(lead);
    const how = tally ? (tally === "unanimously" ? " unanimously" : ` by a vote of ${tally}`) : "";
    const when = dateText ? `On ${dateText}, ` : "";
    const subjectText = didPhrase(lead, leadEntry.subject);
    paragraphs.push(`${when}${when ? theBody : theBody.replace(/^the/, "The")} ${subjectText}${how}.`);
    const motion = cleanMotion(lead.motion);
    const mover = lead.mover ? personName(lead.mover, people) : null;
    const seconder = lead.seconder ? personName(lead.seconder, people) : null;
    if (motion && isSubject(motion) && motion !== leadEntry.subject.text)
      paragraphs.push(
        `The motion${mover ? `, made by ${mover}${seconder ? ` and seconded by ${seconder}` : ""},` : ""} was to ${motion.replace(/^\p{Lu}(?=\p{Ll})/u, (first) => first.toLowerCase())}.`,
      );
    else if (mover)
      paragraphs.push(`${mover} made the motion${seconder ? `, and ${seconder} seconded it` : ""}.`);
    const noes = (lead.votes ?? [])
      .filter((vote) => vote.vote === "no")
      .map((vote) => personName(vote.member, people));
    if (noes.length > 0 && noes.length <= 4) paragraphs.push(`Voting no: ${noes.join(", ")}.`);
    usedQuotes.add(lead.quote.trim().toLowerCase());
    paragraphs.push(`The result was announced at ${lead.timestamp}: ${quoted(lead.quote)}.`);
    const others = ranked
      .filter((entry) => entry !== leadEntry)
      .slice(0, 4)
      .sort((a, b) => a.order - b.order);
    if (others.length > 0)
      paragraphs.push(`Members also ${listSentence(others.map((entry) => entry.decision))}.`);
    if (unnamed > 0)
      paragraphs.push(
        `The record also shows ${unnamed} ${unnamed === 1 ? "vote" : "votes"} on ${unnamed === 1 ? UNNAMED_ITEM : "items it does not name"}.`,
      );
  } else {
    paragraphs.push(
      `${dateText ? `On ${dateText}, ` : ""}${dateText ? theBody : theBody.replace(/^the/, "The")} met. ${unnamed > 0 ? "The transcript records votes but not what they were on" : "The transcript records no vote on a matter"}, so this is a brief of what was discussed.`,
    );
    // What was discussed, as the summary says it (its vote sentence only repeats the paragraph above).
    const discussed = analysis.summary
      .split(/(?<=[.!?])\s+/)
      .find((sentence) => /^(?:The longest discussion|Most of the discussion)\b/.test(sentence.trim()));
    if (discussed && countWords(discussed) <= 60) paragraphs.push(discussed.trim());
  }

  const quoteLimit = lead ? 2 : 1;
  let quotesWritten = 0;
  const usedTimes = new Set<string>(lead ? [lead.timestamp] : []);
  for (const highlight of analysis.highlights) {
    if (quotesWritten >= quoteLimit) break;
    const quote = highlight.quotes[0];
    if (!quote || countWords(quote.text) < 8 || usedTimes.has(highlight.timestamp)) continue;
    if (/: (?:approved|rejected|tabled|continued|withdrawn)\b/.test(highlight.point_of_interest)) continue;
    const key = quote.text.trim().toLowerCase();
    if (usedQuotes.has(key)) continue;
    usedQuotes.add(key);
    usedTimes.add(highlight.timestamp);
    quotesWritten++;
    const publicComment = /^Public comment\b/i.test(highlight.point_of_interest);
    const named = quote.speaker && quote.speaker !== UNIDENTIFIED_SPEAKER ? quote.speaker : null;
    paragraphs.push(
      publicComment
        ? `During public comment, ${named && named !== "Member of the public" ? named : "a speaker"} said: ${quoted(quote.text)}.`
        : `${named ? `${named} said` : "One speaker said"}: ${quoted(quote.text)}.`,
    );
  }
  const next = analysis.next_meeting_date ?? null;
  if (next && next !== meeting.date)
    paragraphs.push(`${theBody.replace(/^the/, "The")} is scheduled to meet again on ${proseDate(next)}.`);
  const article = paragraphs
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");

  const quoteHighlight = analysis.highlights.find(
    (highlight) =>
      highlight.quotes[0] &&
      !usedQuotes.has(highlight.quotes[0].text.trim().toLowerCase()) &&
      !usedTimes.has(highlight.timestamp) &&
      countWords(highlight.quotes[0].text) >= 8 &&
      !/^Public comment\b/i.test(highlight.point_of_interest),
  );
  const sidebarQuote = quoteHighlight?.quotes[0];
  const context = input.additionalContext?.trim();
  return {
    article: {
      headline: headlineFor(
        bodyName.replace(/^the\b/, "The"),
        lead,
        leadEntry?.subject ?? null,
        dateText,
        unnamed,
      ),
      body: article,
      word_count: countWords(article),
      primary_focus: leadEntry?.subject
        ? clip(leadEntry.subject.text, 140)
        : clip(`${bodyName} meeting`, 140),
    },
    sidebar_elements: {
      quote_block: sidebarQuote
        ? {
            quote: sidebarQuote.text,
            attribution: sidebarQuote.speaker,
            context: quoteHighlight?.point_of_interest ?? "",
          }
        : null,
      quick_facts: ranked.slice(0, 4).map((entry) => {
        const tally = tallyPhrase(entry.decision);
        const outcome = {
          passed: "Approved",
          failed: "Rejected",
          tabled: "Tabled",
          continued: "Postponed",
          withdrawn: "Withdrawn",
        }[entry.decision.outcome];
        return `${outcome}: ${clipPlain(entry.subject?.text ?? "", 120)}${tally ? ` (${tally})` : ""}`;
      }),
      background: [context, clip(analysis.summary, 400)].filter(Boolean).join("\n\n"),
    },
    metadata: {
      follow_up_needed: analysis.action_items.some((item) => !/\(approved/.test(item.description)),
      next_meeting_date: next,
      sources_used: [
        "Meeting record",
        "Meeting transcript",
        ...(context ? ["Additional context from the editor"] : []),
      ],
      uncertainty_notes: [
        "Written automatically from the meeting record; names follow the transcript.",
        ...(lead
          ? []
          : [
              unnamed > 0
                ? "No vote's subject was found in the transcript."
                : "No vote was found in the transcript.",
            ]),
        ...(dateText ? [] : ["The meeting's date is not known."]),
      ],
    },
    notes: context ? `Additional context: ${clip(context, 500)}` : "",
  };
}
