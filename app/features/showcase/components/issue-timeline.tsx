// The showcase's Issue Timeline: one invented issue followed through the meetings that discussed it.

import { TIMELINE_LEAD } from "../showcase.copy";
import { TIMELINE_EVENTS, TIMELINE_ISSUE } from "../showcase-samples";
import { FormattedDate } from "./formatted-date";

export function IssueTimeline() {
  return (
    <section aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className="text-xl font-semibold text-slate-900">
        {TIMELINE_ISSUE}
      </h2>
      <p className="mt-1 text-slate-700">{TIMELINE_LEAD}</p>
      <ol className="mt-5 space-y-5 border-l-2 border-teal-700 pl-5">
        {TIMELINE_EVENTS.map((event) => (
          <li key={event.date} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[1.72rem] top-1.5 h-3 w-3 rounded-full bg-teal-700"
            />
            <p className="text-sm text-slate-700">
              <FormattedDate iso={event.date} /> · {event.body}
            </p>
            <h3 className="mt-0.5 font-semibold text-slate-900">{event.title}</h3>
            <p className="mt-1 text-slate-700">{event.summary}</p>
            <p className="mt-1.5">
              <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">
                {event.status}
              </span>
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
