// A visitor's meeting that plays from YouTube (ADR 0053): the page comes with its island alone, never the app. The
// island binds YouTube's IFrame Player API to the frame, follows the playing video, and says "Unable to embed video"
// when the player cannot play.
import { expect, type Page, test } from "@playwright/test";
import { LABELS, TOASTS } from "../../app/features/admin-cities/admin-cities.copy";
import { UNABLE_TO_EMBED_VIDEO, WATCH_ON_YOUTUBE } from "../../app/features/meetings/meetings.copy";
import { enterDemoSession } from "./support/accounts";
import { createCity, expectToast, refreshVideosOfNewUrl } from "./support/city-management";
import { E2E_CHANNEL_URL, E2E_CHANNEL_VIDEOS } from "./support/fake-youtube";

const [first] = E2E_CHANNEL_VIDEOS;

/**
 * YouTube's IFrame Player API as the page sees it: a Player bound to a frame, ready soon after, that reports its
 * state and time and takes listeners. `__fakeYoutube.play(seconds)` is the reader pressing play inside the frame.
 */
const FAKE_IFRAME_API = `(() => {
  const players = [];
  function Player(frame, options) {
    this.frame = frame;
    this.state = -1;
    this.time = 0;
    this.timeReads = 0;
    this.listeners = { onReady: [], onError: [], onStateChange: [] };
    for (const [name, listener] of Object.entries(options.events || {})) this.listeners[name].push(listener);
    players.push(this);
    setTimeout(() => this.emit("onReady", { target: this }), 10);
  }
  Player.prototype.emit = function (name, event) { for (const listener of this.listeners[name]) listener(event); };
  Player.prototype.addEventListener = function (name, listener) { this.listeners[name].push(listener); };
  Player.prototype.getPlayerState = function () { return this.state; };
  Player.prototype.getCurrentTime = function () { this.timeReads += 1; return this.time; };
  Player.prototype.seekTo = function (seconds) { this.time = seconds; };
  Player.prototype.playVideo = function () { this.state = 1; this.emit("onStateChange", { data: 1 }); };
  Player.prototype.destroy = function () {};
  window.YT = { Player, PlayerState: { PLAYING: 1, PAUSED: 2 } };
  window.__fakeYoutube = {
    players,
    play(seconds) { for (const player of players) { player.time = seconds; player.playVideo(); } },
  };
  if (window.onYouTubeIframeAPIReady) window.onYouTubeIframeAPIReady();
})();`;

type FakeYoutube = {
  players: { timeReads: number; listeners: Record<string, unknown[]> }[];
  play(seconds: number): void;
};

/** The admin makes a Live city from the fake channel; the meeting page of its first video, for a visitor. */
async function youtubeMeetingForAVisitor(page: Page): Promise<string> {
  await enterDemoSession(page, "admin");
  await page.goto("/admin/city-management");
  await createCity(page, "Playerville");
  const details = page.getByRole("region", { name: LABELS.cityDetailsHeading });
  await details.getByRole("button", { name: LABELS.edit }).click();
  await details.getByRole("combobox", { name: LABELS.status }).selectOption("Live");
  await details.getByRole("button", { name: LABELS.save }).click();
  await expectToast(page, TOASTS.cityUpdated);
  const videos = await refreshVideosOfNewUrl(page, "Council channel", E2E_CHANNEL_URL);
  const link = videos.getByRole("link", { name: LABELS.openMeetingPage(first.title) });
  const path = await link.getAttribute("href");
  expect(path).toBeTruthy();
  await page.context().clearCookies();
  return path ?? "";
}

/** Our own scripts the browser fetched (YouTube's are not ours). */
function ourScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (response.request().resourceType() === "script" && url.pathname.startsWith("/assets/"))
      scripts.push(url.pathname);
  });
  return scripts;
}

const appStarted = (scripts: string[]) => scripts.some((script) => script.includes("/entry.client-"));

test.describe("a visitor's meeting that plays from YouTube", () => {
  test.setTimeout(120_000);

  test("comes with the island alone, which binds one player and follows it while it plays", async ({
    page,
  }) => {
    const path = await youtubeMeetingForAVisitor(page);
    await page.route("https://www.youtube.com/iframe_api", (route) =>
      route.fulfill({ contentType: "text/javascript", body: FAKE_IFRAME_API }),
    );
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\/embed\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Player</title>" }),
    );
    const scripts = ourScripts(page);
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
    const fake = () =>
      page.evaluate(() => (window as unknown as { __fakeYoutube: FakeYoutube }).__fakeYoutube);
    await expect.poll(async () => (await fake()).players.length).toBe(1);

    await page.evaluate(() => (window as unknown as { __fakeYoutube: FakeYoutube }).__fakeYoutube.play(42));
    // The island reads the playing second (for the transcript) from its one player.
    await expect.poll(async () => (await fake()).players[0]?.timeReads ?? 0).toBeGreaterThan(0);
    expect((await fake()).players).toHaveLength(1);
    await expect(page.locator("iframe")).toHaveCount(1);
    await expect(page.getByText(UNABLE_TO_EMBED_VIDEO, { exact: true })).toHaveCount(0);
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/meeting-page\.island-[\w-]+\.js$/)]);
  });

  test("whose player cannot reach YouTube says Unable to embed video with the Watch link, without the app", async ({
    page,
  }) => {
    const path = await youtubeMeetingForAVisitor(page);
    await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube\.com|youtube-nocookie\.com|ytimg\.com)\//, (route) =>
      route.abort("blockedbyclient"),
    );
    const scripts = ourScripts(page);
    await page.goto(path);
    await expect(page.getByText(UNABLE_TO_EMBED_VIDEO, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: WATCH_ON_YOUTUBE })).toHaveAttribute(
      "href",
      `https://www.youtube.com/watch?v=${first.videoId}`,
    );
    await expect(page.locator("iframe")).toHaveCount(0);
    expect(appStarted(scripts)).toBe(false);
  });
});
