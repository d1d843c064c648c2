// Marks one inbox item handled, or open again, through its own fetcher: the page stays where it is and a toast
// says what happened. Without JavaScript the form posts and the page renders again with the same view.
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { INBOX_INTENTS, type InboxKind } from "../admin-inbox.constants";
import { MARK_HANDLED, MARK_OPEN, SAVING } from "../admin-inbox.copy";

export function MarkHandledButton({
  kind,
  id,
  handled,
  describedBy,
}: {
  kind: InboxKind;
  id: string;
  handled: boolean;
  /** The item's heading, so a screen reader hears which item the button acts on. */
  describedBy: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const busy = fetcher.state !== "idle";
  // Toasts as soon as the answer arrives: the list's reload may take this item off the page (handled under "Open").
  useActionToast(fetcher);

  return (
    <fetcher.Form method="post">
      <input
        type="hidden"
        name="intent"
        value={handled ? INBOX_INTENTS.markOpen : INBOX_INTENTS.markHandled}
      />
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
      <Button
        type="submit"
        size="sm"
        variant={handled ? "outline" : "primary"}
        disabled={busy}
        aria-describedby={describedBy}
      >
        {busy ? SAVING : handled ? MARK_OPEN : MARK_HANDLED}
      </Button>
    </fetcher.Form>
  );
}
