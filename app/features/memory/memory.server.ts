// The civic memory service (issue #19, ADR 0043): runs a meeting's extraction after its analysis and stores it,
// replacing what an earlier run stored (never duplicating it), and links later meetings' lines to earlier promises.
import { and, asc, eq, isNull, lt, ne } from "drizzle-orm";
import { cityVideos, memoryCommitments, memoryDecisions, memoryExtractions, memoryVotes } from "#db/schema";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { loadSegments } from "~/features/analysis/analysis.server";
import {
  extractMeetingMemory,
  findFollowUp,
  meetingDateOf,
  memoryEngineId,
} from "~/features/analysis/memory-extraction.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

export type MemoryRun =
  | { skipped: true; reason: "no-video" | "no-analysis" }
  | {
      skipped: false;
      decisions: number;
      votes: number;
      commitments: number;
      droppedItems: number;
      followUps: number;
    };

/** "2026-02-27" for a day, or null. */
function isoDay(date: Date | null): string | null {
  return date ? date.toISOString().slice(0, 10) : null;
}

/**
 * Extracts one meeting's decisions, votes and commitments and stores them in one transaction, in place of what an
 * earlier run stored. A follow-up already linked to a promise said again word for word is kept. Then the meeting's
 * lines are offered to the city's earlier open promises as follow-ups.
 */
export async function extractMemoryForVideo(options: { videoId: string }): Promise<MemoryRun> {
  const [video] = await db()
    .select({
      id: cityVideos.id,
      cityId: cityVideos.cityId,
      title: cityVideos.title,
      description: cityVideos.description,
      transcript: cityVideos.transcript,
      analysisResults: cityVideos.analysisResults,
      publishedAt: cityVideos.publishedAt,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video) return { skipped: true, reason: "no-video" };
  if (!video.analysisResults || !readAnalysisResults(video.analysisResults))
    return { skipped: true, reason: "no-analysis" };
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const memory = await extractMeetingMemory({
    title: video.title,
    description: video.description,
    segments,
    analysis: video.analysisResults,
    publishedAt: video.publishedAt,
  });
  const meetingDate = isoDay(meetingDateOf({ ...video }));
  let votes = 0;
  await db().transaction(async (tx) => {
    const earlier = await tx
      .select({
        quote: memoryCommitments.quote,
        followUpVideoId: memoryCommitments.followUpVideoId,
        followUpSeconds: memoryCommitments.followUpSeconds,
        followUpQuote: memoryCommitments.followUpQuote,
        followUpBy: memoryCommitments.followUpBy,
      })
      .from(memoryCommitments)
      .where(eq(memoryCommitments.videoId, video.id));
    const followUps = new Map(earlier.filter((row) => row.followUpVideoId).map((row) => [row.quote, row]));
    await tx.delete(memoryDecisions).where(eq(memoryDecisions.videoId, video.id));
    await tx.delete(memoryCommitments).where(eq(memoryCommitments.videoId, video.id));
    for (const [position, decision] of memory.decisions.entries()) {
      const [row] = await tx
        .insert(memoryDecisions)
        .values({
          videoId: video.id,
          cityId: video.cityId,
          position,
          item: decision.item,
          motion: decision.motion,
          mover: decision.mover,
          seconder: decision.seconder,
          outcome: decision.outcome,
          tally: decision.tally,
          procedural: decision.procedural,
          quote: decision.quote,
          startSeconds: decision.seconds,
          meetingDate,
        })
        .returning({ id: memoryDecisions.id });
      if (row && decision.votes.length > 0) {
        votes += decision.votes.length;
        await tx.insert(memoryVotes).values(
          decision.votes.map((vote) => ({
            decisionId: row.id,
            member: vote.member,
            vote: vote.vote,
            quote: vote.quote,
            startSeconds: vote.seconds,
          })),
        );
      }
    }
    if (memory.commitments.length > 0)
      await tx.insert(memoryCommitments).values(
        memory.commitments.map((commitment, position) => {
          const kept = followUps.get(commitment.quote);
          return {
            videoId: video.id,
            cityId: video.cityId,
            position,
            description: commitment.description,
            responsible: commitment.responsible,
            dueText: commitment.dueText,
            dueDate: commitment.dueDate,
            quote: commitment.quote,
            startSeconds: commitment.seconds,
            meetingDate,
            followUpVideoId: kept?.followUpVideoId ?? null,
            followUpSeconds: kept?.followUpSeconds ?? null,
            followUpQuote: kept?.followUpQuote ?? null,
            followUpBy: kept?.followUpBy ?? null,
          };
        }),
      );
    const counts = {
      engine: memoryEngineId(env().LLM_MODEL),
      decisions: memory.decisions.length,
      votes,
      commitments: memory.commitments.length,
      droppedItems: memory.droppedItems,
      extractedAt: new Date(),
    };
    await tx
      .insert(memoryExtractions)
      .values({ videoId: video.id, ...counts })
      .onConflictDoUpdate({ target: memoryExtractions.videoId, set: counts });
  });
  if (memory.droppedItems > 0)
    logger.info({ videoId: video.id, droppedItems: memory.droppedItems }, "ungrounded memory items dropped");
  const followUps = meetingDate
    ? await linkFollowUps({ videoId: video.id, cityId: video.cityId, meetingDate, segments })
    : 0;
  return {
    skipped: false,
    decisions: memory.decisions.length,
    votes,
    commitments: memory.commitments.length,
    droppedItems: memory.droppedItems,
    followUps,
  };
}

/** The engine links this meeting's reporting-back lines to the city's earlier open promises. */
async function linkFollowUps(options: {
  videoId: string;
  cityId: string;
  meetingDate: string;
  segments: Parameters<typeof findFollowUp>[1];
}): Promise<number> {
  const open = await db()
    .select({ id: memoryCommitments.id, description: memoryCommitments.description })
    .from(memoryCommitments)
    .where(
      and(
        eq(memoryCommitments.cityId, options.cityId),
        ne(memoryCommitments.videoId, options.videoId),
        isNull(memoryCommitments.followUpVideoId),
        lt(memoryCommitments.meetingDate, options.meetingDate),
      ),
    )
    .orderBy(asc(memoryCommitments.meetingDate));
  let linked = 0;
  for (const commitment of open) {
    const line = findFollowUp(commitment.description, options.segments);
    if (!line) continue;
    await db()
      .update(memoryCommitments)
      .set({
        followUpVideoId: options.videoId,
        followUpSeconds: line.seconds,
        followUpQuote: line.quote,
        followUpBy: "engine",
      })
      .where(and(eq(memoryCommitments.id, commitment.id), isNull(memoryCommitments.followUpVideoId)));
    linked++;
  }
  return linked;
}
