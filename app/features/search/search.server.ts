// The search service: PostgreSQL full-text search over meeting videos, used by the search page and searchCityVideos.
import { eq, sql } from "drizzle-orm";
import { cities } from "#db/schema";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import {
  type City,
  type CityOption,
  getCityByLocationKey,
  listLiveCities,
} from "~/features/cities/cities.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { parseWith } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import {
  SEARCH_FUNCTION_DEFAULT_LIMIT,
  SEARCH_FUNCTION_MAX_LIMIT,
  SEARCH_PAGE_LIMIT,
} from "./search.constants";
import { type SearchFunctionResult, searchQuerySchema } from "./search.schema";
import { normalizedScore } from "./search-presenter";

export type VideoSearchHit = {
  id: string;
  title: string;
  description: string | null;
  publishedAt: string | null;
  videoUrl: string | null;
  /** ts_headline's excerpt: plain text with <mark> around matches. It is NOT escaped: sanitize before use as HTML. */
  snippet: string;
  /** ts_rank_cd normalised into 0..1 as rank / (rank + 1). */
  score: number;
  city: { name: string; state: string; locationKey: string };
};

type SearchRow = {
  id: string;
  title: string;
  description: string | null;
  published_at: Date | string | null;
  video_url: string | null;
  snippet: string | null;
  score: number | string | null;
  city_name: string;
  city_state: string;
  location_key: string;
};

function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Videos matching `query` (websearch syntax: words, "quoted phrases", -exclusions, or), best first, then newest.
 * With `cityId` the search covers that city whatever its status (its page is reachable by key); without, it
 * covers Live cities only, as the public pickers do. An unknown cityId is NOT_FOUND; a blank or over-long
 * query is BAD_REQUEST.
 *
 * The document vector is computed in the query, title weighted above description above transcript, which is fine
 * for a few thousand videos; segment-level indexed search replaces this behind the same function (issue #6).
 */
export async function searchVideos(options: {
  query: string;
  cityId?: string;
  limit?: number;
  offset?: number;
}): Promise<VideoSearchHit[]> {
  const query = parseWith(searchQuerySchema, options.query);
  const largest = Math.max(SEARCH_PAGE_LIMIT, SEARCH_FUNCTION_MAX_LIMIT);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? SEARCH_FUNCTION_DEFAULT_LIMIT), 1), largest);
  const offset = Math.max(Math.trunc(options.offset ?? 0), 0);
  if (options.cityId !== undefined) await assertCityExists(options.cityId);
  const scope =
    options.cityId !== undefined ? sql`v.city_id = ${options.cityId}::uuid` : sql`c.status = 'Live'`;
  const result = (await db().execute(sql`
    with search as (select websearch_to_tsquery('english', ${query}) as terms),
    matches as (
      select v.id, v.title, v.description, v.transcript, v.published_at, v.video_url,
             c.name as city_name, c.state as city_state, c.location_key,
             ts_rank_cd(document.vector, search.terms, 32) as score
      from city_videos v
      join cities c on c.id = v.city_id
      cross join search
      cross join lateral (
        select setweight(to_tsvector('english', v.title), 'A')
            || setweight(to_tsvector('english', coalesce(v.description, '')), 'B')
            || setweight(to_tsvector('english', coalesce(v.transcript, '')), 'C') as vector
      ) document
      where ${scope} and document.vector @@ search.terms
      order by score desc, v.published_at desc nulls last, v.id
      limit ${limit} offset ${offset}
    )
    select m.id, m.title, m.description, m.published_at, m.video_url, m.city_name, m.city_state,
           m.location_key, m.score,
           ts_headline('english', coalesce(nullif(m.transcript, ''), nullif(m.description, ''), m.title),
                       search.terms, 'StartSel=<mark>, StopSel=</mark>, MaxFragments=2') as snippet
    from matches m
    cross join search
    order by m.score desc, m.published_at desc nulls last, m.id
  `)) as unknown as { rows: SearchRow[] };
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    publishedAt: isoDate(row.published_at),
    videoUrl: row.video_url,
    snippet: row.snippet ?? "",
    score: normalizedScore(row.score === null ? Number.NaN : Number(row.score)),
    city: { name: row.city_name, state: row.city_state, locationKey: row.location_key },
  }));
}

async function assertCityExists(cityId: string): Promise<void> {
  // A malformed id names no city: answering here keeps PostgreSQL's uuid parser from turning it into a 500.
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(cityId);
  const [city] = isUuid
    ? await db().select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1)
    : [];
  if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
}

/** A hit under the spec's field names, as searchCityVideos answers it; the score is always a finite number. */
export function toSearchFunctionResult(hit: VideoSearchHit): SearchFunctionResult {
  return {
    id: hit.id,
    title: hit.title,
    description: hit.description,
    published_at: hit.publishedAt,
    video_url: hit.videoUrl,
    snippet: hit.snippet,
    score: normalizedScore(hit.score),
  };
}

/** searchCityVideos: the city's best matches for the query. */
export async function searchCityVideos(options: {
  cityId: string;
  query: string;
  limit: number;
}): Promise<{ results: SearchFunctionResult[] }> {
  const hits = await searchVideos(options);
  return { results: hits.map(toSearchFunctionResult) };
}

export type SearchPageStatus = "idle" | "results" | "invalid" | "failed";

export type SearchPage = {
  /** The city the search is limited to, when there is one. */
  city: City | null;
  /** The city filter's choices on /search: Live cities, plus the chosen one if it is not Live. */
  cityOptions: CityOption[];
  query: string;
  status: SearchPageStatus;
  /** Why the query was not run, for status "invalid". */
  message: string | null;
  hits: VideoSearchHit[];
};

/**
 * The search page: no query is "idle", a query that breaks the rules is "invalid" with the reason, a search that
 * throws is "failed", anything else lists up to 50 hits. An unknown city key is NOT_FOUND.
 */
export async function loadSearchPage(options: {
  query: string;
  locationKey: string | null;
  withCityOptions: boolean;
}): Promise<SearchPage> {
  const city = options.locationKey ? await getCityByLocationKey({ locationKey: options.locationKey }) : null;
  if (options.locationKey && !city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
  let cityOptions: CityOption[] = [];
  if (options.withCityOptions) {
    cityOptions = await listLiveCities();
    if (city && !cityOptions.some((option) => option.id === city.id)) {
      cityOptions.push({ id: city.id, name: city.name, locationKey: city.locationKey, state: city.state });
    }
  }
  const page = { city: city ?? null, cityOptions, query: options.query };
  if (!options.query) return { ...page, status: "idle", message: null, hits: [] };
  const checked = searchQuerySchema.safeParse(options.query);
  if (!checked.success) {
    return { ...page, status: "invalid", message: checked.error.issues[0]?.message ?? null, hits: [] };
  }
  try {
    const hits = await searchVideos({ query: checked.data, cityId: city?.id, limit: SEARCH_PAGE_LIMIT });
    return { ...page, status: "results", message: null, hits };
  } catch (error) {
    logger.error({ err: error }, "video search failed");
    return { ...page, status: "failed", message: null, hits: [] };
  }
}
