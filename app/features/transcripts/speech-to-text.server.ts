// Speech-to-text through any OpenAI-compatible POST /audio/transcriptions endpoint (verbose_json segments): long
// audio is split (ffmpeg when installed, PCM WAV in plain TypeScript otherwise), timestamps offset, unreliable
// segments dropped.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { env } from "~/lib/env.server";
import { isFetchError, isTransientFetchError, safeFetch } from "~/lib/safe-fetch.server";
import type { TranscriptSegment } from "~/lib/transcript-format";
import {
  ASR_CHUNK_TARGET_BYTES,
  ASR_MAX_NO_SPEECH_PROB,
  ASR_MIN_AVG_LOGPROB,
  ASR_REQUEST_TIMEOUT_MS,
  ASR_UPLOAD_LIMIT_BYTES,
  MEDIA_DOWNLOAD_TIMEOUT_MS,
} from "./transcripts.constants";
import { ASR_NOT_CONFIGURED, FFMPEG_REQUIRED, TRANSCRIPT_EMPTY } from "./transcripts.copy";
import { type AudioChunk, readWavInfo, sliceWav } from "./wav-audio.server";

/** A failure of the transcription path; `transient` ones (timeouts, 429, 5xx) are worth retrying later. */
export class SpeechToTextError extends Error {
  override name = "SpeechToTextError";
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

type VerboseSegment = {
  start?: unknown;
  end?: unknown;
  text?: unknown;
  no_speech_prob?: unknown;
  avg_logprob?: unknown;
};

/** The model's own marks: mostly silence, or words it was unsure of. */
export function isUnreliableSegment(segment: VerboseSegment): boolean {
  const noSpeech = typeof segment.no_speech_prob === "number" ? segment.no_speech_prob : 0;
  const logprob = typeof segment.avg_logprob === "number" ? segment.avg_logprob : 0;
  return noSpeech > ASR_MAX_NO_SPEECH_PROB || logprob < ASR_MIN_AVG_LOGPROB;
}

export function speechToTextConfigured(): boolean {
  return Boolean(env().ASR_BASE_URL);
}

let ffmpegAvailable: Promise<boolean> | undefined;
/** Whether `ffmpeg` runs from PATH (checked once per process). */
export function hasFfmpeg(): Promise<boolean> {
  ffmpegAvailable ??= new Promise((resolve) => {
    const child = spawn("ffmpeg", ["-version"], { stdio: "ignore" });
    child.on("error", () => resolve(false));
    child.on("exit", (code) => resolve(code === 0));
  });
  return ffmpegAvailable;
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + String(chunk)).slice(-2000);
    });
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolve()
        : reject(
            new SpeechToTextError(
              `ffmpeg failed (${code}): ${stderr.trim().split("\n").at(-1) ?? ""}`,
              false,
            ),
          ),
    );
  });
}

