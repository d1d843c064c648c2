// Captions a source publishes itself (a WebVTT URL on the video): fetched within limits, parsed, refused when empty.
import { isTransientFetchError, safeFetch } from "~/lib/safe-fetch.server";
import type { TranscriptSegment } from "~/lib/transcript-format";
import { parseTranscript } from "./transcript-parsers.server";
import { SOURCE_CAPTIONS_MAX_BYTES, SOURCE_CAPTIONS_TIMEOUT_MS } from "./transcripts.constants";
import { TRANSCRIPT_EMPTY } from "./transcripts.copy";

export type SourceCaptionsResult =
  | { ok: true; segments: TranscriptSegment[] }
  | { ok: false; reason: string; transient: boolean; empty: boolean };

export async function fetchSourceCaptions(options: { captionsUrl: string }): Promise<SourceCaptionsResult> {
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    response = await safeFetch(options.captionsUrl, {
      headers: { accept: "text/vtt, text/plain;q=0.8, */*;q=0.5" },
      timeoutMs: SOURCE_CAPTIONS_TIMEOUT_MS,
      maxBytes: SOURCE_CAPTIONS_MAX_BYTES,
    });
  } catch (error) {
    return {
      ok: false,
      reason: (error as Error).message,
      transient: isTransientFetchError(error),
      empty: false,
    };
  }
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    return {
      ok: false,
      reason: `The captions URL answered ${response.status}.`,
      transient,
      empty: response.status === 404,
    };
  }
  const text = response.text();
  if (!text.trim()) return { ok: false, reason: TRANSCRIPT_EMPTY, transient: false, empty: true };
  try {
    return { ok: true, segments: parseTranscript(text) };
  } catch (error) {
    const empty = (error as Error).message === TRANSCRIPT_EMPTY;
    return { ok: false, reason: `Published captions: ${(error as Error).message}`, transient: false, empty };
  }
}
