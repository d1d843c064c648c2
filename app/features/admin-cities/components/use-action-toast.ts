// Turns a City Management fetcher's answer into the spec's toast: its success toast, or the error toast with
// the server's message as description, and tells the form when it may close.
import { useEffect, useRef } from "react";
import { useToast } from "~/components/ui/toast";

export type ActionAnswer =
  | { ok: true; toast: { title: string; description?: string } }
  | { ok: false; error: string; fieldErrors: Record<string, string> };

export function useActionToast(
  answer: unknown,
  options: { errorTitle: string | ((error: string) => string); onSuccess?: () => void },
): void {
  const { toast } = useToast();
  // The latest callbacks, without making every render a new answer.
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const result = answer as ActionAnswer | undefined;
    if (!result || typeof result !== "object" || !("ok" in result)) return;
    if (result.ok) {
      toast(result.toast);
      latest.current.onSuccess?.();
      return;
    }
    const { errorTitle } = latest.current;
    toast({
      title: typeof errorTitle === "function" ? errorTitle(result.error) : errorTitle,
      description: result.error,
      variant: "destructive",
    });
  }, [answer, toast]);
}

/** True while a fetcher's form is on its way or its answer is being applied. */
export function isBusy(state: "idle" | "submitting" | "loading"): boolean {
  return state !== "idle";
}
