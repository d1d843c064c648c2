// Alerts benchmark (issue #17, ADR 0039), on PostgreSQL: (1) N saved searches matched against one new 3-hour
// meeting of 1,800 lines, p50/p95 per meeting, against a baseline in the same run (every saved query tested on every
// line, without the gathered-words prefilter) and against a tenth of the saved searches (how it grows); (2) the
// daily digests of 100,000 subscribers across 3 cities, built in batches (the mails are composed, not sent), with the
// heap sampled throughout, against a tenth of the subscribers.
//
// Run:  npx tsx scripts/bench/alerts.ts [--searches 10000] [--meetings 7] [--subscribers 100000]
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/civiclens_bench_alerts (the default; created
//   when missing; its alert and city tables are emptied first).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { runDueDigests } from "~/features/alerts/alert-digests.server";
import { matchSavedSearches } from "~/features/alerts/alert-matching.server";
import { compileSavedSearch } from "~/features/search/search.server";
import { type Database, openDatabase, setCurrentDatabase } from "~/lib/db.server";
import { option, percentile, print } from "./bench-support";
import {
  CIVIC_WORDS_FOR_BENCH,
  PHRASES_FOR_BENCH,
  RARE_NAMES,
  seededRandom,
  segmentText,
} from "./search-corpus";

const SEARCHES = option("searches", 10_000);
const MEETINGS = option("meetings", 7);
const SUBSCRIBERS = option("subscribers", 100_000);
const LINES = 1_800;
const databaseUrl =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres:postgres@127.0.0.1:5432/civiclens_bench_alerts";

async function ensurePostgresDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`);
  await client.end();
}

async function sql(database: Database, text: string, values?: unknown[]) {
  return (await database.executeSql(text, values)).rows;
}

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;

/** What residents save: street and people's names, a civic word or two, a phrase, an exclusion, a prefix. */
function savedQuery(random: () => number): string {
  const roll = random();
  if (roll < 0.4) return pick(random, RARE_NAMES);
  if (roll < 0.6) return `${pick(random, CIVIC_WORDS_FOR_BENCH)} ${pick(random, RARE_NAMES)}`;
  if (roll < 0.8) return `"${pick(random, PHRASES_FOR_BENCH)}"`;
  if (roll < 0.9) return `${pick(random, CIVIC_WORDS_FOR_BENCH)} -${pick(random, CIVIC_WORDS_FOR_BENCH)}`;
  return pick(random, CIVIC_WORDS_FOR_BENCH).slice(0, 5);
}

async function insertSavedSearches(database: Database, count: number, cityIds: string[]): Promise<void> {
  await sql(database, "delete from alert_subscriptions");
  const random = seededRandom(17_000 + count);
  const compiled = new Map<string, Awaited<ReturnType<typeof compileSavedSearch>>>();
  const rows: { email: string; city: string | null; query: string; match: string; exclude: string | null }[] =
    [];
  for (let index = 0; index < count; index++) {
    const query = savedQuery(random);
    let saved = compiled.get(query);
    if (!saved) {
      saved = await compileSavedSearch(query);
      compiled.set(query, saved);
    }
    rows.push({
      email: `resident${index}@bench.example`,
      city: random() < 0.2 ? null : (cityIds[index % cityIds.length] ?? null),
      query: saved.query,
      match: saved.matchQuery,
      exclude: saved.excludeQuery,
    });
  }
  await sql(
    database,
    `insert into alert_subscriptions (email, kind, city_id, query, match_query, exclude_query, confirmed_at)
     select e, 'search', c, q, m::tsquery, x::tsquery, now()
     from unnest($1::text[], $2::uuid[], $3::text[], $4::text[], $5::text[]) as r(e, c, q, m, x)`,
    [
      rows.map((row) => row.email),
      rows.map((row) => row.city),
      rows.map((row) => row.query),
      rows.map((row) => row.match),
      rows.map((row) => row.exclude),
    ],
  );
  await sql(database, "analyze alert_subscriptions");
}

/** A new 3-hour meeting of 1,800 lines in the first city. */
async function newMeeting(database: Database, cityId: string, seed: number): Promise<string> {
  const id = randomUUID();
  const random = seededRandom(seed);
  await sql(
    database,
    `insert into city_videos (id, city_id, title, video_id, published_at) values ($1, $2, $3, $4, now())`,
    [id, cityId, `Bench meeting ${seed}`, `bench-${id}`],
  );
  const texts = Array.from({ length: LINES }, () => segmentText(random));
  await sql(
    database,
    `insert into transcript_segments (video_id, position, start_seconds, end_seconds, text)
     select $1, p - 1, (p - 1) * 6, p * 6, t from unnest($2::text[]) with ordinality as r(t, p)`,
    [id, texts],
  );
  return id;
}

/** The baseline: every active saved query tested against every line of the meeting, one statement. */
async function naiveMatch(database: Database, videoId: string): Promise<number> {
  const rows = await sql(
    database,
    `select count(*) as n from alert_subscriptions a
     where a.kind = 'search' and a.confirmed_at is not null
       and exists (select 1 from transcript_segments s where s.video_id = $1 and s.search_vector @@ a.match_query)`,
    [videoId],
  );
  return Number(rows[0]?.n ?? 0);
}

async function timeMatching(database: Database, cityIds: string[], searches: number, label: string) {
  await insertSavedSearches(database, searches, cityIds);
  const samples: number[] = [];
  const baseline: number[] = [];
  let matched = 0;
  for (let meeting = 0; meeting < MEETINGS; meeting++) {
    const videoId = await newMeeting(database, cityIds[0] ?? "", 900 + meeting);
    await sql(database, "analyze transcript_segments");
    const started = performance.now();
    matched += await matchSavedSearches({ videoId });
    samples.push(performance.now() - started);
    const baselineStarted = performance.now();
    await naiveMatch(database, videoId);
    baseline.push(performance.now() - baselineStarted);
  }
  const result = {
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    baseline50: percentile(baseline, 0.5),
    matchedPerMeeting: matched / MEETINGS,
  };
  print(
    `${label}: ${searches.toLocaleString()} saved searches x ${LINES} lines: p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms per meeting (${result.matchedPerMeeting.toFixed(0)} alerts matched each); baseline (every query on every line) p50 ${result.baseline50.toFixed(0)} ms = ${(result.baseline50 / result.p50).toFixed(1)}x slower`,
  );
  return result;
}

async function seedDigests(database: Database, subscribers: number, cityIds: string[]): Promise<void> {
  await sql(database, "delete from alert_subscriptions");
  // Each city gets meetings to match; every subscriber follows one city daily and has two unsent matches.
  const meetings: string[][] = [];
  for (const [index, cityId] of cityIds.entries()) {
    const ids: string[] = [];
    for (let meeting = 0; meeting < 4; meeting++) {
      const id = randomUUID();
      await sql(
        database,
        `insert into city_videos (id, city_id, title, video_id, published_at) values ($1, $2, $3, $4, now())`,
        [id, cityId, `Digest meeting ${index}-${meeting}`, `digest-${id}`],
      );
      ids.push(id);
    }
    meetings.push(ids);
  }
  await sql(
    database,
    `insert into alert_subscriptions (email, kind, city_id, query, match_query, frequency, time_zone, confirmed_at)
     select 'digest' || g || '@bench.example', 'search', ($1::uuid[])[1 + g % 3], 'bench ' || g, 'bench'::tsquery,
            'daily', (array['America/New_York', 'America/Chicago', 'America/Los_Angeles'])[1 + g % 3], now()
     from generate_series(1, $2::int) g`,
    [cityIds, subscribers],
  );
  await sql(
    database,
    `insert into alert_matches (subscription_id, video_id, kind, start_seconds, line)
     select a.id, m.video_id, 'moment', 60 * m.n, 'The <mark>bench</mark> line number ' || m.n
     from alert_subscriptions a
     cross join lateral (
       select v.id as video_id, row_number() over (order by v.id) as n from city_videos v
       where v.city_id = a.city_id and v.title like 'Digest meeting%' limit 2
     ) m`,
  );
  await sql(database, "analyze alert_subscriptions");
  await sql(database, "analyze alert_matches");
}

async function timeDigests(database: Database, subscribers: number, cityIds: string[], label: string) {
  await seedDigests(database, subscribers, cityIds);
  // 08:00 in New York in winter is 13:00 UTC: a third of the subscribers are due; each zone's hour is run in turn.
  const hours = ["2026-01-14T13:00:00Z", "2026-01-14T14:00:00Z", "2026-01-14T16:00:00Z"];
  global.gc?.();
  const heapStart = process.memoryUsage().heapUsed;
  let heapPeak = heapStart;
  const sampler = setInterval(() => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }, 50);
  let mails = 0;
  const started = performance.now();
  for (const hour of hours)
    mails += (
      await runDueDigests({
        now: new Date(hour),
        send: async () => true,
      })
    ).mails;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  print(
    `${label}: ${subscribers.toLocaleString()} subscribers, ${mails.toLocaleString()} digests built in ${(elapsed / 1000).toFixed(1)} s; heap ${mb(heapStart)} MB at start, ${mb(heapPeak)} MB at peak`,
  );
  return { elapsed, heapPeak, heapStart, mails };
}

async function main() {
  await ensurePostgresDatabase(databaseUrl);
  const database = await openDatabase({ databaseUrl, poolSize: 4 });
  setCurrentDatabase(database);
  await database.migrate();
  print(`Alerts benchmark on ${database.kind}`);
  await sql(database, "truncate cities cascade");
  const cityIds: string[] = [];
  for (let index = 0; index < 3; index++) {
    const id = randomUUID();
    cityIds.push(id);
    await sql(
      database,
      "insert into cities (id, name, state, county, location_key, status) values ($1, $2, 'CA', 'Bench', $3, 'Live')",
      [id, `Alert City ${index}`, `alert-city-${index}`],
    );
  }

  const small = await timeMatching(database, cityIds, Math.round(SEARCHES / 10), "matching, a tenth");
  const full = await timeMatching(database, cityIds, SEARCHES, "matching");
  print(
    `matching: 10x saved searches -> ${(full.p50 / small.p50).toFixed(1)}x time per meeting; goal p95 < 5000 ms: ${full.p95 < 5000 ? "met" : "NOT met"}`,
  );

  const digestsSmall = await timeDigests(database, Math.round(SUBSCRIBERS / 10), cityIds, "digests, a tenth");
  const digests = await timeDigests(database, SUBSCRIBERS, cityIds, "digests");
  print(
    `digests: 10x subscribers -> ${(digests.elapsed / digestsSmall.elapsed).toFixed(1)}x time, peak heap ${((digests.heapPeak - digests.heapStart) / Math.max(1, digestsSmall.heapPeak - digestsSmall.heapStart)).toFixed(1)}x the tenth's growth; goal < 60 s: ${digests.elapsed < 60_000 ? "met" : "NOT met"}`,
  );
  await database.close();
}

await main();
