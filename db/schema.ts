// The database schema: the spec's entities under the spec's table and field names, plus what a real system needs.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES, ALERT_KINDS } from "~/features/alerts/alerts.constants";
import { DECISION_OUTCOMES } from "~/features/analysis/analysis.constants";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";

/** PostgreSQL's tsvector; only ever written by the database itself (generated columns). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * What a meeting is found by besides its transcript: title above description and summary (search, ADR 0011).
 * The text search configuration is spelled out because generated columns need immutable expressions.
 */
const VIDEO_SEARCH_DOCUMENT = sql`setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
  || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
  || setweight(to_tsvector('english'::regconfig, coalesce(analysis_results->>'summary', '')), 'B')`;

/** A segment's publication day: whole days since 1970-01-01, UTC (immutable, as a generated column needs). */
const PUBLISHED_DAY = sql`floor(date_part('epoch', published_at at time zone 'UTC') / 86400)`;

/**
 * A segment's scope markers (ADR 0016): `v<meeting id>`, `c<city id>`, and its publication day at four sizes of
 * time block, so any newest-N-days window is a handful of markers: `d<day>`, `e<day/8>`, `f<day/64>`, `g<day/512>`
 * (whole divisions; "none" when the time is unknown). They live in their own column: typed text can never produce or
 * match them.
 */
const SEGMENT_SCOPE_MARKERS = sql`array_to_tsvector(array[
    'v' || video_id::text,
    'c' || coalesce(city_id::text, 'none'),
    'd' || coalesce((${PUBLISHED_DAY})::bigint::text, 'none'),
    'e' || coalesce(floor((${PUBLISHED_DAY}) / 8)::bigint::text, 'none'),
    'f' || coalesce(floor((${PUBLISHED_DAY}) / 64)::bigint::text, 'none'),
    'g' || coalesce(floor((${PUBLISHED_DAY}) / 512)::bigint::text, 'none')])`;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// ---- Accounts (the shape better-auth expects, with plural table names) ----

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("accounts_user_id_idx").on(table.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("verifications_identifier_idx").on(table.identifier)],
);

// ---- Spec entities ----

export const CITY_STATUSES = ["New", "Test", "Live", "Archive"] as const;

/**
 * What makes two city names the same name (ADR 0022): letter case and white space do not count, so "Lake Wood",
 * " lakewood" and "LAKEWOOD" are one name. The unique index and the service's check use this one expression.
 */
export function cityNameKey(name: SQL | AnyPgColumn | string): SQL {
  return sql`lower(regexp_replace(${name}, '[[:space:]]', '', 'g'))`;
}

export const cities = pgTable(
  "cities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    locationKey: text("location_key").notNull().unique(),
    state: text("state").notNull().default("CA"),
    status: text("status", { enum: CITY_STATUSES }).notNull().default("New"),
    county: text("county"),
    description: text("description"),
    domain: text("domain"),
    primaryColor: text("primary_color"),
    secondaryColor: text("secondary_color"),
    imageUrl: text("image_url"),
    icon: text("icon"),
    tagLine: text("tag_line"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("cities_status_name_idx").on(table.status, table.name),
    /** One city of a name per state, whoever saves first; a race between two admins cannot get around it. */
    uniqueIndex("cities_state_name_key").on(table.state, cityNameKey(table.name)),
    check("cities_status_check", sql`${table.status} in ('New', 'Test', 'Live', 'Archive')`),
  ],
);

/**
 * When an administrator marked a coverage request or contact message handled, and who: the admin inbox (ADR 0020).
 * Null while it is open. The admin's account may go later; the time stays and the name reads as removed.
 */
const handledAt = () => timestamp("handled_at", { withTimezone: true });
const handledBy = () => text("handled_by").references(() => users.id, { onDelete: "set null" });

export const cityRequest = pgTable(
  "city_request",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    state: text("state").notNull(),
    cityName: text("city_name").notNull(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    handledAt: handledAt(),
    handledBy: handledBy(),
  },
  (table) => [index("city_request_created_idx").on(table.createdAt.desc(), table.id.desc())],
);

