// Every outside fetch goes through here: public addresses only (checked at connect time, so DNS rebinding
// cannot slip past), a time limit, a size limit and a redirect limit (SSRF guard, issue #5).

import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { Agent, type Dispatcher, fetch as undiciFetch } from "undici";
import { AppError } from "./app-error";
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
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["2001:db8::", 32],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, "ipv6");
}

/** True for loopback, private, link-local, reserved and multicast addresses (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped?.[1]) return PRIVATE_RANGES.check(mapped[1], "ipv4");
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE_RANGES.check(address, family === 4 ? "ipv4" : "ipv6");
}

export const BLOCKED_ADDRESS_MESSAGE =
  "That address points inside a private network, which CivicLens does not fetch.";

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
        return callback(new AppError("BAD_REQUEST", BLOCKED_ADDRESS_MESSAGE), "");
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

export type SafeFetchOptions = {
  method?: "GET" | "POST" | "HEAD";
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
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

/** Fetches `url` within the limits; a refused address, a timeout or an oversized body becomes an AppError. */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const allowPrivate = env().FETCH_ALLOW_PRIVATE_NETWORKS;
  const maxBytes = options.maxBytes ?? DEFAULT_FETCH_MAX_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS);
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    if (current.protocol !== "http:" && current.protocol !== "https:") {
      throw new AppError("BAD_REQUEST", "Only http and https addresses can be fetched.");
    }
    // A literal IP never goes through DNS, so it is checked here.
    const literal = current.hostname.replace(/^\[|\]$/g, "");
    if (isIP(literal) && !allowPrivate && isPrivateAddress(literal))
      throw new AppError("BAD_REQUEST", BLOCKED_ADDRESS_MESSAGE);
    let response: Awaited<ReturnType<typeof undiciFetch>>;
    try {
      response = await undiciFetch(current, {
        method: options.method ?? "GET",
        headers: { "user-agent": "CivicLens/1.0 (+https://github.com/civiclens)", ...options.headers },
        body: options.body as never,
        redirect: "manual",
        signal,
        dispatcher: agentFor(allowPrivate),
      });
    } catch (error) {
      throw fetchFailure(error, current);
    }
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= (options.maxRedirects ?? DEFAULT_MAX_REDIRECTS)) {
        throw new AppError("UPSTREAM_FAILED", `${current.host} redirected too many times.`);
      }
      current = new URL(location, current);
      continue;
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > maxBytes) {
      await response.body?.cancel();
      throw new AppError(
        "UPSTREAM_FAILED",
        `The response from ${current.host} is larger than ${Math.round(maxBytes / 1048576)} MB.`,
      );
    }
    const chunks: Buffer[] = [];
    let received = 0;
    try {
      for await (const chunk of response.body ?? []) {
        received += chunk.length;
        if (received > maxBytes) {
          throw new AppError(
            "UPSTREAM_FAILED",
            `The response from ${current.host} is larger than ${Math.round(maxBytes / 1048576)} MB.`,
          );
        }
        chunks.push(Buffer.from(chunk));
      }
    } catch (error) {
      throw fetchFailure(error, current);
    }
    const body = Buffer.concat(chunks);
    const headers = new Headers(response.headers as unknown as Headers);
    return {
      status: response.status,
      ok: response.ok,
      url: current.toString(),
      headers,
      body,
      text: () => body.toString("utf8"),
      json: <T>() => JSON.parse(body.toString("utf8")) as T,
    };
  }
}

function fetchFailure(error: unknown, url: URL): AppError {
  // The guard's refusal arrives wrapped in undici's connect errors: look down the cause chain for it.
  for (let link: unknown = error; link; link = (link as { cause?: unknown }).cause) {
    if (link instanceof AppError) return link;
  }
  const name = (error as Error).name;
  if (name === "TimeoutError" || name === "AbortError")
    return new AppError("UPSTREAM_FAILED", `${url.host} did not answer in time.`);
  return new AppError("UPSTREAM_FAILED", `${url.host} could not be reached.`);
}
