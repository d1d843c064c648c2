// Every public page for search engines: the fixed pages, Live cities, their meetings, stories and businesses.
import { and, desc, eq } from "drizzle-orm";
import { businessListings, cities, cityVideos } from "#db/schema";
import { isPublishedListing } from "~/features/directory/directory.server";
import { hasPublishedStorySql } from "~/features/meetings/meetings.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { cityPath, meetingPath, meetingStoryPath } from "~/lib/meeting-paths";
import type { SitemapEntry } from "./sitemap";
import { SITEMAP_STATIC_PATHS, SITEMAP_URL_LIMIT } from "./stories.constants";

const isLive = eq(cities.status, "Live");

export async function listSitemapEntries(): Promise<SitemapEntry[]> {
  const [liveCities, listings, videos] = await Promise.all([
    db()
      .select({ locationKey: cities.locationKey, updatedAt: cities.updatedAt })
      .from(cities)
      .where(isLive)
      .orderBy(cities.name),
    db()
      .select({ businessKey: businessListings.businessKey, updatedAt: businessListings.updatedAt })
      .from(businessListings)
      .innerJoin(cities, eq(cities.id, businessListings.cityId))
      .where(and(isLive, isPublishedListing))
      .orderBy(businessListings.name)
      .limit(SITEMAP_URL_LIMIT),
    db()
      .select({
        id: cityVideos.id,
        locationKey: cities.locationKey,
        updatedAt: cityVideos.updatedAt,
        storyGeneratedAt: cityVideos.storyGeneratedAt,
        hasStory: hasPublishedStorySql().mapWith(Boolean),
      })
      .from(cityVideos)
      .innerJoin(cities, eq(cities.id, cityVideos.cityId))
      .where(isLive)
      .orderBy(desc(cityVideos.createdAt))
      .limit(SITEMAP_URL_LIMIT),
  ]);

  const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((path) => ({ path }));
  for (const city of liveCities)
    entries.push({ path: cityPath(city.locationKey), lastModified: city.updatedAt });
  for (const video of videos) {
    entries.push({ path: meetingPath(video.locationKey, video.id), lastModified: video.updatedAt });
    if (video.hasStory) {
      entries.push({
        path: meetingStoryPath(video.locationKey, video.id),
        lastModified: video.storyGeneratedAt ?? video.updatedAt,
      });
    }
  }
  for (const listing of listings) {
    entries.push({
      path: `/businesses/${encodeURIComponent(listing.businessKey)}`,
      lastModified: listing.updatedAt,
    });
  }
  if (entries.length > SITEMAP_URL_LIMIT) {
    // One sitemap file holds 50,000 addresses; a deployment this large needs a sitemap index.
    logger.warn({ urls: entries.length }, "sitemap truncated to the protocol's limit");
    return entries.slice(0, SITEMAP_URL_LIMIT);
  }
  return entries;
}
