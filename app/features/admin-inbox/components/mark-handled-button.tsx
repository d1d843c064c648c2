// Marks one inbox item handled, or open again, through its own fetcher: the page stays where it is and a toast
// says what happened. Without JavaScript the form posts and the page renders again with the same view.
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { INBOX_INTENTS, type InboxKind } from "../admin-inbox.constants";
import { ERROR_TITLE, MARK_HANDLED, MARK_OPEN, SAVING } from "../admin-inbox.copy";

type MarkAnswer = { ok: true; toast: { title: string } } | { ok: false; error: string };

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
  const fetcher = useFetcher<MarkAnswer>();
  const { toast } = useToast();
  const answered = useRef<MarkAnswer | undefined>(undefined);
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    // The answer is there while the page reloads its list ("loading"), and that reload may take this item off the
    // page (marked handled under "Open"): toast now, while the item is still here to do it.
    if (fetcher.state === "submitting" || !answer || answered.current === answer) return;
    answered.current = answer;
    if (answer.ok) toast(answer.toast);
    else toast({ title: ERROR_TITLE, description: answer.error, variant: "destructive" });
  }, [fetcher.state, fetcher.data, toast]);

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