export const profiles = pgTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  username: text("username"),
  homeCityKey: text("home_city_key"),
  preferences: jsonb("preferences")
    .$type<{ home_city_id?: string } & Record<string, unknown>>()
    .notNull()
    .default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const userRoles = pgTable(
  "user_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex("user_roles_user_role_idx").on(table.userId, table.role)],
);

export const cityUrls = pgTable("city_urls", {
  id: uuid("id").primaryKey().defaultRandom(),
  title: text("title"),
  url: text("url").notNull(),
  contentType: text("content_type").notNull().default("video"),
  sourceType: text("source_type").notNull().default("website"),
  entityType: text("entity_type").notNull().default("Unknown"),
  /** When the pipeline last listed this source's videos, and what went wrong if it failed. */
  lastRefreshedAt: timestamp("last_refreshed_at", { withTimezone: true }),
  lastRefreshError: text("last_refresh_error"),
  /** What an admin should know about how this source is read (e.g. "the public feed lists only the newest ~15"). */
  lastRefreshNote: text("last_refresh_note"),
  nextRefreshAt: timestamp("next_refresh_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const citiesUrls = pgTable(
  "cities_urls",
  {
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    urlId: uuid("url_id")
      .notNull()
      .references(() => cityUrls.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.urlId] }),
    index("cities_urls_url_id_idx").on(table.urlId),
  ],
);

