// Writes the demo data set (cities, sources, meetings with transcripts, the business directory and two accounts) in
// one transaction, at most once per database. The meetings' analyses and stories are not written here: the seed
// hands transcripts to the pipeline, whose own jobs write them with the product's engine, grounding and review
// rules, as for any meeting (ADR 0035).
import { eq } from "drizzle-orm";
import {
  accounts,
  appState,
  businessCategories,
  businessListings,
  cities,
  citiesUrls,
  cityUrls,
  cityVideos,
  profiles,
  transcriptSegments,
  userRoles,
  users,
} from "#db/schema";
import { activeEngine } from "~/features/analysis/analysis.server";
import { analyzeJob } from "~/features/analysis/analyze.job.server";
import { extractMemoryJob } from "~/features/memory/extract-memory.job.server";
import { onTranscriptSaved } from "~/features/pipeline/pipeline.server";
import { writeStoryJob } from "~/features/stories/write-story.job.server";
import type { Database } from "~/lib/db.server";
import { queue, runWaitingJobs } from "~/lib/jobs.server";
import { buildDemoAccounts, type DemoCredential, type SeedAccount } from "./accounts";
import { BUSINESS_CATEGORIES, buildDemoBusinesses } from "./businesses";
import { CITY_SEEDS, LIVE_CITY_SEEDS } from "./cities";
import { buildDemoVideos, type SeedVideo } from "./meeting-videos";
import { createRandom, type Random, randomUuid } from "./random";
import { DEMO_SEED_STATE_KEY, isDemoSeeded } from "./seed-state";

export type SeedSummary = {
  cities: number;
  sources: number;
  videos: number;
  segments: number;
  listings: number;
  users: number;
  /** Meetings whose transcript was handed to the pipeline for analysis and a story. */
  queuedForAnalysis: number;
};

/** Rows per insert statement, well under PostgreSQL's limit of 65,535 bound parameters. */
const INSERT_CHUNK_SIZE = 500;

type Transaction = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

