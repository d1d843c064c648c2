// The business directory administration service: the paged admin list, editing a listing and its image.
import { and, asc, count, eq, ilike, like, or, type SQL, sql } from "drizzle-orm";
import { businessCategories, businessListings, cities, listingOwners } from "#db/schema";
import {
  type BusinessCategory,
  type DirectoryListing,
  escapeLike,
  listBusinessCategories,
  selectListings,
  toDirectoryListing,
} from "~/features/directory/directory.server";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";
import { checkUploadedImage, imageStorageKey, storeImageThen } from "~/lib/image-upload.server";
import { logger } from "~/lib/logger.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/lib/pg-errors";
import { slugify } from "~/lib/slug";
import {
  ADMIN_DIRECTORY_INTENTS,
  ADMIN_PAGE_SIZE,
  BUSINESS_KEY_MAX_CHARS,
  LISTING_IMAGES_FOLDER,
} from "./admin-directory.constants";
import {
  BUSINESS_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  CITY_NOT_FOUND,
  UPLOAD_FAILED,
  UPLOAD_FAILED_DESCRIPTION,
} from "./admin-directory.copy";
import {
  type AdminDirectoryFilters,
  type CreateBusinessInput,
  type ListingActionInput,
  type UpdateBusinessInput,
  uploadImageFieldsSchema,
} from "./admin-directory.schema";

export type AdminBusinessPage = {
  listings: DirectoryListing[];
  total: number;
  /** The page shown: the asked-for one, or the last when it asked past the end. */
  page: number;
  pageCount: number;
};

export type CityFilterOption = { id: string; name: string; state: string };

/**
 * Spec 001 section 7: the listings with their city, an exact count, an optional prefix match on the name for the
 * letter, the city, a contains match on the name; ordered by name, one page at a time.
 */
function adminConditions(filters: AdminDirectoryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.letter) conditions.push(ilike(businessListings.name, `${filters.letter}%`));
  if (filters.cityId) conditions.push(eq(businessListings.cityId, filters.cityId));
  if (filters.name) conditions.push(ilike(businessListings.name, `%${escapeLike(filters.name)}%`));
  return and(...conditions);
}

export async function listAdminBusinesses(options: {
  filters: AdminDirectoryFilters;
}): Promise<AdminBusinessPage> {
  const where = adminConditions(options.filters);
  const [counted] = await db()
    .select({ total: count() })
    .from(businessListings)
    .innerJoin(cities, eq(cities.id, businessListings.cityId))
    .where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(options.filters.page, pageCount);
  const rows = await selectListings(where)
    .orderBy(sql`lower(${businessListings.name})`, asc(businessListings.name), asc(businessListings.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE);
  return { listings: rows.map(toDirectoryListing), total, page, pageCount };
}

/** Every city, whatever its status, for the city filter. */
export async function listCityFilterOptions(): Promise<CityFilterOption[]> {
  return db()
    .select({ id: cities.id, name: cities.name, state: cities.state })
    .from(cities)
    .orderBy(asc(cities.name), asc(cities.state));
}

/** The admin page's data; a failure to load is only logged (spec 001 section 8) and shows an empty list. */
export async function getAdminDirectory(options: { filters: AdminDirectoryFilters }) {
  try {
    const [result, cityOptions, categoryOptions] = await Promise.all([
      listAdminBusinesses({ filters: options.filters }),
      listCityFilterOptions(),
      listBusinessCategories(),
    ]);
    return { ...result, cityOptions, categoryOptions };
  } catch (error) {
    logger.error({ err: error }, "admin business directory failed to load");
    const empty: AdminBusinessPage = { listings: [], total: 0, page: 1, pageCount: 1 };
    return { ...empty, cityOptions: [] as CityFilterOption[], categoryOptions: [] as BusinessCategory[] };
  }
}

function categoryNotFound(): AppError {
  return new AppError("NOT_FOUND", CATEGORY_NOT_FOUND, {
    fieldErrors: { businessCategory: CATEGORY_NOT_FOUND },
  });
}

function cityNotFound(): AppError {
  return new AppError("NOT_FOUND", CITY_NOT_FOUND, { fieldErrors: { cityId: CITY_NOT_FOUND } });
}

/** A category or city deleted between the check and the write fails its foreign key: the same answer. */
function missingReference(error: unknown, fallback: () => AppError): never {
  if (isForeignKeyViolation(error)) throw fallback();
  throw error;
}

async function assertCategoryExists(executor: DbExecutor, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [category] = await executor
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.id, categoryId))
    .limit(1);
  if (!category) throw categoryNotFound();
}

/** Spec 001 section 7: updates the editable fields of one listing by id (and, since issue #13, its category). */
export async function updateBusiness(options: { input: UpdateBusinessInput }): Promise<{ id: string }> {
  const { businessId, intent: _intent, businessCategory, ...values } = options.input;
  await assertCategoryExists(db(), businessCategory);
  const [updated] = await db()
    .update(businessListings)
    .set({
      ...values,
      ...(businessCategory === undefined ? {} : { businessCategory }),
      updatedAt: new Date(),
    })
    .where(eq(businessListings.id, businessId))
    .returning({ id: businessListings.id })
    .catch((error: unknown) => missingReference(error, categoryNotFound));
  if (!updated) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return updated;
}

/** The slugified name, as the demo listings' keys are made, cut to leave room for a "-2" suffix. */
export function businessKeyBase(name: string): string {
  return (
    slugify(name)
      .slice(0, BUSINESS_KEY_MAX_CHARS - 4)
      .replace(/-+$/, "") || "business"
  );
}

