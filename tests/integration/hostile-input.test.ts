// No input answers 500 (issue #12): hostile input through the real HTTP stack (Express edge, Vite-loaded React
// Router app, this file's database). Every route in app/routes.ts is walked with GET and POST and every JSON function
// under /functions/v1 is posted to, as anonymous, member and admin, with NUL characters, malformed %-encodings,
// wrong JSON types, 1 MB strings, malformed JSON and nested junk. No answer may be a 5xx and no row may change.
// The run is deterministic (fixed ids, fixed inputs, no randomness) and bounded (see PROBE_BUDGET).

import { eq } from "drizzle-orm";
import { Agent, FormData, fetch, Headers, type RequestInit, type Response } from "undici";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contactSubmissions, people, personAliases, rateLimitCounters } from "#db/schema";
import { database, db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import routes from "~/routes";
import { bodyTooLargeMessage, DEFAULT_BODY_LIMIT_BYTES } from "../../server/body-limit";
import { ADDRESS_CHARACTER_NOT_ALLOWED, ADDRESS_MALFORMED } from "../../server/request-guards";
import { createUser, sessionCookie, TEST_PASSWORD } from "../factories/accounts";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createSource, createVideoWithSegments } from "../factories/cities";
import { createCategory, createListing } from "../factories/directory";
import { createContactMessage, createCoverageRequest } from "../factories/inbox";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

/** Fixed ids, so every run sends the same requests. */
const SEED = {
  cityId: "5eed0000-0000-4000-8000-000000000001",
  cityKey: "fuzzville",
  urlId: "5eed0000-0000-4000-8000-000000000002",
  videoId: "5eed0000-0000-4000-8000-000000000003",
  youtubeId: "fuzzVideo01",
  businessId: "5eed0000-0000-4000-8000-000000000004",
  businessKey: "fuzz-bakery",
  /** Names no job. */
  jobId: "5eed0000-0000-4000-8000-000000000005",
  categoryId: "5eed0000-0000-4000-8000-000000000006",
  otherCategoryId: "5eed0000-0000-4000-8000-000000000007",
  coverageRequestId: "5eed0000-0000-4000-8000-000000000008",
  contactMessageId: "5eed0000-0000-4000-8000-000000000009",
  /** A person of the city (issue #19), for the people admin screen's forms and the person page. */
  personId: "5eed0000-0000-4000-8000-00000000000a",
  personSlug: "fuzz-person",
} as const;

const ADMIN_EMAIL = "fuzz-admin@example.org";
const MEMBER_EMAIL = "fuzz-member@example.org";
/** Signed in, then has that session expire (the sign-out test). */
const EXPIRING_EMAIL = "fuzz-expiring@example.org";
/** Signed in, then signs out as a person does (the sign-out test). */
const LEAVING_EMAIL = "fuzz-leaving@example.org";

/**
 * More requests than this is a test that has grown past its budget of about two and a half minutes on two cores.
 * Issues #18-#20 added some 25 routes (the read API, MCP, the memory pages, the owners' screens): 6,344 probes.
 * The topic pages and their admin screen (ADR 0046), the people pages and theirs (ADR 0045) and the share cards'
 * five og.png addresses (issue #18) brought it to about 7,450.
 */
const PROBE_BUDGET = 7600;
const CONCURRENCY = 4;
const ONE_MEGABYTE = 1024 * 1024;
/** Over MAX_BODY_BYTES (256 KB) but still a plausible upload. */
const OVER_THE_BODY_LIMIT = 300 * 1024;

/**
 * Tables whose rows may change while the app only reads or refuses, left out of the no-write check:
 * - rate_limit_counters: every refused sign-in or contact attempt is counted; that is the limiter's job (and this
 *   test empties it before each probe to a limited form, so the input reaches its handler rather than a 429);
 * - sessions: the sign-out probes end the sessions they carry;
 * - listing_stats: a business page that still opens under a junk query string counts a view (issue #20).
 * Every other table of the application (schema public) is checked, and so is pg-boss's job table: a refused
 * request must not enqueue anything either. The rest of pg-boss's schema is its own bookkeeping.
 */
const TABLES_THAT_MAY_CHANGE = new Set(["rate_limit_counters", "sessions", "listing_stats"]);
const CHECKED_QUEUE_TABLES = ["pgboss.job"];

type Viewer = "anonymous" | "member" | "admin";
type Probe = {
  method: string;
  path: string;
  viewer: Viewer;
  contentType?: string;
  body?: string | Uint8Array | FormData;
  /** What is hostile about it, for the failure report. */
  note: string;
};
type Outcome = { probe: Probe; status: number; excerpt: string };

let server: TestHttpServer;
let queue: Queue;
let publicOrigin: string;
const cookies: Record<Viewer | "expiring" | "leaving", string> = {
  anonymous: "",
  member: "",
  admin: "",
  expiring: "",
  leaving: "",
};
let before: Record<string, string>;
let probesSent = 0;

/**
 * A fresh connection per request. The server may close a connection after refusing a body it did not read (413);
 * a client reusing that connection for its next request would see a reset that is no answer of the app's.
 */
const freshConnections = new Agent({ pipelining: 0 });

function call(path: string, init: RequestInit = {}) {
  return fetch(`${server.origin}${path}`, { redirect: "manual", ...init, dispatcher: freshConnections });
}

// ---- the route table ----

