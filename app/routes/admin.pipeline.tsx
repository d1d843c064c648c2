// The pipeline dashboard (issue #7, ADR 0015): jobs by state and city, failures with Retry, waiting jobs with
// Cancel, each meeting's steps, each source's refresh times, and meetings processed per day.
import { Link, useActionData } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { useActionToast } from "~/components/ui/use-action-toast";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { adminPageMeta } from "~/features/admin-panel/admin-page-meta";
import { CANCELLABLE_STATES } from "~/features/admin-pipeline/admin-pipeline.constants";
import {
  BACK_TO_ADMIN,
  FAILURES_EMPTY,
  FAILURES_TITLE,
  JOB_CANCELLED,
  JOB_RETRIED,
  JOBS_EMPTY,
  JOBS_EMPTY_UNFILTERED,
  JOBS_TITLE,
  PIPELINE_INTRO,
  PIPELINE_TITLE,
  REFRESH_PAGE,
  TEST_JOB_SENT,
} from "~/features/admin-pipeline/admin-pipeline.copy";
import { pipelineActionSchema, pipelineFiltersSchema } from "~/features/admin-pipeline/admin-pipeline.schema";
import {
  cancelJob,
  loadPipelineDashboard,
  retryJob,
  sendTestJob,
} from "~/features/admin-pipeline/admin-pipeline.server";
import { JobCountsTable } from "~/features/admin-pipeline/components/job-counts-table";
import { JobTable } from "~/features/admin-pipeline/components/job-table";
import { PipelineFilters } from "~/features/admin-pipeline/components/pipeline-filters";
import { ProcessedChart } from "~/features/admin-pipeline/components/processed-chart";
import { SourceScheduleTable } from "~/features/admin-pipeline/components/source-schedule-table";
import { TestJobForm } from "~/features/admin-pipeline/components/test-job-form";
import { VideoStepsTable } from "~/features/admin-pipeline/components/video-steps-table";
import { useLiveProgress } from "~/features/pipeline/components/use-live-progress";
import type { ActionResult } from "~/lib/action-result";
import { redirectWithToast } from "~/lib/flash-toast.server";
import { actionFailure, parseFormData } from "~/lib/http.server";
import type { Route } from "./+types/admin.pipeline";

export const meta: Route.MetaFunction = () => adminPageMeta(`${PIPELINE_TITLE} | Admin`);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const filters = pipelineFiltersSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return loadPipelineDashboard({ filters });
}

/** Retry, Cancel and Send test job; success goes back to the same filtered page with a toast. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const { pathname, search } = new URL(request.url);
  const back = `${pathname}${search}`;
  try {
    const input = await parseFormData(request, pipelineActionSchema);
    switch (input.intent) {
      case "retry":
        await retryJob({ jobId: input.jobId });
        return redirectWithToast(back, { title: JOB_RETRIED });
      case "cancel":
        await cancelJob({ jobId: input.jobId });
        return redirectWithToast(back, { title: JOB_CANCELLED });
      case "test-job":
        await sendTestJob({ outcome: input.outcome, note: input.note });
        return redirectWithToast(back, { title: TEST_JOB_SENT });
    }
  } catch (error) {
    return actionFailure(error);
  }
}

export default function PipelineDashboard({ loaderData }: Route.ComponentProps) {
  // Success redirects with its toast in the flash cookie; a refusal answers here.
  const failure = useActionData<typeof action>() as ActionResult | undefined;
  useActionToast({ data: failure });
  const refreshTo = `/admin/pipeline${filtersQuery(loaderData.filters)}`;
  // While jobs wait or run, the page keeps itself current (polling with backoff, ADR 0025).
  const unfinished = loaderData.countsByCity.some((row) =>
    CANCELLABLE_STATES.some((state) => row.counts[state] > 0),
  );
  useLiveProgress(
    unfinished,
    loaderData.countsByCity.map((row) => `${row.total}:${JSON.stringify(row.counts)}`).join("|"),
  );
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{PIPELINE_TITLE}</h1>
          <p className="mt-1 text-slate-600">{PIPELINE_INTRO}</p>
        </div>
        <div className="flex gap-3">
          <ButtonLink to={refreshTo} variant="outline">
            {REFRESH_PAGE}
          </ButtonLink>
          <Link to="/admin" className="self-center text-sm font-medium text-teal-800 underline">
            {BACK_TO_ADMIN}
          </Link>
        </div>
      </header>
      <PipelineFilters filters={loaderData.filters} cities={loaderData.cities} />
      <JobCountsTable rows={loaderData.countsByCity} />
      <JobTable
        id="failed-jobs"
        title={FAILURES_TITLE}
        emptyText={FAILURES_EMPTY}
        jobs={loaderData.failedJobs}
        showErrors
      />
      <JobTable
        id="recent-jobs"
        title={JOBS_TITLE}
        emptyText={refreshTo === "/admin/pipeline" ? JOBS_EMPTY_UNFILTERED : JOBS_EMPTY}
        jobs={loaderData.jobs}
        showErrors
      />
      <VideoStepsTable videos={loaderData.videos} />
      <SourceScheduleTable sources={loaderData.sources} />
      <ProcessedChart days={loaderData.processedPerDay} chartDays={loaderData.chartDays} />
      <TestJobForm fieldErrors={failure && !failure.ok ? failure.fieldErrors : {}} />
    </main>
  );
}

function filtersQuery(filters: { state?: string; city?: string }): string {
  const params = new URLSearchParams();
  if (filters.state) params.set("state", filters.state);
  if (filters.city) params.set("city", filters.city);
  const query = params.toString();
  return query ? `?${query}` : "";
}
