// Every outside fetch goes through here: public addresses only for untrusted URLs (checked at connect time, so DNS
// rebinding cannot slip past), a time limit, a size limit and a redirect limit (SSRF guard, issues #5 and #12).

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher, fetch as undiciFetch } from "undici";
import { AppError, type AppErrorCode } from "./app-error";
import { env } from "./env.server";

export const DEFAULT_FETCH_TIMEOUT_MS = 15_000;
export const DEFAULT_FETCH_MAX_BYTES = 10 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;

const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, "ipv4");
}
// Ranges that embed an IPv4 address (IPv4-compatible, IPv4-translated, NAT64, 6to4, Teredo) are refused whole:
// no public site needs them, and decoding each form would be one more place to get wrong.
for (const [network, prefix] of [
  ["::", 96], // unspecified, loopback and IPv4-compatible (::a.b.c.d, ::7f00:1)
  ["::ffff:0:0:0", 96], // IPv4-translated (SIIT)
  ["64:ff9b::", 96], // NAT64 well-known prefix
  ["64:ff9b:1::", 48], // NAT64 local-use prefix
  ["100::", 64], // discard-only
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, "ipv6");
}

/**
 * True for loopback, private, link-local, reserved and multicast addresses, and every IPv6 range that embeds an
 * IPv4 address. An IPv4-mapped address (::ffff:127.0.0.1, ::ffff:7f00:1) is judged as the IPv4 address it dials:
 * BlockList matches it against the IPv4 ranges itself. Anything that is not an IP address counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const BLOCKED_ADDRESS_MESSAGE =
  "That address points inside a private network, which CivicLens does not fetch.";

/** Why a fetch failed, for callers to branch on (the message is for people). */
export type FetchFailureReason =
  | "blocked-address"
  | "unsupported-protocol"
  | "timeout"
  | "unreachable"
  | "too-large"
  | "too-many-redirects"
  | "redirect-refused"
  | "http-status";

const FAILURE_CODES: Record<FetchFailureReason, AppErrorCode> = {
  "blocked-address": "BAD_REQUEST",
  "unsupported-protocol": "BAD_REQUEST",
  timeout: "UPSTREAM_FAILED",
  unreachable: "UPSTREAM_FAILED",
  "too-large": "UPSTREAM_FAILED",
  "too-many-redirects": "UPSTREAM_FAILED",
  "redirect-refused": "UPSTREAM_FAILED",
  "http-status": "UPSTREAM_FAILED",
};

/**
 * A failed fetch: `reason` says why; `upstreamStatus` is the answer's HTTP status when the reason is "http-status"
 * (`status` stays AppError's: the one CivicLens itself answers with).
 */
export class FetchError extends AppError {
  override name = "FetchError";
  constructor(
    readonly reason: FetchFailureReason,
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(
      FAILURE_CODES[reason],
      message,
      upstreamStatus === undefined ? { reason } : { reason, upstreamStatus },
    );
  }
}

export function isFetchError(error: unknown): error is FetchError {
  return error instanceof FetchError;
}

/** Failures a later retry may get past: timeouts, unreachable hosts, and 408, 429 and 5xx answers. */
export function isTransientFetchError(error: unknown): boolean {
  if (!isFetchError(error)) return false;
  if (error.reason === "timeout" || error.reason === "unreachable") return true;
  const status = error.upstreamStatus ?? 0;
  return error.reason === "http-status" && (status === 408 || status === 429 || status >= 500);
}

function guardedLookup(allowPrivate: boolean) {
  return ((
    hostname: string,
    options: object,
    callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "");
      const list = addresses as LookupAddress[];
      if (!allowPrivate && list.some((entry) => isPrivateAddress(entry.address))) {
        return callback(new FetchError("blocked-address", BLOCKED_ADDRESS_MESSAGE), "");
      }
      const wantsAll = (options as { all?: boolean }).all;
      if (wantsAll) return callback(null, list);
      const first = list[0];
      return callback(null, first?.address ?? "", first?.family);
    });
  }) as never;
}

const agents = new Map<boolean, Dispatcher>();
function agentFor(allowPrivate: boolean): Dispatcher {
  let agent = agents.get(allowPrivate);
  if (!agent) {
    agent = new Agent({ connect: { lookup: guardedLookup(allowPrivate) } });
    agents.set(allowPrivate, agent);
  }
  return agent;
}

/**
 * Who chose the address. "operator": an endpoint the operator configured (LLM_BASE_URL, ASR_BASE_URL), trusted
 * even on loopback or a private network, but only at its own origin. "untrusted": anything an admin or a feed
 * supplied, which only reaches public addresses (unless FETCH_ALLOW_PRIVATE_NETWORKS is set for tests).
 */
export type FetchDestination = "operator" | "untrusted";

export type SafeFetchOptions = {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** "untrusted" unless said otherwise. */
  destination?: FetchDestination;
  /** Turn an answer outside 2xx into a FetchError with reason "http-status" (otherwise it is returned). */
  requireOk?: boolean;
};

