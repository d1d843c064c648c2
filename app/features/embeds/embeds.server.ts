// The embeds' service (issue #18): what a public city's framed list shows, its latest meetings and stories.
import { desc, eq } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { BANNER_DEFAULT_PRIMARY_COLOR, getCityByLocationKey } from "~/features/cities/cities.server";
import { getCityStoryFeed } from "~/features/stories/stories.server";
import { db } from "~/lib/db.server";
import { safeHexColor } from "~/lib/hex-colors";
import { meetingPath } from "~/lib/meeting-paths";
import { EMBED_ITEM_LIMIT } from "./embeds.constants";

export type EmbedItem = { title: string; path: string; publishedAt: string | null };
export type CityEmbed = {
  city: {
    name: string;
    state: string;
    locationKey: string;
    /** The city's colour as a safe #hex (the banner's default when it has none or an unreadable one). */
    primaryColor: string;
  };
  meetings: EmbedItem[];
  stories: EmbedItem[];
};

/** A public city's latest meetings and stories; undefined for a key no public city has (ADR 0024). */
export async function getCityEmbed(options: { locationKey: string }): Promise<CityEmbed | undefined> {
  const city = await getCityByLocationKey({ locationKey: options.locationKey, viewer: null });
  if (!city) return undefined;
  const [meetings, feed] = await Promise.all([
    db()
      .select({ id: cityVideos.id, title: cityVideos.title, publishedAt: cityVideos.publishedAt })
      .from(cityVideos)
      .where(eq(cityVideos.cityId, city.id))
      .orderBy(desc(cityVideos.publishedAt), desc(cityVideos.createdAt), desc(cityVideos.id))
      .limit(EMBED_ITEM_LIMIT),
    getCityStoryFeed({ locationKey: city.locationKey, viewer: null }),
  ]);
  return {
    city: {
      name: city.name,
      state: city.state,
      locationKey: city.locationKey,
      primaryColor: safeHexColor(city.primaryColor, BANNER_DEFAULT_PRIMARY_COLOR),
    },
    meetings: meetings.map((meeting) => ({
      title: meeting.title,
      path: meetingPath(city.locationKey, meeting.id),
      publishedAt: meeting.publishedAt ? meeting.publishedAt.toISOString() : null,
    })),
    stories: (feed?.stories ?? []).slice(0, EMBED_ITEM_LIMIT).map((story) => ({
      title: story.title,
      path: story.path,
      publishedAt: story.publishedAt.toISOString(),
    })),
  };
}
