// The transcript fallbacks against loopback fakes: YouTube captions, published captions, speech-to-text, saving.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchSourceCaptions } from "~/features/transcripts/source-captions.server";
import { splitMedia, transcribeMedia } from "~/features/transcripts/speech-to-text.server";
import {
  FAILED_TO_FETCH_TRANSCRIPT,
  NO_TRANSCRIPT_AVAILABLE,
  TRANSCRIPT_EMPTY,
  TRANSCRIPT_TOO_LARGE,
} from "~/features/transcripts/transcripts.copy";
import {
  fetchTranscriptForVideo,
  importTranscript,
  saveTranscript,
} from "~/features/transcripts/transcripts.server";
import { readWavInfo, sliceWav } from "~/features/transcripts/wav-audio.server";
import { fetchYoutubeCaptions } from "~/features/transcripts/youtube-captions.server";
import { db } from "~/lib/db.server";
import { createCity, createVideo } from "../factories/cities";
import { sineWav, storedTranscript } from "../factories/transcripts";
import { startFakeSpeechToText } from "../fakes/speech-to-text";
import { type CaptionScenario, startFakeYoutubeCaptions } from "../fakes/youtube-captions";
import { setTestEnvironment } from "../setup/test-environment";

const IDS: Record<string, CaptionScenario> = {
  okVideo0001: "ok",
  asrVideo001: "asr-only",
  noCaptions1: "no-captions",
  noPlayer001: "no-player",
  loginReq001: "login-required",
  emptyTrack1: "empty-track",
  hangVideo01: "hang",
  malformed01: "malformed-track",
  serverErr01: "server-error",
};

let youtube: Awaited<ReturnType<typeof startFakeYoutubeCaptions>>;
let speech: Awaited<ReturnType<typeof startFakeSpeechToText>>;
let captionsServer: Server;
let captionsBase = "";
const VTT =
  "WEBVTT\n\n00:00:01.000 --> 00:00:03.000\n<v Mayor Ruiz>We are called to order.</v>\n\n00:00:03.000 --> 00:00:05.000\nRoll call, please.\n";

