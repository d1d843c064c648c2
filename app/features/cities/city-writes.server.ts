// The cities' writes: creating, editing and deleting a city and saving its image (ADR 0022). A name is unique in its
// state and a location key among all cities; a refused write is an AppError whose `reason` (CITY_REFUSALS) names
// the rule, so the screen that asked can say it in its own words.
import { and, count, eq, like, ne, or, sql } from "drizzle-orm";
import {
  businessListings,
  cities,
  citiesUrls,
  cityNameKey,
  cityUrls,
  cityVideos,
  profiles,
} from "#db/schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db, type Transaction } from "~/lib/db.server";
import { CITY_NOT_FOUND } from "./cities.constants";
import type { City } from "./cities.server";

/** Why a city write was refused; the error's details carry the reason and the facts its words need. */
export const CITY_REFUSALS = {
  /** details: `name` (the city that has it) and `state`. */
  nameTaken: "CITY_NAME_TAKEN",
  locationKeyTaken: "CITY_LOCATION_KEY_TAKEN",
  locationKeyInvalid: "CITY_LOCATION_KEY_INVALID",
  notArchived: "CITY_NOT_ARCHIVED",
  /** details: `videoCount` and `listingCount`. */
  notEmpty: "CITY_NOT_EMPTY",
} as const;

/** What an admin sets of a city, besides its location key. */
export type CityFields = Pick<
  City,
  | "name"
  | "county"
  | "state"
  | "status"
  | "description"
  | "imageUrl"
  | "domain"
  | "tagLine"
  | "icon"
  | "primaryColor"
  | "secondaryColor"
>;

/** The unique index of the same name and state (db/schema.ts, ADR 0022). */
const CITY_NAME_INDEX = "cities_state_name_key";

/** PostgreSQL's unique_violation, however the driver wraps it: the constraint's name, or null for another error. */
function uniqueViolation(error: unknown): { constraint: string } | null {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return { constraint: typeof constraint === "string" ? constraint : "" };
  }
  return null;
}

function nameTaken(name: string, state: string): AppError {
  return new AppError("CONFLICT", `${name} already exists in ${state}.`, {
    reason: CITY_REFUSALS.nameTaken,
    name,
    state,
  });
}

function locationKeyTaken(): AppError {
  return new AppError("CONFLICT", "The location key is taken.", { reason: CITY_REFUSALS.locationKeyTaken });
}

