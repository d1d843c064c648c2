// A topic's meetings, oldest first: the day, the meeting's title and the line that mentions the topic, which links
// to the moment it was said.
import { Link } from "react-router";
import { KEY_LINE_LINK, TOPIC_TIMELINE_TITLE, UNDATED_MEETING } from "../topics.copy";
import type { TopicMeetingItem } from "../topics.server";

export function TopicTimeline({ meetings }: { meetings: readonly TopicMeetingItem[] }) {
  return (
    <section aria-labelledby="topic-timeline" className="mt-8">
      <h2 id="topic-timeline" className="text-xl font-semibold text-slate-900">
        {TOPIC_TIMELINE_TITLE}
      </h2>
      <ol className="mt-4 space-y-4 border-l-2 border-slate-300 pl-4">
        {meetings.map((meeting) => (
          <li key={meeting.videoId}>
            <p className="text-sm font-semibold text-slate-700">
              {meeting.meetingDate ? (
                <time dateTime={meeting.meetingDate}>{meeting.meetingDate}</time>
              ) : (
                UNDATED_MEETING
              )}
            </p>
            <h3 className="font-semibold text-slate-900">{meeting.title}</h3>
            <blockquote className="mt-1 text-slate-800">“{meeting.quote}”</blockquote>
            <Link
              to={meeting.momentPath}
              className="mt-1 inline-block text-sm text-blue-800 underline"
              aria-label={`${KEY_LINE_LINK}: ${meeting.title}`}
            >
              {KEY_LINE_LINK}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
