// The business directory administration service: the paged admin list, editing a listing and its image.
import { and, asc, count, eq, ilike, type SQL, sql } from "drizzle-orm";
import { businessListings, cities } from "#db/schema";
import {
  type DirectoryListing,
  escapeLike,
  selectListings,
  toDirectoryListing,
} from "~/features/directory/directory.server";
import { AppError } from "~/lib/app-error";
import { db } from "~/lib/db.server";
import { checkUploadedImage, imageStorageKey, storeImageThen } from "~/lib/image-upload.server";
import { logger } from "~/lib/logger.server";
import { ADMIN_PAGE_SIZE, LISTING_IMAGES_FOLDER } from "./admin-directory.constants";
import { BUSINESS_NOT_FOUND, UPLOAD_FAILED, UPLOAD_FAILED_DESCRIPTION } from "./admin-directory.copy";
import {
  type AdminDirectoryFilters,
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
    const [result, cityOptions] = await Promise.all([
      listAdminBusinesses({ filters: options.filters }),
      listCityFilterOptions(),
    ]);
    return { ...result, cityOptions };
  } catch (error) {
    logger.error({ err: error }, "admin business directory failed to load");
    const empty: AdminBusinessPage = { listings: [], total: 0, page: 1, pageCount: 1 };
    return { ...empty, cityOptions: [] as CityFilterOption[] };
  }
}

/** Spec 001 section 7: updates the editable fields of one listing by id. */
export async function updateBusiness(options: { input: UpdateBusinessInput }): Promise<{ id: string }> {
  const { businessId, intent: _intent, ...values } = options.input;
  const [updated] = await db()
    .update(businessListings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessListings.id, businessId))
    .returning({ id: businessListings.id });
  if (!updated) throw new AppError("NOT_FOUND", BUSINESS_NOT_FOUND);
  return updated;
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