/** The city (not `exceptCityId`) whose name in that state is the same name, ignoring case and white space. */
async function cityOfSameName(
  executor: DbExecutor,
  options: { name: string; state: string; exceptCityId?: string },
): Promise<{ name: string } | undefined> {
  const [row] = await executor
    .select({ name: cities.name })
    .from(cities)
    .where(
      and(
        eq(cities.state, options.state),
        sql`${cityNameKey(cities.name)} = ${cityNameKey(options.name)}`,
        options.exceptCityId ? ne(cities.id, options.exceptCityId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

async function requireNameFree(
  executor: DbExecutor,
  options: { name: string; state: string; exceptCityId?: string },
): Promise<void> {
  const same = await cityOfSameName(executor, options);
  if (same) throw nameTaken(same.name, options.state);
}

/** A save that lost a race to another admin: the unique index decides, and the loser hears which rule. */
async function explainUniqueViolation(
  error: unknown,
  input: { name: string; state: string; cityId?: string },
): Promise<never> {
  const violation = uniqueViolation(error);
  if (!violation) throw error;
  if (violation.constraint === CITY_NAME_INDEX) {
    const same = await cityOfSameName(db(), { ...input, exceptCityId: input.cityId });
    throw nameTaken(same?.name ?? input.name, input.state);
  }
  throw locationKeyTaken();
}

/** `base`, or `base-2`, `base-3`... whichever no city uses yet, with room for the suffix within `maxLength`. */
async function freeLocationKey(tx: Transaction, base: string, maxLength: number): Promise<string> {
  const stem = base.slice(0, maxLength - 4);
  const taken = new Set(
    (
      await tx
        .select({ key: cities.locationKey })
        .from(cities)
        .where(or(eq(cities.locationKey, stem), like(cities.locationKey, `${stem}-%`)))
    ).map((row) => row.key),
  );
  if (!taken.has(stem)) return stem;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${stem}-${suffix}`)) return `${stem}-${suffix}`;
}

async function keyUsedByAnotherCity(tx: Transaction, key: string, cityId?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: cities.id })
    .from(cities)
    .where(cityId ? and(eq(cities.locationKey, key), ne(cities.id, cityId)) : eq(cities.locationKey, key))
    .limit(1);
  return Boolean(row);
}

function cityValues(fields: CityFields): CityFields {
  return {
    name: fields.name,
    county: fields.county,
    state: fields.state,
    status: fields.status,
    description: fields.description,
    imageUrl: fields.imageUrl,
    domain: fields.domain,
    tagLine: fields.tagLine,
    icon: fields.icon,
    primaryColor: fields.primaryColor,
    secondaryColor: fields.secondaryColor,
  };
}

/** The city exists, or the write stops with CITY_NOT_FOUND. */
export async function requireCity(executor: DbExecutor, cityId: string): Promise<void> {
  const [city] = await executor.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId)).limit(1);
  if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
}

/**
 * Creates a city. Its name must be free in its state (ADR 0022). A `generated` key (made from the name by the form,
 * or by the caller when none was typed) is made unique with a numbered suffix; a key the admin typed must be free.
 * An empty key is refused as invalid.
 */
export async function createCity(
  fields: CityFields,
  key: { locationKey: string; generated: boolean; maxLength: number },
): Promise<City> {
  try {
    return await db().transaction(async (tx) => {
      await requireNameFree(tx, { name: fields.name, state: fields.state });
      if (!key.locationKey)
        throw new AppError("BAD_REQUEST", "The location key is invalid.", {
          reason: CITY_REFUSALS.locationKeyInvalid,
        });
      let locationKey = key.locationKey;
      if (key.generated) locationKey = await freeLocationKey(tx, key.locationKey, key.maxLength);
      else if (await keyUsedByAnotherCity(tx, key.locationKey)) throw locationKeyTaken();
      const [city] = await tx
        .insert(cities)
        .values({ ...cityValues(fields), locationKey })
        .returning();
      if (!city) throw new AppError("INTERNAL", "The city could not be saved.");
      return city;
    });
  } catch (error) {
    return explainUniqueViolation(error, fields);
  }
}

/** Saves a city's fields and location key; the name must stay free in its state and the key among cities. */
export async function updateCity(
  fields: CityFields & { cityId: string; locationKey: string },
): Promise<City> {
  try {
    return await db().transaction(async (tx) => {
      await requireCity(tx, fields.cityId);
      await requireNameFree(tx, { name: fields.name, state: fields.state, exceptCityId: fields.cityId });
      if (await keyUsedByAnotherCity(tx, fields.locationKey, fields.cityId)) throw locationKeyTaken();
      const [city] = await tx
        .update(cities)
        .set({ ...cityValues(fields), locationKey: fields.locationKey, updatedAt: new Date() })
        .where(eq(cities.id, fields.cityId))
        .returning();
      if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
      return city;
    });
  } catch (error) {
    return explainUniqueViolation(error, fields);
  }
}

/** Saves the public address of a city's stored image; false when there is no such city. */
export async function saveCityImage(options: { cityId: string; imageUrl: string }): Promise<boolean> {
  const [updated] = await db()
    .update(cities)
    .set({ imageUrl: options.imageUrl, updatedAt: new Date() })
    .where(eq(cities.id, options.cityId))
    .returning({ id: cities.id });
  return Boolean(updated);
}

/** What stands between a city and its deletion: it must be archived, and hold no meetings and no listings. */
export type CityDeletion = { archived: boolean; videoCount: number; listingCount: number };

export async function cityDeletion(
  executor: DbExecutor,
  city: { id: string; status: string },
): Promise<CityDeletion> {
  const [[videos], [listings]] = await Promise.all([
    executor.select({ total: count() }).from(cityVideos).where(eq(cityVideos.cityId, city.id)),
    executor.select({ total: count() }).from(businessListings).where(eq(businessListings.cityId, city.id)),
  ]);
  return {
    archived: city.status === "Archive",
    videoCount: Number(videos?.total ?? 0),
    listingCount: Number(listings?.total ?? 0),
  };
}

/**
 * Deletes an archived city that has no meetings and no business listings ("empty", ADR 0022), with its URLs (a
 * URL another city also links to stays for that city); members who had it as their home city lose it. The city
 * row is locked first, so a refresh adding a meeting meanwhile waits and then fails rather than being lost; the
 * foreign keys of meetings and listings refuse the delete as well. The URLs and home cities go in this transaction
 * because they must go with the city or not at all.
 */
export async function deleteCity(options: { cityId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    const [city] = await tx
      .select({ id: cities.id, status: cities.status, locationKey: cities.locationKey })
      .from(cities)
      .where(eq(cities.id, options.cityId))
      .for("update");
    if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
    const deletion = await cityDeletion(tx, city);
    if (!deletion.archived)
      throw new AppError("CONFLICT", "The city is not archived.", { reason: CITY_REFUSALS.notArchived });
    if (deletion.videoCount > 0 || deletion.listingCount > 0)
      throw new AppError("CONFLICT", "The city still has meetings or listings.", {
        reason: CITY_REFUSALS.notEmpty,
        videoCount: deletion.videoCount,
        listingCount: deletion.listingCount,
      });
    const links = await tx
      .delete(citiesUrls)
      .where(eq(citiesUrls.cityId, city.id))
      .returning({ urlId: citiesUrls.urlId });
    for (const { urlId } of links) {
      const [stillLinked] = await tx
        .select({ cityId: citiesUrls.cityId })
        .from(citiesUrls)
        .where(eq(citiesUrls.urlId, urlId))
        .limit(1);
      if (!stillLinked) await tx.delete(cityUrls).where(eq(cityUrls.id, urlId));
    }
    // A home city that no longer exists would send its members to a not-found page at every visit.
    await tx
      .update(profiles)
      .set({ homeCityKey: null, updatedAt: new Date() })
      .where(eq(profiles.homeCityKey, city.locationKey));
    await tx.delete(cities).where(eq(cities.id, city.id));
  });
}
