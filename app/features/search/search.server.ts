// The search service: PostgreSQL full-text search over meeting videos, used by the search page and searchCityVideos.
import { eq, type SQL, sql } from "drizzle-orm";
import { cities } from "#db/schema";
import { meetingMomentPath } from "~/features/analysis/meeting-paths";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import {
  type City,
  type CityOption,
  getCityByLocationKey,
  listLiveCities,
} from "~/features/cities/cities.server";
import { AppError, isAppError } from "~/lib/app-error";
import { type Db, db } from "~/lib/db.server";
import { parseWith } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import {
  MAX_MARKED_LINES,
  MOMENT_CANDIDATES,
  MOMENTS_PER_MEETING,
  SEARCH_DOCUMENT_WINDOW,
  SEARCH_FUNCTION_DEFAULT_LIMIT,
  SEARCH_FUNCTION_MAX_LIMIT,
  SEARCH_MAX_MOMENT_WINDOW,
  SEARCH_MAX_OFFSET,
  SEARCH_MOMENT_WINDOW,
  SEARCH_PAGE_LIMIT,
  SEARCH_WINDOW_GROWTH,
  SEARCH_WORK_MEM,
} from "./search.constants";
import { QUERY_ONLY_EXCLUSIONS } from "./search.copy";
import { type SearchFunctionResult, type SearchSort, searchQuerySchema } from "./search.schema";
import { normalizedScore } from "./search-presenter";
import { hasSearchTerms, type ParsedSearchQuery, parseSearchQuery } from "./search-query";

/** One place in a meeting where the query matched: the second it starts and the words around it. */
export type SearchMoment = {
  segmentId: number;
  startSeconds: number;
  speaker: string | null;
  /** ts_headline's excerpt with <mark> around matches. NOT escaped: sanitize before use as HTML. */
  snippet: string;
};

export type VideoSearchHit = {
  id: string;
  title: string;
  description: string | null;
  publishedAt: string | null;
  videoUrl: string | null;
  /** The best moment's excerpt, else the title, description or summary's, with <mark> around matches. NOT escaped. */
  snippet: string;
  /** Relevance in 0..1 (see `SCORE_SQL`). */
  score: number;
  city: { name: string; state: string; locationKey: string };
  /** The best matching moments, best first, at most `MOMENTS_PER_MEETING`. */
  moments: SearchMoment[];
};

export type VideoSearchResults = { hits: VideoSearchHit[]; hasMore: boolean };

type MeetingRow = {
  id: string;
  title: string;
  description: string | null;
  published_at: Date | string | null;
  video_url: string | null;
  doc_snippet: string | null;
  score: number | string | null;
  city_name: string;
  city_state: string;
  location_key: string;
  window_rows: number | string;
};

type MomentRow = {
  id: number;
  video_id: string;
  start_seconds: number | string;
  speaker: string | null;
  snippet: string | null;
};

