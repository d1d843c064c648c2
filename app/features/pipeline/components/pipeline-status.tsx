// For admins on a meeting's pages: where each pipeline step of this video stands, with its attempts and last error.
export type PipelineStepRow = {
  step: "transcript" | "analysis" | "story";
  state: "queued" | "running" | "failed" | "done";
  attempts: number;
  lastError: string | null;
  updatedAt: string | Date;
};

const STEP_LABELS: Record<PipelineStepRow["step"], string> = {
  transcript: "Transcript",
  analysis: "Analysis",
  story: "Story",
};

const STATE_STYLES: Record<PipelineStepRow["state"], string> = {
  queued: "bg-slate-100 text-slate-800",
  running: "bg-sky-100 text-sky-900",
  failed: "bg-red-100 text-red-900",
  done: "bg-emerald-100 text-emerald-900",
};

export function PipelineStatus({ steps }: { steps: PipelineStepRow[] }) {
  const ordered = (["transcript", "analysis", "story"] as const).map((step) =>
    steps.find((row) => row.step === step),
  );
  return (
    <section
      aria-labelledby="pipeline-status-heading"
      className="mt-8 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="pipeline-status-heading" className="text-lg font-semibold">
        Pipeline status
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="text-slate-600">
            <th scope="col" className="py-1 pr-3 font-medium">
              Step
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              State
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Attempts
            </th>
            <th scope="col" className="py-1 font-medium">
              Last error
            </th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((row, index) => {
            const step = (["transcript", "analysis", "story"] as const)[index] ?? "transcript";
            return (
              <tr key={step} className="border-t border-slate-100 align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {STEP_LABELS[step]}
                </th>
                <td className="py-2 pr-3">
                  {row ? (
                    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_STYLES[row.state]}`}>
                      {row.state}
                    </span>
                  ) : (
                    <span className="text-slate-500">not started</span>
                  )}
                </td>
                <td className="py-2 pr-3">{row?.attempts ?? 0}</td>
                <td className="py-2 break-words text-slate-700">{row?.lastError ?? ""}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
