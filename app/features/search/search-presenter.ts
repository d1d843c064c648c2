// How search scores and results are shown: relevance as a whole percentage, NaN read as 0 (spec 000 section 3).

/** A score is a rank normalised into 0..1; anything else (NaN, null, a string) counts as 0. */
export function normalizedScore(score: unknown): number {
  const value = typeof score === "number" ? score : Number.NaN;
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), 1);
}

/** Relevance shown to people: score times 100, rounded. */
export function relevancePercent(score: unknown): number {
  return Math.round(normalizedScore(score) * 100);
}
