// The writing rules a story must keep before it is published without an editor (issue #14), as a checker that names
// each broken rule. The pipeline saves a story that breaks one as a draft; scripts/eval/stories.ts counts them.

import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { BRIEF_MAX_WORDS, HEADLINE_MAX_CHARS } from "~/features/analysis/analysis.schema";
import { foldText, type TranscriptIndex } from "~/features/analysis/grounding.server";
import {
  decisionSubject,
  isSubject,
  type MeetingFacts,
  proseDate,
} from "~/features/analysis/meeting-record.server";

export const STORY_RULES = {
  headlineTooLong: "headline-too-long",
  headlineNoVerb: "headline-no-verb",
  headlineVacuous: "headline-vacuous-subject",
  headlineNoOutcome: "headline-no-outcome",
  headlineNoTally: "headline-no-tally",
  procedureLeads: "procedure-leads",
  leadNotDecision: "lead-not-decision",
  briefTooLong: "brief-too-long",
  dateNotProse: "date-not-prose",
  quoteReused: "quote-reused",
  timestampReused: "timestamp-reused",
  quoteNotFound: "quote-not-found",
  numberNotInTranscript: "number-not-in-transcript",
  nameNotInTranscript: "name-not-in-transcript",
  publicCommentUnlabelled: "public-comment-unlabelled",
  noGroundedDecision: "no-grounded-decision",
  // The publishing policy of issue #30: a story goes out without an editor only when it states its date, every
  // decision it states has identity and evidence, its quotes pass the quality gate and its headline has a subject.
  noMeetingDate: "no-meeting-date",
  decisionWithoutIdentity: "decision-without-identity",
  decisionWithoutEvidence: "decision-without-evidence",
  headlineGarbled: "headline-garbled",
  quoteUnreliable: "quote-unreliable",
  transcriptUnreliable: "transcript-unreliable",
} as const;

export type StoryRule = (typeof STORY_RULES)[keyof typeof STORY_RULES];
export type StoryViolation = { rule: StoryRule; detail: string };

/** Verbs a headline states an action with ("approves", "rejects", "meets"). */
const HEADLINE_VERB =
  /\b(?:approves?|approved|rejects?|rejected|passes|passed|adopts?|adopted|votes?|voted|meets|met|hears|heard|confirms?|confirmed|backs|denies|denied|delays|sends|refers|awards|names|grants|upholds|fails|debates|discusses|reviews)\b/i;
/** An outcome stated: a verb of decision, or "votes to ..." / "votes not to ..." (what the body decided to do). */
const OUTCOME_VERB =
  /\b(?:approves?|approved|rejects?|rejected|passes|passed|adopts?|adopted|confirms?|confirmed|denies|denied|fails|failed|upholds|awards|grants|vot(?:es|ed) (?:not )?to)\b/i;
/** A decision verb whose object says nothing of what was decided: "approves a measure", "adopts the item". */
const VACUOUS_SUBJECT =
  /\b(?:approves|rejects|passes|adopts|confirms|votes (?:not )?to (?:approve|adopt|pass))\s+(?:(?:adoption|approval|passage) of\s+)?(?:a|an|the)\s+(?:measure|motion|item|matter|resolution|ordinance|proposal|vote|recommendation)(?=,|$|\s+(?:\d|unanimously))/i;

/** What opens every meeting and is never the news. */
const PROCEDURE =
  /\b(?:call(?:ed|s)? (?:the meeting )?to order|roll call|call the roll|pledge of allegiance|approv\w* (?:of )?the minutes|minutes of the|is there a motion|adjourn\w*|recess|move to reports|continue (?:the |our )?meeting past|suspend(?:ing)? the rules|agenda order)\b/i;
