// A link to a moment of the meeting (a chapter, a highlight's timestamp): a plain link to `?t=` or to YouTube at that
// second, which the page's player plays in place when it can (the app's onSeek, or the meeting page's island for a
// visitor, ADR 0053). The second rides on the link itself, so the island needs no copy of the page's data.
// Framework-free: the island imports it.

/** The second a link to a moment plays from. */
export const SEEK_SECONDS_ATTRIBUTE = "data-seek-seconds";

/** A press that keeps the link's own meaning (a new tab or window) is not a seek. */
export function isPlainPress(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
