// The transcript beside the video for a visitor, whose meeting page is served without the app (ADR 0053): a line
// pressed plays the video from there, the line being said is marked and kept in view (unless the reader scrolled the
// box in the last few seconds), and one part of a long transcript becomes the whole once the reader needs more than
// the part: the page is read again with `?part=all` and its list takes the part's place. Framework-free: the
// meeting page's island imports it.
import { lineAt } from "../moment";
import { WHOLE_TRANSCRIPT_PART } from "../transcripts.constants";
import {
  FOLLOWS_CURRENT_LINE_ATTRIBUTE,
  LINE_START_ATTRIBUTE,
  scrollListToLine,
  showCurrentLines,
} from "./scroll-to-line";

/** How long after the reader scrolls the transcript themselves it stops following the video. */
export const MANUAL_SCROLL_PAUSE_MS = 4000;
/** The links under one part of a long transcript, which go once the whole is in the page. */
export const TRANSCRIPT_PARTS_ATTRIBUTE = "data-transcript-parts";

export type TranscriptFollower = {
  /** Marks the line being said at `seconds` and keeps it in view. */
  mark(seconds: number): void;
  /** The transcript's section, scrolled to where a meeting has no player. */
  section: HTMLElement;
};

function linesOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>(`:scope > [${LINE_START_ATTRIBUTE}]`)];
}

function startOf(line: Element): number {
  return Number(line.getAttribute(LINE_START_ATTRIBUTE));
}

/** The whole transcript's list, from the same page with every line, or null when it cannot be had. */
async function fetchWholeList(): Promise<HTMLElement | null> {
  const address = new URL(location.href);
  address.hash = "";
  address.searchParams.delete("t");
  address.searchParams.set("part", WHOLE_TRANSCRIPT_PART);
  try {
    const response = await fetch(address, { headers: { accept: "text/html" } });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    return page.querySelector<HTMLElement>(`ol[${FOLLOWS_CURRENT_LINE_ATTRIBUTE}]`);
  } catch {
    // Offline for a moment: the part and its links stay.
    return null;
  }
}

export function followTranscript(
  root: ParentNode,
  onLinePressed: (seconds: number) => void,
): TranscriptFollower | null {
  let list = root.querySelector<HTMLElement>(`ol[${FOLLOWS_CURRENT_LINE_ATTRIBUTE}]`);
  const section = list?.closest("section");
  if (!list || !section) return null;
  let lines = linesOf(list);
  let current = -1;
  let lastManualScroll = 0;
  let programmaticScroll = false;

  const onScroll = () => {
    if (programmaticScroll) programmaticScroll = false;
    else lastManualScroll = Date.now();
  };
  const onClick = (event: Event) => {
    const line = (event.target as Element | null)?.closest(`button`)?.closest(`[${LINE_START_ATTRIBUTE}]`);
    if (line) onLinePressed(startOf(line));
  };
  const wire = (element: HTMLElement) => {
    element.addEventListener("scroll", onScroll, { passive: true });
    element.addEventListener("click", onClick);
  };
  wire(list);
  // A shared link's moment (?t=) is the current line: the box shows it, as the app does; again once the web fonts
  // and the page's images are in, which move every line (unless the reader has scrolled the box by then).
  const showMarked = () => {
    if (Date.now() - lastManualScroll < MANUAL_SCROLL_PAUSE_MS) return;
    programmaticScroll = true;
    showCurrentLines();
  };
  showMarked();
  void document.fonts?.ready.then(showMarked);
  if (document.readyState !== "complete") window.addEventListener("load", showMarked, { once: true });

  const mark = (seconds: number, scroll = true) => {
    if (!list) return;
    const index = lineAt(
      lines.map((line) => ({ startSeconds: startOf(line) })),
      seconds,
    );
    if (index !== current) {
      for (const line of list.querySelectorAll('[aria-current="true"]')) line.removeAttribute("aria-current");
      lines[index]?.setAttribute("aria-current", "true");
      current = index;
    }
    const line = lines[index];
    if (!scroll || !line || Date.now() - lastManualScroll < MANUAL_SCROLL_PAUSE_MS) return;
    programmaticScroll = true;
    scrollListToLine(list, line);
  };

  const parts = section.querySelector(`[${TRANSCRIPT_PARTS_ATTRIBUTE}]`);
  let whole: Promise<void> | null = null;
  const bringWhole = (): Promise<void> => {
    whole ??= fetchWholeList().then((fetched) => {
      if (!fetched || !list) return;
      // The reader keeps their place: the line at the top of the box stays there.
      const top = lines.find((line) => line.offsetTop - list!.offsetTop >= list!.scrollTop);
      const topStart = top ? startOf(top) : null;
      const adopted = document.importNode(fetched, true);
      for (const line of adopted.querySelectorAll('[aria-current="true"]'))
        line.removeAttribute("aria-current");
      list.replaceWith(adopted);
      list = adopted;
      lines = linesOf(adopted);
      wire(adopted);
      parts?.remove();
      const previous = lines[current];
      current = -1;
      if (topStart !== null) {
        const again = lines.find((line) => startOf(line) === topStart);
        if (again) {
          programmaticScroll = true;
          adopted.scrollTop = again.offsetTop - adopted.offsetTop;
        }
      }
      if (previous) mark(startOf(previous), false);
    });
    return whole;
  };
  if (parts) {
    // The reader scrolled the box to the part's last line: the rest comes before they run out of lines.
    const last = lines.at(-1);
    if (last) {
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void bringWhole();
      });
      observer.observe(last);
    }
  }
  const markAndBring = (seconds: number) => {
    const first = lines[0];
    const last = lines.at(-1);
    // A moment outside the part: the whole transcript holds its line.
    if (parts && first && last && (seconds < Math.floor(startOf(first)) || seconds > startOf(last))) {
      void bringWhole().then(() => mark(seconds));
    }
    mark(seconds);
  };
  current = lines.findIndex((line) => line.getAttribute("aria-current") === "true");
  return { mark: markAndBring, section };
}
