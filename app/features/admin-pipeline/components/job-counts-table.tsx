// Jobs by state and city: one row per city (jobs of no city together), one column per pg-boss state.

import { JOB_STATES } from "../admin-pipeline.constants";
import {
  COUNTS_CITY_COLUMN,
  COUNTS_EMPTY,
  COUNTS_NOTE,
  COUNTS_TITLE,
  COUNTS_TOTAL,
  FILTER_NO_CITY,
  JOB_STATE_LABELS,
} from "../admin-pipeline.copy";
import type { JobCountsByCity } from "../admin-pipeline.server";

export function JobCountsTable({ rows }: { rows: JobCountsByCity[] }) {
  return (
    <section aria-labelledby="job-counts-heading">
      <h2 id="job-counts-heading" className="text-xl font-semibold">
        {COUNTS_TITLE}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{COUNTS_EMPTY}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {COUNTS_CITY_COLUMN}
                </th>
                {JOB_STATES.map((state) => (
                  <th key={state} scope="col" className="py-1 pr-3 text-right font-medium">
                    {JOB_STATE_LABELS[state]}
                  </th>
                ))}
                <th scope="col" className="py-1 text-right font-medium">
                  {COUNTS_TOTAL}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.cityId ?? "none"} className="border-t border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row.cityName ?? FILTER_NO_CITY}
                  </th>
                  {JOB_STATES.map((state) => (
                    <td
                      key={state}
                      className={`py-2 pr-3 text-right tabular-nums ${
                        state === "failed" && row.counts.failed > 0 ? "font-semibold text-red-800" : ""
                      }`}
                    >
                      {row.counts[state]}
                    </td>
                  ))}
                  <td className="py-2 text-right tabular-nums">{row.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="mt-2 text-xs text-slate-500">{COUNTS_NOTE}</p>
    </section>
  );
}