export const cityVideos = pgTable(
  "city_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** A city with meetings cannot be deleted (ADR 0022): the database refuses, whatever the caller. */
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    cityUrlsId: uuid("city_urls_id").references(() => cityUrls.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description"),
    transcript: text("transcript"),
    /**
     * The transcript's length in characters, kept by PostgreSQL: lists read it instead of length(transcript), which
     * decompresses every long transcript on every read (about 8 ms for a city page's 20 meetings, issue #16).
     */
    transcriptChars: integer("transcript_chars")
      .notNull()
      .generatedAlwaysAs(sql`coalesce(length(transcript), 0)`),
    /** Where the transcript came from: youtube_captions, source_captions, speech_to_text, upload, seed. */
    transcriptSource: text("transcript_source"),
    videoId: text("video_id").notNull(),
    videoUrl: text("video_url"),
    thumbnailUrl: text("thumbnail_url"),
    channelTitle: text("channel_title"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * The day the meeting was held, when the admin's form or the source says it (issue #30): stories state it. Without
     * it the day the source published the video stands in; the title's words never do.
     */
    meetingDate: date("meeting_date"),
    analysisResults: jsonb("analysis_results").$type<AnalysisResults>(),
    /** JSON, or a JSON string when a model returned text that would not parse (spec 001 section 3). */
    newsStory: jsonb("news_story").$type<NewsStory | string>(),
    storyGeneratedAt: timestamp("story_generated_at", { withTimezone: true }),
    analyzedAt: timestamp("analyzed_at", { withTimezone: true }),
    /** Set when an admin edits the title or description, so a source refresh never overwrites their words (ADR). */
    titleEditedAt: timestamp("title_edited_at", { withTimezone: true }),
    descriptionEditedAt: timestamp("description_edited_at", { withTimezone: true }),
    /** Where the media can be downloaded for speech-to-text (feed enclosure or direct URL), when known. */
    mediaUrl: text("media_url"),
    /** Captions the source publishes (WebVTT URL), when known. */
    captionsUrl: text("captions_url"),
    /** Which engine wrote the stored analysis and story ("offline", or "llm:<model>"; ADR 0026). */
    analysisEngine: text("analysis_engine"),
    storyEngine: text("story_engine"),
    /**
     * Why the engine's story waits for an editor instead of going public (issue #14): the writing rules it broke, or
     * that every story waits (STORIES_REQUIRE_REVIEW). Null when it passed; cleared when an admin publishes it.
     */
    storyReviewFailures: jsonb("story_review_failures").$type<string[]>(),
    /** An administrator's hand edit of the analysis summary or the story: who and when (ADR 0026). */
    analysisEditedBy: text("analysis_edited_by").references(() => users.id, { onDelete: "set null" }),
    analysisEditedAt: timestamp("analysis_edited_at", { withTimezone: true }),
    storyEditedBy: text("story_edited_by").references(() => users.id, { onDelete: "set null" }),
    storyEditedAt: timestamp("story_edited_at", { withTimezone: true }),
    /** When the story was made public; null while it is unpublished (a draft), so readers and feeds skip it. */
    storyPublishedAt: timestamp("story_published_at", { withTimezone: true }),
    /**
     * A meeting the demo seed made up: its video id names no real video, so its page shows a demo poster instead
     * of a player and links to nowhere outside (issue 14, ADR 0031).
     */
    isDemo: boolean("is_demo").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(VIDEO_SEARCH_DOCUMENT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("city_videos_search_idx").using("gin", table.searchVector),
    index("city_videos_city_published_idx").on(table.cityId, table.publishedAt.desc()),
    /** The newest meetings across cities: where a search's newest day starts and the walk of ADR 0016. */
    index("city_videos_published_idx").on(table.publishedAt.desc().nullsLast()),
    index("city_videos_source_published_idx").on(table.cityUrlsId, table.publishedAt.desc()),
    uniqueIndex("city_videos_source_video_idx").on(table.cityUrlsId, table.videoId),
  ],
);

export const transcriptSegments = pgTable(
  "transcript_segments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
    endSeconds: doublePrecision("end_seconds").notNull(),
    speaker: text("speaker"),
    text: text("text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(sql`to_tsvector('english'::regconfig, text)`),
    /**
     * Copies of the meeting's city and publication time, kept by triggers (migration 0003), from which the scope
     * markers below are made.
     */
    cityId: uuid("city_id"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * Two markers, the city and the UTC day of publication, in the same GIN index as the words, so "these words, in
     * this city, in the newest N days" is answered inside the index and only those rows are read (ADR 0016).
     */
    scopeVector: tsvector("scope_vector").generatedAlwaysAs(SEGMENT_SCOPE_MARKERS),
  },
  (table) => [
    uniqueIndex("transcript_segments_video_position_idx").on(table.videoId, table.position),
    index("transcript_segments_search_idx").using("gin", table.searchVector, table.scopeVector),
    check("transcript_segments_times_check", sql`${table.endSeconds} >= ${table.startSeconds}`),
  ],
);

/**
 * Every word (lexeme) the transcripts hold, with about how many segments say it, kept by a statement trigger on
 * transcript_segments (migration 0004). The last word typed is matched as a prefix by expanding it into its most
 * said completions here, so the text index reads a few posting lists instead of every word that begins so (ADR 0016).
 */
export const searchLexemes = pgTable(
  "search_lexemes",
  {
    lexeme: text("lexeme").primaryKey(),
    /** Segments that said it when they were saved (not lowered when segments go: an estimate for ordering). */
    segments: bigint("segments", { mode: "number" }).notNull().default(0),
  },
  (table) => [index("search_lexemes_prefix_idx").on(table.lexeme.op("text_pattern_ops"))],
);

export const PIPELINE_STEPS = ["transcript", "analysis", "story"] as const;
export const PIPELINE_STATES = ["queued", "running", "failed", "done"] as const;

/** Each video's progress through the pipeline, one row per step, shown to admins. */
export const videoPipelineSteps = pgTable(
  "video_pipeline_steps",
  {
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    step: text("step", { enum: PIPELINE_STEPS }).notNull(),
    state: text("state", { enum: PIPELINE_STATES }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    jobId: text("job_id"),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.step] }),
    index("video_pipeline_steps_state_idx").on(table.state),
  ],
);

export const CONTENT_VERSION_KINDS = ["analysis", "story"] as const;

/**
 * Every analysis and story a meeting has had, machine-written or edited by hand, newest last: a hand edit never
 * loses the machine's version, and either can be restored (ADR 0026).
 */
export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: CONTENT_VERSION_KINDS }).notNull(),
    content: jsonb("content").$type<AnalysisResults | NewsStory | string>().notNull(),
    /** The engine that wrote it; null for a hand edit. */
    engine: text("engine"),
    /** The administrator who wrote it; null for a machine version. */
    editedBy: text("edited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [index("content_versions_video_kind_idx").on(table.videoId, table.kind, table.createdAt)],
);

