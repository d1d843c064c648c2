// Limits and thresholds of the transcript fallbacks (YouTube captions, source captions, speech-to-text, uploads).

/** Where each saved transcript came from (city_videos.transcript_source). */
export const TRANSCRIPT_SOURCES = {
  youtubeCaptions: "youtube_captions",
  sourceCaptions: "source_captions",
  speechToText: "speech_to_text",
  upload: "upload",
  seed: "seed",
} as const;
export type TranscriptSource = (typeof TRANSCRIPT_SOURCES)[keyof typeof TRANSCRIPT_SOURCES];

/** Keyless caption fetching is often refused from data-centre addresses: try briefly, then move on. */
export const YOUTUBE_CAPTIONS_TIMEOUT_MS = 8_000;
export const YOUTUBE_CAPTIONS_MAX_BYTES = 8 * 1024 * 1024;

export const SOURCE_CAPTIONS_TIMEOUT_MS = 20_000;
export const SOURCE_CAPTIONS_MAX_BYTES = 20 * 1024 * 1024;

/** OpenAI-compatible transcription endpoints refuse uploads over 25 MB; chunks stay under this. */
export const ASR_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;
export const ASR_CHUNK_TARGET_BYTES = 24 * 1024 * 1024;
export const ASR_REQUEST_TIMEOUT_MS = 5 * 60_000;
export const MEDIA_DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
/** The model's own confidence marks: segments past these are dropped as unreliable. */
export const ASR_MAX_NO_SPEECH_PROB = 0.6;
export const ASR_MIN_AVG_LOGPROB = -1.0;

/** Plain text without times gets times estimated at a speaking pace of about 150 words a minute. */
export const WORDS_PER_MINUTE = 150;

export const MAX_UPLOAD_TRANSCRIPT_BYTES = 5 * 1024 * 1024;
/** File names a transcript upload accepts; the format itself is detected from the content by the parsers. */
export const TRANSCRIPT_FILE_EXTENSIONS = [".vtt", ".srt", ".json", ".txt"] as const;
export const TRANSCRIPT_FILE_ACCEPT = [
  ...TRANSCRIPT_FILE_EXTENSIONS,
  "text/vtt",
  "text/plain",
  "application/x-subrip",
].join(",");

/** The city page offers "Fetch Transcript" to admins when the transcript is missing or shorter than this. */
export const MIN_TRANSCRIPT_CHARS = 100;

export const FETCH_TRANSCRIPT_INTENT = "fetch-transcript";

/** A city's NDJSON archive reads this many meetings (and their segments) from the database at a time. */
export const ARCHIVE_BATCH_MEETINGS = 10;

/** `?part=all` on a meeting page: every transcript line in one part, the page a visitor's island takes the whole
 * transcript from (transcript-parts.ts, ADR 0053). */
export const WHOLE_TRANSCRIPT_PART = "all";