/** ffmpeg turns any media into 16 kHz mono WAV pieces (small, and readable by every endpoint). */
async function splitWithFfmpeg(media: Buffer, chunkSeconds: number): Promise<AudioChunk[]> {
  const directory = await mkdtemp(path.join(tmpdir(), "civiclens-asr-"));
  try {
    const input = path.join(directory, "input");
    await writeFile(input, media);
    await run("ffmpeg", [
      "-hide_banner",
      "-loglevel",
      "error",
      "-nostdin",
      "-i",
      input,
      "-vn",
      "-ac",
      "1",
      "-ar",
      "16000",
      "-c:a",
      "pcm_s16le",
      "-f",
      "segment",
      "-segment_time",
      String(chunkSeconds),
      path.join(directory, "chunk-%03d.wav"),
    ]);
    const names = (await readdir(directory)).filter((name) => name.startsWith("chunk-")).sort();
    const chunks: AudioChunk[] = [];
    let offset = 0;
    for (const name of names) {
      const data = await readFile(path.join(directory, name));
      const info = readWavInfo(data);
      // Each piece's real length (from its header) sets the next one's offset, so cuts never drift.
      const duration = info ? info.dataLength / info.byteRate : chunkSeconds;
      chunks.push({ data, offsetSeconds: offset, durationSeconds: duration, filename: name });
      offset += duration;
    }
    return chunks;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

/** The pieces to upload: WAV sliced in TypeScript, anything else through ffmpeg, or whole when small enough. */
export async function splitMedia(options: {
  media: Buffer;
  filename: string;
  chunkSeconds: number;
  useFfmpeg?: boolean;
}): Promise<AudioChunk[]> {
  const info = readWavInfo(options.media);
  if (info)
    return sliceWav(options.media, info, {
      chunkSeconds: options.chunkSeconds,
      maxBytes: ASR_CHUNK_TARGET_BYTES,
    });
  if (options.useFfmpeg ?? (await hasFfmpeg())) return splitWithFfmpeg(options.media, options.chunkSeconds);
  if (options.media.length <= ASR_UPLOAD_LIMIT_BYTES) {
    return [
      { data: options.media, offsetSeconds: 0, durationSeconds: Number.NaN, filename: options.filename },
    ];
  }
  throw new SpeechToTextError(FFMPEG_REQUIRED, false);
}

function transcriptionsUrl(): string {
  const base = env().ASR_BASE_URL;
  if (!base) throw new SpeechToTextError(ASR_NOT_CONFIGURED, false);
  return `${base.replace(/\/+$/, "")}/audio/transcriptions`;
}

function contentTypeOf(filename: string): string {
  const extension = path.extname(filename).toLowerCase();
  const types: Record<string, string> = {
    ".wav": "audio/wav",
    ".mp3": "audio/mpeg",
    ".m4a": "audio/mp4",
    ".mp4": "video/mp4",
    ".webm": "audio/webm",
    ".ogg": "audio/ogg",
  };
  return types[extension] ?? "application/octet-stream";
}

/**
 * A multipart/form-data body built by hand: safeFetch runs the undici package's fetch, which does not recognise
 * the FormData class of Node's own bundled copy.
 */
export function multipartBody(
  fields: Array<[string, string]>,
  file: { name: string; filename: string; contentType: string; data: Buffer },
): { body: Uint8Array; contentType: string } {
  const boundary = `----civiclens${randomBytes(12).toString("hex")}`;
  const quote = (value: string) => value.replace(/["\r\n]/g, "_");
  const parts: Buffer[] = [];
  for (const [name, value] of fields) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.name)}"; filename="${quote(file.filename)}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    body: new Uint8Array(Buffer.concat(parts)),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** One upload: the chunk's reliable segments with its offset added. */
export async function transcribeChunk(chunk: AudioChunk): Promise<TranscriptSegment[]> {
  const { body: form, contentType } = multipartBody(
    [
      ["model", env().ASR_MODEL],
      ["response_format", "verbose_json"],
      ["timestamp_granularities[]", "segment"],
    ],
    { name: "file", filename: chunk.filename, contentType: contentTypeOf(chunk.filename), data: chunk.data },
  );
  const headers: Record<string, string> = { accept: "application/json", "content-type": contentType };
  const key = env().ASR_API_KEY;
  if (key) headers.authorization = `Bearer ${key}`;
  let response: Awaited<ReturnType<typeof safeFetch>>;
  try {
    // The operator chose this endpoint (it may be a local one); the media below came from a feed and stays guarded.
    response = await safeFetch(transcriptionsUrl(), {
      destination: "operator",
      method: "POST",
      headers,
      body: form,
      timeoutMs: ASR_REQUEST_TIMEOUT_MS,
      maxBytes: 20 * 1024 * 1024,
    });
  } catch (error) {
    if (error instanceof SpeechToTextError) throw error;
    throw new SpeechToTextError(
      `Transcription request failed: ${(error as Error).message}`,
      isTransientFetchError(error),
    );
  }
  if (!response.ok) {
    const transient = response.status === 429 || response.status >= 500;
    throw new SpeechToTextError(
      `The transcription endpoint answered ${response.status}: ${response.text().slice(0, 300)}`,
      transient,
    );
  }
  let body: { segments?: unknown };
  try {
    body = response.json();
  } catch {
    throw new SpeechToTextError("The transcription endpoint answered with malformed JSON.", false);
  }
  if (!body || typeof body !== "object" || !Array.isArray(body.segments)) {
    throw new SpeechToTextError("The transcription endpoint answered without verbose_json segments.", false);
  }
  const segments: TranscriptSegment[] = [];
  for (const raw of body.segments as VerboseSegment[]) {
    if (!raw || typeof raw.start !== "number" || typeof raw.end !== "number" || typeof raw.text !== "string")
      continue;
    if (isUnreliableSegment(raw)) continue;
    const text = raw.text.replace(/\s+/g, " ").trim();
    if (!text) continue;
    const startSeconds = Math.round((raw.start + chunk.offsetSeconds) * 1000) / 1000;
    const endSeconds = Math.max(startSeconds, Math.round((raw.end + chunk.offsetSeconds) * 1000) / 1000);
    segments.push({ startSeconds, endSeconds, speaker: null, text });
  }
  return segments;
}

export async function transcribeMedia(options: {
  media: Buffer;
  filename: string;
  useFfmpeg?: boolean;
}): Promise<TranscriptSegment[]> {
  const chunks = await splitMedia({ ...options, chunkSeconds: env().ASR_CHUNK_SECONDS });
  const segments: TranscriptSegment[] = [];
  // One at a time: endpoints rate-limit, and a failed chunk fails the whole transcript (nothing partial is saved).
  for (const chunk of chunks) segments.push(...(await transcribeChunk(chunk)));
  if (segments.length === 0) throw new SpeechToTextError(TRANSCRIPT_EMPTY, false);
  return segments;
}

/** Downloads the media (public addresses only, size-limited) and transcribes it. */
export async function transcribeMediaUrl(options: { mediaUrl: string }): Promise<TranscriptSegment[]> {
  transcriptionsUrl();
  const maxBytes = env().ASR_MAX_MEDIA_MB * 1024 * 1024;
  let media: Awaited<ReturnType<typeof safeFetch>>;
  try {
    // Not an error page's body: a media URL that does not answer 2xx fails before anything is downloaded.
    media = await safeFetch(options.mediaUrl, {
      timeoutMs: MEDIA_DOWNLOAD_TIMEOUT_MS,
      maxBytes,
      requireOk: true,
    });
  } catch (error) {
    const message =
      isFetchError(error) && error.reason === "http-status"
        ? `The media URL answered ${error.upstreamStatus}.`
        : `The media could not be downloaded: ${(error as Error).message}`;
    throw new SpeechToTextError(message, isTransientFetchError(error));
  }
  const filename = path.basename(new URL(media.url).pathname) || "media";
  return transcribeMedia({ media: media.body, filename });
}
