// "Test the queue": sends the demo echo job, to check a worker runs (and, failing once, to try Retry safely).
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { TEST_JOB_NOTE_MAX_LENGTH } from "../admin-pipeline.constants";
import {
  SEND_TEST_JOB,
  SENDING_TEST_JOB,
  TEST_JOB_INTRO,
  TEST_JOB_NOTE_HINT,
  TEST_JOB_NOTE_LABEL,
  TEST_JOB_OUTCOME_LABELS,
  TEST_JOB_OUTCOME_LEGEND,
  TEST_JOB_TITLE,
} from "../admin-pipeline.copy";

export function TestJobForm({ fieldErrors }: { fieldErrors: Record<string, string> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "test-job";
  return (
    <section aria-labelledby="test-job-heading" className="rounded-lg border border-slate-200 p-5">
      <h2 id="test-job-heading" className="text-xl font-semibold">
        {TEST_JOB_TITLE}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{TEST_JOB_INTRO}</p>
      <Form method="post" className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="test-job" />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{TEST_JOB_OUTCOME_LEGEND}</legend>
          <div className="mt-2 flex flex-wrap gap-6 text-sm">
            {(["complete", "fail"] as const).map((outcome) => (
              <label key={outcome} className="flex items-center gap-2">
                <input type="radio" name="outcome" value={outcome} defaultChecked={outcome === "complete"} />
                {TEST_JOB_OUTCOME_LABELS[outcome]}
              </label>
            ))}
          </div>
          {fieldErrors.outcome ? <p className="mt-1 text-sm text-red-700">{fieldErrors.outcome}</p> : null}
        </fieldset>
        <TextField
          label={TEST_JOB_NOTE_LABEL}
          name="note"
          hint={TEST_JOB_NOTE_HINT}
          maxLength={TEST_JOB_NOTE_MAX_LENGTH}
          error={fieldErrors.note}
          className="max-w-md"
        />
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? SENDING_TEST_JOB : SEND_TEST_JOB}
          </Button>
        </div>
      </Form>
    </section>
  );
}
