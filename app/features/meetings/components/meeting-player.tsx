// The meeting's video: the privacy-enhanced YouTube player at 16:9 driven by the YouTube IFrame Player API, or a way
// to watch it where it lives. The API reports the playing second to `onTime` and takes seeks; when the player
// reports an error or the API cannot load, the frame gives way to "Unable to embed video" with the Watch link.
// A meeting the demo made up has no video at all: a poster says so.
import { type Ref, useEffect, useRef, useState } from "react";
import { type VideoSource, youtubeEmbedUrl } from "~/features/meetings/video-embed";
import { PLAYER_READY_TIMEOUT_MS, PLAYER_TIME_POLL_MS } from "../meetings.constants";
import {
  DEMO_MEETING_BODY,
  DEMO_MEETING_TITLE,
  UNABLE_TO_EMBED_VIDEO,
  videoFrameTitle,
  WATCH_ON_YOUTUBE,
  WATCH_VIDEO,
} from "../meetings.copy";
import { PLAYER_FRAME_ATTRIBUTE, PLAYER_UNAVAILABLE_ATTRIBUTE } from "./meeting-player-sync";
import { loadYoutubeIframeApi, type YoutubeNamespace, type YoutubePlayer } from "./youtube-iframe-api";

export type PlayerSeek = { seconds: number; request: number };

function YoutubeFrame({
  youtubeId,
  title,
  startSeconds,
  seek,
  onTime,
  onFailure,
}: {
  youtubeId: string;
  title: string;
  startSeconds: number | null;
  seek: PlayerSeek | null;
  onTime?: (seconds: number) => void;
  onFailure: () => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const playerRef = useRef<YoutubePlayer | null>(null);
  const onTimeRef = useRef(onTime);
  onTimeRef.current = onTime;
  const onFailureRef = useRef(onFailure);
  onFailureRef.current = onFailure;
  // A reload (new key) is how a seek reaches a player that is not ready yet.
  const [load, setLoad] = useState<{ key: number; start: number | null }>({ key: 0, start: startSeconds });

  // The server-rendered frame (enablejsapi=1) is taken over by the API once it loads, and again after a reload.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load.key names the frame to take over
  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let cancelled = false;
    let ready = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    const fail = () => {
      if (!cancelled) onFailureRef.current();
    };
    const readyTimer = setTimeout(() => {
      if (!ready) fail();
    }, PLAYER_READY_TIMEOUT_MS);
    const follow = (api: YoutubeNamespace, state: number) => {
      clearInterval(poll);
      if (cancelled || state !== api.PlayerState.PLAYING) return;
      poll = setInterval(() => {
        const time = playerRef.current?.getCurrentTime();
        if (typeof time === "number" && Number.isFinite(time)) onTimeRef.current?.(time);
      }, PLAYER_TIME_POLL_MS);
    };
    const takeOver = (player: YoutubePlayer) => {
      if (cancelled) return;
      ready = true;
      clearTimeout(readyTimer);
      playerRef.current = player;
    };
    loadYoutubeIframeApi().then(
      (api) => {
        if (cancelled) return;
        const player = new api.Player(frame, {
          events: {
            onReady: () => takeOver(player),
            // 2 bad id, 5 HTML5 error, 100 removed or private, 101/150 the owner does not allow embedding.
            onError: fail,
            onStateChange: (event) => follow(api, event.data),
          },
        });
      },
      () => fail(),
    );
    return () => {
      cancelled = true;
      clearTimeout(readyTimer);
      clearInterval(poll);
      playerRef.current = null;
    };
  }, [load.key]);

  useEffect(() => {
    if (!seek) return;
    const player = playerRef.current;
    if (player) {
      player.seekTo(seek.seconds, true);
      player.playVideo();
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
      {...{ [PLAYER_FRAME_ATTRIBUTE]: "" }}
      className="h-full w-full"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      referrerPolicy="strict-origin-when-cross-origin"
      allowFullScreen
    />
  );
}

function UnableToEmbed({
  watchUrl,
  host,
  ref,
}: {
  watchUrl: string | null;
  host: "youtube" | "other";
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div
      ref={ref}
      className="flex aspect-video w-full flex-col items-center justify-center gap-4 rounded-lg bg-slate-100 p-6 text-center"
    >
      <p className="text-lg font-semibold text-slate-800">{UNABLE_TO_EMBED_VIDEO}</p>
      {watchUrl ? (
        <a
          href={watchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-md bg-teal-700 px-4 py-2 font-semibold text-white hover:bg-teal-800"
        >
          {host === "youtube" ? WATCH_ON_YOUTUBE : WATCH_VIDEO}
        </a>
      ) : null}
    </div>
  );
}

/** The demo's made-up meetings: a poster, not a frame that cannot play, and no link to a video that is not there. */
function DemoPoster({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <section
      ref={ref}
      aria-label={DEMO_MEETING_TITLE}
      className="flex w-full scroll-mt-20 flex-col justify-center gap-2 rounded-lg border-2 border-dashed border-amber-400 bg-amber-50 p-5 sm:aspect-video sm:p-8"
    >
      <p className="text-lg font-semibold text-slate-900">{DEMO_MEETING_TITLE}</p>
      <p className="max-w-prose text-slate-700">{DEMO_MEETING_BODY}</p>
    </section>
  );
}

export function MeetingPlayer({
  source,
  title,
  seek,
  startSeconds = null,
  onTime,
  ref,
  servedWithoutApp = false,
}: {
  source: VideoSource;
  title: string;
  seek: PlayerSeek | null;
  /** The second a deep link (?t=) opens the player at. */
  startSeconds?: number | null;
  onTime?: (seconds: number) => void;
  ref?: Ref<HTMLDivElement>;
  /** A visitor's page, which the island runs (ADR 0053): it carries what takes the player's place if it cannot play. */
  servedWithoutApp?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (source.kind === "demo") return <DemoPoster ref={ref} />;
  if (source.kind === "youtube" && failed)
    return <UnableToEmbed ref={ref} watchUrl={source.watchUrl} host="youtube" />;
  if (source.kind === "youtube") {
    return (
      <div ref={ref} className="aspect-video w-full scroll-mt-20 overflow-hidden rounded-lg bg-slate-900">
        <YoutubeFrame
          youtubeId={source.youtubeId}
          title={title}
          startSeconds={startSeconds}
          seek={seek}
          onTime={onTime}
          onFailure={() => setFailed(true)}
        />
        {servedWithoutApp ? (
          <template {...{ [PLAYER_UNAVAILABLE_ATTRIBUTE]: "" }}>
            <UnableToEmbed watchUrl={source.watchUrl} host="youtube" />
          </template>
        ) : null}
      </div>
    );
  }
  return <UnableToEmbed ref={ref} watchUrl={source.watchUrl} host={source.host} />;
}
