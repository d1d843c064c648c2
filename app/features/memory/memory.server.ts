// The civic memory service (issue #19, ADR 0043): runs a meeting's extraction after its analysis and stores it,
// replacing what an earlier run stored (never duplicating it), and links later meetings' lines to earlier promises.
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, lte, ne, or, type SQL } from "drizzle-orm";
import {
  cityUrls,
  cityVideos,
  memoryCommitments,
  memoryDecisions,
  memoryExtractions,
  memoryVotes,
} from "#db/schema";
import { meetingBody } from "~/features/alerts/alerts.server";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { loadSegments } from "~/features/analysis/analysis.server";
import {
  type CommitmentStatus,
  commitmentStatus,
  extractMeetingMemory,
  findFollowUp,
  indexTranscript,
  memoryEngineId,
} from "~/features/analysis/memory-extraction.server";
import { type CityViewer, getCityByLocationKey } from "~/features/cities/cities.server";
import { meetingDayOf } from "~/features/meetings/meeting-facts.server";
import { type RssItem, rssFeedXml } from "~/features/stories/stories.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { absoluteUrl, cityPath, meetingMomentPath } from "~/lib/meeting-paths";
import type { CommitmentItem, DecisionItem } from "./components/memory-lists";
import {
  COMMITMENT_NOT_FOUND,
  DUE_LABEL,
  FOLLOW_UP_MEETING_INVALID,
  FOLLOW_UP_NOT_SAID,
  OVERDUE_FEED_DESCRIPTION,
  OVERDUE_FEED_ITEM,
  OVERDUE_FEED_TITLE,
} from "./memory.copy";
import type { DecisionsQuery } from "./memory.schema";

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

type DecisionFields = Pick<
  DecisionRow,
  "item" | "motion" | "mover" | "seconder" | "outcome" | "tally" | "procedural" | "quote"
>;

/** What a decision says, as extracted, stored and shown alike. */
function decisionFields(decision: DecisionFields): DecisionFields {
  const { item, motion, mover, seconder, outcome, tally, procedural, quote } = decision;
  return { item, motion, mover, seconder, outcome, tally, procedural, quote };
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
      meetingDate: cityVideos.meetingDate,
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
    meetingDate: meetingDayOf(video),
  });
  const meetingDate = meetingDayOf(video);
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
          ...decisionFields(decision),
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

// ---- the pages: a city's decisions and commitments, a meeting's own, and the overdue feed ----

export type MemoryCity = { id: string; name: string; state: string; locationKey: string };

export type DecisionRow = DecisionItem & {
  videoId: string;
  mover: string | null;
  seconder: string | null;
  procedural: boolean;
  body: string | null;
};

export type MonthCount = { month: string; passed: number; failed: number };

export type CityDecisionsPage = {
  city: MemoryCity;
  decisions: DecisionRow[];
  bodies: string[];
  months: MonthCount[];
  query: DecisionsQuery;
};

/** The most decisions a page lists (the chart counts them all). */
export const DECISIONS_PAGE_LIMIT = 200;

async function cityFor(locationKey: string, viewer: CityViewer): Promise<MemoryCity | null> {
  const city = await getCityByLocationKey({ locationKey, viewer });
  return city ? { id: city.id, name: city.name, state: city.state, locationKey: city.locationKey } : null;
}

/** Decisions of one city's meetings or of one meeting, newest meeting first, each with its roll call. */
async function decisionRows(where: SQL, locationKey: string): Promise<DecisionRow[]> {
  const rows = await db()
    .select({
      decision: memoryDecisions,
      meetingTitle: cityVideos.title,
      entityType: cityUrls.entityType,
    })
    .from(memoryDecisions)
    .innerJoin(cityVideos, eq(cityVideos.id, memoryDecisions.videoId))
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(where)
    .orderBy(desc(memoryDecisions.meetingDate), asc(memoryDecisions.videoId), asc(memoryDecisions.position));
  const ids = rows.map((row) => row.decision.id);
  const votes = ids.length
    ? await db()
        .select()
        .from(memoryVotes)
        .where(inArray(memoryVotes.decisionId, ids))
        .orderBy(asc(memoryVotes.startSeconds))
    : [];
  return rows.map(({ decision, meetingTitle, entityType }) => ({
    id: decision.id,
    videoId: decision.videoId,
    ...decisionFields(decision),
    meetingDate: decision.meetingDate,
    meetingTitle,
    body: meetingBody(meetingTitle, entityType),
    momentPath: meetingMomentPath(locationKey, decision.videoId, decision.startSeconds),
    votes: votes
      .filter((vote) => vote.decisionId === decision.id)
      .map((vote) => ({
        member: vote.member,
        vote: vote.vote,
        momentPath: meetingMomentPath(locationKey, decision.videoId, vote.startSeconds),
      })),
  }));
}

