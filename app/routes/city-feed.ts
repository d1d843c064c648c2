// /city/{locationKey}/feed.xml: the city's newest meeting stories as RSS 2.0.
import { z } from "zod";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { buildCityFeedXml } from "~/features/stories/feeds";
import { RSS_CONTENT_TYPE } from "~/features/stories/stories.constants";
import { getCityStoryFeed } from "~/features/stories/stories.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/city-feed";

const paramsSchema = z.object({ locationKey: z.string().trim().min(1).max(200) });

export async function loader({ params }: Route.LoaderArgs) {
  const parsed = paramsSchema.safeParse(params);
  const feed = parsed.success ? await getCityStoryFeed({ locationKey: parsed.data.locationKey }) : undefined;
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
