// A city's archive as NDJSON (issue #18): public cities only, one meeting a line with its segments, and streamed:
// each batch of meetings is read from the database only when the reader has taken the one before it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cityVideos } from "#db/schema";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { ARCHIVE_BATCH_MEETINGS } from "~/features/transcripts/transcripts.constants";
import { db } from "~/lib/db.server";
import { loader } from "~/routes/city-archive";
import { createCity, createVideo, createVideoWithSegments } from "../factories/cities";
import { testHttpServerForFile } from "../setup/http-app-server";

async function archive(locationKey: string) {
  return (await loader({
    request: new Request(`http://localhost/city/${locationKey}/archive.ndjson`),
    params: { locationKey },
    context: { cspNonce: "test" },
  } as never)) as Response;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 18));
const transcriptFor = (n: number) =>
  `[00:00:00] Clerk: Meeting ${n} is called to order.\n[00:00:05] Mayor: Thank you.`;

async function readLines(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string[]> {
  const decoder = new TextDecoder();
  let text = "";
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    text += decoder.decode(chunk.value);
  return text.split("\n").filter(Boolean);
}

describe("a city's NDJSON archive", () => {
  it("gives each meeting of a public city, oldest first, with its segments, as one JSON line", async () => {
    const city = await createCity({ status: "Archive" });
    const later = await createVideoWithSegments(city.id, {
      title: "Later",
      transcript: transcriptFor(2),
      publishedAt: day(2),
    });
    const earlier = await createVideoWithSegments(city.id, {
      title: 'Earlier "special"\nmeeting',
      transcript: transcriptFor(1),
      publishedAt: day(1),
    });
    const untranscribed = await createVideo(city.id, { title: "No words yet", publishedAt: day(3) });
    const response = await archive(city.locationKey);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/x-ndjson; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="${city.locationKey}-meetings.ndjson"`,
    );
    expect(response.body).toBeInstanceOf(ReadableStream);
    const lines = (await response.text()).split("\n");
    expect(lines.at(-1)).toBe("");
    const records = lines.filter(Boolean).map((line) => JSON.parse(line));
    expect(records.map((record) => record.meeting.id)).toEqual([earlier.id, later.id, untranscribed.id]);
    expect(records[0].meeting).toMatchObject({
      title: 'Earlier "special"\nmeeting',
      publishedAt: day(1).toISOString(),
      city: { name: city.name, state: city.state, locationKey: city.locationKey },
    });
    expect(records[0].segments).toEqual([
      { start: 0, end: 5, speaker: "Clerk", text: "Meeting 1 is called to order." },
      { start: 5, end: expect.any(Number), speaker: "Mayor", text: "Thank you." },
    ]);
    expect(records[2].segments).toEqual([]);
  });

  it("is not found for a city that is not public or does not exist", async () => {
    const hidden = await createCity({ status: "Test" });
    await createVideoWithSegments(hidden.id, { transcript: transcriptFor(1) });
    for (const key of [hidden.locationKey, "no-such-city", "bad key\u0000"]) {
      const response = await archive(key);
      expect(response.status, key).toBe(404);
      expect(await response.text()).toBe(CITY_NOT_FOUND);
    }
  });

  it("reads the next batch only when the reader asks for it", async () => {
    const city = await createCity();
    const count = ARCHIVE_BATCH_MEETINGS * 2 + 5;
    const videos = [];
    for (let n = 0; n < count; n++) {
      videos.push(
        await createVideoWithSegments(city.id, { transcript: transcriptFor(n), publishedAt: day(n) }),
      );
    }
    const reader = (await archive(city.locationKey)).body?.getReader();
    if (!reader) throw new Error("the archive has no body");
    const first = await reader.read();
    const firstLines = new TextDecoder().decode(first.value).split("\n").filter(Boolean);
    expect(firstLines).toHaveLength(ARCHIVE_BATCH_MEETINGS);
    // The newest meeting goes now, after the first batch was sent: an archive built in memory would still list it.
    const newest = videos.at(-1);
    if (!newest) throw new Error("no meetings");
    await db().delete(cityVideos).where(eq(cityVideos.id, newest.id));
    const rest = await readLines(reader);
    const ids = [...firstLines, ...rest].map((line) => JSON.parse(line).meeting.id);
    expect(ids).toEqual(videos.slice(0, -1).map((video) => video.id));
  });
});

describe("the archive over HTTP", () => {
  const server = testHttpServerForFile();

  it("is sent chunked, with no length known in advance, and never from the page cache", async () => {
    const city = await createCity();
    await createVideoWithSegments(city.id, { transcript: transcriptFor(1), publishedAt: day(1) });
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${server.origin}/city/${city.locationKey}/archive.ndjson`, {
        headers: { "accept-encoding": "identity" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      expect(response.headers.get("content-length")).toBeNull();
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect((await response.text()).split("\n").filter(Boolean)).toHaveLength(1);
    }
  });
});
