// Civic memory extraction (issue #19): the job queued after an analysis, decisions with roll-call votes and dated
// commitments on a fixture transcript (offline engine), every stored quote said verbatim, re-runs that replace and
// never duplicate, and an engine follow-up from a later meeting.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityVideos, memoryCommitments, memoryDecisions, memoryExtractions, memoryVotes } from "#db/schema";
import { analyzeMeeting } from "~/features/analysis/analysis.server";
import { extractMemoryJob } from "~/features/memory/extract-memory.job.server";
import { extractMemoryForVideo } from "~/features/memory/memory.server";
import { database, db } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { analysedMeeting } from "../factories/analysed-meetings";
import { createCity, createVideo } from "../factories/cities";
import {
  FOLLOW_UP_MEETING_DATE,
  FOLLOW_UP_MEETING_TITLE,
  followUpSegments,
  MEMORY_MEETING_DATE,
  MEMORY_MEETING_TITLE,
  rollCallSegments,
} from "../factories/transcripts-for-memory";

let queue: Queue;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
});

afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

async function storedMemory(videoId: string) {
  const decisions = await db().select().from(memoryDecisions).where(eq(memoryDecisions.videoId, videoId));
  const votes = decisions.length
    ? (await db().select().from(memoryVotes)).filter((vote) =>
        decisions.some((d) => d.id === vote.decisionId),
      )
    : [];
  const commitments = await db()
    .select()
    .from(memoryCommitments)
    .where(eq(memoryCommitments.videoId, videoId));
  const [extraction] = await db()
    .select()
    .from(memoryExtractions)
    .where(eq(memoryExtractions.videoId, videoId));
  return { decisions, votes, commitments, extraction };
}

function folded(text: string) {
  return text.toLowerCase().replace(/\s+/g, " ");
}

describe("the extract-memory job", () => {
  it("is queued when an analysis is saved", async () => {
    const city = await createCity();
    const video = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    const jobs = await database().executeSql(
      `select count(*)::int as total from pgboss.job where name = 'extract-memory' and data->>'videoId' = '${video.id}'`,
    );
    expect(jobs.rows[0]).toEqual({ total: 1 });
  });

  it("stores the decisions, the roll call's votes and the dated promises, each quote said word for word", async () => {
    const city = await createCity();
    const video = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    const run = await extractMemoryJob.handle({ videoId: video.id }, { jobId: "test", retryCount: 0 });
    expect(run).toMatchObject({ skipped: false, droppedItems: 0 });

    const memory = await storedMemory(video.id);
    const contract = memory.decisions.find(
      (decision) => decision.outcome === "passed" && !decision.procedural,
    );
    expect(contract).toMatchObject({ tally: "4-1", meetingDate: "2026-03-02" });
    // The roll call and its result: the moment the decision was made.
    expect(contract?.startSeconds).toBeGreaterThanOrEqual(155);
    expect(
      memory.votes
        .map((vote) => [vote.member, vote.vote])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ["Bergstrom", "yes"],
      ["Natarajan", "yes"],
      ["Okafor", "no"],
      ["Ruiz", "yes"],
      ["Whitaker", "yes"],
    ]);

    const byDue = Object.fromEntries(memory.commitments.map((c) => [c.dueText, c]));
    expect(byDue["within 60 days"]).toMatchObject({
      responsible: "City staff",
      dueDate: "2026-05-01",
      startSeconds: 110,
    });
    expect(byDue["by April 1"]).toMatchObject({
      responsible: "City Manager Dana Whitfield",
      dueDate: "2026-04-01",
    });
    // "If we had more money we would fix every street" is a wish, not a promise.
    expect(memory.commitments).toHaveLength(2);

    const transcript = folded(
      rollCallSegments()
        .map((segment) => segment.text)
        .join(" "),
    );
    for (const quote of [
      ...memory.decisions.map((d) => d.quote),
      ...memory.votes.map((v) => v.quote),
      ...memory.commitments.map((c) => c.quote),
    ])
      expect(transcript).toContain(folded(quote));
    expect(memory.extraction).toMatchObject({ engine: "offline", commitments: 2, votes: 5, droppedItems: 0 });
  });

  it("replaces a meeting's rows when it runs again, never duplicating them", async () => {
    const city = await createCity();
    const video = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    await extractMemoryForVideo({ videoId: video.id });
    const first = await storedMemory(video.id);
    await analyzeMeeting({ videoId: video.id });
    await extractMemoryForVideo({ videoId: video.id });
    const second = await storedMemory(video.id);
    expect(second.decisions).toHaveLength(first.decisions.length);
    expect(second.votes).toHaveLength(first.votes.length);
    expect(second.commitments).toHaveLength(first.commitments.length);
  });

  it("bumps the page content version when a meeting's memory is written, so cached pages are not served stale", async () => {
    const city = await createCity();
    const video = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    const version = async () =>
      Number(
        (await database().executeSql("select version from page_content_version where id = 1")).rows[0]
          ?.version,
      );
    const before = await version();
    await extractMemoryForVideo({ videoId: video.id });
    expect(await version()).toBeGreaterThan(before);
  });

  it("skips a meeting without an analysis", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { analysisResults: null });
    expect(await extractMemoryForVideo({ videoId: video.id })).toEqual({
      skipped: true,
      reason: "no-analysis",
    });
  });

  it("links a later meeting's report back to the promise, and keeps the link when the promise is re-extracted", async () => {
    const city = await createCity();
    const promised = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    await extractMemoryForVideo({ videoId: promised.id });
    const later = await analysedMeeting(
      city.id,
      FOLLOW_UP_MEETING_TITLE,
      followUpSegments(),
      FOLLOW_UP_MEETING_DATE,
    );
    const run = await extractMemoryForVideo({ videoId: later.id });
    expect(run).toMatchObject({ followUps: 1 });

    const linked = async () =>
      (await storedMemory(promised.id)).commitments.find((c) => c.dueText === "within 60 days");
    expect(await linked()).toMatchObject({
      followUpVideoId: later.id,
      followUpSeconds: 40,
      followUpBy: "engine",
      followUpQuote: expect.stringContaining("maintenance plan for the Riverside Park restrooms"),
    });
    // The lighting promise shares too few words with the report: it stays open.
    expect(
      (await storedMemory(promised.id)).commitments.find((c) => c.dueText === "by April 1"),
    ).toMatchObject({
      followUpVideoId: null,
    });

    await extractMemoryForVideo({ videoId: promised.id });
    expect(await linked()).toMatchObject({ followUpVideoId: later.id });
  });

  it("loses nothing when the meeting is deleted: its rows go with it", async () => {
    const city = await createCity();
    const video = await analysedMeeting(
      city.id,
      MEMORY_MEETING_TITLE,
      rollCallSegments(),
      MEMORY_MEETING_DATE,
    );
    await extractMemoryForVideo({ videoId: video.id });
    await db().delete(cityVideos).where(eq(cityVideos.id, video.id));
    const memory = await storedMemory(video.id);
    expect(memory.decisions).toHaveLength(0);
    expect(memory.commitments).toHaveLength(0);
  });
});
