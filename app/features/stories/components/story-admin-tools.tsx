// The admin's story tools: "Rewrite Story" with additional context, and "Regenerate"; plain form posts with a
// toast afterwards ("Story Generated" or the spec's failure message).
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { TextAreaField } from "~/components/ui/field";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { MAX_ADDITIONAL_CONTEXT_CHARS } from "../stories.constants";
import {
  ADDITIONAL_CONTEXT_HINT,
  ADDITIONAL_CONTEXT_LABEL,
  GENERATING,
  REGENERATE_STORY,
  REWRITE_STORY,
  STORY_ADMIN_TITLE,
} from "../stories.copy";

export function StoryAdminTools() {
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  useActionToast({ data: result });
  const contextError = result && !result.ok ? result.fieldErrors.additionalContext : undefined;
  return (
    <section
      aria-labelledby="story-admin-tools"
      className="mx-auto mt-6 max-w-2xl rounded-lg border border-slate-200 p-4"
    >
      <h2 id="story-admin-tools" className="text-base font-semibold text-slate-900">
        {STORY_ADMIN_TITLE}
      </h2>
      <Form method="post" className="mt-3 space-y-3">
        <TextAreaField
          label={ADDITIONAL_CONTEXT_LABEL}
          hint={ADDITIONAL_CONTEXT_HINT}
          name="additionalContext"
          rows={3}
          maxLength={MAX_ADDITIONAL_CONTEXT_CHARS}
          error={contextError}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="rewrite" disabled={Boolean(busyIntent)}>
            {busyIntent === "rewrite" ? GENERATING : REWRITE_STORY}
          </Button>
        </div>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="regenerate" />
        <Button type="submit" variant="outline" disabled={Boolean(busyIntent)}>
          {busyIntent === "regenerate" ? GENERATING : REGENERATE_STORY}
        </Button>
      </Form>
      {result ? (
        <p className={`mt-2 text-sm ${result.ok ? "text-slate-700" : "text-red-800"}`}>
          {result.ok ? result.toast?.title : result.error}
        </p>
      ) : null}
    </section>
  );
}
