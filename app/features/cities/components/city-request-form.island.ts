// The Request City Coverage form on a page served without the app (ADR 0049). It behaves as CityRequestForm does
// in the app: Notify waits for all three fields, says "Submitting..." while the request is on its way, and the
// answer is a toast plus the words and field messages beside the form. The server renders that answer: the form
// posts as a document would, and the island copies the answered form's status and messages from the returned page.
import { showToast } from "~/components/ui/toast.island";

type Control = HTMLInputElement | HTMLSelectElement;

export type EnhancedRequestForm = { clear(): void };

function controlsOf(form: HTMLFormElement): Control[] {
  return [...form.querySelectorAll<Control>("input:not([type=hidden]), select")];
}

async function postAsDocument(form: HTMLFormElement): Promise<Document | null> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  try {
    const response = await fetch(form.action, { method: "POST", body, headers: { Accept: "text/html" } });
    return new DOMParser().parseFromString(await response.text(), "text/html");
  } catch {
    return null;
  }
}

/** Puts a field's message (or none) beside it, tied by aria-describedby as the app's fields do. */
function showFieldMessage(control: Control, message: Element | null): void {
  const errorId = `${control.id}-error`;
  document.getElementById(errorId)?.remove();
  if (message) {
    const copy = document.importNode(message, true);
    copy.id = errorId;
    control.parentElement?.append(copy);
    control.setAttribute("aria-invalid", "true");
  } else {
    control.removeAttribute("aria-invalid");
  }
  const describedBy = [`${control.id}-hint`, errorId].filter((id) => document.getElementById(id)).join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
}

export function enhanceCityRequestForm(form: HTMLFormElement, onSubmitted?: () => void): EnhancedRequestForm {
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const status = form.querySelector('[role="status"]');
  const idleLabel = button?.textContent ?? "";
  let sending = false;

  const update = () => {
    if (!button) return;
    button.disabled = sending || controlsOf(form).some((control) => control.value.trim() === "");
    button.textContent = sending ? (button.dataset.busyLabel ?? idleLabel) : idleLabel;
  };

  const clear = () => {
    form.reset();
    for (const control of controlsOf(form)) showFieldMessage(control, null);
    status?.replaceChildren();
    update();
  };

  form.addEventListener("input", update);
  form.addEventListener("change", update);
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    update();
    const page = await postAsDocument(form);
    sending = false;
    const answered = page?.querySelector<HTMLFormElement>("form[data-city-request-form]");
    const outcome = answered?.querySelector<HTMLElement>("[data-outcome]");
    if (!answered || !outcome) {
      // No answer from the server (offline, or a page that is not ours): the form stays as it was.
      update();
      showToast({
        title: form.dataset.failureTitle ?? "",
        description: form.dataset.failureDescription,
        variant: "destructive",
      });
      return;
    }
    for (const control of controlsOf(form)) {
      const answeredControl = answered.querySelector<Control>(`[name="${CSS.escape(control.name)}"]`);
      const message = answeredControl ? answered.querySelector(`[id="${answeredControl.id}-error"]`) : null;
      showFieldMessage(control, message);
    }
    status?.replaceChildren(...[...outcome.childNodes].map((node) => document.importNode(node, true)));
    if (outcome.dataset.toastTitle) {
      showToast({
        title: outcome.dataset.toastTitle,
        description: outcome.dataset.toastDescription,
        variant: outcome.dataset.toastVariant === "destructive" ? "destructive" : "default",
      });
    }
    if (outcome.dataset.outcome === "ok") {
      // Emptied for the next request, as the app does; the words of the answer stay when the form stays.
      form.reset();
      onSubmitted?.();
    }
    update();
  });
  update();
  return { clear };
}
