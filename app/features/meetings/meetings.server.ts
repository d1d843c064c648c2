// The meetings service: a city's meeting videos, newest first, and what the city page shows of them.
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { cities, citiesUrls, cityUrls, cityVideos } from "#db/schema";
import { videoParamSchema } from "~/features/analysis/analysis.schema";
import type { CityViewer } from "~/features/cities/cities.server";
import {
  type City,
  type CitySourceFilter,
  getCityByLocationKey,
  listCitySourceFilters,
  viewableCityCondition,
} from "~/features/cities/cities.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { meetingPath, meetingStoryPath, needsCanonicalRedirect } from "~/lib/meeting-paths";
import { VIDEO_PAGE_SIZE } from "./meetings.constants";
import { type SourceFilter, sourceFilterValue } from "./meetings.schema";
import { toVideoListItem, type VideoListItem } from "./video-list-item";

export type CityVideo = typeof cityVideos.$inferSelect;

/** Videos of the city whose source has this (source_type, entity_type) pair, among the sources linked to the city. */
function videoFilter(options: { cityId: string; source?: SourceFilter | null }): SQL | undefined {
  const byCity = eq(cityVideos.cityId, options.cityId);
  if (!options.source) return byCity;
  const sourceIds = db()
    .select({ id: citiesUrls.urlId })
    .from(citiesUrls)
    .innerJoin(cityUrls, eq(cityUrls.id, citiesUrls.urlId))
    .where(
      and(
        eq(citiesUrls.cityId, options.cityId),
        eq(cityUrls.sourceType, options.source.sourceType),
        eq(cityUrls.entityType, options.source.entityType),
      ),
    );
  return and(byCity, inArray(cityVideos.cityUrlsId, sourceIds));
}

export async function listCityVideos(options: {
  cityId: string;
  limit?: number;
  offset?: number;
  source?: SourceFilter | null;
}): Promise<CityVideo[]> {
  return db()
    .select()
    .from(cityVideos)
    .where(videoFilter(options))
    .orderBy(desc(cityVideos.publishedAt), desc(cityVideos.createdAt), desc(cityVideos.id))
    .limit(options.limit ?? VIDEO_PAGE_SIZE)
    .offset(options.offset ?? 0);
}

export async function countCityVideos(options: {
  cityId: string;
  source?: SourceFilter | null;
}): Promise<number> {
  const [row] = await db().select({ total: count() }).from(cityVideos).where(videoFilter(options));
  return row?.total ?? 0;
}

/** The list's columns without the transcript text itself: only its length decides the badge and the link. */
/** SQL NULL, JSON null and an empty or blank string are all "no story" (the list, the feed and the sitemap agree). */
export function hasNewsStorySql() {
  return sql<boolean>`(coalesce(jsonb_typeof(${cityVideos.newsStory}), 'null') <> 'null' and coalesce(btrim(${cityVideos.newsStory} #>> '{}'), '') <> '')`;
}

/** A story readers may see: there is one and it is published (the city list, the feed and the sitemap agree). */
export function hasPublishedStorySql() {
  return sql<boolean>`(${hasNewsStorySql()} and ${cityVideos.storyPublishedAt} is not null)`;
}

/** Enough of the transcript for the 200-character summary after trimming leading blank space. */
const TRANSCRIPT_HEAD_CHARS = 1000;

async function listCityVideoItems(options: {
  cityId: string;
  limit: number;
  source: SourceFilter | null;
}): Promise<VideoListItem[]> {
  const rows = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      description: cityVideos.description,
      // Only what the list shows: a long meeting's transcript or story can be hundreds of kilobytes.
      transcript: sql<string | null>`left(${cityVideos.transcript}, ${TRANSCRIPT_HEAD_CHARS})`,
      transcriptLength: cityVideos.transcriptChars,
      analysisSummary: sql<string | null>`${cityVideos.analysisResults}->>'summary'`,
      thumbnailUrl: cityVideos.thumbnailUrl,
      publishedAt: cityVideos.publishedAt,
      newsStory: sql<boolean | null>`case when ${hasPublishedStorySql()} then true end`,
    })
    .from(cityVideos)
    .where(videoFilter(options))
    .orderBy(desc(cityVideos.publishedAt), desc(cityVideos.createdAt), desc(cityVideos.id))
    .limit(options.limit);
  return rows.map(toVideoListItem);
}

/** The spec's video query retries once before it counts as failed (spec 000 section 9). */
async function withOneRetry<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    return run();
  }
}

