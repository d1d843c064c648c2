// The sources service: listing a source's videos (YouTube, feeds, media links) and refreshing them into a city.
import { and, eq, type SQL, sql } from "drizzle-orm";
import { cities, citiesUrls, cityUrls, cityVideos } from "#db/schema";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { onVideosDiscovered } from "~/features/pipeline/pipeline.server";
import type { Viewer } from "~/features/shell/viewer";
import { AppError, isAppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { listFeedOrMediaVideos } from "./rss-feed.server";
import type { SourceListing, SourceVideo } from "./source-video";
import { UPSERT_CHUNK_SIZE } from "./sources.constants";
import { AUTHENTICATION_REQUIRED_TO_REFRESH, SOURCES_COPY } from "./sources.copy";
import type { FetchYoutubeVideosBody } from "./sources.schema";
import { listYoutubeApiVideos, youtubeApiConfig } from "./youtube-data-api.server";
import { listYoutubeFeedVideos } from "./youtube-feed.server";
import { parseYoutubeUrl } from "./youtube-url";

/** Errors are stored for admins to read; a huge upstream message is cut short. */
const MAX_REFRESH_ERROR_LENGTH = 2000;

/**
 * The videos at a source address, choosing how to read it: YouTube through the Data API when a key is set,
 * else its public feed; any other address as an RSS/Atom feed, else as a single media file.
 */
export async function listSourceVideos(options: {
  url: string;
  knownVideoIds?: ReadonlySet<string>;
}): Promise<SourceListing> {
  const knownVideoIds = options.knownVideoIds ?? new Set<string>();
  const target = parseYoutubeUrl(options.url);
  if (target) {
    const config = youtubeApiConfig();
    if (config) return { videos: await listYoutubeApiVideos({ config, target, knownVideoIds }) };
    const videos = await listYoutubeFeedVideos({ target });
    return target.kind === "video" ? { videos } : { videos, note: SOURCES_COPY.feedOnlyNote };
  }
  return { videos: await listFeedOrMediaVideos({ url: options.url }) };
}

export type RefreshResult = {
  /** city_videos ids of the videos this refresh added, for the pipeline to pick up. */
  newVideoIds: string[];
  /** Videos already stored that this refresh listed again (details brought up to date). */
  updated: number;
  /** How many videos the source listed this time. */
  total: number;
  note?: string;
};

async function loadSource(sourceId: string) {
  const [source] = await db()
    .select({ id: cityUrls.id, url: cityUrls.url, cityId: citiesUrls.cityId })
    .from(cityUrls)
    .leftJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(eq(cityUrls.id, sourceId))
    .orderBy(citiesUrls.cityId)
    .limit(1);
  if (!source) throw new AppError("NOT_FOUND", SOURCES_COPY.sourceNotFound);
  return source;
}

async function recordRefreshError(sourceId: string, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db()
    .update(cityUrls)
    .set({ lastRefreshError: message.slice(0, MAX_REFRESH_ERROR_LENGTH), updatedAt: new Date() })
    .where(eq(cityUrls.id, sourceId));
}

/** Keeps a value we already have when the source no longer says it (a feed without thumbnails, say). */
function keepExisting(column: keyof typeof cityVideos.$inferSelect & string) {
  const name = sql.identifier(toSnake(column));
  return sql`coalesce(excluded.${name}, ${cityVideos}.${name})`;
}

function toSnake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/**
 * Lists the source's videos and upserts them into its city in one transaction, keyed by (source, video id):
 * new videos are added; known ones get fresh details but keep any title or description an admin edited
 * (ADR 0008). A failure records last_refresh_error, changes no video and is rethrown.
 */
export async function refreshSource(options: { sourceId: string }): Promise<RefreshResult> {
  const source = await loadSource(options.sourceId);
  const cityId = source.cityId;
  if (!cityId) {
    const error = new AppError("BAD_REQUEST", SOURCES_COPY.sourceWithoutCity);
    await recordRefreshError(source.id, error);
    throw error;
  }
  const known = await db()
    .select({ videoId: cityVideos.videoId })
    .from(cityVideos)
    .where(eq(cityVideos.cityUrlsId, source.id));
  let listing: SourceListing;
  try {
    listing = await listSourceVideos({
      url: source.url,
      knownVideoIds: new Set(known.map((row) => row.videoId)),
    });
  } catch (error) {
    await recordRefreshError(source.id, error);
    if (!isAppError(error)) logger.error({ err: error, sourceId: source.id }, "source refresh failed");
    throw error;
  }
  const videos = dedupeByVideoId(listing.videos);
  try {
    return await db().transaction(async (tx) => {
      const newVideoIds: string[] = [];
      let updated = 0;
      for (let start = 0; start < videos.length; start += UPSERT_CHUNK_SIZE) {
        const rows = videos
          .slice(start, start + UPSERT_CHUNK_SIZE)
          .map((video) => toRow(video, cityId, source.id));
        const written = await tx
          .insert(cityVideos)
          .values(rows)
          .onConflictDoUpdate({
            target: [cityVideos.cityUrlsId, cityVideos.videoId],
            set: {
              // An admin's words win over the source's (ADR 0008).
              title: sql`case when ${cityVideos.titleEditedAt} is null then excluded.title else ${cityVideos.title} end`,
              description: sql`case when ${cityVideos.descriptionEditedAt} is null then coalesce(excluded.description, ${cityVideos.description}) else ${cityVideos.description} end`,
              thumbnailUrl: keepExisting("thumbnailUrl"),
              publishedAt: keepExisting("publishedAt"),
              channelTitle: keepExisting("channelTitle"),
              videoUrl: keepExisting("videoUrl"),
              mediaUrl: keepExisting("mediaUrl"),
              captionsUrl: keepExisting("captionsUrl"),
              updatedAt: new Date(),
            },
          })
          // xmax is 0 only on a row this statement inserted (PostgreSQL's way of telling insert from update).
          .returning({ id: cityVideos.id, inserted: sql<boolean>`(xmax = 0)` });
        for (const row of written) {
          if (row.inserted) newVideoIds.push(row.id);
          else updated += 1;
        }
      }
      await tx
        .update(cityUrls)
        .set({
          lastRefreshedAt: new Date(),
          lastRefreshNote: listing.note ?? null,
          lastRefreshError: null,
          updatedAt: new Date(),
        })
        .where(eq(cityUrls.id, source.id));
      // Every door into a refresh (the schedule, Refresh Videos, fetchYoutubeVideos) ends here, so new videos always
      // reach the pipeline, queued in this transaction with the rows they describe.
      await onVideosDiscovered({ videoIds: newVideoIds, executor: tx });
      return { newVideoIds, updated, total: videos.length, ...(listing.note ? { note: listing.note } : {}) };
    });
  } catch (error) {
    await recordRefreshError(source.id, error);
    throw error;
  }
}

/** The video sources the scheduled sweep lists: every video source (isVideoSource) of a Live city. */
export async function listLiveVideoSourceIds(): Promise<string[]> {
  const rows = await db()
    .select({ id: cityUrls.id })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .innerJoin(cities, eq(cities.id, citiesUrls.cityId))
    .where(and(eq(cities.status, "Live"), isVideoSource()));
  return rows.map((row) => row.id);
}

/** A feed that lists the same guid twice must not make one upsert statement touch a row twice. */
function dedupeByVideoId(videos: SourceVideo[]): SourceVideo[] {
  const seen = new Map<string, SourceVideo>();
  for (const video of videos) if (!seen.has(video.videoId)) seen.set(video.videoId, video);
  return [...seen.values()];
}

function toRow(video: SourceVideo, cityId: string, sourceId: string): typeof cityVideos.$inferInsert {
  return {
    cityId,
    cityUrlsId: sourceId,
    videoId: video.videoId,
    title: video.title,
    description: video.description,
    videoUrl: video.videoUrl,
    thumbnailUrl: video.thumbnailUrl,
    channelTitle: video.channelTitle,
    publishedAt: video.publishedAt,
    mediaUrl: video.mediaUrl,
    captionsUrl: video.captionsUrl,
  };
}

/** The source row for this address in this city, created (and linked) when the city has none yet. */
export async function findOrCreateCitySource(options: { cityId: string; url: string }): Promise<string> {
  return db().transaction(async (tx) => {
    const [city] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.id, options.cityId));
    if (!city) throw new AppError("NOT_FOUND", SOURCES_COPY.cityNotFound);
    const [existing] = await tx
      .select({ id: cityUrls.id })
      .from(cityUrls)
      .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
      .where(and(eq(citiesUrls.cityId, options.cityId), eq(cityUrls.url, options.url)))
      .limit(1);
    if (existing) return existing.id;
    const [created] = await tx
      .insert(cityUrls)
      .values({ url: options.url, contentType: "video", sourceType: sourceTypeOf(options.url) })
      .returning({ id: cityUrls.id });
    if (!created) throw new AppError("INTERNAL", "The source could not be saved.");
    await tx.insert(citiesUrls).values({ cityId: options.cityId, urlId: created.id });
    return created.id;
  });
}

