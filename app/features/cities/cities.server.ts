// The cities service: reading cities for pickers and city pages.
import { asc, eq } from "drizzle-orm";
import { cities, citiesUrls, cityUrls } from "#db/schema";
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

/** Every city whatever its status, ordered by name: the admin tools' city pickers (spec 001 section 7). */
export async function listCities(): Promise<CityOption[]> {
  return db()
    .select({ id: cities.id, name: cities.name, locationKey: cities.locationKey, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name), asc(cities.state));
}

/** One city by id, whatever its status. */
export async function getCityById(options: { cityId: string }): Promise<CityOption | undefined> {
  const [city] = await db()
    .select({ id: cities.id, name: cities.name, locationKey: cities.locationKey, state: cities.state })
    .from(cities)
    .where(eq(cities.id, options.cityId));
  return city;
}

/** Any city by its key, whatever its status (ADR 0005: a key is a shareable address). */
export async function getCityByLocationKey(options: { locationKey: string }): Promise<City | undefined> {
  const [city] = await db().select().from(cities).where(eq(cities.locationKey, options.locationKey)).limit(1);
  return city;
}

export type CitySourceFilter = { sourceType: string; entityType: string };

/** The distinct (source_type, entity_type) pairs of a city's video sources, which feed the city page's source filter. */
export async function listCitySourceFilters(options: { cityId: string }): Promise<CitySourceFilter[]> {
  return db()
    .selectDistinct({ sourceType: cityUrls.sourceType, entityType: cityUrls.entityType })
    .from(citiesUrls)
    .innerJoin(cityUrls, eq(cityUrls.id, citiesUrls.urlId))
    .where(eq(citiesUrls.cityId, options.cityId))
    .orderBy(asc(cityUrls.entityType), asc(cityUrls.sourceType));
}
