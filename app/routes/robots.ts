// /robots.txt: crawlers may read everything public, never the admin pages or the server functions.
import { buildRobotsTxt } from "~/features/stories/sitemap";
import { env } from "~/lib/env.server";

export function loader() {
  return new Response(buildRobotsTxt(env().PUBLIC_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
