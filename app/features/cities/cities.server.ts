// The cities service: reading cities for pickers and city pages.
import { asc, eq } from "drizzle-orm";
import { cities } from "#db/schema";
import { db } from "~/lib/db.server";

export type City = typeof cities.$inferSelect;
export type CityOption = Pick<City, "id" | "name" | "locationKey" | "state">;

/** Live cities for public pickers, ordered by name. */
export async function listLiveCities(): Promise<CityOption[]> {
  return db()
    .select({ id: cities.id, name: cities.name, locationKey: cities.locationKey, state: cities.state })
    .from(cities)
    .where(eq(cities.status, "Live"))
    .orderBy(asc(cities.name));
}

/** Any city by its key, whatever its status (ADR 0006: a key is a shareable address). */
export async function getCityByLocationKey(options: { locationKey: string }): Promise<City | undefined> {
  const [city] = await db().select().from(cities).where(eq(cities.locationKey, options.locationKey)).limit(1);
  return city;
}