type RouteEntry = { path?: string; file: string; id?: string; children?: RouteEntry[] };
const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const routeEntries = flatten(routes as unknown as RouteEntry[]).filter(
  (entry) => entry.path !== undefined && entry.path !== "*",
);
/** The index route has no path in the table. */
const routePatterns = ["/", ...routeEntries.map((entry) => `/${entry.path}`)];
/** Resource routes (no page: a feed, a JSON function) are the .ts modules; their loaders answer the URL itself. */
const resourcePatterns = new Set(
  routeEntries.filter((entry) => entry.file.endsWith(".ts")).map((entry) => `/${entry.path}`),
);

const VALID_PARAMS: Record<string, string> = {
  locationKey: SEED.cityKey,
  videoId: SEED.videoId,
  businessKey: SEED.businessKey,
  personSlug: SEED.personSlug,
};

/** The pattern with every :param (and a trailing splat) filled with a real value, except `hostile` for one. */
function fill(pattern: string, hostile?: { param: string; value: string }): string {
  return pattern
    .replace(/:([A-Za-z]+)/g, (_, name: string) =>
      hostile?.param === name ? hostile.value : (VALID_PARAMS[name] ?? "x"),
    )
    .replace(/\*$/, hostile?.param === "*" ? hostile.value : "x");
}

function paramsOf(pattern: string): string[] {
  const names = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "");
  return pattern.endsWith("*") ? [...names, "*"] : names;
}

/** React Router's data URL for a path (what client navigations and fetchers request). */
function dataPath(path: string): string {
  const [pathname = "/", search] = path.split("?");
  const data = pathname === "/" ? "/_root.data" : `${pathname}.data`;
  return search === undefined ? data : `${data}?${search}`;
}

/** Where a form posts: the index route's action is asked for with ?index. */
function actionPath(path: string, data: boolean): string {
  const target = data ? dataPath(path) : path;
  return path === "/" ? `${target}?index` : target;
}

// ---- hostile values ----

/** Raw path segments: NUL, lone and truncated surrogates, overlong and stray bytes, traversal, a long and a 1 MB one. */
const HOSTILE_SEGMENTS = [
  "%00",
  "a%00b",
  `${SEED.videoId}%00`,
  "%ED%A0%80",
  "%ED%BF%BF",
  "%E0%A4%A",
  "%C0%AF",
  "%FF",
  "%",
  "%zz",
  "%0A",
  "%01",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "'%20or%201=1--",
  "%3Cscript%3E",
  "%F0%9F%98%80",
  "a".repeat(4000),
  "b".repeat(ONE_MEGABYTE),
];

/** Raw query values: NUL, malformed %-encodings, control characters, quotes, an emoji. */
const HOSTILE_QUERY_VALUES = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%E0%A4%A%zz%",
  "%01",
  "%0A",
  "x'%22%3C%3E",
  "%F0%9F%98%80",
];

/** Every query parameter a loader reads (grep `searchParams.get` and the query schemas). */
const QUERY_NAMES = [
  "q",
  "t",
  "city",
  "sort",
  "page",
  "show",
  "source",
  "cityId",
  "urlId",
  "videoId",
  "sourceUrlId",
  "state",
  "name",
  "letter",
  "text",
  "category",
  "subcategory",
  "mode",
  "method",
  "redirectTo",
  "request",
  "kind",
];

/** A NUL inside the value (not at an edge, where trimming could hide it). */
function withNul(value: string): string {
  return value.length === 0 ? "\u0000" : `${value.slice(0, 1)}\u0000${value.slice(1)}`;
}

const WRONG_JSON_TYPES: unknown[] = [0, -1.5, true, ["x"], { $gt: "" }];

// ---- forms: each action's fields with values that would pass, so one hostile field is the only fault ----

type FormDefinition = {
  pattern: string;
  viewer: Viewer;
  fields: Record<string, string>;
  /** Read as multipart/form-data (an upload): the fields travel with this file. */
  file?: { field: string; name: string; type: string; content: string };
};

const CITY_FIELDS = {
  name: "Fuzz Harbor",
  county: "Fuzz County",
  state: "CA",
  status: "New",
  description: "A city.\nOn two lines.",
  imageUrl: "https://example.org/city.png",
  domain: "fuzz.example.org",
  tagLine: "Built to be fuzzed",
  icon: "anchor",
  primaryColor: "#112233",
  secondaryColor: "#445566",
};
const URL_FIELDS = {
  title: "Council videos",
  url: "https://www.youtube.com/@fuzzcouncil",
  contentType: "video",
  entityType: "City Council",
  sourceType: "city",
};

