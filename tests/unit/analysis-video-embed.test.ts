import { describe, expect, it } from "vitest";
import { resolveVideoSource } from "~/features/meetings/video-embed";
import { parseYoutubeUrl } from "~/features/sources/youtube-url";

const VIDEO = "Elewn679CZI";
const PLAYLIST = "PLo7FOXNe7Yt8Lq4iSvLxKs35BXsqjl9-L";

describe("the meeting player reads addresses with the sources' one YouTube reader", () => {
  it("plays every video address the sources accept, whatever YouTube host or path form", () => {
    for (const address of [
      `https://www.youtube.com/watch?v=${VIDEO}`,
      `https://m.youtube.com/watch?v=${VIDEO}&feature=share`,
      `https://music.youtube.com/watch?v=${VIDEO}`,
      `https://youtube.com/shorts/${VIDEO}`,
      `https://www.youtube.com/live/${VIDEO}?si=abc`,
      `https://www.youtube.com/v/${VIDEO}`,
      `https://www.youtube.com/e/${VIDEO}`,
      `https://youtube-nocookie.com/embed/${VIDEO}`,
      `https://www.youtube-nocookie.com/embed/${VIDEO}?start=30`,
      `https://youtu.be/${VIDEO}`,
      `https://www.youtu.be/${VIDEO}`,
    ]) {
      expect(parseYoutubeUrl(address), address).toEqual({ kind: "video", videoId: VIDEO });
      expect(resolveVideoSource({ videoUrl: address, videoId: "not-an-id" }), address).toEqual({
        kind: "youtube",
        youtubeId: VIDEO,
        watchUrl: new URL(address).toString(),
      });
    }
  });

  it("falls back to the stored id when the YouTube address names no video", () => {
    expect(
      resolveVideoSource({
        videoUrl: `https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`,
        videoId: VIDEO,
      }),
    ).toMatchObject({ kind: "youtube", youtubeId: VIDEO });
    expect(
      resolveVideoSource({
        videoUrl: `https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`,
        videoId: null,
      }),
    ).toEqual({
      kind: "unembeddable",
      watchUrl: `https://www.youtube.com/embed/videoseries?list=${PLAYLIST}`,
      host: "youtube",
    });
  });

  it("links out, without embedding, to a video on another host, even one shaped like a YouTube address", () => {
    for (const address of [
      `https://example.com/watch?v=${VIDEO}`,
      `https://youtube.com.evil.example/watch?v=${VIDEO}`,
    ]) {
      expect(resolveVideoSource({ videoUrl: address, videoId: VIDEO }), address).toEqual({
        kind: "unembeddable",
        watchUrl: address,
        host: "other",
      });
    }
  });

  it("builds the watch link from a stored id alone, and never plays a stored id that is not one", () => {
    expect(resolveVideoSource({ videoUrl: null, videoId: VIDEO })).toEqual({
      kind: "youtube",
      youtubeId: VIDEO,
      watchUrl: `https://www.youtube.com/watch?v=${VIDEO}`,
    });
    expect(resolveVideoSource({ videoUrl: null, videoId: "manual:0b5c2f4e" })).toEqual({
      kind: "unembeddable",
      watchUrl: null,
      host: "youtube",
    });
  });
});
