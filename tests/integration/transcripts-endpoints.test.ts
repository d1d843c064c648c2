// The transcript server functions and the city page's admin "Fetch Transcript" action, against a fake YouTube.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FAILED_TO_FETCH_TRANSCRIPT,
  NO_TRANSCRIPT_AVAILABLE,
  TRANSCRIPT_FETCHED,
  TRANSCRIPT_FETCHED_AND_SAVED,
} from "~/features/transcripts/transcripts.copy";
import { readFlashToast } from "~/lib/flash-toast.server";
import { action as cityAction, loader as cityLoader } from "~/routes/city";
import { action as fetchYoutubeTranscript } from "~/routes/functions.fetch-youtube-transcript";
import { action as updateVideoTranscript } from "~/routes/functions.update-video-transcript";
import {
  cookieFrom,
  createUser,
  formRequest,
  getRequest,
  sessionCookie,
  testAddress,
} from "../factories/accounts";
import { createCity, createVideo } from "../factories/cities";
import { storedTranscript } from "../factories/transcripts";
import { startFakeYoutubeCaptions } from "../fakes/youtube-captions";
import { setTestEnvironment } from "../setup/test-environment";

let youtube: Awaited<ReturnType<typeof startFakeYoutubeCaptions>>;
let adminCookie = "";
let memberCookie = "";

beforeAll(async () => {
  youtube = await startFakeYoutubeCaptions({
    scenarios: { okVideo0001: "ok", noCaptions1: "no-captions", emptyTrack1: "empty-track" },
    events: [{ tStartMs: 0, dDurationMs: 4000, segs: [{ utf8: "the council will come to order" }] }],
  });
  setTestEnvironment({ FETCH_ALLOW_PRIVATE_NETWORKS: "1", YOUTUBE_WATCH_BASE_URL: youtube.url });
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  memberCookie = await sessionCookie((await createUser()).email);
});
afterAll(async () => {
  await youtube.close();
});

function jsonRequest(name: string, body: unknown, cookie?: string): Request {
  const headers = new Headers({ "content-type": "application/json", "x-civiclens-client-ip": testAddress() });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost:3000/functions/v1/${name}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
}

describe("fetchYoutubeTranscript", () => {
  it("answers 401 anonymous, 403 member, 400 without a videoId, 405 on GET", async () => {
    expect(
      (
        await fetchYoutubeTranscript({
          request: jsonRequest("fetchYoutubeTranscript", { videoId: "okVideo0001" }),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await fetchYoutubeTranscript({
          request: jsonRequest("fetchYoutubeTranscript", { videoId: "okVideo0001" }, memberCookie),
        })
      ).status,
    ).toBe(403);
    const bad = await fetchYoutubeTranscript({
      request: jsonRequest("fetchYoutubeTranscript", { videoId: 42 }, adminCookie),
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await fetchYoutubeTranscript({
          request: getRequest("/functions/v1/fetchYoutubeTranscript", { cookie: adminCookie }),
        })
      ).status,
    ).toBe(405);
  });

  it("returns the transcript for an id or URL, and the spec's messages otherwise", async () => {
    const ok = await fetchYoutubeTranscript({
      request: jsonRequest(
        "fetchYoutubeTranscript",
        { videoId: "https://youtu.be/okVideo0001" },
        adminCookie,
      ),
    });
    expect(await ok.json()).toEqual({
      success: true,
      transcript: "[00:00:00] the council will come to order",
      error: null,
      message: TRANSCRIPT_FETCHED,
    });
    const none = await fetchYoutubeTranscript({
      request: jsonRequest("fetchYoutubeTranscript", { videoId: "noCaptions1" }, adminCookie),
    });
    expect(await none.json()).toEqual({ success: false, transcript: null, error: NO_TRANSCRIPT_AVAILABLE });
    const noId = await fetchYoutubeTranscript({
      request: jsonRequest(
        "fetchYoutubeTranscript",
        { videoId: "https://example.org/not-youtube" },
        adminCookie,
      ),
    });
    expect(await noId.json()).toEqual({
      success: false,
      transcript: null,
      error: FAILED_TO_FETCH_TRANSCRIPT,
    });
    const blocked = await fetchYoutubeTranscript({
      request: jsonRequest("fetchYoutubeTranscript", { videoId: "emptyTrack1" }, adminCookie),
    });
    expect(await blocked.json()).toMatchObject({ success: false, error: FAILED_TO_FETCH_TRANSCRIPT });
  });
});

describe("updateVideoTranscript", () => {
  it("checks the caller and the record id", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { videoId: "okVideo0001", videoUrl: null });
    expect(
      (
        await updateVideoTranscript({
          request: jsonRequest("updateVideoTranscript", { videoId: "okVideo0001", recordId: video.id }),
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await updateVideoTranscript({
          request: jsonRequest(
            "updateVideoTranscript",
            { videoId: "okVideo0001", recordId: video.id },
            memberCookie,
          ),
        })
      ).status,
    ).toBe(403);
    const malformed = await updateVideoTranscript({
      request: jsonRequest(
        "updateVideoTranscript",
        { videoId: "okVideo0001", recordId: "not-a-uuid" },
        adminCookie,
      ),
    });
    expect(malformed.status).toBe(400);
    const unknown = await updateVideoTranscript({
      request: jsonRequest(
        "updateVideoTranscript",
        { videoId: "okVideo0001", recordId: "00000000-0000-4000-8000-000000000000" },
        adminCookie,
      ),
    });
    expect(unknown.status).toBe(404);
    expect((await storedTranscript(video.id)).transcript).toBeNull();
  });

  it("fetches and saves, or answers the no-transcript message leaving the row alone", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { videoId: "okVideo0001", videoUrl: null });
    const saved = await updateVideoTranscript({
      request: jsonRequest(
        "updateVideoTranscript",
        { videoId: "okVideo0001", recordId: video.id },
        adminCookie,
      ),
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({
      transcript: "[00:00:00] the council will come to order",
      message: TRANSCRIPT_FETCHED_AND_SAVED,
    });
    expect((await storedTranscript(video.id)).source).toBe("youtube_captions");

    const kept = await createVideo(city.id, {
      videoId: "noCaptions1",
      videoUrl: null,
      transcript: "[00:00:00] keep",
      transcriptSource: "upload",
    });
    const none = await updateVideoTranscript({
      request: jsonRequest(
        "updateVideoTranscript",
        { videoId: "noCaptions1", recordId: kept.id },
        adminCookie,
      ),
    });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: NO_TRANSCRIPT_AVAILABLE });
    expect((await storedTranscript(kept.id)).transcript).toBe("[00:00:00] keep");
  });
});

