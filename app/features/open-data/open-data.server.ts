// The public read API's service (issue #18, ADR 0041): each operation reads what anonymous readers may see (public
// cities only, published stories only, no admin column ever) and maps it to the public shapes of open-data.schema.ts.
// Lists page with an opaque cursor over a stable order (keyset), so a page never repeats or skips a row.
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { businessListings, cities, cityUrls, cityVideos, transcriptSegments } from "#db/schema";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import {
  type City,
  getCityByLocationKey,
  LISTED_CITY_STATUSES,
  viewableCityCondition,
} from "~/features/cities/cities.server";
import { selectPublishedListings, toDirectoryListing } from "~/features/directory/directory.server";
import { meetingBodySql } from "~/features/meetings/meeting-facts.server";
import { hasPublishedStorySql } from "~/features/meetings/meetings.server";
import { SEARCH_MAX_OFFSET } from "~/features/search/search.schema";
import { searchVideos } from "~/features/search/search.server";
import { readNewsStory, storyHeadline } from "~/features/stories/components/story-content";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { directoryPath } from "~/lib/directory-path";
import { env } from "~/lib/env.server";
import { absoluteUrl, cityPath, meetingMomentPath, meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import { containsNul } from "~/lib/text-input";
import { API_BASE_PATH } from "./open-data.constants";
import { API_ERRORS } from "./open-data.copy";
import type {
  analysisSchema,
  bodyPageSchema,
  cityPageSchema,
  citySchema,
  listingPageSchema,
  listQueryWithCitySchema,
  meetingPageSchema,
  meetingSchema,
  meetingSummarySchema,
  meetingsQuerySchema,
  pageQuerySchema,
  searchPageSchema,
  searchQuerySchema,
  segmentPageSchema,
  segmentsQuerySchema,
  storyPageSchema,
  storySchema,
} from "./open-data.schema";

type Out<Schema extends z.ZodType> = z.output<Schema>;

/** The viewer every API read is made as: anonymous (ADR 0024), so New and Test cities do not exist here. */
const ANONYMOUS = null;

// ---- cursors ----

/** An opaque cursor: the last row's sort key as base64url JSON. A cursor that does not read back is a 400. */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), "utf8").toString("base64url");
}

export function decodeCursor<Schema extends z.ZodType>(
  cursor: string | undefined,
  schema: Schema,
): z.output<Schema> | undefined {
  if (cursor === undefined) return undefined;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  // base64url decoding skips characters it does not know: only a cursor that encodes back the same is ours.
  if (Buffer.from(text, "utf8").toString("base64url") === cursor) {
    try {
      const parsed = schema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON: refused below.
    }
  }
  throw new AppError("BAD_REQUEST", API_ERRORS.badCursor, { apiCode: "bad_cursor" });
}

/** A name as the cursor carries it: PostgreSQL text cannot hold a NUL, so one would fail the query (issue #31). */
const cursorName = z.string().refine((name) => !containsNul(name));
/** A sort time as PostgreSQL printed it (ISO DateStyle), or an undated meeting's -infinity. */
const PRINTED_TIMESTAMP =
  /^(?<year>\d{4,})-(?<month>\d{2})-(?<day>\d{2}) (?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})(?:\.\d{1,6})?[+-](?<offsetHours>\d{2})(?::(?<offsetMinutes>\d{2})(?::(?<offsetSeconds>\d{2}))?)?$/;

/** Whether the text is a time PostgreSQL takes back: a real calendar day and clock time, not just its shape. */
function isPrintedTimestamp(text: string): boolean {
  if (text === "-infinity") return true;
  const groups = PRINTED_TIMESTAMP.exec(text)?.groups;
  if (!groups) return false;
  const part = (name: string) => Number(groups[name] ?? 0);
  const date = new Date(0);
  date.setUTCFullYear(part("year"), part("month") - 1, part("day"));
  return (
    part("year") >= 1 &&
    date.getUTCFullYear() === part("year") &&
    date.getUTCMonth() === part("month") - 1 &&
    date.getUTCDate() === part("day") &&
    part("hour") < 24 &&
    part("minute") < 60 &&
    part("second") < 60 &&
    part("offsetHours") < 16 &&
    part("offsetMinutes") < 60 &&
    part("offsetSeconds") < 60
  );
}

