// Test data factories: each test makes the rows it needs, with sensible defaults it can override.
import { randomBytes } from "node:crypto";
import { cities, citiesUrls, cityUrls, cityVideos, transcriptSegments } from "#db/schema";
import { parsePlainText } from "~/features/transcripts/transcript-parsers.server";
import { db } from "~/lib/db.server";

const uniqueSuffix = () => randomBytes(4).toString("hex");

export async function createCity(overrides: Partial<typeof cities.$inferInsert> = {}) {
  const suffix = uniqueSuffix();
  const [city] = await db()
    .insert(cities)
    .values({
      name: `Testville ${suffix}`,
      locationKey: `testville-${suffix}`,
      state: "CA",
      status: "Live",
      ...overrides,
    })
    .returning();
  if (!city) throw new Error("city not created");
  return city;
}

export async function createSource(cityId: string, overrides: Partial<typeof cityUrls.$inferInsert> = {}) {
  const [source] = await db()
    .insert(cityUrls)
    .values({ url: `https://www.youtube.com/@test${uniqueSuffix()}`, title: "Test channel", ...overrides })
    .returning();
  if (!source) throw new Error("source not created");
  await db().insert(citiesUrls).values({ cityId, urlId: source.id });
  return source;
}

export async function createVideo(cityId: string, overrides: Partial<typeof cityVideos.$inferInsert> = {}) {
  const videoId = uniqueSuffix();
  const [video] = await db()
    .insert(cityVideos)
    .values({
      cityId,
      title: `Council meeting ${videoId}`,
      videoId,
      videoUrl: `https://www.youtube.com/watch?v=${videoId}`,
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!video) throw new Error("video not created");
  return video;
}

/** A video whose transcript comes with its timed segments, as the product saves them (what search reads). */
export async function createVideoWithSegments(
  cityId: string,
  overrides: Partial<typeof cityVideos.$inferInsert> = {},
) {
  const video = await createVideo(cityId, overrides);
  const segments = video.transcript?.trim() ? parsePlainText(video.transcript) : [];
  if (segments.length > 0) {
    await db()
      .insert(transcriptSegments)
      .values(segments.map((segment, position) => ({ ...segment, videoId: video.id, position })));
  }
  return video;
}
