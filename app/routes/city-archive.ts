// /city/{locationKey}/archive.ndjson: a public city's meetings with their transcript segments, one meeting a line,
// streamed from the database (issue #18). The page cache leaves it alone: it would hold the whole body.
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { locationKeySchema } from "~/features/meetings/meetings.schema";
import { ARCHIVE_CONTENT_TYPE } from "~/features/transcripts/transcript-downloads";
import { getCityArchive } from "~/features/transcripts/transcripts.server";
import type { Route } from "./+types/city-archive";

export async function loader({ params }: Route.LoaderArgs) {
  const locationKey = locationKeySchema.safeParse(params.locationKey);
  const archive = locationKey.success ? await getCityArchive({ locationKey: locationKey.data }) : undefined;
  if (!archive) {
    return new Response(CITY_NOT_FOUND, {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(archive.body, {
    headers: {
      "Content-Type": ARCHIVE_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${archive.fileName}"`,
      "Cache-Control": "public, max-age=300",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
