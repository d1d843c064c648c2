// A client for the YouTube Data API v3: channel -> uploads playlist -> playlist items (paged) -> video details.
import { z } from "zod";
import { env } from "~/lib/env.server";
import { fetchSource, SourceError } from "./source-fetch.server";
import { parseDate, type SourceVideo } from "./source-video";
import {
  UNFINISHED_BROADCAST_STATES,
  YOUTUBE_API_MAX_PAGES,
  YOUTUBE_API_PAGE_SIZE,
  YOUTUBE_QUOTA_REASONS,
  youtubeWatchUrl,
} from "./sources.constants";
import { SOURCES_COPY } from "./sources.copy";
import { resolveChannelIdFromPage } from "./youtube-feed.server";
import type { YoutubeTarget } from "./youtube-url";

/** `timeoutMs` overrides the usual time limit per call (tests use a short one). */
export type YoutubeApiConfig = { apiKey: string; baseUrl: string; timeoutMs?: number };

export function youtubeApiConfig(): YoutubeApiConfig | null {
  const { YOUTUBE_API_KEY, YOUTUBE_API_BASE_URL } = env();
  return YOUTUBE_API_KEY ? { apiKey: YOUTUBE_API_KEY, baseUrl: YOUTUBE_API_BASE_URL } : null;
}

const thumbnailSchema = z.object({ url: z.string() }).optional();
const thumbnailsSchema = z
  .object({
    maxres: thumbnailSchema,
    standard: thumbnailSchema,
    high: thumbnailSchema,
    medium: thumbnailSchema,
    default: thumbnailSchema,
  })
  .partial()
  .optional();

const channelListSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.string(),
        snippet: z.object({ title: z.string().optional() }).optional(),
        contentDetails: z.object({
          relatedPlaylists: z.object({ uploads: z.string().optional() }).optional(),
        }),
      }),
    )
    .optional(),
});

const playlistItemsSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      contentDetails: z.object({ videoId: z.string(), videoPublishedAt: z.string().optional() }),
    }),
  ),
});

const videoListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      snippet: z.object({
        title: z.string().optional(),
        description: z.string().optional(),
        publishedAt: z.string().optional(),
        channelTitle: z.string().optional(),
        liveBroadcastContent: z.string().optional(),
        thumbnails: thumbnailsSchema,
      }),
      liveStreamingDetails: z.object({ actualEndTime: z.string().optional() }).partial().optional(),
    }),
  ),
});

const errorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});

type NotFoundMessage = string;

/** One GET against the API; every non-OK answer becomes a SourceError that says whether to retry. */
async function apiGet<Schema extends z.ZodType>(options: {
  config: YoutubeApiConfig;
  resource: "channels" | "playlistItems" | "videos";
  params: Record<string, string>;
  schema: Schema;
  notFound: NotFoundMessage;
}): Promise<z.infer<Schema>> {
  const url = new URL(`${options.config.baseUrl.replace(/\/+$/, "")}/${options.resource}`);
  for (const [name, value] of Object.entries(options.params)) url.searchParams.set(name, value);
  url.searchParams.set("key", options.config.apiKey);
  const response = await fetchSource(url.toString(), {
    headers: { accept: "application/json" },
    ...(options.config.timeoutMs ? { timeoutMs: options.config.timeoutMs } : {}),
  });
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  if (!response.ok) throw apiFailure(response.status, body, options.notFound);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new SourceError("UPSTREAM_FAILED", SOURCES_COPY.youtubeUnreadable, true);
  return parsed.data;
}

function apiFailure(status: number, body: unknown, notFound: NotFoundMessage): SourceError {
  const parsed = errorBodySchema.safeParse(body);
  const reasons = parsed.success ? (parsed.data.error.errors ?? []).map((entry) => entry.reason ?? "") : [];
  if (reasons.some((reason) => YOUTUBE_QUOTA_REASONS.has(reason))) {
    return new SourceError("RATE_LIMITED", SOURCES_COPY.youtubeQuotaExceeded, false);
  }
  if (status === 429 || reasons.some((reason) => /rateLimitExceeded/i.test(reason))) {
    return new SourceError("RATE_LIMITED", SOURCES_COPY.youtubeRateLimited, true);
  }
  if (status >= 500) return new SourceError("UPSTREAM_FAILED", SOURCES_COPY.youtubeUnavailable, true);
  if (status === 404 || reasons.some((reason) => /notFound/i.test(reason))) {
    return new SourceError("NOT_FOUND", notFound, false);
  }
  if (reasons.includes("keyInvalid") || reasons.includes("accessNotConfigured")) {
    return new SourceError("UPSTREAM_FAILED", SOURCES_COPY.youtubeKeyRefused, false);
  }
  const detail =
    parsed.success && parsed.data.error.message ? `: ${parsed.data.error.message.slice(0, 300)}` : "";
  return new SourceError("UPSTREAM_FAILED", `${SOURCES_COPY.youtubeForbidden} (${status})${detail}`, false);
}

/** The channel's uploads playlist, found by channel id, handle or legacy user name. */
export async function findUploadsPlaylist(options: {
  config: YoutubeApiConfig;
  by: { id: string } | { forHandle: string } | { forUsername: string };
}): Promise<{ playlistId: string; channelTitle: string | null } | null> {
  const data = await apiGet({
    config: options.config,
    resource: "channels",
    params: { part: "contentDetails,snippet", ...options.by },
    schema: channelListSchema,
    notFound: SOURCES_COPY.youtubeChannelNotFound,
  });
  const channel = data.items?.[0];
  const uploads = channel?.contentDetails.relatedPlaylists?.uploads;
  return uploads ? { playlistId: uploads, channelTitle: channel?.snippet?.title ?? null } : null;
}

