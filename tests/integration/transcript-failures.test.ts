// A pipeline step that fails records its real reason, on a real worker (issue #13): the meeting's step says Failed
// with the reason, in the pipeline dashboard and on the video's row in City Management, and the job is Failed,
// never Completed. Transcript: no captions and no speech-to-text; analysis and story: a configured model that
// refuses every request (a loopback fake).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { videoPipelineSteps } from "#db/schema";
import type { CityManagementPage } from "~/features/admin-cities/admin-cities.server";
import { JOB_STATE_LABELS } from "~/features/admin-pipeline/admin-pipeline.copy";
import type { PipelineDashboard } from "~/features/admin-pipeline/admin-pipeline.server";
import {
  ASR_NOT_CONFIGURED,
  FAILED_TO_FETCH_TRANSCRIPT,
  NO_CAPTIONS_URL,
  NOT_A_YOUTUBE_VIDEO,
} from "~/features/transcripts/transcripts.copy";
import { database, db } from "~/lib/db.server";
import type { Queue } from "~/lib/jobs.server";
import type { PipelineStep } from "~/lib/pipeline-steps.server";
import { createUser, getRequest, signInCookie } from "../factories/accounts";
import { createAnalysedVideo } from "../factories/analysis";
import { answerOf } from "../factories/contact";
import { councilSegments } from "../factories/transcripts-for-analysis";
import { startFakeOpenAiChat } from "../fakes/openai-chat";

type Fake = Awaited<ReturnType<typeof startFakeOpenAiChat>>;

/** What the model answers every request with: a refusal no retry mends (a wrong key). */
const MODEL_REFUSAL = '{"error":{"message":"Incorrect API key provided","type":"invalid_request_error"}}';
const MODEL_FAILURE = `The chat model answered 401: ${MODEL_REFUSAL}`;

let fake: Fake;
let queue: Queue;
let adminCookie: string;
let app: {
  pipeline: typeof import("~/features/pipeline/pipeline.server");
  cities: typeof import("../factories/cities");
  formatting: typeof import("~/lib/transcript-format");
  pipelineRoute: typeof import("~/routes/admin.pipeline");
  cityRoute: typeof import("~/routes/admin.city-management");
};

beforeAll(async () => {
  fake = await startFakeOpenAiChat();
  fake.script([], () => ({ status: 401, body: MODEL_REFUSAL }));
  // The model is configured (on loopback, an operator endpoint); speech-to-text is not.
  vi.stubEnv("LLM_BASE_URL", fake.url);
  vi.stubEnv("LLM_API_KEY", "test-key");
  vi.stubEnv("ASR_BASE_URL", "");
  vi.resetModules();
  app = {
    pipeline: await import("~/features/pipeline/pipeline.server"),
    cities: await import("../factories/cities"),
    formatting: await import("~/lib/transcript-format"),
    pipelineRoute: await import("~/routes/admin.pipeline"),
    cityRoute: await import("~/routes/admin.city-management"),
  };
  const { fetchTranscriptJob } = await import("~/features/transcripts/fetch-transcript.job.server");
  const { analyzeJob } = await import("~/features/analysis/analyze.job.server");
  const { writeStoryJob } = await import("~/features/stories/write-story.job.server");
  // The worker from the same module graph as the handlers: it tells a permanent failure by its class.
  const { registerWorkers, setCurrentQueue, startQueue } = await import("~/lib/jobs.server");
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  await registerWorkers(queue, [fetchTranscriptJob, analyzeJob, writeStoryJob], {
    pollingIntervalSeconds: 0.5,
  });
  adminCookie = await signInCookie((await createUser({ admin: true })).email);
});

afterAll(async () => {
  await queue.stop();
  (await import("~/lib/jobs.server")).setCurrentQueue(undefined);
  await fake.close();
  vi.unstubAllEnvs();
});