const FORMS: FormDefinition[] = [
  {
    pattern: "/",
    viewer: "anonymous",
    fields: { intent: "request-city", state: "CA", cityName: "Springfield", email: "ask@example.org" },
  },
  {
    pattern: "/alerts/follow",
    viewer: "anonymous",
    fields: {
      kind: "search",
      cityKey: SEED.cityKey,
      query: '"bike lanes" -parking',
      email: "fuzz@example.org",
      timeZone: "UTC",
    },
  },
  {
    pattern: "/profile/alerts",
    viewer: "member",
    fields: { intent: "frequency", alertId: SEED.jobId, frequency: "daily" },
  },
  {
    pattern: "/contact",
    viewer: "anonymous",
    fields: { email: "hi@example.org", phone: "555-0100", topic: "Other", message: "Hello\nthere" },
  },
  {
    pattern: "/auth",
    viewer: "anonymous",
    fields: {
      intent: "password",
      mode: "signin",
      email: MEMBER_EMAIL,
      password: TEST_PASSWORD,
      redirectTo: "/",
    },
  },
  {
    pattern: "/auth",
    viewer: "anonymous",
    fields: { intent: "send-code", mode: "signin", email: MEMBER_EMAIL },
  },
  {
    pattern: "/auth",
    viewer: "anonymous",
    fields: { intent: "verify-code", mode: "signin", email: MEMBER_EMAIL, code: "123456" },
  },
  { pattern: "/auth/sign-out", viewer: "anonymous", fields: { redirectTo: "/about" } },
  { pattern: "/profile", viewer: "member", fields: { intent: "home-city", cityId: SEED.cityId } },
  {
    pattern: "/admin/people",
    viewer: "admin",
    fields: { intent: "set-role", personId: SEED.personId, role: "elected" },
  },
  {
    pattern: "/profile",
    viewer: "member",
    fields: {
      intent: "change-password",
      currentPassword: TEST_PASSWORD,
      newPassword: "another-long-passphrase-9",
    },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: {
      intent: "create-city",
      ...CITY_FIELDS,
      locationKey: "fuzz-harbor",
      locationKeyGenerated: "false",
    },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "update-city", cityId: SEED.cityId, ...CITY_FIELDS, locationKey: SEED.cityKey },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    // The seeded city is Live: even these passing fields are refused (only an archived, empty city goes).
    fields: { intent: "delete-city", cityId: SEED.cityId },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "upload-city-image", cityId: SEED.cityId },
    file: { field: "image", name: "city.png", type: "image/png", content: "not really a png" },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "create-url", cityId: SEED.cityId, ...URL_FIELDS },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "update-url", cityId: SEED.cityId, urlId: SEED.urlId, ...URL_FIELDS },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "delete-url", cityId: SEED.cityId, urlId: SEED.urlId },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "refresh-videos", cityId: SEED.cityId, urlId: SEED.urlId },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: {
      intent: "update-video",
      cityId: SEED.cityId,
      videoId: SEED.videoId,
      title: "Council meeting",
      description: "The agenda.",
      transcript: "The council met.\nThe council voted.",
    },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "delete-video", cityId: SEED.cityId, videoId: SEED.videoId },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: {
      intent: "add-meeting",
      cityId: SEED.cityId,
      urlId: SEED.urlId,
      title: "Special meeting",
      meetingDate: "2025-06-03",
      videoUrl: "https://media.example.org/meeting.mp4",
      description: "The agenda.\nOn two lines.",
    },
    file: {
      field: "file",
      name: "meeting.vtt",
      type: "text/vtt",
      content: "WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nThe council met.\n",
    },
  },
  {
    pattern: "/admin/city-management",
    viewer: "admin",
    fields: { intent: "import-feed", cityId: SEED.cityId, urlId: SEED.urlId },
    file: {
      field: "file",
      name: "feed.xml",
      type: "application/rss+xml",
      content:
        '<rss version="2.0"><channel><title>Council</title><item><guid>g1</guid><link>https://example.org/1</link></item></channel></rss>',
    },
  },
  { pattern: "/admin/pipeline", viewer: "admin", fields: { intent: "retry", jobId: SEED.jobId } },
  { pattern: "/admin/pipeline", viewer: "admin", fields: { intent: "cancel", jobId: SEED.jobId } },
  {
    pattern: "/admin/pipeline",
    viewer: "admin",
    fields: { intent: "test-job", outcome: "complete", note: "checking the queue" },
  },
  ...["analyze", "generate", "refresh"].map(
    (intent): FormDefinition => ({
      pattern: "/admin/story-manager",
      viewer: "admin",
      fields: { intent, videoId: SEED.videoId },
    }),
  ),
  {
    pattern: "/admin/story-playground",
    viewer: "admin",
    fields: { intent: "generate-candidate", videoId: SEED.videoId, additionalContext: "Focus on parking." },
  },
  {
    pattern: "/admin/story-playground",
    viewer: "admin",
    fields: {
      intent: "save-candidate",
      videoId: SEED.videoId,
      candidate: JSON.stringify(newsStory()),
      expectedStoryGeneratedAt: "",
    },
  },
  {
    pattern: "/admin/business-directory",
    viewer: "admin",
    fields: {
      intent: "update-business",
      businessId: SEED.businessId,
      name: "Fuzz Bakery",
      description: "Bread.\nAnd cakes.",
      streetAddress: "1 Main Street",
      postalCode: "95400",
      telephone: "(707) 555-0100",
      email: "bakery@example.org",
      website: "https://bakery.example.org",
      listingTier: "Tier 1",
    },
  },
  {
    pattern: "/admin/business-directory",
    viewer: "admin",
    fields: { intent: "upload-image", businessId: SEED.businessId },
    file: { field: "image", name: "shop.png", type: "image/png", content: "not really a png" },
  },
  {
    pattern: "/admin/business-directory",
    viewer: "admin",
    fields: {
      intent: "create-business",
      name: "Fuzz Creamery",
      cityId: SEED.cityId,
      businessCategory: SEED.categoryId,
      listingTier: "Tier 3",
      description: "Ice cream.\nAnd sorbet.",
      streetAddress: "2 Main Street",
      postalCode: "95400",
      telephone: "(707) 555-0101",
      email: "creamery@example.org",
      website: "https://creamery.example.org",
    },
  },
  {
    pattern: "/admin/business-directory",
    viewer: "admin",
    fields: { intent: "delete-business", businessId: SEED.businessId },
  },
  {
    pattern: "/admin/business-directory/categories",
    viewer: "admin",
    fields: { intent: "create-category", parentCategory: "Fuzz Food", subCategory: "Fuzz Pies" },
  },
  {
    pattern: "/admin/business-directory/categories",
    viewer: "admin",
    fields: {
      intent: "rename-category",
      categoryId: SEED.categoryId,
      parentCategory: "Food",
      subCategory: "Bakeries",
    },
  },
  {
    pattern: "/admin/business-directory/categories",
    viewer: "admin",
    fields: { intent: "delete-category", categoryId: SEED.categoryId, moveTo: SEED.otherCategoryId },
  },
  {
    pattern: "/admin/inbox",
    viewer: "admin",
    fields: { intent: "mark-handled", kind: "requests", id: SEED.coverageRequestId },
  },
  {
    pattern: "/admin/inbox",
    viewer: "admin",
    fields: { intent: "mark-open", kind: "messages", id: SEED.contactMessageId },
  },
  {
    pattern: "/admin/content-management",
    viewer: "admin",
    fields: { intent: "upload-transcript", videoId: SEED.videoId },
    file: { field: "transcript", name: "meeting.txt", type: "text/plain", content: "The council met." },
  },
  {
    pattern: "/city/:locationKey",
    viewer: "admin",
    fields: { intent: "fetch-transcript", videoId: SEED.videoId },
  },
  { pattern: "/city/:locationKey/meeting/:videoId", viewer: "admin", fields: { intent: "reanalyze" } },
  {
    pattern: "/city/:locationKey/meeting-story/:videoId",
    viewer: "admin",
    fields: { intent: "rewrite", additionalContext: "Mention the vote." },
  },
  { pattern: "/city/:locationKey/meeting-story/:videoId", viewer: "admin", fields: { intent: "regenerate" } },
];

