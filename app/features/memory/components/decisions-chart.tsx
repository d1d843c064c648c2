// Decisions per month by outcome, as a server-rendered SVG bar chart (no script: public pages ship none, ADR 0040).
import { DECISIONS_CHART_TITLE, OUTCOME_LABELS } from "../memory.copy";

export type ChartMonth = { month: string; passed: number; failed: number };

const BAR_WIDTH = 28;
const GAP = 12;
const HEIGHT = 140;
const AXIS = 28;

/** "2026-03" as "Mar 2026". */
function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return date.toLocaleDateString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });
}

export function DecisionsChart({ months }: { months: readonly ChartMonth[] }) {
  if (months.length === 0) return null;
  const most = Math.max(1, ...months.map((month) => month.passed + month.failed));
  const width = months.length * (BAR_WIDTH + GAP) + GAP;
  const summary = months
    .map((month) => `${monthLabel(month.month)}: ${month.passed} passed, ${month.failed} failed`)
    .join("; ");
  return (
    <figure className="mt-6">
      <figcaption className="text-sm font-semibold text-slate-900">{DECISIONS_CHART_TITLE}</figcaption>
      {/* Scaled down to the screen's width rather than scrolled: nothing to reach by keyboard at 360 px. */}
      <div className="mt-2">
        <svg
          className="h-auto max-w-full"
          role="img"
          aria-label={`${DECISIONS_CHART_TITLE}. ${summary}`}
          width={width}
          height={HEIGHT + AXIS}
          viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
        >
          {months.map((month, index) => {
            const x = GAP + index * (BAR_WIDTH + GAP);
            const passed = (month.passed / most) * HEIGHT;
            const failed = (month.failed / most) * HEIGHT;
            return (
              <g key={month.month}>
                <rect x={x} y={HEIGHT - passed} width={BAR_WIDTH} height={passed} fill="#047857" />
                <rect x={x} y={HEIGHT - passed - failed} width={BAR_WIDTH} height={failed} fill="#b91c1c" />
                <text x={x + BAR_WIDTH / 2} y={HEIGHT + 16} textAnchor="middle" fontSize="10" fill="#334155">
                  {month.month.slice(2).replace("-", "/")}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="mt-1 flex gap-4 text-xs text-slate-700">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-emerald-700" />
          {OUTCOME_LABELS.passed}
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 bg-red-700" />
          {OUTCOME_LABELS.failed}
        </span>
      </p>
    </figure>
  );
}
