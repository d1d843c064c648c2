// The search service: PostgreSQL full-text search over meeting videos, used by the search page and searchCityVideos.
import { eq, type SQL, sql } from "drizzle-orm";
import { cities } from "#db/schema";
import type { CityViewer } from "~/features/cities/cities.server";
import {
  CITY_NOT_FOUND,
  type City,
  type CityOption,
  getCityByLocationKey,
  getViewableCityById,
  listLiveCities,
} from "~/features/cities/cities.server";
import { AppError, isAppError } from "~/lib/app-error";
import { type Db, db } from "~/lib/db.server";
import { parseWith } from "~/lib/http.server";
import { isUuid } from "~/lib/ids";
import { logger } from "~/lib/logger.server";
import { meetingMomentPath } from "~/lib/meeting-paths";
import {
  MAX_MARKED_LINES,
  MOMENT_CANDIDATES,
  MOMENTS_PER_MEETING,
  SEARCH_CANDIDATE_MEETINGS,
  SEARCH_DENSE_MATCHES_PER_MEETING,
  SEARCH_DOCUMENT_CANDIDATES,
  SEARCH_DOCUMENT_WINDOW,
  SEARCH_FUNCTION_DEFAULT_LIMIT,
  SEARCH_FUNCTION_MAX_LIMIT,
  SEARCH_MAX_OFFSET,
  SEARCH_PAGE_LIMIT,
  SEARCH_PREFIX_COMPLETIONS,
  SEARCH_SLICE_ROW_CAP,
  SEARCH_WORK_MEM,
} from "./search.constants";
import { QUERY_NEEDS_A_WORD, QUERY_ONLY_EXCLUSIONS } from "./search.copy";
import { type SearchFunctionResult, type SearchSort, searchQuerySchema } from "./search.schema";
import { normalizedScore } from "./search-presenter";
import { hasSearchTerms, type ParsedSearchQuery, parseSearchQuery } from "./search-query";
import {
  cityMarker,
  markersQuery,
  nextSliceDays,
  publishedDay,
  type Slice,
  sliceCovering,
} from "./search-slices";

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
  /** The meeting's best moments from the slice, best first (json_agg; empty when it matched by its title alone). */
  moments: MomentJson[];
  meetings_found: number | string;
  matches_found: number | string;
};

type MomentJson = { id: number; start_seconds: number; speaker: string | null; snippet: string | null };

function toMoment(moment: MomentJson): SearchMoment {
  return {
    segmentId: Number(moment.id),
    startSeconds: Number(moment.start_seconds),
    speaker: moment.speaker,
    snippet: fromHeadline(moment.snippet),
  };
}

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

/** A word as a quoted tsquery operand (lexemes can hold any character; quotes and backslashes are escaped). */
function tsqueryOperand(word: string): string {
  return `'${word.replaceAll("\\", "\\\\").replaceAll("'", "''")}'`;
}

/**
 * The query as a tsquery: the required words and phrases, and the last word as a prefix, written out as the
 * SEARCH_PREFIX_COMPLETIONS most said words that begin so (ADR 0016). A prefix match inside the text index would
 * read every posting list under the prefix; named words let the index skip through the few it needs.
 */
