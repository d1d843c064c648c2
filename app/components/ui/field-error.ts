// A field's error under it, tied to it by aria-describedby: field.tsx renders it in the app, and a page served
// without the app (ADR 0053) shows one the same way with `showFieldError`. Framework-free: islands import it.

export const FIELD_ERROR_CLASSES = "mt-1 text-sm text-red-700";

export function fieldHintId(controlId: string): string {
  return `${controlId}-hint`;
}

export function fieldErrorId(controlId: string): string {
  return `${controlId}-error`;
}

type FieldControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Puts `message` under the control as its field's error, or takes the error away when there is none. */
export function showFieldError(control: FieldControl, message: string | null): void {
  const errorId = fieldErrorId(control.id);
  document.getElementById(errorId)?.remove();
  if (message) {
    const error = document.createElement("p");
    error.id = errorId;
    error.className = FIELD_ERROR_CLASSES;
    error.textContent = message;
    // The field's last part, after the control and its hint, as field.tsx places it.
    control.parentElement?.append(error);
    control.setAttribute("aria-invalid", "true");
  } else {
    control.removeAttribute("aria-invalid");
  }
  const describedBy = [fieldHintId(control.id), errorId]
    .filter((id) => document.getElementById(id))
    .join(" ");
  if (describedBy) control.setAttribute("aria-describedby", describedBy);
  else control.removeAttribute("aria-describedby");
}
