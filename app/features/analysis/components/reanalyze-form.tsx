// The admin's "Re-Analyze Meeting" button: a plain form post (works without JavaScript), with a toast after.
import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ADMIN_TOOLS_TITLE, RE_ANALYZE_MEETING, RE_ANALYZING } from "../analysis.copy";

export type AdminRunActionData = { ok: true; message: string } | { ok: false; error: string };

export function ReanalyzeForm() {
  const result = useActionData() as AdminRunActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "reanalyze";
  const { toast } = useToast();
  useEffect(() => {
    if (!result) return;
    if (result.ok) toast({ title: result.message });
    else toast({ title: result.error, variant: "destructive" });
  }, [result, toast]);
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
          {result.ok ? result.message : result.error}
        </p>
      ) : null}
    </section>
  );
}