async function prepareTerms(executor: Executor, parsed: ParsedSearchQuery): Promise<SQL> {
  const required = sql`websearch_to_tsquery('english', ${parsed.required})`;
  if (parsed.prefix === null) return required;
  // The prefix holds only letters and digits (search-query.ts), so quoting it as a tsquery literal is safe. The
  // English stemmer shortens it as it shortened the words ("zoning" -> "zone"); a stop word leaves nothing.
  const stemmed = (await executor.execute(
    sql`select to_tsquery('english', ${`'${parsed.prefix}':*`})::text as query`,
  )) as unknown as { rows: { query: string }[] };
  const stem = /^'(.+)':\*$/.exec(stemmed.rows[0]?.query ?? "")?.[1];
  if (stem === undefined) return required;
  const completions = (await executor.execute(sql`
    select lexeme from search_lexemes
    where lexeme like ${`${stem.replaceAll("\\", "\\\\").replaceAll("%", "\\%").replaceAll("_", "\\_")}%`}
    order by segments desc, lexeme
    limit ${SEARCH_PREFIX_COMPLETIONS}
  `)) as unknown as { rows: { lexeme: string }[] };
  // No word begins so: the stem alone, which nothing says, keeps the query's meaning (it matches nothing).
  const words = completions.rows.length > 0 ? completions.rows.map((row) => row.lexeme) : [stem];
  return sql`(${required} && ${words.map(tsqueryOperand).join(" | ")}::tsquery)`;
}