const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
/** Shouted or clipped month forms ("MAY 1st", "Dec. 12") are not prose dates either. */
const CLIPPED_DATE =
  /\b(?:JANUARY|FEBRUARY|MARCH|APRIL|MAY|JUNE|JULY|AUGUST|SEPTEMBER|OCTOBER|NOVEMBER|DECEMBER) \d|\b(?:Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.? \d{1,2}\b/;
const NUMBER_WORDS = [
  "zero",
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
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];
/** Capitalised words a story may use that a transcript need not say: months, days, titles, the story's own words. */
const ALLOWED_CAPITALS = new Set(
  (
    "The A An In On At By For And But Of To From With Members Member Council City County Board Committee Commission " +
    "Councilmember Councilor Chair Vice Mayor President Clerk Item Docket Bill Resolution Ordinance Report Motion " +
    "January February March April May June July August September October November December Monday Tuesday " +
    "Wednesday Thursday Friday Saturday Sunday One During Public Approved Rejected No It This That They He She " +
    "Consent Calendar Agenda Appointment Proclamation Council's Whole Special Regular Meeting Session File"
  ).split(" "),
);

export type StoryCheckInput = {
  story: NewsStory;
  analysis: AnalysisResults;
  index: TranscriptIndex;
  /** The meeting's title: words of it a story may use that the transcript need not say. */
  title: string;
  /** The meeting's date and body from its source: the story must state the date, and may name the body. */
  meeting: MeetingFacts;
};

function quotedPassages(text: string): string[] {
  return [...text.matchAll(/["\u201c]([^"\u201c\u201d]{3,800})["\u201d]/g)].map((match) =>
    (match[1] ?? "").replace(/[,.]$/, ""),
  );
}

function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** Body text outside quotation marks: what the story itself claims. */
function claims(text: string): string {
  return text.replace(/["\u201c][^"\u201c\u201d]*["\u201d]/g, " ");
}

function numberIsSaid(value: string, index: TranscriptIndex, title: string): boolean {
  const plain = value.replace(/,/g, "");
  if (index.mentions(value) || index.mentions(plain) || foldText(title).includes(foldText(value)))
    return true;
  const number = Number(plain);
  const word = Number.isInteger(number) ? NUMBER_WORDS[number] : undefined;
  if (word !== undefined && index.mentions(word)) return true;
  // A docket read digit by digit ("zero six eight seven") is written 0687.
  const spokenDigits = [...plain].map((digit) => NUMBER_WORDS[Number(digit)] ?? digit).join(" ");
  return /^\d{3,}$/.test(plain) && index.mentions(spokenDigits);
}

/**
 * Every rule the story breaks, by name. An empty list means an editor need not look before it is published; an
 * offline story with any violation waits as a draft.
 */
export function checkStory(input: StoryCheckInput): StoryViolation[] {
  const { story, analysis, index, title, meeting } = input;
  const givenWords = foldText(`${title} ${meeting.body ?? ""}`);
  const violations: StoryViolation[] = [];
  const add = (rule: StoryRule, detail: string) => violations.push({ rule, detail });
  const headline = story.article.headline.trim();
  const paragraphs = paragraphsOf(story.article.body);
  const lead = paragraphs[0] ?? "";
  const decisions = analysis.decisions ?? [];
  // A vote with no item read and no motion heard is no decision a story can report.
  const substantive = decisions.filter(
    (decision) => !decision.procedural && (decision.item || decision.motion),
  );

  if (headline.length > HEADLINE_MAX_CHARS)
    add(STORY_RULES.headlineTooLong, `${headline.length} characters: ${headline}`);
  if (!HEADLINE_VERB.test(headline) || headline.split(/\s+/).length < 3)
    add(STORY_RULES.headlineNoVerb, headline);
  if (VACUOUS_SUBJECT.test(headline)) add(STORY_RULES.headlineVacuous, headline);
  if (PROCEDURE.test(headline)) add(STORY_RULES.procedureLeads, `headline: ${headline}`);
  if (PROCEDURE.test(claims(lead))) add(STORY_RULES.procedureLeads, `lead: ${lead}`);

  if (substantive.length > 0) {
    if (!OUTCOME_VERB.test(headline)) add(STORY_RULES.headlineNoOutcome, headline);
    if (!OUTCOME_VERB.test(claims(lead))) add(STORY_RULES.leadNotDecision, lead);
    const tallied = substantive.some((decision) => decision.tally);
    const headlineTally = /\b\d+-\d+\b|\bunanimous(?:ly)?\b|\b\d+ ayes\b/i.test(headline);
    // The headline states the tally of the decision it leads with, when that decision had one.
    const leadDecision = substantive.find((decision) => {
      const words = foldText(`${decision.item ?? ""} ${decision.motion ?? ""}`)
        .split(/\W+/)
        .filter((word) => word.length > 3);
      return words.some((word) => foldText(headline).includes(word));
    });
    if (tallied && leadDecision?.tally && !headlineTally) add(STORY_RULES.headlineNoTally, headline);
  } else {
    add(STORY_RULES.noGroundedDecision, "The transcript gave no grounded decision to lead with.");
    if (story.article.body.split(/\s+/).filter(Boolean).length > BRIEF_MAX_WORDS)
      add(STORY_RULES.briefTooLong, `${story.article.word_count} words without a decision`);
  }

  const prose = [headline, story.article.body, ...story.sidebar_elements.quick_facts].join("\n");
  const badDate = claims(prose).match(ISO_DATE) ?? claims(prose).match(CLIPPED_DATE);
  if (badDate) add(STORY_RULES.dateNotProse, badDate[0]);

  const quotes = [
    ...quotedPassages(story.article.body),
    ...(story.sidebar_elements.quote_block ? [story.sidebar_elements.quote_block.quote] : []),
  ];
  const seen = new Set<string>();
  for (const quote of quotes) {
    const key = foldText(quote).replace(/[.,]$/, "");
    if (seen.has(key)) add(STORY_RULES.quoteReused, quote);
    seen.add(key);
    if (index.locate(quote) < 0) add(STORY_RULES.quoteNotFound, quote);
  }
  const times: string[] = story.article.body.match(/\b\d{2}:\d{2}:\d{2}\b/g) ?? [];
  for (const [position, time] of times.entries())
    if (times.indexOf(time) !== position) add(STORY_RULES.timestampReused, time);

  // A name the transcript gives as a speaker label ("Mayor Elena Ruiz") is the transcript's own.
  const speakerWords = new Set([...index.speakers].flatMap((label) => label.split(/\s+/)));
  for (const paragraph of paragraphs) {
    const claimed = claims(paragraph);
    for (const match of claimed.matchAll(/\$?\b\d[\d,]*(?:\.\d+)?\b/g)) {
      const value = match[0].replace(/^\$/, "");
      // Timestamps and tallies ("4-1", read from "four in favor, one opposed") are checked as what they are.
      const around = claimed.slice(
        Math.max(0, (match.index ?? 0) - 3),
        (match.index ?? 0) + value.length + 3,
      );
      if (/\d:\d|:\d{2}\b|\d-\d/.test(around)) continue;
      if (!numberIsSaid(value, index, `${title} ${meeting.date ? proseDate(meeting.date) : ""}`))
        add(STORY_RULES.numberNotInTranscript, `${value} in: ${paragraph}`);
    }
    for (const match of claimed.matchAll(/(?<=[a-z,;] )[A-Z][a-z'’]+(?: [A-Z][a-z'’]+)*/g)) {
      for (const word of match[0].split(" ")) {
        const bare = word.replace(/['’]s$/, "");
        if (ALLOWED_CAPITALS.has(bare) || givenWords.includes(foldText(bare))) continue;
        if (speakerWords.has(foldText(bare))) continue;
        if (!index.mentions(bare)) add(STORY_RULES.nameNotInTranscript, `${bare} in: ${paragraph}`);
      }
    }
  }

  const publicQuotes = analysis.highlights
    .filter((highlight) => /^public comment\b/i.test(highlight.point_of_interest))
    .flatMap((highlight) => highlight.quotes.map((quote) => foldText(quote.text)));
  for (const paragraph of paragraphs) {
    const inParagraph = quotedPassages(paragraph).map((quote) => foldText(quote));
    const fromPublic = inParagraph.some((quote) => publicQuotes.some((said) => said.startsWith(quote)));
    if (fromPublic && !/\bpublic comment\b/i.test(paragraph))
      add(STORY_RULES.publicCommentUnlabelled, paragraph);
  }
  violations.push(...policyViolations(input, paragraphs));
  return violations;
}

/** Words of the headline's subject: what follows the body's name and the verb. */
function headlineSubject(headline: string, body: string | null): string {
  const withoutBody = body && headline.startsWith(body) ? headline.slice(body.length) : headline;
  return withoutBody
    .replace(/^\s*\S+\s+/, "")
    .replace(/^(?:to|not to|against a motion to|a motion to)\s+/i, "")
    .replace(/,\s*(?:\d+-\d+|unanimously)$/i, "")
    .trim();
}

/** Content words of a text, for matching what a story says against the record's decisions. */
function contentWords(text: string): string[] {
  return (foldText(text).match(/[a-z0-9$]{4,}/g) ?? []).filter(
    (word) =>
      !/^(?:approve[sd]?|approval|rejects?|rejected|votes?|voted|council|board|commission|with|that|this|from|meeting|motion|item)$/.test(
        word,
      ),
  );
}

/** The record's decision a text speaks of (most content words shared), or undefined. */
function decisionSpokenOf(text: string, decisions: NonNullable<AnalysisResults["decisions"]>) {
  const words = new Set(contentWords(text));
  let best: { decision: (typeof decisions)[number]; shared: number } | undefined;
  for (const decision of decisions) {
    const shared = contentWords(
      `${decision.item_title ?? decision.item ?? ""} ${decision.motion ?? ""}`,
    ).filter((word) => words.has(word)).length;
    if (shared >= 2 && (!best || shared > best.shared)) best = { decision, shared };
  }
  return best?.decision;
}

function secondsOf(timestamp: string): number | null {
  const match = timestamp.match(/^(\d{1,2}):(\d{2}):(\d{2})$/);
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

/**
 * Issue #30's publishing policy, on top of the writing rules: the meeting's date stated in prose, every decision the
 * headline, lead and quick facts state known by its subject and said in the transcript, no quote from an unreliable
 * stretch, a headline with a real subject, and a transcript that is mostly reliable English.
 */
function policyViolations(input: StoryCheckInput, paragraphs: readonly string[]): StoryViolation[] {
  const { story, analysis, index, meeting } = input;
  const violations: StoryViolation[] = [];
  const add = (rule: StoryRule, detail: string) => violations.push({ rule, detail });
  const decisions = (analysis.decisions ?? []).filter((decision) => !decision.procedural);
  if (analysis.reliability && !analysis.reliability.reliable)
    add(
      STORY_RULES.transcriptUnreliable,
      `${Math.round(analysis.reliability.unreliable_share * 100)}% of the transcript`,
    );
  const lead = paragraphs[0] ?? "";
  if (!meeting.date) add(STORY_RULES.noMeetingDate, "The meeting has no date");
  else if (!lead.includes(proseDate(meeting.date)))
    add(STORY_RULES.noMeetingDate, `The lead does not say ${proseDate(meeting.date)}`);
  const headline = story.article.headline.trim();
  const stated = [
    { where: "headline", text: headlineSubject(headline, meeting.body) },
    { where: "lead", text: claims(lead) },
    ...story.sidebar_elements.quick_facts.map((fact) => ({ where: "quick fact", text: fact })),
  ];
  const states = OUTCOME_VERB.test(headline) || story.sidebar_elements.quick_facts.length > 0;
  if (states && decisions.length > 0) {
    for (const claim of stated) {
      if (claim.where === "lead" && !OUTCOME_VERB.test(claim.text)) continue;
      if (claim.where === "headline" && !OUTCOME_VERB.test(headline)) continue;
      const decision = decisionSpokenOf(claim.text, decisions);
      if (!decision || !decisionSubject(decision))
        add(STORY_RULES.decisionWithoutIdentity, `${claim.where}: ${claim.text}`);
      else if (index.locate(decision.quote, secondsOf(decision.timestamp) ?? undefined) < 0)
        add(STORY_RULES.decisionWithoutEvidence, `${claim.where}: ${decision.quote}`);
    }
  }
  if (OUTCOME_VERB.test(headline)) {
    const subject = headlineSubject(headline, meeting.body);
    if (!isSubject(subject) || /\bso moved\b/i.test(subject)) add(STORY_RULES.headlineGarbled, headline);
  }
  const stretches = (analysis.reliability?.stretches ?? []).map((stretch) => ({
    start: secondsOf(stretch.start) ?? 0,
    end: secondsOf(stretch.end) ?? 0,
  }));
  if (stretches.length > 0) {
    const quotes = [
      ...quotedPassages(story.article.body),
      ...(story.sidebar_elements.quote_block ? [story.sidebar_elements.quote_block.quote] : []),
    ];
    for (const quote of quotes) {
      const at = index.segments[index.locate(quote)]?.startSeconds;
      if (at !== undefined && stretches.some((stretch) => at >= stretch.start && at <= stretch.end))
        add(STORY_RULES.quoteUnreliable, quote);
    }
  }
  return violations;
}

/** Violations that are a broken writing rule, as opposed to a story that merely has no decision to report. */
export function ruleViolations(violations: readonly StoryViolation[]): StoryViolation[] {
  return violations.filter((violation) => violation.rule !== STORY_RULES.noGroundedDecision);
}
