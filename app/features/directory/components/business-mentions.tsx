// The business page's "Mentioned at council" list (issue #19): each meeting that named the business, its date, the
// line that named it and a plain link to that second of the meeting. Nothing at all when no meeting named it, as the
// meeting page's memory sections do.
import { PublishedDate } from "~/features/meetings/components/published-date";
import type { BusinessMention } from "../business-mentions.server";
import {
  MENTIONED_AT_COUNCIL,
  MENTIONED_AT_COUNCIL_INTRO,
  WATCH_THE_MOMENT,
  watchTheMomentLabel,
} from "../directory.copy";

export function BusinessMentions({ mentions }: { mentions: readonly BusinessMention[] }) {
  if (mentions.length === 0) return null;
  return (
    <section aria-labelledby="mentions-heading">
      <h2 id="mentions-heading" className="text-xl font-semibold">
        {MENTIONED_AT_COUNCIL}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{MENTIONED_AT_COUNCIL_INTRO}</p>
      <ol className="mt-3 space-y-4">
        {mentions.map((mention) => (
          <li key={mention.videoId} className="rounded-xl border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{mention.meetingTitle}</p>
            <PublishedDate iso={mention.meetingDate} className="text-sm text-slate-700" />
            <blockquote className="mt-2 border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
              “{mention.quote}”
            </blockquote>
            <a
              href={mention.momentPath}
              aria-label={watchTheMomentLabel(mention.meetingTitle)}
              className="mt-2 inline-block text-sm font-medium text-teal-800 underline"
            >
              {WATCH_THE_MOMENT}
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