function isoDate(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

const HEADLINE_OPTIONS = "StartSel=<mark>, StopSel=</mark>, MaxWords=40, MinWords=20";

/**
 * ts_headline over `text`. The parser would drop anything that looks like a tag ("<script>"), so the text goes in
 * with & < > as entities, which it keeps, and `fromHeadline` turns them back: the excerpt keeps every character said.
 */
function headlineSql(text: SQL, terms: SQL, options: string = HEADLINE_OPTIONS): SQL {
  return sql`ts_headline('english', replace(replace(replace(${text}, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
    ${terms}, ${options})`;
}

function fromHeadline(headline: string | null): string {
  return (headline ?? "").replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&amp;", "&");
}

/** The query as a tsquery: the required words and phrases, and the last word as a prefix. */
function termsSql(parsed: ParsedSearchQuery): SQL {
  const required = sql`websearch_to_tsquery('english', ${parsed.required})`;
  if (parsed.prefix === null) return required;
  // The prefix holds only letters and digits (search-query.ts), so quoting it as a tsquery literal is safe.
  return sql`(${required} && to_tsquery('english', ${`'${parsed.prefix}':*`}))`;
}

function excludedSql(parsed: ParsedSearchQuery): SQL {
  return sql`websearch_to_tsquery('english', ${parsed.excluded.map((term) => `"${term}"`).join(" or ")})`;
}

/**
 * Relevance in 0..1 from the meeting's own words (title weighted above description and summary), its best moment,
 * and, a little, how many moments matched: 1 - e^(-2 x raw), so one passing mention scores low and a title match
 * high, and the number never reaches 1.
 */
const SCORE_SQL = sql`(1 - exp(-2 * (c.doc_rank + c.best_rank + 0.05 * ln(1 + c.matched))))`;

/**
 * Meetings matching `query` with their best moments (ADR 0011). Websearch syntax: words, "quoted phrases",
 * -exclusions (a meeting that says an excluded word anywhere is left out), `or`; the last word typed also matches as a
 * prefix. With `cityId` the search covers that city whatever its status (its page is reachable by key); without, it
 * covers Live cities only, as the public pickers do. An unknown cityId is NOT_FOUND; a blank, over-long or
 * exclusion-only query is BAD_REQUEST.
 *
 * Work is bounded at any scale: moments are read newest first from an index and at most a window of them is ranked,
 * so a word said in every meeting costs about what a rare one does. Relevance is exact while the matches fit the
 * window and otherwise covers the newest window of them; the window grows when a later page needs more meetings.
 */
export async function searchVideos(options: {
  query: string;
  cityId?: string;
  limit?: number;
  offset?: number;
  sort?: SearchSort;
}): Promise<VideoSearchResults> {
  const query = parseWith(searchQuerySchema, options.query);
  const parsed = parseSearchQuery(query);
  if (!hasSearchTerms(parsed)) throw new AppError("BAD_REQUEST", QUERY_ONLY_EXCLUSIONS);
  const largest = Math.max(SEARCH_PAGE_LIMIT, SEARCH_FUNCTION_MAX_LIMIT);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? SEARCH_FUNCTION_DEFAULT_LIMIT), 1), largest);
  const offset = Math.min(Math.max(Math.trunc(options.offset ?? 0), 0), SEARCH_MAX_OFFSET);
  const sort = options.sort ?? "relevance";
  if (options.cityId !== undefined) await assertCityExists(options.cityId);

  const liveCities = options.cityId === undefined ? await liveCityIdsLiteral() : null;
  return db().transaction(async (tx) => {
    // A common word's bitmap of matches outgrows the default 4 MB and turns lossy (every row on a page rechecked).
    await tx.execute(sql.raw(`set local work_mem = '${SEARCH_WORK_MEM}'`));
    let window = SEARCH_MOMENT_WINDOW;
    for (;;) {
      const rows = await searchMeetings(tx, {
        parsed,
        cityId: options.cityId,
        liveCities,
        limit,
        offset,
        sort,
        window,
      });
      const windowFull = rows.length > 0 && Number(rows[0]?.window_rows) >= window;
      if (rows.length > limit || !windowFull || window >= SEARCH_MAX_MOMENT_WINDOW) {
        const page = rows.slice(0, limit);
        const moments = await bestMoments(tx, { parsed, videoIds: page.map((row) => row.id) });
        return {
          hits: page.map((row) => toHit(row, moments.get(row.id) ?? [])),
          hasMore: rows.length > limit,
        };
      }
      // The newest matches filled the window but not the page: look further back.
      window = Math.min(window * SEARCH_WINDOW_GROWTH, SEARCH_MAX_MOMENT_WINDOW);
    }
  });
}

type Executor = Pick<Db, "execute">;

