// A loopback stand-in for the YouTube Data API v3 (channels, playlistItems, videos) with its real JSON shapes.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeVideo = {
  id: string;
  title: string;
  description?: string;
  publishedAt: string;
  /** playlistItems' contentDetails.videoPublishedAt; defaults to publishedAt. */
  videoPublishedAt?: string;
  liveBroadcastContent?: "none" | "upcoming" | "live";
  channelTitle?: string;
  thumbnails?: Partial<Record<"default" | "medium" | "high" | "standard" | "maxres", { url: string }>>;
};

export type FakeChannel = { id: string; title: string; handle?: string; username?: string; uploads: string };

/** How the next answers go wrong, if at all. */
export type YoutubeApiFailure =
  | "quota"
  | "daily-limit"
  | "rate-limit"
  | "key-invalid"
  | "not-found"
  | "server-error"
  | "hang"
  | "malformed-json"
  | null;

export type FakeYoutubeDataApi = {
  url: string;
  requests: { resource: string; params: URLSearchParams }[];
  channels: FakeChannel[];
  /** Playlist id -> video ids, newest first (as YouTube lists uploads). */
  playlists: Map<string, string[]>;
  videos: Map<string, FakeVideo>;
  failure: YoutubeApiFailure;
  /** Only this resource fails (all when unset). */
  failOnly?: "channels" | "playlistItems" | "videos";
  close(): Promise<void>;
};

function errorBody(code: number, message: string, reason: string, domain = "youtube.quota") {
  return { error: { code, message, errors: [{ message, domain, reason }] } };
}