export const LISTING_TIERS = ["Tier 1", "Tier 2", "Tier 3"] as const;

export const businessCategories = pgTable(
  "business_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    parentCategory: text("parent_category").notNull(),
    subCategory: text("sub_category").notNull(),
  },
  (table) => [uniqueIndex("business_categories_parent_sub_idx").on(table.parentCategory, table.subCategory)],
);

export const businessListings = pgTable(
  "business_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    streetAddress: text("street_address"),
    postalCode: text("postal_code"),
    telephone: text("telephone"),
    website: text("website"),
    email: text("email"),
    imageUrl: text("image_url"),
    /** A city with listings cannot be deleted (ADR 0022): the database refuses, whatever the caller. */
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "restrict" }),
    /** A category in use cannot be deleted: its listings are moved first (ADR 0021), never silently uncategorised. */
    businessCategory: uuid("business_category").references(() => businessCategories.id, {
      onDelete: "restrict",
    }),
    listingTier: text("listing_tier", { enum: LISTING_TIERS }).notNull().default("Tier 3"),
    businessKey: text("business_key").notNull().unique(),
    userEmail: text("user_email"),
    subscriptionStatus: text("subscription_status"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    stripeCustomerId: text("stripe_customer_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Issue #20: an owner's new listing waits for an admin before it is public; where its tier came from; and
    // the end of the 7-day grace after a failed payment (the tier holds until then).
    publicationStatus: text("publication_status", { enum: ["pending", "published"] })
      .notNull()
      .default("published"),
    tierSource: text("tier_source", { enum: ["default", "admin", "paid"] })
      .notNull()
      .default("default"),
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    /** Opening hours as the owner writes them (Standard and Premium). */
    hours: text("hours"),
    /**
     * The owner who pays: whose Checkout made `stripe_customer_id` and the subscription. Only they reach the billing
     * portal; a co-owner does not get another member's card and invoices (issue #31).
     */
    billingUserId: text("billing_user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    index("business_listings_city_name_idx").on(table.cityId, table.name),
    index("business_listings_tier_name_idx").on(table.listingTier, table.name),
    index("business_listings_category_idx").on(table.businessCategory),
    check("business_listings_tier_check", sql`${table.listingTier} in ('Tier 1', 'Tier 2', 'Tier 3')`),
  ],
);

export const contactSubmissions = pgTable(
  "contact_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    phone: text("phone"),
    topic: text("topic").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    handledAt: handledAt(),
    handledBy: handledBy(),
  },
  (table) => [index("contact_submissions_created_idx").on(table.createdAt.desc(), table.id.desc())],
);

/** Small facts about this installation, such as when the demo data was seeded. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

/** Fixed-window request counters per client and action, shared by every process (abuse limits). */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

/**
 * Signed one-time tokens (email confirmation links) that have been used: the key is the token's SHA-256, so a
 * link works once even though the token itself is a stateless signed JWT. Rows can go after `expires_at`.
 */
