// What a meeting is beside its transcript, read one way for every area: which body held it (ADR 0039) and on what day
// (issue #30). Stories state both; alerts, the API and civic memory group by the body.
import { type SQL, sql } from "drizzle-orm";
import { cities, cityUrls, cityVideos } from "#db/schema";

/**
 * What meetingFactsOf reads, as columns of a select from city_videos joined to its city and (left) to its source:
 * the one place that says where a meeting's facts are stored.
 */
export const MEETING_FACT_COLUMNS = {
  title: cityVideos.title,
  meetingDate: cityVideos.meetingDate,
  publishedAt: cityVideos.publishedAt,
  cityName: cities.name,
  entityType: cityUrls.entityType,
  sourceTitle: cityUrls.title,
};

/**
 * The bodies a meeting title is read for, longest first so "Board of Education" wins over "Board" (ADR 0039):
 * a meeting's body is the first of these its title names, else its source's entity type, else none.
 */
export const KNOWN_BODIES = [
  "Parks and Recreation Commission",
  "Board of Supervisors",
  "Planning Commission",
  "Board of Education",
  "Board of Trustees",
  "Housing Commission",
  "Town Council",
  "City Council",
  "School Board",
] as const;

/** A source's entity type that names no body. */
const NO_BODY = new Set(["", "unknown"]);

/**
 * The body a meeting belongs to: the first known body its title names ("Board of Education regular meeting" ->
 * "Board of Education"); else its source's entity type ("School Board"), unless that is "Unknown"; else null.
 */
export function meetingBody(title: string, sourceEntityType: string | null | undefined): string | null {
  const lower = title.toLowerCase();
  const named = KNOWN_BODIES.find((body) => lower.includes(body.toLowerCase()));
  if (named) return named;
  const entity = sourceEntityType?.trim() ?? "";
  return NO_BODY.has(entity.toLowerCase()) ? null : entity;
}

/**
 * `meetingBody` in SQL, over city_videos left-joined to its source (city_urls): the first known body the title names,
 * else the source's entity type unless it is blank or "Unknown", else null. Built of literals, not parameters, so a
 * GROUP BY and a select list can hold the very same expression.
 */
export function meetingBodySql(): SQL<string | null> {
  const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);
  const named = KNOWN_BODIES.map(
    (body) =>
      sql`when strpos(lower(${cityVideos.title}), ${literal(body.toLowerCase())}) > 0 then ${literal(body)}`,
  );
  return sql<string | null>`(case ${sql.join(named, sql` `)}
    when lower(btrim(coalesce(${cityUrls.entityType}, ''))) in ('', 'unknown') then null
    else btrim(${cityUrls.entityType}) end)`;
}

/**
 * The body's name as a story gives it: the city's name before the body ("Harbor Point City Council"), unless the body
 * already says where it is; words the two share are said once ("Verde Basin County" + "County Board" is one County).
 */
export function bodyNameOf(cityName: string, body: string | null): string | null {
  if (!body) return null;
  const city = cityName.trim();
  if (!city || body.toLowerCase().includes(city.toLowerCase())) return body;
  const cityWords = city.split(/\s+/);
  const bodyWords = body.split(/\s+/);
  const shared = cityWords.at(-1)?.toLowerCase() === bodyWords[0]?.toLowerCase() ? 1 : 0;
  return [...cityWords, ...bodyWords.slice(shared)].join(" ");
}

/** The meeting's day as an ISO date: its date field, else the day its source published it (UTC); never the title. */
export function meetingDayOf(video: { meetingDate: string | null; publishedAt: Date | null }): string | null {
  if (video.meetingDate) return video.meetingDate;
  return video.publishedAt ? video.publishedAt.toISOString().slice(0, 10) : null;
}

/**
 * The body's full name as the source's own title gives it, when that title names the body: "Verde Basin County Board
 * of Supervisors (YouTube)" is the Verde Basin County Board of Supervisors, whatever city lists it.
 */
function bodyNamedBySource(sourceTitle: string | null | undefined, body: string | null): string | null {
  if (!sourceTitle || !body) return null;
  const title = sourceTitle.replace(/\s*[(|–—-].*$/, "").trim();
  const at = title.toLowerCase().indexOf(body.toLowerCase());
  return at < 0 ? null : title.slice(0, at + body.length);
}

/** The facts a story states beside the record: the meeting's day and the body's name. */
export function meetingFactsOf(video: {
  title: string;
  meetingDate: string | null;
  publishedAt: Date | null;
  cityName: string;
  entityType: string | null;
  /** The source's own title ("Harbor Point City Council (YouTube)"). */
  sourceTitle?: string | null;
}): { date: string | null; body: string | null } {
  const body = meetingBody(video.title, video.entityType);
  return {
    date: meetingDayOf(video),
    body: bodyNamedBySource(video.sourceTitle, body) ?? bodyNameOf(video.cityName, body),
  };
}
