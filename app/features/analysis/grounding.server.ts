// The grounding verifier (DESIGN decision 7): every quote an engine returns must be found in the transcript.
// Found quotes get the timestamp of the segment that holds them; the rest are dropped and counted.

import { formatTimestamp } from "~/lib/transcript-format";
import { UNIDENTIFIED_SPEAKER, uncertaintyNoteForDroppedQuotes } from "./analysis.copy";
import type { AnalysisResults, NewsStory } from "./analysis.schema";
import type { EngineSegment } from "./analysis-engine.server";
import { standsAsName } from "./engine/person-names.server";
import { namesSubject } from "./engine/subject-words";
import { NON_SPEECH } from "./engine/timed-sentences";

/**
 * Case and whitespace folded away (typographic quotes and dashes read as their plain forms), with caption marks
 * that are not speech (">>" speaker changes, "[GAVEL]") removed: the engines read sentences without them.
 */
export function foldText(text: string): string {
  return (
    text
      .replace(/>>+/g, " ")
      .replace(NON_SPEECH, " ")
      .toLowerCase()
      .replace(/[\u2018\u2019\u201b]/g, "'")
      .replace(/[\u201c\u201d\u201f]/g, '"')
      .replace(/[\u2013\u2014]/g, "-")
      .replace(/\s+/g, " ")
      // A caption line of only "?" or "." ends the word before it: "today\n?" is said as "today?".
      .replace(/ ([.,;:?!]+)(?= |$)/g, "$1")
      .trim()
  );
}

