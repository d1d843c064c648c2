// The page cache (ADR 0037): anonymous GETs of public pages and their `.data` requests are rendered once per
// content version and answered from memory until a write bumps the version. Every such answer carries an ETag,
// Last-Modified and `Cache-Control: public, s-maxage, stale-while-revalidate`, so a browser revalidates with a 304
// and a CDN or proxy in front can absorb a crowd; signed-in requests never come here (private-responses.ts).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import type { AppLoadContext } from "react-router";
import { ifNoneMatchHolds } from "~/lib/etag";
import { FLASH_TOAST_COOKIE } from "~/lib/flash-toast.server";
import { logger } from "~/lib/logger.server";
import { metrics } from "~/lib/metrics.server";
import type { ContentVersion, ContentVersionReader } from "./content-version";
import { type CachedPage, PageCacheStore } from "./page-cache-store";
import { cookieNames, isPrivateRequest } from "./private-responses";

/** A shared cache may keep a page 15 s and serve it a minute longer while it asks us again. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=15, stale-while-revalidate=60";
/** Shared caches keep one copy per cookie header and per encoding. */
export const PUBLIC_VARY = "Cookie, Accept-Encoding";
/** Pages say "3 days ago" and the like: even without a write, a page is rendered again after 5 minutes. */
const MAX_PAGE_AGE_MS = 5 * 60_000;
/** Longer addresses, or more query parameters, are rendered every time and never kept. */
const MAX_URL_LENGTH = 1_000;
const MAX_QUERY_PARAMETERS = 12;
/**
 * Not pages: the auth and open-data APIs, MCP and the spec's JSON functions answer for themselves, streamed
 * archives (issue #18) would have to be held whole, and share cards are kept by their own key (share-cards.server.ts).
 */
const NOT_PAGES = [/^\/api\//i, /^\/functions\//i, /^\/mcp\/?$/i, /\.ndjson$/i, /\/og\.png$/i];
/** Headers that belong to one answer, not to the page: they are set again for every answer. */
const OWN_HEADERS = new Set([
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "transfer-encoding",
  "vary",
]);

export type PageCacheOptions = {
  /** React Router's request handler (web Request in, Response out). */
  handleRequest: (request: Request, loadContext: AppLoadContext) => Promise<Response>;
  getLoadContext: (request: ExpressRequest, response: ExpressResponse) => AppLoadContext;
  versions: ContentVersionReader;
  /** 0 keeps nothing: every request is rendered, still with its ETag and 304. */
  maxBytes: number;
};

type Rendered = {
  status: number;
  statusText: string;
  headers: Headers;
  body: Buffer;
  /** Set when the answer is the same for every anonymous reader and may be kept. */
  page: CachedPage | undefined;
};

export function pageCache(options: PageCacheOptions): RequestHandler {
  const store = new PageCacheStore(options.maxBytes);
  /** Renders under way, by version and address: a crowd arriving at once waits for the first one. */
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  return async (request, response, next) => {
    const key = cacheKeyOf(request);
    if (!key) return next();
    let version: ContentVersion;
    try {
      version = await options.versions.current();
    } catch (error) {
      logger.warn({ err: error }, "page cache: the content version could not be read; rendering");
      return next();
    }
    try {
      const cached = store.get(key);
      if (cached && cached.version === version.version && Date.now() - cached.storedAt < MAX_PAGE_AGE_MS) {
        count("hit", request, response);
        return sendPage(request, response, cached);
      }
      // The page handler answers HEAD itself without a body; there is nothing to keep.
      if (request.method === "HEAD") return next();
      const flightKey = `${version.version} ${key}`;
      const leader = options.maxBytes > 0 ? rendering.get(flightKey) : undefined;
      if (leader) {
        const page = await leader;
        if (page) {
          count("hit", request, response);
          return sendPage(request, response, page);
        }
      }
      const render = renderPage(options, request, response, key, version);
      if (options.maxBytes > 0 && !leader) {
        const pending = render.then((rendered) => rendered.page).catch(() => undefined);
        rendering.set(flightKey, pending);
        void pending.finally(() => rendering.delete(flightKey));
      }
      const rendered = await render;
      if (!rendered.page) {
        count("uncached", request, response);
        return sendRendered(response, rendered);
      }
      const kept = options.maxBytes > 0 && store.set(rendered.page);
      metrics().pageCacheBytes.set(store.totalBytes);
      count(kept ? "miss" : "uncached", request, response);
      return sendPage(request, response, rendered.page);
    } catch (error) {
      next(error);
    }
  };
}

/** Counted, logged at debug and said in `X-Page-Cache`, for whoever measures a crowd (the benchmark, a proxy's log). */
function count(
  result: "hit" | "miss" | "uncached",
  request: ExpressRequest,
  response: ExpressResponse,
): void {
  metrics().pageCacheRequests.inc({ result });
  response.setHeader("X-Page-Cache", result);
  // The path only, never the query (ADR 0018: confirmation links carry tokens there).
  logger.debug({ path: request.path, result }, "page cache");
}

/**
 * The address a page is kept under, or undefined when this request must be rendered for itself: not a GET or
 * HEAD, signed in, carrying a flash toast, a private or non-page path, or an address too long to be worth keeping.
 * Query parameters are sorted, so `?a=1&b=2` and `?b=2&a=1` share a page.
 */
export function cacheKeyOf(request: ExpressRequest): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  if (request.originalUrl.length > MAX_URL_LENGTH) return undefined;
  if (isPrivateRequest(request)) return undefined;
  if (cookieNames(request).includes(FLASH_TOAST_COOKIE)) return undefined;
  if (NOT_PAGES.some((pattern) => pattern.test(request.path))) return undefined;
  const queryStart = request.originalUrl.indexOf("?");
  if (queryStart < 0) return request.path;
  const query = new URLSearchParams(request.originalUrl.slice(queryStart + 1));
  if ([...query.keys()].length > MAX_QUERY_PARAMETERS) return undefined;
  query.sort();
  const normalised = query.toString();
  return normalised ? `${request.path}?${normalised}` : request.path;
}

