// Where the transcript box scrolls to show a line: the line a third of the way down, the box only, never the page
// (the reader may be reading elsewhere). Shared by the app's transcript panel and the app-on-demand island, which
// shows a shared link's moment (?t=) before the app runs (ADR 0050). Framework-free for the island.

/** Marks the transcript list whose current line the island scrolls into view before the app runs. */
export const FOLLOWS_CURRENT_LINE_ATTRIBUTE = "data-follows-current-line";

export function scrollListToLine(list: HTMLElement, line: HTMLElement): void {
  const top = line.offsetTop - list.offsetTop - list.clientHeight / 3;
  list.scrollTo({ top: Math.max(0, top) });
}

/** Before the app runs: each marked transcript list shows its current line, as the app does when it opens. */
export function showCurrentLines(): void {
  for (const list of document.querySelectorAll<HTMLElement>(`[${FOLLOWS_CURRENT_LINE_ATTRIBUTE}]`)) {
    const line = list.querySelector<HTMLElement>(':scope > [aria-current="true"]');
    if (line) scrollListToLine(list, line);
  }
}