/** `base`, or `base-2`, `base-3`... whichever no listing uses yet. */
async function freeBusinessKey(executor: DbExecutor, base: string): Promise<string> {
  const taken = new Set(
    (
      await executor
        .select({ key: businessListings.businessKey })
        .from(businessListings)
        .where(
          or(
            eq(businessListings.businessKey, base),
            like(businessListings.businessKey, `${escapeLike(base)}-%`),
          ),
        )
    ).map((row) => row.key),
  );
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Two admins adding the same name at once: the loser of the unique key tries the next free key. */
const CREATE_ATTEMPTS = 3;

/**
 * Adds a listing to a city. Its business_key (the public address, /businesses/<key>) is its slugified name, as the
 * demo listings' are, with "-2", "-3"... when that is taken; it stays when the listing is renamed, so links hold.
 */
export async function createBusiness(options: {
  input: Omit<CreateBusinessInput, "intent"> & { intent?: string };
  /** Issue #20: a member's listing starts pending (not public), with the member as its first owner. */
  owner?: { userId: string };
}): Promise<{ id: string; name: string; businessKey: string }> {
  const { intent: _intent, ...values } = options.input;
  const owner = options.owner;
  const [city] = await db()
    .select({ id: cities.id })
    .from(cities)
    .where(eq(cities.id, values.cityId))
    .limit(1);
  if (!city) throw cityNotFound();
  await assertCategoryExists(db(), values.businessCategory);
  const base = businessKeyBase(values.name);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const businessKey = await freeBusinessKey(db(), base);
      return await db().transaction(async (tx) => {
        const [created] = await tx
          .insert(businessListings)
          .values({ ...values, businessKey, ...(owner ? { publicationStatus: "pending" as const } : {}) })
          .returning({
            id: businessListings.id,
            name: businessListings.name,
            businessKey: businessListings.businessKey,
          });
        if (!created) throw new Error("insert returned no row");
        if (owner) await tx.insert(listingOwners).values({ listingId: created.id, userId: owner.userId });
        return created;
      });
    } catch (error) {
      if (isUniqueViolation(error) && attempt < CREATE_ATTEMPTS) continue;
      if (isForeignKeyViolation(error)) {
        // Which reference went missing: ask again rather than parse the constraint's name.
        const [stillThere] = await db()
          .select({ id: cities.id })
          .from(cities)
          .where(eq(cities.id, values.cityId));
        throw stillThere ? categoryNotFound() : cityNotFound();
      }
      throw error;
    }
  }
}

/**
 * Deletes one listing. Its uploaded image stays in storage, as replaced images do (ADR 0013): it may still be in
 * caches and shared pages, and removing files is left for a later clean-up.
 */
export async function deleteBusiness(options: { businessId: string }): Promise<{ id: string; name: string }> {
  const [deleted] = await db()
    .delete(businessListings)
    .where(eq(businessListings.id, options.businessId))
    .returning({ id: businessListings.id, name: businessListings.name });
  if (!deleted) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return deleted;
}

export type ListingActionAnswer =
  | { intent: typeof ADMIN_DIRECTORY_INTENTS.update }
  | {
      intent: typeof ADMIN_DIRECTORY_INTENTS.create | typeof ADMIN_DIRECTORY_INTENTS.delete;
      business: { id: string; name: string };
    };

/** The page's form actions (add, edit, delete), one service call each. */
export async function runListingAction(input: ListingActionInput): Promise<ListingActionAnswer> {
  switch (input.intent) {
    case ADMIN_DIRECTORY_INTENTS.update:
      await updateBusiness({ input });
      return { intent: input.intent };
    case ADMIN_DIRECTORY_INTENTS.create: {
      const { id, name } = await createBusiness({ input });
      return { intent: input.intent, business: { id, name } };
    }
    case ADMIN_DIRECTORY_INTENTS.delete:
      return { intent: input.intent, business: await deleteBusiness({ businessId: input.businessId }) };
  }
}

/** The stored name: the slugified business name, a timestamp and the extension of the type the bytes are. */
export function listingImageKey(options: { businessName: string; extension: string; now?: Date }): string {
  return imageStorageKey({
    folder: LISTING_IMAGES_FOLDER,
    name: options.businessName,
    fallbackName: "business",
    extension: options.extension,
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * Checks an uploaded file, stores it and saves its public URL on the listing. The file is judged by its bytes
 * (PNG, JPEG, GIF or WebP), never by its name. If saving the URL fails, the stored file is removed again.
 */
export async function uploadBusinessImage(options: {
  /** The text fields posted with the file (intent, businessId), checked here after the file's size and type. */
  fields: Record<string, string>;
  file: { bytes: Uint8Array } | null;
  fileTooLarge: boolean;
}): Promise<{ imageUrl: string }> {
  const image = checkUploadedImage(options);
  const fields = uploadImageFieldsSchema.safeParse(options.fields);
  if (!fields.success) {
    const message = fields.error.issues[0]?.message ?? UPLOAD_FAILED_DESCRIPTION;
    throw new AppError("BAD_REQUEST", message, { title: UPLOAD_FAILED });
  }
  const { businessId } = fields.data;
  const [listing] = await db()
    .select({ name: businessListings.name })
    .from(businessListings)
    .where(eq(businessListings.id, businessId))
    .limit(1);
  if (!listing) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND, { title: UPLOAD_FAILED });

  const key = listingImageKey({ businessName: listing.name, extension: image.type.extension });
  return storeImageThen({
    key,
    image,
    save: async (publicUrl) => {
      const [updated] = await db()
        .update(businessListings)
        .set({ imageUrl: publicUrl, updatedAt: new Date() })
        .where(eq(businessListings.id, businessId))
        .returning({ id: businessListings.id });
      if (!updated) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND, { title: UPLOAD_FAILED });
      return { imageUrl: publicUrl };
    },
  });
}
