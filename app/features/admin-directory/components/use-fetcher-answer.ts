// Runs once per answer of a fetcher's form, when it has settled: the dialogs of this page toast and close on it.
import { useEffect, useRef } from "react";

export function useFetcherAnswer<Answer>(
  fetcher: { state: "idle" | "submitting" | "loading"; data: Answer | undefined },
  onAnswer: (answer: Answer) => void,
): void {
  const answered = useRef<Answer | undefined>(undefined);
  // The latest callback, without making every render a new answer.
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || answer === undefined || answered.current === answer) return;
    answered.current = answer;
    latest.current(answer);
  }, [fetcher.state, fetcher.data]);
}
