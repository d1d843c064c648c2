// The meeting page's structured data (issue #18): the recording as a VideoObject with its transcript and a Clip per
// highlight, the meeting itself as an Event recorded in it, and where the page sits (BreadcrumbList). Pure builders.
import { youtubeThumbnailUrl } from "~/features/sources/sources.browser";
import { capText, isoDuration, type JsonLdNode, siteBreadcrumbs } from "~/lib/json-ld";
import { meetingPath } from "~/lib/meeting-paths";
import { formatTranscriptText, type TranscriptSegment } from "~/lib/transcript-format";
import type { VideoSource } from "./video-embed";

/**
 * The transcript in the page's JSON-LD stops here (the page already carries it once as HTML, and a long meeting's
 * runs to hundreds of kilobytes); the whole of it is the `caption` file linked beside it.
 */
export const JSON_LD_TRANSCRIPT_MAX_CHARS = 10_000;

export type MeetingForStructuredData = {
  siteUrl: string;
  city: { name: string; state: string; locationKey: string };
  video: {
    id: string;
    title: string;
    description: string | null;
    publishedAt: string | null;
    thumbnailUrl: string | null;
  };
  source: VideoSource;
};

export type Moment = { name: string; startSeconds: number };

function pageUrl(meeting: MeetingForStructuredData, path: string): string {
  return `${meeting.siteUrl}${path}`;
}

function thumbnailOf(meeting: MeetingForStructuredData): string | null {
  if (meeting.video.thumbnailUrl) return meeting.video.thumbnailUrl;
  return meeting.source.kind === "youtube" ? youtubeThumbnailUrl(meeting.source.youtubeId) : null;
}

/** Whole lines of text up to `max` characters, the cut marked with an ellipsis line. */
function capLines(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 2);
  const lineEnd = cut.lastIndexOf("\n");
  return `${lineEnd > 0 ? cut.slice(0, lineEnd) : cut}\n…`;
}

/** Home, the city, then any pages below it. */
export function cityBreadcrumbs(
  siteUrl: string,
  city: { name: string; state: string; locationKey: string },
  below: ReadonlyArray<{ name: string; url: string }> = [],
) {
  return siteBreadcrumbs(siteUrl, city, below);
}

/** Home, the city, the meeting, then the page itself when it is below the meeting (its story). */
export function meetingBreadcrumbs(meeting: MeetingForStructuredData, last?: { name: string; url: string }) {
  const { city, video } = meeting;
  return cityBreadcrumbs(meeting.siteUrl, city, [
    { name: video.title, url: pageUrl(meeting, meetingPath(city.locationKey, video.id)) },
    ...(last ? [last] : []),
  ]);
}

/**
 * The recording, or null for a meeting with nothing to watch (a demo meeting, or no thumbnail, which the type
 * requires). `transcript` and `hasPart` are given on the meeting page; a story names the video alone.
 */
export function meetingVideoObject(
  meeting: MeetingForStructuredData,
  extra: { segments?: readonly TranscriptSegment[]; moments?: readonly Moment[] } = {},
): JsonLdNode | null {
  const { video, source, city } = meeting;
  const thumbnailUrl = thumbnailOf(meeting);
  if (source.kind === "demo" || !thumbnailUrl || !video.publishedAt) return null;
  const page = pageUrl(meeting, meetingPath(city.locationKey, video.id));
  const segments = extra.segments ?? [];
  const last = segments.at(-1);
  const node: JsonLdNode = {
    "@type": "VideoObject",
    "@id": `${page}#video`,
    name: video.title,
    description: capText(video.description || video.title, 500),
    uploadDate: video.publishedAt,
    thumbnailUrl,
    url: page,
    ...(source.kind === "youtube"
      ? { embedUrl: `https://www.youtube-nocookie.com/embed/${source.youtubeId}` }
      : {}),
    ...(source.watchUrl ? { sameAs: source.watchUrl } : {}),
    ...(last ? { duration: isoDuration(last.endSeconds) } : {}),
  };
  if (segments.length > 0) {
    node.transcript = capLines(formatTranscriptText(segments), JSON_LD_TRANSCRIPT_MAX_CHARS);
    node.caption = {
      "@type": "MediaObject",
      contentUrl: `${page}/transcript.vtt`,
      encodingFormat: "text/vtt",
    };
  }
  const moments = extra.moments ?? [];
  if (moments.length > 0) {
    node.hasPart = moments.map((moment, index) => {
      // A clip runs to the next highlight, the last one to the end of the recording.
      const next = moments[index + 1]?.startSeconds ?? last?.endSeconds;
      return {
        "@type": "Clip",
        name: capText(moment.name, 110),
        startOffset: moment.startSeconds,
        ...(next !== undefined && next > moment.startSeconds ? { endOffset: next } : {}),
        url: `${page}?t=${moment.startSeconds}`,
      };
    });
  }
  return node;
}

/** The meeting as an Event: held in the city, on the day it was published, recorded in the video when there is one. */
export function meetingEvent(meeting: MeetingForStructuredData, video: JsonLdNode | null): JsonLdNode | null {
  const { city } = meeting;
  if (!meeting.video.publishedAt) return null;
  const place = `${city.name}, ${city.state}`;
  return {
    "@type": "Event",
    name: meeting.video.title,
    description: capText(meeting.video.description || meeting.video.title, 500),
    startDate: meeting.video.publishedAt,
    eventStatus: "https://schema.org/EventScheduled",
    location: { "@type": "Place", name: place, address: place },
    organizer: { "@type": "GovernmentOrganization", name: place },
    url: pageUrl(meeting, meetingPath(city.locationKey, meeting.video.id)),
    ...(video?.["@id"] ? { recordedIn: { "@id": video["@id"] } } : {}),
  };
}

/** Everything the meeting page says about itself. */
export function meetingPageStructuredData(
  meeting: MeetingForStructuredData,
  extra: { segments: readonly TranscriptSegment[]; moments: readonly Moment[] },
): JsonLdNode[] {
  const video = meetingVideoObject(meeting, extra);
  const event = meetingEvent(meeting, video);
  return [meetingBreadcrumbs(meeting), ...(video ? [video] : []), ...(event ? [event] : [])];
}
