// /search/feed.xml?q=&city=: a saved search as an Atom feed of its newest matching moments (issue #17).
import { getViewer } from "~/features/accounts/accounts.server";
import { searchFeedQuerySchema } from "~/features/alerts/alerts.schema";
import { ATOM_CONTENT_TYPE, buildSearchFeed } from "~/features/alerts/alerts.server";
import { isAppError } from "~/lib/app-error";
import { parseWith } from "~/lib/http.server";
import type { Route } from "./+types/search-feed";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  try {
    const input = parseWith(searchFeedQuerySchema, {
      q: url.searchParams.get("q") ?? undefined,
      city: url.searchParams.get("city") ?? undefined,
    });
    const xml = await buildSearchFeed({
      query: input.q,
      cityKey: input.city,
      viewer: await getViewer(request),
    });
    return new Response(xml, {
      headers: { "Content-Type": ATOM_CONTENT_TYPE, "Cache-Control": "public, max-age=900" },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