async function searchMeetings(
  executor: Executor,
  options: {
    parsed: ParsedSearchQuery;
    cityId: string | undefined;
    liveCities: string | null;
    limit: number;
    offset: number;
    sort: SearchSort;
    window: number;
  },
): Promise<MeetingRow[]> {
  const { parsed, cityId, window } = options;
  // The Live cities go in as a value, not a subquery, so the planner knows how much of the table they cover.
  const liveCities = sql`${options.liveCities ?? "{}"}::uuid[]`;
  const segmentScope =
    cityId !== undefined ? sql`s.city_id = ${cityId}::uuid` : sql`s.city_id = any(${liveCities})`;
  const videoScope =
    cityId !== undefined ? sql`v.city_id = ${cityId}::uuid` : sql`v.city_id = any(${liveCities})`;
  const exclusion =
    parsed.excluded.length === 0
      ? sql`true`
      : sql`not (v.search_vector @@ ${excludedSql(parsed)}) and not exists (
          select 1 from transcript_segments x where x.video_id = v.id and x.search_vector @@ ${excludedSql(parsed)})`;
  const order =
    options.sort === "newest"
      ? sql`v.published_at desc nulls last, score desc, v.id`
      : sql`score desc, v.published_at desc nulls last, v.id`;
  // The query is written out where it is used, not read from a CTE, so the planner sees its words and can tell a
  // rare word (use the text index) from a common one (walk the newest moments until the window is full).
  const terms = termsSql(parsed);
  const result = (await executor.execute(sql`
    with moments as materialized (
      select s.video_id, ts_rank_cd(s.search_vector, ${terms}) as rank
      from transcript_segments s
      where s.search_vector @@ ${terms} and ${segmentScope}
      order by s.published_at desc nulls last, s.id
      limit ${window}
    ),
    documents as materialized (
      select v.id as video_id, ts_rank_cd(v.search_vector, ${terms}) as rank
      from city_videos v
      where v.search_vector @@ ${terms} and ${videoScope}
      order by rank desc, v.published_at desc nulls last
      limit ${SEARCH_DOCUMENT_WINDOW}
    ),
    by_meeting as (
      select video_id, max(rank) as best_rank, count(*) as matched from moments group by video_id
    ),
    c as (
      select coalesce(m.video_id, d.video_id) as video_id, coalesce(m.best_rank, 0) as best_rank,
             coalesce(m.matched, 0) as matched, coalesce(d.rank, 0) as doc_rank
      from by_meeting m full join documents d on d.video_id = m.video_id
    )
    select v.id, v.title, v.description, v.published_at, v.video_url,
           ci.name as city_name, ci.state as city_state, ci.location_key,
           ${SCORE_SQL} as score,
           case when c.matched = 0 then ${headlineSql(
             sql`concat_ws(' ', v.title, v.description, v.analysis_results->>'summary')`,
             terms,
           )} end as doc_snippet,
           (select count(*) from moments) as window_rows
    from c
    join city_videos v on v.id = c.video_id
    join cities ci on ci.id = v.city_id
    where ${exclusion}
    order by ${order}
    limit ${options.limit + 1} offset ${options.offset}
  `)) as unknown as { rows: MeetingRow[] };
  return result.rows;
}

/** The best few moments of each meeting, by rank then by time, each with its excerpt. */
async function bestMoments(
  executor: Executor,
  options: {
    parsed: ParsedSearchQuery;
    videoIds: string[];
  },
): Promise<Map<string, SearchMoment[]>> {
  const byVideo = new Map<string, SearchMoment[]>();
  if (options.videoIds.length === 0) return byVideo;
  const terms = termsSql(options.parsed);
  // Each meeting ranks at most its first MOMENT_CANDIDATES matches, read in order from the (video, position)
  // index: a word said four hundred times in a meeting costs what one said forty times does.
  const result = (await executor.execute(sql`
    select best.id, m.video_id, best.start_seconds, best.speaker,
           ${headlineSql(sql`best.text`, terms)} as snippet
    from (values ${sql.join(
      options.videoIds.map((id) => sql`(${id}::uuid)`),
      sql`, `,
    )}) as m(video_id)
    cross join lateral (
      select c.id, c.start_seconds, c.speaker, c.text
      from (
        select s.id, s.start_seconds, s.speaker, s.text, s.position, s.search_vector
        from transcript_segments s
        where s.video_id = m.video_id and s.search_vector @@ ${terms}
        order by s.position
        limit ${MOMENT_CANDIDATES}
      ) c
      order by ts_rank_cd(c.search_vector, ${terms}) desc, c.position
      limit ${MOMENTS_PER_MEETING}
    ) best
  `)) as unknown as { rows: MomentRow[] };
  for (const row of result.rows) {
    const moments = byVideo.get(row.video_id) ?? [];
    moments.push({
      segmentId: Number(row.id),
      startSeconds: Number(row.start_seconds),
      speaker: row.speaker,
      snippet: fromHeadline(row.snippet),
    });
    byVideo.set(row.video_id, moments);
  }
  return byVideo;
}

/**
 * The lines of one meeting that match a search, each with every matched word in <mark>, for marking search hits
 * in the transcript a result opened. A query that is not a valid search marks nothing.
 */
