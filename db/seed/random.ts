// A small seeded random number generator so the demo seed produces the same content on every run.

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array in random order; the input is left alone. */
  shuffle<T>(items: readonly T[]): T[];
  /** `count` distinct items (or all of them when there are fewer). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet: string): string;
};

/** Hashes a label into a 32-bit seed, so each part of the seed gets its own stable stream (FNV-1a). */
export function hashSeed(label: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < label.length; index += 1) {
    hash ^= label.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(label: string): Random {
  const next = mulberry32(hashSeed(label));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const other = int(0, index);
      [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("Cannot pick from an empty list");
      return items[int(0, items.length - 1)] as T;
    },
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    string(length, alphabet) {
      let result = "";
      for (let index = 0; index < length; index += 1) result += alphabet[int(0, alphabet.length - 1)];
      return result;
    },
  };
}

/** A version-4-shaped UUID drawn from the generator, so seeded rows get the same ids on every run. */
export function randomUuid(random: Random): string {
  const hex = random.string(32, "0123456789abcdef");
  const variant = "89ab"[random.int(0, 3)];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** The characters of a YouTube video or channel id. */
export const YOUTUBE_ID_ALPHABET = `${ALPHANUMERIC}-_`;