const FORM_TYPE = "application/x-www-form-urlencoded";

function encodeForm(entries: [string, string][]): string {
  return new URLSearchParams(entries).toString();
}

function multipartOf(entries: [string, string][], file?: FormDefinition["file"]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.content], { type: file.type }), file.name);
  return form;
}

/** One hostile field at a time over otherwise passing values, then whole bodies that are wrong in every way. */
function formProbes(form: FormDefinition): Probe[] {
  const path = fill(form.pattern);
  const entries = Object.entries(form.fields);
  // Most probes go to the data URL (a fetcher's post: the action alone); a few post the document, which renders the
  // page with the action's answer.
  const send = (body: string | FormData, note: string, contentType?: string, document = false): Probe => ({
    method: "POST",
    path: actionPath(path, !document),
    viewer: form.viewer,
    body,
    contentType: typeof body === "string" ? (contentType ?? FORM_TYPE) : undefined,
    note: `${form.fields.intent ?? "form"}: ${note}`,
  });
  const encode = (list: [string, string][]) => (form.file ? multipartOf(list, form.file) : encodeForm(list));
  const probes: Probe[] = [];
  for (const [name] of entries) {
    const hostile = entries.map(([key, value]): [string, string] => [
      key,
      key === name ? withNul(value) : value,
    ]);
    probes.push(send(encode(hostile), `NUL in ${name}`));
    // Only the last of a repeated field reaches the schema: a NUL in the first copy must be refused all the same.
    probes.push(send(encode([[name, "\u0000"], ...entries]), `NUL in a first copy of ${name}`));
  }
  probes.push(
    send(encode([...entries, ["na\u0000me", "x"]]), "NUL in a field name"),
    send(encode(entries.map(([key]) => [key, "x".repeat(ONE_MEGABYTE)])), "1 MB in every field"),
    send("", "empty body", undefined, true),
    send(
      entries.map(([key]) => `${encodeURIComponent(key)}=%ED%A0%80`).join("&"),
      "lone surrogates in every field",
      undefined,
      true,
    ),
    send(
      entries.map(([key]) => `${encodeURIComponent(key)}=%E0%A4%A&${key}=%`).join("&"),
      "malformed %-encodings",
    ),
    send(
      JSON.stringify(Object.fromEntries(entries.map(([key, value]) => [key, withNul(value)]))),
      "a JSON body",
      "application/json",
    ),
    send(`intent=\u0000${"&x=\u0001".repeat(10)}`, "raw control bytes", "text/plain"),
    send(
      `--broken\r\nContent-Disposition: form-data; name="intent"\r\n\r\n\u0000`,
      "malformed multipart",
      "multipart/form-data; boundary=other",
    ),
  );
  if (!form.file)
    probes.push(send(multipartOf(entries.map(([key, value]) => [key, withNul(value)])), "multipart"));
  else {
    probes.push(
      send(multipartOf(entries, { ...form.file, content: "\u0000\u0001binary" }), "a file of control bytes"),
      send(encodeForm(entries), "urlencoded instead of multipart"),
    );
  }
  return probes;
}

// ---- JSON functions ----

type JsonFunction = { name: string; body: Record<string, unknown> };

const JSON_FUNCTIONS: JsonFunction[] = [
  { name: "searchCityVideos", body: { cityId: SEED.cityId, query: "budget vote", limit: 5 } },
  { name: "fetchYoutubeVideos", body: { url: "https://www.youtube.com/@fuzzcouncil", cityId: SEED.cityId } },
  { name: "fetchYoutubeTranscript", body: { videoId: SEED.youtubeId } },
  { name: "updateVideoTranscript", body: { videoId: SEED.youtubeId, recordId: SEED.videoId } },
  {
    name: "analyzeVideoTranscript",
    body: {
      recordId: SEED.videoId,
      videoId: SEED.youtubeId,
      transcript: "The council met and voted on the budget.",
      title: "Council meeting",
      description: "The agenda.",
    },
  },
  {
    name: "writeTranscriptStory",
    body: {
      recordId: SEED.videoId,
      videoId: SEED.youtubeId,
      analysisResults: analysisResults({ highlights: 1, actionItems: 1 }),
      additionalContext: "Mention the vote.",
    },
  },
];

