// The directory's filter form on a page served without the app (ADR 0053). It does what DirectoryFilters does in the
// app: a new category or subcategory applies at once (a new category without the old subcategory, which belongs to
// the old one), and the words apply after a short pause. The selects submit the GET form. The words do not: a page
// load while typing would take the caret away, so the page reads the server's HTML for the new address and updates
// its main content in place, the box being typed in and the result count's live region kept.
import { updateInPlace } from "~/lib/update-in-place";
import { FILTER_PARAMS, TEXT_FILTER_DEBOUNCE_MS } from "../directory.constants";

export const DIRECTORY_FILTERS_SELECTOR = "form[data-directory-filters]";

/** The pause before the words apply, and the read of their results: one of each on the page, whatever main holds. */
let wordsPause: ReturnType<typeof setTimeout> | undefined;
let resultsRead: AbortController | undefined;
const enhancedForms = new WeakSet<HTMLFormElement>();

function stopApplyingWords(): void {
  clearTimeout(wordsPause);
  resultsRead?.abort();
}

/** An empty filter stays out of the address, as the app's links leave it out: `?category=Retail`, not `?q=&...`. */
function leaveOutEmptyFilters(event: FormDataEvent): void {
  const empty = [...event.formData].filter(([, value]) => typeof value === "string" && value.trim() === "");
  for (const [name] of empty) event.formData.delete(name);
}

function addressOf(form: HTMLFormElement): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") query.append(name, value);
  const search = query.toString();
  return search ? `${form.action}?${search}` : form.action;
}

async function applyWords(box: HTMLInputElement): Promise<void> {
  const form = box.form;
  if (!form) return;
  const address = addressOf(form);
  if (address === location.href) return;
  const read = new AbortController();
  resultsRead = read;
  try {
    const response = await fetch(address, { headers: { accept: "text/html" }, signal: read.signal });
    if (!response.ok) return;
    const page = new DOMParser().parseFromString(await response.text(), "text/html");
    const main = page.querySelector("main");
    if (!main || read.signal.aborted) return;
    const current = document.querySelector("main");
    if (!current) return;
    history.replaceState(history.state, "", address);
    updateInPlace(current, main, box);
    // Where a part holding the form had to be replaced, the new form is set up here.
    enhanceDirectoryFilters(document);
  } catch {
    // Newer words, a submit, or offline for a moment: Enter and Apply filters still apply them.
  }
}

/** Enhances the filter form under `root`, once: on the first page, and again when the words brought a new one. */
export function enhanceDirectoryFilters(root: ParentNode): void {
  const form = root.querySelector<HTMLFormElement>(DIRECTORY_FILTERS_SELECTOR);
  if (!form || enhancedForms.has(form)) return;
  enhancedForms.add(form);
  form.addEventListener("formdata", leaveOutEmptyFilters);
  form.addEventListener("submit", stopApplyingWords);
  form.addEventListener("change", (event) => {
    if (!(event.target instanceof HTMLSelectElement)) return;
    if (event.target.name === FILTER_PARAMS.category) {
      const subcategory = form.elements.namedItem(FILTER_PARAMS.subcategory);
      if (subcategory instanceof HTMLSelectElement) subcategory.value = "";
    }
    form.requestSubmit();
  });
  form.addEventListener("input", (event) => {
    const box = event.target;
    if (!(box instanceof HTMLInputElement) || box.name !== FILTER_PARAMS.text) return;
    stopApplyingWords();
    wordsPause = setTimeout(() => void applyWords(box), TEXT_FILTER_DEBOUNCE_MS);
  });
}

/** A page restored by Back shows the form as it was left: put back the filters of its own address. */
export function resetDirectoryFiltersWhenRestored(): void {
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    stopApplyingWords();
    document.querySelector<HTMLFormElement>(DIRECTORY_FILTERS_SELECTOR)?.reset();
  });
}