beforeAll(async () => {
  youtube = await startFakeYoutubeCaptions({
    scenarios: IDS,
    events: [
      { tStartMs: 1000, dDurationMs: 2000, segs: [{ utf8: "good evening" }] },
      { tStartMs: 3000, dDurationMs: 2500, segs: [{ utf8: "the meeting will" }, { utf8: " come to order" }] },
    ],
  });
  speech = await startFakeSpeechToText();
  captionsServer = createServer((request, response) => {
    if (request.url === "/captions.vtt")
      return void response.writeHead(200, { "content-type": "text/vtt" }).end(VTT);
    if (request.url === "/empty.vtt")
      return void response.writeHead(200, { "content-type": "text/vtt" }).end("WEBVTT\n\n");
    if (request.url === "/busy.vtt") return void response.writeHead(503).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => captionsServer.listen(0, "127.0.0.1", resolve));
  captionsBase = `http://127.0.0.1:${(captionsServer.address() as AddressInfo).port}`;
  setTestEnvironment({
    FETCH_ALLOW_PRIVATE_NETWORKS: "1",
    YOUTUBE_WATCH_BASE_URL: youtube.url,
    ASR_BASE_URL: `${speech.url}/v1`,
    ASR_API_KEY: "test-asr-key",
    ASR_MODEL: "whisper-test",
    ASR_CHUNK_SECONDS: "10",
  });
});

afterAll(async () => {
  await youtube.close();
  await speech.close();
  captionsServer.closeAllConnections();
  await new Promise((resolve) => captionsServer.close(resolve));
});

describe("YouTube caption tracks", () => {
  it("prefers the English track written by a person and reads json3", async () => {
    const result = await fetchYoutubeCaptions({ youtubeId: "okVideo0001" });
    expect(result.status).toBe("ok");
    if (result.status !== "ok") return;
    expect(result.track).toMatchObject({ languageCode: "en", kind: null });
    expect(result.segments).toEqual([
      { startSeconds: 1, endSeconds: 3, speaker: null, text: "good evening" },
      { startSeconds: 3, endSeconds: 5.5, speaker: null, text: "the meeting will come to order" },
    ]);
    expect(youtube.requests.some((request) => request.includes("fmt=json3"))).toBe(true);
  });

  it("falls back to English speech recognition", async () => {
    const result = await fetchYoutubeCaptions({ youtubeId: "asrVideo001" });
    expect(result.status === "ok" && result.track.kind).toBe("asr");
  });

  it("tells 'no captions' apart from 'blocked'", async () => {
    expect((await fetchYoutubeCaptions({ youtubeId: "noCaptions1" })).status).toBe("no-captions");
    expect((await fetchYoutubeCaptions({ youtubeId: "noPlayer001" })).status).toBe("blocked");
    expect((await fetchYoutubeCaptions({ youtubeId: "loginReq001" })).status).toBe("blocked");
    expect((await fetchYoutubeCaptions({ youtubeId: "emptyTrack1" })).status).toBe("blocked");
  });

  it("gives up quickly on a hang, and reports malformed tracks and 5xx", async () => {
    // The outcome proves the 300 ms limit fired: a hang that was waited out would end the test by its own timeout.
    const hung = await fetchYoutubeCaptions({ youtubeId: "hangVideo01", timeoutMs: 300 });
    expect(hung).toMatchObject({ status: "failed", transient: true });
    expect(await fetchYoutubeCaptions({ youtubeId: "malformed01" })).toMatchObject({
      status: "failed",
      transient: false,
    });
    expect(await fetchYoutubeCaptions({ youtubeId: "serverErr01" })).toMatchObject({
      status: "failed",
      transient: true,
    });
  });
});

describe("captions published by the source", () => {
  it("parses WebVTT and rejects an empty file", async () => {
    const ok = await fetchSourceCaptions({ captionsUrl: `${captionsBase}/captions.vtt` });
    expect(ok.ok && ok.segments[0]).toEqual({
      startSeconds: 1,
      endSeconds: 3,
      speaker: "Mayor Ruiz",
      text: "We are called to order.",
    });
    expect(await fetchSourceCaptions({ captionsUrl: `${captionsBase}/empty.vtt` })).toMatchObject({
      ok: false,
      empty: true,
      reason: expect.stringContaining(TRANSCRIPT_EMPTY),
    });
    expect(await fetchSourceCaptions({ captionsUrl: `${captionsBase}/busy.vtt` })).toMatchObject({
      ok: false,
      transient: true,
    });
  });
});

describe("speech-to-text", () => {
  it("slices a WAV into chunks on frame boundaries with exact offsets", () => {
    const wav = sineWav(25);
    const info = readWavInfo(wav);
    expect(info).toMatchObject({ sampleRate: 8000, channels: 1, dataLength: 400_000 });
    const chunks = sliceWav(wav, info as NonNullable<typeof info>, { chunkSeconds: 10, maxBytes: 1_000_000 });
    expect(chunks.map((chunk) => [chunk.offsetSeconds, chunk.durationSeconds])).toEqual([
      [0, 10],
      [10, 10],
      [20, 5],
    ]);
    expect(readWavInfo(chunks[2]?.data as Buffer)?.dataLength).toBe(80_000);
    // The 25 MB ceiling wins over the seconds asked for.
    expect(
      sliceWav(wav, info as NonNullable<typeof info>, { chunkSeconds: 600, maxBytes: 160_044 }),
    ).toHaveLength(3);
  });

  it("sends verbose_json requests, offsets each chunk's times and drops unreliable segments", async () => {
    speech.setMode("ok");
    speech.uploads.length = 0;
    const segments = await transcribeMedia({ media: sineWav(25), filename: "meeting.wav" });
    expect(speech.uploads).toHaveLength(3);
    const [first] = speech.uploads;
    expect(first?.fields).toMatchObject({
      model: ["whisper-test"],
      response_format: ["verbose_json"],
      "timestamp_granularities[]": ["segment"],
    });
    expect(first?.headers.authorization).toBe("Bearer test-asr-key");
    expect(speech.uploads.map((upload) => upload.durationSeconds)).toEqual([10, 10, 5]);
    expect(segments.map((segment) => segment.startSeconds)).toEqual([
      0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24,
    ]);
    expect(segments[5]).toEqual({ startSeconds: 10, endSeconds: 12, speaker: null, text: "part 2 second 0" });
    expect(segments.at(-1)).toEqual({
      startSeconds: 24,
      endSeconds: 25,
      speaker: null,
      text: "part 3 second 4",
    });
    expect(segments.some((segment) => /silence|mumble/.test(segment.text))).toBe(false);
  });

  it("reports 429 and 5xx as transient, malformed JSON and 400 as permanent", async () => {
    for (const [mode, transient] of [
      ["rate-limited", true],
      ["server-error", true],
      ["malformed", false],
      ["bad-request", false],
    ] as const) {
      speech.setMode(mode);
      await expect(transcribeMedia({ media: sineWav(3), filename: "a.wav" })).rejects.toMatchObject({
        transient,
      });
    }
    speech.setMode("ok");
  });

  it("names ffmpeg when a large non-WAV file cannot be split", async () => {
    await expect(
      splitMedia({
        media: Buffer.alloc(26 * 1024 * 1024, 1),
        filename: "big.mp4",
        chunkSeconds: 600,
        useFfmpeg: false,
      }),
    ).rejects.toThrow(/ffmpeg/);
    expect(
      await splitMedia({
        media: Buffer.alloc(1024, 1),
        filename: "small.mp3",
        chunkSeconds: 600,
        useFfmpeg: false,
      }),
    ).toHaveLength(1);
  });
});

describe("saving and the ordered fallbacks", () => {
  it("saves text, source and segments, replacing the old segments", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    await saveTranscript({
      videoId: video.id,
      source: "upload",
      segments: [
        { startSeconds: 0, endSeconds: 1, speaker: null, text: "old" },
        { startSeconds: 1, endSeconds: 2, speaker: null, text: "older" },
      ],
    });
    await saveTranscript({
      videoId: video.id,
      source: "source_captions",
      segments: [{ startSeconds: 5, endSeconds: 6, speaker: "Clerk", text: "new" }],
    });
    const stored = await storedTranscript(video.id);
    expect(stored.transcript).toBe("[00:00:05] Clerk: new");
    expect(stored.source).toBe("source_captions");
    expect(stored.segments.map((segment) => [segment.position, segment.text, segment.speaker])).toEqual([
      [0, "new", "Clerk"],
    ]);
  });

  it("writes nothing when the segments cannot be stored (one transaction)", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, {
      transcript: "[00:00:00] good transcript",
      transcriptSource: "seed",
    });
    await saveTranscript({
      videoId: video.id,
      source: "seed",
      segments: [{ startSeconds: 0, endSeconds: 1, speaker: null, text: "good transcript" }],
    });
    // A test-only trigger refuses one segment, after the row update and the delete have run.
    await db().execute(sql`create or replace function refuse_explode() returns trigger language plpgsql as $$
      begin if new.text = 'explode' then raise exception 'refused'; end if; return new; end $$`);
    await db().execute(
      sql`create trigger refuse_explode before insert on transcript_segments for each row execute function refuse_explode()`,
    );
    await expect(
      saveTranscript({
        videoId: video.id,
        source: "upload",
        segments: [
          { startSeconds: 0, endSeconds: 1, speaker: null, text: "bad" },
          { startSeconds: 1, endSeconds: 2, speaker: null, text: "explode" },
        ],
      }),
    ).rejects.toThrow();
    const stored = await storedTranscript(video.id);
    expect(stored.transcript).toBe("[00:00:00] good transcript");
    expect(stored.segments).toHaveLength(1);
  });

  it("uses YouTube captions first and records the source", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, {
      videoId: "okVideo0001",
      videoUrl: "https://www.youtube.com/watch?v=okVideo0001",
      captionsUrl: `${captionsBase}/captions.vtt`,
    });
    const result = await fetchTranscriptForVideo({ videoId: video.id });
    expect(result).toMatchObject({ ok: true, source: "youtube_captions" });
    expect((await storedTranscript(video.id)).source).toBe("youtube_captions");
  });

  it("falls back to source captions when YouTube blocks this server", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, {
      videoId: "emptyTrack1",
      videoUrl: "https://youtu.be/emptyTrack1",
      captionsUrl: `${captionsBase}/captions.vtt`,
    });
    const result = await fetchTranscriptForVideo({ videoId: video.id });
    expect(result).toMatchObject({ ok: true, source: "source_captions" });
    expect(result.attempts[0]?.reason).toMatch(/^blocked/);
  });

  it("falls back to speech-to-text for downloadable media", async () => {
    speech.setMode("ok");
    speech.media.set("/media/meeting.wav", sineWav(12));
    const city = await createCity();
    const video = await createVideo(city.id, {
      videoId: "feed-item-1",
      videoUrl: "https://city.example.org/video/1",
      captionsUrl: `${captionsBase}/empty.vtt`,
      mediaUrl: `${speech.url}/media/meeting.wav`,
    });
    const result = await fetchTranscriptForVideo({ videoId: video.id });
    expect(result).toMatchObject({ ok: true, source: "speech_to_text", segmentCount: 6 });
    const stored = await storedTranscript(video.id);
    expect(stored.segments.map((segment) => segment.startSeconds)).toEqual([0, 2, 4, 6, 8, 10]);
  });

  it("never overwrites a good transcript when every source fails", async () => {
    speech.setMode("server-error");
    speech.media.set("/media/other.wav", sineWav(3));
    const city = await createCity();
    const video = await createVideo(city.id, {
      videoId: "serverErr01",
      videoUrl: null,
      transcript: "[00:00:00] keep me",
      transcriptSource: "upload",
      captionsUrl: `${captionsBase}/busy.vtt`,
      mediaUrl: `${speech.url}/media/other.wav`,
    });
    const result = await fetchTranscriptForVideo({ videoId: video.id });
    expect(result).toMatchObject({ ok: false, message: FAILED_TO_FETCH_TRANSCRIPT, transient: true });
    expect(result.attempts.map((attempt) => attempt.source)).toEqual([
      "youtube_captions",
      "source_captions",
      "speech_to_text",
    ]);
    const stored = await storedTranscript(video.id);
    expect(stored).toMatchObject({ transcript: "[00:00:00] keep me", source: "upload" });
    speech.setMode("ok");
  });

  it("says no transcript is available when no source has one", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, {
      videoId: "noCaptions1",
      videoUrl: "https://www.youtube.com/watch?v=noCaptions1",
    });
    expect(await fetchTranscriptForVideo({ videoId: video.id })).toMatchObject({
      ok: false,
      message: NO_TRANSCRIPT_AVAILABLE,
      transient: false,
    });
    expect((await storedTranscript(video.id)).transcript).toBeNull();
  });

  it("imports an upload by its content and refuses one over 5 MB", async () => {
    const city = await createCity();
    const video = await createVideo(city.id);
    const srt = "1\n00:00:01,000 --> 00:00:02,000\nHello council.\n";
    expect(await importTranscript({ videoId: video.id, text: srt, filename: "notes.txt" })).toMatchObject({
      segmentCount: 1,
    });
    expect((await storedTranscript(video.id)).source).toBe("upload");
    await expect(
      importTranscript({ videoId: video.id, text: "a".repeat(5 * 1024 * 1024 + 1) }),
    ).rejects.toThrow(TRANSCRIPT_TOO_LARGE);
    await expect(importTranscript({ videoId: video.id, text: "   " })).rejects.toThrow(TRANSCRIPT_EMPTY);
    expect((await storedTranscript(video.id)).transcript).toBe("[00:00:01] Hello council.");
  });
});
