// Run by Playwright as a second web server (`tsx tests/e2e/support/fake-youtube-server.ts <port>`): the fake
// public YouTube feed the e2e server reads through YOUTUBE_FEED_BASE_URL.
import { startFakeFeeds, youtubeAtomFeed } from "../../fakes/feeds";
import { E2E_CHANNEL_ID, E2E_CHANNEL_VIDEOS } from "./fake-youtube";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error("usage: fake-youtube-server.ts <port>");

const feeds = await startFakeFeeds({ port });
feeds.resources.set("/healthz", { contentType: "text/plain", body: "ok" });
feeds.resources.set(`/feeds/videos.xml?channel_id=${E2E_CHANNEL_ID}`, {
  contentType: "text/xml; charset=UTF-8",
  body: youtubeAtomFeed({
    channelId: E2E_CHANNEL_ID,
    channelTitle: "Lakeside City Council",
    entries: [...E2E_CHANNEL_VIDEOS],
  }),
});
process.stdout.write(`fake YouTube feed at ${feeds.url}\n`);

const stop = () => feeds.close().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
