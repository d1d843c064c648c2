// The public read API's HTTP side (issue #18, ADR 0041): who asks (an API key or an address) and the rate limit,
// routing, zod-parsed parameters, one error shape `{error: {code, message}}`, ETag and 304, CORS, and the caching
// rules. The reads themselves are open-data.server.ts.
import { createHash } from "node:crypto";
import type { z } from "zod";
import { AppError, isAppError } from "~/lib/app-error";
import { env } from "~/lib/env.server";
import { ifNoneMatchHolds } from "~/lib/etag";
import { parseWith } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { batchedRateLimitCounter, clientAddress, RATE_LIMITS } from "~/lib/rate-limit.server";
import { ApiAnswerCache, answerKey } from "./api-answer-cache";
import { spendApiKey } from "./api-keys.server";
import {
  API_BASE_PATH,
  API_KEYED_CACHE_CONTROL,
  API_PUBLIC_CACHE_CONTROL,
  OPENAPI_PATH,
} from "./open-data.constants";
import { API_ERRORS } from "./open-data.copy";
import {
  API_OPERATIONS,
  type ApiErrorAnswer,
  type ApiErrorCode,
  type ApiOperation,
  type ApiOperationId,
} from "./open-data.schema";
import {
  getAnalysis,
  getCity,
  getMeeting,
  getStory,
  listBodies,
  listCitiesPage,
  listListingsPage,
  listMeetingsPage,
  listSegmentsPage,
  listStoriesPage,
  searchPage,
} from "./open-data.server";
import { openApiDocument } from "./openapi.server";

type OperationOf<Id extends ApiOperationId> = Extract<(typeof API_OPERATIONS)[number], { operationId: Id }>;
type ParsedInputOf<Operation> = (Operation extends { pathParams: z.ZodObject }
  ? z.output<Operation["pathParams"]>
  : unknown) &
  (Operation extends { query: z.ZodObject } ? z.output<Operation["query"]> : unknown);

/**
 * Each operation's service, typed by the operation's own schemas: it takes what they parse and answers what the
 * document publishes as its 200, so a service whose answer drifts from the document does not compile.
 */
const HANDLERS: {
  [Id in ApiOperationId]: (
    input: ParsedInputOf<OperationOf<Id>>,
  ) => Promise<z.output<OperationOf<Id>["response"]>>;
} = {
  listCities: listCitiesPage,
  getCity,
  listBodies,
  listMeetings: listMeetingsPage,
  getMeeting,
  listSegments: listSegmentsPage,
  getAnalysis,
  getStory,
  listStories: listStoriesPage,
  listListings: listListingsPage,
  search: searchPage,
};

/**
 * What the router serves under /api/v1 besides the document itself: each operation's path ("/cities/{city}") as a
 * pattern with named groups. Every path answered here must be in the document (a test holds it to that).
 */
export const API_ROUTES = (API_OPERATIONS as readonly ApiOperation[]).map((operation) => ({
  operation,
  pattern: new RegExp(`^${operation.path.replace(/\{(\w+)\}/g, "(?<$1>[^/]+)")}/?$`),
}));

const CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After",
};

const PREFLIGHT_HEADERS = {
  ...CORS_HEADERS,
  "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, X-API-Key, If-None-Match, Content-Type, Mcp-Protocol-Version",
  "Access-Control-Max-Age": "86400",
};

/** Who is asking, and where they stand against their limit; what the API and the MCP endpoint both admit by. */
export type ApiAdmission = { keyed: boolean; headers: Record<string, string> };

/** The key a request presents, as `Authorization: Bearer <key>` or `X-API-Key`; undefined when none. */
function presentedKey(request: Request): string | undefined {
  const header = request.headers.get("x-api-key")?.trim();
  if (header) return header;
  const authorization = request.headers.get("authorization")?.trim();
  if (!authorization) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization);
  return match?.[1] ?? authorization;
}

/** The API's limits are counted a batch at a time: one database write per subject per 100 ms, not per request. */
const countApiHit = batchedRateLimitCounter({ syncMs: 100 });

/**
 * Addresses whose keys that are not valid have spent the address's limit, with when their window ends: until then a
 * key they present is refused without a database lookup (issue #31). In memory, per process: another process learns
 * it from its own next lookup, counted against the same limit in the database.
 */
