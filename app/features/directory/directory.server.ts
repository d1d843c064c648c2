// The directory service: categories, a city's (or every Live city's) listings with filters, and one business.
import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { businessCategories, businessListings, cities } from "#db/schema";
import type { CityViewer } from "~/features/cities/cities.server";
import {
  CITY_NOT_FOUND,
  type City,
  getCityByLocationKey,
  viewableCityCondition,
} from "~/features/cities/cities.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import {
  DIGITS_LETTER,
  type ListingTier,
  OVERVIEW_SUBCATEGORY_LIMIT,
  PREMIUM_TIER,
  STANDARD_TIER,
} from "./directory.constants";
import type { DirectoryFilters } from "./directory.schema";

export type BusinessCategory = typeof businessCategories.$inferSelect;

export type DirectoryListing = {
  id: string;
  name: string;
  description: string | null;
  streetAddress: string | null;
  postalCode: string | null;
  telephone: string | null;
  website: string | null;
  email: string | null;
  imageUrl: string | null;
  listingTier: ListingTier;
  businessKey: string;
  city: { name: string; state: string; locationKey: string };
  category: { id: string; parentCategory: string; subCategory: string } | null;
};

/** A parent category and its subcategories, for the filter selects. */
export type CategoryGroup = { parentCategory: string; subcategories: string[] };

/** One line of the category overview (spec 000 section 2). */
export type CategoryOverviewItem = {
  parentCategory: string;
  businessCount: number;
  shownSubcategories: string[];
  hasMoreSubcategories: boolean;
};

export type BusinessDirectory = {
  city: City | null;
  /** The filters actually applied: an unknown category, or a subcategory not under the chosen one, is dropped. */
  filters: DirectoryFilters;
  categoryGroups: CategoryGroup[];
  overview: CategoryOverviewItem[];
  listings: DirectoryListing[];
};

const listingColumns = {
  id: businessListings.id,
  name: businessListings.name,
  description: businessListings.description,
  streetAddress: businessListings.streetAddress,
  postalCode: businessListings.postalCode,
  telephone: businessListings.telephone,
  website: businessListings.website,
  email: businessListings.email,
  imageUrl: businessListings.imageUrl,
  listingTier: businessListings.listingTier,
  businessKey: businessListings.businessKey,
  cityName: cities.name,
  cityState: cities.state,
  cityLocationKey: cities.locationKey,
  categoryId: businessCategories.id,
  parentCategory: businessCategories.parentCategory,
  subCategory: businessCategories.subCategory,
};

/**
 * Listings inner-joined with their city (spec 000 section 7) and, when they have one, their category. Shared with
 * the admin directory, which shows the same cards.
 */
export function selectListings(where: SQL | undefined) {
  return db()
    .select(listingColumns)
    .from(businessListings)
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .leftJoin(businessCategories, eq(businessCategories.id, businessListings.businessCategory))
    .where(where);
}

/**
 * The one rule for what the public may read of the directory (issues #20, #31): a published listing. A member's new
 * listing waits for an admin, and one the admin rejected stays waiting, so neither reaches any public surface: the
 * directory and business pages, the read API, the sitemap, mentions and the listing's counters all read through
 * this condition (or `selectPublishedListings`, which applies it). Only the admin directory and the owner's own
 * screens read past it.
 */
export const isPublishedListing: SQL = eq(businessListings.publicationStatus, "published");

/** `selectListings` for the public: published listings only, whatever `where` adds. */
export function selectPublishedListings(where: SQL | undefined) {
  return selectListings(and(isPublishedListing, where));
}

type ListingRow = Awaited<ReturnType<typeof selectListings>>[number];

export function toDirectoryListing(row: ListingRow): DirectoryListing {
  const { cityName, cityState, cityLocationKey, categoryId, parentCategory, subCategory, ...listing } = row;
  return {
    ...listing,
    city: { name: cityName, state: cityState, locationKey: cityLocationKey },
    category:
      categoryId !== null && parentCategory !== null && subCategory !== null
        ? { id: categoryId, parentCategory, subCategory }
        : null,
  };
}

/** Every category (spec 000 section 7), ordered for display. */
export async function listBusinessCategories(): Promise<BusinessCategory[]> {
  return db()
    .select()
    .from(businessCategories)
    .orderBy(asc(businessCategories.parentCategory), asc(businessCategories.subCategory));
}

export function groupCategories(categories: BusinessCategory[]): CategoryGroup[] {
  const groups = new Map<string, string[]>();
  for (const category of categories) {
    const subcategories = groups.get(category.parentCategory) ?? [];
    subcategories.push(category.subCategory);
    groups.set(category.parentCategory, subcategories);
  }
  return [...groups]
    .map(([parentCategory, subcategories]) => ({
      parentCategory,
      subcategories: [...subcategories].sort((a, b) => a.localeCompare(b)),
    }))
    .sort((a, b) => a.parentCategory.localeCompare(b.parentCategory));
}

/** Keeps a category only if it exists, and a subcategory only if it sits under the chosen category. */
export function applicableFilters(filters: DirectoryFilters, groups: CategoryGroup[]): DirectoryFilters {
  const group = filters.category
    ? groups.find((candidate) => candidate.parentCategory.toLowerCase() === filters.category?.toLowerCase())
    : undefined;
  const subcategory = group?.subcategories.find(
    (candidate) => candidate.toLowerCase() === filters.subcategory?.toLowerCase(),
  );
  return { ...filters, category: group?.parentCategory, subcategory };
}