/** Every string in the document with its path, for putting a NUL into each in turn. */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringLeaves(item, [...path, index]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => stringLeaves(item, [...path, key]));
  }
  return [];
}

function replacedAt(
  document: unknown,
  path: (string | number)[],
  replace: (old: unknown) => unknown,
): unknown {
  if (path.length === 0) return replace(document);
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(document) ? [...document] : { ...(document as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replacedAt(copy[head], rest, replace);
  return copy;
}

const MALFORMED_JSON_BODIES: (string | Uint8Array)[] = [
  "",
  "   ",
  "{",
  '{"query":',
  "{'query': 'x'}",
  "nul",
  "[]",
  "null",
  "0",
  '"text"',
  "true",
  "{}",
  "1e999",
  new Uint8Array([0x7b, 0x22, 0x71, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  '{"query":"\\ud800","cityId":"\\u0000"}',
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  "[".repeat(60_000) + "]".repeat(60_000),
  `{"a":${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}}`,
];

function jsonProbes(fn: JsonFunction, viewer: Viewer): Probe[] {
  const path = `/functions/v1/${fn.name}`;
  const post = (body: string | Uint8Array, note: string, contentType = "application/json"): Probe => ({
    method: "POST",
    path,
    viewer,
    body,
    contentType,
    note: `${fn.name}: ${note}`,
  });
  const probes = MALFORMED_JSON_BODIES.map((body, index) => post(body, `malformed or junk body #${index}`));
  probes.push(
    post(JSON.stringify({ ...fn.body, padding: "x".repeat(OVER_THE_BODY_LIMIT) }), "a body over the limit"),
    post(JSON.stringify(fn.body).replace("{", '{"a":"\u0000",'), "a NUL in an unknown field", "text/plain"),
  );
  if (viewer === "anonymous") return probes.slice(0, 6);
  for (const leaf of stringLeaves(fn.body)) {
    probes.push(
      post(
        JSON.stringify(replacedAt(fn.body, leaf, (old) => withNul(String(old)))),
        `NUL in ${leaf.join(".")}`,
      ),
    );
  }
  for (const field of Object.keys(fn.body)) {
    for (const wrong of WRONG_JSON_TYPES) {
      probes.push(
        post(JSON.stringify({ ...fn.body, [field]: wrong }), `${field} as ${JSON.stringify(wrong)}`),
      );
    }
    probes.push(post(JSON.stringify({ ...fn.body, [field]: "x".repeat(ONE_MEGABYTE) }), `1 MB in ${field}`));
    probes.push(
      post(JSON.stringify({ ...fn.body, [field]: [fn.body[field], withNul("ab")] }), `${field} as array`),
    );
  }
  return probes;
}

// ---- sending ----

async function send(probe: Probe): Promise<Outcome> {
  probesSent += 1;
  // Uncompressed answers: gzip on both ends of thousands of requests was a sixth of this file's time, and compression
  // is not what is probed here (edge-cache-control.test.ts holds it).
  const headers = new Headers({ "accept-encoding": "identity" });
  if (cookies[probe.viewer]) headers.set("cookie", cookies[probe.viewer]);
  // The origin a browser on this site sends, so the CSRF guards let the request reach its handler: React Router's
  // compares it with the Host header, better-auth's with PUBLIC_URL.
  if (probe.method !== "GET" && probe.method !== "HEAD") {
    headers.set("origin", probe.path.startsWith("/api/auth/") ? publicOrigin : server.origin);
  }
  if (probe.contentType) headers.set("content-type", probe.contentType);
  try {
    const response = await call(probe.path, {
      method: probe.method,
      headers,
      body: probe.body,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    return { probe, status: response.status, excerpt: text.slice(0, 160).replace(/\s+/g, " ") };
  } catch (error) {
    // No answer at all (a reset connection, a timeout) is as bad as a 5xx: it is reported as 599.
    const cause = (error as Error & { cause?: { message?: string } }).cause;
    return { probe, status: 599, excerpt: `no answer: ${(error as Error).message} ${cause?.message ?? ""}` };
  }
}

/** Paths behind a rate limiter (per address, and every probe comes from 127.0.0.1): sent one at a time. */
const RATE_LIMITED_PATHS = /^\/(\?|_root\.data|contact|auth|profile|api\/auth\/)/;

/**
 * Sends the probes, four at a time. Those to rate-limited forms go one by one with the counters emptied before
 * each, so the input reaches its handler instead of a 429.
 */
async function sendAll(probes: Probe[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(probes.length);
  const limited = probes.flatMap((probe, index) => (RATE_LIMITED_PATHS.test(probe.path) ? [index] : []));
  const free = probes.flatMap((probe, index) => (RATE_LIMITED_PATHS.test(probe.path) ? [] : [index]));
  for (const index of limited) {
    await db().delete(rateLimitCounters);
    outcomes[index] = await send(probes[index] as Probe);
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let at = next++; at < free.length; at = next++) {
        const index = free[at] as number;
        outcomes[index] = await send(probes[index] as Probe);
      }
    }),
  );
  return outcomes;
}

function serverErrors(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((outcome) => outcome.status >= 500)
    .map(({ probe, status, excerpt }) => {
      const path = probe.path.length > 120 ? `${probe.path.slice(0, 120)}...` : probe.path;
      return `${status} ${probe.method} ${path} as ${probe.viewer} (${probe.note}): ${excerpt}`;
    });
}

// ---- no write: a checksum of every row of every application table ----

async function tableChecksums(): Promise<Record<string, string>> {
  const { rows } = await database().executeSql(`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name
  `);
  const tables = (rows as { table_name: string }[])
    .map((row) => `public.${row.table_name}`)
    .filter((table) => !TABLES_THAT_MAY_CHANGE.has(table.slice("public.".length)));
  const checksums: Record<string, string> = {};
  for (const table of [...tables, ...CHECKED_QUEUE_TABLES]) {
    const result = await database().executeSql(`
      select count(*)::int as count,
        coalesce(md5(string_agg(md5(t::text), ',' order by md5(t::text))), '') as checksum
      from ${table} t
    `);
    const row = result.rows[0] as { count: number; checksum: string };
    checksums[table] = `${row.count} rows, ${row.checksum}`;
  }
  return checksums;
}

// ---- setup ----

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  publicOrigin = new URL(env().PUBLIC_URL).origin;

  const city = await createCity({ id: SEED.cityId, locationKey: SEED.cityKey, name: "Fuzzville" });
  await createSource(city.id, {
    id: SEED.urlId,
    url: "https://www.youtube.com/@fuzzville",
    title: "Fuzzville",
  });
  await createVideoWithSegments(city.id, {
    id: SEED.videoId,
    videoId: SEED.youtubeId,
    title: "Fuzzville council meeting",
    transcript: "The council discussed the budget.\nThe council voted on parking.",
    analysisResults: analysisResults(),
    newsStory: newsStory(),
    storyGeneratedAt: new Date("2026-03-05T18:30:00Z"),
    analyzedAt: new Date("2026-03-05T18:00:00Z"),
  });
  const category = await createCategory({
    id: SEED.categoryId,
    parentCategory: "Food",
    subCategory: "Bakery",
  });
  await createCategory({ id: SEED.otherCategoryId, parentCategory: "Food", subCategory: "Pastry" });
  await createCoverageRequest({ id: SEED.coverageRequestId, cityName: "Fuzzburg", state: "CA" });
  const message = await createContactMessage({ id: SEED.contactMessageId, topic: "Feedback" });
  // Handled already, so that "mark open" has something to undo were a probe ever to get through.
  await db()
    .update(contactSubmissions)
    .set({ handledAt: new Date("2026-03-05T18:00:00Z") })
    .where(eq(contactSubmissions.id, message.id));
  await createListing(city.id, {
    id: SEED.businessId,
    businessKey: SEED.businessKey,
    name: "Fuzz Bakery",
    businessCategory: category.id,
  });
  await db().insert(people).values({
    id: SEED.personId,
    cityId: city.id,
    slug: SEED.personSlug,
    displayName: "Fuzz Person",
    role: "elected",
  });
  await db()
    .insert(personAliases)
    .values({ personId: SEED.personId, cityId: city.id, aliasKey: "fuzz person", alias: "Fuzz Person" });
  await createUser({ email: ADMIN_EMAIL, admin: true });
  await createUser({ email: MEMBER_EMAIL });
  cookies.admin = await sessionCookie(ADMIN_EMAIL);
  cookies.member = await sessionCookie(MEMBER_EMAIL);
  await createUser({ email: EXPIRING_EMAIL });
  cookies.expiring = await sessionCookie(EXPIRING_EMAIL);
  await createUser({ email: LEAVING_EMAIL });
  cookies.leaving = await sessionCookie(LEAVING_EMAIL);

  // React Router's development build logs every refused request (405, no route) to the console; the assertions
  // below name every probe that fails, so the log is noise.
  vi.spyOn(console, "error").mockImplementation(() => {});
  server = await startTestHttpServer();
  // The first request builds the app; a build that fails (an edit elsewhere mid-save) must not read as 500s below.
  const home = await call(`/`);
  if (home.status !== 200) {
    throw new Error(`The app did not build under Vite (GET / answered ${home.status}): ${await home.text()}`);
  }
  before = await tableChecksums();
});

afterAll(async () => {
  await freshConnections.close();
  await server?.close();
  await queue?.stop();
  setCurrentQueue(undefined);
});

// ---- the inputs issue #12 names, each with the answer it must get ----

describe("the inputs issue #12 names get a clear 4xx", () => {
  const meeting = `/city/${SEED.cityKey}/meeting/${SEED.videoId}`;

  it("refuses a NUL in a query string or path with 400 and says why", async () => {
    for (const path of [
      "/search?q=a%00b",
      "/search?city=%00",
      "/search?sort=%00",
      "/search?page=%00",
      `/search?q=budget&city=${SEED.cityKey}&sort=newest&page=%00`,
      `${meeting}?q=%00`,
      `${meeting}?t=%00`,
      "/city/a%00/feed.xml",
      `/city/${SEED.cityKey}%00`,
    ]) {
      const response = await call(path);
      expect({ path, status: response.status, text: await response.text() }).toEqual({
        path,
        status: 400,
        text: ADDRESS_CHARACTER_NOT_ALLOWED,
      });
    }
  });

  it("refuses a malformed %-encoding in any path with 400", async () => {
    for (const path of ["/city/%ED%A0%80", "/meeting/%ED%A0%80", "/businesses/%ED%A0%80", "/about%E0%A4%A"]) {
      const response = await call(path);
      expect({ path, status: response.status, text: await response.text() }).toEqual({
        path,
        status: 400,
        text: ADDRESS_MALFORMED,
      });
    }
    const api = await call(`/functions/v1/%ED%A0%80`, { method: "POST" });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: ADDRESS_MALFORMED });
  });

  it("refuses a NUL in the searchCityVideos query with 400 and the field's message", async () => {
    const response = await call(`/functions/v1/searchCityVideos`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ cityId: SEED.cityId, query: "bud\u0000get" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: TEXT_NOT_ALLOWED,
      fieldErrors: { query: TEXT_NOT_ALLOWED },
    });
  });

  it("refuses a NUL in each admin city and URL field and the pipeline note with 400, writing nothing", async () => {
    const forms: [string, Record<string, string>][] = [
      ["/admin/city-management", { intent: "create-city", ...CITY_FIELDS }],
      [
        "/admin/city-management",
        { intent: "update-city", cityId: SEED.cityId, ...CITY_FIELDS, locationKey: SEED.cityKey },
      ],
      ["/admin/city-management", { intent: "create-url", cityId: SEED.cityId, ...URL_FIELDS }],
      ["/admin/pipeline", { intent: "test-job", outcome: "complete", note: "a note" }],
    ];
    const fieldsNamed = [
      "name",
      "county",
      "description",
      "domain",
      "tagLine",
      "icon",
      "title",
      "entityType",
      "note",
    ];
    let checked = 0;
    for (const [path, fields] of forms) {
      for (const field of fieldsNamed.filter((name) => name in fields)) {
        const response = await call(dataPath(path), {
          method: "POST",
          headers: { cookie: cookies.admin, origin: server.origin, "content-type": FORM_TYPE },
          body: encodeForm(Object.entries({ ...fields, [field]: withNul(fields[field] ?? "") })),
        });
        expect({ field, status: response.status }).toEqual({ field, status: 400 });
        expect(await response.text()).toContain(TEXT_NOT_ALLOWED);
        checked += 1;
      }
    }
    expect(checked).toBe(15);
    expect(await tableChecksums()).toEqual(before);
  });

  it("answers malformed, empty and oversized JSON with 400 or 413", async () => {
    const post = (body: string) =>
      call(`/functions/v1/searchCityVideos`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post("{")).status).toBe(400);
    expect((await post("")).status).toBe(400);
    const large = await post(JSON.stringify({ cityId: SEED.cityId, query: "x".repeat(OVER_THE_BODY_LIMIT) }));
    expect(large.status).toBe(413);
    // Refused at the edge, before the function reads it (issue #31).
    expect(await large.json()).toEqual({ error: bodyTooLargeMessage(DEFAULT_BODY_LIMIT_BYTES) });
  });
});

