// The meeting's outline beside its transcript (issue #30): each agenda item with its code, title, the outcome of its
// votes with their tally, and the moment it opened. Each entry is a plain link to that moment (?t=), so the outline
// works without JavaScript; with it, the page's player seeks there instead of reloading.
import { isPlainPress, SEEK_SECONDS_ATTRIBUTE } from "~/features/meetings/components/seek-links";
import { keyed } from "~/lib/keyed";
import {
  CHAPTERS_TITLE,
  DECISION_OUTCOME_LABELS,
  openChapterLabel,
  UNNAMED_ITEM_LABEL,
} from "../analysis.copy";
import type { AnalysisView } from "../analysis.schema";
import { parseTimestamp } from "../timestamps";
import type { SeekHandler } from "./highlight-timestamp";

const BADGE: Record<keyof typeof DECISION_OUTCOME_LABELS, string> = {
  passed: "bg-emerald-100 text-emerald-900",
  failed: "bg-rose-100 text-rose-900",
  tabled: "bg-amber-100 text-amber-900",
  continued: "bg-amber-100 text-amber-900",
  withdrawn: "bg-slate-200 text-slate-800",
};

export function MeetingChapters({ analysis, onSeek }: { analysis: AnalysisView; onSeek: SeekHandler }) {
  if (analysis.items.length === 0) return null;
  return (
    <nav
      aria-labelledby="meeting-chapters"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="meeting-chapters" className="text-lg font-semibold text-slate-900">
        {CHAPTERS_TITLE}
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {keyed(
          analysis.items.map((item, index) => ({ item, index })),
          ({ item }) => `${item.timestamp} ${item.code ?? item.title ?? ""}`,
        ).map(({ key, item: { item, index } }) => {
          const seconds = parseTimestamp(item.timestamp) ?? 0;
          const title = [item.code, item.title].filter(Boolean).join(": ") || UNNAMED_ITEM_LABEL;
          const votes = analysis.decisions.filter((decision) => decision.item_index === index);
          return (
            <li key={key} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <a
                href={`?t=${seconds}`}
                aria-label={openChapterLabel(title, item.timestamp)}
                {...{ [SEEK_SECONDS_ATTRIBUTE]: seconds }}
                onClick={(event) => {
                  if (!isPlainPress(event)) return;
                  event.preventDefault();
                  onSeek(seconds);
                }}
                className="font-mono text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
              >
                {item.timestamp}
              </a>
              <span className="min-w-0 flex-1 text-slate-900">
                {item.code ? <span className="font-semibold">{item.code}</span> : null}
                {item.code && item.title ? ": " : null}
                {item.title ?? (item.code ? null : UNNAMED_ITEM_LABEL)}
              </span>
              {votes.map((decision) => (
                <span
                  key={`${decision.timestamp}-${decision.quote}`}
                  className={`rounded px-2 py-0.5 text-xs font-semibold ${BADGE[decision.outcome]}`}
                >
                  {DECISION_OUTCOME_LABELS[decision.outcome]}
                  {decision.tally ? ` ${decision.tally}` : ""}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Shown in place of quotes and a story when the quality gate finds most of the transcript unreliable. */
export function TranscriptUnreliableNotice({ title, detail }: { title: string; detail: string }) {
  return (
    <section
      role="status"
      aria-labelledby="transcript-unreliable"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="transcript-unreliable" className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm">{detail}</p>
    </section>
  );
}