/** LIKE treats % _ and \ specially; a visitor's text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * The listings in scope: one city's (a city the viewer may see, like its page) or every Live city's: the directory
 * of all cities lists Live cities only (ADR 0024).
 */
function scopeCondition(cityId: string | undefined): SQL {
  return cityId ? eq(businessListings.cityId, cityId) : eq(cities.status, "Live");
}

function filterConditions(filters: DirectoryFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.text) {
    const pattern = `%${escapeLike(filters.text)}%`;
    const textMatch = or(ilike(businessListings.name, pattern), ilike(businessListings.description, pattern));
    if (textMatch) conditions.push(textMatch);
  }
  if (filters.category) conditions.push(eq(businessCategories.parentCategory, filters.category));
  if (filters.category && filters.subcategory)
    conditions.push(eq(businessCategories.subCategory, filters.subcategory));
  if (filters.letter === DIGITS_LETTER) conditions.push(sql`${businessListings.name} ~ '^[0-9]'`);
  else if (filters.letter) conditions.push(ilike(businessListings.name, `${filters.letter}%`));
  return conditions;
}

/**
 * Listings inner-joined with their city (spec 000 section 7), filtered, sorted by tier (Tier 1 first) and then
 * by name (spec 000 section 9). `filters` must already be checked against the categories.
 */
export async function listDirectoryListings(options: {
  cityId?: string;
  filters: DirectoryFilters;
}): Promise<DirectoryListing[]> {
  const tierRank = sql`case ${businessListings.listingTier} when ${PREMIUM_TIER} then 1 when ${STANDARD_TIER} then 2 else 3 end`;
  const rows = await selectPublishedListings(
    and(scopeCondition(options.cityId), ...filterConditions(options.filters)),
  ).orderBy(
    tierRank,
    sql`lower(${businessListings.name})`,
    asc(businessListings.name),
    asc(businessListings.id),
  );
  return rows.map(toDirectoryListing);
}

/** Per parent category: how many listings in scope it holds and its first subcategories. */
export async function summarizeCategories(options: {
  cityId?: string;
  groups: CategoryGroup[];
}): Promise<CategoryOverviewItem[]> {
  const counts = await db()
    .select({ parentCategory: businessCategories.parentCategory, businessCount: count(businessListings.id) })
    .from(businessListings)
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .innerJoin(businessCategories, eq(businessCategories.id, businessListings.businessCategory))
    .where(and(isPublishedListing, scopeCondition(options.cityId)))
    .groupBy(businessCategories.parentCategory);
  const countByParent = new Map(counts.map((row) => [row.parentCategory, row.businessCount]));
  return options.groups.map((group) => ({
    parentCategory: group.parentCategory,
    businessCount: countByParent.get(group.parentCategory) ?? 0,
    shownSubcategories: group.subcategories.slice(0, OVERVIEW_SUBCATEGORY_LIMIT),
    hasMoreSubcategories: group.subcategories.length > OVERVIEW_SUBCATEGORY_LIMIT,
  }));
}

/**
 * Everything the directory page shows. An unknown city is NOT_FOUND; a failure loading the directory's own
 * data is logged only (spec 000 section 8) and the page shows an empty directory instead of an error.
 */
export async function getBusinessDirectory(options: {
  locationKey?: string;
  filters: DirectoryFilters;
  viewer: CityViewer;
}): Promise<BusinessDirectory> {
  let city: City | null = null;
  if (options.locationKey !== undefined) {
    city = (await getCityByLocationKey({ locationKey: options.locationKey, viewer: options.viewer })) ?? null;
    if (!city) throw new AppError("NOT_FOUND", CITY_NOT_FOUND);
  }
  const cityId = city?.id;
  try {
    const categoryGroups = groupCategories(await listBusinessCategories());
    const filters = applicableFilters(options.filters, categoryGroups);
    const [listings, overview] = await Promise.all([
      listDirectoryListings({ cityId, filters }),
      summarizeCategories({ cityId, groups: categoryGroups }),
    ]);
    return { city, filters, categoryGroups, overview, listings };
  } catch (error) {
    logger.error({ err: error, locationKey: options.locationKey }, "business directory failed to load");
    const filters = { ...options.filters, category: undefined, subcategory: undefined };
    return { city, filters, categoryGroups: [], overview: [], listings: [] };
  }
}

/**
 * One listing by its business_key, with its city and category. Under a city path the listing must belong to
 * that city. An unknown key, a wrong city or a failure to load all answer NOT_FOUND (spec 000 section 2).
 */
export async function getBusinessDetail(options: {
  businessKey: string;
  locationKey?: string;
  /** A listing of a city the viewer may not see is as unknown as a made-up key (ADR 0024). */
  viewer: CityViewer;
}): Promise<DirectoryListing> {
  let row: ListingRow | undefined;
  try {
    [row] = await selectPublishedListings(
      and(eq(businessListings.businessKey, options.businessKey), viewableCityCondition(options.viewer)),
    ).limit(1);
  } catch (error) {
    logger.error({ err: error, businessKey: options.businessKey }, "business failed to load");
    throw new AppError("NOT_FOUND", "Business not found");
  }
  if (!row) throw new AppError("NOT_FOUND", "Business not found");
  if (options.locationKey !== undefined && row.cityLocationKey !== options.locationKey)
    throw new AppError("NOT_FOUND", "Business not found");
  return toDirectoryListing(row);
}
