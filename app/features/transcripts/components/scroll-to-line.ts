// Where the transcript box scrolls to show a line: the line a third of the way down, the box only, never the page
// (the reader may be reading elsewhere). Shared by the app's transcript panel and a visitor's meeting island, which
// shows a shared link's moment (?t=) as the app does (ADR 0053). Framework-free for the island.

/** Marks the transcript list whose current line is kept in view. */
export const FOLLOWS_CURRENT_LINE_ATTRIBUTE = "data-follows-current-line";
/** On each transcript line: the second it starts at. */
export const LINE_START_ATTRIBUTE = "data-start";

export function scrollListToLine(list: HTMLElement, line: HTMLElement): void {
  const top = line.offsetTop - list.offsetTop - list.clientHeight / 3;
  list.scrollTo({ top: Math.max(0, top) });
}

/** Each marked transcript list shows its current line, as the app does when it opens. */
export function showCurrentLines(): void {
  for (const list of document.querySelectorAll<HTMLElement>(`[${FOLLOWS_CURRENT_LINE_ATTRIBUTE}]`)) {
    const line = list.querySelector<HTMLElement>(':scope > [aria-current="true"]');
    if (line) scrollListToLine(list, line);
  }
}
