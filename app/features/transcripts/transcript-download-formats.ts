// The transcript's download formats and their addresses (issue #18): what the meeting page's links need, apart
// from the writers, so the page's JavaScript carries only these few lines.
export const TRANSCRIPT_DOWNLOAD_FORMATS = {
  vtt: { label: "WebVTT (.vtt)", contentType: "text/vtt; charset=utf-8" },
  srt: { label: "SRT (.srt)", contentType: "application/x-subrip; charset=utf-8" },
  txt: { label: "Plain text (.txt)", contentType: "text/plain; charset=utf-8" },
  json: { label: "JSON (.json)", contentType: "application/json; charset=utf-8" },
} as const;
export type TranscriptDownloadFormat = keyof typeof TRANSCRIPT_DOWNLOAD_FORMATS;
export const TRANSCRIPT_DOWNLOAD_EXTENSIONS = Object.keys(
  TRANSCRIPT_DOWNLOAD_FORMATS,
) as TranscriptDownloadFormat[];

/** The transcript's address beside its meeting page: `/city/{key}/meeting/{id}/transcript.vtt`. */
export function transcriptDownloadPath(meetingPagePath: string, format: TranscriptDownloadFormat): string {
  return `${meetingPagePath}/transcript.${format}`;
}

/** The meeting page's download links, one per format. */
export function transcriptDownloadLinks(meetingPagePath: string): Array<{ href: string; label: string }> {
  return TRANSCRIPT_DOWNLOAD_EXTENSIONS.map((format) => ({
    href: transcriptDownloadPath(meetingPagePath, format),
    label: TRANSCRIPT_DOWNLOAD_FORMATS[format].label,
  }));
}
