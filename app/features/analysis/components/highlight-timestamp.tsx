// A highlight's timestamp: a link to that moment on YouTube, which with JavaScript plays it in the page's player;
// on a demo meeting (no video) a link that marks the moment in the transcript.

import { isPlainPress, SEEK_SECONDS_ATTRIBUTE } from "~/features/meetings/components/seek-links";
import { type VideoSource, youtubeWatchUrlAt } from "~/features/meetings/meetings.browser";
import { playFromLabel, showInTranscriptLabel } from "../analysis.copy";
import { parseTimestamp } from "../timestamps";

export type SeekHandler = (seconds: number) => void;

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
        {...{ [SEEK_SECONDS_ATTRIBUTE]: seconds }}
        className="inline-flex items-center gap-1 rounded bg-teal-50 px-2 py-0.5 font-mono text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
        onClick={(event) => {
          if (!isPlainPress(event)) return;
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
      {...{ [SEEK_SECONDS_ATTRIBUTE]: seconds }}
      className="inline-flex items-center gap-1 rounded bg-teal-50 px-2 py-0.5 font-mono text-sm font-semibold text-teal-800 underline-offset-2 hover:underline"
      onClick={(event) => {
        // Modified clicks keep their browser meaning (a new tab on YouTube); a plain click plays it here.
        if (!isPlainPress(event)) return;
        event.preventDefault();
        onSeek(seconds);
      }}
    >
      <span aria-hidden="true">▶</span>
      {timestamp}
    </a>
  );
}
