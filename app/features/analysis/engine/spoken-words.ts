// Words as meetings say them, shared by the engine's stages: numbers said as words ("item number five", "zero six
// eight seven"), month names, and names as captions spell them (in capitals or in lower case).

export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  oh: 0,
  none: 0,
  no: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
};

/** A count as said: "7", "seven", "no" (as in "no abstentions"). Null when it is no count. */
export function countOf(word: string | undefined): number | null {
  if (!word) return null;
  const lower = word.toLowerCase();
  if (/^\d+$/.test(lower)) return Number(lower);
  return NUMBER_WORDS[lower] ?? null;
}

/** A count pattern for regular expressions: digits or a number word up to twenty. */
export const COUNT_PATTERN = String.raw`(\d{1,2}|zero|none|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)`;

export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/**
 * "GLORIA bergstrom" -> "Gloria Bergstrom"; "o'brien" -> "O'Brien" stays readable. A word written as a name is
 * written ("McQuillan", "DeMaria") keeps its own capitals.
 */
export function titleCaseName(name: string): string {
  return name
    .split(/\s+/)
    .map((word) =>
      /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u.test(word)
        ? word
        : word
            .toLowerCase()
            .replace(/^\p{L}/u, (first) => first.toUpperCase())
            .replace(/(['’-])(\p{L})/gu, (_m, mark, letter) => `${mark}${letter.toUpperCase()}`),
    )
    .join(" ");
}

/** The first `words` words of a text, with an ellipsis when there were more. */
export function clipWords(text: string, words: number): string {
  const pieces = text.split(/\s+/).filter(Boolean);
  return pieces.length <= words ? pieces.join(" ") : `${pieces.slice(0, words).join(" ")}…`;
}
