// A list of jobs (the failures, or the most recent ones): what ran, for which meeting or source, how often, and why
// it failed, with Retry on failed jobs and Cancel on waiting or running ones.
import { Link } from "react-router";
import {
  attemptsOf,
  FILTER_NO_CITY,
  JOB_ACTIONS_COLUMN,
  JOB_ATTEMPTS_COLUMN,
  JOB_COLUMN,
  JOB_ERROR_COLUMN,
  JOB_NAME_LABELS,
  JOB_STATE_COLUMN,
  JOB_STATE_LABELS,
  JOB_SUBJECT_COLUMN,
  JOB_WHEN_COLUMN,
  NO_ERROR_TEXT,
} from "../admin-pipeline.copy";
import type { DashboardJob } from "../admin-pipeline.server";
import { formatUtc } from "./format";
import { JobActionButton } from "./job-action-button";

const STATE_STYLES: Record<DashboardJob["state"], string> = {
  created: "bg-slate-100 text-slate-800",
  retry: "bg-amber-100 text-amber-900",
  active: "bg-sky-100 text-sky-900",
  completed: "bg-emerald-100 text-emerald-900",
  cancelled: "bg-slate-200 text-slate-800",
  failed: "bg-red-100 text-red-900",
};

export function jobLabel(name: string): string {
  return JOB_NAME_LABELS[name] ?? name;
}

export function JobTable({
  id,
  title,
  emptyText,
  jobs,
  showErrors,
}: {
  id: string;
  title: string;
  emptyText: string;
  jobs: DashboardJob[];
  showErrors: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {title}
      </h2>
      {jobs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyText}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-slate-600">
                <th scope="col" className="py-1 pr-3 font-medium">
                  {JOB_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {JOB_SUBJECT_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {JOB_STATE_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {JOB_ATTEMPTS_COLUMN}
                </th>
                <th scope="col" className="py-1 pr-3 font-medium">
                  {JOB_WHEN_COLUMN}
                </th>
                {showErrors ? (
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {JOB_ERROR_COLUMN}
                  </th>
                ) : null}
                <th scope="col" className="py-1 font-medium">
                  {JOB_ACTIONS_COLUMN}
                </th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => (
                <JobRow key={job.id} job={job} showErrors={showErrors} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function JobRow({ job, showErrors }: { job: DashboardJob; showErrors: boolean }) {
  const label = jobLabel(job.name);
  const shortId = job.id.slice(0, 8);
  const context = `${label} ${shortId}${job.subject ? ` for ${job.subject.label}` : ""}`;
  return (
    <tr className="border-t border-slate-100 align-top">
      <th scope="row" className="py-2 pr-3 font-medium">
        {label}
        <span className="block font-mono text-xs font-normal text-slate-500">{shortId}</span>
      </th>
      <td className="py-2 pr-3 break-words">
        {job.subject?.kind === "meeting" ? (
          <Link to={job.subject.href} className="text-teal-800 underline">
            {job.subject.label}
          </Link>
        ) : (
          (job.subject?.label ?? "")
        )}
        <span className="block text-xs text-slate-500">{job.cityName ?? FILTER_NO_CITY}</span>
      </td>
      <td className="py-2 pr-3">
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_STYLES[job.state]}`}
        >
          {JOB_STATE_LABELS[job.state]}
        </span>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap tabular-nums">
        {attemptsOf(job.attemptsMade, job.attemptsAllowed)}
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{formatUtc(job.finishedAt ?? job.createdAt)}</td>
      {showErrors ? (
        <td className="py-2 pr-3 break-words text-red-900">
          {job.error ?? (job.state === "failed" ? NO_ERROR_TEXT : "")}
        </td>
      ) : null}
      <td className="py-2">
        {job.canRetry ? <JobActionButton intent="retry" jobId={job.id} context={context} /> : null}
        {job.canCancel ? <JobActionButton intent="cancel" jobId={job.id} context={context} /> : null}
      </td>
    </tr>
  );
}