describe("signing out without a live session", () => {
  async function signOutWith(cookie: string) {
    return call("/auth/sign-out", {
      method: "POST",
      headers: { origin: server.origin, "content-type": FORM_TYPE, ...(cookie ? { cookie } : {}) },
      body: encodeForm([["redirectTo", "/about"]]),
    });
  }

  function expectSignedOutRedirect(response: Response) {
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/about");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("civiclens_toast="))).toBe(
      true,
    );
  }

  async function sessionCount(email: string): Promise<number> {
    const { rows } = await database().executeSql(
      "select count(*)::int as count from sessions where user_id = (select id from users where email = $1)",
      [email],
    );
    return (rows[0] as { count: number }).count;
  }

  it("signs out a live session: the session ends, its cookie is cleared, the toast is set", async () => {
    expect(await sessionCount(LEAVING_EMAIL)).toBe(1);
    const response = await signOutWith(cookies.leaving);
    expectSignedOutRedirect(response);
    expect(response.headers.getSetCookie().some((header) => /^civiclens\.session_token=;/.test(header))).toBe(
      true,
    );
    expect(await sessionCount(LEAVING_EMAIL)).toBe(0);
  });

  it("redirects with the signed-out toast when there is no session at all", async () => {
    expectSignedOutRedirect(await signOutWith(""));
  });

  it("redirects and clears the cookie when the session cookie is not one the server can read", async () => {
    const response = await signOutWith("civiclens.session_token=forged.value");
    expectSignedOutRedirect(response);
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^civiclens\.session_token=;.*Max-Age=0/)]),
    );
  });

  it("redirects and clears the cookie when the session has expired", async () => {
    await database().executeSql(
      "update sessions set expires_at = now() - interval '1 day' where user_id = (select id from users where email = $1)",
      [EXPIRING_EMAIL],
    );
    const response = await signOutWith(cookies.expiring);
    expectSignedOutRedirect(response);
    expect(
      response.headers
        .getSetCookie()
        .some((header) => /^civiclens\.session_token=;.*Max-Age=0/i.test(header)),
    ).toBe(true);
  });
});

