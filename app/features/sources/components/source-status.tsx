// For admins on a city page: each video source, when it was last read, and the note or error from that read.
import type { SourceStatus } from "../sources.server";

type SerializedSourceStatus = Omit<SourceStatus, "lastRefreshedAt" | "nextRefreshAt"> & {
  lastRefreshedAt: Date | string | null;
  nextRefreshAt: Date | string | null;
};

function when(value: Date | string | null): string {
  if (!value) return "never";
  return new Date(value).toLocaleString("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  });
}

export function SourceStatusPanel({ sources }: { sources: SerializedSourceStatus[] }) {
  return (
    <section aria-labelledby="source-status-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="source-status-heading" className="text-lg font-semibold">
        Video sources
      </h2>
      {sources.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No URLs found for this city</p>
      ) : (
        <ul className="mt-3 space-y-3 text-sm">
          {sources.map((source) => (
            <li key={source.id} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <p className="font-medium break-words">{source.title || source.url}</p>
              <p className="text-slate-600">
                {source.entityType} ({source.sourceType}) · last read {when(source.lastRefreshedAt)} UTC
              </p>
              {source.lastRefreshNote ? (
                <p className="mt-1 text-slate-700">{source.lastRefreshNote}</p>
              ) : null}
              {source.lastRefreshError ? (
                <p className="mt-1 text-red-800">Last refresh failed: {source.lastRefreshError}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