/** Waits until the video's step has settled (done or failed) and returns it. */
async function settledStep(videoId: string, step: PipelineStep) {
  return vi.waitFor(
    async () => {
      const [found] = await db()
        .select()
        .from(videoPipelineSteps)
        .where(and(eq(videoPipelineSteps.videoId, videoId), eq(videoPipelineSteps.step, step)));
      if (!found || (found.state !== "failed" && found.state !== "done"))
        throw new Error(`the ${step} step has not settled`);
      return found;
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function dashboard(): Promise<PipelineDashboard> {
  return (await app.pipelineRoute.loader({
    request: getRequest("/admin/pipeline", { cookie: adminCookie }),
    params: {},
    context: {},
  } as never)) as PipelineDashboard;
}

/** The job pg-boss ran, as the dashboard lists it; pg-boss marks a thrown job failed a moment after the step. */
async function dashboardJob(jobId: string | null) {
  return vi.waitFor(
    async () => {
      const job = (await dashboard()).jobs.find((candidate) => candidate.id === jobId);
      if (!job || job.state === "active" || job.state === "created")
        throw new Error("the job is not finished");
      return job;
    },
    { timeout: 20_000, interval: 100 },
  );
}

async function cityManagementRow(cityId: string, urlId: string, videoId: string) {
  const result = await app.cityRoute.loader({
    request: getRequest(`/admin/city-management?cityId=${cityId}&urlId=${urlId}`, { cookie: adminCookie }),
    params: {},
    context: {},
  } as never);
  const page = answerOf(result).body as CityManagementPage;
  return page.videos?.rows.find((row) => row.id === videoId);
}

/** A meeting with a transcript (and its segments), in a city with one source. */
async function meeting(options: { analysed: boolean }) {
  const city = await app.cities.createCity();
  const source = await app.cities.createSource(city.id);
  const transcript = app.formatting.formatTranscriptText(councilSegments());
  const overrides = { cityUrlsId: source.id, transcript };
  const video = options.analysed
    ? await createAnalysedVideo(city.id, { story: null, overrides })
    : await app.cities.createVideoWithSegments(city.id, overrides);
  return { city, source, video };
}

describe("a step that fails records its real reason", () => {
  it("transcript: a video with no captions and no speech-to-text fails with ASR_NOT_CONFIGURED, never Completed", async () => {
    const city = await app.cities.createCity();
    const source = await app.cities.createSource(city.id);
    const video = await app.cities.createVideo(city.id, {
      cityUrlsId: source.id,
      videoUrl: "https://council.example.gov/meetings/2026-03-03",
      mediaUrl: "https://council.example.gov/meetings/2026-03-03.mp4",
      captionsUrl: null,
      transcript: null,
    });
    const jobId = await app.pipeline.requestTranscript({ videoId: video.id });
    const reason =
      `${FAILED_TO_FETCH_TRANSCRIPT} (YouTube captions: ${NOT_A_YOUTUBE_VIDEO}; ` +
      `the source's captions: ${NO_CAPTIONS_URL}; speech-to-text: ${ASR_NOT_CONFIGURED})`;
    expect(reason).toBe(
      "Failed to fetch transcript (YouTube captions: The video is not on YouTube.; the source's captions: " +
        "The source publishes no captions for this video.; speech-to-text: Speech-to-text is not configured (ASR_BASE_URL).)",
    );

    const step = await settledStep(video.id, "transcript");
    expect(step).toMatchObject({ state: "failed", lastError: reason, attempts: 1 });

    const job = await dashboardJob(jobId);
    expect(job).toMatchObject({ name: "fetch-transcript", state: "failed", error: reason, canRetry: true });
    expect(JOB_STATE_LABELS[job.state]).toBe("Failed");
    const board = await dashboard();
    expect(board.videos.find((row) => row.videoId === video.id)?.steps.transcript).toMatchObject({
      state: "failed",
      lastError: reason,
    });
    expect(await cityManagementRow(city.id, source.id, video.id)).toMatchObject({
      transcriptLength: 0,
      steps: { transcript: { state: "failed", lastError: reason } },
    });
  });

  const modelSteps = [
    { step: "analysis", job: "analyze", analysed: false, saved: { hasAnalysis: false } },
    { step: "story", job: "write-story", analysed: true, saved: { hasAnalysis: true, hasStory: false } },
  ] as const;

  it.each(modelSteps)(
    "$step: a model that refuses fails the step with its answer, never Completed, and saves nothing",
    async ({ step, job: jobName, analysed, saved }) => {
      const { city, source, video } = await meeting({ analysed });
      const jobId =
        step === "analysis"
          ? await app.pipeline.requestAnalysis({ videoId: video.id })
          : await app.pipeline.requestStory({ videoId: video.id });

      expect(await settledStep(video.id, step)).toMatchObject({ state: "failed", lastError: MODEL_FAILURE });
      const job = await dashboardJob(jobId);
      expect(job).toMatchObject({ name: jobName, state: "failed", error: MODEL_FAILURE, canRetry: true });
      expect(JOB_STATE_LABELS[job.state]).toBe("Failed");
      expect(await cityManagementRow(city.id, source.id, video.id)).toMatchObject({
        ...saved,
        steps: { [step]: { state: "failed", lastError: MODEL_FAILURE } },
      });
      expect(fake.requests.length).toBeGreaterThan(0);
    },
  );
});
