// Retry or Cancel on one job: a plain form post (works without JavaScript), busy while it is being sent.
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { CANCEL, CANCELLING, RETRY, RETRYING } from "../admin-pipeline.copy";

export function JobActionButton({
  intent,
  jobId,
  context,
}: {
  intent: "retry" | "cancel";
  jobId: string;
  /** Read by screen readers after the button's word, so each row's button has its own name. */
  context: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get("jobId") === jobId;
  const [idle, working] = intent === "retry" ? [RETRY, RETRYING] : [CANCEL, CANCELLING];
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="jobId" value={jobId} />
      <Button
        type="submit"
        size="sm"
        variant={intent === "retry" ? "primary" : "outline"}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? working : idle}
        <span className="sr-only"> {context}</span>
      </Button>
    </Form>
  );
}
