// Time slices for search (ADR 0016): which scope markers cover "the newest N days", and how far to look next.
// Pure arithmetic, so it is tested on its own; the markers match db/schema.ts's SEGMENT_SCOPE_MARKERS.
import { SEARCH_SLICE_GROWTH, SEARCH_SLICE_MARGIN } from "./search.constants";

const DAY_MS = 86_400_000;
/** Block sizes in days, one marker letter each, smallest first (db/schema.ts writes the same four). */
const LEVELS = [
  { letter: "d", days: 1 },
  { letter: "e", days: 8 },
  { letter: "f", days: 64 },
  { letter: "g", days: 512 },
] as const;
/** At most this many markers of one size make a slice, so the index reads only a handful of lists. */
const MAX_BLOCKS_PER_SLICE = 8;

/** Whole days since 1970-01-01 in UTC, as the database computes a segment's day. */
export function publishedDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

export type Slice = {
  /** The days it covers, counting back from and including the newest day. */
  days: number;
  /** The scope markers, any of which places a segment in the slice. */
  markers: string[];
};

/**
 * The slice of whole blocks that covers at least `days` days back from `newestDay`, using the smallest block size
 * that needs no more than eight markers; null when no block size is large enough (then search everything).
 */
export function sliceCovering(newestDay: number, days: number): Slice | null {
  const oldestDay = newestDay - Math.max(1, Math.ceil(days)) + 1;
  for (const level of LEVELS) {
    const lastBlock = Math.floor(newestDay / level.days);
    const firstBlock = Math.floor(oldestDay / level.days);
    const blocks = lastBlock - firstBlock + 1;
    if (blocks <= MAX_BLOCKS_PER_SLICE) {
      const markers: string[] = [];
      for (let block = firstBlock; block <= lastBlock; block++) markers.push(`${level.letter}${block}`);
      return { days: newestDay - firstBlock * level.days + 1, markers };
    }
  }
  return null;
}

/**
 * How many days the next slice should cover: enough, at the rate meetings were found so far, for `needed` of them
 * with a margin; at least twice and at most SEARCH_SLICE_GROWTH times the last slice, so a rare word reaches the
 * whole archive in a few steps and a common one never reads far more than it needs.
 */
export function nextSliceDays(options: { days: number; meetingsFound: number; needed: number }): number {
  const { days, meetingsFound, needed } = options;
  const estimate = (days * needed * SEARCH_SLICE_MARGIN) / Math.max(meetingsFound, 0.5);
  return Math.min(Math.max(estimate, days * 2), days * SEARCH_SLICE_GROWTH);
}

/** The markers as a tsquery literal: any one of them (quoted: they hold digits, letters and dashes only). */
export function markersQuery(markers: readonly string[]): string {
  return markers.map((marker) => `'${marker}'`).join(" | ");
}

/** A city's marker. */
export function cityMarker(cityId: string): string {
  return `c${cityId.toLowerCase()}`;
}
