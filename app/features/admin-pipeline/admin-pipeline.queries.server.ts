// Read-only SQL for the pipeline dashboard. Jobs are read straight from pg-boss 10's tables (pgboss.job, whose
// columns and job_state enum are pg-boss's own), because its API has no listing; writes go through its API only.
// This ties the dashboard to pg-boss's schema: ADR 0015 says what to check when pg-boss is upgraded.
import { type SQL, sql } from "drizzle-orm";
import { type DbExecutor, db } from "~/lib/db.server";
import {
  CHART_DAYS,
  FAILED_JOBS_LIMIT,
  type JobState,
  NO_CITY_FILTER,
  PIPELINE_VIDEOS_LIMIT,
  RECENT_JOBS_LIMIT,
  SOURCES_LIMIT,
} from "./admin-pipeline.constants";
import type { PipelineFilters } from "./admin-pipeline.schema";

async function rowsOf<Row>(query: SQL, executor: DbExecutor = db()): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** False until a queue has started once on this database (pg-boss creates its schema on start). */
export async function queueTablesExist(): Promise<boolean> {
  const [row] = await rowsOf<{ present: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as present`,
  );
  return Boolean(row?.present);
}

/** A payload id as a uuid, or null: a malformed id in a job's data must not break the page with a cast error. */
function payloadUuid(key: "videoId" | "sourceId"): SQL {
  return sql`case when j.data->>${key} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    then (j.data->>${key})::uuid end`;
}

/**
 * Each job with the meeting or source its payload names and that one's city. A source linked to several cities
 * counts under the first, as the refresh itself does (sources.server.ts loadSource).
 */
function jobsWithCity(): SQL {
  return sql`
    select j.id, j.name, j.state::text as state, j.retry_count, j.retry_limit, j.created_on, j.started_on,
           j.completed_on, j.start_after, j.output, j.data,
           v.id as video_id, v.title as video_title,
           u.id as source_id, coalesce(u.title, u.url) as source_label,
           c.id as city_id, c.name as city_name, c.location_key
    from pgboss.job j
    left join city_videos v on v.id = ${payloadUuid("videoId")}
    left join city_urls u on u.id = ${payloadUuid("sourceId")}
    left join lateral (
      select cu.city_id from cities_urls cu where cu.url_id = u.id order by cu.city_id limit 1
    ) source_city on true
    left join cities c on c.id = coalesce(v.city_id, source_city.city_id)`;
}

function cityCondition(city: PipelineFilters["city"], column: SQL): SQL {
  if (city === undefined) return sql`true`;
  if (city === NO_CITY_FILTER) return sql`${column} is null`;
  return sql`${column} = ${city}::uuid`;
}

export type JobCountRow = {
  city_id: string | null;
  city_name: string | null;
  state: JobState;
  count: number;
};

export async function countJobsByCityAndState(): Promise<JobCountRow[]> {
  const rows = await rowsOf<JobCountRow>(sql`
    with jobs as (${jobsWithCity()})
    select city_id, city_name, state, count(*)::int as count
    from jobs
    group by city_id, city_name, state
    order by city_name nulls last, state`);
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

export type JobRow = {
  id: string;
  name: string;
  state: JobState;
  retry_count: number;
  retry_limit: number;
  created_on: Date | string;
  started_on: Date | string | null;
  completed_on: Date | string | null;
  start_after: Date | string;
  error: string | null;
  /** A test job's message (the echo job's payload), shown in place of a meeting or source. */
  note: string | null;
  video_id: string | null;
  video_title: string | null;
  source_id: string | null;
  source_label: string | null;
  city_id: string | null;
  city_name: string | null;
  location_key: string | null;
};

/** The error pg-boss stored for a failed attempt: a serialized Error, or { value } for a timeout or a string. */
const errorOfOutput = sql`case when jobs.state in ('failed', 'retry') then coalesce(
    jobs.output->>'message', jobs.output->'value'->>'message', jobs.output->>'value') end`;

export async function listJobs(options: {
  filters: PipelineFilters;
  onlyFailed?: boolean;
}): Promise<JobRow[]> {
  const state = options.onlyFailed ? "failed" : options.filters.state;
  const limit = options.onlyFailed ? FAILED_JOBS_LIMIT : RECENT_JOBS_LIMIT;
  return rowsOf<JobRow>(sql`
    with jobs as (${jobsWithCity()})
    select jobs.id, jobs.name, jobs.state, jobs.retry_count, jobs.retry_limit, jobs.created_on, jobs.started_on,
           jobs.completed_on, jobs.start_after, ${errorOfOutput} as error,
           jobs.data->>'message' as note,
           jobs.video_id, jobs.video_title, jobs.source_id, jobs.source_label,
           jobs.city_id, jobs.city_name, jobs.location_key
    from jobs
    where ${state ? sql`jobs.state = ${state}` : sql`true`}
      and ${cityCondition(options.filters.city, sql`jobs.city_id`)}
    order by coalesce(jobs.completed_on, jobs.started_on, jobs.created_on) desc, jobs.id
    limit ${limit}`);
}

/** One job's queue name and state, for the actions (which then act through pg-boss's API by name and id). */
export async function findJob(
  jobId: string,
  executor?: DbExecutor,
): Promise<{ name: string; state: JobState; data: Record<string, unknown> | null } | undefined> {
  const [row] = await rowsOf<{ name: string; state: JobState; data: Record<string, unknown> | null }>(
    sql`select name, state::text as state, data from pgboss.job where id = ${jobId}::uuid limit 1`,
    executor,
  );
  return row;
}

export type VideoStepRow = {
  video_id: string;
  video_title: string;
  city_name: string;
  location_key: string;
  step: "transcript" | "analysis" | "story";
  state: "queued" | "running" | "failed" | "done";
  attempts: number;
  last_error: string | null;
  updated_at: Date | string;
};

/** The step rows of the meetings whose pipeline changed most recently (failures first among equals). */
export async function listVideoSteps(options: { filters: PipelineFilters }): Promise<VideoStepRow[]> {
  if (options.filters.city === NO_CITY_FILTER) return [];
  return rowsOf<VideoStepRow>(sql`
    with recent as (
      select s.video_id, max(s.updated_at) as latest, bool_or(s.state = 'failed') as has_failure
      from video_pipeline_steps s
      join city_videos v on v.id = s.video_id
      where ${cityCondition(options.filters.city, sql`v.city_id`)}
      group by s.video_id
      order by latest desc
      limit ${PIPELINE_VIDEOS_LIMIT}
    )
    select s.video_id, v.title as video_title, c.name as city_name, c.location_key, s.step, s.state,
           s.attempts, s.last_error, s.updated_at
    from recent
    join video_pipeline_steps s on s.video_id = recent.video_id
    join city_videos v on v.id = s.video_id
    join cities c on c.id = v.city_id
    order by recent.latest desc, recent.has_failure desc, s.video_id`);
}

export type SourceRow = {
  id: string;
  label: string;
  city_name: string;
  city_status: string;
  content_type: string;
  last_refreshed_at: Date | string | null;
  last_refresh_error: string | null;
  next_refresh_at: Date | string | null;
  /** When a refresh job for this source is waiting: when it may start. */
  queued_refresh_at: Date | string | null;
};

/** Every source of every city (failing ones first), with any refresh job waiting for it. */
export async function listSources(options: {
  filters: PipelineFilters;
  withQueue: boolean;
}): Promise<SourceRow[]> {
  if (options.filters.city === NO_CITY_FILTER) return [];
  const queued = options.withQueue
    ? sql`(select min(j.start_after) from pgboss.job j
           where j.name = 'refresh-source' and j.state in ('created', 'retry') and j.data->>'sourceId' = u.id::text)`
    : sql`null::timestamptz`;
  return rowsOf<SourceRow>(sql`
    select u.id, coalesce(u.title, u.url) as label, c.name as city_name, c.status as city_status,
           u.content_type, u.last_refreshed_at, u.last_refresh_error, u.next_refresh_at,
           ${queued} as queued_refresh_at
    from city_urls u
    join cities_urls cu on cu.url_id = u.id
    join cities c on c.id = cu.city_id
    where ${cityCondition(options.filters.city, sql`c.id`)}
    order by (u.last_refresh_error is null), c.name, coalesce(u.title, u.url), c.id
    limit ${SOURCES_LIMIT}`);
}

export type ProcessedDayRow = { day: string; analysed: number; stories: number };

/** Meetings analysed and stories written on each of the last CHART_DAYS days (UTC), today included. */
export async function countProcessedPerDay(options: {
  filters: PipelineFilters;
}): Promise<ProcessedDayRow[]> {
  const inCity = cityCondition(options.filters.city, sql`v.city_id`);
  const rows = await rowsOf<ProcessedDayRow>(sql`
    with days as (
      select generate_series(
        (now() at time zone 'UTC')::date - ${CHART_DAYS - 1}::int,
        (now() at time zone 'UTC')::date,
        interval '1 day'
      )::date as day
    ),
    analysed as (
      select (v.analyzed_at at time zone 'UTC')::date as day, count(*)::int as total
      from city_videos v
      where v.analyzed_at >= now() - interval '${sql.raw(String(CHART_DAYS + 1))} days' and ${inCity}
      group by 1
    ),
    stories as (
      select (v.story_generated_at at time zone 'UTC')::date as day, count(*)::int as total
      from city_videos v
      where v.story_generated_at >= now() - interval '${sql.raw(String(CHART_DAYS + 1))} days' and ${inCity}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(analysed.total, 0) as analysed, coalesce(stories.total, 0) as stories
    from days
    left join analysed on analysed.day = days.day
    left join stories on stories.day = days.day
    order by days.day`);
  return rows.map((row) => ({ day: row.day, analysed: Number(row.analysed), stories: Number(row.stories) }));
}

export type CityOption = { id: string; name: string; state: string };

export async function listCityOptions(): Promise<CityOption[]> {
  return rowsOf<CityOption>(sql`select id, name, state from cities order by name, state, id`);
}
