// The admin's Re-Analyze Meeting (issue #32): the action queues the analysis as the pipeline's job and answers at
// once; the admin's page follows the run beside the analysis it will replace, and the job, run by the worker's own
// handler in this process, replaces it, or fails and leaves it in place.
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cityVideos, transcriptSegments } from "#db/schema";
import {
  ANALYZING_MEETING,
  analysisFailedMessage,
  REANALYSIS_QUEUED,
  TRANSCRIPT_REQUIRED,
  TRANSCRIPT_TOO_SHORT,
  VIDEO_NOT_FOUND_FOR_ANALYSIS,
} from "~/features/analysis/analysis.copy";
import { analyzeMeeting } from "~/features/analysis/analysis.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { FOLLOWS_PROGRESS_ATTRIBUTE } from "~/features/pipeline/components/live-progress-pace";
import { db } from "~/lib/db.server";
import { queue, runWaitingJobs } from "~/lib/jobs.server";
import { getStep, markStep } from "~/lib/pipeline-steps.server";
import { formatTranscriptText } from "~/lib/transcript-format";
import * as meetingRoute from "~/routes/meeting";
import { createUser, formRequest, sessionCookie } from "../factories/accounts";
import { analysisResults } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { councilSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";
import { testHttpServerForFile } from "../setup/http-app-server";

const server = testHttpServerForFile();
const TRANSCRIPT = formatTranscriptText(councilSegments());
const EARLIER_ANALYSIS = analysisResults();
const EARLIER_ANALYZED_AT = new Date("2026-01-01T12:00:00Z");
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  memberCookie = await sessionCookie((await createUser()).email);
  // The server's first page loads the whole app through Vite: under the hook's budget, not the first test's.
  expect((await fetch(`${server.origin}/`)).status).toBe(200);
});

/** A public meeting with its transcript's lines and an analysis written earlier, for the engine to replace. */
async function analysedMeeting(overrides: Partial<typeof cityVideos.$inferInsert> = {}) {
  const city = await createCity({ status: "Live" });
  const video = await createVideo(city.id, {
    title: MEETING_TITLE,
    transcript: TRANSCRIPT,
    analysisResults: EARLIER_ANALYSIS,
    analyzedAt: EARLIER_ANALYZED_AT,
    analysisEngine: "offline",
    ...overrides,
  });
  if (video.transcript === TRANSCRIPT)
    await db()
      .insert(transcriptSegments)
      .values(councilSegments().map((segment, position) => ({ ...segment, videoId: video.id, position })));
  return { video, path: `/city/${city.locationKey}/meeting/${video.id}` };
}

const routeArgs = (request: Request, videoId: string) =>
  ({ request, params: { videoId }, context: { cspNonce: "t" } }) as never;

function reanalyze(path: string, videoId: string, cookie?: string) {
  const request = formRequest(path, { intent: "reanalyze" }, cookie ? { cookie } : {});
  return meetingRoute.action(routeArgs(request, videoId));
}

/** An action's answer: a failure comes wrapped with its status, a success bare. */
function answerOf(result: unknown): { status: number; data: unknown } {
  const wrapped = result as { data?: unknown; init?: { status?: number } | null };
  return wrapped && typeof wrapped === "object" && "init" in wrapped
    ? { status: wrapped.init?.status ?? 200, data: wrapped.data }
    : { status: 200, data: result };
}

async function refusalStatus(attempt: Promise<unknown>): Promise<number | undefined> {
  return attempt.then(
    () => undefined,
    (thrown: { status?: number; init?: { status?: number } }) => thrown.init?.status ?? thrown.status,
  );
}

/** Where the meeting page's loader says the analysis run stands. */
async function analysisStatusOf(path: string, videoId: string) {
  const page = await meetingRoute.loader(routeArgs(new Request(`http://localhost${path}`), videoId));
  return page.analysisStatus;
}

async function stored(id: string) {
  const [row] = await db().select().from(cityVideos).where(eq(cityVideos.id, id));
  return row;
}

async function jobsFor(name: string, videoId: string) {
  const result = (await db().execute(
    sql`select data from pgboss.job where name = ${name} and data->>'videoId' = ${videoId}`,
  )) as unknown as { rows: { data: { videoId: string; force: boolean } }[] };
  return result.rows.map((row) => row.data);
}

async function pageHtml(path: string, cookie?: string): Promise<string> {
  const response = await fetch(`${server.origin}${path}`, { headers: cookie ? { cookie } : {} });
  expect(response.status, path).toBe(200);
  return response.text();
}