export type CityPage = {
  city: City;
  sourceFilters: (CitySourceFilter & { value: string })[];
  /** The filter in force, as its URL value; "" for all sources. */
  source: string;
  show: number;
  videos: VideoListItem[];
  /** Every video of the city, whatever the filter: the Statistics count. */
  videoCount: number;
  /** Videos matching the filter, which decides whether Load More remains. */
  matchingCount: number;
  /** Reading the videos failed (after one retry); the city itself still renders. */
  videosFailed: boolean;
};

/**
 * Everything the city page shows: the city, its source filter and its newest `show` videos (optionally of one
 * source pair). Undefined when no city has the key, or the viewer may not see it (ADR 0024). A failure reading the videos does not fail the page: the
 * city still renders with the videos marked as failed.
 */
export async function loadCityPage(options: {
  locationKey: string;
  show: number;
  source: SourceFilter | null;
  viewer: CityViewer;
}): Promise<CityPage | undefined> {
  const city = await getCityByLocationKey({ locationKey: options.locationKey, viewer: options.viewer });
  if (!city) return undefined;
  const sourceFilters = (await listCitySourceFilters({ cityId: city.id })).map((filter) => ({
    ...filter,
    value: sourceFilterValue(filter),
  }));
  // A pair the city does not have (an edited or stale link) means all sources, as the select then shows.
  const requested = options.source ? sourceFilterValue(options.source) : "";
  const source = sourceFilters.some((filter) => filter.value === requested) ? options.source : null;
  const page = { city, sourceFilters, source: source ? requested : "", show: options.show };
  try {
    return await withOneRetry(async () => {
      const videos = await listCityVideoItems({ cityId: city.id, limit: options.show, source });
      const videoCount = await countCityVideos({ cityId: city.id });
      const matchingCount = source ? await countCityVideos({ cityId: city.id, source }) : videoCount;
      return { ...page, videos, videoCount, matchingCount, videosFailed: false };
    });
  } catch (error) {
    logger.error({ err: error, cityId: city.id }, "loading the city's videos failed");
    return { ...page, videos: [], videoCount: 0, matchingCount: 0, videosFailed: true };
  }
}

export type MeetingCity = Pick<
  typeof cities.$inferSelect,
  | "id"
  | "name"
  | "state"
  | "locationKey"
  | "status"
  | "description"
  | "primaryColor"
  | "secondaryColor"
  | "imageUrl"
  | "icon"
  | "tagLine"
>;

export type MeetingVideo = CityVideo & { city: MeetingCity };

/**
 * One meeting video with its city, by city_videos.id or by YouTube video id, among the cities the viewer may see
 * (ADR 0024). Several sources may list the same YouTube video, so that lookup takes the most recently added one.
 */
export async function getMeetingVideo(
  options: { id: string } | { youtubeVideoId: string },
  access: { viewer: CityViewer },
): Promise<MeetingVideo | undefined> {
  const [row] = await db()
    .select({
      video: cityVideos,
      city: {
        id: cities.id,
        name: cities.name,
        state: cities.state,
        locationKey: cities.locationKey,
        status: cities.status,
        description: cities.description,
        primaryColor: cities.primaryColor,
        secondaryColor: cities.secondaryColor,
        imageUrl: cities.imageUrl,
        icon: cities.icon,
        tagLine: cities.tagLine,
      },
    })
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .where(
      and(
        "id" in options ? eq(cityVideos.id, options.id) : eq(cityVideos.videoId, options.youtubeVideoId),
        viewableCityCondition(access.viewer),
      ),
    )
    .orderBy(desc(cityVideos.createdAt))
    .limit(1);
  return row ? { ...row.video, city: row.city } : undefined;
}

export type MeetingLookup =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "found"; video: MeetingVideo };

/**
 * The video a meeting or story address names. A malformed id is "missing" before any query; an address that
 * is not the canonical one (a YouTube id, another city's key) answers with where the page really lives.
 */
export async function findMeetingForPage(options: {
  videoParam: string;
  locationKey?: string;
  page: "meeting" | "story";
  /** A meeting of a city this viewer may not see is as missing as an unknown one (ADR 0024). */
  viewer: CityViewer;
}): Promise<MeetingLookup> {
  const ref = videoParamSchema.safeParse(options.videoParam);
  if (!ref.success) return { kind: "missing" };
  const video = await getMeetingVideo(ref.data, { viewer: options.viewer });
  if (!video) return { kind: "missing" };
  const requested = { locationKey: options.locationKey, videoParam: options.videoParam };
  if (needsCanonicalRedirect({ requested, video: { id: video.id, locationKey: video.city.locationKey } })) {
    const path = options.page === "meeting" ? meetingPath : meetingStoryPath;
    return { kind: "redirect", location: path(video.city.locationKey, video.id) };
  }
  return { kind: "found", video };
}
