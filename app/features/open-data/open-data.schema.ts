// The public read API's contract, defined once in zod (issue #18, ADR 0041): every query's parameters, every answer's
// shape and the list of operations. The handlers parse input with these and are typed by them; the OpenAPI document
// (openapi.server.ts) is generated from the same objects by zod-openapi, so the two cannot drift.
import { z } from "zod";
import {
  AGENDA_ITEM_KINDS,
  DECISION_OUTCOMES,
  DECISION_VOTE_KINDS,
  MEMBER_VOTES,
  PERSON_BASES,
} from "~/features/analysis/analysis.schema";
import { MAX_SEARCH_QUERY_CHARS } from "~/features/search/search.schema";
import { textField } from "~/lib/text-input";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SEARCH_PAGE_SIZE,
  DEFAULT_SEGMENT_PAGE_SIZE,
  MAX_API_KEY_NAME_CHARS,
  MAX_CURSOR_CHARS,
  MAX_PAGE_SIZE,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEGMENT_PAGE_SIZE,
} from "./open-data.constants";
import { API_KEYS_COPY, MCP_ERRORS } from "./open-data.copy";

// ---- parameters ----

function limitParam(defaultSize: number, max: number) {
  return z.coerce
    .number({ message: `limit must be a whole number from 1 to ${max}.` })
    .int({ message: `limit must be a whole number from 1 to ${max}.` })
    .min(1, { message: `limit must be a whole number from 1 to ${max}.` })
    .max(max, { message: `limit must be a whole number from 1 to ${max}.` })
    .default(defaultSize)
    .describe(`How many items per page (1 to ${max}, default ${defaultSize}).`);
}

const cursorParam = textField()
  .min(1, { message: "cursor must not be empty." })
  .max(MAX_CURSOR_CHARS, { message: "cursor is too long." })
  .optional()
  .describe("The `nextCursor` of the previous page, unchanged. Omit it for the first page.");

const CITY_KEY_DESCRIPTION = "A city's key, as in its page address /city/{key}.";

const cityKeyParam = textField()
  .regex(/^[a-z0-9-]{1,100}$/i, { message: "city must be a city key such as san-jose-ca." })
  .describe(CITY_KEY_DESCRIPTION);

/** The city key as an optional filter, described again: a parameter's description is read from its outer schema. */
const cityFilterParam = cityKeyParam.optional().describe(CITY_KEY_DESCRIPTION);

const meetingIdParam = z.guid({ message: "id must be a meeting id (a UUID)." }).describe("The meeting's id.");

function secondsParam(name: string) {
  return z.coerce
    .number({ message: `${name} must be a number of seconds.` })
    .min(0, { message: `${name} must be 0 or more seconds.` })
    .max(86_400 * 7, { message: `${name} is too large.` })
    .optional()
    .describe(
      `Seconds from the start of the meeting (segments that ${name === "from" ? "end after" : "start before"} it).`,
    );
}

