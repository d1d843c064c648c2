// POST /functions/v1/fetchYoutubeVideos: the spec's admin "refresh videos", {url, cityId} -> {success, newVideos, totalVideos}.
import { fetchYoutubeVideosBodySchema } from "~/features/sources/sources.schema";
import { fetchYoutubeVideos, requireAdminToRefresh } from "~/features/sources/sources.server";
import { serverFunction } from "~/lib/server-function.server";

const fn = serverFunction({
  access: "admin",
  body: fetchYoutubeVideosBodySchema,
  requireAdmin: requireAdminToRefresh,
  handle: (input) => fetchYoutubeVideos(input),
});

export const action = fn.action;
export const loader = fn.loader;
