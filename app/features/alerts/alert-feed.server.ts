// The Atom feed of a saved search (issue #17): its newest matching moments, no account needed. The search area
// runs the query (newest first), so the feed shows exactly what the search page would.
import { getCityByLocationKey } from "~/features/cities/cities.server";
import { sanitizeSnippet, searchVideos } from "~/features/search/search.server";
import { escapeXml } from "~/features/stories/stories.server";
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
  const entries = hits.flatMap((hit) =>
    hit.moments.map((moment) => {
      const url = absoluteUrl(
        publicUrl,
        meetingMomentPath(hit.city.locationKey, hit.id, moment.startSeconds, options.query.trim()),
      );
      const clock = formatTimestamp(moment.startSeconds);
      const updated = hit.publishedAt ?? new Date(0).toISOString();
      return [
        "  <entry>",
        `    <title>${escapeXml(`${hit.title} (${clock})`)}</title>`,
        `    <id>${escapeXml(url)}</id>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <updated>${updated}</updated>`,
        `    <summary type="html">${escapeXml(`${sanitizeSnippet(moment.snippet)} <a href="${url}">${PLAY_FROM(clock)}</a>`)}</summary>`,
        "  </entry>",
      ].join("\n");
    }),
  );
  const updated = hits[0]?.publishedAt ?? new Date(0).toISOString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(FEED_TITLE(options.query.trim(), city?.name ?? "all cities"))}</title>`,
    `  <id>${escapeXml(selfUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(pageUrl)}"/>`,
    `  <updated>${updated}</updated>`,
    "  <author><name>CivicLens</name></author>",
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}
