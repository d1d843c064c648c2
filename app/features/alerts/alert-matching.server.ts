// Matching alerts against ONE new meeting (issue #17, ADR 0039): never a re-scan of the archive. Each match is
// recorded once per (alert, meeting) in alert_matches, so a meeting re-analysed or re-transcribed never sends the
// same match twice; instant alerts are mailed from there, digests collect the rest.
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alertMatches, alertSubscriptions, cities, cityVideos } from "#db/schema";
import { meetingBody } from "~/features/meetings/meeting-facts.server";
import { headlineText, markedLineSql } from "~/features/search/search.server";
import { db } from "~/lib/db.server";
import { meetingMomentPath, meetingStoryPath } from "~/lib/meeting-paths";
import { composeInstantMail, deliverAlertMail, siteLink } from "./alert-mail.server";
import { alertLabel } from "./alerts.copy";
import type { MailMatch } from "./mails/alert-mail-parts";

/** The meeting a job matches against, when its city is Live (residents follow public meetings only). */
async function liveMeeting(videoId: string) {
  const [meeting] = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      cityId: cityVideos.cityId,
      storyPublishedAt: cityVideos.storyPublishedAt,
      entityType: sql<
        string | null
      >`(select u.entity_type from city_urls u where u.id = ${cityVideos.cityUrlsId})`,
    })
    .from(cityVideos)
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .where(and(eq(cityVideos.id, videoId), eq(cities.status, "Live")));
  return meeting;
}

/** Alerts that may send: confirmed, not paused, and their address not paused by mail failures. */
const ACTIVE = sql`a.confirmed_at is not null and a.paused_at is null
  and not exists (select 1 from alert_addresses d where d.email = a.email and d.paused_at is not null)`;

/**
 * Runs every active saved search against this meeting's lines alone, in one statement: the meeting's words are
 * gathered once into a stripped tsvector (with its title, description and summary), each saved query is tested
 * against that (a binary search, no line read; a phrase as its words, since the gathered vector has no positions),
 * and only the searches that pass read the meeting's lines for their best one, where a phrase is matched exactly. Exclusions drop a meeting that says an excluded word anywhere, as on the search page. Returns how many
 * alerts matched for the first time.
 */