const cursorTime = z.string().min(1).max(60).refine(isPrintedTimestamp);
/** Segment positions are PostgreSQL integers: a larger number would fail the comparison. */
const MAX_POSITION = 2_147_483_647;

const nameIdCursor = z.tuple([cursorName, z.guid()]);
const timeIdCursor = z.tuple([cursorTime, z.guid()]);
const positionCursor = z.tuple([z.number().int().min(0).max(MAX_POSITION)]);
const offsetCursor = z.tuple([z.number().int().min(1).max(SEARCH_MAX_OFFSET)]);

/** The first `limit` rows and the cursor after the last one, when a row beyond them was read. */
function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  toItem: (row: Row) => Item,
  keyOf: (row: Row) => (string | number)[],
): { data: Item[]; nextCursor: string | null } {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    data: shown.map(toItem),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

// ---- addresses ----

function siteUrl(path: string): string {
  return absoluteUrl(env().PUBLIC_URL, path);
}

function apiUrl(path: string): string {
  return siteUrl(`${API_BASE_PATH}${path}`);
}

function iso(date: Date | null): string | null {
  return date ? date.toISOString() : null;
}

// ---- cities ----

/** A city anyone may open by key (Live or Archive), or a 404. */
async function publicCity(locationKey: string): Promise<City> {
  const city = await getCityByLocationKey({ locationKey, viewer: ANONYMOUS });
  if (!city) throw new AppError("NOT_FOUND", API_ERRORS.cityNotFound);
  return city;
}

const listedCity = inArray(cities.status, [...LISTED_CITY_STATUSES]);

function toCity(city: City): Out<typeof citySchema> {
  return {
    key: city.locationKey,
    name: city.name,
    state: city.state,
    county: city.county,
    description: city.description,
    tagLine: city.tagLine,
    website: city.domain,
    primaryColor: city.primaryColor,
    secondaryColor: city.secondaryColor,
    imageUrl: city.imageUrl,
    status: city.status === "Archive" ? "Archive" : "Live",
    url: siteUrl(cityPath(city.locationKey)),
  };
}

export async function listCitiesPage(
  input: Out<typeof pageQuerySchema>,
): Promise<Out<typeof cityPageSchema>> {
  const after = decodeCursor(input.cursor, nameIdCursor);
  const rows = await db()
    .select()
    .from(cities)
    .where(
      and(
        listedCity,
        after ? sql`(${cities.name}, ${cities.id}) > (${after[0]}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(asc(cities.name), asc(cities.id))
    .limit(input.limit + 1);
  return pageOf(rows, input.limit, toCity, (row) => [row.name, row.id]);
}

export async function getCity(input: { city: string }): Promise<Out<typeof citySchema>> {
  return toCity(await publicCity(input.city));
}

export async function listBodies(input: { city: string }): Promise<Out<typeof bodyPageSchema>> {
  const city = await publicCity(input.city);
  const body = meetingBodySql();
  const rows = await db()
    .select({ name: body, meetingCount: count() })
    .from(cityVideos)
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(eq(cityVideos.cityId, city.id))
    .groupBy(body)
    .orderBy(body);
  return {
    data: rows.flatMap((row) =>
      row.name === null ? [] : [{ name: row.name, meetingCount: row.meetingCount }],
    ),
    nextCursor: null,
  };
}

// ---- meetings ----

/** Newest first; a meeting without a date sorts after every dated one. The key is compared as PostgreSQL text. */
const meetingTime = sql`coalesce(${cityVideos.publishedAt}, '-infinity'::timestamptz)`;

const meetingColumns = {
  id: cityVideos.id,
  title: cityVideos.title,
  description: cityVideos.description,
  publishedAt: cityVideos.publishedAt,
  videoUrl: cityVideos.videoUrl,
  thumbnailUrl: cityVideos.thumbnailUrl,
  cityKey: cities.locationKey,
  cityName: cities.name,
  cityState: cities.state,
  body: meetingBodySql(),
  hasTranscript: sql<boolean>`${cityVideos.transcriptChars} > 0`,
  hasAnalysis: sql<boolean>`${cityVideos.analysisResults} is not null`,
  hasStory: hasPublishedStorySql(),
  sortKey: sql<string>`${meetingTime}::text`,
};

type MeetingRow = {
  id: string;
  title: string;
  description: string | null;
  publishedAt: Date | null;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  cityKey: string;
  cityName: string;
  cityState: string;
  body: string | null;
  hasTranscript: boolean;
  hasAnalysis: boolean;
  hasStory: boolean;
};

function toMeetingSummary(row: MeetingRow): Out<typeof meetingSummarySchema> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    publishedAt: iso(row.publishedAt),
    city: { key: row.cityKey, name: row.cityName, state: row.cityState },
    body: row.body,
    videoUrl: row.videoUrl,
    thumbnailUrl: row.thumbnailUrl,
    hasTranscript: Boolean(row.hasTranscript),
    hasAnalysis: Boolean(row.hasAnalysis),
    hasStory: Boolean(row.hasStory),
    url: siteUrl(meetingPath(row.cityKey, row.id)),
  };
}

/** One city's rows (any public city, by key), or every listed city's. */
async function cityScope(cityKey: string | undefined): Promise<SQL> {
  if (cityKey === undefined) return listedCity;
  const city = await publicCity(cityKey);
  return eq(cities.id, city.id);
}

export async function listMeetingsPage(
  input: Out<typeof meetingsQuerySchema>,
): Promise<Out<typeof meetingPageSchema>> {
  const after = decodeCursor(input.cursor, timeIdCursor);
  const scope = await cityScope(input.city);
  const rows = await db()
    .select(meetingColumns)
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(
      and(
        scope,
        input.body === undefined ? undefined : sql`${meetingBodySql()} = ${input.body}`,
        after
          ? sql`(${meetingTime}, ${cityVideos.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(sql`${meetingTime} desc`, desc(cityVideos.id))
    .limit(input.limit + 1);
  return pageOf(rows, input.limit, toMeetingSummary, (row) => [row.sortKey, row.id]);
}

/** The public meeting's row with `columns`, or a 404 (unknown id, or a city that is not public). */
async function publicMeeting<Columns extends Record<string, SQL | AnyPgColumn>>(
  id: string,
  columns: Columns,
) {
  const [row] = await db()
    .select({ ...meetingColumns, ...columns })
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .leftJoin(cityUrls, eq(cityUrls.id, cityVideos.cityUrlsId))
    .where(and(eq(cityVideos.id, id), viewableCityCondition(ANONYMOUS)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", API_ERRORS.meetingNotFound);
  return row as unknown as MeetingRow & { [Key in keyof Columns]: unknown };
}

export async function getMeeting(input: { id: string }): Promise<Out<typeof meetingSchema>> {
  const row = await publicMeeting(input.id, {
    sourceType: cityUrls.sourceType,
    entityType: cityUrls.entityType,
    sourceName: cityUrls.title,
    sourceId: cityUrls.id,
    transcriptSource: cityVideos.transcriptSource,
    isDemo: cityVideos.isDemo,
    createdAt: cityVideos.createdAt,
    updatedAt: cityVideos.updatedAt,
  });
  const base = `/meetings/${row.id}`;
  return {
    ...toMeetingSummary(row),
    source: row.sourceId
      ? {
          type: String(row.sourceType),
          entityType: String(row.entityType),
          name: (row.sourceName as string | null) ?? null,
        }
      : null,
    transcriptSource: (row.transcriptSource as string | null) ?? null,
    isDemo: Boolean(row.isDemo),
    createdAt: (row.createdAt as Date).toISOString(),
    updatedAt: (row.updatedAt as Date).toISOString(),
    links: {
      segments: apiUrl(`${base}/segments`),
      analysis: apiUrl(`${base}/analysis`),
      story: apiUrl(`${base}/story`),
    },
  };
}

export async function listSegmentsPage(
  input: { id: string } & Out<typeof segmentsQuerySchema>,
): Promise<Out<typeof segmentPageSchema>> {
  if (input.from !== undefined && input.to !== undefined && input.to < input.from)
    throw new AppError("BAD_REQUEST", API_ERRORS.timeRange);
  const after = decodeCursor(input.cursor, positionCursor);
  const meeting = await publicMeeting(input.id, {});
  const rows = await db()
    .select({
      id: transcriptSegments.id,
      position: transcriptSegments.position,
      start: transcriptSegments.startSeconds,
      end: transcriptSegments.endSeconds,
      speaker: transcriptSegments.speaker,
      text: transcriptSegments.text,
    })
    .from(transcriptSegments)
    .where(
      and(
        eq(transcriptSegments.videoId, meeting.id),
        after ? gt(transcriptSegments.position, after[0]) : undefined,
        input.from === undefined ? undefined : sql`${transcriptSegments.endSeconds} >= ${input.from}`,
        input.to === undefined ? undefined : lte(transcriptSegments.startSeconds, input.to),
      ),
    )
    .orderBy(asc(transcriptSegments.position))
    .limit(input.limit + 1);
  return pageOf(
    rows,
    input.limit,
    (row) => ({ ...row, url: siteUrl(meetingMomentPath(meeting.cityKey, meeting.id, row.start)) }),
    (row) => [row.position],
  );
}

export async function getAnalysis(input: { id: string }): Promise<Out<typeof analysisSchema>> {
  const row = await publicMeeting(input.id, {
    analysisResults: cityVideos.analysisResults,
    analyzedAt: cityVideos.analyzedAt,
    analysisEditedAt: cityVideos.analysisEditedAt,
  });
  const analysis = readAnalysisResults(row.analysisResults);
  if (!analysis) throw new AppError("NOT_FOUND", API_ERRORS.analysisNotFound);
  return {
    meetingId: row.id,
    ...analysis,
    analyzedAt: iso(row.analyzedAt as Date | null),
    editedByPerson: row.analysisEditedAt !== null,
    url: siteUrl(meetingPath(row.cityKey, row.id)),
  };
}

// ---- stories ----

const storyColumns = {
  id: cityVideos.id,
  title: cityVideos.title,
  publishedAt: cityVideos.publishedAt,
  newsStory: cityVideos.newsStory,
  storyPublishedAt: cityVideos.storyPublishedAt,
  cityKey: cities.locationKey,
  cityName: cities.name,
  cityState: cities.state,
  sortKey: sql<string>`${cityVideos.storyPublishedAt}::text`,
};

type StoryRow = {
  id: string;
  title: string;
  publishedAt: Date | null;
  newsStory: unknown;
  storyPublishedAt: Date | null;
  cityKey: string;
  cityName: string;
  cityState: string;
};

function toStory(row: StoryRow): Out<typeof storySchema> | null {
  const view = readNewsStory(row.newsStory);
  if (!view || !row.storyPublishedAt) return null;
  const article = view.kind === "article" ? view.story : null;
  return {
    meetingId: row.id,
    city: { key: row.cityKey, name: row.cityName, state: row.cityState },
    headline: storyHeadline(view, row.title),
    paragraphs: view.paragraphs,
    primaryFocus: article?.article.primary_focus || null,
    quickFacts: article?.sidebar_elements.quick_facts ?? [],
    background: article?.sidebar_elements.background || null,
    quote: article?.sidebar_elements.quote_block ?? null,
    publishedAt: row.storyPublishedAt.toISOString(),
    meetingDate: iso(row.publishedAt),
    url: siteUrl(meetingStoryPath(row.cityKey, row.id)),
    meetingUrl: siteUrl(meetingPath(row.cityKey, row.id)),
  };
}

function storiesQuery(where: SQL | undefined) {
  return db()
    .select(storyColumns)
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .where(and(hasPublishedStorySql(), where));
}

export async function getStory(input: { id: string }): Promise<Out<typeof storySchema>> {
  const [row] = await storiesQuery(and(eq(cityVideos.id, input.id), viewableCityCondition(ANONYMOUS))).limit(
    1,
  );
  const story = row ? toStory(row) : null;
  if (!story) {
    // An unknown or hidden meeting says so; a public one without a published story says that.
    await publicMeeting(input.id, {});
    throw new AppError("NOT_FOUND", API_ERRORS.storyNotFound);
  }
  return story;
}

export async function listStoriesPage(
  input: Out<typeof listQueryWithCitySchema>,
): Promise<Out<typeof storyPageSchema>> {
  const after = decodeCursor(input.cursor, timeIdCursor);
  const scope = await cityScope(input.city);
  const rows = await storiesQuery(
    and(
      scope,
      after
        ? sql`(${cityVideos.storyPublishedAt}, ${cityVideos.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
        : undefined,
    ),
  )
    .orderBy(desc(cityVideos.storyPublishedAt), desc(cityVideos.id))
    .limit(input.limit + 1);
  const page = pageOf(rows, input.limit, toStory, (row) => [row.sortKey, row.id]);
  return { ...page, data: page.data.filter((story) => story !== null) };
}

// ---- listings ----

export async function listListingsPage(
  input: Out<typeof listQueryWithCitySchema>,
): Promise<Out<typeof listingPageSchema>> {
  const after = decodeCursor(input.cursor, nameIdCursor);
  const scope = await cityScope(input.city);
  const rows = await selectPublishedListings(
    and(
      scope,
      after
        ? sql`(${businessListings.name}, ${businessListings.id}) > (${after[0]}, ${after[1]}::uuid)`
        : undefined,
    ),
  )
    .orderBy(asc(businessListings.name), asc(businessListings.id))
    .limit(input.limit + 1);
  return pageOf(
    rows.map(toDirectoryListing),
    input.limit,
    (listing) => ({
      key: listing.businessKey,
      name: listing.name,
      description: listing.description,
      streetAddress: listing.streetAddress,
      postalCode: listing.postalCode,
      telephone: listing.telephone,
      website: listing.website,
      email: listing.email,
      imageUrl: listing.imageUrl,
      tier: listing.listingTier,
      category: listing.category
        ? { parent: listing.category.parentCategory, sub: listing.category.subCategory }
        : null,
      city: { key: listing.city.locationKey, name: listing.city.name, state: listing.city.state },
      url: siteUrl(`${directoryPath(listing.city.locationKey)}/${encodeURIComponent(listing.businessKey)}`),
    }),
    (listing) => [listing.name, listing.id],
  );
}

// ---- search ----

/** `statementTimeoutMs` bounds the search's queries on PostgreSQL (an MCP tool's time budget). */
export async function searchPage(
  input: Out<typeof searchQuerySchema>,
  options: { statementTimeoutMs?: number } = {},
): Promise<Out<typeof searchPageSchema>> {
  const [offset] = decodeCursor(input.cursor, offsetCursor) ?? [0];
  const cityId = input.city === undefined ? undefined : (await publicCity(input.city)).id;
  const { hits, hasMore } = await searchVideos({
    query: input.q,
    cityId,
    limit: input.limit,
    offset,
    sort: input.sort,
    statementTimeoutMs: options.statementTimeoutMs,
  });
  const next = offset + input.limit;
  return {
    data: hits.map((hit) => ({
      meeting: {
        id: hit.id,
        title: hit.title,
        publishedAt: hit.publishedAt,
        city: { key: hit.city.locationKey, name: hit.city.name, state: hit.city.state },
        videoUrl: hit.videoUrl,
        url: siteUrl(meetingPath(hit.city.locationKey, hit.id)),
      },
      score: hit.score,
      snippet: hit.snippet,
      moments: hit.moments.map((moment) => ({
        start: moment.startSeconds,
        speaker: moment.speaker,
        snippet: moment.snippet,
        url: siteUrl(meetingMomentPath(hit.city.locationKey, hit.id, moment.startSeconds, input.q)),
      })),
    })),
    nextCursor: hasMore && next <= SEARCH_MAX_OFFSET ? encodeCursor([next]) : null,
  };
}
