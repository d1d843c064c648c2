// The meeting's YouTube player for a visitor, whose page is served without the app (ADR 0053): it binds YouTube's
// IFrame Player API to the server-rendered frame, reports the playing second while the video plays (the transcript
// follows it), plays from a moment when asked, and gives way to "Unable to embed video" with the Watch link (the
// <template> the page carries for it) when the player reports an error or is not ready in time, as the app's player
// does. Framework-free: the meeting page's island imports it.
import { PLAYER_READY_TIMEOUT_MS, PLAYER_TIME_POLL_MS } from "../meetings.constants";
import { loadYoutubeIframeApi, type YoutubePlayer } from "./youtube-iframe-api";

/** The meeting's YouTube frame. */
export const PLAYER_FRAME_ATTRIBUTE = "data-meeting-player";
/** Beside the frame, for a visitor: what takes the player's place when it cannot play. */
export const PLAYER_UNAVAILABLE_ATTRIBUTE = "data-player-unavailable";

export type MeetingPlayerControl = {
  /** Plays from this second (once the player is ready, if it is not yet). */
  seek(seconds: number): void;
  /** What to scroll to: the player, or what took its place. */
  element(): HTMLElement;
};

export function bindMeetingPlayer(
  root: ParentNode,
  onTime: (seconds: number) => void,
): MeetingPlayerControl | null {
  const frame = root.querySelector<HTMLIFrameElement>(`iframe[${PLAYER_FRAME_ATTRIBUTE}]`);
  const box = frame?.parentElement;
  if (!frame || !box) return null;
  let shown: HTMLElement = box;
  let player: YoutubePlayer | null = null;
  let failed = false;
  let waitingSeek: number | null = null;
  let poll: ReturnType<typeof setInterval> | undefined;

  const fail = () => {
    if (failed) return;
    failed = true;
    clearTimeout(readyTimer);
    clearInterval(poll);
    const notice = box
      .querySelector<HTMLTemplateElement>(`template[${PLAYER_UNAVAILABLE_ATTRIBUTE}]`)
      ?.content.firstElementChild?.cloneNode(true);
    if (notice instanceof HTMLElement) {
      box.replaceWith(notice);
      shown = notice;
    }
  };
  const readyTimer = setTimeout(() => {
    if (!player) fail();
  }, PLAYER_READY_TIMEOUT_MS);
  const playFrom = (ready: YoutubePlayer, seconds: number) => {
    ready.seekTo(seconds, true);
    ready.playVideo();
    onTime(seconds);
  };

  loadYoutubeIframeApi().then((api) => {
    if (failed) return;
    const bound: YoutubePlayer = new api.Player(frame, {
      events: {
        onReady: () => {
          clearTimeout(readyTimer);
          player = bound;
          if (waitingSeek !== null) playFrom(bound, waitingSeek);
          waitingSeek = null;
        },
        // 2 bad id, 5 HTML5 error, 100 removed or private, 101/150 the owner does not allow embedding.
        onError: fail,
        onStateChange: (event) => {
          clearInterval(poll);
          if (event.data !== api.PlayerState.PLAYING) return;
          poll = setInterval(() => {
            const time = bound.getCurrentTime();
            if (Number.isFinite(time)) onTime(time);
          }, PLAYER_TIME_POLL_MS);
        },
      },
    });
  }, fail);

  return {
    seek(seconds) {
      if (failed) return;
      if (player) playFrom(player, seconds);
      else waitingSeek = seconds;
    },
    element: () => shown,
  };
}