export async function markTranscriptMatches(options: {
  videoId: string;
  query: string;
}): Promise<Record<number, string>> {
  const checked = searchQuerySchema.safeParse(options.query);
  if (!checked.success) return {};
  const parsed = parseSearchQuery(checked.data);
  if (!hasSearchTerms(parsed)) return {};
  const terms = termsSql(parsed);
  const result = (await db().execute(sql`
    select s.id, ${headlineSql(sql`s.text`, terms, "StartSel=<mark>, StopSel=</mark>, HighlightAll=true")} as marked
    from transcript_segments s
    where s.video_id = ${options.videoId}::uuid and s.search_vector @@ ${terms}
    order by s.position
    limit ${MAX_MARKED_LINES}
  `)) as unknown as { rows: { id: number; marked: string | null }[] };
  return Object.fromEntries(result.rows.map((row) => [Number(row.id), fromHeadline(row.marked)]));
}

function toHit(row: MeetingRow, moments: SearchMoment[]): VideoSearchHit {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    publishedAt: isoDate(row.published_at),
    videoUrl: row.video_url,
    snippet: moments[0]?.snippet ?? fromHeadline(row.doc_snippet),
    score: normalizedScore(row.score === null ? Number.NaN : Number(row.score)),
    city: { name: row.city_name, state: row.city_state, locationKey: row.location_key },
    moments,
  };
}

/** The ids of Live cities as a PostgreSQL array literal (uuids hold no characters that need quoting). */
async function liveCityIdsLiteral(): Promise<string> {
  const rows = await db().select({ id: cities.id }).from(cities).where(eq(cities.status, "Live"));
  return `{${rows.map((row) => row.id).join(",")}}`;
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
export function toSearchFunctionResult(hit: VideoSearchHit, query: string): SearchFunctionResult {
  return {
    id: hit.id,
    title: hit.title,
    description: hit.description,
    published_at: hit.publishedAt,
    video_url: hit.videoUrl,
    snippet: hit.snippet,
    score: normalizedScore(hit.score),
    moments: hit.moments.map((moment) => ({
      start_seconds: moment.startSeconds,
      speaker: moment.speaker,
      snippet: moment.snippet,
      meeting_url: meetingMomentPath(hit.city.locationKey, hit.id, moment.startSeconds, query),
    })),
  };
}

/** searchCityVideos: the city's best matches for the query. */
export async function searchCityVideos(options: {
  cityId: string;
  query: string;
  limit: number;
}): Promise<{ results: SearchFunctionResult[] }> {
  const { hits } = await searchVideos(options);
  return { results: hits.map((hit) => toSearchFunctionResult(hit, options.query)) };
}

export type SearchPageStatus = "idle" | "results" | "invalid" | "failed";

export type SearchPage = {
  /** The city the search is limited to, when there is one. */
  city: City | null;
  /** The city filter's choices on /search: Live cities, plus the chosen one if it is not Live. */
  cityOptions: CityOption[];
  query: string;
  sort: SearchSort;
  /** 1-based page of results. */
  page: number;
  status: SearchPageStatus;
  /** Why the query was not run, for status "invalid". */
  message: string | null;
  hits: VideoSearchHit[];
  hasMore: boolean;
};

/**
 * The search page: no query is "idle", a query that breaks the rules is "invalid" with the reason, a search that
 * throws is "failed", anything else lists up to 50 hits of the asked-for page. An unknown city key is NOT_FOUND.
 */
export async function loadSearchPage(options: {
  query: string;
  locationKey: string | null;
  withCityOptions: boolean;
  sort?: SearchSort;
  page?: number;
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
  const sort = options.sort ?? "relevance";
  const pageNumber = options.page ?? 1;
  const page = { city: city ?? null, cityOptions, query: options.query, sort, page: pageNumber };
  const empty = { hits: [], hasMore: false };
  if (!options.query) return { ...page, ...empty, status: "idle", message: null };
  const checked = searchQuerySchema.safeParse(options.query);
  if (!checked.success) {
    return { ...page, ...empty, status: "invalid", message: checked.error.issues[0]?.message ?? null };
  }
  try {
    const results = await searchVideos({
      query: checked.data,
      cityId: city?.id,
      limit: SEARCH_PAGE_LIMIT,
      offset: (pageNumber - 1) * SEARCH_PAGE_LIMIT,
      sort,
    });
    return { ...page, ...results, status: "results", message: null };
  } catch (error) {
    if (isAppError(error) && error.code === "BAD_REQUEST") {
      return { ...page, ...empty, status: "invalid", message: error.message };
    }
    logger.error({ err: error }, "video search failed");
    return { ...page, ...empty, status: "failed", message: null };
  }
}
