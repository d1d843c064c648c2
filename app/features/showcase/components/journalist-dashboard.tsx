// The showcase's Journalist Dashboard: alerts, verified quotes and a story draft, on a professional trial.
import { useId, useState } from "react";
import {
  ALERT_NEW,
  ALERTS_LEAD,
  DASHBOARD_HEADING,
  DASHBOARD_TABS_LABEL,
  DRAFT_LABEL,
  QUOTES_LEAD,
  TAB_ALERTS,
  TAB_DRAFT,
  TAB_QUOTES,
  TRIAL_BADGE,
  wordCount,
} from "../showcase.copy";
import { countWords, KEYWORD_ALERTS, SAMPLE_DRAFT, SAMPLE_QUOTES } from "../showcase-samples";
import { CopyQuoteButton } from "./copy-quote-button";
import { FormattedDate } from "./formatted-date";
import { Tabs } from "./tabs";

export function JournalistDashboard() {
  return (
    <section aria-labelledby="dashboard-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="dashboard-heading" className="text-xl font-semibold text-slate-900">
          {DASHBOARD_HEADING}
        </h2>
        <p className="rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950">
          {TRIAL_BADGE}
        </p>
      </div>
      <div className="mt-4">
        <Tabs
          label={DASHBOARD_TABS_LABEL}
          size="sm"
          items={[
            { key: "alerts", label: TAB_ALERTS, content: <AlertsPanel /> },
            { key: "quotes", label: TAB_QUOTES, content: <QuotesPanel /> },
            { key: "draft", label: TAB_DRAFT, content: <DraftPanel /> },
          ]}
        />
      </div>
    </section>
  );
}

function AlertsPanel() {
  return (
    <div>
      <p className="text-slate-700">{ALERTS_LEAD}</p>
      <ul className="mt-3 space-y-3">
        {KEYWORD_ALERTS.map((alert) => (
          <li key={alert.keyword} className="rounded-lg border border-slate-300 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-semibold text-slate-900">{alert.keyword}</span>
              {alert.isNew ? (
                <span className="rounded-full bg-teal-700 px-2 py-0.5 text-xs font-semibold text-white">
                  {ALERT_NEW}
                </span>
              ) : null}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {alert.meeting}, <FormattedDate iso={alert.date} />
            </p>
            <p className="mt-1 text-sm text-slate-800">{alert.excerpt}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function QuotesPanel() {
  return (
    <div>
      <p className="text-slate-700">{QUOTES_LEAD}</p>
      <ul className="mt-3 space-y-3">
        {SAMPLE_QUOTES.map((quote) => (
          <li key={quote.timestamp} className="rounded-lg border border-slate-300 p-3">
            <figure>
              <blockquote className="text-slate-900">"{quote.text}"</blockquote>
              <figcaption className="mt-1 text-sm text-slate-700">
                {quote.speaker}, {quote.role} · {quote.meeting} at {quote.timestamp}
              </figcaption>
            </figure>
            <div className="mt-2">
              <CopyQuoteButton text={quote.text} speaker={quote.speaker} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DraftPanel() {
  const id = useId();
  const [draft, setDraft] = useState(SAMPLE_DRAFT);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {DRAFT_LABEL}
      </label>
      <textarea
        id={id}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        rows={10}
        aria-describedby={`${id}-count`}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm"
      />
      <p id={`${id}-count`} className="mt-1 text-sm text-slate-700">
        {wordCount(countWords(draft))}
      </p>
    </div>
  );
}
