// The one place a form action's answer (app/lib/action-result.ts) becomes a toast: once per answer, as soon as it
// has arrived (a fetcher's page reload may still be running, and may take the form off the page).
import { useEffect, useRef } from "react";
import type { ActionFailure, ActionResult, ActionSuccess } from "~/lib/action-result";
import { useToast } from "./toast";

/** A fetcher, or `{ data: useActionData() }` for a form that navigates. */
type AnswerSource<Result> = { state?: "idle" | "submitting" | "loading"; data: Result | undefined };

export function useActionToast<Result extends ActionResult<object, object>>(
  source: AnswerSource<Result>,
  options: {
    onSuccess?: (result: Extract<Result, ActionSuccess>) => void;
    onFailure?: (result: Extract<Result, ActionFailure>) => void;
  } = {},
): void {
  const { toast } = useToast();
  // An answer already there when the form appears (a keyed fetcher's last one) was shown when it arrived.
  const answered = useRef<Result | undefined>(source.data);
  // The latest callbacks, without making every render a new answer.
  const latest = useRef(options);
  latest.current = options;
  const answer = source.data;
  const submitting = source.state === "submitting";
  useEffect(() => {
    if (submitting || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.toast) toast(answer.toast);
    if (answer.ok) latest.current.onSuccess?.(answer as Extract<Result, ActionSuccess>);
    else latest.current.onFailure?.(answer as Extract<Result, ActionFailure>);
  }, [answer, submitting, toast]);
}

/** True while a fetcher's form is on its way or its answer is being applied. */
export function isBusy(state: "idle" | "submitting" | "loading"): boolean {
  return state !== "idle";
}
