// The transcript beside the video: every line with its time, the line being said marked and kept in view while the
// video plays, lines that matched the visitor's search marked, and a line chosen to play the video from there.
import { useEffect, useId, useRef } from "react";
import { Snippet } from "~/features/search/components/search-result-list";
import { formatTimestamp } from "~/lib/transcript-format";
import { lineAt } from "../moment";
import type { TranscriptPart } from "../transcript-parts";
import {
  EARLIER_LINES,
  LATER_LINES,
  SEARCH_MATCHES_IN_TRANSCRIPT,
  TRANSCRIPT_FOLLOW_HINT,
  TRANSCRIPT_HEADING,
  TRANSCRIPT_MARK_HINT,
  TRANSCRIPT_PARTS_LABEL,
  transcriptPartRange,
} from "../transcripts.copy";
import type { TranscriptLine } from "../transcripts.server";
import { FOLLOWS_CURRENT_LINE_ATTRIBUTE, LINE_START_ATTRIBUTE, scrollListToLine } from "./scroll-to-line";
import { MANUAL_SCROLL_PAUSE_MS, TRANSCRIPT_PARTS_ATTRIBUTE } from "./transcript-follow";

export function TranscriptPanel({
  lines,
  currentSeconds,
  matches,
  canSeek,
  hasVideo = true,
  onSeek,
  part,
  partHref,
}: {
  lines: TranscriptLine[];
  /** The second being played (or the deep link's), which decides the current line. */
  currentSeconds: number | null;
  /** Lines that matched the search that led here: segment id -> the line with <mark> around matches. */
  matches: Record<number, string>;
  canSeek: boolean;
  /** False on a meeting with no video to play (a demo meeting): a chosen line is marked, nothing plays. */
  hasVideo?: boolean;
  onSeek: (seconds: number) => void;
  /** Set while `lines` are one part of a longer transcript: the reader gets links to the others. */
  part?: TranscriptPart<unknown>;
  partHref?: (partNumber: number) => string;
}) {
  const headingId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const lastManualScroll = useRef(0);
  const programmaticScroll = useRef(false);
  const current = currentSeconds === null ? -1 : lineAt(lines, currentSeconds);
  const matchCount = Object.keys(matches).length;

  useEffect(() => {
    const list = listRef.current;
    const line = current >= 0 ? list?.querySelector<HTMLElement>(`[data-line="${current}"]`) : null;
    if (!list || !line) return;
    if (Date.now() - lastManualScroll.current < MANUAL_SCROLL_PAUSE_MS) return;
    programmaticScroll.current = true;
    scrollListToLine(list, line);
  }, [current]);

  return (
    <section aria-labelledby={headingId} className="flex min-h-0 flex-col">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {TRANSCRIPT_HEADING}
      </h2>
      <p className="text-sm text-slate-600">
        {canSeek ? (hasVideo ? TRANSCRIPT_FOLLOW_HINT : TRANSCRIPT_MARK_HINT) : null}{" "}
        {matchCount > 0 ? SEARCH_MATCHES_IN_TRANSCRIPT : null}
      </p>
      <ol
        ref={listRef}
        {...{ [FOLLOWS_CURRENT_LINE_ATTRIBUTE]: "" }}
        className="mt-2 max-h-96 min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 lg:max-h-none"
        onScroll={() => {
          if (programmaticScroll.current) programmaticScroll.current = false;
          else lastManualScroll.current = Date.now();
        }}
      >
        {lines.map((line, index) => {
          const marked = matches[line.id];
          const isCurrent = index === current;
          const text = marked ? <Snippet text={marked} className="" /> : line.text;
          const body = (
            <>
              <span className="transcript-time">{formatTimestamp(line.startSeconds)}</span>
              {line.speaker ? <span className="transcript-speaker">{`${line.speaker}:`}</span> : null}
              {text}
            </>
          );
          // A long meeting has thousands of lines: their look is three short classes in app.css, not a dozen
          // utilities each, so the page is sent at half the size (issue #16).
          return (
            <li
              key={line.id}
              data-line={index}
              // The line's exact second, for a visitor's island (ADR 0053): the shown time is rounded.
              {...{ [LINE_START_ATTRIBUTE]: line.startSeconds }}
              data-match={marked ? "true" : undefined}
              aria-current={isCurrent ? "true" : undefined}
              className="transcript-line"
            >
              {canSeek ? (
                <button type="button" onClick={() => onSeek(line.startSeconds)}>
                  {body}
                </button>
              ) : (
                <p>{body}</p>
              )}
            </li>
          );
        })}
      </ol>
      {part && partHref ? <TranscriptPartLinks part={part} href={partHref} /> : null}
    </section>
  );
}

/** Under one part of a long transcript: where it sits and links to the parts before and after. */
function TranscriptPartLinks({
  part,
  href,
}: {
  part: TranscriptPart<unknown>;
  href: (partNumber: number) => string;
}) {
  const last = part.firstIndex + part.lines.length;
  return (
    <nav
      aria-label={TRANSCRIPT_PARTS_LABEL}
      {...{ [TRANSCRIPT_PARTS_ATTRIBUTE]: "" }}
      className="mt-2 flex flex-wrap items-center gap-3 text-sm"
    >
      <span className="text-slate-600">
        {transcriptPartRange(part.firstIndex + 1, last, part.totalLines)}
      </span>
      {part.number > 1 ? (
        <a href={href(part.number - 1)} className="text-teal-800 underline">
          {EARLIER_LINES}
        </a>
      ) : null}
      {part.number < part.count ? (
        <a href={href(part.number + 1)} className="text-teal-800 underline">
          {LATER_LINES}
        </a>
      ) : null}
    </nav>
  );
}
