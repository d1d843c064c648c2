// The progress of an automatic analysis or story run, in a polite live region (the page keeps itself current with
// useLiveProgress while the run is queued or running, or, before the app runs, the island with follow-progress.ts).
import { FOLLOWS_PROGRESS_ATTRIBUTE } from "~/features/pipeline/components/live-progress-pace";

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
    <div
      role="status"
      aria-live="polite"
      className="mt-8 empty:hidden"
      {...(pending ? { [FOLLOWS_PROGRESS_ATTRIBUTE]: "" } : {})}
    >
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
