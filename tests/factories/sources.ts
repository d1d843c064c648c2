// Sources for tests: a city with one source at a given address, and reading back what a refresh stored.
import { asc, eq } from "drizzle-orm";
import { cityUrls, cityVideos } from "#db/schema";
import { db } from "~/lib/db.server";
import { createCity, createSource } from "./cities";

export async function createCityWithSource(url: string) {
  const city = await createCity();
  const source = await createSource(city.id, { url, title: "Council videos" });
  return { city, source };
}

export async function storedVideos(sourceId: string) {
  return db()
    .select()
    .from(cityVideos)
    .where(eq(cityVideos.cityUrlsId, sourceId))
    .orderBy(asc(cityVideos.videoId));
}

export async function storedSource(sourceId: string) {
  const [source] = await db().select().from(cityUrls).where(eq(cityUrls.id, sourceId));
  if (!source) throw new Error("source missing");
  return source;
}