export const consumedTokens = pgTable("consumed_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  purpose: text("purpose").notNull(),
  consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/**
 * One row (id 1): the version of everything a public page shows, bumped once by every transaction that writes a
 * table a public page reads (deferred triggers, migration 0011), so the page cache can never miss a write (ADR 0037).
 */
export const pageContentVersion = pgTable("page_content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Alerts (issue #17, ADR 0039) ----

/** PostgreSQL's tsquery: a saved search compiled once, when it is saved, by the search area's own parser. */
const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * What one address follows: a city (every new meeting's story), one body of a city, or a saved search (for one city
 * or all). A person is their email address: a signed-in member's alerts carry their user id too.
 */
export const alertSubscriptions = pgTable(
  "alert_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower case, as typed at sign-up or the member's account address. */
    email: text("email").notNull(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ALERT_KINDS }).notNull(),
    cityId: uuid("city_id").references(() => cities.id, { onDelete: "cascade" }),
    /** The body's name (e.g. "Board of Education"), for kind "body". */
    body: text("body"),
    /** The saved search as typed, for kind "search". */
    query: text("query"),
    /** The words that must match (words, phrases, the last word as a prefix), compiled when saved. */
    matchQuery: tsquery("match_query"),
    /** The -exclusions: a meeting that says any of them anywhere is no match. */
    excludeQuery: tsquery("exclude_query"),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("instant"),
    /** IANA zone the daily and weekly digests are timed in (asked at sign-up, the browser's zone by default). */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** Null until the address confirms (double opt-in); nothing is sent before. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** When the last digest for this alert went out: the next one covers what matched since. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    /** The same thing followed twice by one address is one alert. */
    uniqueIndex("alert_subscriptions_same_key").on(
      table.email,
      table.kind,
      sql`coalesce(${table.cityId}::text, '')`,
      sql`coalesce(${table.body}, '')`,
      sql`coalesce(${table.query}, '')`,
    ),
    index("alert_subscriptions_user_idx").on(table.userId),
    index("alert_subscriptions_city_kind_idx").on(table.kind, table.cityId),
    check("alert_subscriptions_kind_check", sql`${table.kind} in ('city', 'body', 'search')`),
    check("alert_subscriptions_frequency_check", sql`${table.frequency} in ('instant', 'daily', 'weekly')`),
  ],
);

/**
 * What an alert matched in one meeting, recorded once per (alert, meeting): the idempotency key that keeps a
 * re-analysed or re-transcribed meeting from sending twice, and the queue digests are built from.
 */
export const alertMatches = pgTable(
  "alert_matches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => alertSubscriptions.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    /** "moment": a saved search's line; "story": a city or body follow's new story. */
    kind: text("kind", { enum: ["moment", "story"] }).notNull(),
    startSeconds: doublePrecision("start_seconds"),
    /** The matched line with <mark> around the words. NOT escaped: escape before use as HTML. */
    line: text("line"),
    /** When the mail carrying it was sent (instant or digest); null while it waits. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("alert_matches_subscription_video_key").on(table.subscriptionId, table.videoId),
    index("alert_matches_unsent_idx").on(table.subscriptionId).where(sql`${table.sentAt} is null`),
  ],
);

/** Each address's delivery record: hard SMTP failures, and when three of them paused its alerts. */
export const alertAddresses = pgTable("alert_addresses", {
  email: text("email").primaryKey(),
  hardFailures: integer("hard_failures").notNull().default(0),
  lastFailure: text("last_failure"),
  lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
  pausedAt: timestamp("paused_at", { withTimezone: true }),
});

/** One row per alert mail attempted (confirmation, instant, digest), for the admin's mails-per-day chart. */
export const alertMailLog = pgTable(
  "alert_mail_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    kind: text("kind", { enum: ["confirmation", "instant", "digest"] }).notNull(),
    failed: boolean("failed").notNull().default(false),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("alert_mail_log_sent_idx").on(table.sentAt)],
);

// ---- Open data: API keys (issue #18, ADR 0041) ----

