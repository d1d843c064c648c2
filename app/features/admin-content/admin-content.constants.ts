// Limits and names of the admin content management page.
import { MAX_UPLOAD_TRANSCRIPT_BYTES } from "~/features/transcripts/transcripts.constants";

/** An uploaded transcript may be at most this large (the transcripts service enforces the same limit). */
export const TRANSCRIPT_UPLOAD_MAX_BYTES = MAX_UPLOAD_TRANSCRIPT_BYTES;

/** File names the upload accepts; the format itself is detected from the content by the parsers. */
export const TRANSCRIPT_UPLOAD_EXTENSIONS = [".vtt", ".srt", ".txt"] as const;
export const TRANSCRIPT_UPLOAD_ACCEPT = [
  ...TRANSCRIPT_UPLOAD_EXTENSIONS,
  "text/vtt",
  "text/plain",
  "application/x-subrip",
].join(",");

export const UPLOAD_TRANSCRIPT_INTENT = "upload-transcript";

/** A source's list shows this many of its newest videos. */
export const SOURCE_VIDEO_LIMIT = 200;