/** A quote as the model may wrap it: surrounding quotation marks and ellipses are not part of what was said. */
function quoteCore(text: string): string {
  return foldText(text)
    .replace(/^["'\s…]+|["'\s…]+$/g, "")
    .replace(/^\.\.\.|\.\.\.$/g, "")
    .trim();
}

export type TranscriptIndex = {
  /**
   * The position in `segments` of the segment holding `quote`, or -1 when it was not said. Said more than once
   * ("The bill passes and the chair will sign it."), the occurrence nearest `nearSeconds` when given, else the first.
   */
  locate(quote: string, nearSeconds?: number): number;
  /** Whether a word or name is said anywhere in the transcript. */
  mentions(words: string): boolean;
  speakers: ReadonlySet<string>;
  segments: readonly EngineSegment[];
};

export function indexTranscript(segments: readonly EngineSegment[]): TranscriptIndex {
  const starts: number[] = [];
  let folded = "";
  for (const segment of segments) {
    const text = foldText(segment.text);
    // A cue that is only the full stop of the one before (captions split "adopted" and ".") joins it unspaced, as
    // the rebuilt sentence reads "adopted."
    if (folded && !/^[.,;:?!]/.test(text)) folded += " ";
    starts.push(folded.length);
    folded += text;
  }
  const speakers = new Set(
    segments.flatMap((segment) => (segment.speaker ? [foldText(segment.speaker)] : [])),
  );
  return {
    segments,
    speakers,
    mentions(words) {
      const core = foldText(words);
      return (
        core.length > 0 && new RegExp(`(?:^|[^a-z0-9])${escapeRegExp(core)}(?:$|[^a-z0-9])`).test(folded)
      );
    },
    locate(quote, nearSeconds) {
      const core = quoteCore(quote);
      if (core.length < 2) return -1;
      // The segment that starts at or before a match.
      const segmentAt = (at: number) => {
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
          const middle = (low + high + 1) >> 1;
          if ((starts[middle] ?? 0) <= at) low = middle;
          else high = middle - 1;
        }
        return low;
      };
      let at = folded.indexOf(core);
      if (at < 0) return -1;
      let best = segmentAt(at);
      if (nearSeconds === undefined) return best;
      const distance = (position: number) => Math.abs((segments[position]?.startSeconds ?? 0) - nearSeconds);
      for (at = folded.indexOf(core, at + 1); at >= 0; at = folded.indexOf(core, at + 1)) {
        const candidate = segmentAt(at);
        if (distance(candidate) < distance(best)) best = candidate;
      }
      return best;
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Titles a speaker's name may carry without the transcript saying them next to the name. */
const SPEAKER_TITLE_WORDS =
  /^(?:council ?member|councilmember|councilwoman|councilman|councilor|chair|vice|mayor|president|council|commissioner|supervisor|trustee|alder|mr\.?|ms\.?|mrs\.?|dr\.?)$/i;

/** A speaker label of the transcript, or a name the transcript says (a turn the chair handed to "Councilmember X"). */
function groundedSpeaker(index: TranscriptIndex, speaker: string): string {
  const name = speaker.trim();
  if (!name) return UNIDENTIFIED_SPEAKER;
  if (index.speakers.has(foldText(name))) return name;
  const nameWords = name.split(/\s+/).filter((word) => !SPEAKER_TITLE_WORDS.test(word));
  if (
    name !== UNIDENTIFIED_SPEAKER &&
    nameWords.length > 0 &&
    nameWords.every((word) => index.mentions(word))
  )
    return name;
  return UNIDENTIFIED_SPEAKER;
}

export type GroundedAnalysis = { analysis: AnalysisResults; droppedQuotes: number };

/**
 * Keeps the quotes that were said, with each highlight's timestamp taken from the segment holding its first
 * quote. A highlight whose every quote was dropped is dropped with them: nothing points at it any more.
 */
export function groundAnalysis(analysis: AnalysisResults, index: TranscriptIndex): GroundedAnalysis {
  let droppedQuotes = 0;
  const highlights: AnalysisResults["highlights"] = [];
  for (const highlight of analysis.highlights) {
    let firstSegment = -1;
    const quotes: AnalysisResults["highlights"][number]["quotes"] = [];
    for (const quote of highlight.quotes) {
      const position = index.locate(quote.text, timestampSeconds(highlight.timestamp));
      if (position < 0) {
        droppedQuotes++;
        continue;
      }
      if (firstSegment < 0) firstSegment = position;
      quotes.push({ text: quote.text.trim(), speaker: groundedSpeaker(index, quote.speaker) });
    }
    if (highlight.quotes.length > 0 && quotes.length === 0) continue;
    const segment = firstSegment >= 0 ? index.segments[firstSegment] : undefined;
    highlights.push({
      timestamp: segment ? formatTimestamp(segment.startSeconds) : normalizeTimestamp(highlight.timestamp),
      point_of_interest: highlight.point_of_interest,
      quotes,
    });
  }
  const unreliable = unreliableStretches(analysis);
  const inUnreliable = (position: number) => {
    const at = index.segments[position]?.startSeconds ?? -1;
    return unreliable.some((stretch) => at >= stretch.start && at <= stretch.end);
  };
  // A quote from a stretch that failed the quality gate is never shown as said (issue #30).
  for (const highlight of highlights) {
    const kept = highlight.quotes.filter(
      (quote) => !inUnreliable(index.locate(quote.text, timestampSeconds(highlight.timestamp))),
    );
    droppedQuotes += highlight.quotes.length - kept.length;
    highlight.quotes = kept;
  }
  const keptHighlights = highlights.filter(
    (highlight) => highlight.quotes.length > 0 || analysis.highlights.length === 0,
  );
  const decisions: NonNullable<AnalysisResults["decisions"]> = [];
  for (const decision of analysis.decisions ?? []) {
    const position = index.locate(decision.quote, timestampSeconds(decision.timestamp));
    if (position < 0 || inUnreliable(position)) {
      // A decision nobody can point at in the transcript is not reported (DESIGN decision 7).
      droppedQuotes++;
      continue;
    }
    const segment = index.segments[position];
    decisions.push(
      groundDecisionFields(
        { ...decision, quote: decision.quote.trim(), timestamp: formatTimestamp(segment?.startSeconds ?? 0) },
        index,
      ),
    );
  }
  const items = (analysis.items ?? []).flatMap((item) => {
    const at = index.locate(item.quote, timestampSeconds(item.timestamp));
    return at < 0 ? [] : [{ ...item, timestamp: formatTimestamp(index.segments[at]?.startSeconds ?? 0) }];
  });
  const people = (analysis.people ?? []).flatMap((person) => {
    const at = index.locate(person.quote, timestampSeconds(person.timestamp));
    // A person stands only on a line that names them, or on the transcript's own speaker label.
    const surname = foldText(person.name).split(" ").at(-1) ?? "";
    const named =
      foldText(person.quote).includes(surname) ||
      index.speakers.has(foldText(person.name)) ||
      [...index.speakers].some((label) => label.endsWith(` ${surname}`));
    // A common word is never a person (issue #30): the model's people pass the engine's test.
    const stands = person.basis === "speaker-label" || standsAsName(person.name, person.quote);
    return at < 0 || !named || !stands || inUnreliable(at)
      ? []
      : [{ ...person, timestamp: formatTimestamp(index.segments[at]?.startSeconds ?? 0) }];
  });
  return { analysis: { ...analysis, highlights: keptHighlights, decisions, items, people }, droppedQuotes };
}

function unreliableStretches(analysis: AnalysisResults): { start: number; end: number }[] {
  return (analysis.reliability?.stretches ?? []).map((stretch) => ({
    start: timestampSeconds(stretch.start) ?? 0,
    end: timestampSeconds(stretch.end) ?? 0,
  }));
}

type Decision = NonNullable<AnalysisResults["decisions"]>[number];

/**
 * Every field of a decision keeps its value only with evidence the transcript holds (issue #30): an item, motion,
 * mover, seconder, count or kind of vote whose words were never said, or whose name the words do not hold, is emptied.
 * Whether the record names the decision's subject is the code's judgement, never a model's.
 */
function groundDecisionFields(decision: Decision, index: TranscriptIndex): Decision {
  const evidence = decision.evidence ?? {
    item: null,
    motion: null,
    mover: null,
    seconder: null,
    tally: null,
    vote_kind: null,
  };
  const said = (field: keyof typeof evidence) => {
    const given = evidence[field];
    if (!given) return null;
    const at = index.locate(given.quote, timestampSeconds(given.timestamp));
    return at < 0
      ? null
      : { quote: given.quote.trim(), timestamp: formatTimestamp(index.segments[at]?.startSeconds ?? 0) };
  };
  /** The evidence names the person: their surname in its words, or on the speaker label of the line that says it. */
  const names = (quote: { quote: string; timestamp: string } | null, name: string | null) => {
    if (quote === null || name === null) return false;
    const surname = foldText(name).split(" ").at(-1) ?? "";
    if (surname.length < 2) return false;
    if (foldText(quote.quote).includes(surname)) return true;
    const label = index.segments[index.locate(quote.quote, timestampSeconds(quote.timestamp))]?.speaker;
    return label !== null && label !== undefined && foldText(label).includes(surname);
  };
  const item = said("item");
  const motion = said("motion");
  const mover = said("mover");
  const seconder = said("seconder");
  const tally = said("tally");
  const voteKind = said("vote_kind");
  const grounded: Decision = {
    ...decision,
    item_code: item ? decision.item_code : null,
    item_title: item ? decision.item_title : null,
    item: item ? decision.item : null,
    motion: motion ? decision.motion : null,
    mover: names(mover, decision.mover) ? decision.mover : null,
    seconder: names(seconder, decision.seconder) ? decision.seconder : null,
    tally: tally || decision.votes.length > 0 ? decision.tally : null,
    counts: tally || decision.votes.length > 0 ? decision.counts : null,
    vote_kind: voteKind || decision.vote_kind === "consent" ? decision.vote_kind : null,
    votes: decision.votes.filter(
      (vote) => index.locate(vote.quote, timestampSeconds(decision.timestamp)) >= 0,
    ),
    evidence: {
      item,
      motion,
      mover: names(mover, decision.mover) ? mover : null,
      seconder: names(seconder, decision.seconder) ? seconder : null,
      tally,
      vote_kind: voteKind,
    },
  };
  grounded.identified =
    !grounded.procedural && (namesSubject(grounded.item_title) || namesSubject(grounded.motion));
  return grounded;
}

/** "HH:MM:SS" as seconds, or undefined for anything else (the quote's first occurrence is then used). */
function timestampSeconds(value: string): number | undefined {
  const match = value.trim().match(/^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/);
  if (!match) return undefined;
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** A timestamp the model wrote without a quote to check it against: kept only in the HH:MM:SS form. */
function normalizeTimestamp(value: string): string {
  const match = value.trim().match(/^(?:(\d{1,2}):)?(\d{1,2}):(\d{2})$/);
  if (!match) return "";
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  return formatTimestamp(seconds);
}

/** Quoted passages of four words or more inside an article body. */
function quotedPassages(body: string): string[] {
  const passages: string[] = [];
  for (const match of body.matchAll(/["\u201c]([^"\u201c\u201d]{8,600})["\u201d]/g)) {
    const passage = match[1]?.replace(/[,.]$/, "") ?? "";
    if (passage.split(/\s+/).length >= 4) passages.push(passage);
  }
  return passages;
}

/**
 * Verifies a story's quote block and the quotations in its body. An unverifiable quote block is removed;
 * every unverified quote (including those already dropped from the analysis) is counted in the notes.
 */
export function groundStory(story: NewsStory, index: TranscriptIndex, alreadyDropped = 0): NewsStory {
  let dropped = alreadyDropped;
  let quoteBlock = story.sidebar_elements.quote_block;
  if (quoteBlock) {
    if (index.locate(quoteBlock.quote) < 0) {
      dropped++;
      quoteBlock = null;
    } else {
      quoteBlock = { ...quoteBlock, attribution: groundedAttribution(index, quoteBlock.attribution) };
    }
  }
  for (const passage of quotedPassages(story.article.body)) {
    if (index.locate(passage) < 0) dropped++;
  }
  const notes = story.metadata.uncertainty_notes.filter((note) => !isDroppedQuoteNote(note));
  if (dropped > 0) notes.push(uncertaintyNoteForDroppedQuotes(dropped));
  return {
    ...story,
    sidebar_elements: { ...story.sidebar_elements, quote_block: quoteBlock },
    metadata: { ...story.metadata, uncertainty_notes: notes },
  };
}

function groundedAttribution(index: TranscriptIndex, attribution: string): string {
  const name = attribution.trim();
  if (!name) return UNIDENTIFIED_SPEAKER;
  if (index.speakers.has(foldText(name))) return name;
  // "Mayor Elena Ruiz, presiding" still names a speaker of the transcript.
  for (const speaker of index.speakers) if (foldText(name).startsWith(speaker)) return name;
  return UNIDENTIFIED_SPEAKER;
}

function isDroppedQuoteNote(note: string): boolean {
  return /could not be found in the transcript/.test(note);
}
