// A search form's button on a page running without the app (ADR 0049, ADR 0053), as in the app: disabled while the
// query is blank (forms that want it carry `data-requires-query`), and "Searching..." while the results load.

/** Keeps the form's submit button disabled while its `q` box is blank, until the signal (the app taking over) aborts. */
export function disableSubmitWhileBlank(form: HTMLFormElement, signal?: AbortSignal): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !button) return;
  const update = () => {
    button.disabled = input.value.trim() === "";
  };
  input.addEventListener("input", update, { signal });
  update();
}

export const REQUIRES_QUERY_SELECTOR = "form[data-requires-query]";

/**
 * While the browser loads the search, the button says so and waits, as the search page's button does in the app
 * ("Searching...", in the words the server rendered into `data-searching-label`). A page restored by Back gets its
 * button back.
 */
export function showSearchingWhileLoading(form: HTMLFormElement): void {
  const searchingLabel = form.dataset.searchingLabel;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!searchingLabel || !button) return;
  const idleLabel = button.textContent;
  form.addEventListener("submit", (event) => {
    if (event.defaultPrevented) return;
    button.textContent = searchingLabel;
    button.disabled = true;
  });
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    // It was sent with words, and they are still in the box.
    button.textContent = idleLabel;
    button.disabled = false;
  });
}

export const SHOWS_SEARCHING_SELECTOR = "form[data-searching-label]";
