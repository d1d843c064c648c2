// The "At a glance" card: the first highlights and action items with a "+N more" note, expandable in place. Every
// item is in the HTML, those past the first few hidden, so a visitor's island can expand it too (ADR 0053).

import { useEffect, useId, useState } from "react";
import type { VideoSource } from "~/features/meetings/meetings.schema";
import { keyed } from "~/lib/keyed";
import { SHOWN_WITH_SCRIPT_ATTRIBUTE } from "~/lib/shown-with-script";
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
import { PREVIEW_EXTRA_ATTRIBUTE, PREVIEW_MORE_ATTRIBUTE, PREVIEW_TOGGLE_ATTRIBUTE } from "./preview-toggle";

const EXTRA = { [PREVIEW_EXTRA_ATTRIBUTE]: "" };
const MORE = { [PREVIEW_MORE_ATTRIBUTE]: "" };

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
  // The toggle only works with JavaScript: it is sent hidden, shown by a visitor's island (ADR 0053) or by the app once
  // interactive. Without JavaScript the full analysis right below carries every item.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  const listsId = useId();
  const highlights = previewItems(analysis.highlights);
  const actionItems = previewItems(analysis.action_items);
  const canExpand = highlights.remaining + actionItems.remaining > 0;
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
            {...{ [SHOWN_WITH_SCRIPT_ATTRIBUTE]: "", [PREVIEW_TOGGLE_ATTRIBUTE]: SHOW_LESS }}
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
        {analysis.highlights.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">{HIGHLIGHTS_TITLE}</h3>
            <ul className="mt-2 space-y-2">
              {keyed(analysis.highlights, highlightKey).map(({ key, item: highlight }, index) => (
                <li
                  key={key}
                  hidden={!expanded && index >= highlights.shown.length}
                  {...(index >= highlights.shown.length ? EXTRA : {})}
                >
                  <HighlightItem highlight={highlight} source={source} onSeek={onSeek} withQuotes={false} />
                </li>
              ))}
            </ul>
            {highlights.remaining > 0 && !expanded ? (
              <p {...MORE} className="mt-2 text-sm font-medium text-slate-700">
                {moreNote(highlights.remaining)}
              </p>
            ) : null}
          </div>
        ) : null}
        {analysis.action_items.length > 0 ? (
          <div>
            <h3 className="font-semibold text-slate-900">{ACTION_ITEMS_TITLE}</h3>
            <ul className="mt-2 space-y-2">
              {keyed(analysis.action_items, (item) => item.description).map(({ key, item }, index) => (
                <li
                  key={key}
                  hidden={!expanded && index >= actionItems.shown.length}
                  {...(index >= actionItems.shown.length ? EXTRA : {})}
                >
                  <ActionItemDetails item={item} />
                </li>
              ))}
            </ul>
            {actionItems.remaining > 0 && !expanded ? (
              <p {...MORE} className="mt-2 text-sm font-medium text-slate-700">
                {moreNote(actionItems.remaining)}
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}