/**
 * A member's keys for the public read API and MCP. Only the SHA-256 of a key is kept (the key itself is shown once);
 * `prefix` is its first characters, for telling keys apart. Revoked keys stay, with their usage, for the admins.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    prefix: text("prefix").notNull(),
    requestCount: bigint("request_count", { mode: "number" }).notNull().default(0),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("api_keys_user_idx").on(table.userId)],
);

// ---- Civic memory (issue #19, ADR 0043): decisions, votes and commitments across meetings ----
// Written only by the "extract-memory" job, which replaces a meeting's rows in one transaction (re-analysis replaces,
// never duplicates). Every row carries the verbatim quote and the second it was said, checked by the grounding
// verifier; the meeting page and the city's decisions and commitments pages read them (page-content-version
// triggers in the migration).

/** One row per meeting whose memory was extracted: which engine, when, and how many ungrounded items were dropped. */
export const memoryExtractions = pgTable("memory_extractions", {
  videoId: uuid("video_id")
    .primaryKey()
    .references(() => cityVideos.id, { onDelete: "cascade" }),
  engine: text("engine").notNull(),
  decisions: integer("decisions").notNull().default(0),
  votes: integer("votes").notNull().default(0),
  commitments: integer("commitments").notNull().default(0),
  /** Items the engine gave that the transcript does not say word for word: dropped, and counted here. */
  droppedItems: integer("dropped_items").notNull().default(0),
  extractedAt: timestamp("extracted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const memoryDecisions = pgTable(
  "memory_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** Order within the meeting. */
    position: integer("position").notNull(),
    item: text("item"),
    motion: text("motion"),
    mover: text("mover"),
    seconder: text("seconder"),
    outcome: text("outcome", { enum: DECISION_OUTCOMES }).notNull(),
    tally: text("tally"),
    procedural: boolean("procedural").notNull().default(false),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
    /** The meeting's day (its date field, else its publication; never its title), for the chart and date filters. */
    meetingDate: date("meeting_date"),
  },
  (table) => [
    uniqueIndex("memory_decisions_video_position_key").on(table.videoId, table.position),
    index("memory_decisions_city_date_idx").on(table.cityId, table.meetingDate),
    check(
      "memory_decisions_outcome_check",
      sql`${table.outcome} in ('passed', 'failed', 'tabled', 'continued', 'withdrawn')`,
    ),
  ],
);

export const memoryVotes = pgTable(
  "memory_votes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    decisionId: uuid("decision_id")
      .notNull()
      .references(() => memoryDecisions.id, { onDelete: "cascade" }),
    /** The member as the clerk called them. */
    member: text("member").notNull(),
    vote: text("vote", { enum: ["yes", "no", "abstain", "absent"] }).notNull(),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
  },
  (table) => [
    uniqueIndex("memory_votes_decision_member_key").on(table.decisionId, table.member),
    check("memory_votes_vote_check", sql`${table.vote} in ('yes', 'no', 'abstain', 'absent')`),
  ],
);

export const memoryCommitments = pgTable(
  "memory_commitments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    responsible: text("responsible").notNull(),
    /** The due words as said ("in 60 days"), and the day they name, resolved against the meeting's date. */
    dueText: text("due_text"),
    dueDate: date("due_date"),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
    meetingDate: date("meeting_date"),
    /** A later meeting's grounded line that answers the promise: set by the engine or an admin. */
    followUpVideoId: uuid("follow_up_video_id").references(() => cityVideos.id, { onDelete: "set null" }),
    followUpSeconds: doublePrecision("follow_up_seconds"),
    followUpQuote: text("follow_up_quote"),
    followUpBy: text("follow_up_by", { enum: ["engine", "admin"] }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("memory_commitments_video_position_key").on(table.videoId, table.position),
    index("memory_commitments_city_due_idx").on(table.cityId, table.dueDate),
    check("memory_commitments_follow_up_by_check", sql`${table.followUpBy} in ('engine', 'admin')`),
  ],
);

// ---- Civic memory: people (issue #19, ADR 0045) ----
// One person of a city, whatever the meetings call them ("Councilmember Ortiz", "Ana Ortiz"). The extract-memory job
// resolves every name it stores (votes, movers, seconders, quote speakers, promise holders) to a person through the
// aliases; an admin's merge, split and role are kept as the source of truth (set_by = 'admin').

