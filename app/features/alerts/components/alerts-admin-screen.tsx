// /admin/alerts: subscribers per city and body, mails per day as a bar chart built from a table (a screen reader
// reads the numbers; the bars are decoration), failures and paused addresses.
import type { ReactNode } from "react";
import { AdminBreadcrumb } from "~/features/admin-panel/components/admin-breadcrumb";
import {
  ADMIN_ALERTS_TITLE,
  ADMIN_FAILURES_HEADING,
  ADMIN_MAILS_HEADING,
  ADMIN_NO_FAILURES,
  ADMIN_NO_SUBSCRIBERS,
  ADMIN_PAUSED_HEADING,
  ADMIN_SUBSCRIBERS_HEADING,
} from "../alerts.copy";
import type { AlertsAdminReport } from "../alerts.schema";

const CELL = "border-b border-slate-200 px-3 py-2 text-left";

/** A section with its heading and a table of `rows`, or `empty` when there are none. */
function ReportTable({
  id,
  heading,
  columns,
  rows,
  empty,
}: {
  id: string;
  heading: string;
  columns: ReactNode[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {heading}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">{empty}</p>
      ) : (
        <table className="mt-3 w-full text-sm">
          <thead>
            <tr>
              {columns.map((column, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed
                <th key={index} className={CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the cells are fixed
                  <td key={index} className={CELL}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Bar({ sent, failed, largest }: { sent: number; failed: number; largest: number }) {
  return (
    <div className="flex h-3 w-48" aria-hidden="true">
      <div className="bg-teal-700" style={{ width: `${(sent / largest) * 100}%` }} />
      <div className="bg-red-600" style={{ width: `${(failed / largest) * 100}%` }} />
    </div>
  );
}

export function AlertsAdminScreen({ report }: { report: AlertsAdminReport }) {
  const largest = Math.max(1, ...report.mailsPerDay.map((day) => day.sent + day.failed));
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-10 px-4 py-8">
      <AdminBreadcrumb />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{ADMIN_ALERTS_TITLE}</h1>
      <ReportTable
        id="alert-subscribers"
        heading={ADMIN_SUBSCRIBERS_HEADING}
        columns={["City", "Follows", "Subscribers"]}
        rows={report.subscribers.map((row) => ({
          key: `${row.city}-${row.follows}`,
          cells: [row.city, row.follows, row.subscribers],
        }))}
        empty={ADMIN_NO_SUBSCRIBERS}
      />
      <ReportTable
        id="alert-mails"
        heading={ADMIN_MAILS_HEADING}
        columns={[
          "Day",
          "Sent",
          "Failed",
          <span key="bar" className="sr-only">
            Chart
          </span>,
        ]}
        rows={report.mailsPerDay.map((day) => ({
          key: day.day,
          cells: [day.day, day.sent, day.failed, <Bar key="bar" {...day} largest={largest} />],
        }))}
        empty={ADMIN_NO_FAILURES}
      />
      <ReportTable
        id="alert-failures"
        heading={ADMIN_FAILURES_HEADING}
        columns={["Address", "Hard failures", "Last failure"]}
        rows={report.failures.map((row) => ({
          key: row.email,
          cells: [row.email, row.hardFailures, row.lastFailure],
        }))}
        empty={ADMIN_NO_FAILURES}
      />
      <ReportTable
        id="alert-paused"
        heading={ADMIN_PAUSED_HEADING}
        columns={["Address", "Paused on"]}
        rows={report.paused.map((row) => ({ key: row.email, cells: [row.email, row.pausedAt.slice(0, 10)] }))}
        empty={ADMIN_NO_FAILURES}
      />
    </main>
  );
}
