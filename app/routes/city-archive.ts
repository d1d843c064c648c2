// /city/{locationKey}/archive.ndjson: a public city's meetings with their transcript segments, one meeting a line,
// streamed from the database (issue #18). It counts against the read API's limits (a 429 in the API's error shape once
// an address or key has spent them) and is kept per content version like the pages (issue #31); the page cache
// leaves it alone, since it would hold the whole body.
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { API_KEYED_CACHE_CONTROL, API_PUBLIC_CACHE_CONTROL } from "~/features/open-data/open-data.constants";
import { type ApiAdmission, admitApiRequest, apiError } from "~/features/open-data/open-data-api.server";
import { acceptsGzip, getCachedCityArchive } from "~/features/transcripts/city-archive-cache.server";
import { ARCHIVE_CONTENT_TYPE } from "~/features/transcripts/transcript-downloads";
import type { Route } from "./+types/city-archive";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  let admission: ApiAdmission;
  try {
    admission = await admitApiRequest(request);
  } catch (error) {
    return apiError(error);
  }
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  const archive = locationKey.success
    ? await getCachedCityArchive({
        locationKey: locationKey.data,
        contentVersion: context?.contentVersion,
        ifNoneMatch: request.headers.get("if-none-match"),
        acceptsGzip: acceptsGzip(request.headers.get("accept-encoding")),
        headOnly: request.method === "HEAD",
      })
    : ({ kind: "missing" } as const);
  if (archive.kind === "missing") {
    return new Response(CITY_NOT_FOUND, {
      status: 404,
      headers: { ...admission.headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers({
    ...admission.headers,
    // A keyed download must reach us again to be counted against its key; an anonymous one may be kept a moment.
    "Cache-Control": admission.keyed ? API_KEYED_CACHE_CONTROL : API_PUBLIC_CACHE_CONTROL,
    Vary: "Authorization, X-API-Key, Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (archive.etag) headers.set("ETag", archive.etag);
  if (archive.kind === "not-modified") return new Response(null, { status: 304, headers });
  headers.set("Content-Type", ARCHIVE_CONTENT_TYPE);
  headers.set("Content-Disposition", `attachment; filename="${archive.fileName}"`);
  headers.set("X-Archive-Cache", archive.from);
  if (archive.body instanceof Uint8Array) {
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(archive.body.byteLength));
  }
  return new Response(archive.body, { headers });
}
