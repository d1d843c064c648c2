// The meeting page's transcript downloads (issue #18): who gets them, under which address, type and file name.
import { describe, expect, it } from "vitest";
import { parseWebVtt } from "~/features/transcripts/transcript-parsers.server";
import { NO_TRANSCRIPT_TO_DOWNLOAD } from "~/features/transcripts/transcripts.copy";
import { loader } from "~/routes/meeting-transcript";
import { createCity, createVideo, createVideoWithSegments } from "../factories/cities";

const TRANSCRIPT = [
  "[00:00:00] Mayor Ruiz: I call this meeting to order.",
  "[00:00:07] Clerk: Item three is the library budget.",
  "[00:01:02] Council Member Tran: I move to approve.",
].join("\n");

async function download(path: string, params: { videoId: string; locationKey?: string }) {
  return (await loader({
    request: new Request(`http://localhost${path}`),
    params,
    context: { cspNonce: "test" },
  } as never)) as Response;
}

describe("transcript downloads", () => {
  it("answer each format with its type, an attachment name and the meeting's segments", async () => {
    const city = await createCity({ name: "Harbor Point", locationKey: `harbor-point-${Date.now()}` });
    const video = await createVideoWithSegments(city.id, {
      title: "City Council Regular Meeting",
      transcript: TRANSCRIPT,
      publishedAt: new Date("2026-03-04T18:30:00Z"),
    });
    const base = `/city/${city.locationKey}/meeting/${video.id}/transcript`;
    const params = { videoId: video.id, locationKey: city.locationKey };
    const types = {
      vtt: "text/vtt; charset=utf-8",
      srt: "application/x-subrip; charset=utf-8",
      txt: "text/plain; charset=utf-8",
      json: "application/json; charset=utf-8",
    };
    for (const [format, type] of Object.entries(types)) {
      const response = await download(`${base}.${format}`, params);
      expect(response.status, format).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="${city.locationKey}-2026-03-04-city-council-regular-meeting.${format}"`,
      );
    }
    const vtt = await (await download(`${base}.vtt`, params)).text();
    expect(parseWebVtt(vtt).map((cue) => [cue.startSeconds, cue.speaker, cue.text])).toEqual([
      [0, "Mayor Ruiz", "I call this meeting to order."],
      [7, "Clerk", "Item three is the library budget."],
      [62, "Council Member Tran", "I move to approve."],
    ]);
    const json = await (await download(`${base}.json`, params)).json();
    expect(json.meeting).toMatchObject({ id: video.id, title: "City Council Regular Meeting" });
    expect(json.meeting.url).toMatch(new RegExp(`/city/${city.locationKey}/meeting/${video.id}$`));
    expect(json.segments).toHaveLength(3);
  });

  it("move an address under another city's key to the canonical one", async () => {
    const city = await createCity();
    const other = await createCity();
    const video = await createVideoWithSegments(city.id, { transcript: TRANSCRIPT });
    const response = await download(`/city/${other.locationKey}/meeting/${video.id}/transcript.srt`, {
      videoId: video.id,
      locationKey: other.locationKey,
    });
    expect(response.status).toBe(301);
    // A path: never an address built from the request's Host (issue #31).
    expect(response.headers.get("Location")).toBe(
      `/city/${city.locationKey}/meeting/${video.id}/transcript.srt`,
    );
  });

  it("are missing for a meeting without a transcript and for a city that is not public", async () => {
    const city = await createCity();
    const bare = await createVideo(city.id);
    const hiddenCity = await createCity({ status: "Test" });
    const hidden = await createVideoWithSegments(hiddenCity.id, { transcript: TRANSCRIPT });
    for (const [video, key] of [
      [bare, city.locationKey],
      [hidden, hiddenCity.locationKey],
    ] as const) {
      const response = await download(`/city/${key}/meeting/${video.id}/transcript.vtt`, {
        videoId: video.id,
        locationKey: key,
      });
      expect(response.status).toBe(404);
      expect(await response.text()).toBe(NO_TRANSCRIPT_TO_DOWNLOAD);
    }
  });
});
