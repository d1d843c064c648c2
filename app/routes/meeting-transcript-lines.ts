// /city/{locationKey}/meeting/{videoId}/transcript-lines: a meeting's whole transcript as JSON. The meeting page
// is sent one part of a long transcript and fetches the rest from here once it runs (transcript-parts.ts); an
// anonymous answer is kept by the page cache like the page itself.
import { getViewer } from "~/features/accounts/accounts.server";
import { VIDEO_NOT_FOUND } from "~/features/transcripts/transcripts.copy";
import { getMeetingTranscriptLines } from "~/features/transcripts/transcripts.server";
import type { Route } from "./+types/meeting-transcript-lines";

export async function loader({ params, request }: Route.LoaderArgs) {
  const lines = await getMeetingTranscriptLines({
    videoParam: params.videoId,
    locationKey: params.locationKey,
    viewer: await getViewer(request),
  });
  if (!lines) return Response.json({ error: VIDEO_NOT_FOUND }, { status: 404 });
  return Response.json({ lines });
}