/** Per month ("2026-03"), how many decisions passed and failed, oldest month first. */
export function decisionsPerMonth(
  decisions: readonly Pick<DecisionRow, "meetingDate" | "outcome">[],
): MonthCount[] {
  const months = new Map<string, MonthCount>();
  for (const decision of decisions) {
    if (!decision.meetingDate) continue;
    const month = decision.meetingDate.slice(0, 7);
    const count = months.get(month) ?? { month, passed: 0, failed: 0 };
    // The chart counts votes that settled a matter; a tabled, continued or withdrawn item is neither.
    if (decision.outcome === "passed" || decision.outcome === "failed") count[decision.outcome]++;
    months.set(month, count);
  }
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
}

/**
 * /city/{key}/decisions: the city's decisions filtered by body, topic, outcome and meeting dates. `topicFilter` is
 * given the city and the words typed; when it answers (they name a real topic, ADR 0046) its test replaces the
 * words filter.
 */
export async function getCityDecisionsPage(options: {
  locationKey: string;
  viewer: CityViewer;
  query: DecisionsQuery;
  topicFilter?: (cityId: string, topic: string) => Promise<((decision: DecisionRow) => boolean) | null>;
}): Promise<CityDecisionsPage | null> {
  const city = await cityFor(options.locationKey, options.viewer);
  if (!city) return null;
  const { query } = options;
  const aboutTopic =
    query.topic && options.topicFilter ? await options.topicFilter(city.id, query.topic) : null;
  const topic = query.topic && !aboutTopic ? `%${query.topic.replace(/[\\%_]/g, "\\$&")}%` : null;
  const all = await decisionRows(
    and(
      eq(memoryDecisions.cityId, city.id),
      query.outcome ? eq(memoryDecisions.outcome, query.outcome) : undefined,
      query.from ? gte(memoryDecisions.meetingDate, query.from) : undefined,
      query.to ? lte(memoryDecisions.meetingDate, query.to) : undefined,
      topic
        ? or(
            ilike(memoryDecisions.item, topic),
            ilike(memoryDecisions.motion, topic),
            ilike(cityVideos.title, topic),
          )
        : undefined,
    ) as SQL,
    city.locationKey,
  );
  const inTopic = aboutTopic ? all.filter(aboutTopic) : all;
  const bodies = [...new Set(inTopic.flatMap((decision) => (decision.body ? [decision.body] : [])))].sort();
  const decisions = query.body ? inTopic.filter((decision) => decision.body === query.body) : inTopic;
  return {
    city,
    decisions: decisions.slice(0, DECISIONS_PAGE_LIMIT),
    bodies,
    months: decisionsPerMonth(decisions),
    query,
  };
}

export type CommitmentRow = CommitmentItem & {
  meetingDate: string | null;
  followUp: (NonNullable<CommitmentItem["followUp"]> & { by: "engine" | "admin" | null }) | null;
};

/** The day in UTC, as the due dates are stored. */
export function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

async function commitmentRows(where: SQL, locationKey: string, today: string): Promise<CommitmentRow[]> {
  const rows = await db()
    .select({ commitment: memoryCommitments, meetingTitle: cityVideos.title })
    .from(memoryCommitments)
    .innerJoin(cityVideos, eq(cityVideos.id, memoryCommitments.videoId))
    .where(where)
    .orderBy(
      asc(memoryCommitments.dueDate),
      desc(memoryCommitments.meetingDate),
      asc(memoryCommitments.position),
    );
  return rows.map(({ commitment, meetingTitle }) => ({
    id: commitment.id,
    description: commitment.description,
    responsible: commitment.responsible,
    dueText: commitment.dueText,
    dueDate: commitment.dueDate,
    quote: commitment.quote,
    meetingTitle,
    meetingDate: commitment.meetingDate,
    status: commitmentStatus(commitment, today),
    promisePath: meetingMomentPath(locationKey, commitment.videoId, commitment.startSeconds),
    followUp: commitment.followUpVideoId
      ? {
          path: meetingMomentPath(locationKey, commitment.followUpVideoId, commitment.followUpSeconds ?? 0),
          quote: commitment.followUpQuote,
          by: commitment.followUpBy,
        }
      : null,
  }));
}

const STATUS_ORDER: Record<CommitmentStatus, number> = { overdue: 0, open: 1, fulfilled: 2 };

/** Overdue first (longest overdue first), then open (soonest due first, undated last), then fulfilled. */
export function orderCommitments<Row extends Pick<CommitmentRow, "status" | "dueDate">>(
  rows: readonly Row[],
): Row[] {
  return [...rows].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      (a.dueDate ?? "9999").localeCompare(b.dueDate ?? "9999"),
  );
}

/** /city/{key}/commitments: overdue promises first, then open, then fulfilled. */
export async function getCityCommitmentsPage(options: {
  locationKey: string;
  viewer: CityViewer;
  today?: string;
}): Promise<{ city: MemoryCity; commitments: CommitmentRow[] } | null> {
  const city = await cityFor(options.locationKey, options.viewer);
  if (!city) return null;
  const rows = await commitmentRows(
    eq(memoryCommitments.cityId, city.id),
    city.locationKey,
    options.today ?? todayIso(),
  );
  return { city, commitments: orderCommitments(rows) };
}