describe("city page Fetch Transcript", () => {
  async function toastOf(response: Response) {
    const request = getRequest("/", { cookie: cookieFrom(response.headers) });
    return (await readFlashToast(request)).toast;
  }

  it("lists the videos needing a transcript for admins only", async () => {
    const city = await createCity();
    const missing = await createVideo(city.id);
    const short = await createVideo(city.id, { transcript: "[00:00:00] too short" });
    await createVideo(city.id, { transcript: "x".repeat(150) });
    const params = { locationKey: city.locationKey };
    const asAdmin = await cityLoader({
      request: getRequest(`/city/${city.locationKey}`, { cookie: adminCookie }),
      params,
      context: {},
    } as never);
    expect([...asAdmin.transcriptFetchIds].sort()).toEqual([missing.id, short.id].sort());
    const asMember = await cityLoader({
      request: getRequest(`/city/${city.locationKey}`, { cookie: memberCookie }),
      params,
      context: {},
    } as never);
    expect(asMember.transcriptFetchIds).toEqual([]);
  });

  it("refuses anonymous and member posts and writes nothing", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { videoId: "okVideo0001", videoUrl: null });
    const fields = { intent: "fetch-transcript", videoId: video.id };
    const params = { locationKey: city.locationKey };
    const anonymous = await cityAction({
      request: formRequest(`/city/${city.locationKey}`, fields),
      params,
      context: {},
    } as never).catch((error: unknown) => error);
    expect((anonymous as Response).status).toBe(302);
    const member = await cityAction({
      request: formRequest(`/city/${city.locationKey}`, fields, { cookie: memberCookie }),
      params,
      context: {},
    } as never).catch((error: unknown) => error);
    expect((member as { init?: { status?: number } }).init?.status).toBe(403);
    expect((await storedTranscript(video.id)).transcript).toBeNull();
  });

  it("fetches for an admin and redirects back with the toast; a video of another city is 404", async () => {
    const city = await createCity();
    const other = await createCity();
    const video = await createVideo(city.id, { videoId: "okVideo0001", videoUrl: null });
    const none = await createVideo(city.id, { videoId: "noCaptions1", videoUrl: null });
    const params = { locationKey: city.locationKey };
    const ok = (await cityAction({
      request: formRequest(
        `/city/${city.locationKey}?show=20`,
        { intent: "fetch-transcript", videoId: video.id },
        { cookie: adminCookie },
      ),
      params,
      context: {},
    } as never)) as Response;
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe(`/city/${city.locationKey}?show=20`);
    expect(await toastOf(ok)).toEqual({ title: TRANSCRIPT_FETCHED_AND_SAVED });
    expect((await storedTranscript(video.id)).source).toBe("youtube_captions");

    const failed = (await cityAction({
      request: formRequest(
        `/city/${city.locationKey}`,
        { intent: "fetch-transcript", videoId: none.id },
        { cookie: adminCookie },
      ),
      params,
      context: {},
    } as never)) as Response;
    expect(await toastOf(failed)).toEqual({ title: NO_TRANSCRIPT_AVAILABLE, variant: "destructive" });

    const foreign = await createVideo(other.id);
    const wrongCity = (await cityAction({
      request: formRequest(
        `/city/${city.locationKey}`,
        { intent: "fetch-transcript", videoId: foreign.id },
        { cookie: adminCookie },
      ),
      params,
      context: {},
    } as never)) as unknown as { init: { status: number } };
    expect(wrongCity.init.status).toBe(404);
    const badId = (await cityAction({
      request: formRequest(
        `/city/${city.locationKey}`,
        { intent: "fetch-transcript", videoId: "x" },
        { cookie: adminCookie },
      ),
      params,
      context: {},
    } as never)) as unknown as { init: { status: number } };
    expect(badId.init.status).toBe(400);
  });
});