export const pageQuerySchema = z.strictObject({
  limit: limitParam(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
  cursor: cursorParam,
});

export const cityPathSchema = z.strictObject({ city: cityKeyParam });
export const meetingPathSchema = z.strictObject({ id: meetingIdParam });

export const meetingsQuerySchema = pageQuerySchema.extend({
  city: cityFilterParam,
  body: textField()
    .min(1)
    .max(200, { message: "body is too long." })
    .optional()
    .describe("Only meetings of this body, as /cities/{city}/bodies names it (needs city)."),
});

export const listQueryWithCitySchema = pageQuerySchema.extend({ city: cityFilterParam });

export const segmentsQuerySchema = z.strictObject({
  limit: limitParam(DEFAULT_SEGMENT_PAGE_SIZE, MAX_SEGMENT_PAGE_SIZE),
  cursor: cursorParam,
  from: secondsParam("from"),
  to: secondsParam("to"),
});

export const searchQuerySchema = z.strictObject({
  q: textField({ error: "q must be text." })
    .min(1, { message: "q is required: the words to search for." })
    .max(MAX_SEARCH_QUERY_CHARS, { message: `q must be at most ${MAX_SEARCH_QUERY_CHARS} characters.` })
    .describe(
      'The search, as on the site: words, "quoted phrases", -exclusions, or; the last word matches as a prefix.',
    ),
  city: cityFilterParam,
  sort: z
    .enum(["relevance", "newest"], { message: "sort must be relevance or newest." })
    .default("relevance")
    .describe("relevance (default) or newest."),
  limit: limitParam(DEFAULT_SEARCH_PAGE_SIZE, MAX_SEARCH_PAGE_SIZE),
  cursor: cursorParam,
});

export const emptyQuerySchema = z.strictObject({});

// ---- answers ----
// Each named answer shape has `.meta({ id })`: the OpenAPI document lists it under components.schemas by that name
// and refers to it there wherever it is used.

const isoDateTime = z.iso.datetime({ offset: true });

const cityRefSchema = z
  .object({ key: z.string(), name: z.string(), state: z.string() })
  .meta({ id: "CityRef" });

export const citySchema = z
  .object({
    key: z.string(),
    name: z.string(),
    state: z.string(),
    county: z.string().nullable(),
    description: z.string().nullable(),
    tagLine: z.string().nullable(),
    website: z.string().nullable(),
    primaryColor: z.string().nullable(),
    secondaryColor: z.string().nullable(),
    imageUrl: z.string().nullable(),
    /** Live cities are listed; Archive cities answer by key but are not listed. */
    status: z.enum(["Live", "Archive"]),
    url: z.url(),
  })
  .meta({ id: "City" });

export const bodySchema = z.object({ name: z.string(), meetingCount: z.number().int() }).meta({ id: "Body" });

const sourceSchema = z
  .object({
    type: z.string().describe("How the meetings are read: youtube, website, feed, media..."),
    entityType: z.string().describe("Who publishes it, e.g. City Council."),
    name: z.string().nullable(),
  })
  .meta({ id: "Source" });

export const meetingSummarySchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    publishedAt: isoDateTime.nullable(),
    city: cityRefSchema,
    body: z.string().nullable(),
    videoUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    hasTranscript: z.boolean(),
    hasAnalysis: z.boolean(),
    hasStory: z.boolean(),
    url: z.url(),
  })
  .meta({ id: "MeetingSummary" });

export const meetingSchema = meetingSummarySchema
  .extend({
    source: sourceSchema.nullable(),
    transcriptSource: z.string().nullable(),
    isDemo: z.boolean().describe("A made-up demo meeting: no real video behind it."),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
    links: z.object({ segments: z.url(), analysis: z.url(), story: z.url() }),
  })
  .meta({ id: "Meeting" });

export const segmentSchema = z
  .object({
    id: z.number().int(),
    position: z.number().int(),
    start: z.number().describe("Seconds from the start of the meeting."),
    end: z.number(),
    speaker: z.string().nullable(),
    text: z.string(),
    url: z.url().describe("The meeting page opened at this moment."),
  })
  .meta({ id: "Segment" });

const quoteSchema = z.object({ text: z.string(), speaker: z.string() });
const evidenceSchema = z.object({ quote: z.string(), timestamp: z.string() });