/** A meeting's own decisions and promises, for its page. */
export async function getMeetingMemory(options: {
  videoId: string;
  locationKey: string;
  today?: string;
}): Promise<{ decisions: DecisionRow[]; commitments: CommitmentRow[] }> {
  const [decisions, commitments] = await Promise.all([
    decisionRows(eq(memoryDecisions.videoId, options.videoId), options.locationKey),
    commitmentRows(
      eq(memoryCommitments.videoId, options.videoId),
      options.locationKey,
      options.today ?? todayIso(),
    ),
  ]);
  return { decisions, commitments };
}

/** The most items the overdue feed carries. */
const OVERDUE_FEED_LIMIT = 50;

/**
 * The city's overdue promises as RSS 2.0, newest overdue first: an item's date is the day it became overdue (the
 * day after its due date), so a reader's feed shows each one as it turns overdue.
 */
export async function buildOverdueFeed(options: {
  locationKey: string;
  viewer: CityViewer;
  publicUrl: string;
  today?: string;
}): Promise<string | null> {
  const page = await getCityCommitmentsPage(options);
  if (!page) return null;
  const { city } = page;
  const overdue = page.commitments
    .filter((row) => row.status === "overdue")
    .sort((a, b) => (b.dueDate ?? "").localeCompare(a.dueDate ?? ""))
    .slice(0, OVERDUE_FEED_LIMIT);
  const overdueSince = (due: string) => new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000);
  const items: RssItem[] = overdue.map((row) => ({
    title: OVERDUE_FEED_ITEM(row.responsible, row.description),
    link: absoluteUrl(options.publicUrl, row.promisePath),
    guid: `commitment:${row.id}`,
    pubDate: overdueSince(row.dueDate ?? ""),
    description: `${DUE_LABEL(row.dueDate ?? "")}. “${row.quote}” (${row.meetingTitle})`,
  }));
  return rssFeedXml(
    {
      title: OVERDUE_FEED_TITLE(city.name),
      link: absoluteUrl(options.publicUrl, commitmentsPath(city.locationKey)),
      selfUrl: absoluteUrl(options.publicUrl, overdueFeedPath(city.locationKey)),
      description: OVERDUE_FEED_DESCRIPTION(city.name),
      lastBuildDate: items[0]?.pubDate,
    },
    items,
  );
}

export function decisionsPath(locationKey: string): string {
  return `${cityPath(locationKey)}/decisions`;
}

export function commitmentsPath(locationKey: string): string {
  return `${cityPath(locationKey)}/commitments`;
}

export function overdueFeedPath(locationKey: string): string {
  return `${commitmentsPath(locationKey)}/overdue.xml`;
}

// ---- an admin links a follow-up by hand ----

/**
 * An admin marks a promise as reported back on at a later meeting's moment. The line must be said there: the quote
 * is located in that meeting's transcript (the grounding verifier), and the moment is the second it was said.
 */
export async function linkFollowUpByAdmin(options: {
  commitmentId: string;
  videoId: string;
  quote: string;
}): Promise<void> {
  const [commitment] = await db()
    .select({
      id: memoryCommitments.id,
      cityId: memoryCommitments.cityId,
      videoId: memoryCommitments.videoId,
    })
    .from(memoryCommitments)
    .where(eq(memoryCommitments.id, options.commitmentId));
  if (!commitment) throw new AppError("NOT_FOUND", COMMITMENT_NOT_FOUND);
  const [video] = await db()
    .select({ id: cityVideos.id, cityId: cityVideos.cityId, transcript: cityVideos.transcript })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  if (!video || video.cityId !== commitment.cityId || video.id === commitment.videoId)
    throw new AppError("BAD_REQUEST", FOLLOW_UP_MEETING_INVALID);
  const segments = await loadSegments(video.id, video.transcript ?? "");
  const index = indexTranscript(segments);
  const position = index.locate(options.quote);
  if (position < 0) throw new AppError("BAD_REQUEST", FOLLOW_UP_NOT_SAID);
  await db()
    .update(memoryCommitments)
    .set({
      followUpVideoId: video.id,
      followUpSeconds: index.segments[position]?.startSeconds ?? 0,
      followUpQuote: options.quote.trim(),
      followUpBy: "admin",
    })
    .where(eq(memoryCommitments.id, commitment.id));
}

/** An admin takes a follow-up link back (the engine's or their own): the promise is open again. */
export async function unlinkFollowUpByAdmin(options: { commitmentId: string }): Promise<void> {
  const updated = await db()
    .update(memoryCommitments)
    .set({ followUpVideoId: null, followUpSeconds: null, followUpQuote: null, followUpBy: null })
    .where(eq(memoryCommitments.id, options.commitmentId))
    .returning({ id: memoryCommitments.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", COMMITMENT_NOT_FOUND);
}
