// Topics (issue #19, ADR 0046): a meeting's subjects stored by the extract-memory job, the city's topics rebuilt from
// every meeting's mentions (a key said at two meetings is a topic), the pages that read them, and the admin's rename,
// merge and split, which are rows the rebuild reads so that re-extraction keeps them.
import { and, asc, desc, eq, inArray, or, sql } from "drizzle-orm";
import {
  cities,
  cityVideos,
  topicAliases,
  topicMeetingOverrides,
  topicMeetings,
  topicMentions,
  topics,
} from "#db/schema";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { loadSegments } from "~/features/analysis/analysis.server";
import { type CityViewer, getCityByLocationKey } from "~/features/cities/cities.server";
import { meetingDayOf } from "~/features/meetings/meeting-facts.server";
import { type CommitmentRow, type DecisionRow, getMeetingMemory } from "~/features/memory/memory.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { cityPath, meetingMomentPath } from "~/lib/meeting-paths";
import { isAbout, meetingMentions, topicKey, uniqueSlug } from "./topic-matching";
import {
  TOPIC_CITY_NOT_FOUND,
  TOPIC_MERGE_SAME,
  TOPIC_NOT_FOUND,
  TOPIC_SPLIT_ALL,
  TOPIC_SPLIT_NOT_LINKED,
} from "./topics.copy";

type Transaction = Parameters<Parameters<ReturnType<typeof db>["transaction"]>[0]>[0];

export function topicsPath(locationKey: string): string {
  return `${cityPath(locationKey)}/topics`;
}

export function topicPath(locationKey: string, slug: string): string {
  return `${topicsPath(locationKey)}/${slug}`;
}