export const analysisSchema = z
  .object({
    meetingId: z.string(),
    summary: z.string(),
    highlights: z.array(
      z.object({ timestamp: z.string(), point_of_interest: z.string(), quotes: z.array(quoteSchema) }),
    ),
    action_items: z.array(
      z.object({
        description: z.string(),
        responsible_party: z.string(),
        due_date: z.string().nullable(),
        deadline: z.string().nullable(),
      }),
    ),
    entities: z.array(z.object({ name: z.string(), type: z.string(), context: z.string() })),
    decisions: z.array(
      z.object({
        item: z.string().nullable(),
        item_code: z.string().nullable(),
        item_title: z.string().nullable(),
        item_index: z
          .number()
          .int()
          .nullable()
          .describe("The decision's agenda item, as a position in items."),
        motion: z.string().nullable(),
        mover: z.string().nullable(),
        seconder: z.string().nullable(),
        vote_kind: z.enum(DECISION_VOTE_KINDS).nullable(),
        outcome: z.enum(DECISION_OUTCOMES),
        tally: z.string().nullable(),
        counts: z
          .object({
            yes: z.number().int(),
            no: z.number().int(),
            abstain: z.number().int(),
            absent: z.number().int(),
          })
          .nullable(),
        votes: z.array(z.object({ member: z.string(), vote: z.enum(MEMBER_VOTES), quote: z.string() })),
        procedural: z.boolean(),
        identified: z
          .boolean()
          .nullable()
          .describe("The record names what was decided (an item title or a motion with a subject)."),
        quote: z.string(),
        timestamp: z.string(),
        evidence: z
          .object({
            item: evidenceSchema.nullable(),
            motion: evidenceSchema.nullable(),
            mover: evidenceSchema.nullable(),
            seconder: evidenceSchema.nullable(),
            tally: evidenceSchema.nullable(),
            vote_kind: evidenceSchema.nullable(),
          })
          .nullable()
          .describe("The words and moment that say each field; a field without evidence is empty."),
      }),
    ),
    items: z
      .array(
        z.object({
          code: z.string().nullable(),
          title: z.string().nullable(),
          kind: z.enum(AGENDA_ITEM_KINDS),
          timestamp: z.string(),
          end_timestamp: z.string(),
          quote: z.string(),
        }),
      )
      .describe(
        "The meeting's agenda items (its chapters), each from where it opened to where the next opened.",
      ),
    people: z.array(
      z.object({
        name: z.string(),
        role: z.string(),
        member: z.boolean(),
        former: z.boolean(),
        public_speaker: z.boolean(),
        basis: z.enum(PERSON_BASES),
        quote: z.string(),
        timestamp: z.string(),
      }),
    ),
    reliability: z
      .object({
        reliable: z.boolean(),
        unreliable_share: z.number(),
        stretches: z.array(
          z.object({
            start: z.string(),
            end: z.string(),
            reason: z.string(),
            language: z.string().nullable(),
          }),
        ),
      })
      .nullable()
      .describe("How much of the transcript is reliable English; unreliable stretches are never quoted."),
    next_meeting_date: z.string().nullable().describe("The body's next meeting as announced (YYYY-MM-DD)."),
    analyzedAt: isoDateTime.nullable(),
    editedByPerson: z.boolean().describe("An editor changed the machine's summary."),
    url: z.url(),
  })
  .meta({ id: "Analysis" });

export const storySchema = z
  .object({
    meetingId: z.string(),
    city: cityRefSchema,
    headline: z.string(),
    paragraphs: z.array(z.string()),
    primaryFocus: z.string().nullable(),
    quickFacts: z.array(z.string()),
    background: z.string().nullable(),
    quote: z.object({ quote: z.string(), attribution: z.string(), context: z.string() }).nullable(),
    publishedAt: isoDateTime,
    meetingDate: isoDateTime.nullable(),
    url: z.url(),
    meetingUrl: z.url(),
  })
  .meta({ id: "Story" });

export const listingSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    streetAddress: z.string().nullable(),
    postalCode: z.string().nullable(),
    telephone: z.string().nullable(),
    website: z.string().nullable(),
    email: z.string().nullable(),
    imageUrl: z.string().nullable(),
    tier: z.string(),
    category: z.object({ parent: z.string(), sub: z.string() }).nullable(),
    city: cityRefSchema,
    url: z.url(),
  })
  .meta({ id: "Listing" });