describe("Re-Analyze Meeting", () => {
  it("queues the analysis job and answers at once; the admin follows it until the job replaces the analysis", async () => {
    const { video, path } = await analysedMeeting();
    // Only admins: a member is refused and a visitor sent to sign in, as before, and neither queues anything.
    expect(await refusalStatus(reanalyze(path, video.id, memberCookie))).toBe(403);
    expect(await refusalStatus(reanalyze(path, video.id))).toBe(302);
    expect(await jobsFor("analyze", video.id)).toEqual([]);

    expect(await reanalyze(path, video.id, adminCookie)).toEqual({
      ok: true,
      toast: { title: REANALYSIS_QUEUED },
    });
    expect(await jobsFor("analyze", video.id)).toEqual([{ videoId: video.id, force: true }]);
    expect((await getStep({ videoId: video.id, step: "analysis" }))?.state).toBe("queued");
    // Nothing is written before the job runs: the earlier analysis is what everyone reads meanwhile.
    const waiting = await stored(video.id);
    expect(waiting?.analysisResults).toEqual(EARLIER_ANALYSIS);
    expect(waiting?.analyzedAt).toEqual(EARLIER_ANALYZED_AT);
    const adminWaiting = await pageHtml(path, adminCookie);
    expect(adminWaiting).toContain(ANALYZING_MEETING);
    expect(adminWaiting).toContain(FOLLOWS_PROGRESS_ATTRIBUTE);
    expect(adminWaiting).toContain(EARLIER_ANALYSIS.summary);
    const readerWaiting = await pageHtml(path);
    expect(readerWaiting).not.toContain(ANALYZING_MEETING);
    expect(readerWaiting).toContain(EARLIER_ANALYSIS.summary);

    expect(await runWaitingJobs(queue(), [analyzeJob])).toBe(1);
    const replaced = await stored(video.id);
    expect(replaced?.analyzedAt?.getTime()).toBeGreaterThan(EARLIER_ANALYZED_AT.getTime());
    expect(replaced?.analysisResults?.summary).toBeTruthy();
    expect(replaced?.analysisResults?.summary).not.toBe(EARLIER_ANALYSIS.summary);
    expect((await getStep({ videoId: video.id, step: "analysis" }))?.state).toBe("done");
    // The story written from the earlier analysis is rewritten from the new one.
    expect(await jobsFor("write-story", video.id)).toEqual([{ videoId: video.id, force: true }]);
    const adminDone = await pageHtml(path, adminCookie);
    expect(adminDone).not.toContain(ANALYZING_MEETING);
    expect(adminDone).not.toContain(EARLIER_ANALYSIS.summary);
  });

  it("leaves the analysis in place when the queued run fails, and tells the admin why", async () => {
    const { video, path } = await analysedMeeting();
    expect(answerOf(await reanalyze(path, video.id, adminCookie)).data).toMatchObject({ ok: true });
    // The transcript was cut short after the press: the run fails for good.
    await db().update(cityVideos).set({ transcript: "Too short." }).where(eq(cityVideos.id, video.id));

    expect(await runWaitingJobs(queue(), [analyzeJob])).toBe(1);
    const after = await stored(video.id);
    expect(after?.analysisResults).toEqual(EARLIER_ANALYSIS);
    expect(after?.analyzedAt).toEqual(EARLIER_ANALYZED_AT);
    const step = await getStep({ videoId: video.id, step: "analysis" });
    expect(step).toMatchObject({ state: "failed", lastError: TRANSCRIPT_TOO_SHORT });
    const adminPage = await pageHtml(path, adminCookie);
    expect(adminPage).toContain(analysisFailedMessage(TRANSCRIPT_TOO_SHORT));
    expect(adminPage).toContain(EARLIER_ANALYSIS.summary);
    expect(adminPage).not.toContain(ANALYZING_MEETING);
  });

  it("stops following the run once its analysis is saved, before its step says done", async () => {
    const { video, path } = await analysedMeeting();
    await reanalyze(path, video.id, adminCookie);
    // The job's own steps, one at a time: it marks the step running, saves the analysis, then marks the step done.
    await markStep({ videoId: video.id, step: "analysis", state: "running" });
    expect(await analysisStatusOf(path, video.id)).toEqual({ state: "running" });
    await analyzeMeeting({ videoId: video.id });
    expect(await analysisStatusOf(path, video.id)).toEqual({ state: "ready" });
  });

  it("refuses a meeting with no transcript to analyse, and an unknown one, before queuing anything", async () => {
    const { video, path } = await analysedMeeting({ transcript: null });
    expect(answerOf(await reanalyze(path, video.id, adminCookie))).toMatchObject({
      status: 400,
      data: { ok: false, error: analysisFailedMessage(TRANSCRIPT_REQUIRED) },
    });
    const unknownId = "0b7c1b2e-4d44-4c59-9b0e-3f1f5f3a9d11";
    expect(answerOf(await reanalyze(`/meeting/${unknownId}`, unknownId, adminCookie))).toMatchObject({
      status: 404,
      data: { ok: false, error: VIDEO_NOT_FOUND_FOR_ANALYSIS },
    });
    expect(await jobsFor("analyze", video.id)).toEqual([]);
    expect(await getStep({ videoId: video.id, step: "analysis" })).toBeUndefined();
    expect((await stored(video.id))?.analysisResults).toEqual(EARLIER_ANALYSIS);
  });
});