/** The markers of these meetings, any of which places a segment in one of them. */
function meetingMarkersQuery(videoIds: readonly string[]): string {
  return markersQuery(videoIds.map((id) => `v${id.toLowerCase()}`));
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
 * Meetings matching `query` with their best moments (ADR 0011, 0016). Websearch syntax: words, "quoted phrases",
 * -exclusions (a meeting that says an excluded word anywhere is left out), `or`; the last word typed also matches as a
 * prefix. With `cityId` the search covers that city whatever its status (its page is reachable by key); without, it
 * covers Live cities only, as the public pickers do. An unknown cityId is NOT_FOUND; a blank, over-long or
 * exclusion-only query is BAD_REQUEST.
 *
 * Work is bounded at any scale (ADR 0016): matches are read from the newest slice of days that holds enough matching
 * meetings to rank, found inside the text index by day markers, so a word said in every meeting reads about what a
 * rare one does; words said nearly everywhere are read from the newest meetings' first matching lines instead.
 * Relevance ranks the meetings of that slice, and meetings whose own title, description or summary match.
 */
export async function searchVideos(options: {
  query: string;
  cityId?: string;
  limit?: number;
  offset?: number;
  sort?: SearchSort;
  /**
   * On PostgreSQL, the search's queries are cancelled past this many milliseconds, so a caller with a time budget (an
   * MCP tool call) leaves no query running after it has answered. PGlite has no such timer and ignores it.
   */
  statementTimeoutMs?: number;
}): Promise<VideoSearchResults> {
  const query = parseWith(searchQuerySchema, options.query);
  const parsed = parseSearchQuery(query);
  if (!hasSearchTerms(parsed))
    throw new AppError(
      "BAD_REQUEST",
      parsed.excluded.length > 0 ? QUERY_ONLY_EXCLUSIONS : QUERY_NEEDS_A_WORD,
    );
  const largest = Math.max(SEARCH_PAGE_LIMIT, SEARCH_FUNCTION_MAX_LIMIT);
  const limit = Math.min(Math.max(Math.trunc(options.limit ?? SEARCH_FUNCTION_DEFAULT_LIMIT), 1), largest);
  const offset = Math.min(Math.max(Math.trunc(options.offset ?? 0), 0), SEARCH_MAX_OFFSET);
  const sort = options.sort ?? "relevance";
  if (options.cityId !== undefined) await assertCityExists(options.cityId);

  const scope: SearchScope =
    options.cityId !== undefined
      ? { kind: "city", cityId: options.cityId }
      : { kind: "live", liveCities: await liveCityIdsLiteral() };
  const needed = Math.max(offset + limit + 1, SEARCH_CANDIDATE_MEETINGS);
  return db().transaction(async (tx) => {
    // A common word's bitmap of matches outgrows the default 4 MB and turns lossy (every row on a page rechecked).
    await tx.execute(sql.raw(`set local work_mem = '${SEARCH_WORK_MEM}'`));
    if (options.statementTimeoutMs !== undefined) {
      const timeoutMs = Math.max(1, Math.ceil(options.statementTimeoutMs));
      await tx.execute(sql.raw(`set local statement_timeout = ${timeoutMs}`));
    }
    const terms = await prepareTerms(tx, parsed);
    const documents = await matchDocuments(tx, terms, scope);
    const rank = (executor: Executor, source: MomentSource) =>
      rankMeetings(executor, { parsed, terms, scope, source, documents, limit, offset, sort });
    const newest = await newestDayInScope(tx, scope);
    let slice = newest === null ? null : sliceCovering(newest, 1);
    const finish = async (ranked: RankedMeetings, dense = false) =>
      toResults(tx, { ranked, terms, limit, dense });
    for (;;) {
      const ranked = await rank(tx, { kind: "slice", slice });
      if (slice === null || newest === null || ranked.meetingsFound >= needed) return finish(ranked);
      const perMeeting = ranked.matchesFound / Math.max(ranked.meetingsFound, 1);
      if (ranked.matchesFound >= SEARCH_SLICE_ROW_CAP || perMeeting > SEARCH_DENSE_MATCHES_PER_MEETING) {
        return finish(await rank(tx, { kind: "walk", meetings: needed }), true);
      }
      const days = nextSliceDays({ days: slice.days, meetingsFound: ranked.meetingsFound, needed });
      slice = sliceCovering(newest, days);
    }
  });
}

type Executor = Pick<Db, "execute">;

type SearchScope = { kind: "city"; cityId: string } | { kind: "live"; liveCities: string };

/**
 * Where the matching moments come from: every match in a slice of days (all days when null), read through the text
 * index; or, for words said nearly everywhere, the first matching lines of each of the newest meetings.
 */
type MomentSource = { kind: "slice"; slice: Slice | null } | { kind: "walk"; meetings: number };

/** The newest publication day among the meetings in scope, as the segments' day markers count it. */
async function newestDayInScope(executor: Executor, scope: SearchScope): Promise<number | null> {
  const result = (await executor.execute(sql`
    select v.published_at from city_videos v
    where ${videoScopeSql(scope)} and v.published_at is not null
    order by v.published_at desc nulls last
    limit 1
  `)) as unknown as { rows: { published_at: Date | string }[] };
  const newest = result.rows[0]?.published_at;
  return newest === undefined ? null : publishedDay(new Date(newest));
}

function videoScopeSql(scope: SearchScope): SQL {
  // The Live cities go in as a value, not a subquery, so the planner knows how much of the table they cover.
  return scope.kind === "city"
    ? sql`v.city_id = ${scope.cityId}::uuid`
    : sql`v.city_id = any(${scope.liveCities}::uuid[])`;
}

/**
 * A meeting's first MOMENT_CANDIDATES matching lines, read in order from the (video, position) index: for a word said
 * everywhere a meeting costs a few dozen rows. Run with bitmap scans off, or the planner may read the word's whole
 * bitmap once per meeting.
 */
function firstMatchingLines(terms: SQL, meetingId: SQL): SQL {
  return sql`
    select y.id, y.video_id, y.position, y.start_seconds, y.speaker, y.text, y.search_vector
    from transcript_segments y
    where y.video_id = ${meetingId} and y.search_vector @@ ${terms}
    order by y.position
    limit ${MOMENT_CANDIDATES}`;
}

/** The matching moments of `source`: id, video_id, position, start_seconds, speaker, text and rank. */
function momentsSql(terms: SQL, scope: SearchScope, source: MomentSource): SQL {
  if (source.kind === "walk") {
    // The newest meetings that say the words, each with its first few matching lines, read in order from the
    // (video, position) index: for a word said everywhere each meeting costs a few dozen rows.
    return sql`
      select s.id, s.video_id, s.position, s.start_seconds, s.speaker, s.text,
             ts_rank_cd(s.search_vector, ${terms}) as rank
      from (
        select v.id from city_videos v
        where ${videoScopeSql(scope)} and exists (
          select 1 from transcript_segments x where x.video_id = v.id and x.search_vector @@ ${terms})
        order by v.published_at desc nulls last, v.id
        limit ${source.meetings}
      ) newest
      cross join lateral (${firstMatchingLines(terms, sql`newest.id`)}) s`;
  }
  const markers: string[] = [];
  if (scope.kind === "city") markers.push(`'${cityMarker(scope.cityId)}'`);
  if (source.slice !== null) markers.push(`(${markersQuery(source.slice.markers)})`);
  const inScope = markers.length === 0 ? sql`true` : sql`s.scope_vector @@ ${markers.join(" & ")}::tsquery`;
  const live = scope.kind === "live" ? sql`s.city_id = any(${scope.liveCities}::uuid[])` : sql`true`;
  // Words and scope markers are answered together by the one GIN index: only rows in the slice are read.
  return sql`
    select s.id, s.video_id, s.position, s.start_seconds, s.speaker, s.text,
           ts_rank_cd(s.search_vector, ${terms}) as rank
    from transcript_segments s
    where s.search_vector @@ ${terms} and ${inScope} and ${live}
    limit ${SEARCH_SLICE_ROW_CAP}`;
}

/** Meetings whose own title, description or summary match, with their rank (the same for every slice). */
type DocumentMatches = { ids: string[]; ranks: number[] };

/** A PostgreSQL array literal of uuids or numbers (neither holds a character that needs quoting). */
function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.join(",")}}`;
}

/**
 * Runs `read` with bitmap scans off when `inOrder`: reading meetings line by line in order, where the planner might
 * otherwise read a word said everywhere as one whole bitmap per meeting. Scoped to this transaction; a failed read
 * ends the transaction, so only success needs to restore the setting.
 */
async function readingInOrder<T>(executor: Executor, inOrder: boolean, read: () => Promise<T>): Promise<T> {
  if (!inOrder) return read();
  await executor.execute(sql`set local enable_bitmapscan = off`);
  const result = await read();
  await executor.execute(sql`set local enable_bitmapscan = on`);
  return result;
}

/**
 * The meetings in scope whose own words match, best first: of the newest SEARCH_DOCUMENT_CANDIDATES that match, so a
 * word every summary mentions ranks a bounded number of them; a rarer one ranks them all, whatever their age.
 */
async function matchDocuments(executor: Executor, terms: SQL, scope: SearchScope): Promise<DocumentMatches> {
  const result = (await executor.execute(sql`
    select newest.id, ts_rank_cd(newest.search_vector, ${terms}) as rank
    from (
      select v.id, v.search_vector, v.published_at from city_videos v
      where v.search_vector @@ ${terms} and ${videoScopeSql(scope)}
      order by v.published_at desc nulls last, v.id
      limit ${SEARCH_DOCUMENT_CANDIDATES}
    ) newest
    order by rank desc, newest.published_at desc nulls last
    limit ${SEARCH_DOCUMENT_WINDOW}
  `)) as unknown as { rows: { id: string; rank: number | string }[] };
  return { ids: result.rows.map((row) => row.id), ranks: result.rows.map((row) => Number(row.rank)) };
}

/** One ranking of a slice: up to a page and one more of meetings, and how much the slice held. */
type RankedMeetings = { rows: MeetingRow[]; meetingsFound: number; matchesFound: number };

async function rankMeetings(
  executor: Executor,
  options: {
    parsed: ParsedSearchQuery;
    terms: SQL;
    scope: SearchScope;
    source: MomentSource;
    documents: DocumentMatches;
    limit: number;
    offset: number;
    sort: SearchSort;
  },
): Promise<RankedMeetings> {
  const { parsed, scope, terms } = options;
  // The meeting's own marker finds its lines inside the text index, which reads only that meeting's postings.
  const exclusion =
    parsed.excluded.length === 0
      ? sql`true`
      : sql`not (v.search_vector @@ ${excludedSql(parsed)}) and not exists (
          select 1 from transcript_segments x
          where x.search_vector @@ ${excludedSql(parsed)} and x.scope_vector @@ quote_literal('v' || v.id)::tsquery)`;
  const newestFirst = options.sort === "newest";
  const order = newestFirst
    ? sql`v.published_at desc nulls last, score desc, v.id`
    : sql`score desc, v.published_at desc nulls last, v.id`;
  const pageOrder = newestFirst
    ? sql`p.published_at desc nulls last, p.score desc, p.id`
    : sql`p.score desc, p.published_at desc nulls last, p.id`;
  const result = (await readingInOrder(executor, options.source.kind === "walk", () =>
    executor.execute(sql`
    with moments as materialized (${momentsSql(terms, scope, options.source)}),
    documents as (
      select d.video_id, d.rank from unnest(${arrayLiteral(options.documents.ids)}::uuid[],
        ${arrayLiteral(options.documents.ranks)}::float8[]) as d(video_id, rank)
    ),
    by_meeting as (
      select video_id, max(rank) as best_rank, count(*) as matched from moments group by video_id
    ),
    c as (
      select coalesce(m.video_id, d.video_id) as video_id, coalesce(m.best_rank, 0) as best_rank,
             coalesce(m.matched, 0) as matched, coalesce(d.rank, 0) as doc_rank
      from by_meeting m full join documents d on d.video_id = m.video_id
    ),
    page as (
      -- A demo meeting's made-up video id names no real video: no Watch link to a dead page (ADR 0031).
      select v.id, v.title, v.description, v.published_at,
             case when v.is_demo then null else v.video_url end as video_url, v.search_vector, v.analysis_results,
             ci.name as city_name, ci.state as city_state, ci.location_key, c.matched,
             ${SCORE_SQL} as score
      from c
      join city_videos v on v.id = c.video_id
      join cities ci on ci.id = v.city_id
      where ${exclusion}
      order by ${order}
      limit ${options.limit + 1} offset ${options.offset}
    )
    select p.id, p.title, p.description, p.published_at, p.video_url, p.city_name, p.city_state, p.location_key,
           p.score,
           case when p.matched = 0 then ${headlineSql(
             sql`concat_ws(' ', p.title, p.description, p.analysis_results->>'summary')`,
             terms,
           )} end as doc_snippet,
           (
             select coalesce(json_agg(json_build_object(
               'id', best.id, 'start_seconds', best.start_seconds, 'speaker', best.speaker,
               'snippet', ${headlineSql(sql`best.text`, terms)}) order by best.rank desc, best.position), '[]'::json)
             from (
               select m.id, m.start_seconds, m.speaker, m.text, m.rank, m.position from moments m
               where m.video_id = p.id order by m.rank desc, m.position limit ${MOMENTS_PER_MEETING}
             ) best
           ) as moments,
           stats.meetings_found, stats.matches_found
    from page p
    -- The counts come back even when the page is empty (an offset past the end), on a row with no meeting.
    right join (
      select (select count(*) from by_meeting) as meetings_found, (select count(*) from moments) as matches_found
    ) stats on true
    order by ${pageOrder}
  `),
  )) as unknown as { rows: MeetingRow[] };
  const counts = result.rows[0];
  return {
    rows: result.rows.filter((row) => row.id !== null),
    meetingsFound: Number(counts?.meetings_found ?? 0),
    matchesFound: Number(counts?.matches_found ?? 0),
  };
}

/** The final ranking as hits; a meeting found by its title alone has no moments yet, so they are looked up. */
async function toResults(
  executor: Executor,
  options: { ranked: RankedMeetings; terms: SQL; limit: number; dense: boolean },
): Promise<VideoSearchResults> {
  const rows = options.ranked.rows;
  const page = rows.slice(0, options.limit);
  const missing = page.filter((row) => row.moments.length === 0).map((row) => row.id);
  const looked = await bestMoments(executor, {
    terms: options.terms,
    videoIds: missing,
    dense: options.dense,
  });
  return {
    hits: page.map((row) =>
      toHit(row, row.moments.length > 0 ? row.moments.map(toMoment) : (looked.get(row.id) ?? [])),
    ),
    hasMore: rows.length > options.limit,
  };
}

/**
 * The best few moments of each of these meetings, by rank then by time, each with its excerpt: for meetings found by
 * their title that the slice did not reach. Their markers find their matching lines inside the text index; for words
 * said nearly everywhere (`dense`) each meeting's first matching lines are read in order instead, as the walk does.
 */
async function bestMoments(
  executor: Executor,
  options: { terms: SQL; videoIds: string[]; dense: boolean },
): Promise<Map<string, SearchMoment[]>> {
  const byVideo = new Map<string, SearchMoment[]>();
  if (options.videoIds.length === 0) return byVideo;
  const { terms } = options;
  const matches = options.dense
    ? sql`
      select s.* from unnest(${arrayLiteral(options.videoIds)}::uuid[]) as m(video_id)
      cross join lateral (${firstMatchingLines(terms, sql`m.video_id`)}) s`
    : sql`
      select s.id, s.video_id, s.start_seconds, s.speaker, s.text, s.position, s.search_vector
      from transcript_segments s
      where s.search_vector @@ ${terms} and s.scope_vector @@ ${meetingMarkersQuery(options.videoIds)}::tsquery`;
  const result = (await readingInOrder(executor, options.dense, () =>
    executor.execute(sql`
    select best.id, best.video_id, best.start_seconds, best.speaker, ${headlineSql(sql`best.text`, terms)} as snippet
    from (
      select s.id, s.video_id, s.start_seconds, s.speaker, s.text,
             row_number() over (
               partition by s.video_id order by ts_rank_cd(s.search_vector, ${terms}) desc, s.position
             ) as place
      from (${matches}) s
    ) best
    where best.place <= ${MOMENTS_PER_MEETING}
    order by best.video_id, best.place
  `),
  )) as unknown as { rows: MomentRow[] };
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
  // A malformed id names no meeting (and would not make a marker).
  if (!isUuid(options.videoId)) return {};
  const executor = db();
  const terms = await prepareTerms(executor, parsed);
  const result = (await executor.execute(sql`
    select s.id, ${headlineSql(sql`s.text`, terms, "StartSel=<mark>, StopSel=</mark>, HighlightAll=true")} as marked
    from transcript_segments s
    where s.search_vector @@ ${terms} and s.scope_vector @@ ${meetingMarkersQuery([options.videoId])}::tsquery
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

