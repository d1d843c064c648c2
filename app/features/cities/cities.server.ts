// The cities service: reading cities for pickers and city pages, each as the viewer may see it (ADR 0024).
import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import { cities, citiesUrls, cityUrls } from "#db/schema";
import { db } from "~/lib/db.server";
import { type CityViewer, canViewCity, PUBLIC_CITY_STATUSES } from "./city-visibility";

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

/**
 * The cities this viewer may see, as a condition on `cities` for queries that join it: every city for an admin,
 * public ones (Live, Archive) for anyone else. Undefined means no condition.
 */
export function viewableCityCondition(viewer: CityViewer): SQL | undefined {
  return viewer?.isAdmin ? undefined : inArray(cities.status, [...PUBLIC_CITY_STATUSES]);
}

/**
 * A city by its key, when this viewer may see it (ADR 0024): a New or Test city is as unknown to anyone but an
 * admin as a key no city has, so its pages answer not found and tell nothing of it.
 */
export async function getCityByLocationKey(options: {
  locationKey: string;
  viewer: CityViewer;
}): Promise<City | undefined> {
  const [city] = await db().select().from(cities).where(eq(cities.locationKey, options.locationKey)).limit(1);
  return city && canViewCity(city, options.viewer) ? city : undefined;
}

/** One city by id, when this viewer may see it. */
export async function getViewableCityById(options: {
  cityId: string;
  viewer: CityViewer;
}): Promise<Pick<City, "id" | "status"> | undefined> {
  const [city] = await db()
    .select({ id: cities.id, status: cities.status })
    .from(cities)
    .where(and(eq(cities.id, options.cityId), viewableCityCondition(options.viewer)))
    .limit(1);
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

// What other areas' services need of the cities area: who may see a city (ADR 0024) and the not-found message
// (ADR 0036: another area reaches a feature through its public surface).
/** The banner's default colour, which the embeds (issue #18) use for a city without its own. */
export {
  BANNER_DEFAULT_PRIMARY_COLOR,
  BANNER_DEFAULT_SECONDARY_COLOR,
  CITY_NOT_FOUND,
} from "./cities.constants";
export { ADMIN_CITY_VIEWER, type CityViewer, LISTED_CITY_STATUSES } from "./city-visibility";
