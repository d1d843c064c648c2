// /city/{locationKey}/feed.xml: the city's newest meeting stories as RSS 2.0.

import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { buildCityFeedXml } from "~/features/stories/feeds";
import { RSS_CONTENT_TYPE } from "~/features/stories/stories.constants";
import { getCityStoryFeed } from "~/features/stories/stories.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/city-feed";

export async function loader({ params, request }: Route.LoaderArgs) {
  // A key that cannot be a location key (a NUL, a space) names no city: 404 before any query.
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  const feed = locationKey.success
    ? await getCityStoryFeed({ locationKey: locationKey.data, viewer: await getViewer(request) })
    : undefined;
  if (!feed) {
    return new Response(CITY_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(buildCityFeedXml(feed, env().PUBLIC_URL), {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=900" },
  });
}
