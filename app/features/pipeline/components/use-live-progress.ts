// Keeps a page's view of running work current without a reload: while something is queued or running, the page's
// loaders are read again, first after a second, then less often (x1.5 each time, at most every 15 s) so a long job
// does not hammer the server; the pace restarts whenever the page's data changes. A hidden tab does not poll.
import { useEffect, useRef } from "react";
import { useFetchers, useNavigation, useRevalidator } from "react-router";
import { liveProgressDelay } from "./live-progress-pace";

/**
 * `pending`: whether anything on the page is still queued or running. `version`: anything that changes when the
 * page's data changes (a step's state and time), so the pace restarts when there is news.
 */
export function useLiveProgress(pending: boolean, version?: string): void {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchersBusy = useFetchers().some((fetcher) => fetcher.state !== "idle");
  const latest = useRef({ revalidator, navigation, fetchersBusy });
  latest.current = { revalidator, navigation, fetchersBusy };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` restarts the pace when the data changes
  useEffect(() => {
    if (!pending) return;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        // Never while a navigation or a form's fetcher is under way: React Router would restart its load, and the
        // restarted load skips the root loader, so the flash toast of a redirect was lost (issue #15).
        const now = latest.current;
        if (
          document.visibilityState === "visible" &&
          now.revalidator.state === "idle" &&
          now.navigation.state === "idle" &&
          !now.fetchersBusy
        )
          void now.revalidator.revalidate();
        attempt += 1;
        schedule();
      }, liveProgressDelay(attempt));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [pending, version]);
}
