// /city/{key}/meeting/{id}/og.png and /city/{key}/meeting-story/{id}/og.png (and their short forms): a page's
// share card, the 1200x630 PNG its og:image names (issue #18). Answers for itself, not through the page cache:
// the card is kept by its own key, which is also its ETag, so a reader holding it gets a 304.

import { redirect } from "react-router";
import { SHARE_CARD_NOT_FOUND } from "~/features/share-cards/share-cards.copy";
import { getShareCard } from "~/features/share-cards/share-cards.server";
import { ifNoneMatchHolds } from "~/lib/etag";
import type { Route } from "./+types/share-card";

/** Browsers and crawlers keep a card an hour; a shared cache serves it a day longer while it asks again. */
const CARD_CACHE_CONTROL = "public, max-age=3600, stale-while-revalidate=86400";

export async function loader({ params, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const answer = await getShareCard({
    // The story's addresses: /meeting-story/{id} and /story/{id}; every other one is a meeting's.
    kind: /\/(meeting-story|story)\//.test(url.pathname) ? "story" : "meeting",
    videoParam: params.videoId,
    locationKey: "locationKey" in params ? params.locationKey : undefined,
  });
  // A path, never an address built from the request's Host (issue #31): a CDN may keep a 301.
  if (answer.kind === "redirect") return redirect(answer.location, 301);
  if (answer.kind === "missing") {
    return new Response(SHARE_CARD_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const etag = `"${answer.key}"`;
  const headers = new Headers({
    ETag: etag,
    "Cache-Control": CARD_CACHE_CONTROL,
    "X-Share-Card": answer.from,
    "X-Content-Type-Options": "nosniff",
  });
  if (answer.renderMs !== undefined) headers.set("Server-Timing", `render;dur=${answer.renderMs.toFixed(1)}`);
  if (ifNoneMatchHolds(request.headers.get("if-none-match"), etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Type", "image/png");
  headers.set("Content-Length", String(answer.png.length));
  return new Response(new Uint8Array(answer.png), { headers });
}
