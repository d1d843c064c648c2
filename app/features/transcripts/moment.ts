// A moment of a meeting as links carry it (`?t=`), and the transcript line playing at a given second.

/** 3723, "3723s", "1h2m3s", "62m3s" or "1:02:03" as seconds; anything else (or a negative) is null. */
export function parseMomentParam(value: string | null | undefined): number | null {
  const text = value?.trim().toLowerCase() ?? "";
  if (text === "" || text.length > 16) return null;
  const plain = /^(\d+)s?$/.exec(text);
  if (plain) return Number(plain[1]);
  const units = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text);
  if (units && (units[1] || units[2] || units[3])) {
    return Number(units[1] ?? 0) * 3600 + Number(units[2] ?? 0) * 60 + Number(units[3] ?? 0);
  }
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{2})$/.exec(text);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return null;
}

/**
 * The index of the line being said at `seconds`: the last line that has started by then (so a gap between lines
 * keeps the previous one current), or -1 before the first line. A line counts as started from the whole second it
 * starts in, because links (?t=) carry whole seconds.
 */
export function lineAt(lines: readonly { startSeconds: number }[], seconds: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (Math.floor(lines[middle]?.startSeconds ?? Number.POSITIVE_INFINITY) <= seconds) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}
