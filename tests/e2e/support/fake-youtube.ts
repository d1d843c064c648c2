// YouTube's public feed as the browser tests' server sees it: a loopback fake on a fixed port, started by
// Playwright beside the server (playwright.config.ts), serving one channel's Atom feed. Any other channel is
// answered 404, as youtube.com answers a feed it does not have.
export const E2E_CHANNEL_ID = "UCe2eCityManagement00001";
export const E2E_CHANNEL_URL = `https://www.youtube.com/channel/${E2E_CHANNEL_ID}`;
export const E2E_UNKNOWN_CHANNEL_URL = "https://www.youtube.com/channel/UCe2eNoSuchChannel000001";

export const E2E_CHANNEL_VIDEOS = [
  {
    videoId: "e2eCityMgt1",
    title: "City Council Regular Meeting, June 3",
    published: "2025-06-04T02:00:00+00:00",
  },
  {
    videoId: "e2eCityMgt2",
    title: "City Council Study Session, May 20",
    published: "2025-05-21T02:00:00+00:00",
  },
  {
    videoId: "e2eCityMgt3",
    title: "City Council Regular Meeting, May 6",
    published: "2025-05-07T02:00:00+00:00",
  },
] as const;

export function fakeYoutubePort(appPort: number): number {
  return Number(process.env.E2E_FAKE_YOUTUBE_PORT ?? appPort + 100);
}
