// Fetching a source's listing through the SSRF-guarded client, with every failure marked transient or not.
import { AppError, type AppErrorCode, isAppError } from "~/lib/app-error";
import {
  isTransientFetchError,
  type SafeFetchOptions,
  type SafeFetchResponse,
  safeFetch,
} from "~/lib/safe-fetch.server";
import { SOURCE_FETCH_TIMEOUT_MS } from "./sources.constants";

/**
 * A failure to list a source. `transient` failures (timeouts, 429, 5xx, garbled answers) are worth retrying;
 * the others (404, quota, refused key, not a feed) are not, until someone changes something.
 */
export class SourceError extends AppError {
  override name = "SourceError";
  constructor(
    code: AppErrorCode,
    message: string,
    readonly transient: boolean,
  ) {
    super(code, message);
  }
}

export function isTransientSourceError(error: unknown): boolean {
  return error instanceof SourceError && error.transient;
}

/** safeFetch, with its own refusals kept permanent and network faults (timeout, unreachable) made transient. */
export async function fetchSource(url: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  try {
    return await safeFetch(url, { timeoutMs: SOURCE_FETCH_TIMEOUT_MS, ...options });
  } catch (error) {
    if (!isAppError(error)) throw error;
    // Only timeouts and unreachable hosts may pass; a refused address, an oversized body or a redirect loop will not.
    throw new SourceError(error.code, error.message, isTransientFetchError(error));
  }
}

/** The status-code rule shared by the feed and RSS clients: 429 and 5xx retry, other 4xx do not. */
export function isTransientStatus(status: number): boolean {
  return status === 429 || status === 408 || status >= 500;
}
