// Reading an analysis highlight's timestamp ("HH:MM:SS" or "MM:SS") as the second of the video it points at.
const TIMESTAMP_PATTERN = /^\[?\s*(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)\s*\]?$/;

/** Seconds from the start of the video, or null when the text is not a timestamp. */
export function parseTimestamp(value: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** An analysis's highlights as moments of the video, in order; one without a readable time is left out (issue #18). */
export function highlightMoments(
  analysis: { highlights: ReadonlyArray<{ timestamp: string; point_of_interest: string }> } | null,
): Array<{ name: string; startSeconds: number }> {
  const moments = (analysis?.highlights ?? []).flatMap((highlight) => {
    const startSeconds = parseTimestamp(highlight.timestamp);
    const name = highlight.point_of_interest.trim();
    return startSeconds === null || !name ? [] : [{ name, startSeconds }];
  });
  return moments.sort((a, b) => a.startSeconds - b.startSeconds);
}
