// The sources service: listing a source's videos (YouTube, feeds, media links) and refreshing them into a city.
import { randomUUID } from "node:crypto";
import { and, eq, type SQL, sql } from "drizzle-orm";
import { cities, citiesUrls, cityUrls, cityVideos } from "#db/schema";
import { requireAdmin } from "~/features/accounts/accounts.server";
import { onVideosDiscovered } from "~/features/pipeline/pipeline.server";
import { AppError, isAppError } from "~/lib/app-error";
import { db, type Transaction } from "~/lib/db.server";
import { uploadedFile } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import type { Viewer } from "~/lib/viewer";
import { parseFeedListing } from "./feed-listing.server";
import { listFeedOrMediaVideos } from "./rss-feed.server";
import type { SourceListing, SourceVideo } from "./source-video";
import {
  FEED_FILE_MAX_BYTES,
  MANUAL_VIDEO_ID_PREFIX,
  UPSERT_CHUNK_SIZE,
  youtubeThumbnailUrl,
  youtubeWatchUrl,
} from "./sources.constants";
import { AUTHENTICATION_REQUIRED_TO_REFRESH, SOURCES_COPY } from "./sources.copy";
import type { FetchYoutubeVideosBody } from "./sources.schema";
import { listYoutubeApiVideos, youtubeApiConfig } from "./youtube-data-api.server";
import { listYoutubeFeedVideos } from "./youtube-feed.server";
import { isYoutubeHost, parseYoutubeUrl } from "./youtube-url";

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
 * A refresh: lists the source's videos over the network (`listSourceVideos`), then stores them (`storeSourceListing`).
 * A failure records last_refresh_error, changes no video and is rethrown.
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
  try {
    return await storeSourceListing({
      source: { id: source.id, cityId },
      listing,
      note: listing.note ?? null,
      clearError: true,
    });
  } catch (error) {
    await recordRefreshError(source.id, error);
    throw error;
  }
}

/**
 * Upserts a listing into the source's city in one transaction, keyed by (source, video id), and records it on the
 * source (last refreshed, the note): new videos are added and go on to the pipeline in the same transaction; known
 * ones get fresh details but keep any title or description an admin edited (ADR 0008). Every door into a listing
 * (the schedule, Refresh Videos, fetchYoutubeVideos, an imported feed file) ends here.
 */
async function storeSourceListing(options: {
  source: { id: string; cityId: string };
  listing: SourceListing;
  note: string | null;
  /** A listing read from the address proves it works again; a file says nothing about the address. */
  clearError: boolean;
}): Promise<RefreshResult> {
  const { source, listing } = options;
  const videos = dedupeByVideoId(listing.videos);
  return db().transaction(async (tx) => {
    const newVideoIds: string[] = [];
    let updated = 0;
    for (let start = 0; start < videos.length; start += UPSERT_CHUNK_SIZE) {
      const rows = videos
        .slice(start, start + UPSERT_CHUNK_SIZE)
        .map((video) => toRow(video, source.cityId, source.id));
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
        lastRefreshNote: options.note,
        ...(options.clearError ? { lastRefreshError: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(cityUrls.id, source.id));
    // New videos reach the pipeline queued in this transaction, with the rows they describe.
    await onVideosDiscovered({ videoIds: newVideoIds, executor: tx });
    return { newVideoIds, updated, total: videos.length, ...(options.note ? { note: options.note } : {}) };
  });
}

/** The source, which must be linked to a city; for the admin's doors, which write nothing when it is not. */
async function loadCitySource(sourceId: string): Promise<{ id: string; url: string; cityId: string }> {
  const source = await loadSource(sourceId);
  if (!source.cityId) throw new AppError("BAD_REQUEST", SOURCES_COPY.sourceWithoutCity);
  return { ...source, cityId: source.cityId };
}

/**
 * A feed file's text: UTF-8 (with or without a BOM), UTF-16 with a BOM, or the encoding its XML declaration names
 * (ISO-8859-1, Windows-1252...); bytes that are none of these are no feed.
 */
function decodeFeedFile(bytes: Uint8Array): string {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe
      ? "utf-16le"
      : bytes[0] === 0xfe && bytes[1] === 0xff
        ? "utf-16be"
        : null;
  const declared = /^<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
    new TextDecoder("latin1").decode(bytes.subarray(0, 200)).replace(/^\u00EF\u00BB\u00BF/, ""),
  )?.[1];
  const label = utf16 ?? (declared && !/^utf-?(8|16)$/i.test(declared) ? declared : "utf-8");
  let text: string;
  try {
    text = new TextDecoder(label, { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileNotAFeed);
  }
  // A NUL means a binary file that happened to decode; PostgreSQL text could not hold it either.
  if (text.includes("\u0000")) throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileNotAFeed);
  return text;
}

/**
 * An admin's feed file (RSS 2.0, Atom, Media RSS, a YouTube channel's feed) for a source whose address the server
 * cannot reach: read with the refresh's own parser, then stored exactly as a refresh stores a listing. A file that
 * is empty, too large or not a feed with items is refused and nothing is written.
 */
export async function importSourceFeed(options: {
  sourceId: string;
  file: FormDataEntryValue | null;
}): Promise<RefreshResult> {
  const file = uploadedFile(options.file);
  if (!file) throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileMissing);
  if (file.size > FEED_FILE_MAX_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", SOURCES_COPY.feedFileTooLarge);
  if (file.size === 0) throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileEmpty);
  const source = await loadCitySource(options.sourceId);
  const text = decodeFeedFile(new Uint8Array(await file.arrayBuffer()));
  const listing = parseFeedListing(text, { baseUrl: source.url });
  if (!listing) throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileNotAFeed);
  if (listing.videos.length === 0) throw new AppError("BAD_REQUEST", SOURCES_COPY.feedFileWithoutVideos);
  return storeSourceListing({
    source: { id: source.id, cityId: source.cityId },
    listing,
    note: SOURCES_COPY.importedFeedNote,
    clearError: false,
  });
}

