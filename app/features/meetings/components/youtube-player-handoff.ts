// The meeting's YouTube player for a visitor whose page starts the app on demand (ADR 0050): the island binds the
// YouTube IFrame Player API to the server-rendered frame before the app runs, starts the app when the reader plays the
// video (so it follows the transcript) or when the player cannot play (so it says "Unable to embed video"), and hands
// the bound player to the app's, which takes it over instead of binding a second one. The island and the app are
// built apart, so the hand-over rides on the frame element itself. Framework-free: the island imports it.
import { PLAYER_READY_TIMEOUT_MS } from "../meetings.constants";
import { loadYoutubeIframeApi, type YoutubeNamespace, type YoutubePlayer } from "./youtube-iframe-api";

/** The bound player; `failed` once it reported an error. */
export type HandedOverPlayer = { api: YoutubeNamespace; player: YoutubePlayer; failed: boolean };
/** Settles once the player is ready or cannot play: null when the API could not load or the player was not ready in time. */
export type PlayerHandOver = Promise<HandedOverPlayer | null>;

const HAND_OVER = Symbol.for("civiclens.youtube-player-hand-over");
type FrameWithHandOver = HTMLIFrameElement & { [HAND_OVER]?: PlayerHandOver };

/** The island's player for this frame, if the island bound one. A frame the app made itself (a reload) has none. */
export function playerHandedOver(frame: HTMLIFrameElement): PlayerHandOver | undefined {
  return (frame as FrameWithHandOver)[HAND_OVER];
}

/** Binds the API to the frame before the app runs; `startApp` when the reader plays or the player cannot play. */
export function bindPlayerBeforeApp(frame: HTMLIFrameElement, startApp: () => void): void {
  (frame as FrameWithHandOver)[HAND_OVER] = new Promise<HandedOverPlayer | null>((resolve) => {
    const cannotPlay = () => {
      clearTimeout(readyTimer);
      resolve(null);
      startApp();
    };
    const readyTimer = setTimeout(cannotPlay, PLAYER_READY_TIMEOUT_MS);
    loadYoutubeIframeApi().then((api) => {
      // Filled in before any of the player's events can arrive: they come from the frame, later.
      const handed = { api, failed: false } as HandedOverPlayer;
      handed.player = new api.Player(frame, {
        events: {
          onReady: () => {
            clearTimeout(readyTimer);
            resolve(handed);
          },
          // Once ready, a resolved hand-over stays resolved: the app reads `failed` when it takes the player over.
          onError: () => {
            handed.failed = true;
            cannotPlay();
          },
          onStateChange: (event) => {
            if (event.data === api.PlayerState.PLAYING) startApp();
          },
        },
      });
    }, cannotPlay);
  });
}
