// The admin's "Re-Analyze Meeting" button: a plain form post (works without JavaScript), with a toast after.
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_TOOLS_TITLE, RE_ANALYZE_MEETING, RE_ANALYZING } from "../analysis.copy";

export function ReanalyzeForm() {
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "reanalyze";
  useActionToast({ data: result });
  return (
    <section aria-labelledby="analysis-admin-tools" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h2 id="analysis-admin-tools" className="text-base font-semibold text-slate-900">
        {ADMIN_TOOLS_TITLE}
      </h2>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="reanalyze" />
        <Button type="submit" variant="outline" disabled={busy}>
          {busy ? RE_ANALYZING : RE_ANALYZE_MEETING}
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
