// The stories service: the meeting story page, and a city's newest stories for its feed.
import { and, desc, eq, sql } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { readAnalysisResults } from "~/features/analysis/analysis.schema";
import { findMeetingForPage, metaDescriptionOf } from "~/features/analysis/analysis.server";
import { absoluteUrl, meetingPath, meetingStoryPath } from "~/features/analysis/meeting-paths";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import type { MeetingCity } from "~/features/meetings/meetings.server";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import type { CityFeed } from "./feeds";
import { FEED_ITEM_LIMIT } from "./stories.constants";
import { readNewsStory, type StoryView, storyHeadline, storyLead } from "./story-content";

export type MeetingStoryPage = {
  video: { id: string; title: string; publishedAt: string | null; thumbnailUrl: string | null };
  city: MeetingCity;
  story: StoryView | null;
  storyGeneratedAt: string | null;
  headline: string;
  metaDescription: string;
  canonicalUrl: string;
  analysisPath: string;
};

export type MeetingStoryLookup =
  | { kind: "missing" }
  | { kind: "redirect"; location: string }
  | { kind: "page"; page: MeetingStoryPage };

export async function getMeetingStoryPage(options: {
  videoParam: string;
  locationKey?: string;
}): Promise<MeetingStoryLookup> {
  const lookup = await findMeetingForPage({ ...options, page: "story" });
  if (lookup.kind !== "found") return lookup;
  const { video } = lookup;
  const story = readNewsStory(video.newsStory);
  // A video with analysis but no story gets its story generated here, once, in issue #5 (spec 000 section 4).
  const summary =
    storyLead(story) ||
    readAnalysisResults(video.analysisResults)?.summary ||
    video.description ||
    video.title;
  return {
    kind: "page",
    page: {
      video: {
        id: video.id,
        title: video.title,
        publishedAt: video.publishedAt ? video.publishedAt.toISOString() : null,
        thumbnailUrl: video.thumbnailUrl,
      },
      city: video.city,
      story,
      storyGeneratedAt: story && video.storyGeneratedAt ? video.storyGeneratedAt.toISOString() : null,
      headline: storyHeadline(story, video.title),
      metaDescription: metaDescriptionOf(summary),
      canonicalUrl: absoluteUrl(env().PUBLIC_URL, meetingStoryPath(video.city.locationKey, video.id)),
      analysisPath: meetingPath(video.city.locationKey, video.id),
    },
  };
}

/** SQL NULL, JSON null and an empty string are all "no story". */
export function hasNewsStory() {
  return sql<boolean>`(coalesce(jsonb_typeof(${cityVideos.newsStory}), 'null') <> 'null' and ${cityVideos.newsStory} <> '""'::jsonb)`;
}

/** The city's newest stories for its RSS feed, or undefined for an unknown city key. */
export async function getCityStoryFeed(options: { locationKey: string }): Promise<CityFeed | undefined> {
  const city = await getCityByLocationKey({ locationKey: options.locationKey });
  if (!city) return undefined;
  const rows = await db()
    .select({
      id: cityVideos.id,
      title: cityVideos.title,
      newsStory: cityVideos.newsStory,
      storyGeneratedAt: cityVideos.storyGeneratedAt,
      publishedAt: cityVideos.publishedAt,
      updatedAt: cityVideos.updatedAt,
    })
    .from(cityVideos)
    .where(and(eq(cityVideos.cityId, city.id), hasNewsStory()))
    .orderBy(
      sql`${cityVideos.storyGeneratedAt} desc nulls last`,
      sql`${cityVideos.publishedAt} desc nulls last`,
      desc(cityVideos.id),
    )
    .limit(FEED_ITEM_LIMIT);
  const stories = rows.flatMap((row) => {
    const story = readNewsStory(row.newsStory);
    if (!story) return [];
    return [
      {
        title: storyHeadline(story, row.title),
        path: meetingStoryPath(city.locationKey, row.id),
        summary: storyLead(story) ?? "",
        publishedAt: row.storyGeneratedAt ?? row.publishedAt ?? row.updatedAt,
      },
    ];
  });
  return {
    city: {
      name: city.name,
      state: city.state,
      locationKey: city.locationKey,
      description: city.description,
    },
    stories,
  };
}
