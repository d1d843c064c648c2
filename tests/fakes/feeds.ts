// A loopback stand-in for youtube.com's public side (Atom feeds, channel pages, oEmbed) and for any web feed or
// media file a source may point at, serving real XML/HTML/JSON with switches for failures.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeResource = {
  status?: number;
  contentType: string;
  body: string | Buffer;
  /** Sent in answer to HEAD (a media server announces a big file it does not send). */
  contentLength?: number;
  /** This path answers HEAD with 405, as some servers do. */
  refuseHead?: boolean;
};

export type FeedFailure = "not-found" | "server-error" | "hang" | "malformed-xml" | null;

export type FakeFeeds = {
  url: string;
  /** Exact path + query (e.g. "/feeds/videos.xml?channel_id=UC...") or path -> what it serves. */
  resources: Map<string, FakeResource>;
  requests: { method: string; path: string }[];
  failure: FeedFailure;
  close(): Promise<void>;
};

/** `port`: a fixed port, for a fake the browser tests' server is told about before it starts. */
export async function startFakeFeeds(options: { port?: number } = {}): Promise<FakeFeeds> {
  const state: Omit<FakeFeeds, "url" | "close"> = { resources: new Map(), requests: [], failure: null };
  const server: Server = createServer((request, response) => {
    const path = request.url ?? "/";
    const method = request.method ?? "GET";
    state.requests.push({ method, path });
    if (state.failure === "hang") return;
    if (state.failure === "not-found")
      return response.writeHead(404, { "content-type": "text/html" }).end("<html><body>404</body></html>");
    if (state.failure === "server-error")
      return response
        .writeHead(500, { "content-type": "text/html" })
        .end("<html><body>Internal error</body></html>");
    if (state.failure === "malformed-xml") {
      return response
        .writeHead(200, { "content-type": "text/xml; charset=UTF-8" })
        .end(
          '<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom"><entry><title>Cut off',
        );
    }
    const resource = state.resources.get(path) ?? state.resources.get(path.split("?")[0] ?? path);
    if (!resource)
      return response
        .writeHead(404, { "content-type": "text/html" })
        .end("<html><body>Not Found</body></html>");
    if (method === "HEAD") {
      if (resource.refuseHead) return response.writeHead(405).end();
      const length = resource.contentLength ?? Buffer.byteLength(resource.body);
      return response
        .writeHead(resource.status ?? 200, {
          "content-type": resource.contentType,
          "content-length": String(length),
        })
        .end();
    }
    response.writeHead(resource.status ?? 200, { "content-type": resource.contentType }).end(resource.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const fake = state as FakeFeeds;
  fake.url = `http://127.0.0.1:${port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A feed in the shape youtube.com/feeds/videos.xml serves. */
export function youtubeAtomFeed(options: {
  channelId: string;
  channelTitle: string;
  entries: { videoId: string; title: string; published: string; description?: string }[];
}): string {
  const entries = options.entries
    .map(
      (entry) => ` <entry>
  <id>yt:video:${entry.videoId}</id>
  <yt:videoId>${entry.videoId}</yt:videoId>
  <yt:channelId>${options.channelId}</yt:channelId>
  <title>${escapeXml(entry.title)}</title>
  <link rel="alternate" href="https://www.youtube.com/watch?v=${entry.videoId}"/>
  <author>
   <name>${escapeXml(options.channelTitle)}</name>
   <uri>https://www.youtube.com/channel/${options.channelId}</uri>
  </author>
  <published>${entry.published}</published>
  <updated>${entry.published}</updated>
  <media:group>
   <media:title>${escapeXml(entry.title)}</media:title>
   <media:content url="https://www.youtube.com/v/${entry.videoId}?version=3" type="application/x-shockwave-flash" width="640" height="390"/>
   <media:thumbnail url="https://i1.ytimg.com/vi/${entry.videoId}/hqdefault.jpg" width="480" height="360"/>
   <media:description>${escapeXml(entry.description ?? "")}</media:description>
   <media:community>
    <media:starRating count="3" average="5.00" min="1" max="5"/>
    <media:statistics views="120"/>
   </media:community>
  </media:group>
 </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns:yt="http://www.youtube.com/xml/schemas/2015" xmlns:media="http://search.yahoo.com/mrss/" xmlns="http://www.w3.org/2005/Atom">
 <link rel="self" href="http://www.youtube.com/feeds/videos.xml?channel_id=${options.channelId}"/>
 <id>yt:channel:${options.channelId}</id>
 <yt:channelId>${options.channelId}</yt:channelId>
 <title>${escapeXml(options.channelTitle)}</title>
 <link rel="alternate" href="https://www.youtube.com/channel/${options.channelId}"/>
 <author>
  <name>${escapeXml(options.channelTitle)}</name>
  <uri>https://www.youtube.com/channel/${options.channelId}</uri>
 </author>
 <published>2012-11-14T09:11:23+00:00</published>
${entries}
</feed>
`;
}

/** A channel page as youtube.com serves it, naming its channel id the ways the real page does. */
export function youtubeChannelPage(channelId: string, how: "canonical" | "json" | "meta" | "none"): string {
  const head =
    how === "canonical"
      ? `<link rel="canonical" href="https://www.youtube.com/channel/${channelId}">`
      : how === "meta"
        ? `<meta itemprop="identifier" content="${channelId}">`
        : "";
  const script =
    how === "json"
      ? `<script>var ytInitialData = {"metadata":{"channelMetadataRenderer":{"title":"Council","channelId":"${channelId}"}}};</script>`
      : "";
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Council - YouTube</title>${head}</head><body>${script}</body></html>`;
}

/** A Granicus ViewPublisherRSS "vpodcast" style RSS 2.0 feed with MP4 enclosures. */
export function granicusPodcastFeed(options: {
  base: string;
  items: { clipId: number; title: string; pubDate: string; withGuid?: boolean }[];
}): string {
  const items = options.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${options.base}/MediaPlayer.php?view_id=2&amp;clip_id=${item.clipId}</link>
      ${item.withGuid === false ? "" : `<guid isPermaLink="false">granicus-clip-${item.clipId}</guid>`}
      <pubDate>${item.pubDate}</pubDate>
      <description>${escapeXml(`${item.title} &mdash; agenda and minutes`)}</description>
      <enclosure url="${options.base}/media/clip_${item.clipId}.mp4" length="482311220" type="video/mp4" />
      <media:content url="${options.base}/media/clip_${item.clipId}.mp4" type="video/mp4" medium="video" />
    </item>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>City of Springfield - City Council</title>
    <link>${options.base}/ViewPublisher.php?view_id=2</link>
    <description>Video podcast of City Council meetings</description>
    <itunes:image href="${options.base}/images/podcast.png" />
${items}
  </channel>
</rss>
`;
}

/**
 * The settings under which the app reads YouTube's public feed from this fake: loopback allowed (the fake is not an
 * operator endpoint) and no API key, so the feed is what a refresh reads.
 */
export function youtubeFeedSettings(feeds: Pick<FakeFeeds, "url">): Record<string, string> {
  return { FETCH_ALLOW_PRIVATE_NETWORKS: "1", YOUTUBE_API_KEY: "", YOUTUBE_FEED_BASE_URL: feeds.url };
}