export async function startFakeYoutubeDataApi(): Promise<FakeYoutubeDataApi> {
  const state: Omit<FakeYoutubeDataApi, "url" | "close"> = {
    requests: [],
    channels: [],
    playlists: new Map(),
    videos: new Map(),
    failure: null,
  };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const resource = url.pathname.replace(/^\/youtube\/v3\//, "").replace(/^\//, "");
    state.requests.push({ resource, params: url.searchParams });
    const send = (status: number, body: unknown) =>
      response
        .writeHead(status, { "content-type": "application/json; charset=UTF-8" })
        .end(JSON.stringify(body));

    if (state.failure && (!state.failOnly || state.failOnly === resource)) {
      switch (state.failure) {
        case "quota":
          return send(
            403,
            errorBody(
              403,
              "The request cannot be completed because you have exceeded your quota.",
              "quotaExceeded",
            ),
          );
        case "daily-limit":
          return send(403, errorBody(403, "Daily Limit Exceeded.", "dailyLimitExceeded", "usageLimits"));
        case "rate-limit":
          return send(403, errorBody(403, "Rate limit exceeded.", "rateLimitExceeded", "usageLimits"));
        case "key-invalid":
          return send(
            400,
            errorBody(400, "API key not valid. Please pass a valid API key.", "keyInvalid", "global"),
          );
        case "not-found":
          return send(
            404,
            errorBody(
              404,
              "The playlist identified with the request's playlistId parameter cannot be found.",
              "playlistNotFound",
              "youtube.playlistItem",
            ),
          );
        case "server-error":
          return send(503, errorBody(503, "The service is currently unavailable.", "backendError", "global"));
        case "hang":
          return; // never answers; the client's time limit must end the wait
        case "malformed-json":
          return response
            .writeHead(200, { "content-type": "application/json" })
            .end('{"kind": "youtube#videoListResponse", "items": [');
      }
    }
    if (!url.searchParams.get("key")) {
      return send(403, errorBody(403, "The request is missing a valid API key.", "forbidden", "global"));
    }

    if (resource === "channels") {
      const handle = url.searchParams.get("forHandle")?.replace(/^@/, "").toLowerCase();
      const username = url.searchParams.get("forUsername")?.toLowerCase();
      const id = url.searchParams.get("id");
      const channel = state.channels.find(
        (entry) =>
          (id && entry.id === id) ||
          (handle && entry.handle?.toLowerCase() === handle) ||
          (username && entry.username?.toLowerCase() === username),
      );
      // The real API answers 200 without "items" when nothing matches.
      const body: Record<string, unknown> = {
        kind: "youtube#channelListResponse",
        etag: "fake-etag",
        pageInfo: { totalResults: channel ? 1 : 0, resultsPerPage: 5 },
      };
      if (channel) {
        body.items = [
          {
            kind: "youtube#channel",
            etag: "fake-etag",
            id: channel.id,
            snippet: {
              title: channel.title,
              description: "",
              customUrl: channel.handle ? `@${channel.handle}` : undefined,
            },
            contentDetails: { relatedPlaylists: { likes: "", uploads: channel.uploads } },
          },
        ];
      }
      return send(200, body);
    }

    if (resource === "playlistItems") {
      const playlistId = url.searchParams.get("playlistId") ?? "";
      const ids = state.playlists.get(playlistId);
      if (!ids) {
        return send(
          404,
          errorBody(
            404,
            "The playlist identified with the request's playlistId parameter cannot be found.",
            "playlistNotFound",
            "youtube.playlistItem",
          ),
        );
      }
      const pageSize = Math.min(Number(url.searchParams.get("maxResults") ?? 5), 50);
      const start = Number((url.searchParams.get("pageToken") ?? "page-0").replace("page-", ""));
      const pageIds = ids.slice(start, start + pageSize);
      const next = start + pageSize < ids.length ? `page-${start + pageSize}` : undefined;
      return send(200, {
        kind: "youtube#playlistItemListResponse",
        etag: "fake-etag",
        ...(next ? { nextPageToken: next } : {}),
        ...(start > 0 ? { prevPageToken: `page-${Math.max(0, start - pageSize)}` } : {}),
        pageInfo: { totalResults: ids.length, resultsPerPage: pageSize },
        items: pageIds.map((videoId, index) => {
          const video = state.videos.get(videoId);
          return {
            kind: "youtube#playlistItem",
            etag: "fake-etag",
            id: `item-${start + index}`,
            contentDetails: {
              videoId,
              ...(video?.liveBroadcastContent === "upcoming"
                ? {}
                : { videoPublishedAt: video?.videoPublishedAt ?? video?.publishedAt }),
            },
          };
        }),
      });
    }

    if (resource === "videos") {
      const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
      if (ids.length > 50) {
        return send(
          400,
          errorBody(
            400,
            "The request specifies an invalid filter parameter.",
            "invalidFilters",
            "youtube.parameter",
          ),
        );
      }
      const items = ids
        .map((id) => state.videos.get(id))
        .filter((video): video is FakeVideo => !!video)
        .map((video) => ({
          kind: "youtube#video",
          etag: "fake-etag",
          id: video.id,
          snippet: {
            publishedAt: video.publishedAt,
            channelId: "UCfakefakefakefakefakefa",
            title: video.title,
            description: video.description ?? "",
            thumbnails: video.thumbnails ?? {
              default: { url: `https://i.ytimg.com/vi/${video.id}/default.jpg`, width: 120, height: 90 },
              high: { url: `https://i.ytimg.com/vi/${video.id}/hqdefault.jpg`, width: 480, height: 360 },
            },
            channelTitle: video.channelTitle ?? "Fake City Council",
            liveBroadcastContent: video.liveBroadcastContent ?? "none",
          },
          contentDetails: { duration: "PT2H13M", dimension: "2d", definition: "hd", caption: "false" },
          ...(video.liveBroadcastContent && video.liveBroadcastContent !== "none"
            ? { liveStreamingDetails: { scheduledStartTime: video.publishedAt } }
            : {}),
        }));
      return send(200, {
        kind: "youtube#videoListResponse",
        etag: "fake-etag",
        items,
        pageInfo: { totalResults: items.length, resultsPerPage: items.length },
      });
    }

    return send(404, errorBody(404, "Not Found", "notFound", "global"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeYoutubeDataApi;
  fake.url = `http://127.0.0.1:${port}/youtube/v3`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** n videos with ids that look like YouTube's (11 characters), newest first, one day apart. */
export function makeFakeVideos(
  count: number,
  prefix: string,
  newest = new Date("2025-06-30T18:00:00Z"),
): FakeVideo[] {
  return Array.from({ length: count }, (_, index) => {
    const published = new Date(newest.getTime() - index * 86_400_000).toISOString();
    return {
      id: `${prefix}${String(index).padStart(11 - prefix.length, "0")}`.slice(0, 11),
      title: `${prefix} council meeting ${index}`,
      description: `Agenda item ${index}`,
      publishedAt: published,
    };
  });
}
