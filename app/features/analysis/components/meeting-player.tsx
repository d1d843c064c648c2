// The meeting's video: the privacy-enhanced YouTube player at 16:9, or a way to watch it where it lives.
import type { Ref } from "react";
import { UNABLE_TO_EMBED_VIDEO, videoFrameTitle, WATCH_ON_YOUTUBE, WATCH_VIDEO } from "../analysis.copy";
import { type VideoSource, youtubeEmbedUrl } from "../video-embed";

export type PlayerSeek = { seconds: number; request: number };

export function MeetingPlayer({
  source,
  title,
  seek,
  ref,
}: {
  source: VideoSource;
  title: string;
  seek: PlayerSeek | null;
  ref?: Ref<HTMLDivElement>;
}) {
  if (source.kind === "youtube") {
    return (
      <div ref={ref} className="aspect-video w-full scroll-mt-20 overflow-hidden rounded-lg bg-slate-900">
        <iframe
          // A new request reloads the player even when the same moment is chosen twice.
          key={seek?.request ?? 0}
          src={youtubeEmbedUrl(source.youtubeId, seek?.seconds ?? null)}
          title={videoFrameTitle(title)}
          className="h-full w-full"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
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
