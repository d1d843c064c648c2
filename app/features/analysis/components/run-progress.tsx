// The progress of an automatic analysis or story run: a polite live region, and a poll of the page's loader
// while the run is queued or running so the page updates by itself when it is done.
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { PROGRESS_POLL_MS } from "../analysis.constants";

export function usePollWhilePending(pending: boolean): void {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, PROGRESS_POLL_MS);
    return () => clearInterval(timer);
  }, [pending]);
}

export function RunProgress({
  pending,
  pendingTitle,
  pendingHint,
  failure,
}: {
  pending: boolean;
  pendingTitle: string;
  pendingHint: string;
  failure: string | null;
}) {
  return (
    <div role="status" aria-live="polite" className="mt-8 empty:hidden">
      {pending ? (
        <div className="flex items-start gap-3 rounded-lg border border-teal-200 bg-teal-50 p-4 text-slate-800">
          <span
            aria-hidden="true"
            className="mt-1 inline-block h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-teal-700 border-t-transparent motion-reduce:animate-none"
          />
          <div>
            <p className="font-semibold">{pendingTitle}</p>
            <p className="text-sm text-slate-700">{pendingHint}</p>
          </div>
        </div>
      ) : failure ? (
        <p className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">{failure}</p>
      ) : null}
    </div>
  );
}