// ---- the fuzz ----

describe("hostile input anywhere answers 4xx and writes nothing", () => {
  // A guard against a hang, not a measure: each walk grows with the routes (the share cards added ~550 probes), and
  // a busy two-core machine running other files beside it took most of the old two minutes.
  const timeout = 300_000;

  it(
    "walks every route's path parameters with hostile values",
    async () => {
      const probes: Probe[] = [];
      for (const pattern of routePatterns) {
        for (const param of paramsOf(pattern)) {
          for (const value of HOSTILE_SEGMENTS) {
            for (const viewer of ["anonymous", "admin"] as const) {
              probes.push({
                method: "GET",
                path: fill(pattern, { param, value }),
                viewer,
                note: `${param}=${value.slice(0, 30)}`,
              });
            }
            if (value.length < 100) {
              probes.push({
                method: "GET",
                path: dataPath(fill(pattern, { param, value })),
                viewer: "admin",
                note: `data ${param}`,
              });
            }
          }
        }
        // Routes without parameters: hostile text after them, which the catch-all route receives.
        if (paramsOf(pattern).length === 0) {
          for (const suffix of ["%00", "/%ED%A0%80", "/..%2F%00"]) {
            probes.push({
              method: "GET",
              path: `${pattern === "/" ? "/x" : pattern}${suffix}`,
              viewer: "anonymous",
              note: "suffix",
            });
          }
        }
      }
      expect(serverErrors(await sendAll(probes))).toEqual([]);
    },
    timeout,
  );

  it(
    "walks every route with hostile query strings: NUL, bad encodings, repeats, long and 1 MB values",
    async () => {
      const probes: Probe[] = [];
      for (const pattern of routePatterns) {
        const path = fill(pattern);
        // The page itself twice (its loaders and its rendering); every other query to its data URL, which runs the
        // same loaders without rendering, so the run stays short.
        const loadersOnly = resourcePatterns.has(pattern) ? path : dataPath(path);
        const queries = [
          ...HOSTILE_QUERY_VALUES.map((value) => QUERY_NAMES.map((name) => `${name}=${value}`).join("&")),
          QUERY_NAMES.map((name) => `${name}=a&${name}=%00&${name}[]=b`).join("&"),
          QUERY_NAMES.map((name) => `${name}=${"x".repeat(600)}`).join("&"),
        ];
        for (const viewer of ["anonymous", "admin"] as const) {
          probes.push({ method: "GET", path, viewer, note: "no query" });
          probes.push({
            method: "GET",
            path: `${path}?${queries[2]}`,
            viewer,
            note: "page, every name malformed",
          });
          for (const query of queries) {
            probes.push({ method: "GET", path: `${loadersOnly}?${query}`, viewer, note: query.slice(0, 40) });
          }
        }
        probes.push({
          method: "GET",
          path: `${path}?q=${"y".repeat(ONE_MEGABYTE)}`,
          viewer: "member",
          note: "1 MB q",
        });
      }
      expect(serverErrors(await sendAll(probes))).toEqual([]);
    },
    timeout,
  );

  it(
    "posts hostile bodies to every route in the table, with every method",
    async () => {
      const probes: Probe[] = [];
      for (const pattern of routePatterns) {
        const path = fill(pattern);
        for (const viewer of ["anonymous", "admin"] as const) {
          // An admin signing out would end the session the rest of the run needs; anonymous covers sign-out.
          if (viewer === "admin" && (pattern === "/auth/sign-out" || pattern.startsWith("/api/auth")))
            continue;
          // Two posts of the page (the action, then the page rendered with its answer); the rest to the data URL.
          const actionOnly = actionPath(path, !resourcePatterns.has(pattern));
          for (const [method, body, target] of [
            ["POST", "", actionPath(path, false)],
            ["POST", "intent=%ED%A0%80&%ZZ=%", actionPath(path, false)],
            ["POST", "intent=%00", actionOnly],
            ["PUT", "intent=\u0000", actionOnly],
            ["DELETE", "", actionOnly],
            ["PATCH", `{"intent":`, actionOnly],
          ] as const) {
            probes.push({
              method,
              path: target,
              viewer,
              body,
              contentType: FORM_TYPE,
              note: `${method} ${body.slice(0, 20)}`,
            });
          }
        }
      }
      expect(serverErrors(await sendAll(probes))).toEqual([]);
    },
    timeout,
  );

  it(
    "posts every form with a NUL in each field in turn, and with junk bodies",
    async () => {
      const probes = FORMS.flatMap(formProbes);
      expect(serverErrors(await sendAll(probes))).toEqual([]);
    },
    timeout,
  );

  it(
    "posts every JSON function malformed JSON, wrong types, NUL in every string, 1 MB strings and nested junk",
    async () => {
      const probes = JSON_FUNCTIONS.flatMap((fn) => [
        ...jsonProbes(fn, "admin"),
        ...jsonProbes(fn, "anonymous"),
        ...jsonProbes(fn, "member").slice(0, 3),
      ]);
      // better-auth's JSON API (issue #12's "auth API"): anonymous only, so no session of this run is ended.
      for (const endpoint of [
        "sign-in/email",
        "sign-up/email",
        "sign-out",
        "email-otp/send-verification-otp",
        "sign-in/email-otp",
        "forget-password",
      ]) {
        for (const body of [
          ...MALFORMED_JSON_BODIES.slice(0, 14),
          JSON.stringify({ email: withNul(MEMBER_EMAIL), password: withNul(TEST_PASSWORD) }),
          JSON.stringify({ email: ["x"], password: { $ne: 1 }, name: 0 }),
          JSON.stringify({ email: MEMBER_EMAIL, password: "x".repeat(70 * 1024) }),
          JSON.stringify({ email: "x".repeat(ONE_MEGABYTE) }),
        ]) {
          probes.push({
            method: "POST",
            path: `/api/auth/${endpoint}`,
            viewer: "anonymous",
            body,
            contentType: "application/json",
            note: endpoint,
          });
        }
      }
      expect(serverErrors(await sendAll(probes))).toEqual([]);
    },
    timeout,
  );

  it("wrote no row in any application table and stayed within its budget", async () => {
    expect(await tableChecksums()).toEqual(before);
    expect(probesSent).toBeLessThanOrEqual(PROBE_BUDGET);
  });
});
