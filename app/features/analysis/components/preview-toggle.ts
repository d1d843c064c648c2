// The At a glance card's Show All / Show Less for a visitor, whose meeting page is served without the app (ADR 0053).
// The card carries every item, those past the first few hidden, so the toggle only shows and hides them, and takes
// the "+N more" notes away while all are shown, as the app's card does. Framework-free: the island imports it.

/** On the toggle: its label while every item is shown (its text is the other label). */
export const PREVIEW_TOGGLE_ATTRIBUTE = "data-preview-toggle";
/** On an item past the first few. */
export const PREVIEW_EXTRA_ATTRIBUTE = "data-preview-extra";
/** On a "+N more" note. */
export const PREVIEW_MORE_ATTRIBUTE = "data-preview-more";

export function enhancePreviewToggles(root: ParentNode): void {
  for (const toggle of root.querySelectorAll<HTMLButtonElement>(`button[${PREVIEW_TOGGLE_ATTRIBUTE}]`)) {
    const lists = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (!lists) continue;
    const labels = {
      collapsed: toggle.textContent ?? "",
      expanded: toggle.getAttribute(PREVIEW_TOGGLE_ATTRIBUTE),
    };
    const notes = [...lists.querySelectorAll(`[${PREVIEW_MORE_ATTRIBUTE}]`)].map((note) => ({
      note,
      parent: note.parentElement,
    }));
    toggle.addEventListener("click", () => {
      const expanded = toggle.getAttribute("aria-expanded") !== "true";
      toggle.setAttribute("aria-expanded", String(expanded));
      toggle.textContent = expanded ? labels.expanded : labels.collapsed;
      for (const item of lists.querySelectorAll<HTMLElement>(`[${PREVIEW_EXTRA_ATTRIBUTE}]`)) {
        item.hidden = !expanded;
      }
      for (const { note, parent } of notes) {
        if (expanded) note.remove();
        else parent?.append(note);
      }
    });
  }
}