/** One city's topic writes at a time: two meetings extracted at once would otherwise both create one key's topic. */
async function lockCityTopics(tx: Transaction, cityId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`topics:${cityId}`}))`);
}

/**
 * Stores one meeting's subjects (in place of what an earlier run stored) and rebuilds its city's topic links. Run by
 * the extract-memory job after the meeting's decisions and promises; idempotent.
 */
export async function linkTopicsForVideo(options: { videoId: string }): Promise<{ mentions: number } | null> {
  const [video] = await db()
    .select({
      id: cityVideos.id,
      cityId: cityVideos.cityId,
      title: cityVideos.title,
      transcript: cityVideos.transcript,
      analysisResults: cityVideos.analysisResults,
    })
    .from(cityVideos)
    .where(eq(cityVideos.id, options.videoId));
  const analysis = video ? readAnalysisResults(video.analysisResults) : null;
  if (!video || !analysis) return null;
  const mentions = meetingMentions(
    analysis,
    await loadSegments(video.id, video.transcript ?? ""),
    video.title,
  );
  await db().transaction(async (tx) => {
    await lockCityTopics(tx, video.cityId);
    await tx.delete(topicMentions).where(eq(topicMentions.videoId, video.id));
    if (mentions.length > 0)
      await tx.insert(topicMentions).values(
        mentions.map((mention) => ({
          videoId: video.id,
          cityId: video.cityId,
          key: mention.key,
          name: mention.name,
          quote: mention.quote,
          startSeconds: mention.seconds,
        })),
      );
    await rebuildCityTopics(tx, video.cityId);
  });
  return { mentions: mentions.length };
}

/** The name most mentions used; on a tie the shortest ("Riverside Park" over "Riverside Parks"), then A to Z. */
function commonestName(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
  const ranked = [...counts.entries()].sort(
    (a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]),
  );
  return ranked[0]?.[0] ?? names[0] ?? "";
}

/**
 * The city's topics and links from its meetings' mentions: a key said at two meetings and no topic's yet gets a
 * topic; every mention of a key with a topic links its meeting to that topic, or to the one an admin's split sent it
 * to. The links are replaced whole, so the result depends only on the mentions, aliases and overrides.
 */
async function rebuildCityTopics(tx: Transaction, cityId: string): Promise<void> {
  const mentions = await tx
    .select()
    .from(topicMentions)
    .where(eq(topicMentions.cityId, cityId))
    .orderBy(asc(topicMentions.videoId), asc(topicMentions.startSeconds));
  const aliasRows = await tx
    .select({ key: topicAliases.key, topicId: topicAliases.topicId })
    .from(topicAliases)
    .where(eq(topicAliases.cityId, cityId));
  const aliasOf = new Map(aliasRows.map((row) => [row.key, row.topicId]));
  const byKey = new Map<string, typeof mentions>();
  for (const mention of mentions) byKey.set(mention.key, [...(byKey.get(mention.key) ?? []), mention]);
  const slugs = new Set(
    (await tx.select({ slug: topics.slug }).from(topics).where(eq(topics.cityId, cityId))).map(
      (row) => row.slug,
    ),
  );
  for (const [key, said] of byKey) {
    if (aliasOf.has(key) || new Set(said.map((mention) => mention.videoId)).size < 2) continue;
    const name = commonestName(said.map((mention) => mention.name));
    const slug = uniqueSlug(name, slugs);
    slugs.add(slug);
    const [topic] = await tx
      .insert(topics)
      .values({ cityId, slug, name, createdBy: "engine" })
      .returning({ id: topics.id });
    if (!topic) continue;
    await tx.insert(topicAliases).values({ cityId, key, topicId: topic.id });
    aliasOf.set(key, topic.id);
  }
  const overrides = await tx
    .select({
      videoId: topicMeetingOverrides.videoId,
      fromTopicId: topicMeetingOverrides.fromTopicId,
      toTopicId: topicMeetingOverrides.toTopicId,
    })
    .from(topicMeetingOverrides)
    .innerJoin(topics, eq(topics.id, topicMeetingOverrides.fromTopicId))
    .where(eq(topics.cityId, cityId));
  const sentTo = new Map(overrides.map((row) => [`${row.videoId}:${row.fromTopicId}`, row.toTopicId]));
  const links = new Map<string, typeof topicMeetings.$inferInsert>();
  for (const mention of mentions) {
    const aliased = aliasOf.get(mention.key);
    if (!aliased) continue;
    const topicId = sentTo.get(`${mention.videoId}:${aliased}`) ?? aliased;
    const linkKey = `${topicId}:${mention.videoId}`;
    const earlier = links.get(linkKey);
    if (earlier && earlier.startSeconds <= mention.startSeconds) continue;
    links.set(linkKey, {
      topicId,
      videoId: mention.videoId,
      cityId,
      quote: mention.quote,
      startSeconds: mention.startSeconds,
    });
  }
  await tx.delete(topicMeetings).where(eq(topicMeetings.cityId, cityId));
  if (links.size > 0) await tx.insert(topicMeetings).values([...links.values()]);
}

// ---- the pages ----

export type TopicSummary = { slug: string; name: string; meetings: number; path: string };

export type TopicCity = { id: string; name: string; state: string; locationKey: string };

async function cityFor(locationKey: string, viewer: CityViewer): Promise<TopicCity | null> {
  const city = await getCityByLocationKey({ locationKey, viewer });
  return city ? { id: city.id, name: city.name, state: city.state, locationKey: city.locationKey } : null;
}

/** The city's topics that came up at a meeting, most meetings first. */
async function cityTopics(city: TopicCity): Promise<TopicSummary[]> {
  const rows = await db()
    .select({ slug: topics.slug, name: topics.name, meetings: sql<number>`count(*)::int` })
    .from(topics)
    .innerJoin(topicMeetings, eq(topicMeetings.topicId, topics.id))
    .where(eq(topics.cityId, city.id))
    .groupBy(topics.id)
    .orderBy(desc(sql`count(*)`), asc(topics.name));
  return rows.map((row) => ({ ...row, path: topicPath(city.locationKey, row.slug) }));
}

/** /city/{key}/topics. */
export async function getCityTopicsPage(options: {
  locationKey: string;
  viewer: CityViewer;
}): Promise<{ city: TopicCity; topics: TopicSummary[] } | null> {
  const city = await cityFor(options.locationKey, options.viewer);
  return city ? { city, topics: await cityTopics(city) } : null;
}

export type TopicMeetingItem = {
  videoId: string;
  title: string;
  meetingDate: string | null;
  quote: string;
  momentPath: string;
};

export type TopicPage = {
  city: TopicCity;
  topic: { slug: string; name: string };
  meetings: TopicMeetingItem[];
  decisions: DecisionRow[];
  commitments: CommitmentRow[];
};

/** Every key of a topic: its aliases and its own name (an admin's rename is matched too). */
async function topicKeys(topic: { id: string; name: string }): Promise<string[]> {
  const aliases = await db()
    .select({ key: topicAliases.key })
    .from(topicAliases)
    .where(eq(topicAliases.topicId, topic.id));
  return [...new Set([...aliases.map((row) => row.key), topicKey(topic.name)])];
}

/** /city/{key}/topics/{slug}: the meetings in date order, each with its key line, and the decisions and promises. */
export async function getTopicPage(options: {
  locationKey: string;
  slug: string;
  viewer: CityViewer;
  today?: string;
}): Promise<TopicPage | null> {
  const city = await cityFor(options.locationKey, options.viewer);
  if (!city) return null;
  const [topic] = await db()
    .select({ id: topics.id, slug: topics.slug, name: topics.name })
    .from(topics)
    .where(and(eq(topics.cityId, city.id), eq(topics.slug, options.slug)));
  if (!topic) return null;
  const rows = await db()
    .select({
      videoId: topicMeetings.videoId,
      quote: topicMeetings.quote,
      startSeconds: topicMeetings.startSeconds,
      title: cityVideos.title,
      description: cityVideos.description,
      publishedAt: cityVideos.publishedAt,
      meetingDate: cityVideos.meetingDate,
    })
    .from(topicMeetings)
    .innerJoin(cityVideos, eq(cityVideos.id, topicMeetings.videoId))
    .where(eq(topicMeetings.topicId, topic.id));
  const meetings = rows
    .map((row) => ({
      videoId: row.videoId,
      title: row.title,
      meetingDate: meetingDayOf(row),
      quote: row.quote,
      momentPath: meetingMomentPath(city.locationKey, row.videoId, row.startSeconds),
    }))
    .sort(
      (a, b) => (a.meetingDate ?? "").localeCompare(b.meetingDate ?? "") || a.title.localeCompare(b.title),
    );
  const keys = await topicKeys(topic);
  const memories = await Promise.all(
    meetings.map((meeting) =>
      getMeetingMemory({ videoId: meeting.videoId, locationKey: city.locationKey, today: options.today }),
    ),
  );
  return {
    city,
    topic: { slug: topic.slug, name: topic.name },
    meetings,
    decisions: memories.flatMap((memory) =>
      memory.decisions.filter((decision) => isAbout([decision.item, decision.motion, decision.quote], keys)),
    ),
    commitments: memories.flatMap((memory) =>
      memory.commitments.filter((commitment) => isAbout([commitment.description, commitment.quote], keys)),
    ),
  };
}

/**
 * The decisions page's topic filter: when the words typed name one of the city's topics (its name or address), the
 * test "is this decision about it" (a meeting linked to the topic, and one of its keys in the decision's words).
 * Null: no topic by that name, and the page filters by the words instead.
 */
export async function topicDecisionFilter(options: {
  cityId: string;
  topic: string;
}): Promise<{ name: string; keep: (decision: DecisionRow) => boolean } | null> {
  const typed = options.topic.trim();
  const [topic] = await db()
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(
      and(
        eq(topics.cityId, options.cityId),
        or(eq(topics.slug, typed), sql`lower(${topics.name}) = lower(${typed})`),
      ),
    )
    .limit(1);
  if (!topic) return null;
  const keys = await topicKeys(topic);
  const videoIds = new Set(
    (
      await db()
        .select({ videoId: topicMeetings.videoId })
        .from(topicMeetings)
        .where(eq(topicMeetings.topicId, topic.id))
    ).map((row) => row.videoId),
  );
  return {
    name: topic.name,
    keep: (decision) =>
      videoIds.has(decision.videoId) && isAbout([decision.item, decision.motion, decision.quote], keys),
  };
}

/** The names the decisions page offers as topics. */
export async function listCityTopicNames(options: { cityId: string }): Promise<string[]> {
  const rows = await db()
    .selectDistinct({ name: topics.name })
    .from(topics)
    .innerJoin(topicMeetings, eq(topicMeetings.topicId, topics.id))
    .where(eq(topics.cityId, options.cityId))
    .orderBy(asc(topics.name));
  return rows.map((row) => row.name);
}

/** The topics one meeting came up in, as links for its story. */
export async function listMeetingTopicLinks(options: {
  videoId: string;
  locationKey: string;
}): Promise<{ name: string; href: string }[]> {
  const rows = await db()
    .select({ slug: topics.slug, name: topics.name })
    .from(topicMeetings)
    .innerJoin(topics, eq(topics.id, topicMeetings.topicId))
    .where(eq(topicMeetings.videoId, options.videoId));
  return rows.map((row) => ({ name: row.name, href: topicPath(options.locationKey, row.slug) }));
}

// ---- the admin screen: rename, merge, split ----

export type AdminTopic = {
  id: string;
  slug: string;
  name: string;
  createdBy: "engine" | "admin";
  meetings: { videoId: string; title: string }[];
};

export type TopicsAdminPage = {
  cities: { locationKey: string; name: string; state: string }[];
  city: { id: string; locationKey: string; name: string } | null;
  topics: AdminTopic[];
};

/** The admin screen: every city to choose from, and the chosen city's topics with their meetings. */
export async function getTopicsAdminPage(options: { cityKey?: string }): Promise<TopicsAdminPage> {
  const cityList = await db()
    .select({ id: cities.id, locationKey: cities.locationKey, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name));
  const city = cityList.find((row) => row.locationKey === options.cityKey) ?? null;
  if (!city) return { cities: cityList, city: null, topics: [] };
  const topicRows = await db()
    .select({ id: topics.id, slug: topics.slug, name: topics.name, createdBy: topics.createdBy })
    .from(topics)
    .where(eq(topics.cityId, city.id))
    .orderBy(asc(topics.name));
  const links = topicRows.length
    ? await db()
        .select({ topicId: topicMeetings.topicId, videoId: topicMeetings.videoId, title: cityVideos.title })
        .from(topicMeetings)
        .innerJoin(cityVideos, eq(cityVideos.id, topicMeetings.videoId))
        .where(
          inArray(
            topicMeetings.topicId,
            topicRows.map((row) => row.id),
          ),
        )
        .orderBy(asc(cityVideos.title))
    : [];
  return {
    cities: cityList,
    city: { id: city.id, locationKey: city.locationKey, name: city.name },
    topics: topicRows.map((topic) => ({
      ...topic,
      meetings: links.filter((link) => link.topicId === topic.id),
    })),
  };
}

/** A topic of the city, read under the city's lock; a 404 in the admin's words when there is none. */
async function cityTopic(tx: Transaction, cityId: string, topicId: string) {
  const [topic] = await tx
    .select()
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.cityId, cityId)));
  if (!topic) throw new AppError("NOT_FOUND", TOPIC_NOT_FOUND);
  return topic;
}

async function adminCityId(cityKey: string): Promise<string> {
  const [city] = await db().select({ id: cities.id }).from(cities).where(eq(cities.locationKey, cityKey));
  if (!city) throw new AppError("NOT_FOUND", TOPIC_CITY_NOT_FOUND);
  return city.id;
}

/** Renames a topic; its address stays, so links already shared keep working. */
export async function renameTopic(options: {
  cityKey: string;
  topicId: string;
  name: string;
}): Promise<string> {
  const cityId = await adminCityId(options.cityKey);
  return db().transaction(async (tx) => {
    await lockCityTopics(tx, cityId);
    const topic = await cityTopic(tx, cityId, options.topicId);
    await tx.update(topics).set({ name: options.name }).where(eq(topics.id, topic.id));
    return options.name;
  });
}

/** Merges one topic into another: its keys and meetings become the other's; the first topic is gone. */
export async function mergeTopics(options: {
  cityKey: string;
  sourceTopicId: string;
  targetTopicId: string;
}): Promise<{ source: string; target: string }> {
  if (options.sourceTopicId === options.targetTopicId) throw new AppError("BAD_REQUEST", TOPIC_MERGE_SAME);
  const cityId = await adminCityId(options.cityKey);
  return db().transaction(async (tx) => {
    await lockCityTopics(tx, cityId);
    const source = await cityTopic(tx, cityId, options.sourceTopicId);
    const target = await cityTopic(tx, cityId, options.targetTopicId);
    await tx.update(topicAliases).set({ topicId: target.id }).where(eq(topicAliases.topicId, source.id));
    await tx
      .update(topicMeetingOverrides)
      .set({ toTopicId: target.id })
      .where(eq(topicMeetingOverrides.toTopicId, source.id));
    // A split away from the source now splits away from the target (unless the meeting already has one there).
    const fromSource = await tx
      .delete(topicMeetingOverrides)
      .where(eq(topicMeetingOverrides.fromTopicId, source.id))
      .returning();
    for (const override of fromSource)
      if (override.toTopicId !== target.id)
        await tx
          .insert(topicMeetingOverrides)
          .values({ ...override, fromTopicId: target.id })
          .onConflictDoNothing();
    await tx
      .delete(topicMeetingOverrides)
      .where(
        and(eq(topicMeetingOverrides.fromTopicId, target.id), eq(topicMeetingOverrides.toTopicId, target.id)),
      );
    await tx.delete(topics).where(eq(topics.id, source.id));
    await rebuildCityTopics(tx, cityId);
    return { source: source.name, target: target.name };
  });
}

/** Splits chosen meetings off a topic into a new one: their mentions of it count for the new topic from now on. */
export async function splitTopic(options: {
  cityKey: string;
  topicId: string;
  name: string;
  videoIds: readonly string[];
}): Promise<{ slug: string; name: string }> {
  const cityId = await adminCityId(options.cityKey);
  return db().transaction(async (tx) => {
    await lockCityTopics(tx, cityId);
    const topic = await cityTopic(tx, cityId, options.topicId);
    const linked = new Set(
      (
        await tx
          .select({ videoId: topicMeetings.videoId })
          .from(topicMeetings)
          .where(eq(topicMeetings.topicId, topic.id))
      ).map((row) => row.videoId),
    );
    const chosen = [...new Set(options.videoIds)];
    if (chosen.some((videoId) => !linked.has(videoId)))
      throw new AppError("BAD_REQUEST", TOPIC_SPLIT_NOT_LINKED);
    if (chosen.length >= linked.size) throw new AppError("BAD_REQUEST", TOPIC_SPLIT_ALL);
    const slugs = new Set(
      (await tx.select({ slug: topics.slug }).from(topics).where(eq(topics.cityId, cityId))).map(
        (row) => row.slug,
      ),
    );
    const [created] = await tx
      .insert(topics)
      .values({ cityId, slug: uniqueSlug(options.name, slugs), name: options.name, createdBy: "admin" })
      .returning({ id: topics.id, slug: topics.slug, name: topics.name });
    if (!created) throw new AppError("INTERNAL", TOPIC_NOT_FOUND);
    for (const videoId of chosen) {
      // A meeting an earlier split sent here goes on to the new topic; one here by its own words is sent from here.
      const moved = await tx
        .update(topicMeetingOverrides)
        .set({ toTopicId: created.id })
        .where(and(eq(topicMeetingOverrides.videoId, videoId), eq(topicMeetingOverrides.toTopicId, topic.id)))
        .returning();
      const ownMention = await tx
        .select({ key: topicMentions.key })
        .from(topicMentions)
        .innerJoin(
          topicAliases,
          and(eq(topicAliases.cityId, cityId), eq(topicAliases.key, topicMentions.key)),
        )
        .where(and(eq(topicMentions.videoId, videoId), eq(topicAliases.topicId, topic.id)))
        .limit(1);
      if (ownMention.length > 0 || moved.length === 0)
        await tx
          .insert(topicMeetingOverrides)
          .values({ videoId, fromTopicId: topic.id, toTopicId: created.id })
          .onConflictDoUpdate({
            target: [topicMeetingOverrides.videoId, topicMeetingOverrides.fromTopicId],
            set: { toTopicId: created.id },
          });
    }
    await rebuildCityTopics(tx, cityId);
    return { slug: created.slug, name: created.name };
  });
}