/** The ids of Live cities as a PostgreSQL array literal. */
async function liveCityIdsLiteral(): Promise<string> {
  const rows = await db().select({ id: cities.id }).from(cities).where(eq(cities.status, "Live"));
  return arrayLiteral(rows.map((row) => row.id));
}

async function assertCityExists(cityId: string): Promise<void> {
  const [city] = isUuid(cityId)
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

/** searchCityVideos: the city's best matches for the query; a city the viewer may not see is not found (ADR 0024). */
export async function searchCityVideos(options: {
  cityId: string;
  query: string;
  limit: number;
  viewer: CityViewer;
}): Promise<{ results: SearchFunctionResult[] }> {
  const city = isUuid(options.cityId)
    ? await getViewableCityById({ cityId: options.cityId, viewer: options.viewer })
    : undefined;
  if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
  const { hits } = await searchVideos({ cityId: city.id, query: options.query, limit: options.limit });
  return { results: hits.map((hit) => toSearchFunctionResult(hit, options.query)) };
}

export type SearchPageStatus = "idle" | "results" | "invalid" | "failed";

export type SearchPage = {
  /** The city the search is limited to, when there is one. */
  city: City | null;
  /** The city filter's choices on /search: Live cities, plus the chosen one if it is not Live (and may be seen). */
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
  /** A city the viewer may not see is an unknown key (ADR 0024). */
  viewer: CityViewer;
}): Promise<SearchPage> {
  const city = options.locationKey
    ? await getCityByLocationKey({ locationKey: options.locationKey, viewer: options.viewer })
    : null;
  if (options.locationKey && !city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
  let cityOptions: CityOption[] = [];
  if (options.withCityOptions) {
    cityOptions = await listLiveCities();
    if (city && !cityOptions.some((option) => option.id === city.id)) {
      cityOptions.push({ id: city.id, name: city.name, locationKey: city.locationKey, state: city.state });
    }
  }
  // The search page lists newest first, like the spec's page query (spec 000 section 7); relevance is a choice.
  const sort = options.sort ?? "newest";
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

// ---- Saved searches (alerts, issue #17, ADR 0039) ----

/** A saved search compiled once, when it is saved: its words as a tsquery and its -exclusions as another. */
export type CompiledSavedSearch = {
  /** The query as typed and checked (trimmed). */
  query: string;
  /** The words, phrases and last-word prefix that must match, as tsquery text. */
  matchQuery: string;
  /** The -exclusions as tsquery text, or null when there are none. */
  excludeQuery: string | null;
};

/**
 * Checks a query exactly as the search page does (length, control characters, something to look for), with the
 * search area's own messages, and compiles it for matching one new meeting at a time. The last word is a prefix, as
 * on the search page; against one meeting's lines it is matched as a tsquery prefix directly, so no completions are
 * looked up. A query whose words are all stop words ("the") could never match, and is refused as asking for nothing.
 */
export async function compileSavedSearch(rawQuery: string): Promise<CompiledSavedSearch> {
  const query = parseWith(searchQuerySchema, rawQuery);
  const parsed = parseSearchQuery(query);
  if (!hasSearchTerms(parsed))
    throw new AppError(
      "BAD_REQUEST",
      parsed.excluded.length > 0 ? QUERY_ONLY_EXCLUSIONS : QUERY_NEEDS_A_WORD,
    );
  const prefix =
    parsed.prefix === null
      ? sql`''::tsquery`
      : sql`to_tsquery('english', ${`${tsqueryOperand(parsed.prefix)}:*`})`;
  const result = (await db().execute(sql`
    select (websearch_to_tsquery('english', ${parsed.required}) && ${prefix})::text as match_query,
           numnode(websearch_to_tsquery('english', ${parsed.required}) && ${prefix}) as nodes,
           ${parsed.excluded.length > 0 ? sql`${excludedSql(parsed)}::text` : sql`null`} as exclude_query
  `)) as unknown as { rows: { match_query: string; nodes: number | string; exclude_query: string | null }[] };
  const row = result.rows[0];
  if (!row || Number(row.nodes) === 0) throw new AppError("BAD_REQUEST", QUERY_NEEDS_A_WORD);
  const excludeQuery = row.exclude_query && row.exclude_query.trim() !== "" ? row.exclude_query : null;
  return { query, matchQuery: row.match_query, excludeQuery };
}

/**
 * One line with every word of `terms` (a tsquery) in <mark>, the way search marks a transcript. NOT escaped: the
 * caller escapes it (sanitizeSnippet) before it becomes HTML. Read the result with `headlineText`.
 */
export function markedLineSql(text: SQL, terms: SQL): SQL {
  return headlineSql(text, terms, "StartSel=<mark>, StopSel=</mark>, HighlightAll=true");
}

/** A `markedLineSql` result as the text it marks (the entities it needed turned back into characters). */
export function headlineText(headline: string | null): string {
  return fromHeadline(headline);
}

/** Escaping a marked line for HTML, read by alert mails (issue #17) as search results read it. */
export { escapeHtml, sanitizeSnippet } from "./snippet";
