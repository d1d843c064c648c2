// A page showing a run in progress (a meeting being analysed, a story being written) to a visitor whose page works
// without the app (ADR 0049, 0053): the island keeps it current as the app's useLiveProgress would, without the app.
// It reads the page again at the same pace, and once the run has ended puts the new page's main content in place of
// the old, where the reader is. Framework-free: islands import it.
import { FOLLOWS_PROGRESS_ATTRIBUTE, liveProgressDelay } from "./live-progress-pace";

export type FollowProgressOptions = {
  /** Called with the new main element once it has replaced the old one, so the island can set it up. */
  replaced: (main: HTMLElement) => void;
  /** Aborted when the app takes over (it follows the run itself) or the page is left. */
  signal: AbortSignal;
};

/** Whether the page shows a run that is still queued or running. */
export function showsProgress(root: ParentNode = document): boolean {
  return root.querySelector(`[${FOLLOWS_PROGRESS_ATTRIBUTE}]`) !== null;
}

export function followProgress({ replaced, signal }: FollowProgressOptions): void {
  if (!showsProgress()) return;
  let attempt = 0;
  const next = () => {
    if (signal.aborted) return;
    const timer = setTimeout(poll, liveProgressDelay(attempt));
    signal.addEventListener("abort", () => clearTimeout(timer), { once: true });
    attempt += 1;
  };
  const poll = async () => {
    // A hidden tab does not ask; it asks again when its turn comes while shown.
    if (document.visibilityState !== "visible") return next();
    try {
      const response = await fetch(location.href, { headers: { accept: "text/html" }, signal });
      const page = response.ok ? new DOMParser().parseFromString(await response.text(), "text/html") : null;
      const main = page?.querySelector("main");
      const current = document.querySelector("main");
      if (page && main && current && !showsProgress(main) && !signal.aborted) {
        const adopted = document.importNode(main, true);
        current.replaceWith(adopted);
        // A story's headline arrives with the story.
        if (page.title) document.title = page.title;
        replaced(adopted);
        return;
      }
    } catch {
      // Offline for a moment, or the app took over: the next turn (if any) asks again.
    }
    next();
  };
  next();
}