export const momentSchema = z
  .object({
    start: z.number().describe("Seconds from the start of the meeting."),
    speaker: z.string().nullable(),
    snippet: z
      .string()
      .describe("The words around the match, with <mark> around matched words (not HTML-escaped)."),
    url: z.url().describe("The meeting page opened at this moment (?t= seconds)."),
  })
  .meta({ id: "Moment" });

export const searchHitSchema = z
  .object({
    meeting: z.object({
      id: z.string(),
      title: z.string(),
      publishedAt: isoDateTime.nullable(),
      city: cityRefSchema,
      videoUrl: z.string().nullable(),
      url: z.url(),
    }),
    score: z.number().describe("Relevance from 0 to 1."),
    snippet: z.string(),
    moments: z.array(momentSchema),
  })
  .meta({ id: "SearchHit" });

function pageOf<Item extends z.ZodType>(item: Item, id: string) {
  return z
    .object({
      data: z.array(item),
      nextCursor: z
        .string()
        .nullable()
        .describe("Pass as `cursor` for the next page; null on the last page."),
    })
    .meta({ id });
}

export const cityPageSchema = pageOf(citySchema, "CityPage");
export const bodyPageSchema = pageOf(bodySchema, "BodyPage");
export const meetingPageSchema = pageOf(meetingSummarySchema, "MeetingPage");
export const segmentPageSchema = pageOf(segmentSchema, "SegmentPage");
export const storyPageSchema = pageOf(storySchema, "StoryPage");
export const listingPageSchema = pageOf(listingSchema, "ListingPage");
export const searchPageSchema = pageOf(searchHitSchema, "SearchPage");

