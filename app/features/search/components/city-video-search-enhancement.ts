// The city page's "Search Videos" panel on a page served without the app (ADR 0053). The server renders the toggle
// as a button of a GET form to the city's search page, and the panel hidden; this makes the toggle open and close
// the panel (Hide Search clears it), and searches by reading the city's search page for the words and listing its
// results in the panel. Its toasts' words come with the page. Framework-free: islands import it.
import { showToast } from "~/components/ui/toast.island";

type Answer = { results: HTMLOListElement | null } | { failed: "status" | "request" };

/** The search page's answer for the panel's query: its result list (null: nothing matched), or how it failed. */
async function searchPageResults(url: URL, signal: AbortSignal): Promise<Answer> {
  let page: Document;
  try {
    const response = await fetch(url, { headers: { accept: "text/html" }, signal });
    if (!response.ok) return { failed: "status" };
    page = new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    return { failed: "request" };
  }
  const list = [...page.querySelectorAll<HTMLOListElement>("main ol")].find((candidate) =>
    candidate.querySelector(":scope > li > article"),
  );
  return { results: list ?? null };
}

/** The page lists its results under an h3; the panel's sit under its own "Search Results" h3, so they are h4s. */
function asPanelResults(list: HTMLOListElement): HTMLOListElement {
  const adopted = document.importNode(list, true);
  for (const heading of adopted.querySelectorAll("h3")) {
    const lower = document.createElement("h4");
    for (const attribute of heading.attributes) lower.setAttribute(attribute.name, attribute.value);
    lower.append(...heading.childNodes);
    heading.replaceWith(lower);
  }
  return adopted;
}

function enhancePanel(container: HTMLElement): void {
  const toggle = container.querySelector<HTMLButtonElement>("button[data-search-toggle]");
  const panel = container.querySelector<HTMLElement>("[data-search-panel]");
  const form = panel?.querySelector("form");
  const box = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const results = panel?.querySelector<HTMLElement>("[data-search-results]");
  const count = results?.querySelector("[data-result-count]");
  if (!toggle || !panel || !form || !box || !submit || !results || !count) return;
  const words = container.dataset;
  const showLabel = toggle.textContent ?? "";
  const searchLabel = submit.textContent ?? "";
  let search: AbortController | null = null;

  const update = () => {
    submit.disabled = search !== null || box.value.trim() === "";
    submit.textContent = search ? (submit.dataset.busyLabel ?? searchLabel) : searchLabel;
  };
  const list = (found: HTMLOListElement | null) => {
    results.querySelector("ol")?.remove();
    results.hidden = found === null;
    count.textContent = String(found?.children.length ?? 0);
    if (found) results.append(asPanelResults(found));
  };
  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    toggle.textContent = open ? (toggle.dataset.hideLabel ?? showLabel) : showLabel;
    panel.hidden = !open;
    if (open) {
      box.focus();
      return;
    }
    // Hiding the panel clears its results and its words (spec 000 section 4), and forgets a search on its way.
    search?.abort();
    search = null;
    list(null);
    box.value = "";
    update();
  };
  // The toggle opens the panel instead of going to the search page.
  toggle.type = "button";
  toggle.setAttribute("aria-controls", panel.id);
  setOpen(false);
  toggle.addEventListener("click", () => setOpen(panel.hidden));
  box.addEventListener("input", update);

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const query = box.value.trim();
    if (!query || search) return;
    const url = new URL(form.action);
    for (const [name, value] of new FormData(form))
      if (typeof value === "string") url.searchParams.set(name, value);
    url.searchParams.set("q", query);
    const current = new AbortController();
    search = current;
    update();
    const answer = await searchPageResults(url, current.signal);
    if (current.signal.aborted) return;
    search = null;
    update();
    if ("failed" in answer) {
      showToast({
        title: words.errorTitle ?? "",
        description: answer.failed === "status" ? words.errorDescription : words.exceptionDescription,
        variant: "destructive",
      });
      return;
    }
    list(answer.results);
    if (!answer.results)
      showToast({ title: words.noResultsTitle ?? "", description: words.noResultsDescription });
  });
}

/** Enhances the city page's search panel under `root`. */
export function enhanceCityVideoSearch(root: ParentNode): void {
  for (const container of root.querySelectorAll<HTMLElement>("[data-city-video-search]"))
    enhancePanel(container);
}
