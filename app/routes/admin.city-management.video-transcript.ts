// GET /admin/city-management/videos/:videoId/transcript: one video's transcript as JSON, for the video editor
// (the videos table carries only transcript lengths, since a meeting's transcript can run to megabytes).
import { requireAdmin } from "~/features/accounts/accounts.server";
import { getVideoTranscript } from "~/features/admin-cities/admin-cities.server";
import { jsonFailure } from "~/lib/http.server";
import type { Route } from "./+types/admin.city-management.video-transcript";

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  try {
    const transcript = await getVideoTranscript({ videoId: params.videoId });
    return Response.json(transcript, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return jsonFailure(error);
  }
}
