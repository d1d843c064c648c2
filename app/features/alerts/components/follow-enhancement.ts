// The Follow button for a visitor without a session, on a page served without the app (ADR 0053). FollowButton's
// HTML holds the visitor's form in a <details>, which opens and posts without JavaScript; this makes it the app's
// control: a button that opens and closes the form, the browser's time zone filled in, and an answer that arrives
// in place (its toast, each field's message, "Following" once saved, the form closed after it was sent).
// Framework-free: islands import it.
import { showFieldError } from "~/components/ui/field-error";
import { type IslandToast, showToast } from "~/components/ui/toast.island";

/** The JSON answer of /alerts/follow, the one action shape (app/lib/action-result.ts), as far as this reads it. */
type FollowAnswer = {
  ok: boolean;
  toast: IslandToast | null;
  fieldErrors?: Record<string, string>;
  status?: string;
};

function isFollowAnswer(value: unknown): value is FollowAnswer {
  return typeof value === "object" && value !== null && typeof (value as FollowAnswer).ok === "boolean";
}

/** The same body the form would post, asking for the action's JSON answer instead of a redirect back. */
async function postFollow(form: HTMLFormElement): Promise<FollowAnswer | null> {
  const body = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === "string") body.append(name, value);
  try {
    const response = await fetch(form.action, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer: unknown = await response.json();
    return isFollowAnswer(answer) ? answer : null;
  } catch {
    return null;
  }
}

/** The browser's zone in place of the server's first value; a zone the reader typed already stays. */
function fillBrowserTimeZone(zone: HTMLInputElement | null | undefined): void {
  if (zone && zone.value === zone.defaultValue)
    zone.value = Intl.DateTimeFormat().resolvedOptions().timeZone || zone.defaultValue;
}

type FieldControl = HTMLInputElement | HTMLSelectElement;

/** The hidden fields whose message the app shows under the form's fields: the search's words, the body. */
const TARGET_FIELDS_WITH_MESSAGES = ["query", "body"];

/** Each visible field's message beside it; a message about the search or the body under the fields, as the app. */
function showErrors(form: HTMLFormElement, errors: Record<string, string>): void {
  const formError = form.querySelector<HTMLElement>("[data-follow-form-error]");
  let hiddenFieldMessage = "";
  for (const control of form.querySelectorAll<FieldControl>("input[name], select[name]")) {
    const message = errors[control.name] ?? null;
    if (control.type !== "hidden") showFieldError(control, message);
    else if (TARGET_FIELDS_WITH_MESSAGES.includes(control.name)) hiddenFieldMessage ||= message ?? "";
  }
  if (formError) {
    formError.textContent = hiddenFieldMessage;
    formError.hidden = hiddenFieldMessage === "";
  }
}

function enhanceFollowControl(control: HTMLElement): void {
  const toggle = control.querySelector<HTMLButtonElement>("button[data-follow-toggle]");
  const fallback = control.querySelector<HTMLDetailsElement>("details[data-follow-fallback]");
  const form = fallback?.querySelector<HTMLFormElement>("form[data-follow-form]");
  const submit = form?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const zone = form?.querySelector<HTMLInputElement>('input[name="timeZone"]');
  if (!toggle || !fallback || !form || !submit) return;

  const setOpen = (open: boolean) => {
    toggle.setAttribute("aria-expanded", String(open));
    form.hidden = !open;
  };
  // The button takes the summary's place; a form the reader opened before this ran stays open.
  const openedBefore = fallback.open;
  fallback.replaceWith(form);
  toggle.hidden = false;
  setOpen(openedBefore);
  fillBrowserTimeZone(zone);
  toggle.addEventListener("click", () => setOpen(form.hidden));

  let sending = false;
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    if (sending) return;
    sending = true;
    submit.disabled = true;
    const answer = await postFollow(form);
    sending = false;
    submit.disabled = false;
    if (!answer) {
      // Offline, or an answer that is not the action's: the form stays as it is, to be sent again.
      showToast({ title: form.dataset.failedTitle ?? "", variant: "destructive" });
      return;
    }
    if (answer.toast) showToast(answer.toast);
    showErrors(form, answer.ok ? {} : (answer.fieldErrors ?? {}));
    if (!answer.ok) return;
    if (answer.status === "saved") {
      const following = control.querySelector<HTMLElement>("[data-follow-done]");
      if (following) following.hidden = false;
      toggle.remove();
      form.remove();
      return;
    }
    // Sent: the form closes and is empty when opened again, as in the app.
    form.reset();
    fillBrowserTimeZone(zone);
    setOpen(false);
    toggle.focus();
  });
}

/** Enhances every Follow control under `root`. */
export function enhanceFollowForms(root: ParentNode): void {
  for (const control of root.querySelectorAll<HTMLElement>("[data-follow]")) enhanceFollowControl(control);
}
