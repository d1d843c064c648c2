// The toast of a page served without the app (ADR 0049): the same card as the app's ToastProvider renders, cloned
// from the <template>s it leaves in the page, one at a time, closing itself after 5 seconds (spec 000 section 9).
import { TOAST_DURATION_MS } from "./toast-duration";

export type IslandToast = { title: string; description?: string; variant?: "default" | "destructive" };

let closeTimer: ReturnType<typeof setTimeout> | undefined;

function regions(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>("[data-toast-region]")];
}

function dismissAll(): void {
  clearTimeout(closeTimer);
  for (const region of regions()) region.replaceChildren();
}

/** Wires a card's dismiss button and starts its 5 seconds. */
function keep(card: Element): void {
  card.querySelector("[data-toast-dismiss]")?.addEventListener("click", dismissAll);
  clearTimeout(closeTimer);
  closeTimer = setTimeout(dismissAll, TOAST_DURATION_MS);
}

export function showToast(toast: IslandToast): void {
  const variant = toast.variant === "destructive" ? "destructive" : "default";
  const template = document.querySelector<HTMLTemplateElement>(`template[data-toast-template="${variant}"]`);
  const region = document.querySelector(`[data-toast-region="${variant}"]`);
  const card = template?.content.firstElementChild?.cloneNode(true);
  if (!region || !(card instanceof Element)) return;
  const title = card.querySelector("[data-toast-title]");
  if (title) title.textContent = toast.title;
  const description = card.querySelector("[data-toast-description]");
  if (description && toast.description) description.textContent = toast.description;
  else description?.remove();
  // A new toast replaces the one showing: the spec shows one at a time.
  dismissAll();
  region.append(card);
  keep(card);
}

/** A toast the server rendered with the page (one carried across a redirect) closes like any other. */
export function keepRenderedToasts(): void {
  for (const region of regions()) {
    const card = region.firstElementChild;
    if (card) keep(card);
  }
}