/** What an admin knows of a meeting the source's site will not list for us. */
export type HandMadeMeeting = {
  title: string;
  /** The meeting's day. */
  publishedAt: Date;
  description: string | null;
  /** A YouTube video's address, or any other address of the recording; null when there is none. */
  url: string | null;
};

/**
 * The row of a hand-made meeting. A YouTube address gives its video id (the id a refresh of the channel would list,
 * so the two meet in one row rather than two); any other meeting gets "manual:<uuid>", which no source lists. Any
 * other address is both the page and the media file, for speech-to-text to read later; nothing is fetched now.
 */
function handMadeVideo(meeting: HandMadeMeeting): SourceVideo {
  const base = {
    title: meeting.title,
    description: meeting.description,
    channelTitle: null,
    publishedAt: meeting.publishedAt,
    captionsUrl: null,
  };
  if (!meeting.url)
    return { ...base, videoId: manualVideoId(), videoUrl: null, thumbnailUrl: null, mediaUrl: null };
  if (isYoutubeHost(meeting.url)) {
    const target = parseYoutubeUrl(meeting.url);
    if (target?.kind !== "video") throw new AppError("BAD_REQUEST", SOURCES_COPY.youtubeNotAVideo);
    return {
      ...base,
      videoId: target.videoId,
      videoUrl: youtubeWatchUrl(target.videoId),
      thumbnailUrl: youtubeThumbnailUrl(target.videoId),
      mediaUrl: null,
    };
  }
  return {
    ...base,
    videoId: manualVideoId(),
    videoUrl: meeting.url,
    thumbnailUrl: null,
    mediaUrl: meeting.url,
  };
}

function manualVideoId(): string {
  return `${MANUAL_VIDEO_ID_PREFIX}${randomUUID()}`;
}

/**
 * A meeting an admin adds by hand to a source (its site cannot be read): one row, in one transaction with its
 * transcript when `saveTranscript` is given (the transcripts service saves it there and tells the pipeline, so the
 * analysis is queued only if everything commits). Without a transcript it goes on to the transcript step, as a
 * listed video does. A video the source already has is a 409, and nothing is written.
 */
export async function addSourceVideoByHand<Saved>(options: {
  cityId: string;
  sourceId: string;
  meeting: HandMadeMeeting;
  saveTranscript?: (options: { videoId: string; tx: Transaction }) => Promise<Saved>;
}): Promise<{ id: string; videoId: string; hasVideo: boolean; transcript: Saved | null }> {
  const video = handMadeVideo(options.meeting);
  const hasVideo = video.videoUrl !== null;
  return db().transaction(async (tx) => {
    const [linked] = await tx
      .select({ urlId: citiesUrls.urlId })
      .from(citiesUrls)
      .where(and(eq(citiesUrls.urlId, options.sourceId), eq(citiesUrls.cityId, options.cityId)))
      .limit(1);
    if (!linked) throw new AppError("NOT_FOUND", SOURCES_COPY.sourceNotFound);
    const now = new Date();
    const [row] = await tx
      .insert(cityVideos)
      .values({
        ...toRow(video, options.cityId, options.sourceId),
        // The admin's date is the meeting's day: stories state it (issue #30).
        meetingDate: options.meeting.publishedAt.toISOString().slice(0, 10),
        // The admin wrote these words: a later refresh that lists the same video keeps them (ADR 0008).
        titleEditedAt: now,
        descriptionEditedAt: video.description ? now : null,
      })
      .onConflictDoNothing({ target: [cityVideos.cityUrlsId, cityVideos.videoId] })
      .returning({ id: cityVideos.id });
    if (!row) throw new AppError("CONFLICT", SOURCES_COPY.videoAlreadyListed);
    const added = { id: row.id, videoId: video.videoId, hasVideo };
    if (!options.saveTranscript) {
      await onVideosDiscovered({ videoIds: [row.id], executor: tx });
      return { ...added, transcript: null };
    }
    return { ...added, transcript: await options.saveTranscript({ videoId: row.id, tx }) };
  });
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