const refusedKeyAddresses = new Map<string, number>();

function refusedKeyRetrySeconds(address: string): number | undefined {
  const until = refusedKeyAddresses.get(address);
  if (until === undefined) return undefined;
  const seconds = Math.ceil((until - Date.now()) / 1000);
  if (seconds > 0) return seconds;
  refusedKeyAddresses.delete(address);
  return undefined;
}

function refuseKeysFrom(address: string, seconds: number): void {
  if (refusedKeyAddresses.size >= 10_000) {
    for (const [known, until] of refusedKeyAddresses)
      if (until <= Date.now()) refusedKeyAddresses.delete(known);
  }
  refusedKeyAddresses.set(address, Date.now() + Math.max(1, seconds) * 1000);
}

function rateLimitHeaders(count: Awaited<ReturnType<typeof countApiHit>>): Record<string, string> {
  return {
    "RateLimit-Limit": String(count.limit),
    "RateLimit-Remaining": String(count.remaining),
    "RateLimit-Reset": String(count.resetSeconds),
  };
}

function rateLimited(headers: Record<string, string>, retryAfterSeconds: number): AppError {
  return new AppError("RATE_LIMITED", API_ERRORS.rateLimited, {
    headers: { ...headers, "Retry-After": String(retryAfterSeconds) },
  });
}

/**
 * Counts the request against its key's limit, or its address's without one. A key that is not valid is a 401 that
 * counts against the address's limit, as a request without a key does; once that limit is spent, the address's keys
 * are a 429 without a lookup until its window ends. A request over its limit is a 429 (both AppErrors carrying the
 * headers to answer with).
 */
export async function admitApiRequest(request: Request): Promise<ApiAdmission> {
  const key = presentedKey(request);
  const config = env();
  const address = clientAddress(request);
  const perAddress = { ...RATE_LIMITS.openDataPerClient, limit: config.API_RATE_LIMIT_PER_MINUTE };
  let count: Awaited<ReturnType<typeof countApiHit>>;
  if (key !== undefined) {
    const refusedFor = refusedKeyRetrySeconds(address);
    if (refusedFor !== undefined) throw rateLimited({}, refusedFor);
    const found = await spendApiKey(key);
    if (!found) {
      const spent = await countApiHit(perAddress, address);
      if (spent.hits > spent.limit) {
        refuseKeysFrom(address, spent.resetSeconds);
        throw rateLimited(rateLimitHeaders(spent), Math.max(1, spent.resetSeconds));
      }
      throw new AppError("UNAUTHORIZED", API_ERRORS.invalidApiKey, { apiCode: "invalid_api_key" });
    }
    count = await countApiHit(
      { ...RATE_LIMITS.openDataPerKey, limit: config.API_KEY_RATE_LIMIT_PER_MINUTE },
      found.id,
    );
  } else {
    count = await countApiHit(perAddress, address);
  }
  const headers = rateLimitHeaders(count);
  if (count.hits > count.limit) throw rateLimited(headers, count.resetSeconds);
  return { keyed: key !== undefined, headers };
}

const CODE_OF: Partial<Record<AppError["code"], ApiErrorCode>> = {
  BAD_REQUEST: "bad_request",
  NOT_FOUND: "not_found",
  UNAUTHORIZED: "invalid_api_key",
  RATE_LIMITED: "rate_limited",
};

