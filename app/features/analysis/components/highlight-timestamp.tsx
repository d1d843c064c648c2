// A highlight's timestamp: a link to that moment on YouTube, which with JavaScript plays it in the page's player;
// on a demo meeting (no video) a link that marks the moment in the transcript.
import type { MouseEvent } from "react";
import { type VideoSource, youtubeWatchUrlAt } from "~/features/meetings/meetings.browser";
import { NEEDS_APP_ATTRIBUTE } from "~/lib/app-on-demand";
import { playFromLabel, showInTranscriptLabel } from "../analysis.copy";
import { parseTimestamp } from "../timestamps";

/** Before the app runs, a press on a timestamp starts it and is replayed there, not followed (ADR 0050). */
const NEEDS_APP = { [NEEDS_APP_ATTRIBUTE]: "" };

export type SeekHandler = (seconds: number) => void;

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function HighlightTimestamp({
  timestamp,
  source,
  onSeek,
}: {
  timestamp: string;
  source: VideoSource;
  onSeek: SeekHandler;
}) {
  if (!timestamp) return null;
  const seconds = parseTimestamp(timestamp);
  if (seconds !== null && source.kind === "demo") {
    // No video to open: the time marks the moment in the transcript (the page's ?t= without JavaScript).
    return (
      <a
        href={`?t=${seconds}`}
        aria-label={showInTranscriptLabel(timestamp)}
        {...NEEDS_APP}
        className="inline-flex items-center gap-1 rounded bg-teal-50 px-2 py-0.5 font-mono text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          onSeek(seconds);
        }}
      >
        {timestamp}
      </a>
    );
  }
  if (seconds === null || source.kind !== "youtube") {
    return <span className="font-mono text-sm text-slate-700">{timestamp}</span>;
  }
  return (
    <a
      href={youtubeWatchUrlAt(source.youtubeId, seconds)}
      aria-label={playFromLabel(timestamp)}
      {...NEEDS_APP}
      className="inline-flex items-center gap-1 rounded bg-teal-50 px-2 py-0.5 font-mono text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
      onClick={(event) => {
        // Modified clicks keep their browser meaning (a new tab on YouTube); a plain click plays it here.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onSeek(seconds);
      }}
    >
      <span aria-hidden="true">▶</span>
      {timestamp}
    </a>
  );
}
