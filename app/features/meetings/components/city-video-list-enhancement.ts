// Load More on a city page served without the app (ADR 0053). The link leads to ?show=N+10, where the server lists
// the longer list; this reads that page instead and adds its new meetings under the ones on screen, so the reader
// keeps their place, then puts the address, Load More and the sidebar's count as that page has them and moves focus
// to the first meeting added. A failed read keeps the list and says so. Framework-free: islands import it.
import { showToast } from "~/components/ui/toast.island";

async function readPage(url: string): Promise<Document | null> {
  try {
    const response = await fetch(url, { headers: { accept: "text/html" } });
    if (!response.ok) return null;
    return new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    return null;
  }
}

/** A plain click: one that opens a new tab or window keeps the link's own behaviour. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Adds the longer list's meetings that are not on screen yet; returns the first one added. */
function appendNewMeetings(list: HTMLElement, longer: Element): HTMLElement | null {
  const shown = new Set([...list.children].map((item) => (item as HTMLElement).dataset.videoId));
  const added = [...longer.children]
    .filter((item) => !shown.has((item as HTMLElement).dataset.videoId))
    .map((item) => document.importNode(item, true) as HTMLElement);
  list.append(...added);
  return added[0] ?? null;
}

/** Replaces each element matching `selector` with the longer page's (or removes it when that page has none). */
function takeFrom(page: Document, selector: string): void {
  const replacement = page.querySelector(selector);
  for (const element of document.querySelectorAll(selector)) {
    if (replacement) element.replaceWith(document.importNode(replacement, true));
    else element.remove();
  }
}

export function enhanceCityVideoList(root: ParentNode): void {
  const list = root.querySelector<HTMLElement>("[data-city-video-list]");
  const section = list?.parentElement;
  if (!list || !section) return;
  let loading = false;

  // Delegated: each longer page brings its own Load More link.
  section.addEventListener("click", async (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>("[data-load-more] a[href]");
    if (!link || !isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    loading = true;
    list.setAttribute("aria-busy", "true");
    const page = await readPage(link.href);
    const longer = page?.querySelector("[data-city-video-list]");
    loading = false;
    list.setAttribute("aria-busy", "false");
    const failed = section.querySelector<HTMLElement>("[data-load-more-failed]");
    if (!page || !longer) {
      if (failed) {
        failed.hidden = false;
        showToast({ title: failed.textContent ?? "", variant: "destructive" });
      }
      return;
    }
    if (failed) failed.hidden = true;
    const firstAdded = appendNewMeetings(list, longer);
    takeFrom(page, "[data-load-more]");
    takeFrom(page, "[data-shown-video-count]");
    // Reload and Back show the same list.
    history.replaceState(history.state, "", link.href);
    firstAdded?.querySelector<HTMLElement>("h3")?.focus({ preventScroll: true });
  });
}