function sourceTypeOf(url: string): string {
  return parseYoutubeUrl(url) ? "youtube" : "website";
}

export type FetchYoutubeVideosResult = {
  success: true;
  newVideos: number;
  totalVideos: number;
  note?: string;
};

/** fetchYoutubeVideos: the admin's "refresh videos" for an address in a city, run now. */
export async function fetchYoutubeVideos(options: FetchYoutubeVideosBody): Promise<FetchYoutubeVideosResult> {
  const sourceId = await findOrCreateCitySource({ cityId: options.cityId, url: options.url });
  const result = await refreshSource({ sourceId });
  const [{ count } = { count: 0 }] = await db()
    .select({ count: sql<number>`count(*)::int` })
    .from(cityVideos)
    .where(eq(cityVideos.cityUrlsId, sourceId));
  return {
    success: true,
    newVideos: result.newVideoIds.length,
    totalVideos: count,
    ...(result.note ? { note: result.note } : {}),
  };
}

/** requireAdmin, with the spec's own words for an anonymous caller of fetchYoutubeVideos. */
export async function requireAdminToRefresh(request: Request): Promise<Viewer> {
  try {
    return await requireAdmin(request);
  } catch (error) {
    if (error instanceof Response && error.status === 401) {
      throw Response.json({ error: AUTHENTICATION_REQUIRED_TO_REFRESH }, { status: 401 });
    }
    throw error;
  }
}