export async function matchSavedSearches(options: { videoId: string }): Promise<number> {
  const meeting = await liveMeeting(options.videoId);
  if (!meeting) return 0;
  const line = markedLineSql(sql`best.text`, sql`best.match_query`);
  const result = (await db().execute(sql`
    with seg as materialized (
      select s.id, s.position, s.start_seconds, s.text, s.search_vector
      from transcript_segments s where s.video_id = ${meeting.id}
    ),
    meeting as materialized (
      select array_to_tsvector(coalesce(array(
        select distinct lexeme from seg, unnest(tsvector_to_array(seg.search_vector)) lexeme
      ), '{}')) || strip(coalesce(v.search_vector, ''::tsvector)) as doc,
      coalesce(v.search_vector, ''::tsvector) as own_words
      from city_videos v where v.id = ${meeting.id}
    ),
    candidates as (
      select a.id, a.match_query from alert_subscriptions a, meeting m
      where a.kind = 'search' and ${ACTIVE}
        and (a.city_id is null or a.city_id = ${meeting.cityId}::uuid)
        -- A stripped vector has no positions, so a phrase is tested as its words here and exactly on the lines.
        and m.doc @@ regexp_replace(a.match_query::text, '<(-|[0-9]+)>', '&', 'g')::tsquery
        and (a.exclude_query is null or (
          not (m.own_words @@ a.exclude_query)
          and not exists (select 1 from seg x where x.search_vector @@ a.exclude_query)))
    ),
    best as (
      select c.id as subscription_id, b.start_seconds, b.text, c.match_query
      from candidates c
      cross join lateral (
        select s.start_seconds, s.text from seg s
        where s.search_vector @@ c.match_query
        order by ts_rank_cd(s.search_vector, c.match_query) desc, s.position
        limit 1
      ) b
    )
    insert into alert_matches (subscription_id, video_id, kind, start_seconds, line)
    select best.subscription_id, ${meeting.id}::uuid, 'moment', best.start_seconds, ${line} from best
    on conflict (subscription_id, video_id) do nothing
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.length;
}

/**
 * A meeting's story went public: every active follow of its city, and of its body (read from the title and the
 * source, `meetingBody`), matches it once. An unpublished story (a draft) matches nothing yet.
 */
export async function matchCityAndBodyFollows(options: { videoId: string }): Promise<number> {
  const meeting = await liveMeeting(options.videoId);
  if (!meeting?.storyPublishedAt) return 0;
  const body = meetingBody(meeting.title, meeting.entityType);
  const result = (await db().execute(sql`
    insert into alert_matches (subscription_id, video_id, kind)
    select a.id, ${meeting.id}::uuid, 'story' from alert_subscriptions a
    where a.city_id = ${meeting.cityId}::uuid and ${ACTIVE}
      and (a.kind = 'city' or (a.kind = 'body' and lower(a.body) = lower(${body ?? ""})))
    on conflict (subscription_id, video_id) do nothing
    returning id
  `)) as unknown as { rows: { id: string }[] };
  return result.rows.length;
}

/** The columns a mail needs for a recorded match. */
export function mailMatchColumns() {
  return {
    matchId: alertMatches.id,
    subscriptionId: alertMatches.subscriptionId,
    email: alertSubscriptions.email,
    kind: alertMatches.kind,
    startSeconds: alertMatches.startSeconds,
    line: alertMatches.line,
    alertKind: alertSubscriptions.kind,
    body: alertSubscriptions.body,
    query: alertSubscriptions.query,
    followedCityId: alertSubscriptions.cityId,
    videoId: cityVideos.id,
    meetingTitle: cityVideos.title,
    publishedAt: cityVideos.publishedAt,
    cityName: cities.name,
    locationKey: cities.locationKey,
  };
}

type MatchRow = {
  subscriptionId: string;
  kind: "moment" | "story";
  startSeconds: number | null;
  line: string | null;
  alertKind: "city" | "body" | "search";
  body: string | null;
  query: string | null;
  followedCityId: string | null;
  videoId: string;
  meetingTitle: string;
  publishedAt: Date | null;
  cityName: string;
  locationKey: string;
};

/** A recorded match as a mail shows it: the moment link opens the meeting at its second, with the words marked. */
export function toMailMatch(row: MatchRow): MailMatch {
  const path =
    row.kind === "story"
      ? meetingStoryPath(row.locationKey, row.videoId)
      : meetingMomentPath(row.locationKey, row.videoId, row.startSeconds ?? 0, row.query ?? undefined);
  return {
    alertLabel: alertLabel({
      kind: row.alertKind,
      cityName: row.followedCityId ? row.cityName : null,
      body: row.body,
      query: row.query,
    }),
    cityName: row.cityName,
    meetingTitle: row.meetingTitle,
    meetingDate: row.publishedAt,
    kind: row.kind,
    line: row.line === null ? null : headlineText(row.line),
    startSeconds: row.startSeconds,
    link: siteLink(path),
  };
}

/**
 * Mails this meeting's matches for instant alerts that have not been sent. Each match is claimed (sent_at set)
 * before its mail goes, so two workers never send one twice; a passing failure un-claims it and is thrown, so the
 * job retries it. A hard failure stays claimed: the address is marked instead (deliverAlertMail).
 */
export async function sendInstantAlerts(options: { videoId: string }): Promise<number> {
  const pending = await db()
    .select(mailMatchColumns())
    .from(alertMatches)
    .innerJoin(alertSubscriptions, eq(alertSubscriptions.id, alertMatches.subscriptionId))
    .innerJoin(cityVideos, eq(cityVideos.id, alertMatches.videoId))
    .innerJoin(cities, eq(cities.id, cityVideos.cityId))
    .where(
      and(
        eq(alertMatches.videoId, options.videoId),
        isNull(alertMatches.sentAt),
        eq(alertSubscriptions.frequency, "instant"),
        isNotNull(alertSubscriptions.confirmedAt),
        isNull(alertSubscriptions.pausedAt),
      ),
    );
  let sent = 0;
  for (const row of pending) {
    const claimed = await db()
      .update(alertMatches)
      .set({ sentAt: new Date() })
      .where(and(eq(alertMatches.id, row.matchId), isNull(alertMatches.sentAt)))
      .returning({ id: alertMatches.id });
    if (claimed.length === 0) continue;
    try {
      const message = await composeInstantMail({
        email: row.email,
        alertId: row.subscriptionId,
        match: toMailMatch(row),
      });
      if (await deliverAlertMail("instant", message)) sent++;
    } catch (error) {
      await db().update(alertMatches).set({ sentAt: null }).where(eq(alertMatches.id, row.matchId));
      throw error;
    }
  }
  return sent;
}
