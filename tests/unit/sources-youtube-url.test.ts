import { describe, expect, it } from "vitest";
import {
  extractYoutubeVideoId,
  isYoutubeHost,
  isYoutubeVideoId,
  parseYoutubeUrl,
} from "~/features/sources/youtube-url";

const CHANNEL = "UCk195x4zYdMx4LhqEwhcPng";
const VIDEO = "Elewn679CZI";
const PLAYLIST = "PLo7FOXNe7Yt8Lq4iSvLxKs35BXsqjl9-L";

describe("parseYoutubeUrl", () => {
  const hosts = [
    "https://www.youtube.com",
    "https://youtube.com",
    "http://m.youtube.com",
    "https://music.youtube.com",
    "http://www.youtube.com",
  ];

  it.each(hosts)("reads channel, handle, user and custom addresses on %s", (host) => {
    expect(parseYoutubeUrl(`${host}/channel/${CHANNEL}`)).toEqual({ kind: "channel", channelId: CHANNEL });
    expect(parseYoutubeUrl(`${host}/channel/${CHANNEL}/videos?view=0&sort=dd`)).toEqual({
      kind: "channel",
      channelId: CHANNEL,
    });
    expect(parseYoutubeUrl(`${host}/@SpringfieldCityCouncil`)).toEqual({
      kind: "handle",
      handle: "SpringfieldCityCouncil",
    });
    expect(parseYoutubeUrl(`${host}/@springfield.gov/streams/`)).toEqual({
      kind: "handle",
      handle: "springfield.gov",
    });
    expect(parseYoutubeUrl(`${host}/user/cityofspringfield`)).toEqual({
      kind: "user",
      name: "cityofspringfield",
    });
    expect(parseYoutubeUrl(`${host}/c/SpringfieldTV/videos`)).toEqual({
      kind: "custom",
      name: "SpringfieldTV",
    });
    expect(parseYoutubeUrl(`${host}/SpringfieldTV`)).toEqual({ kind: "custom", name: "SpringfieldTV" });
  });

  it.each(hosts)("reads video and playlist addresses on %s", (host) => {
    expect(parseYoutubeUrl(`${host}/watch?v=${VIDEO}`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`${host}/watch?feature=share&v=${VIDEO}&t=120s`)).toEqual({
      kind: "video",
      videoId: VIDEO,
    });
    expect(parseYoutubeUrl(`${host}/live/${VIDEO}?si=abc`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`${host}/shorts/${VIDEO}/`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`${host}/embed/${VIDEO}?start=30`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`${host}/v/${VIDEO}?version=3`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`${host}/playlist?list=${PLAYLIST}`)).toEqual({
      kind: "playlist",
      playlistId: PLAYLIST,
    });
    expect(parseYoutubeUrl(`${host}/playlist?list=${PLAYLIST}&si=xyz`)).toEqual({
      kind: "playlist",
      playlistId: PLAYLIST,
    });
  });

  it("reads youtu.be short links, with or without extra parameters", () => {
    expect(parseYoutubeUrl(`https://youtu.be/${VIDEO}`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl(`http://youtu.be/${VIDEO}?t=42&si=Ab_c`)).toEqual({
      kind: "video",
      videoId: VIDEO,
    });
    expect(parseYoutubeUrl(`https://youtu.be/${VIDEO}/`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl("https://youtu.be/")).toBeNull();
    expect(parseYoutubeUrl("https://youtu.be/short")).toBeNull();
  });

  it("reads a watch link inside a playlist as the video, and a list-only watch link as the playlist", () => {
    expect(parseYoutubeUrl(`https://www.youtube.com/watch?v=${VIDEO}&list=${PLAYLIST}&index=3`)).toEqual({
      kind: "video",
      videoId: VIDEO,
    });
    expect(parseYoutubeUrl(`https://www.youtube.com/watch?list=${PLAYLIST}`)).toEqual({
      kind: "playlist",
      playlistId: PLAYLIST,
    });
    expect(parseYoutubeUrl(`https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`)).toEqual({
      kind: "playlist",
      playlistId: PLAYLIST,
    });
  });

  it("accepts pasted addresses without a scheme and with surrounding spaces", () => {
    expect(parseYoutubeUrl("  youtube.com/@CityHall  ")).toEqual({ kind: "handle", handle: "CityHall" });
    expect(parseYoutubeUrl(`www.youtube.com/channel/${CHANNEL}`)).toEqual({
      kind: "channel",
      channelId: CHANNEL,
    });
    expect(parseYoutubeUrl(`youtu.be/${VIDEO}`)).toEqual({ kind: "video", videoId: VIDEO });
    expect(parseYoutubeUrl("https://WWW.YouTube.com/@CityHall")).toEqual({
      kind: "handle",
      handle: "CityHall",
    });
  });

  it("decodes percent-encoded and non-Latin handles", () => {
    expect(parseYoutubeUrl("https://www.youtube.com/@%E5%B8%82%E8%AD%B0%E4%BC%9A")).toEqual({
      kind: "handle",
      handle: "市議会",
    });
    expect(parseYoutubeUrl("https://www.youtube.com/%40CityHall")).toEqual({
      kind: "handle",
      handle: "CityHall",
    });
  });

  it("returns null for what is not a listable YouTube address", () => {
    for (const input of [
      "",
      "   ",
      "not a url",
      "ftp://www.youtube.com/@CityHall",
      "javascript:alert(1)",
      "https://vimeo.com/123456",
      "https://example.com/watch?v=Elewn679CZI",
      "https://youtube.com.evil.example/@CityHall",
      "https://www.youtube.com/",
      "https://www.youtube.com/watch",
      "https://www.youtube.com/watch?v=tooshort",
      "https://www.youtube.com/results?search_query=council",
      "https://www.youtube.com/feed/subscriptions",
      "https://www.youtube.com/channel/notachannelid",
      "https://www.youtube.com/@a",
      "https://www.youtube.com/user/",
      "https://www.youtube.com/playlist?list=WL",
      `https://www.youtube.com/playlist?list=RD${VIDEO}`,
      "https://www.youtube.com/playlist",
    ]) {
      expect(parseYoutubeUrl(input), input).toBeNull();
    }
  });
});

/** Every host that serves a YouTube video, and every path that names one (the one reader's whole union). */
const VIDEO_HOSTS = [
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
];
const VIDEO_PATHS = [
  `/watch?v=${VIDEO}`,
  `/embed/${VIDEO}`,
  `/shorts/${VIDEO}`,
  `/live/${VIDEO}`,
  `/v/${VIDEO}`,
  `/e/${VIDEO}`,
];

describe("one reader for every video address", () => {
  it.each(VIDEO_HOSTS)("reads a video id from each path form on %s", (host) => {
    for (const path of VIDEO_PATHS) {
      expect(parseYoutubeUrl(`https://${host}${path}`), `${host}${path}`).toEqual({
        kind: "video",
        videoId: VIDEO,
      });
    }
  });

  it("reads youtu.be and www.youtu.be short links", () => {
    for (const host of ["youtu.be", "www.youtu.be"]) {
      expect(parseYoutubeUrl(`https://${host}/${VIDEO}`), host).toEqual({ kind: "video", videoId: VIDEO });
      expect(isYoutubeHost(`https://${host}/${VIDEO}`), host).toBe(true);
    }
  });

  it("does not read an embedded playlist's 'videoseries' as an 11-character video id", () => {
    expect(extractYoutubeVideoId(`https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`)).toBeNull();
  });

  it("tells an 11-character video id from anything else", () => {
    expect(isYoutubeVideoId(VIDEO)).toBe(true);
    expect(isYoutubeVideoId("abc-_123XYZ")).toBe(true);
    for (const input of [null, undefined, "", "tooshort", `${VIDEO}x`, "manual:0b5c", "abc def 123"]) {
      expect(isYoutubeVideoId(input), String(input)).toBe(false);
    }
  });
});

describe("extractYoutubeVideoId", () => {
  it("returns a bare id as it is and finds the id in every video address form", () => {
    expect(extractYoutubeVideoId(VIDEO)).toBe(VIDEO);
    expect(extractYoutubeVideoId(` ${VIDEO} `)).toBe(VIDEO);
    for (const url of [
      `https://www.youtube.com/watch?v=${VIDEO}`,
      `https://m.youtube.com/watch?v=${VIDEO}&feature=youtu.be`,
      `https://youtu.be/${VIDEO}?t=1`,
      `https://www.youtube.com/live/${VIDEO}`,
      `https://www.youtube.com/shorts/${VIDEO}`,
      `https://www.youtube.com/embed/${VIDEO}`,
      `https://www.youtube-nocookie.com/embed/${VIDEO}`,
      `https://music.youtube.com/watch?v=${VIDEO}&list=${PLAYLIST}`,
    ]) {
      expect(extractYoutubeVideoId(url), url).toBe(VIDEO);
    }
  });

  it("returns null when no video id can be read", () => {
    for (const input of [
      "",
      "abc",
      `https://www.youtube.com/channel/${CHANNEL}`,
      `https://www.youtube.com/playlist?list=${PLAYLIST}`,
      "https://example.com/video.mp4",
    ]) {
      expect(extractYoutubeVideoId(input), input).toBeNull();
    }
  });
});

describe("isYoutubeHost", () => {
  it("tells YouTube hosts from others", () => {
    expect(isYoutubeHost("https://www.youtube.com/feed/trending")).toBe(true);
    expect(isYoutubeHost("youtu.be/x")).toBe(true);
    expect(isYoutubeHost("https://granicus.example.gov/ViewPublisherRSS.php?view_id=2")).toBe(false);
  });
});