/**
 * The playlist's video ids, newest first as YouTube lists uploads, paging until the first id we already know
 * (everything after it was listed by an earlier refresh).
 */
export async function listPlaylistVideoIds(options: {
  config: YoutubeApiConfig;
  playlistId: string;
  knownVideoIds: ReadonlySet<string>;
}): Promise<{ videoId: string; videoPublishedAt: string | null }[]> {
  const found: { videoId: string; videoPublishedAt: string | null }[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < YOUTUBE_API_MAX_PAGES; page++) {
    const data = await apiGet({
      config: options.config,
      resource: "playlistItems",
      params: {
        part: "contentDetails",
        playlistId: options.playlistId,
        maxResults: String(YOUTUBE_API_PAGE_SIZE),
        ...(pageToken ? { pageToken } : {}),
      },
      schema: playlistItemsSchema,
      notFound: SOURCES_COPY.youtubePlaylistNotFound,
    });
    for (const item of data.items) {
      if (options.knownVideoIds.has(item.contentDetails.videoId)) return found;
      found.push({
        videoId: item.contentDetails.videoId,
        videoPublishedAt: item.contentDetails.videoPublishedAt ?? null,
      });
    }
    if (!data.nextPageToken) break;
    pageToken = data.nextPageToken;
  }
  return found;
}

function bestThumbnail(thumbnails: z.infer<typeof thumbnailsSchema>): string | null {
  if (!thumbnails) return null;
  for (const size of ["maxres", "standard", "high", "medium", "default"] as const) {
    const url = thumbnails[size]?.url;
    if (url) return url;
  }
  return null;
}

/** Details for the ids, 50 per call; upcoming and live broadcasts are left out until they are recordings. */
export async function getVideoDetails(options: {
  config: YoutubeApiConfig;
  videos: { videoId: string; videoPublishedAt: string | null }[];
  channelTitle?: string | null;
}): Promise<SourceVideo[]> {
  const publishedById = new Map(options.videos.map((video) => [video.videoId, video.videoPublishedAt]));
  const ids = [...publishedById.keys()];
  const result: SourceVideo[] = [];
  for (let start = 0; start < ids.length; start += YOUTUBE_API_PAGE_SIZE) {
    const batch = ids.slice(start, start + YOUTUBE_API_PAGE_SIZE);
    const data = await apiGet({
      config: options.config,
      resource: "videos",
      params: { part: "snippet,contentDetails,liveStreamingDetails", id: batch.join(","), maxResults: "50" },
      schema: videoListSchema,
      notFound: SOURCES_COPY.youtubeVideoNotFound,
    });
    const byId = new Map(data.items.map((item) => [item.id, item]));
    // Keeps the playlist's order; ids YouTube no longer returns (private, deleted) are skipped.
    for (const id of batch) {
      const item = byId.get(id);
      if (!item) continue;
      if (UNFINISHED_BROADCAST_STATES.has(item.snippet.liveBroadcastContent ?? "none")) continue;
      result.push({
        videoId: id,
        title: item.snippet.title?.trim() || SOURCES_COPY.untitledVideo,
        description: item.snippet.description?.trim() || null,
        videoUrl: youtubeWatchUrl(id),
        thumbnailUrl: bestThumbnail(item.snippet.thumbnails),
        channelTitle: item.snippet.channelTitle ?? options.channelTitle ?? null,
        publishedAt: parseDate(publishedById.get(id)) ?? parseDate(item.snippet.publishedAt),
        mediaUrl: null,
        captionsUrl: null,
      });
    }
  }
  return result;
}

/** Everything new at a YouTube address, through the Data API. */
export async function listYoutubeApiVideos(options: {
  config: YoutubeApiConfig;
  target: YoutubeTarget;
  knownVideoIds: ReadonlySet<string>;
}): Promise<SourceVideo[]> {
  const { config, target, knownVideoIds } = options;
  if (target.kind === "video") {
    const videos = await getVideoDetails({
      config,
      videos: [{ videoId: target.videoId, videoPublishedAt: null }],
    });
    if (videos.length === 0) {
      throw new SourceError("NOT_FOUND", SOURCES_COPY.youtubeVideoNotFound, false);
    }
    return videos;
  }
  let playlistId: string;
  let channelTitle: string | null = null;
  if (target.kind === "playlist") {
    playlistId = target.playlistId;
  } else {
    const uploads = await resolveUploads({ config, target });
    if (!uploads) throw new SourceError("NOT_FOUND", SOURCES_COPY.youtubeChannelNotFound, false);
    playlistId = uploads.playlistId;
    channelTitle = uploads.channelTitle;
  }
  const listed = await listPlaylistVideoIds({ config, playlistId, knownVideoIds });
  return getVideoDetails({ config, videos: listed, channelTitle });
}

async function resolveUploads(options: {
  config: YoutubeApiConfig;
  target: Exclude<YoutubeTarget, { kind: "video" } | { kind: "playlist" }>;
}) {
  const { config, target } = options;
  switch (target.kind) {
    case "channel":
      return findUploadsPlaylist({ config, by: { id: target.channelId } });
    case "handle":
      return findUploadsPlaylist({ config, by: { forHandle: `@${target.handle}` } });
    case "user":
      return findUploadsPlaylist({ config, by: { forUsername: target.name } });
    case "custom":
      // The API cannot look up /c/ names; most channels claimed the same name as their handle.
      // Failing both, the channel page names its id.
      return (
        (await findUploadsPlaylist({ config, by: { forHandle: `@${target.name}` } })) ??
        (await findUploadsPlaylist({ config, by: { forUsername: target.name } })) ??
        (await findUploadsPlaylist({
          config,
          by: { id: await resolveChannelIdFromPage(target, config.timeoutMs) },
        }))
      );
  }
}
