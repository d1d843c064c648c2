// The full analysis of a meeting: summary, highlights with their quotes, action items and entities.

import type { VideoSource } from "~/features/meetings/meetings.schema";
import { keyed } from "~/lib/keyed";
import {
  ACTION_ITEMS_TITLE,
  DEADLINE_LABEL,
  DUE_DATE_LABEL,
  ENTITIES_TITLE,
  HIGHLIGHTS_TITLE,
  NO_ACTION_ITEMS,
  NO_ENTITIES,
  NO_HIGHLIGHTS,
  RESPONSIBLE_PARTY_LABEL,
  SUMMARY_TITLE,
} from "../analysis.copy";
import type { AnalysisActionItem, AnalysisHighlight, AnalysisView } from "../analysis.schema";
import { HighlightTimestamp, type SeekHandler } from "./highlight-timestamp";

export const highlightKey = (highlight: AnalysisHighlight) =>
  `${highlight.timestamp} ${highlight.point_of_interest}`;

const SECTION = "mt-8 scroll-mt-20";
const HEADING = "text-xl font-semibold text-slate-900";

export function HighlightItem({
  highlight,
  source,
  onSeek,
  withQuotes,
}: {
  highlight: AnalysisHighlight;
  source: VideoSource;
  onSeek: SeekHandler;
  withQuotes: boolean;
}) {
  return (
    <>
      <div className="flex flex-wrap items-start gap-x-3 gap-y-1">
        <HighlightTimestamp timestamp={highlight.timestamp} source={source} onSeek={onSeek} />
        <p className="min-w-0 flex-1 font-medium text-slate-900">{highlight.point_of_interest}</p>
      </div>
      {withQuotes && highlight.quotes.length > 0 ? (
        <ul className="mt-3 space-y-3">
          {keyed(highlight.quotes, (quote) => quote.text).map(({ key, item: quote }) => (
            <li key={key}>
              <figure className="border-l-4 border-teal-600 pl-4">
                <blockquote className="text-slate-800">
                  <p>“{quote.text}”</p>
                </blockquote>
                {quote.speaker ? (
                  <figcaption className="mt-1 text-sm text-slate-600">— {quote.speaker}</figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function ActionItemDetails({ item }: { item: AnalysisActionItem }) {
  const facts = [
    { label: RESPONSIBLE_PARTY_LABEL, value: item.responsible_party },
    { label: DUE_DATE_LABEL, value: item.due_date },
    { label: DEADLINE_LABEL, value: item.deadline },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact.value));
  return (
    <>
      <p className="font-medium text-slate-900">{item.description}</p>
      {facts.length > 0 ? (
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {facts.map((fact) => (
            <div key={fact.label} className="flex gap-1">
              <dt className="font-semibold">{fact.label}:</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </>
  );
}

export function AnalysisDetails({
  analysis,
  source,
  onSeek,
}: {
  analysis: AnalysisView;
  source: VideoSource;
  onSeek: SeekHandler;
}) {
  return (
    <div>
      <section aria-labelledby="summary-heading" className={SECTION}>
        <h2 id="summary-heading" className={HEADING}>
          {SUMMARY_TITLE}
        </h2>
        <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-800">{analysis.summary}</p>
      </section>

      <section id="highlights" aria-labelledby="highlights-heading" className={SECTION}>
        <h2 id="highlights-heading" className={HEADING}>
          {HIGHLIGHTS_TITLE}
        </h2>
        {analysis.highlights.length === 0 ? (
          <p className="mt-2 text-slate-600">{NO_HIGHLIGHTS}</p>
        ) : (
          <ol className="mt-3 space-y-5">
            {keyed(analysis.highlights, highlightKey).map(({ key, item: highlight }) => (
              <li key={key} className="rounded-lg border border-slate-200 p-4">
                <HighlightItem highlight={highlight} source={source} onSeek={onSeek} withQuotes />
              </li>
            ))}
          </ol>
        )}
      </section>

      <section id="action-items" aria-labelledby="action-items-heading" className={SECTION}>
        <h2 id="action-items-heading" className={HEADING}>
          {ACTION_ITEMS_TITLE}
        </h2>
        {analysis.action_items.length === 0 ? (
          <p className="mt-2 text-slate-600">{NO_ACTION_ITEMS}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {keyed(analysis.action_items, (item) => item.description).map(({ key, item }) => (
              <li key={key} className="rounded-lg border border-slate-200 p-4">
                <ActionItemDetails item={item} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="entities" aria-labelledby="entities-heading" className={SECTION}>
        <h2 id="entities-heading" className={HEADING}>
          {ENTITIES_TITLE}
        </h2>
        {analysis.entities.length === 0 ? (
          <p className="mt-2 text-slate-600">{NO_ENTITIES}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {keyed(analysis.entities, (entity) => entity.name).map(({ key, item: entity }) => (
              <li key={key} className="rounded-lg border border-slate-200 p-4">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{entity.name}</span>
                  {entity.type ? (
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                      {entity.type}
                    </span>
                  ) : null}
                </p>
                {entity.context ? <p className="mt-1 text-sm text-slate-700">{entity.context}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
