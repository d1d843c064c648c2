// The Atom feed of a saved search (issue #17): its newest matching moments, no account needed. The search area
// runs the query (newest first), so the feed shows exactly what the search page would.
import { Feed } from "feed";
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { escapeHtml, sanitizeSnippet, searchVideos } from "~/features/search/search.server";
import { feedText } from "~/features/stories/stories.server";
import { AppError } from "~/lib/app-error";
import { env } from "~/lib/env.server";
import { absoluteUrl, meetingMomentPath } from "~/lib/meeting-paths";
import { formatTimestamp } from "~/lib/transcript-format";
import type { Viewer } from "~/lib/viewer";
import { ALERT_FEED_MEETINGS } from "./alerts.constants";
import { ALERT_CITY_NOT_FOUND, FEED_TITLE, PLAY_FROM } from "./alerts.copy";

export const ATOM_CONTENT_TYPE = "application/atom+xml; charset=utf-8";

/**
 * The feed's XML. A query the search page would refuse is refused with its message (BAD_REQUEST); an unknown or
 * hidden city is NOT_FOUND.
 */
export async function buildSearchFeed(options: {
  query: string;
  cityKey: string;
  viewer: Viewer | null;
}): Promise<string> {
  const city = options.cityKey
    ? await getCityByLocationKey({ locationKey: options.cityKey, viewer: options.viewer })
    : undefined;
  if (options.cityKey && !city) throw new AppError("NOT_FOUND", ALERT_CITY_NOT_FOUND);
  const { hits } = await searchVideos({
    query: options.query,
    cityId: city?.id,
    sort: "newest",
    limit: ALERT_FEED_MEETINGS,
  });
  const publicUrl = env().PUBLIC_URL;
  const params = new URLSearchParams({ q: options.query.trim() });
  if (city) params.set("city", city.locationKey);
  const selfUrl = absoluteUrl(publicUrl, `/search/feed.xml?${params.toString()}`);
  const pageUrl = absoluteUrl(publicUrl, `/search?${params.toString()}`);
  const feed = new Feed({
    id: selfUrl,
    title: feedText(FEED_TITLE(options.query.trim(), city?.name ?? "all cities")),
    link: pageUrl,
    feedLinks: { atom: selfUrl },
    updated: new Date(hits[0]?.publishedAt ?? 0),
    author: { name: "CivicLens" },
    generator: false,
  });
  for (const hit of hits) {
    for (const moment of hit.moments) {
      const url = absoluteUrl(
        publicUrl,
        meetingMomentPath(hit.city.locationKey, hit.id, moment.startSeconds, options.query.trim()),
      );
      const clock = formatTimestamp(moment.startSeconds);
      feed.addItem({
        // The library marks an entry's title as HTML: escaped, the meeting's title stays text.
        title: feedText(escapeHtml(`${hit.title} (${clock})`)),
        link: url,
        date: new Date(hit.publishedAt ?? 0),
        description: feedText(`${sanitizeSnippet(moment.snippet)} <a href="${url}">${PLAY_FROM(clock)}</a>`),
      });
    }
  }
  return feed.atom1();
}
