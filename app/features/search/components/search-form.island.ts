// A search form's button is disabled while the query is blank, like every search form in the app: this does it for
// a page running without the app (ADR 0049, ADR 0050). Forms that want it carry `data-requires-query`.

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
