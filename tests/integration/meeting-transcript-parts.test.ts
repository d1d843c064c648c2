// A long meeting's page carries one part of its transcript and the page fetches the rest from transcript-lines
// (issue #16, transcript-parts.ts): both answer only for a meeting the viewer may see.
import { describe, expect, it } from "vitest";
import { TRANSCRIPT_PART_LINES } from "~/features/transcripts/transcript-parts";
import { VIDEO_NOT_FOUND } from "~/features/transcripts/transcripts.copy";
import { loader } from "~/routes/meeting";
import { loader as linesLoader } from "~/routes/meeting-transcript-lines";
import { createCity, createVideoWithSegments } from "../factories/cities";

const LINE_COUNT = TRANSCRIPT_PART_LINES + 40;
const transcript = Array.from({ length: LINE_COUNT }, (_, index) => {
  const seconds = index * 5;
  const clock = `00:${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
  return `[${clock}] Speaker ${index % 3}: Line number ${index} of the meeting.`;
}).join("\n");

const args = (path: string, params: Record<string, string>) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

describe("a long transcript in parts", () => {
  it("sends the first part, the part asked for, or the one holding ?t=", async () => {
    const city = await createCity();
    const video = await createVideoWithSegments(city.id, { transcript });
    const path = `/city/${city.locationKey}/meeting/${video.id}`;
    const params = { locationKey: city.locationKey, videoId: video.id };

    const first = await loader(args(path, params));
    expect(first.transcript).toMatchObject({ number: 1, count: 2, firstIndex: 0, totalLines: LINE_COUNT });
    expect(first.transcript.lines).toHaveLength(TRANSCRIPT_PART_LINES);
    expect(first.transcript.lines[0]?.text).toContain("Line number 0 of the meeting.");

    const second = await loader(args(`${path}?part=2`, params));
    expect(second.transcript.lines).toHaveLength(40);
    expect(second.transcript.lines[0]?.text).toContain(
      `Line number ${TRANSCRIPT_PART_LINES} of the meeting.`,
    );

    const atMoment = await loader(args(`${path}?t=${(TRANSCRIPT_PART_LINES + 2) * 5}`, params));
    expect(atMoment.transcript.number).toBe(2);

    // A part that is not a number is the default part, not an error.
    const bad = await loader(args(`${path}?part=abc`, params));
    expect(bad.transcript.number).toBe(1);
  });

  it("answers the whole transcript as JSON for the page to fetch", async () => {
    const city = await createCity();
    const video = await createVideoWithSegments(city.id, { transcript });
    const response = await linesLoader(
      args(`/city/${city.locationKey}/meeting/${video.id}/transcript-lines`, {
        locationKey: city.locationKey,
        videoId: video.id,
      }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { lines: { text: string; startSeconds: number }[] };
    expect(body.lines).toHaveLength(LINE_COUNT);
    expect(body.lines.at(-1)?.text).toContain(`Line number ${LINE_COUNT - 1} of the meeting.`);
    expect(body.lines.at(-1)?.startSeconds).toBe((LINE_COUNT - 1) * 5);
  });

  it("answers 404 for a meeting of a city the viewer may not see, another city's key or an unknown id", async () => {
    const hidden = await createCity({ status: "New" });
    const video = await createVideoWithSegments(hidden.id, { transcript });
    const other = await createCity();
    for (const params of [
      { locationKey: hidden.locationKey, videoId: video.id },
      { locationKey: other.locationKey, videoId: video.id },
      { locationKey: other.locationKey, videoId: "6f1c2b1e-0b7a-4c55-9a43-3d2f1e0c9b88" },
      { locationKey: other.locationKey, videoId: "not-an-id" },
    ]) {
      const response = await linesLoader(
        args(`/city/${params.locationKey}/meeting/${params.videoId}/transcript-lines`, params),
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: VIDEO_NOT_FOUND });
    }
  });
});
