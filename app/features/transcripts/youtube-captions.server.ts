// YouTube caption tracks without a key: the watch page's player response names the tracks, timedtext serves json3.
// Opportunistic by design (since 2025 data-centre addresses are often refused), so it answers quickly with a
// typed result that tells "blocked from this server" apart from "the video has no captions".
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { isFetchError, isTransientFetchError, safeFetch } from "~/lib/safe-fetch.server";
import type { TranscriptSegment } from "~/lib/transcript-format";
import { parseYoutubeJson3 } from "./transcript-parsers.server";
import { YOUTUBE_CAPTIONS_MAX_BYTES, YOUTUBE_CAPTIONS_TIMEOUT_MS } from "./transcripts.constants";

export type CaptionTrack = { baseUrl: string; languageCode: string; kind: string | null; name: string };

export type YoutubeCaptionsResult =
  | { status: "ok"; segments: TranscriptSegment[]; track: CaptionTrack }
  | { status: "no-captions"; reason: string }
  | { status: "blocked"; reason: string }
  | { status: "failed"; reason: string; transient: boolean };

/** The JSON object assigned to `name` in the page's script, read by matching braces (strings respected). */
export function extractJsonAssignment(html: string, name: string): unknown {
  const marker = html.search(new RegExp(`${name}\\s*=\\s*\\{`));
  if (marker < 0) return undefined;
  const start = html.indexOf("{", marker);
  let depth = 0;
  let inString = false;
  for (let index = start; index < html.length; index++) {
    const char = html[index];
    if (inString) {
      if (char === "\\") index++;
      else if (char === '"') inString = false;
      continue;
    }
    if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}") {
      depth--;
      if (depth === 0) {
        try {
          return JSON.parse(html.slice(start, index + 1));
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}

type PlayerResponse = {
  playabilityStatus?: { status?: string; reason?: string };
  captions?: { playerCaptionsTracklistRenderer?: { captionTracks?: unknown[] } };
};

function readTracks(player: PlayerResponse): CaptionTrack[] {
  const raw = player.captions?.playerCaptionsTracklistRenderer?.captionTracks ?? [];
  const tracks: CaptionTrack[] = [];
  for (const entry of raw) {
    const track = entry as {
      baseUrl?: unknown;
      languageCode?: unknown;
      kind?: unknown;
      name?: { simpleText?: unknown };
    };
    if (typeof track.baseUrl !== "string" || !track.baseUrl) continue;
    tracks.push({
      baseUrl: track.baseUrl,
      languageCode: typeof track.languageCode === "string" ? track.languageCode : "",
      kind: typeof track.kind === "string" ? track.kind : null,
      name: typeof track.name?.simpleText === "string" ? track.name.simpleText : "",
    });
  }
  return tracks;
}

/** English written by a person first, then English speech recognition, then whatever comes first. */
export function chooseCaptionTrack(tracks: readonly CaptionTrack[]): CaptionTrack | undefined {
  const english = (track: CaptionTrack) =>
    track.languageCode === "en" || track.languageCode.startsWith("en-");
  return (
    tracks.find((track) => english(track) && track.kind !== "asr") ??
    tracks.find((track) => english(track) && track.kind === "asr") ??
    tracks[0]
  );
}

function failureOf(error: unknown): YoutubeCaptionsResult {
  const reason = error instanceof Error ? error.message : String(error);
  // Timeouts and unreachable hosts may pass; a refused address (SSRF guard) or an oversized page never will.
  const transient = isFetchError(error) ? isTransientFetchError(error) : true;
  return { status: "failed", reason, transient };
}

export async function fetchYoutubeCaptions(options: {
  youtubeId: string;
  timeoutMs?: number;
}): Promise<YoutubeCaptionsResult> {
  const deadline = Date.now() + (options.timeoutMs ?? YOUTUBE_CAPTIONS_TIMEOUT_MS);
  const remaining = () => Math.max(1, deadline - Date.now());
  const base = env().YOUTUBE_WATCH_BASE_URL;
  const watchUrl = new URL(`/watch?v=${encodeURIComponent(options.youtubeId)}&hl=en`, base).toString();
  const headers = { "accept-language": "en-US,en;q=0.8", cookie: "CONSENT=YES+1" };
  try {
    const page = await safeFetch(watchUrl, {
      headers,
      timeoutMs: remaining(),
      maxBytes: YOUTUBE_CAPTIONS_MAX_BYTES,
    });
    if (page.status === 429)
      return { status: "blocked", reason: "YouTube answered 429 (too many requests) to this server." };
    if (page.status >= 500)
      return { status: "failed", reason: `YouTube answered ${page.status}.`, transient: true };
    if (!page.ok) return { status: "no-captions", reason: `The watch page answered ${page.status}.` };
    const player = extractJsonAssignment(page.text(), "ytInitialPlayerResponse") as
      | PlayerResponse
      | undefined;
    if (!player || typeof player !== "object") {
      return { status: "blocked", reason: "The watch page had no player response (consent or bot check)." };
    }
    const tracks = readTracks(player);
    const playability = player.playabilityStatus?.status;
    if (tracks.length === 0) {
      if (playability && playability !== "OK") {
        return { status: "blocked", reason: `YouTube refused playback to this server (${playability}).` };
      }
      return { status: "no-captions", reason: "The video has no caption tracks." };
    }
    const track = chooseCaptionTrack(tracks) as CaptionTrack;
    const trackUrl = new URL(track.baseUrl, base);
    trackUrl.searchParams.set("fmt", "json3");
    const captions = await safeFetch(trackUrl.toString(), {
      headers,
      timeoutMs: remaining(),
      maxBytes: YOUTUBE_CAPTIONS_MAX_BYTES,
    });
    if (captions.status === 429)
      return { status: "blocked", reason: "YouTube answered 429 to the caption request." };
    if (captions.status >= 500)
      return {
        status: "failed",
        reason: `The caption request answered ${captions.status}.`,
        transient: true,
      };
    if (!captions.ok)
      return { status: "blocked", reason: `The caption request answered ${captions.status}.` };
    // Since 2025 an unattested request gets 200 with an empty body: the track exists, this server may not read it.
    if (captions.body.length === 0 || captions.text().trim() === "") {
      return { status: "blocked", reason: "YouTube returned an empty caption track to this server." };
    }
    try {
      return { status: "ok", segments: parseYoutubeJson3(captions.text()), track };
    } catch (error) {
      return {
        status: "failed",
        reason: `The caption track could not be read: ${(error as Error).message}`,
        transient: false,
      };
    }
  } catch (error) {
    logger.debug({ err: error, youtubeId: options.youtubeId }, "youtube captions failed");
    return failureOf(error);
  }
}
