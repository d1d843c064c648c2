// The collapsible "Videos for Source" list: each video links to itself as the selected one, with what it has.
import { Link } from "react-router";
import { LongDate } from "~/features/analysis/components/long-date";
import {
  ANALYSIS_TITLE,
  NO_VIDEOS_FOR_URL,
  STORY_TITLE,
  TRANSCRIPT_TITLE,
  VIDEOS_FOR_SOURCE,
} from "../admin-content.copy";
import type { SourceVideoItem } from "../admin-content.server";

function Badge({ present, label }: { present: boolean; label: string }) {
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-medium ${
        present ? "bg-emerald-100 text-emerald-900" : "bg-slate-100 text-slate-600 line-through"
      }`}
    >
      {label}
      <span className="sr-only">{present ? " present" : " missing"}</span>
    </span>
  );
}

export function VideosForSource({
  videos,
  selectedId,
  hrefFor,
}: {
  videos: SourceVideoItem[];
  selectedId: string | null;
  hrefFor: (videoId: string) => string;
}) {
  return (
    <details open className="rounded-lg border border-slate-200 p-4">
      <summary className="cursor-pointer text-lg font-semibold text-slate-900">
        {VIDEOS_FOR_SOURCE} ({videos.length})
      </summary>
      {videos.length === 0 ? (
        <p className="mt-3 text-slate-600">{NO_VIDEOS_FOR_URL}</p>
      ) : (
        <ul className="mt-3 max-h-96 divide-y divide-slate-100 overflow-y-auto">
          {videos.map((video) => {
            const selected = video.id === selectedId;
            return (
              <li key={video.id} className={selected ? "bg-teal-50" : undefined}>
                <Link
                  to={hrefFor(video.id)}
                  preventScrollReset
                  aria-current={selected ? "true" : undefined}
                  className="block px-2 py-2 hover:bg-slate-50"
                >
                  <span className={`block ${selected ? "font-semibold text-teal-900" : "text-slate-900"}`}>
                    {video.title}
                  </span>
                  <span className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                    {video.publishedAt ? <LongDate iso={video.publishedAt} /> : null}
                    <Badge present={video.hasTranscript} label={TRANSCRIPT_TITLE} />
                    <Badge present={video.hasAnalysis} label={ANALYSIS_TITLE} />
                    <Badge present={video.hasStory} label={STORY_TITLE} />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}
