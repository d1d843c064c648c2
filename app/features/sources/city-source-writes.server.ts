// A city's sources as an admin edits them (spec 001 section 7): a URL is a row of city_urls linked to the city in
// cities_urls, and every write checks the link, so another city's URL is as unknown as a made-up id. A refused
// write is an AppError whose `reason` (SOURCE_REFUSALS) names the rule, for the asking screen to word.
import { and, eq, ne } from "drizzle-orm";
import { citiesUrls, cityUrls } from "#db/schema";
import { requireCity } from "~/features/cities/city-writes.server";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db, type Transaction } from "~/lib/db.server";

export const SOURCE_REFUSALS = {
  notFound: "SOURCE_NOT_FOUND",
  duplicate: "SOURCE_DUPLICATE",
  /** An edit to a source type outside the caller's list that is not the URL's own type. */
  sourceTypeNotAllowed: "SOURCE_TYPE_NOT_ALLOWED",
} as const;

type CitySource = typeof cityUrls.$inferSelect;
export type CitySourceFields = Pick<
  CitySource,
  "title" | "url" | "contentType" | "sourceType" | "entityType"
>;

/** The URL, when it is linked to this city. */
export async function requireCitySource(executor: DbExecutor, cityId: string, urlId: string) {
  const [row] = await executor
    .select({ id: cityUrls.id, sourceType: cityUrls.sourceType })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(and(eq(cityUrls.id, urlId), eq(citiesUrls.cityId, cityId)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Source not found.", { reason: SOURCE_REFUSALS.notFound });
  return row;
}

async function requireUrlNotListed(tx: Transaction, cityId: string, url: string, exceptUrlId?: string) {
  const [row] = await tx
    .select({ id: cityUrls.id })
    .from(cityUrls)
    .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
    .where(
      and(
        eq(citiesUrls.cityId, cityId),
        eq(cityUrls.url, url),
        exceptUrlId ? ne(cityUrls.id, exceptUrlId) : undefined,
      ),
    )
    .limit(1);
  if (row)
    throw new AppError("CONFLICT", "The city already has that URL.", { reason: SOURCE_REFUSALS.duplicate });
}

function sourceValues(fields: CitySourceFields): CitySourceFields {
  return {
    title: fields.title,
    url: fields.url,
    contentType: fields.contentType,
    sourceType: fields.sourceType,
    entityType: fields.entityType,
  };
}

/** Inserts the URL, then its link to the city (spec 001 section 7), together. */
export async function createCitySource(
  fields: CitySourceFields & { cityId: string },
): Promise<{ id: string }> {
  return db().transaction(async (tx) => {
    await requireCity(tx, fields.cityId);
    await requireUrlNotListed(tx, fields.cityId, fields.url);
    const [created] = await tx.insert(cityUrls).values(sourceValues(fields)).returning({ id: cityUrls.id });
    if (!created) throw new AppError("INTERNAL", "The URL could not be saved.");
    await tx.insert(citiesUrls).values({ cityId: fields.cityId, urlId: created.id });
    return created;
  });
}

/**
 * Saves the URL's fields. Its source type may become one of `sourceTypes` or stay what it is (a type the caller no
 * longer offers is kept, not refused).
 */
export async function updateCitySource(
  fields: CitySourceFields & { cityId: string; urlId: string },
  options: { sourceTypes: readonly string[] },
): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await requireCitySource(tx, fields.cityId, fields.urlId);
    if (!options.sourceTypes.includes(fields.sourceType) && fields.sourceType !== current.sourceType)
      throw new AppError("BAD_REQUEST", "That source type is not allowed.", {
        reason: SOURCE_REFUSALS.sourceTypeNotAllowed,
      });
    await requireUrlNotListed(tx, fields.cityId, fields.url, fields.urlId);
    await tx
      .update(cityUrls)
      .set({ ...sourceValues(fields), updatedAt: new Date() })
      .where(eq(cityUrls.id, fields.urlId));
  });
}

/**
 * Removes the URL's links, then the URL (spec 001 section 7). Its videos stay in the city without a source
 * (city_videos.city_urls_id is set null): their transcripts and stories are worth more than the link.
 */
export async function deleteCitySource(options: { cityId: string; urlId: string }): Promise<void> {
  await db().transaction(async (tx) => {
    await requireCitySource(tx, options.cityId, options.urlId);
    await tx.delete(citiesUrls).where(eq(citiesUrls.urlId, options.urlId));
    await tx.delete(cityUrls).where(eq(cityUrls.id, options.urlId));
  });
}
