// The admin's "Fetch Transcript" button on a city page video: a form POST (works without JS), "Fetching..." while running.
import { useFetcher } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { FETCH_TRANSCRIPT_INTENT } from "../transcripts.constants";
import { FETCH_TRANSCRIPT, FETCHING } from "../transcripts.copy";

export function FetchTranscriptButton({ videoId, title }: { videoId: string; title: string }) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  // A refusal (a bad request) answers in place; its toast shows here.
  useActionToast(fetcher);
  return (
    // The action answers with a redirect carrying the toast, so the list and the toast update together.
    <fetcher.Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={FETCH_TRANSCRIPT_INTENT} />
      <input type="hidden" name="videoId" value={videoId} />
      <button type="submit" disabled={busy} aria-disabled={busy} className={buttonClasses("secondary", "sm")}>
        {busy ? FETCHING : FETCH_TRANSCRIPT}
        <span className="sr-only">: {title}</span>
      </button>
    </fetcher.Form>
  );
}