export const people = pgTable(
  "people",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    /** The person page's address in the city; kept when the display name grows ("Ortiz" to "Ana Ortiz"). */
    slug: text("slug").notNull(),
    displayName: text("display_name").notNull(),
    role: text("role", { enum: ["elected", "staff", "public"] }).notNull(),
    /** An admin's role is never changed by the engine. */
    roleSetBy: text("role_set_by", { enum: ["engine", "admin"] })
      .notNull()
      .default("engine"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("people_city_slug_key").on(table.cityId, table.slug),
    check("people_role_check", sql`${table.role} in ('elected', 'staff', 'public')`),
    check("people_role_set_by_check", sql`${table.roleSetBy} in ('engine', 'admin')`),
  ],
);

/** Every name form that resolves to a person, by its folded key ("ana ortiz"); one person per key in a city. */
export const personAliases = pgTable(
  "person_aliases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    aliasKey: text("alias_key").notNull(),
    /** The name as first seen, without its title ("Ana Ortiz"). */
    alias: text("alias").notNull(),
    setBy: text("set_by", { enum: ["engine", "admin"] })
      .notNull()
      .default("engine"),
  },
  (table) => [
    uniqueIndex("person_aliases_city_key").on(table.cityId, table.aliasKey),
    index("person_aliases_person_idx").on(table.personId),
    check("person_aliases_set_by_check", sql`${table.setBy} in ('engine', 'admin')`),
  ],
);

/**
 * Where a person appears in a meeting: a vote, a motion or second, a quote, a promise. Replaced per meeting by each
 * extraction; the memory rows it points at cascade.
 */
export const personAppearances = pgTable(
  "person_appearances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    personId: uuid("person_id")
      .notNull()
      .references(() => people.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["vote", "motion", "second", "quote", "commitment"] }).notNull(),
    /** The alias key the name resolved by: a split moves the appearances of the alias it splits off. */
    aliasKey: text("alias_key").notNull(),
    decisionId: uuid("decision_id").references(() => memoryDecisions.id, { onDelete: "cascade" }),
    voteId: uuid("vote_id").references(() => memoryVotes.id, { onDelete: "cascade" }),
    commitmentId: uuid("commitment_id").references(() => memoryCommitments.id, { onDelete: "cascade" }),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
  },
  (table) => [
    index("person_appearances_person_idx").on(table.personId),
    index("person_appearances_video_idx").on(table.videoId),
    check(
      "person_appearances_kind_check",
      sql`${table.kind} in ('vote', 'motion', 'second', 'quote', 'commitment')`,
    ),
  ],
);

// ---- Topics (issue #19, ADR 0046): recurring subjects linked across a city's meetings ----
// The "extract-memory" job stores each meeting's mentions (a normalised key, the name said, the line that says it)
// and rebuilds the city's topic links from them: a key said at two meetings becomes a topic; an admin's rename,
// merge (aliases move) and split (meeting overrides) are rows the rebuild reads, so they survive re-extraction.

export const topics = pgTable(
  "topics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    /** "engine": a key said at two meetings; "admin": made by a split (kept even with one meeting). */
    createdBy: text("created_by", { enum: ["engine", "admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("topics_city_slug_key").on(table.cityId, table.slug),
    check("topics_created_by_check", sql`${table.createdBy} in ('engine', 'admin')`),
  ],
);

/** Which topic a normalised key belongs to, per city: one key, one topic (a merge moves the keys). */
export const topicAliases = pgTable(
  "topic_aliases",
  {
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    topicId: uuid("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.cityId, table.key] }),
    index("topic_aliases_topic_idx").on(table.topicId),
  ],
);

/** A meeting's subjects as its last extraction found them, each with its grounded key line. */
export const topicMentions = pgTable(
  "topic_mentions",
  {
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    name: text("name").notNull(),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.videoId, table.key] }),
    index("topic_mentions_city_key_idx").on(table.cityId, table.key),
  ],
);