async function insertInChunks<Row>(
  rows: readonly Row[],
  insert: (chunk: Row[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK_SIZE) {
    await insert(rows.slice(start, start + INSERT_CHUNK_SIZE));
  }
}

function requireId(ids: ReadonlyMap<string, string>, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo seed: no id for "${key}"`);
  return id;
}

/** Cities, their sources and the links between them; returns the ids by city key and by source key. */
async function insertCitiesAndSources(tx: Transaction, random: Random) {
  const cityIds = new Map<string, string>();
  const sourceIds = new Map<string, string>();
  for (const city of CITY_SEEDS) cityIds.set(city.key, randomUuid(random));
  for (const city of CITY_SEEDS)
    for (const source of city.sources) sourceIds.set(source.key, randomUuid(random));

  await tx.insert(cities).values(
    CITY_SEEDS.map((city) => ({
      id: requireId(cityIds, city.key),
      name: city.name,
      locationKey: city.key,
      state: city.state,
      status: city.status,
      county: city.county,
      description: city.description,
      domain: city.domain,
      primaryColor: city.primaryColor,
      secondaryColor: city.secondaryColor,
      imageUrl: city.imageUrl,
      icon: city.icon,
      tagLine: city.tagLine,
    })),
  );
  const sources = CITY_SEEDS.flatMap((city) => city.sources.map((source) => ({ city, source })));
  await tx.insert(cityUrls).values(
    sources.map(({ source }) => ({
      id: requireId(sourceIds, source.key),
      title: source.title,
      url: source.url,
      contentType: "video",
      sourceType: source.sourceType,
      entityType: source.entityType,
    })),
  );
  await tx.insert(citiesUrls).values(
    sources.map(({ city, source }) => ({
      cityId: requireId(cityIds, city.key),
      urlId: requireId(sourceIds, source.key),
    })),
  );
  return { cityIds, sourceIds, sourceCount: sources.length };
}

/** The meetings and their transcript segments; returns the segment count and the ids handed to the pipeline. */
async function insertVideos(
  tx: Transaction,
  random: Random,
  videos: readonly SeedVideo[],
  ids: { cityIds: ReadonlyMap<string, string>; sourceIds: ReadonlyMap<string, string> },
): Promise<{ segmentCount: number; pipelineVideoIds: string[] }> {
  const rows = videos.map((video) => ({
    id: randomUuid(random),
    cityId: requireId(ids.cityIds, video.cityKey),
    cityUrlsId: requireId(ids.sourceIds, video.sourceKey),
    title: video.title,
    description: video.description,
    transcript: video.transcript,
    transcriptSource: video.transcript === null ? null : "seed",
    videoId: video.videoId,
    videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl,
    channelTitle: video.channelTitle,
    publishedAt: video.publishedAt,
    meetingDate: video.meetingDate,
    // Made-up video ids: pages show the demo poster, not a player that cannot play (ADR 0031).
    isDemo: true,
  }));
  await insertInChunks(rows, (chunk) => tx.insert(cityVideos).values(chunk));

  const segmentRows = videos.flatMap((video, index) =>
    video.segments.map((segment, position) => ({
      videoId: rows[index]?.id ?? "",
      position,
      startSeconds: segment.startSeconds,
      endSeconds: segment.endSeconds,
      speaker: segment.speaker,
      text: segment.text,
    })),
  );
  await insertInChunks(segmentRows, (chunk) => tx.insert(transcriptSegments).values(chunk));
  const pipelineVideoIds = rows.filter((_row, index) => videos[index]?.throughPipeline).map((row) => row.id);
  return { segmentCount: segmentRows.length, pipelineVideoIds };
}

async function insertBusinessDirectory(
  tx: Transaction,
  random: Random,
  cityIds: ReadonlyMap<string, string>,
): Promise<number> {
  const categoryIds = new Map<string, string>();
  const categoryRows = Object.entries(BUSINESS_CATEGORIES).flatMap(([parentCategory, subCategories]) =>
    subCategories.map((subCategory) => {
      const id = randomUuid(random);
      categoryIds.set(`${parentCategory}/${subCategory}`, id);
      return { id, parentCategory, subCategory };
    }),
  );
  await tx.insert(businessCategories).values(categoryRows);

  const listings = buildDemoBusinesses().map((business) => ({
    id: randomUuid(random),
    name: business.name,
    description: business.description,
    streetAddress: business.streetAddress,
    postalCode: business.postalCode,
    telephone: business.telephone,
    website: business.website,
    email: business.email,
    imageUrl: business.imageUrl,
    cityId: requireId(cityIds, business.cityKey),
    businessCategory: requireId(categoryIds, `${business.parentCategory}/${business.subCategory}`),
    listingTier: business.tier,
    businessKey: business.businessKey,
    userEmail: business.tier === "Tier 3" ? null : business.email,
    subscriptionStatus: business.subscriptionStatus,
  }));
  await insertInChunks(listings, (chunk) => tx.insert(businessListings).values(chunk));
  return listings.length;
}

async function insertAccounts(
  tx: Transaction,
  demoAccounts: readonly SeedAccount[],
  cityIds: ReadonlyMap<string, string>,
): Promise<number> {
  const homeCity = LIVE_CITY_SEEDS[0];
  await tx.insert(users).values(
    demoAccounts.map((account) => ({
      id: account.userId,
      name: account.name,
      email: account.email,
      emailVerified: true,
    })),
  );
  await tx.insert(accounts).values(
    demoAccounts.map((account) => ({
      id: account.accountId,
      accountId: account.userId,
      providerId: "credential",
      userId: account.userId,
      password: account.passwordHash,
    })),
  );
  await tx.insert(profiles).values(
    demoAccounts.map((account) => {
      // The member has a home city, so signing in exercises the redirect to it.
      const isMember = account.role === "member" && homeCity !== undefined;
      return {
        id: account.userId,
        username: account.username,
        homeCityKey: isMember ? homeCity.key : null,
        preferences: isMember ? { home_city_id: requireId(cityIds, homeCity.key) } : {},
      };
    }),
  );
  await tx
    .insert(userRoles)
    .values([
      ...demoAccounts.map((account) => ({ userId: account.userId, role: "member" })),
      ...demoAccounts
        .filter((account) => account.role === "admin")
        .map((account) => ({ userId: account.userId, role: "admin" })),
    ]);
  return demoAccounts.length;
}

/** Everything slow or random-salted is prepared before the transaction opens, so it stays short. */
async function prepareSeed(now: Date) {
  const { accounts, credentials } = await buildDemoAccounts();
  return { videos: buildDemoVideos(now), demoAccounts: accounts, demoCredentials: credentials };
}

async function writeSeed(
  tx: Transaction,
  prepared: Awaited<ReturnType<typeof prepareSeed>>,
): Promise<SeedSummary> {
  const random = createRandom("row-ids");
  const { cityIds, sourceIds, sourceCount } = await insertCitiesAndSources(tx, random);
  const { segmentCount, pipelineVideoIds } = await insertVideos(tx, random, prepared.videos, {
    cityIds,
    sourceIds,
  });
  // As a fetched transcript does: the pipeline queues the analysis, in this transaction, and the story follows it.
  for (const videoId of pipelineVideoIds) await onTranscriptSaved({ videoId, replaced: false, executor: tx });
  const listingCount = await insertBusinessDirectory(tx, random, cityIds);
  const userCount = await insertAccounts(tx, prepared.demoAccounts, cityIds);
  return {
    cities: CITY_SEEDS.length,
    sources: sourceCount,
    videos: prepared.videos.length,
    segments: segmentCount,
    listings: listingCount,
    users: userCount,
    queuedForAnalysis: pipelineVideoIds.length,
  };
}

/**
 * Runs the analyses, stories and civic memory (issue #19) the seed queued, here and now, through the pipeline's own job handlers, so the demo
 * opens with them. Only with the offline engine, which takes seconds: with a model configured they wait for the
 * worker like any meeting's, rather than hold the start for many model calls.
 */
async function runQueuedDemoPipeline(): Promise<number> {
  if (activeEngine().name !== "offline") return 0;
  return runWaitingJobs(queue(), [analyzeJob, writeStoryJob, extractMemoryJob]);
}

/**
 * Seeds unless app_state says the demo data is already there. The marker row is claimed first inside the
 * same transaction: a crash rolls back both, and a second process starting at the same moment waits on the
 * marker's primary key and then finds it taken. Needs the job queue started (setCurrentQueue): the meetings'
 * analyses are queued with the data, then run before this returns.
 */
export async function seedDemoDataOnce(
  database: Database,
  options: { now?: Date } = {},
): Promise<{
  seeded: boolean;
  summary?: SeedSummary;
  demoCredentials?: DemoCredential[];
  /** Analysis and story jobs run before returning (none when a model engine is configured: the worker runs them). */
  pipelineJobsRun?: number;
}> {
  if (await isDemoSeeded(database)) return { seeded: false };

  const now = options.now ?? new Date();
  const prepared = await prepareSeed(now);
  const written = await database.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appState)
      .values({ key: DEMO_SEED_STATE_KEY, value: { seededAt: now.toISOString(), inProgress: true } })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (claimed.length === 0) return null;
    const summary = await writeSeed(tx, prepared);
    await tx
      .update(appState)
      .set({ value: { seededAt: now.toISOString(), ...summary }, updatedAt: new Date() })
      .where(eq(appState.key, DEMO_SEED_STATE_KEY));
    return summary;
  });
  if (!written) return { seeded: false };
  const pipelineJobsRun = await runQueuedDemoPipeline();
  return { seeded: true, summary: written, demoCredentials: prepared.demoCredentials, pipelineJobsRun };
}
