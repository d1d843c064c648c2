// Loads the YouTube IFrame Player API once per page and hands out its Player constructor. The promise fails when
// the script cannot load (YouTube blocked or offline), so a player can show the Watch link instead of a dead frame.
import { YOUTUBE_IFRAME_API_URL } from "../meetings.constants";

/** The part of the API the meeting page uses (https://developers.google.com/youtube/iframe_api_reference). */
export type YoutubePlayer = {
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  playVideo(): void;
  getCurrentTime(): number;
  getPlayerState(): number;
  addEventListener<Name extends keyof YoutubePlayerEvents>(
    event: Name,
    listener: NonNullable<YoutubePlayerEvents[Name]>,
  ): void;
  destroy(): void;
};

export type YoutubePlayerEvents = {
  onReady?: () => void;
  onError?: (event: { data: number }) => void;
  onStateChange?: (event: { data: number }) => void;
};

export type YoutubeNamespace = {
  Player: new (element: HTMLIFrameElement, options: { events: YoutubePlayerEvents }) => YoutubePlayer;
  PlayerState: { PLAYING: number };
};

type YoutubeWindow = Window & {
  YT?: Partial<YoutubeNamespace>;
  onYouTubeIframeAPIReady?: () => void;
};

let loading: Promise<YoutubeNamespace> | null = null;

export function loadYoutubeIframeApi(): Promise<YoutubeNamespace> {
  const page = window as YoutubeWindow;
  if (page.YT?.Player && page.YT.PlayerState) return Promise.resolve(page.YT as YoutubeNamespace);
  if (loading) return loading;
  loading = new Promise<YoutubeNamespace>((resolve, reject) => {
    const previousReady = page.onYouTubeIframeAPIReady;
    page.onYouTubeIframeAPIReady = () => {
      previousReady?.();
      if (page.YT?.Player && page.YT.PlayerState) resolve(page.YT as YoutubeNamespace);
      else reject(new Error("The YouTube IFrame API loaded without its Player"));
    };
    const script = document.createElement("script");
    script.src = YOUTUBE_IFRAME_API_URL;
    script.async = true;
    script.onerror = () => {
      script.remove();
      reject(new Error("The YouTube IFrame API could not be loaded"));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // The next meeting page tries again: the network may be back.
    loading = null;
    throw error;
  });
  return loading;
}
