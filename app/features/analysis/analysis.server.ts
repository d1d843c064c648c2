// The analysis service: finding a meeting from its page address, and what the meeting analysis page shows.
import { getMeetingVideo, type MeetingCity, type MeetingVideo } from "~/features/meetings/meetings.server";
import { env } from "~/lib/env.server";
import { META_DESCRIPTION_CHARS } from "./analysis.constants";
import { type AnalysisView, readAnalysisResults, videoParamSchema } from "./analysis.schema";
import { absoluteUrl, meetingPath, meetingStoryPath, needsCanonicalRedirect } from "./meeting-paths";

export type MeetingLookup =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "found"; video: MeetingVideo };

/**
 * The video a meeting or story address names. A malformed id is "missing" before any query; an address that
 * is not the canonical one (a YouTube id, another city's key) answers with where the page really lives.
 */
export async function findMeetingForPage(options: {
  videoParam: string;
  locationKey?: string;
  page: "meeting" | "story";
}): Promise<MeetingLookup> {
  const ref = videoParamSchema.safeParse(options.videoParam);
  if (!ref.success) return { kind: "missing" };
  const video = await getMeetingVideo(ref.data);
  if (!video) return { kind: "missing" };
  const requested = { locationKey: options.locationKey, videoParam: options.videoParam };
  if (needsCanonicalRedirect({ requested, video: { id: video.id, locationKey: video.city.locationKey } })) {
    const path = options.page === "meeting" ? meetingPath : meetingStoryPath;
    return { kind: "redirect", location: path(video.city.locationKey, video.id) };
  }
  return { kind: "found", video };
}

/** First characters of a text for a meta description, cut at a word where possible. */
export function metaDescriptionOf(text: string, limit = META_DESCRIPTION_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, limit).trimEnd()}…`;
}

export type MeetingAnalysisPage = {
  video: {
    id: string;
    title: string;
    description: string | null;
    publishedAt: string | null;
    videoUrl: string | null;
    videoId: string;
    thumbnailUrl: string | null;
  };
  city: MeetingCity;
  analysis: AnalysisView | null;
  canonicalUrl: string;
  storyPath: string;
  metaDescription: string;
};

export type MeetingAnalysisLookup =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "page"; page: MeetingAnalysisPage };

export async function getMeetingAnalysisPage(options: {
  videoParam: string;
  locationKey?: string;
}): Promise<MeetingAnalysisLookup> {
  const lookup = await findMeetingForPage({ ...options, page: "meeting" });
  if (lookup.kind !== "found") return lookup;
  const { video } = lookup;
  const analysis = readAnalysisResults(video.analysisResults);
  // The automatic first analysis of a video with a transcript (spec 000 section 4) is queued here in issue #5.
  return {
    kind: "page",
    page: {
      video: {
        id: video.id,
        title: video.title,
        description: video.description,
        publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
        videoUrl: video.videoUrl,
        videoId: video.videoId,
        thumbnailUrl: video.thumbnailUrl,
      },
      city: video.city,
      analysis,
      canonicalUrl: absoluteUrl(env().PUBLIC_URL, meetingPath(video.city.locationKey, video.id)),
      storyPath: meetingStoryPath(video.city.locationKey, video.id),
      metaDescription: metaDescriptionOf(analysis?.summary || video.description || video.title),
    },
  };
}
