// The transcript beside the video: every line with its time, the line being said marked and kept in view while the
// video plays, lines that matched the visitor's search marked, and a line chosen to play the video from there.
import { useEffect, useId, useRef } from "react";
import { Snippet } from "~/features/search/components/search-result-list";
import { formatTimestamp } from "~/lib/transcript-format";
import { lineAt } from "../moment";
import {
  SEARCH_MATCHES_IN_TRANSCRIPT,
  TRANSCRIPT_FOLLOW_HINT,
  TRANSCRIPT_HEADING,
  TRANSCRIPT_MARK_HINT,
} from "../transcripts.copy";
import type { TranscriptLine } from "../transcripts.server";

/** How long after the visitor scrolls the transcript themselves it stops following the video. */
const MANUAL_SCROLL_PAUSE_MS = 4000;

export function TranscriptPanel({
  lines,
  currentSeconds,
  matches,
  canSeek,
  hasVideo = true,
  onSeek,
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
    // Scroll the transcript box only, never the page: the visitor may be reading elsewhere.
    const top = line.offsetTop - list.offsetTop - list.clientHeight / 3;
    programmaticScroll.current = true;
    list.scrollTo({ top: Math.max(0, top) });
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
        className="mt-2 max-h-96 min-h-0 flex-1 overflow-y-auto rounded-lg border border-slate-200 lg:max-h-none"
        onScroll={() => {
          if (programmaticScroll.current) programmaticScroll.current = false;
          else lastManualScroll.current = Date.now();
        }}
      >
        {lines.map((line, index) => {
          const marked = matches[line.id];
          const isCurrent = index === current;
          const text = marked ? <Snippet text={marked} className="" /> : <span>{line.text}</span>;
          const body = (
            <>
              <span className="mr-2 font-mono text-xs text-slate-500">
                {formatTimestamp(line.startSeconds)}
              </span>
              {line.speaker ? (
                <span className="mr-1 font-semibold text-slate-800">{line.speaker}:</span>
              ) : null}
              {text}
            </>
          );
          return (
            <li
              key={line.id}
              data-line={index}
              data-match={marked ? "true" : undefined}
              aria-current={isCurrent ? "true" : undefined}
              className={`border-l-4 text-sm leading-relaxed ${
                isCurrent
                  ? "border-teal-600 bg-teal-50"
                  : marked
                    ? "border-amber-400 bg-amber-50"
                    : "border-transparent"
              }`}
            >
              {canSeek ? (
                <button
                  type="button"
                  onClick={() => onSeek(line.startSeconds)}
                  className="block w-full px-3 py-1.5 text-left text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700"
                >
                  {body}
                </button>
              ) : (
                <p className="px-3 py-1.5 text-slate-700">{body}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
