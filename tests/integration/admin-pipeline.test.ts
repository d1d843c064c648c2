// The pipeline dashboard: what it shows (jobs by state and city, failures, steps, sources, the daily count) and
// its Retry, Cancel and Send test job actions, including every kind of bad input (4xx, a clear message, nothing
// written). Jobs are made through pg-boss's own API; the worker test runs the real echo job.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { cityVideos } from "#db/schema";
import {
  CANCELLED_BY_ADMIN,
  JOB_ALREADY_WAITING,
  JOB_CANCELLED,
  JOB_ID_INVALID,
  JOB_ID_REQUIRED,
  JOB_NOT_FOUND,
  JOB_RETRIED,
  jobNotCancellable,
  jobNotRetryable,
  TEST_JOB_NOTE_TOO_LONG,
  TEST_JOB_OUTCOME_INVALID,
  TEST_JOB_SENT,
  UNKNOWN_INTENT,
} from "~/features/admin-pipeline/admin-pipeline.copy";
import type { PipelineDashboard } from "~/features/admin-pipeline/admin-pipeline.server";
import { PIPELINE_JOB_NAMES, scheduleSourceRefresh } from "~/features/pipeline/pipeline-jobs.server";
import { refreshSourceJob } from "~/features/sources/refresh-source.job.server";
import { echoJob } from "~/features/system/echo-job.server";
import { fetchTranscriptJob } from "~/features/transcripts/fetch-transcript.job.server";
import { database, db } from "~/lib/db.server";
import {
  enqueue,
  type JobDefinition,
  type Queue,
  registerWorkers,
  setCurrentQueue,
  startQueue,
} from "~/lib/jobs.server";
import { getStep, markStep } from "~/lib/pipeline-steps.server";
import { action, loader } from "~/routes/admin.pipeline";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { createCity, createSource, createVideo } from "../factories/cities";
import { answerOf } from "../factories/contact";

let adminCookie: string;

