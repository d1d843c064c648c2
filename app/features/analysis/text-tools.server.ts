// English text tools for the offline engine on wink-nlp (sentences, normalised tokens, entities), plus resolving a
// spoken date and trimming text. Deterministic: the same text always gives the same result.
import model from "wink-eng-lite-web-model";
import winkNLP, {
  type Detail,
  type Document,
  type ItemEntity,
  type ItemSentence,
  type WinkMethods,
} from "wink-nlp";
import { MONTHS } from "./engine/spoken-words";

let pipeline: WinkMethods | undefined;

/** The wink pipeline, built on first use and kept for the life of the process (loading the model costs time). */
function english(): WinkMethods {
  // Sentence boundaries, parts of speech and named entities; wink's sentiment and negation are not needed.
  pipeline ??= winkNLP(model, ["sbd", "pos", "ner"]);
  return pipeline;
}

function readDoc(text: string): Document {
  return english().readDoc(text.replace(/\s+/g, " ").trim());
}

/** A wink entity (DATE, MONEY, CARDINAL, ORDINAL, TIME, DURATION, PERCENT, ...) and the part of speech after it. */
export type TextEntity = { type: string; value: string; nextPos: string | null };

export type AnalysedSentence = {
  text: string;
  /** Lower-cased alphanumeric pieces of wink's normalised word and number tokens ("we'll" -> "we", "will"). */
  tokens: string[];
  /** The tokens that carry content: not stop words, not meeting chatter, 3+ characters. */
  content: string[];
  entities: TextEntity[];
};

/** Words that wink does not count as stop words but that only carry the talk of a meeting. */
const MEETING_CHATTER = new Set(
  "thank thanks okay ok yes yeah um uh well like going get got go really think know want one two".split(" "),
);

function alphanumeric(normal: string): string[] {
  return normal.match(/[a-z0-9]+/g) ?? [];
}

function isWordLike(type: string): boolean {
  return type === "word" || type === "number";
}

/** Sentences of a text (whitespace folded) with their tokens and entities, in one pass of the pipeline. */
export function analyseSentences(text: string): AnalysedSentence[] {
  const doc = readDoc(text);
  const its = english().its;
  const posOf = doc.tokens().out(its.pos) as string[];
  const sentences: AnalysedSentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const words = sentence.tokens();
    const normals = words.out(its.normal) as string[];
    const types = words.out(its.type) as string[];
    const stops = words.out(its.stopWordFlag) as unknown as boolean[];
    const tokens: string[] = [];
    const content: string[] = [];
    normals.forEach((normal, index) => {
      if (!isWordLike(types[index] ?? "")) return;
      for (const piece of alphanumeric(normal)) {
        tokens.push(piece);
        if (!stops[index] && piece.length >= 3 && !MEETING_CHATTER.has(piece)) content.push(piece);
      }
    });
    const entities: TextEntity[] = [];
    sentence.entities().each((entity: ItemEntity) => {
      const detail = entity.out(its.detail) as unknown as Detail;
      const span = entity.out(its.span) as unknown as number[];
      entities.push({ ...detail, nextPos: posOf[(span[1] ?? -1) + 1] ?? null });
    });
    sentences.push({ text: sentence.out(), tokens, content, entities });
  });
  return sentences;
}

/** Sentences of a text, whitespace folded. */
export function splitSentences(text: string): string[] {
  return readDoc(text).sentences().out() as string[];
}

/** Lower-cased alphanumeric pieces of wink's normalised word and number tokens. */
export function wordTokens(text: string): string[] {
  const doc = readDoc(text);
  const its = english().its;
  const types = doc.tokens().out(its.type) as string[];
  return (doc.tokens().out(its.normal) as string[]).flatMap((normal, index) =>
    isWordLike(types[index] ?? "") ? alphanumeric(normal) : [],
  );
}

export { MONTHS };

export function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** A DATE entity as said, without the preposition wink may include ("by March 29" -> "March 29"). */
export function spokenDate(value: string): string {
  return value.replace(/^(?:(?:by|on|before|until|through|no later than)\s+)+/i, "").trim();
}

/** An ISO date for a spoken date; a date without a year takes the first such day on or after `reference`. */
export function resolveSpokenDate(spoken: string, reference: Date | null): string | null {
  const match = spoken.match(/^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?(?:,? (\d{4}))?$/);
  if (!match?.[1] || !match[2]) return null;
  const name = match[1].toLowerCase();
  const month = name.length >= 3 ? MONTHS.findIndex((candidate) => candidate.startsWith(name)) : -1;
  const day = Number(match[2]);
  if (month < 0 || day < 1 || day > 31) return null;
  let year = match[3] ? Number(match[3]) : reference?.getUTCFullYear();
  if (year === undefined) return null;
  if (!match[3] && reference) {
    const candidate = Date.UTC(year, month, day);
    if (candidate < reference.getTime()) year += 1;
  }
  const date = new Date(Date.UTC(year, month, day));
  if (date.getUTCMonth() !== month) return null;
  return date.toISOString().slice(0, 10);
}

/** The first full date ("February 27, 2026") in a text, as a UTC date. */
export function findFullDate(text: string): Date | null {
  for (const sentence of analyseSentences(text)) {
    for (const entity of sentence.entities) {
      const spoken = spokenDate(entity.value);
      if (entity.type !== "DATE" || !/\d{4}$/.test(spoken)) continue;
      const iso = resolveSpokenDate(spoken, null);
      if (iso) return new Date(`${iso}T00:00:00Z`);
    }
  }
  return null;
}

export function capitalize(text: string): string {
  return text ? text[0]?.toUpperCase() + text.slice(1) : text;
}

/** Cuts text to at most `limit` characters at a word boundary. */
export function clip(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[,;:]$/, "")}…`;
}
