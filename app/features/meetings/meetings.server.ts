// The meetings service: a city's meeting videos, newest first.
import { count, desc, eq } from "drizzle-orm";
import { cityVideos } from "#db/schema";
import { db } from "~/lib/db.server";
import { VIDEO_PAGE_SIZE } from "./meetings.constants";

export type CityVideo = typeof cityVideos.$inferSelect;

export async function listCityVideos(options: {
  cityId: string;
  limit?: number;
  offset?: number;
}): Promise<CityVideo[]> {
  return db()
    .select()
    .from(cityVideos)
    .where(eq(cityVideos.cityId, options.cityId))
    .orderBy(desc(cityVideos.publishedAt), desc(cityVideos.createdAt))
    .limit(options.limit ?? VIDEO_PAGE_SIZE)
    .offset(options.offset ?? 0);
}

export async function countCityVideos(options: { cityId: string }): Promise<number> {
  const [row] = await db().select({ total: count() }).from(cityVideos).where(eq(cityVideos.cityId, options.cityId));
  return row?.total ?? 0;
}
