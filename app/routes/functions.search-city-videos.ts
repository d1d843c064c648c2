// POST /functions/v1/searchCityVideos: the spec's public search function, {cityId, query, limit} -> {results}.

import { getViewer } from "~/features/accounts/accounts.server";
import { METHOD_NOT_ALLOWED } from "~/features/search/search.copy";
import { searchCityVideosBodySchema } from "~/features/search/search.schema";
import { searchCityVideos } from "~/features/search/search.server";
import { jsonFailure, parseJsonBody } from "~/lib/http.server";
import type { Route } from "./+types/functions.search-city-videos";

function methodNotAllowed(): Response {
  return Response.json({ error: METHOD_NOT_ALLOWED }, { status: 405, headers: { Allow: "POST" } });
}

export function loader(_: Route.LoaderArgs) {
  return methodNotAllowed();
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();
  try {
    const body = await parseJsonBody(request, searchCityVideosBodySchema);
    const results = await searchCityVideos({ ...body, viewer: await getViewer(request) });
    return Response.json(results, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonFailure(error);
  }
}
