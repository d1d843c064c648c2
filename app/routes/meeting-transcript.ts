// /city/{key}/meeting/{id}/transcript.{vtt,srt,txt,json}: a meeting's transcript as a file to download (issue #18).

import { redirect } from "react-router";
import { z } from "zod";
import { getViewer } from "~/features/accounts/accounts.server";
import {
  TRANSCRIPT_DOWNLOAD_EXTENSIONS,
  TRANSCRIPT_DOWNLOAD_FORMATS,
  type TranscriptDownloadFormat,
} from "~/features/transcripts/transcript-download-formats";
import { NO_TRANSCRIPT_TO_DOWNLOAD } from "~/features/transcripts/transcripts.copy";
import { getTranscriptDownload } from "~/features/transcripts/transcripts.server";
import type { Route } from "./+types/meeting-transcript";

const formatSchema = z.enum(
  TRANSCRIPT_DOWNLOAD_EXTENSIONS as [TranscriptDownloadFormat, ...TranscriptDownloadFormat[]],
);

export async function loader({ params, request }: Route.LoaderArgs) {
  // The route table registers one address per extension; the extension is the format.
  const format = formatSchema.safeParse(new URL(request.url).pathname.split(".").pop());
  const download = format.success
    ? await getTranscriptDownload({
        videoParam: params.videoId,
        locationKey: "locationKey" in params ? params.locationKey : undefined,
        format: format.data,
        viewer: await getViewer(request),
      })
    : ({ kind: "missing" } as const);
  // A path, never an address built from the request's Host (issue #31): a CDN may keep a 301.
  if (download.kind === "redirect") return redirect(download.location, 301);
  if (download.kind === "missing" || !format.success) {
    return new Response(NO_TRANSCRIPT_TO_DOWNLOAD, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(download.body, {
    headers: {
      "Content-Type": TRANSCRIPT_DOWNLOAD_FORMATS[format.data].contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
