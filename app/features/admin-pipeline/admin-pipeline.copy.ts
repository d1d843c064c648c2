// Every word of the pipeline dashboard (issue #7, beyond the spec: ADR 0015), in one place for the page and its tests.
import type { JobState } from "./admin-pipeline.constants";

export const PIPELINE_TITLE = "Pipeline";
export const PIPELINE_INTRO =
  "Background jobs that list sources, fetch transcripts, analyze meetings and write stories.";
export const REFRESH_PAGE = "Refresh";
export const BACK_TO_ADMIN = "Back to Admin Panel";

export const FILTERS_LABEL = "Filter jobs";
export const FILTER_STATE_LABEL = "State";
export const FILTER_CITY_LABEL = "City";
export const FILTER_ALL_STATES = "All states";
export const FILTER_ALL_CITIES = "All cities";
export const FILTER_NO_CITY = "No city";
export const APPLY_FILTERS = "Apply";
export const CLEAR_FILTERS = "Clear filters";

export const COUNTS_TITLE = "Jobs by state and city";
export const COUNTS_CITY_COLUMN = "City";
export const COUNTS_TOTAL = "Total";
export const COUNTS_EMPTY =
  "No jobs yet. Jobs appear here once a source is refreshed or a meeting is processed.";
export const COUNTS_NOTE =
  "Counts jobs the queue still holds; finished jobs move to its archive after 12 hours, failed ones after 7 days.";

export const FAILURES_TITLE = "Failed jobs";
export const FAILURES_EMPTY = "No failed jobs.";
export const JOBS_TITLE = "Recent jobs";
export const JOBS_EMPTY = "No jobs match these filters.";
export const JOBS_EMPTY_UNFILTERED = "No jobs yet.";

export const JOB_COLUMN = "Job";
export const JOB_SUBJECT_COLUMN = "Meeting or source";
export const JOB_STATE_COLUMN = "State";
export const JOB_ATTEMPTS_COLUMN = "Attempts";
export const JOB_WHEN_COLUMN = "When";
export const JOB_ERROR_COLUMN = "Error";
export const JOB_ACTIONS_COLUMN = "Actions";

export const RETRY = "Retry";
export const RETRYING = "Retrying...";
export const CANCEL = "Cancel";
export const CANCELLING = "Canceling...";

export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: "Waiting",
  retry: "Waiting to retry",
  active: "Running",
  completed: "Completed",
  cancelled: "Canceled",
  failed: "Failed",
};

export const JOB_NAME_LABELS: Record<string, string> = {
  "refresh-source": "Source refresh",
  "fetch-transcript": "Transcript",
  analyze: "Analysis",
  "write-story": "Story",
  "refresh-live-sources": "Scheduled refresh of Live sources",
  "system-echo": "Test job",
};

export const attemptsOf = (made: number, allowed: number) => `${made} of ${allowed}`;
export const NO_ERROR_TEXT = "No error message was recorded.";

export const STEPS_TITLE = "Meetings in the pipeline";
export const STEPS_EMPTY = "No meeting has entered the pipeline yet.";
export const STEPS_MEETING_COLUMN = "Meeting";
export const STEPS_LAST_ERROR_COLUMN = "Last error";
export const STEP_LABELS = { transcript: "Transcript", analysis: "Analysis", story: "Story" } as const;
export const STEP_STATE_LABELS = {
  queued: "queued",
  running: "running",
  failed: "failed",
  done: "done",
} as const;
export const STEP_NOT_STARTED = "not started";
export const stepAttempts = (attempts: number) => (attempts === 1 ? "1 attempt" : `${attempts} attempts`);

export const SOURCES_TITLE = "Video sources";
export const SOURCES_EMPTY = "No video sources yet.";
export const SOURCES_SOURCE_COLUMN = "Source";
export const SOURCES_LAST_REFRESH_COLUMN = "Last refresh";
export const SOURCES_NEXT_REFRESH_COLUMN = "Next refresh";
export const NEVER_REFRESHED = "never";
export const REFRESH_QUEUED = "queued now";
export const NOT_SCHEDULED_CITY_STATUS = (status: string) => `not scheduled (city is ${status}, not Live)`;
export const NOT_SCHEDULED_CONTENT_TYPE = "not scheduled (not a video source)";
export const NOT_SCHEDULED_OFF = "not scheduled (the scheduled refresh is off)";
export const lastRefreshFailed = (error: string) => `Last refresh failed: ${error}`;

export const CHART_TITLE = "Meetings processed per day";
export const chartSummary = (days: number, analysed: number, stories: number) =>
  `Last ${days} days (UTC): ${analysed} ${analysed === 1 ? "meeting" : "meetings"} analyzed, ${stories} ${
    stories === 1 ? "story" : "stories"
  } written.`;
export const CHART_TABLE_TOGGLE = "Show the numbers as a table";
export const CHART_DATE_COLUMN = "Date";
export const CHART_ANALYSED_COLUMN = "Meetings analyzed";
export const CHART_STORIES_COLUMN = "Stories written";

export const TEST_JOB_TITLE = "Test the queue";
export const TEST_JOB_INTRO =
  "Send a test job to check that a worker is running: it completes within seconds when one is. A failing test job fails once and is not retried on its own, so you can try Retry on it.";
export const TEST_JOB_NOTE_LABEL = "Note (optional)";
export const TEST_JOB_NOTE_HINT = "Shown in the job's data, e.g. who sent it and why.";
export const TEST_JOB_OUTCOME_LEGEND = "The test job should";
export const TEST_JOB_OUTCOME_LABELS = {
  complete: "Complete",
  fail: "Fail once (retry it from Failed jobs)",
} as const;
export const SEND_TEST_JOB = "Send test job";
export const SENDING_TEST_JOB = "Sending...";
export const DEFAULT_TEST_JOB_NOTE = "Pipeline dashboard test job";

// Toasts and errors a person reads after an action.
export const JOB_RETRIED = "Job queued to run again";
export const JOB_CANCELLED = "Job canceled";
export const TEST_JOB_SENT = "Test job sent";
export const UNKNOWN_INTENT = "Choose Retry, Cancel or Send test job.";
export const JOB_ID_REQUIRED = "Choose a job first.";
export const JOB_ID_INVALID = "That is not a valid job id.";
export const JOB_NOT_FOUND = "That job was not found. It may have finished and moved to the queue's archive.";
export const jobNotRetryable = (state: string) =>
  `Only a failed job can be retried; this job is ${state.toLowerCase()}.`;
export const jobNotCancellable = (state: string) =>
  `Only a waiting or running job can be canceled; this job is ${state.toLowerCase()}.`;
export const JOB_ALREADY_WAITING =
  "Another run of this job for the same meeting or source is already waiting to retry.";
export const JOB_CHANGED_MEANWHILE =
  "The job changed while you were looking. Refresh the page and try again.";
export const QUEUE_NOT_RUNNING = "The job queue is not running in this process.";
export const TEST_JOB_OUTCOME_INVALID = "Choose whether the test job should complete or fail.";
export const TEST_JOB_NOTE_TOO_LONG = "Keep the note under 200 characters.";
export const CANCELLED_BY_ADMIN = "Canceled by an administrator.";
