// City Management's per-video pipeline buttons, Fetch Transcript and Retry (issue #13): each queues the job and
// marks the step, with the page's toast words; and a refresh that fails says "Function call failed: {status} -
// {body}" in full (spec 001 sections 7 and 8).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { videoPipelineSteps } from "#db/schema";
import { database, db } from "~/lib/db.server";
import type { PipelineStep } from "~/lib/pipeline-steps.server";
import { createUser, formRequest, signInCookie } from "../factories/accounts";
import { createCity, createSource, createVideo } from "../factories/cities";
import { answerOf } from "../factories/contact";
import { type FakeFeeds, startFakeFeeds, youtubeFeedSettings } from "../fakes/feeds";

const PAGE = "/admin/city-management";

let feeds: FakeFeeds;
let route: typeof import("~/routes/admin.city-management");
let markStep: typeof import("~/lib/pipeline-steps.server").markStep;
let adminCookie: string;

beforeAll(async () => {
  feeds = await startFakeFeeds();
  for (const [name, value] of Object.entries(youtubeFeedSettings(feeds))) vi.stubEnv(name, value);
  vi.resetModules();
  route = await import("~/routes/admin.city-management");
  ({ markStep } = await import("~/lib/pipeline-steps.server"));
  adminCookie = await signInCookie((await createUser({ admin: true })).email);
});
afterAll(async () => {
  await feeds.close();
  vi.unstubAllEnvs();
});

async function post(fields: Record<string, string>) {
  const result = await route.action({
    request: formRequest(PAGE, fields, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  return answerOf(result);
}

/** The jobs waiting for a video, by job name, with their payloads. */
async function waitingJobs(videoId: string) {
  const result = await database().executeSql(
    "select name, data from pgboss.job where data->>'videoId' = $1 and state = 'created' order by created_on",
    [videoId],
  );
  return result.rows as { name: string; data: { videoId: string; force?: boolean } }[];
}

async function stepOf(videoId: string, step: PipelineStep) {
  const [row] = await db()
    .select()
    .from(videoPipelineSteps)
    .where(and(eq(videoPipelineSteps.videoId, videoId), eq(videoPipelineSteps.step, step)));
  return row;
}

describe("Fetch Transcript", () => {
  it("queues the video's transcript job and marks the step Queued, with the toast", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: null });
    const answer = await post({ intent: "fetch-transcript", cityId: city.id, videoId: video.id });
    expect(answer).toEqual({ status: 200, body: { ok: true, toast: { title: "Fetching the transcript" } } });
    expect(await waitingJobs(video.id)).toEqual([{ name: "fetch-transcript", data: { videoId: video.id } }]);
    expect(await stepOf(video.id, "transcript")).toMatchObject({ state: "queued", attempts: 0 });
  });

  it("refuses a video of another city (404) and queues nothing", async () => {
    const city = await createCity();
    const elsewhere = await createVideo((await createCity()).id, { transcript: null });
    const answer = await post({ intent: "fetch-transcript", cityId: city.id, videoId: elsewhere.id });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ ok: false });
    expect(await waitingJobs(elsewhere.id)).toEqual([]);
    expect(await stepOf(elsewhere.id, "transcript")).toBeUndefined();
  });
});

describe("Retry", () => {
  it("queues each failed step again, keeping its last error in view until it runs, with the toast", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { transcript: null });
    const expected = [
      { step: "transcript", job: "fetch-transcript", toast: "Transcript queued again", data: {} },
      { step: "analysis", job: "analyze", toast: "Analysis queued again", data: { force: true } },
      { step: "story", job: "write-story", toast: "Story queued again", data: { force: true } },
    ] as const;
    for (const { step, job, toast, data } of expected) {
      await markStep({ videoId: video.id, step, state: "running" });
      await markStep({ videoId: video.id, step, state: "failed", error: `The ${step} failed.` });
      const answer = await post({ intent: "retry-step", cityId: city.id, videoId: video.id, step });
      expect(answer).toEqual({ status: 200, body: { ok: true, toast: { title: toast } } });
      expect(await stepOf(video.id, step)).toMatchObject({
        state: "queued",
        lastError: `The ${step} failed.`,
      });
      expect(await waitingJobs(video.id)).toContainEqual({ name: job, data: { videoId: video.id, ...data } });
    }
    expect(await waitingJobs(video.id)).toHaveLength(3);
  });

  it("refuses an unknown step (400) and a video of another city (404), queueing nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    const elsewhere = await createVideo((await createCity()).id);
    const unknown = await post({ intent: "retry-step", cityId: city.id, videoId: video.id, step: "publish" });
    expect(unknown.status).toBe(400);
    const foreign = await post({
      intent: "retry-step",
      cityId: city.id,
      videoId: elsewhere.id,
      step: "analysis",
    });
    expect(foreign.status).toBe(404);
    expect(await waitingJobs(video.id)).toEqual([]);
    expect(await waitingJobs(elsewhere.id)).toEqual([]);
  });
});

describe("Refresh Videos that fails", () => {
  // Each failure of the source, with the status and the words the admin reads under "Error refreshing videos".
  const failures = [
    {
      failure: "not-found",
      status: 404,
      error:
        "Function call failed: 404 - YouTube's public feed has nothing at that address. The feed is sometimes " +
        "unavailable for days; a YouTube API key avoids it.",
    },
    {
      failure: "server-error",
      status: 502,
      error: "Function call failed: 502 - The feed is not answering right now. The refresh will be retried.",
    },
  ] as const;

  it.each(failures)(
    'answers "Function call failed: {status} - {body}" in full ($failure)',
    async ({ failure, status, error }) => {
      const city = await createCity();
      const source = await createSource(city.id, {
        url: "https://www.youtube.com/channel/UCcityVideoActions000013",
      });
      feeds.failure = failure;
      try {
        const answer = await post({ intent: "refresh-videos", cityId: city.id, urlId: source.id });
        expect(answer).toEqual({
          status,
          body: {
            ok: false,
            toast: { title: "Error refreshing videos", description: error, variant: "destructive" },
            error,
            fieldErrors: {},
          },
        });
      } finally {
        feeds.failure = null;
      }
    },
  );
});
