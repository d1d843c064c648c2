// Reading an analysis highlight's timestamp ("HH:MM:SS" or "MM:SS") as the second of the video it points at.
const TIMESTAMP_PATTERN = /^\[?\s*(?:(\d{1,3}):)?([0-5]?\d):([0-5]\d)\s*\]?$/;

/** Seconds from the start of the video, or null when the text is not a timestamp. */
export function parseTimestamp(value: string): number | null {
  const match = TIMESTAMP_PATTERN.exec(value.trim());
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}