async function renderPage(
  options: PageCacheOptions,
  request: ExpressRequest,
  response: ExpressResponse,
  key: string,
  version: ContentVersion,
): Promise<Rendered> {
  const answer = await options.handleRequest(
    webRequestOf(request, response),
    options.getLoadContext(request, response),
  );
  const body = Buffer.from(await answer.arrayBuffer());
  const rendered = {
    status: answer.status,
    statusText: answer.statusText,
    headers: answer.headers,
    body,
    page: undefined,
  };
  const routeCacheControl = answer.headers.get("cache-control") ?? "";
  const sameForEveryone =
    answer.status === 200 &&
    answer.headers.getSetCookie().length === 0 &&
    !/no-store|private|no-cache/i.test(routeCacheControl);
  if (!sameForEveryone) return rendered;
  const nonce = typeof response.locals.cspNonce === "string" ? response.locals.cspNonce : undefined;
  const text = body.toString("utf8");
  const bodyNonce = nonce && text.includes(nonce) ? nonce : undefined;
  // The same content gives the same ETag in every process, whatever nonce this render drew.
  const hash = createHash("sha256")
    .update(bodyNonce ? text.replaceAll(bodyNonce, "") : text)
    .digest("base64url")
    .slice(0, 27);
  const headers: [string, string][] = [];
  for (const [name, value] of answer.headers) if (!OWN_HEADERS.has(name)) headers.push([name, value]);
  if (routeCacheControl) headers.push(["cache-control", routeCacheControl]);
  return {
    ...rendered,
    page: {
      key,
      version: version.version,
      storedAt: Date.now(),
      headers,
      body,
      // Gzipped once only when kept; an answer rendered for one request is compressed on its way out as any other.
      gzipped: options.maxBytes > 0 && body.length > 1024 ? gzipSync(body) : undefined,
      etag: `W/"${hash}"`,
      lastModified: version.changedAt,
      nonce: bodyNonce,
    },
  };
}

/** A kept (or just rendered) page: 304 when the reader's copy is this one, else the body, gzipped if accepted. */
function sendPage(request: ExpressRequest, response: ExpressResponse, page: CachedPage): void {
  response.setHeader("Cache-Control", PUBLIC_CACHE_CONTROL);
  for (const [name, value] of page.headers) response.setHeader(name, value);
  response.setHeader("Vary", PUBLIC_VARY);
  response.setHeader("ETag", page.etag);
  response.setHeader("Last-Modified", page.lastModified.toUTCString());
  if (isNotModified(request, page)) {
    // A 304's headers replace the stored ones: a new CSP nonce would block the scripts of the copy it keeps.
    response.removeHeader("Content-Security-Policy");
    response.status(304).end();
    return;
  }
  answerWithKeptNonce(response, page.nonce);
  const gzip = page.gzipped && request.acceptsEncodings("gzip", "identity") === "gzip";
  const body = gzip && page.gzipped ? page.gzipped : page.body;
  if (gzip) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  response.status(200);
  response.end(request.method === "HEAD" ? undefined : body);
}

/** An answer that is not kept (a redirect, a 404, a cookie being set): passed on as the app gave it. */
function sendRendered(response: ExpressResponse, rendered: Rendered): void {
  response.statusMessage = rendered.statusText;
  response.status(rendered.status);
  for (const [name, value] of rendered.headers) {
    if (name !== "set-cookie") response.append(name, value);
  }
  for (const cookie of rendered.headers.getSetCookie()) response.append("Set-Cookie", cookie);
  response.vary("Cookie");
  response.end(rendered.body);
}

/** The CSP header names the nonce the kept page's scripts carry instead of the one drawn for this request. */
function answerWithKeptNonce(response: ExpressResponse, nonce: string | undefined): void {
  const policy = response.getHeader("Content-Security-Policy");
  const drawn = response.locals.cspNonce;
  if (!nonce || typeof policy !== "string" || typeof drawn !== "string" || drawn === nonce) return;
  response.setHeader("Content-Security-Policy", policy.replace(`'nonce-${drawn}'`, `'nonce-${nonce}'`));
}

function isNotModified(request: ExpressRequest, page: CachedPage): boolean {
  const noneMatch = request.get("if-none-match");
  if (noneMatch) return ifNoneMatchHolds(noneMatch, page.etag);
  const since = Date.parse(request.get("if-modified-since") ?? "");
  return Number.isFinite(since) && Math.floor(page.lastModified.getTime() / 1000) * 1000 <= since;
}

/** The web Request React Router reads, as @react-router/express builds it for a GET. */
function webRequestOf(request: ExpressRequest, response: ExpressResponse): Request {
  const [, hostPort] = request.get("host")?.split(":") ?? [];
  const port = Number.parseInt(hostPort ?? "", 10);
  const hostname = request.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const host = Number.isSafeInteger(port) ? `${hostname}:${port}` : hostname;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  let finished = false;
  response.on("finish", () => {
    finished = true;
  });
  response.on("close", () => {
    if (!finished) controller.abort();
  });
  return new Request(`${request.protocol}://${host}${request.originalUrl}`, {
    method: request.method,
    headers,
    signal: controller.signal,
  });
}