export const API_ERROR_CODES = [
  "bad_request",
  "bad_cursor",
  "not_found",
  "method_not_allowed",
  "invalid_api_key",
  "rate_limited",
  "internal",
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const errorSchema = z
  .object({
    error: z.object({
      code: z.enum(API_ERROR_CODES),
      message: z.string().describe("What was wrong, for a person to read."),
    }),
  })
  .meta({ id: "Error" });

/** The body of every error answer, 4xx or 5xx. */
export type ApiErrorAnswer = z.output<typeof errorSchema>;

// ---- the operations ----

export type ApiOperation = {
  operationId: string;
  /** OpenAPI path under /api/v1, with {param} placeholders. */
  path: string;
  summary: string;
  description: string;
  tag: "Cities" | "Meetings" | "Stories" | "Listings" | "Search";
  pathParams?: z.ZodObject;
  query: z.ZodObject;
  response: z.ZodType;
  paginated: boolean;
  /** A path for the reference page's examples. */
  example: string;
};

export const API_OPERATIONS = [
  {
    operationId: "listCities",
    path: "/cities",
    summary: "List cities",
    description: "The listed (Live) cities, by name.",
    tag: "Cities",
    query: pageQuerySchema,
    response: cityPageSchema,
    paginated: true,
    example: "/cities?limit=2",
  },
  {
    operationId: "getCity",
    path: "/cities/{city}",
    summary: "Get a city",
    description: "One public city (Live, or Archive by its key).",
    tag: "Cities",
    pathParams: cityPathSchema,
    query: emptyQuerySchema,
    response: citySchema,
    paginated: false,
    example: "/cities/san-jose-ca",
  },
  {
    operationId: "listBodies",
    path: "/cities/{city}/bodies",
    summary: "List a city's bodies",
    description:
      "The bodies (council, commissions, boards) whose meetings the city has, with how many of each.",
    tag: "Cities",
    pathParams: cityPathSchema,
    query: emptyQuerySchema,
    response: bodyPageSchema,
    paginated: false,
    example: "/cities/san-jose-ca/bodies",
  },
  {
    operationId: "listMeetings",
    path: "/meetings",
    summary: "List meetings",
    description: "Meetings, newest first: of one city (and body), or of every listed city.",
    tag: "Meetings",
    query: meetingsQuerySchema,
    response: meetingPageSchema,
    paginated: true,
    example: "/meetings?city=san-jose-ca&limit=10",
  },
  {
    operationId: "getMeeting",
    path: "/meetings/{id}",
    summary: "Get a meeting",
    description: "One meeting: its source, dates, video URL and links to its transcript, analysis and story.",
    tag: "Meetings",
    pathParams: meetingPathSchema,
    query: emptyQuerySchema,
    response: meetingSchema,
    paginated: false,
    example: "/meetings/{id}",
  },
  {
    operationId: "listSegments",
    path: "/meetings/{id}/segments",
    summary: "Get a meeting's transcript",
    description:
      "The transcript's timed segments in order (speaker, start, end, text), optionally within a time range.",
    tag: "Meetings",
    pathParams: meetingPathSchema,
    query: segmentsQuerySchema,
    response: segmentPageSchema,
    paginated: true,
    example: "/meetings/{id}/segments?from=60&to=300",
  },
  {
    operationId: "getAnalysis",
    path: "/meetings/{id}/analysis",
    summary: "Get a meeting's analysis",
    description: "The summary, highlights with quotes, decisions, action items and people and places named.",
    tag: "Meetings",
    pathParams: meetingPathSchema,
    query: emptyQuerySchema,
    response: analysisSchema,
    paginated: false,
    example: "/meetings/{id}/analysis",
  },
  {
    operationId: "getStory",
    path: "/meetings/{id}/story",
    summary: "Get a meeting's story",
    description:
      "The published news story written from the meeting; 404 while there is none or it awaits review.",
    tag: "Stories",
    pathParams: meetingPathSchema,
    query: emptyQuerySchema,
    response: storySchema,
    paginated: false,
    example: "/meetings/{id}/story",
  },
  {
    operationId: "listStories",
    path: "/stories",
    summary: "List stories",
    description: "Published stories, newest first: of one city, or of every listed city.",
    tag: "Stories",
    query: listQueryWithCitySchema,
    response: storyPageSchema,
    paginated: true,
    example: "/stories?city=san-jose-ca",
  },
  {
    operationId: "listListings",
    path: "/listings",
    summary: "List business listings",
    description:
      "The local business directory's published listings, by name: of one city, or of every listed city. A new listing waiting for review is not listed.",
    tag: "Listings",
    query: listQueryWithCitySchema,
    response: listingPageSchema,
    paginated: true,
    example: "/listings?city=san-jose-ca",
  },
  {
    operationId: "search",
    path: "/search",
    summary: "Search what was said",
    description:
      "The site's search: meetings whose words match, each with the moments (seconds into the video) where they were said.",
    tag: "Search",
    query: searchQuerySchema,
    response: searchPageSchema,
    paginated: true,
    example: "/search?q=budget",
  },
] as const satisfies readonly ApiOperation[];

export type ApiOperationId = (typeof API_OPERATIONS)[number]["operationId"];

// ---- API keys (the profile page's forms) ----

export const apiKeyFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("create-api-key"),
    name: textField()
      .min(1, { message: API_KEYS_COPY.nameRequired })
      .max(MAX_API_KEY_NAME_CHARS, { message: API_KEYS_COPY.nameTooLong }),
  }),
  z.object({
    intent: z.literal("revoke-api-key"),
    keyId: z.guid({ message: API_KEYS_COPY.keyNotFound }),
  }),
]);

export type ApiKeyForm = z.infer<typeof apiKeyFormSchema>;

// ---- MCP ----

/**
 * What /mcp accepts as a body: one JSON-RPC message, a JSON object (its fields are the MCP SDK's to check). A batch,
 * a JSON array, is refused: MCP 2025-06-18 removed batching, and a batch was up to 100 tool calls counted as one
 * request (issue #31).
 */
export const mcpMessageBodySchema = z.looseObject(
  {},
  { error: (issue) => (Array.isArray(issue.input) ? MCP_ERRORS.batchRefused : MCP_ERRORS.notAMessage) },
);