/** The one error answer: `{error: {code, message}}` with the AppError's status; anything else is a logged 500. */
export function apiError(error: unknown, extraHeaders: Record<string, string> = {}): Response {
  let status = 500;
  let code: ApiErrorCode = "internal";
  let message: string = API_ERRORS.internal;
  let headers: Record<string, string> = {};
  if (isAppError(error) && CODE_OF[error.code]) {
    status = error.status;
    code = (error.details?.apiCode as ApiErrorCode | undefined) ?? CODE_OF[error.code] ?? "internal";
    message = error.message;
    headers = (error.details?.headers as Record<string, string> | undefined) ?? {};
  } else if (isAppError(error) && error.code === "PAYLOAD_TOO_LARGE") {
    status = 400;
    code = "bad_request";
    message = error.message;
  } else {
    logger.error({ err: error }, "open-data API: unexpected error");
  }
  const answer: ApiErrorAnswer = { error: { code, message } };
  return Response.json(answer, {
    status,
    headers: {
      ...CORS_HEADERS,
      ...extraHeaders,
      ...headers,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

function notFound(): AppError {
  return new AppError("NOT_FOUND", API_ERRORS.notFound);
}

/** The query string as one value per name (the last, when one is repeated), for the operation's schema. */
function queryOf(url: URL): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of url.searchParams) values[name] = value;
  return values;
}

function pathParamsOf(groups: Record<string, string> | undefined): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(groups ?? {})) {
    try {
      values[name] = decodeURIComponent(value);
    } catch {
      values[name] = value;
    }
  }
  return values;
}

async function answerOf(url: URL): Promise<unknown> {
  const path = url.pathname.slice(API_BASE_PATH.length) || "/";
  if (url.pathname === OPENAPI_PATH) return openApiDocument(env().PUBLIC_URL);
  for (const { operation, pattern } of API_ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const params = operation.pathParams ? parseWith(operation.pathParams, pathParamsOf(match.groups)) : {};
    const query = parseWith(operation.query, queryOf(url));
    const handler = HANDLERS[operation.operationId as ApiOperationId] as (input: object) => Promise<unknown>;
    const answer = await handler({ ...params, ...query });
    // The answer is checked against the schema the document publishes (outside production, where it costs time).
    if (env().NODE_ENV !== "production") operation.response.parse(answer);
    return answer;
  }
  throw notFound();
}

function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
}

function matchesEtag(request: Request, etag: string): boolean {
  return ifNoneMatchHolds(request.headers.get("if-none-match"), etag);
}

/** 16 MB of answers: a few thousand lists and meetings. */
const answers = new ApiAnswerCache(16 * 1024 * 1024);

/**
 * The answer's JSON and ETag: kept per content version when the caller can read it (the HTTP edge hands it to the
 * route), else built every time.
 */
async function answerBodyOf(url: URL, contentVersion: (() => Promise<number>) | undefined) {
  const version = contentVersion ? await contentVersion().catch(() => undefined) : undefined;
  const key = answerKey(url);
  if (version !== undefined) {
    const kept = answers.get(key, version);
    if (kept) return kept;
  }
  const body = JSON.stringify(await answerOf(url));
  const answer = { version: version ?? -1, storedAt: Date.now(), body, etag: etagOf(body) };
  if (version !== undefined) answers.set(key, answer);
  return answer;
}

/** Every request under /api/v1. `contentVersion` (ADR 0037) lets an answer be kept until the next write. */
export async function handleOpenDataRequest(
  request: Request,
  options: { contentVersion?: () => Promise<number> } = {},
): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: PREFLIGHT_HEADERS });
  if (request.method !== "GET" && request.method !== "HEAD") {
    const refusal: ApiErrorAnswer = {
      error: { code: "method_not_allowed", message: API_ERRORS.methodNotAllowed },
    };
    return Response.json(refusal, {
      status: 405,
      headers: { ...CORS_HEADERS, Allow: "GET, HEAD, OPTIONS", "Cache-Control": "no-store" },
    });
  }
  let admission: ApiAdmission | undefined;
  try {
    admission = await admitApiRequest(request);
    const { body, etag } = await answerBodyOf(new URL(request.url), options.contentVersion);
    const headers: Record<string, string> = {
      ...CORS_HEADERS,
      ...admission.headers,
      ETag: etag,
      // A keyed answer must reach us again to be counted against its key; an anonymous one may be kept a moment.
      "Cache-Control": admission.keyed ? API_KEYED_CACHE_CONTROL : API_PUBLIC_CACHE_CONTROL,
      Vary: "Authorization, X-API-Key, Accept-Encoding",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "cross-origin",
    };
    if (matchesEtag(request, etag)) return new Response(null, { status: 304, headers });
    return new Response(body, {
      status: 200,
      headers: { ...headers, "Content-Type": "application/json; charset=utf-8" },
    });
  } catch (error) {
    return apiError(error, admission?.headers);
  }
}