async function loadDashboard(query = ""): Promise<PipelineDashboard> {
  return (await loader({
    request: getRequest(`/admin/pipeline${query}`, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never)) as PipelineDashboard;
}

async function post(fields: Record<string, string>, query = "") {
  const result = await action({
    request: formRequest(`/admin/pipeline${query}`, fields, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location"), cookie: result.headers };
  return { ...answerOf(result), location: null, cookie: null };
}

/** Every job's id and state: what "nothing written" compares. */
async function queueSnapshot() {
  const result = await database().executeSql(
    "select id, state::text, retry_limit from pgboss.job order by id",
  );
  return result.rows;
}

/** The toast a redirect carries, read back from its signed cookie the way the next page reads it. */
async function toastOf(headers: Headers | null) {
  const { readFlashToast } = await import("~/lib/flash-toast.server");
  const cookie =
    headers
      ?.getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ") ?? "";
  const request = new Request("http://localhost:3000/admin/pipeline", { headers: { cookie } });
  return (await readFlashToast(request)).toast;
}

let queue: Queue;

async function createFailedJob(
  definition: JobDefinition<z.ZodType>,
  payload: object,
  message: string,
  key?: string,
) {
  const id = await enqueue(definition, payload, { retryLimit: 0, singletonKey: key });
  if (!id) throw new Error("job not queued");
  await queue.boss.fail(definition.name, id, new Error(message));
  return id;
}

async function jobState(name: string, id: string) {
  return (await queue.boss.getJobById(name, id))?.state;
}

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
});

describe("before any queue has started on this database", () => {
  it("shows the empty states instead of failing", async () => {
    const dashboard = await loadDashboard();
    expect(dashboard.countsByCity).toEqual([]);
    expect(dashboard.failedJobs).toEqual([]);
    expect(dashboard.jobs).toEqual([]);
    expect(dashboard.processedPerDay).toHaveLength(30);
  });
});

describe("with the queue running", () => {
  beforeAll(async () => {
    queue = await startQueue(database(), { supervise: false });
    setCurrentQueue(queue);
  });
  afterAll(async () => {
    await queue.stop();
    setCurrentQueue(undefined);
  });

  it("counts jobs by city and state, and lists each failure with its error, attempts and meeting", async () => {
    const city = await createCity({ name: "Failing Falls" });
    const source = await createSource(city.id);
    const video = await createVideo(city.id, { cityUrlsId: source.id, title: "Budget hearing" });
    const failedId = await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "YouTube answered 503");
    await enqueue(refreshSourceJob, { sourceId: source.id }, { singletonKey: `refresh-source:${source.id}` });
    await enqueue(echoJob, { message: "no city here" });

    const dashboard = await loadDashboard();
    const row = dashboard.countsByCity.find((entry) => entry.cityId === city.id);
    expect(row).toMatchObject({ cityName: "Failing Falls", total: 2 });
    expect(row?.counts).toMatchObject({ failed: 1, created: 1, active: 0 });
    expect(dashboard.countsByCity.find((entry) => entry.cityId === null)?.counts.created).toBeGreaterThan(0);

    const failure = dashboard.failedJobs.find((job) => job.id === failedId);
    expect(failure).toMatchObject({
      name: "fetch-transcript",
      state: "failed",
      error: "YouTube answered 503",
      attemptsMade: 0,
      attemptsAllowed: 1,
      cityName: "Failing Falls",
      canRetry: true,
      canCancel: false,
      subject: {
        kind: "meeting",
        label: "Budget hearing",
        href: `/city/${city.locationKey}/meeting/${video.id}`,
      },
    });
    const refresh = dashboard.jobs.find(
      (job) => job.name === "refresh-source" && job.cityName === "Failing Falls",
    );
    expect(refresh).toMatchObject({ state: "created", canCancel: true, canRetry: false });
    expect(refresh?.subject).toEqual({ kind: "source", label: "Test channel" });
  });

  it("filters the job lists by state and by city, and ignores filters it does not know", async () => {
    const mine = await createCity({ name: "Filter City" });
    const other = await createCity({ name: "Other City" });
    const mineVideo = await createVideo(mine.id);
    const otherVideo = await createVideo(other.id);
    const mineFailed = await createFailedJob(fetchTranscriptJob, { videoId: mineVideo.id }, "mine");
    const otherFailed = await createFailedJob(fetchTranscriptJob, { videoId: otherVideo.id }, "other");

    const filtered = await loadDashboard(`?state=failed&city=${mine.id}`);
    expect(filtered.filters).toEqual({ state: "failed", city: mine.id });
    expect(filtered.jobs.map((job) => job.id)).toEqual([mineFailed]);
    expect(filtered.failedJobs.map((job) => job.id)).toEqual([mineFailed]);

    const noCity = await loadDashboard("?city=none");
    expect(noCity.jobs.every((job) => job.cityName === null)).toBe(true);

    const bogus = await loadDashboard("?state=exploded&city=not-a-uuid");
    expect(bogus.filters).toEqual({});
    expect(bogus.failedJobs.map((job) => job.id)).toEqual(expect.arrayContaining([mineFailed, otherFailed]));
  });

  it("Retry puts a failed job back on the queue and marks the meeting's step queued, in one go", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    await markStep({ videoId: video.id, step: "transcript", state: "failed", error: "503" });
    const jobId = await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "503");

    const answer = await post({ intent: "retry", jobId }, `?city=${city.id}`);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/admin/pipeline?city=${city.id}`);
    expect(await toastOf(answer.cookie)).toEqual({ title: JOB_RETRIED });
    const job = await queue.boss.getJobById(fetchTranscriptJob.name, jobId);
    expect(job?.state).toBe("retry");
    expect(job?.retryLimit).toBe(1);
    expect(await getStep({ videoId: video.id, step: "transcript" })).toMatchObject({
      state: "queued",
      jobId,
    });

    const again = await post({ intent: "retry", jobId });
    expect(again).toMatchObject({
      status: 409,
      body: { ok: false, error: jobNotRetryable("Waiting to retry") },
    });
  });

  it("Retry refuses a second run of the same meeting's job while one waits to retry, and changes nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    const key = `fetch-transcript:${video.id}`;
    const first = await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "first", key);
    const second = await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "second", key);
    expect((await post({ intent: "retry", jobId: first })).status).toBe(302);
    await markStep({ videoId: video.id, step: "transcript", state: "failed", error: "kept", jobId: first });

    const before = await queueSnapshot();
    const answer = await post({ intent: "retry", jobId: second });
    expect(answer).toMatchObject({ status: 409, body: { ok: false, error: JOB_ALREADY_WAITING } });
    expect(await queueSnapshot()).toEqual(before);
    expect(await jobState(fetchTranscriptJob.name, second)).toBe("failed");
    expect(await getStep({ videoId: video.id, step: "transcript" })).toMatchObject({
      state: "failed",
      lastError: "kept",
    });
  });

  it("Cancel stops a waiting job and records why on the meeting's step; a finished job cannot be cancelled", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    const jobId = await enqueue(fetchTranscriptJob, { videoId: video.id }, { singletonKey: `x:${video.id}` });
    if (!jobId) throw new Error("job not queued");
    await markStep({ videoId: video.id, step: "transcript", state: "queued", jobId });

    const answer = await post({ intent: "cancel", jobId });
    expect(answer.status).toBe(302);
    expect(await toastOf(answer.cookie)).toEqual({ title: JOB_CANCELLED });
    expect(await jobState(fetchTranscriptJob.name, jobId)).toBe("cancelled");
    expect(await getStep({ videoId: video.id, step: "transcript" })).toMatchObject({
      state: "failed",
      lastError: CANCELLED_BY_ADMIN,
    });

    const failed = await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "gone");
    const before = await queueSnapshot();
    expect(await post({ intent: "cancel", jobId })).toMatchObject({
      status: 409,
      body: { error: jobNotCancellable("Canceled") },
    });
    expect(await post({ intent: "cancel", jobId: failed })).toMatchObject({
      status: 409,
      body: { error: jobNotCancellable("Failed") },
    });
    expect(await queueSnapshot()).toEqual(before);
  });

  it("answers bad input with 4xx and a clear message, and writes nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    await createFailedJob(fetchTranscriptJob, { videoId: video.id }, "still failed");
    const before = await queueSnapshot();
    const cases: [Record<string, string>, number, string][] = [
      [{}, 400, UNKNOWN_INTENT],
      [{ intent: "explode", jobId: "00000000-0000-4000-8000-000000000000" }, 400, UNKNOWN_INTENT],
      [{ intent: "retry" }, 400, JOB_ID_REQUIRED],
      [{ intent: "cancel", jobId: "   " }, 400, JOB_ID_REQUIRED],
      [{ intent: "retry", jobId: "not-a-uuid" }, 400, JOB_ID_INVALID],
      [{ intent: "retry", jobId: "12345" }, 400, JOB_ID_INVALID],
      [{ intent: "retry", jobId: `${"a".repeat(5000)}` }, 400, JOB_ID_INVALID],
      [{ intent: "cancel", jobId: "00000000-0000-4000-8000-00000000000g" }, 400, JOB_ID_INVALID],
      [{ intent: "retry", jobId: "6f0c7a52-1f7e-4c2b-9a51-3d1f0e9b8c7a" }, 404, JOB_NOT_FOUND],
      [{ intent: "cancel", jobId: "6f0c7a52-1f7e-4c2b-9a51-3d1f0e9b8c7a" }, 404, JOB_NOT_FOUND],
      [{ intent: "test-job" }, 400, TEST_JOB_OUTCOME_INVALID],
      [{ intent: "test-job", outcome: "maybe" }, 400, TEST_JOB_OUTCOME_INVALID],
      [{ intent: "test-job", outcome: "complete", note: "x".repeat(201) }, 400, TEST_JOB_NOTE_TOO_LONG],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(fields);
      expect(answer, JSON.stringify(fields).slice(0, 80)).toMatchObject({
        status,
        body: { ok: false, error: message },
      });
    }
    expect(await queueSnapshot()).toEqual(before);
  });

  it("shows each meeting's steps with attempts and the newest error", async () => {
    const city = await createCity({ name: "Steps City" });
    const video = await createVideo(city.id, { title: "Planning session" });
    await markStep({ videoId: video.id, step: "transcript", state: "queued" });
    await markStep({ videoId: video.id, step: "transcript", state: "running" });
    await markStep({ videoId: video.id, step: "transcript", state: "done" });
    await markStep({ videoId: video.id, step: "analysis", state: "running" });
    await markStep({ videoId: video.id, step: "analysis", state: "failed", error: "Model timed out" });

    const dashboard = await loadDashboard(`?city=${city.id}`);
    expect(dashboard.videos).toEqual([
      {
        videoId: video.id,
        title: "Planning session",
        cityName: "Steps City",
        href: `/city/${city.locationKey}/meeting/${video.id}`,
        steps: {
          transcript: { state: "done", attempts: 1, lastError: null },
          analysis: { state: "failed", attempts: 1, lastError: "Model timed out" },
        },
        lastError: { step: "analysis", message: "Model timed out" },
      },
    ]);
  });

  it("shows each source's last refresh and when it is refreshed next", async () => {
    // A worker creates the sweep's queue before scheduling it (server/runtime.ts); so does this test.
    if (!(await queue.boss.getQueue(PIPELINE_JOB_NAMES.refreshLiveSources)))
      await queue.boss.createQueue(PIPELINE_JOB_NAMES.refreshLiveSources);
    await scheduleSourceRefresh(queue, 30);
    const live = await createCity({ name: "Live Town", status: "Live" });
    const fresh = await createCity({ name: "New Town", status: "New" });
    const refreshedAt = new Date("2026-11-20T10:00:00Z");
    const liveSource = await createSource(live.id, {
      title: "Live channel",
      lastRefreshedAt: refreshedAt,
      lastRefreshError: "The feed answered 404",
    });
    const queuedSource = await createSource(live.id, { title: "Queued channel" });
    await enqueue(refreshSourceJob, { sourceId: queuedSource.id }, { singletonKey: `s:${queuedSource.id}` });
    await createSource(live.id, { title: "Agenda page", contentType: "site" });
    await createSource(fresh.id, { title: "New channel" });

    const before = Date.now();
    const liveSources = (await loadDashboard(`?city=${live.id}`)).sources;
    expect(liveSources[0]).toMatchObject({
      id: liveSource.id,
      lastRefreshedAt: refreshedAt.toISOString(),
      lastRefreshError: "The feed answered 404",
      nextRefresh: { kind: "at" },
    });
    const next = liveSources[0]?.nextRefresh;
    const nextAt = next?.kind === "at" ? new Date(next.at) : new Date(0);
    expect(nextAt.getTime()).toBeGreaterThan(before - 60_000);
    expect(nextAt.getTime()).toBeLessThanOrEqual(before + 30 * 60_000);
    expect(nextAt.getUTCMinutes() % 30).toBe(0);
    expect(liveSources.find((source) => source.label === "Queued channel")?.nextRefresh.kind).toBe("queued");
    expect(liveSources.find((source) => source.label === "Agenda page")?.nextRefresh).toEqual({
      kind: "not-video",
    });
    expect((await loadDashboard(`?city=${fresh.id}`)).sources[0]?.nextRefresh).toEqual({
      kind: "not-live",
      cityStatus: "New",
    });

    await scheduleSourceRefresh(queue, 0);
    const off = (await loadDashboard(`?city=${live.id}`)).sources.find(
      (source) => source.id === liveSource.id,
    );
    expect(off?.nextRefresh).toEqual({ kind: "off" });
  });

  it("counts meetings analysed and stories written per UTC day over the last 30 days", async () => {
    const city = await createCity();
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    for (const [analysedDaysAgo, storyDaysAgo] of [
      [0, 0],
      [0, null],
      [3, 2],
      [45, null],
    ] as const) {
      const video = await createVideo(city.id);
      await db()
        .update(cityVideos)
        .set({
          analyzedAt: new Date(now - analysedDaysAgo * day),
          storyGeneratedAt: storyDaysAgo === null ? null : new Date(now - storyDaysAgo * day),
        })
        .where(eq(cityVideos.id, video.id));
    }
    const { processedPerDay } = await loadDashboard(`?city=${city.id}`);
    const isoDay = (daysAgo: number) => new Date(now - daysAgo * day).toISOString().slice(0, 10);
    expect(processedPerDay).toHaveLength(30);
    expect(processedPerDay.at(-1)).toEqual({ day: isoDay(0), analysed: 2, stories: 1 });
    expect(processedPerDay.find((entry) => entry.day === isoDay(3))?.analysed).toBe(1);
    expect(processedPerDay.find((entry) => entry.day === isoDay(2))?.stories).toBe(1);
    expect(processedPerDay.reduce((sum, entry) => sum + entry.analysed, 0)).toBe(3);
  });

  it("sends a test job that fails once, and Retry then runs it to completion on a real worker", async () => {
    await registerWorkers(queue, [echoJob], { pollingIntervalSeconds: 0.5 });
    const note = `retry check ${Date.now()}`;
    const sent = await post({ intent: "test-job", outcome: "fail", note });
    expect(sent.status).toBe(302);
    expect(await toastOf(sent.cookie)).toEqual({ title: TEST_JOB_SENT });

    const findTestJob = async () =>
      [...(await loadDashboard()).jobs].find((job) => job.subject?.label === note);
    const waitFor = async (state: string) => {
      for (let tries = 0; tries < 100; tries++) {
        const job = await findTestJob();
        if (job?.state === state) return job;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the test job never became ${state}`);
    };
    const failed = await waitFor("failed");
    expect(failed).toMatchObject({
      error: "Planned failure 1 of 1",
      attemptsMade: 1,
      attemptsAllowed: 1,
      canRetry: true,
      cityName: null,
    });
    expect((await loadDashboard()).failedJobs.map((job) => job.id)).toContain(failed.id);

    expect((await post({ intent: "retry", jobId: failed.id })).status).toBe(302);
    const completed = await waitFor("completed");
    expect(completed).toMatchObject({ id: failed.id, attemptsMade: 2, attemptsAllowed: 2, error: null });
    expect((await loadDashboard()).failedJobs.map((job) => job.id)).not.toContain(failed.id);
  });
});
