// The one answer shape of every form action (ADR 0034): ok or not, the toast to show, and on a failure its message
// and each field's message. `useActionToast` (app/components/ui) is the one place an answer becomes a toast in the
// root's toast region; an answer that is a redirect carries its toast in the flash cookie (flash-toast.server.ts).
import type { ToastMessage } from "~/components/ui/toast";
import type { AppError } from "./app-error";

export type FieldErrors = Record<string, string>;

/** A success, the toast that says so (null: nothing to say), and any values the form needs. */
export type ActionSuccess<Data extends object = object> = { ok: true; toast: ToastMessage | null } & Data;

/** A failure: its toast, the message in words for the page, each field's message. */
export type ActionFailure<Data extends object = object> = {
  ok: false;
  toast: ToastMessage;
  error: string;
  fieldErrors: FieldErrors;
} & Data;

export type ActionResult<Success extends object = object, Failure extends object = object> =
  | ActionSuccess<Success>
  | ActionFailure<Failure>;

/** How a failure is worded: a title over the message, or a whole toast of the form's own words. */
export type FailureWording = { title?: string; toast?: Omit<ToastMessage, "variant"> };

export function actionSuccess<Data extends object = object>(
  toast: ToastMessage | null,
  values?: Data,
): ActionSuccess<Data> {
  return { ok: true, toast, ...(values as Data) };
}

/**
 * The failure answer for an AppError: the error's message is the toast's description under a title (the error's
 * own `details.title`, else the form's), or the toast's title when there is none.
 */
export function failureOf(error: AppError, wording: FailureWording = {}): ActionFailure {
  const fieldErrors = (error.details?.fieldErrors as FieldErrors | undefined) ?? {};
  const title = typeof error.details?.title === "string" ? error.details.title : wording.title;
  const toast = wording.toast ?? (title ? { title, description: error.message } : { title: error.message });
  return { ok: false, toast: { ...toast, variant: "destructive" }, error: error.message, fieldErrors };
}
