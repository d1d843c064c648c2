// The "At a glance" card: the first highlights and action items with a "+N more" note, expandable in place.

import { useEffect, useId, useState } from "react";
import type { VideoSource } from "~/features/meetings/meetings.schema";
import { SHOWN_WITH_SCRIPT_ATTRIBUTE } from "~/lib/app-on-demand";
import { keyed } from "~/lib/keyed";
import {
  ACTION_ITEMS_TITLE,
  AT_A_GLANCE_TITLE,
  HIGHLIGHTS_TITLE,
  moreNote,
  SHOW_ALL,
  SHOW_LESS,
} from "../analysis.copy";
import type { AnalysisView } from "../analysis.schema";
import { previewItems } from "../preview";
import { ActionItemDetails, HighlightItem, highlightKey } from "./analysis-details";
import type { SeekHandler } from "./highlight-timestamp";

export function AnalysisPreview({
  analysis,
  source,
  onSeek,
}: {
  analysis: AnalysisView;
  source: VideoSource;
  onSeek: SeekHandler;
}) {
  const [expanded, setExpanded] = useState(false);
  // The toggle only works with JavaScript: it is sent hidden, shown by the app-on-demand island (a press starts the
  // app, ADR 0050) or by the app once interactive. Without JavaScript the full analysis right below carries every item.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const listsId = useId();
  const highlights = expanded
    ? { shown: analysis.highlights, remaining: 0 }
    : previewItems(analysis.highlights);
  const actionItems = expanded
    ? { shown: analysis.action_items, remaining: 0 }
    : previewItems(analysis.action_items);
  const canExpand =
    previewItems(analysis.highlights).remaining + previewItems(analysis.action_items).remaining > 0;
  if (analysis.highlights.length === 0 && analysis.action_items.length === 0) return null;

  return (
    <section
      aria-labelledby={`${listsId}-title`}
      className="mt-6 rounded-xl border border-teal-200 bg-teal-50/60 p-4 sm:p-5"
    >
      {/* The row keeps the Show All button's height (34 px) before hydration adds it, so nothing below moves. */}
      <div
        className={`flex flex-wrap items-center justify-between gap-2 ${canExpand ? "min-h-[2.125rem]" : ""}`}
      >
        <h2 id={`${listsId}-title`} className="text-lg font-semibold text-slate-900">
          {AT_A_GLANCE_TITLE}
        </h2>
        {canExpand ? (
          <button
            type="button"
            hidden={!interactive}
            {...{ [SHOWN_WITH_SCRIPT_ATTRIBUTE]: "" }}
            aria-expanded={expanded}
            aria-controls={listsId}
            onClick={() => setExpanded((value) => !value)}
            className="rounded-md border border-teal-700 bg-white px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-100"
          >
            {expanded ? SHOW_LESS : SHOW_ALL}
          </button>
        ) : null}
      </div>
      <div id={listsId} className="mt-3 grid gap-5 md:grid-cols-2">
        {highlights.shown.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">{HIGHLIGHTS_TITLE}</h3>
            <ul className="mt-2 space-y-2">
              {keyed(highlights.shown, highlightKey).map(({ key, item: highlight }) => (
                <li key={key}>
                  <HighlightItem highlight={highlight} source={source} onSeek={onSeek} withQuotes={false} />
                </li>
              ))}
            </ul>
            {highlights.remaining > 0 ? (
              <p className="mt-2 text-sm font-medium text-slate-700">{moreNote(highlights.remaining)}</p>
            ) : null}
          </div>
        ) : null}
        {actionItems.shown.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">{ACTION_ITEMS_TITLE}</h3>
            <ul className="mt-2 space-y-2">
              {keyed(actionItems.shown, (item) => item.description).map(({ key, item }) => (
                <li key={key}>
                  <ActionItemDetails item={item} />
                </li>
              ))}
            </ul>
            {actionItems.remaining > 0 ? (
              <p className="mt-2 text-sm font-medium text-slate-700">{moreNote(actionItems.remaining)}</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
