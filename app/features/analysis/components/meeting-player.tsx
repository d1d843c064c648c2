// The meeting's video: the privacy-enhanced YouTube player at 16:9, or a way to watch it where it lives. The player
// reports its time to `onTime` and takes seek requests through its message protocol; when that protocol never
// answers (blocked, offline) a seek reloads the player at the moment instead.
import { type Ref, useEffect, useRef, useState } from "react";
import { YOUTUBE_EMBED_ORIGIN } from "../analysis.constants";
import { UNABLE_TO_EMBED_VIDEO, videoFrameTitle, WATCH_ON_YOUTUBE, WATCH_VIDEO } from "../analysis.copy";
import { type VideoSource, youtubeEmbedUrl } from "../video-embed";

export type PlayerSeek = { seconds: number; request: number };

type PlayerMessage = { info?: { currentTime?: unknown } | null };

function post(frame: HTMLIFrameElement | null, message: Record<string, unknown>): void {
  frame?.contentWindow?.postMessage(
    JSON.stringify({ ...message, id: 1, channel: "widget" }),
    YOUTUBE_EMBED_ORIGIN,
  );
}

function YoutubeFrame({
  youtubeId,
  title,
  startSeconds,
  seek,
  onTime,
}: {
  youtubeId: string;
  title: string;
  startSeconds: number | null;
  seek: PlayerSeek | null;
  onTime?: (seconds: number) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const answered = useRef(false);
  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;
  // A reload (new key) is how a seek reaches a player that does not answer messages.
  const [load, setLoad] = useState<{ key: number; start: number | null }>({ key: 0, start: startSeconds });

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_EMBED_ORIGIN || event.source !== frameRef.current?.contentWindow) return;
      let message: PlayerMessage | null = null;
      try {
        message = typeof event.data === "string" ? (JSON.parse(event.data) as PlayerMessage) : event.data;
      } catch {
        return;
      }
      const time = message?.info?.currentTime;
      if (typeof time === "number" && Number.isFinite(time)) {
        answered.current = true;
        onTimeRef.current?.(time);
      }
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  useEffect(() => {
    if (!seek) return;
    if (answered.current) {
      post(frameRef.current, { event: "command", func: "seekTo", args: [seek.seconds, true] });
      post(frameRef.current, { event: "command", func: "playVideo", args: [] });
      onTimeRef.current?.(seek.seconds);
    } else {
      setLoad((previous) => ({ key: previous.key + 1, start: seek.seconds }));
    }
    // Each request is a new object (setSeek), so a re-render that keeps it does not seek again.
  }, [seek]);

  return (
    <iframe
      ref={frameRef}
      key={load.key}
      src={youtubeEmbedUrl(youtubeId, load.start)}
      title={videoFrameTitle(title)}
      className="h-full w-full"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
      // The player starts sending its time once told that someone listens.
      onLoad={() => post(frameRef.current, { event: "listening" })}
    />
  );
}

export function MeetingPlayer({
  source,
  title,
  seek,
  startSeconds = null,
  onTime,
  ref,
}: {
  source: VideoSource;
  title: string;
  seek: PlayerSeek | null;
  /** The second a deep link (?t=) opens the player at. */
  startSeconds?: number | null;
  onTime?: (seconds: number) => void;
  ref?: Ref<HTMLDivElement>;
}) {
  if (source.kind === "youtube") {
    return (
      <div ref={ref} className="aspect-video w-full scroll-mt-20 overflow-hidden rounded-lg bg-slate-900">
        <YoutubeFrame
          youtubeId={source.youtubeId}
          title={title}
          startSeconds={startSeconds}
          seek={seek}
          onTime={onTime}
        />
      </div>
    );
  }
  return (
    <div
      ref={ref}
      className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-lg bg-slate-100 p-6 text-center"
    >
      <p className="text-lg font-semibold text-slate-800">{UNABLE_TO_EMBED_VIDEO}</p>
      {source.watchUrl ? (
        <a
          href={source.watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
        >
          {source.host === "youtube" ? WATCH_ON_YOUTUBE : WATCH_VIDEO}
        </a>
      ) : null}
    </div>
  );
}
