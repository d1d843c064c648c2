// The "Filter by source" select on a city page served without the app (ADR 0053): a choice opens the list it names
// at once, as in the app, instead of waiting for the Apply button a reader without JavaScript presses. A new filter
// starts again at the first page, and All sources is the city's own address. Framework-free: islands import it.

export function enhanceSourceFilter(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>("form[data-source-filter]")) {
    const select = form.querySelector<HTMLSelectElement>("select[name]");
    select?.addEventListener("change", () => {
      const search = select.value ? `?${new URLSearchParams({ [select.name]: select.value })}` : "";
      window.location.assign(`${window.location.pathname}${search}`);
    });
  }
}