export type SafeFetchResponse = {
  status: number;
  ok: boolean;
  url: string;
  headers: Headers;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Headers that carry the caller's identity: never sent to an origin the caller did not name. */
const CREDENTIAL_HEADERS = ["authorization", "cookie", "proxy-authorization"];
/** Headers that describe a request body: dropped with the body when a redirect turns the request into a GET. */
const BODY_HEADERS = [
  "content-type",
  "content-length",
  "content-encoding",
  "content-language",
  "content-location",
];

type Hop = {
  url: URL;
  method: NonNullable<SafeFetchOptions["method"]>;
  headers: Record<string, string>;
  body: SafeFetchOptions["body"];
  /** Still at the operator's own origin: trust does not follow a redirect anywhere else. */
  trusted: boolean;
};

/** The request to send after a redirect, as browsers do it, but never carrying credentials or a body elsewhere. */
function nextHop(hop: Hop, status: number, location: string): Hop {
  const url = new URL(location, hop.url);
  const sameOrigin = url.origin === hop.url.origin;
  let { method, body } = hop;
  const headers = { ...hop.headers };
  if ((status === 303 && method !== "HEAD") || ((status === 301 || status === 302) && method === "POST")) {
    method = "GET";
    body = undefined;
    for (const name of BODY_HEADERS) delete headers[name];
  } else if (body !== undefined && !sameOrigin) {
    throw new FetchError(
      "redirect-refused",
      `${hop.url.host} redirected a request with a body to ${url.host}, which CivicLens does not follow.`,
    );
  }
  if (!sameOrigin) for (const name of CREDENTIAL_HEADERS) delete headers[name];
  return { url, method, headers, body, trusted: hop.trusted && sameOrigin };
}

/** Fetches `url` within the limits; every failure (including a refused address) becomes a FetchError. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const allowPrivateForTests = env().FETCH_ALLOW_PRIVATE_NETWORKS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS);
  const headers: Record<string, string> = { "user-agent": "CivicLens/1.0 (+https://github.com/civiclens)" };
  for (const [name, value] of Object.entries(options.headers ?? {})) headers[name.toLowerCase()] = value;
  let hop: Hop = {
    url: new URL(url),
    method: options.method ?? "GET",
    headers,
    body: options.body,
    trusted: options.destination === "operator",
  };
  for (let redirects = 0; ; redirects++) {
    const current = hop.url;
    if (current.protocol !== "http:" && current.protocol !== "https:") {
      throw new FetchError("unsupported-protocol", "Only http and https addresses can be fetched.");
    }
    const allowPrivate = hop.trusted || allowPrivateForTests;
    // A literal IP never goes through DNS, so it is checked here.
    const literal = current.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !allowPrivate && isPrivateAddress(literal))
      throw new FetchError("blocked-address", BLOCKED_ADDRESS_MESSAGE);
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(current, {
        method: hop.method,
        headers: hop.headers,
        body: hop.body as never,
        redirect: "manual",
        signal,
        dispatcher: agentFor(allowPrivate),
      });
    } catch (error) {
      throw fetchFailure(error, current);
    }
    const location = response.headers.get("location");
    if (REDIRECT_STATUSES.has(response.status) && location) {
      await response.body?.cancel();
      if (redirects >= maxRedirects) {
        throw new FetchError("too-many-redirects", `${current.host} redirected too many times.`);
      }
      hop = nextHop(hop, response.status, location);
      continue;
    }
    if (options.requireOk && !response.ok) {
      await response.body?.cancel();
      throw new FetchError("http-status", `${current.host} answered ${response.status}.`, response.status);
    }
    const tooLarge = () =>
      new FetchError(
        "too-large",
        `The response from ${current.host} is larger than ${Math.round(maxBytes / 1048576)} MB.`,
      );
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw tooLarge();
    }
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of response.body ?? []) {
        received += chunk.length;
        if (received > maxBytes) throw tooLarge();
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      throw fetchFailure(error, current);
    }
    const body = Buffer.concat(chunks);
    const responseHeaders = new Headers(response.headers as unknown as Headers);
    return {
      status: response.status,
      ok: response.ok,
      url: current.toString(),
      headers: responseHeaders,
      body,
      text: () => body.toString("utf8"),
      json: <T>() => JSON.parse(body.toString("utf8")) as T,
    };
  }
}

function fetchFailure(error: unknown, url: URL): FetchError {
  // The guard's refusal arrives wrapped in undici's connect errors: look down the cause chain for it.
  for (let link: unknown = error; link; link = (link as { cause?: unknown }).cause) {
    if (isFetchError(link)) return link;
  }
  const name = (error as Error).name;
  if (name === "TimeoutError" || name === "AbortError")
    return new FetchError("timeout", `${url.host} did not answer in time.`);
  return new FetchError("unreachable", `${url.host} could not be reached.`);
}
