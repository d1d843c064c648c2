// /city/{key}/commitments/overdue.xml (issue #19): the city's newly overdue promises as RSS 2.0.
import { getViewer } from "~/features/accounts/accounts.server";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { buildOverdueFeed } from "~/features/memory/memory.server";
import { RSS_CONTENT_TYPE } from "~/features/stories/stories.constants";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/city.commitments-overdue";

export async function loader({ params, request }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  const feed = locationKey.success
    ? await buildOverdueFeed({
        locationKey: locationKey.data,
        viewer: await getViewer(request),
        publicUrl: env().PUBLIC_URL,
      })
    : null;
  if (!feed)
    return new Response(CITY_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(feed, {
    headers: { "Content-Type": RSS_CONTENT_TYPE, "Cache-Control": "public, max-age=900" },
  });
}