export type SourceStatus = {
  id: string;
  title: string | null;
  url: string;
  contentType: string;
  sourceType: string;
  entityType: string;
  lastRefreshedAt: Date | null;
  lastRefreshNote: string | null;
  lastRefreshError: string | null;
  nextRefreshAt: Date | null;
};

/** How each of a city's sources was last read, with the note or error an admin should see. */
export async function listCitySourceStatus(options: { cityId: string }): Promise<SourceStatus[]> {
  return db()
    .select({
      id: cityUrls.id,
      title: cityUrls.title,
      url: cityUrls.url,
      contentType: cityUrls.contentType,
      sourceType: cityUrls.sourceType,
      entityType: cityUrls.entityType,
      lastRefreshedAt: cityUrls.lastRefreshedAt,
      lastRefreshNote: cityUrls.lastRefreshNote,
      lastRefreshError: cityUrls.lastRefreshError,
      nextRefreshAt: cityUrls.nextRefreshAt,
    })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(eq(citiesUrls.cityId, options.cityId))
    .orderBy(cityUrls.title);
}

export type CityVideoSource = { id: string; title: string | null; url: string; sourceType: string };

/**
 * A video source: a URL of content type video (spec 001 section 7), or one whose refresh found videos whatever its
 * content type, such as a feed an admin saved as "site" (ADR 0023). Content Management, the Story Manager and the
 * scheduled refresh all read this one rule.
 */
export function isVideoSource(): SQL {
  return sql`(${cityUrls.contentType} = 'video' or exists (select 1 from ${cityVideos} where ${cityVideos.cityUrlsId} = ${cityUrls.id}))`;
}

/**
 * A city's video sources (see isVideoSource), by title: the story manager's and content management's source
 * pickers (spec 001 section 7, "city_urls (id, title, source_type) via city link ... content_type video").
 */
export async function listCityVideoSources(options: { cityId: string }): Promise<CityVideoSource[]> {
  return db()
    .select({ id: cityUrls.id, title: cityUrls.title, url: cityUrls.url, sourceType: cityUrls.sourceType })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(and(eq(citiesUrls.cityId, options.cityId), isVideoSource()))
    .orderBy(cityUrls.title, cityUrls.url);
}

/** One source of a city, whatever its content type, or undefined when the source is not linked to that city. */
export async function getCitySource(options: {
  cityId: string;
  sourceId: string;
}): Promise<CityVideoSource | undefined> {
  const [source] = await db()
    .select({ id: cityUrls.id, title: cityUrls.title, url: cityUrls.url, sourceType: cityUrls.sourceType })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(and(eq(citiesUrls.cityId, options.cityId), eq(cityUrls.id, options.sourceId)));
  return source;
}
