// Every user-facing string of the transcript area: the spec's messages copied exactly, then our own words.

export const TRANSCRIPT_FETCHED = "Transcript fetched successfully!";
export const TRANSCRIPT_FETCHED_AND_SAVED = "Transcript fetched and saved successfully";
export const NO_TRANSCRIPT_AVAILABLE = "No transcript available for this video";
export const FAILED_TO_FETCH_TRANSCRIPT = "Failed to fetch transcript";
export const FAILED_TO_SAVE_TRANSCRIPT = "Failed to save transcript";

export const FETCH_TRANSCRIPT = "Fetch Transcript";
export const FETCHING = "Fetching...";

// Our own words (not in the spec).
export const TRANSCRIPT_EMPTY = "The transcript has no text.";
export const TRANSCRIPT_TOO_LARGE = "The transcript file is larger than 5 MB.";
export const UPLOAD_NO_FILE = "Choose a transcript file to upload.";
export const UPLOAD_FILE_EMPTY = "The transcript file is empty.";
export const UPLOAD_WRONG_TYPE =
  "Choose a WebVTT (.vtt), SRT (.srt), YouTube caption JSON (.json) or plain text (.txt) file.";
export const UPLOAD_NOT_TEXT =
  "The file is not text: save the transcript as UTF-8 WebVTT, SRT or plain text.";
export const TRANSCRIPT_UNREADABLE =
  "The transcript could not be read as WebVTT, SRT, YouTube captions or plain text.";
export const VIDEO_NOT_FOUND = "Video not found";
export const FFMPEG_REQUIRED =
  "The media file is larger than the 25 MB the transcription endpoint accepts and is not a PCM WAV file: install ffmpeg on the server so long audio can be split.";
export const ASR_NOT_CONFIGURED = "Speech-to-text is not configured (ASR_BASE_URL).";
export const NO_MEDIA_URL = "The video has no downloadable media.";
export const NO_CAPTIONS_URL = "The source publishes no captions for this video.";
export const NOT_A_YOUTUBE_VIDEO = "The video is not on YouTube.";

export function fetchTranscriptLabel(title: string): string {
  return `${FETCH_TRANSCRIPT}: ${title}`;
}

export const TRANSCRIPT_HEADING = "Transcript";
export const TRANSCRIPT_FOLLOW_HINT = "Select a line to play the video from there.";
/** A meeting with no video (a demo meeting): choosing a line only marks it. */
export const TRANSCRIPT_MARK_HINT = "Select a line to mark it.";
export const SEARCH_MATCHES_IN_TRANSCRIPT = "Lines matching your search are marked.";
export const NO_TRANSCRIPT_TO_DOWNLOAD = "This meeting has no transcript to download.";
export const DOWNLOAD_TRANSCRIPT = "Download transcript";

// A long transcript in parts (transcript-parts.ts): what a reader without JavaScript sees under a part.
export const TRANSCRIPT_PARTS_LABEL = "Transcript parts";
export const EARLIER_LINES = "Earlier lines";
export const LATER_LINES = "Later lines";
export function transcriptPartRange(first: number, last: number, total: number): string {
  return `Lines ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")} of ${total.toLocaleString("en-US")}`;
}
