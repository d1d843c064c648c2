// What the story rests on: next meeting, whether follow-up is needed, sources and uncertainty notes.
import { useId } from "react";
import { LongDate } from "~/features/analysis/components/long-date";
import { keyed } from "~/lib/keyed";
import {
  ABOUT_THIS_STORY_TITLE,
  FOLLOW_UP_LABEL,
  NEXT_MEETING_LABEL,
  NO,
  SOURCES_USED_LABEL,
  UNCERTAINTY_NOTES_LABEL,
  YES,
} from "../stories.copy";
import type { NewsStoryView } from "../stories.schema";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

function MeetingDate({ value }: { value: string }) {
  return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) ? <LongDate iso={value} /> : value;
}

export function StoryMetadata({ metadata }: { metadata: NewsStoryView["metadata"] }) {
  const {
    next_meeting_date: nextMeeting,
    follow_up_needed: followUp,
    sources_used: sources,
    uncertainty_notes: uncertainty,
  } = metadata;
  // Two stories may share a page (the story playground): the heading id is unique per instance.
  const headingId = useId();
  if (!nextMeeting && followUp === null && sources.length === 0 && uncertainty.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10 border-t border-slate-200 pt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {ABOUT_THIS_STORY_TITLE}
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
        {nextMeeting ? (
          <>
            <dt className="font-semibold text-slate-900">{NEXT_MEETING_LABEL}</dt>
            <dd className="text-slate-700">
              <MeetingDate value={nextMeeting} />
            </dd>
          </>
        ) : null}
        {followUp !== null ? (
          <>
            <dt className="font-semibold text-slate-900">{FOLLOW_UP_LABEL}</dt>
            <dd className="text-slate-700">{followUp ? YES : NO}</dd>
          </>
        ) : null}
        {sources.length > 0 ? (
          <>
            <dt className="font-semibold text-slate-900">{SOURCES_USED_LABEL}</dt>
            <dd className="text-slate-700">
              <ul className="list-disc pl-5">
                {keyed(sources, (text) => text).map(({ key, item: source }) => (
                  <li key={key}>{source}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {uncertainty.length > 0 ? (
          <>
            <dt className="font-semibold text-slate-900">{UNCERTAINTY_NOTES_LABEL}</dt>
            <dd className="text-slate-700">
              <ul className="list-disc pl-5">
                {keyed(uncertainty, (text) => text).map(({ key, item: note }) => (
                  <li key={key}>{note}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