/** An admin's split: this meeting's mentions of one topic count for another. */
export const topicMeetingOverrides = pgTable(
  "topic_meeting_overrides",
  {
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    fromTopicId: uuid("from_topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    toTopicId: uuid("to_topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.videoId, table.fromTopicId] })],
);

/** The links the pages read: one per topic and meeting, with the meeting's key line about the topic. */
export const topicMeetings = pgTable(
  "topic_meetings",
  {
    topicId: uuid("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id, { onDelete: "cascade" }),
    quote: text("quote").notNull(),
    startSeconds: doublePrecision("start_seconds").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.topicId, table.videoId] }),
    index("topic_meetings_video_idx").on(table.videoId),
    index("topic_meetings_city_idx").on(table.cityId),
  ],
);

// ---- The self-serve paid directory (issue #20, ADR 0044) ----

/** Who may edit a listing: several members per listing, each added by creating, claiming or an invite. */
export const listingOwners = pgTable(
  "listing_owners",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.userId] }),
    index("listing_owners_user_idx").on(table.userId),
  ],
);

/**
 * A member's claim on an existing listing: a code mailed to an address on the listing's website domain (only its
 * hash is kept), or a request an admin approves.
 */
export const listingClaims = pgTable(
  "listing_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text("method", { enum: ["domain-code", "admin"] }).notNull(),
    email: text("email"),
    codeHash: text("code_hash"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** `awaiting-owners`: the code was right, but the listing has owners, who approve or decline (issue #31). */
    status: text("status", { enum: ["open", "awaiting-owners", "verified", "rejected"] })
      .notNull()
      .default("open"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("listing_claims_listing_idx").on(table.listingId),
    index("listing_claims_user_idx").on(table.userId),
  ],
);

/** An owner's invitation of another person, by email; the token travels in the mail, only its hash is kept. */
export const listingInvites = pgTable(
  "listing_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index("listing_invites_listing_idx").on(table.listingId)],
);

/** An owner's edit of a public listing, waiting for an admin: `changes` holds the new values (the "after"). */
export const listingChanges = pgTable(
  "listing_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    submittedBy: text("submitted_by").references(() => users.id, { onDelete: "set null" }),
    changes: jsonb("changes").$type<Record<string, string | null>>().notNull(),
    /** `superseded`: the owner's newer edit replaced it before an admin decided (issue #31). */
    status: text("status", { enum: ["pending", "superseded", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reason: text("reason"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    index("listing_changes_pending_idx").on(table.createdAt).where(sql`${table.status} = 'pending'`),
  ],
);

/** Every Stripe event handled, by its id: a replayed delivery finds its id here and changes nothing. */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Views and clicks of a listing per month: counters only, no cookie, address or visitor id (like the analytics). */
export const listingStats = pgTable(
  "listing_stats",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    /** The first day of the month (UTC), as YYYY-MM-01. */
    month: text("month").notNull(),
    views: integer("views").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.listingId, table.month] })],
);

/**
 * "Mentioned at council" (issue #19, ADR 0047): the first line of each meeting of a listing's city that says the
 * listing's full name. Kept by triggers alone (migration business_mentions): a listing inserted or renamed or moved
 * is matched against its city's transcripts, a transcript's new or changed lines against its city's listings; a
 * deleted listing, meeting or line takes its rows with it. The matching rule is `business_mention_pattern()`.
 */
export const businessMentions = pgTable(
  "business_mentions",
  {
    listingId: uuid("listing_id")
      .notNull()
      .references(() => businessListings.id, { onDelete: "cascade" }),
    videoId: uuid("video_id")
      .notNull()
      .references(() => cityVideos.id, { onDelete: "cascade" }),
    segmentId: integer("segment_id")
      .notNull()
      .references(() => transcriptSegments.id, { onDelete: "cascade" }),
    startSeconds: doublePrecision("start_seconds").notNull(),
    quote: text("quote").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.listingId, table.videoId] }),
    index("business_mentions_video_idx").on(table.videoId),
  ],
);
