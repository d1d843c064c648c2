// Limits and fixed values of the pipeline dashboard.

/** pg-boss 10's job states, in the order of its job_state enum (created < retry < active < completed < ...). */
export const JOB_STATES = ["created", "retry", "active", "completed", "cancelled", "failed"] as const;
export type JobState = (typeof JOB_STATES)[number];

/** States a job can be cancelled in (pg-boss cancels only jobs that have not finished). */
export const CANCELLABLE_STATES: readonly JobState[] = ["created", "retry", "active"];

/** The filter value for jobs that belong to no city (the scheduled sweep, test jobs). */
export const NO_CITY_FILTER = "none";

export const RECENT_JOBS_LIMIT = 50;
export const FAILED_JOBS_LIMIT = 50;
export const PIPELINE_VIDEOS_LIMIT = 50;
export const SOURCES_LIMIT = 100;
export const CHART_DAYS = 30;

export const TEST_JOB_NOTE_MAX_LENGTH = 200;
/** Enough for a uuid and some whitespace; anything longer is refused before it reaches a uuid parser. */
export const JOB_ID_MAX_LENGTH = 64;

/** Which pipeline step a job runs, so retry and cancel keep the meeting's step row in line with the job. */
export const STEP_OF_JOB: Record<string, "transcript" | "analysis" | "story"> = {
  "fetch-transcript": "transcript",
  analyze: "analysis",
  "write-story": "story",
};
