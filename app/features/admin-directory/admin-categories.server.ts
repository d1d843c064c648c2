// The business category editor's service: categories with how many listings use each, adding, renaming, and
// deleting one without losing a listing's category (ADR 0021).
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { businessCategories, businessListings } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { type DbExecutor, db } from "~/lib/db.server";
import { isForeignKeyViolation, isUniqueViolation } from "~/lib/pg-errors";
import type { CategoryActionInput } from "./admin-categories.schema";
import { CATEGORY_INTENTS } from "./admin-directory.constants";
import {
  CATEGORY_CREATED,
  CATEGORY_DELETED,
  CATEGORY_NOT_FOUND,
  CATEGORY_RENAMED,
  categoryExists,
  categoryInUse,
  categoryName,
  listingsMoved,
  MOVE_TARGET_NOT_FOUND,
  MOVE_TARGET_SAME,
} from "./admin-directory.copy";

export type CategoryWithCount = {
  id: string;
  parentCategory: string;
  subCategory: string;
  listingCount: number;
};

export type CategoryActionAnswer = {
  toast: { title: string; description?: string };
  category: { id: string };
  /** Listings moved to another category before a delete. */
  moved?: number;
};

/** Every category, by name, with how many listings use it. */
export async function listCategoriesWithCounts(): Promise<CategoryWithCount[]> {
  return db()
    .select({
      id: businessCategories.id,
      parentCategory: businessCategories.parentCategory,
      subCategory: businessCategories.subCategory,
      listingCount: count(businessListings.id),
    })
    .from(businessCategories)
    .leftJoin(businessListings, eq(businessListings.businessCategory, businessCategories.id))
    .groupBy(businessCategories.id)
    .orderBy(
      sql`lower(${businessCategories.parentCategory})`,
      sql`lower(${businessCategories.subCategory})`,
      asc(businessCategories.id),
    );
}

type Names = { parentCategory: string; subCategory: string };

/**
 * Two categories whose names differ only in case would read as one in every picker, so a name is taken whatever
 * its case (the unique index itself is exact; a race between two admins typing the same name in different cases
 * is the one gap, and harmless).
 */
async function assertNameFree(executor: DbExecutor, names: Names, exceptId?: string) {
  const [clash] = await executor
    .select({
      parentCategory: businessCategories.parentCategory,
      subCategory: businessCategories.subCategory,
    })
    .from(businessCategories)
    .where(
      and(
        sql`lower(${businessCategories.parentCategory}) = lower(${names.parentCategory})`,
        sql`lower(${businessCategories.subCategory}) = lower(${names.subCategory})`,
        exceptId ? ne(businessCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken(clash);
}

function nameTaken(names: Names): AppError {
  const message = categoryExists(names.parentCategory, names.subCategory);
  return new AppError("CONFLICT", message, { fieldErrors: { subCategory: message } });
}

function categoryNotFound(): AppError {
  return new AppError("NOT_FOUND", CATEGORY_NOT_FOUND);
}

export async function createCategory(options: { names: Names }): Promise<CategoryActionAnswer> {
  await assertNameFree(db(), options.names);
  try {
    const [created] = await db()
      .insert(businessCategories)
      .values(options.names)
      .returning({ id: businessCategories.id });
    if (!created) throw new Error("insert returned no row");
    return {
      toast: {
        title: CATEGORY_CREATED,
        description: categoryName(options.names.parentCategory, options.names.subCategory),
      },
      category: created,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(options.names);
    throw error;
  }
}

/** Renames a category; its listings keep it (they hold its id), so they show the new name at once. */
export async function renameCategory(options: {
  categoryId: string;
  names: Names;
}): Promise<CategoryActionAnswer> {
  const [existing] = await db()
    .select({ id: businessCategories.id })
    .from(businessCategories)
    .where(eq(businessCategories.id, options.categoryId));
  if (!existing) throw categoryNotFound();
  await assertNameFree(db(), options.names, options.categoryId);
  try {
    const [renamed] = await db()
      .update(businessCategories)
      .set(options.names)
      .where(eq(businessCategories.id, options.categoryId))
      .returning({ id: businessCategories.id });
    if (!renamed) throw categoryNotFound();
    return {
      toast: {
        title: CATEGORY_RENAMED,
        description: categoryName(options.names.parentCategory, options.names.subCategory),
      },
      category: renamed,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(options.names);
    throw error;
  }
}

/**
 * Deletes a category. One that listings use is refused, naming how many, unless `moveTo` names another category:
 * then its listings move there and the category goes, in one transaction. The category's row is locked first, so
 * a listing given this category meanwhile waits and then fails its foreign key rather than losing its category
 * (and the foreign key itself refuses a delete under a listing: ADR 0021).
 */
export async function deleteCategory(options: {
  categoryId: string;
  moveTo?: string;
}): Promise<CategoryActionAnswer> {
  const { categoryId, moveTo } = options;
  if (moveTo === categoryId) {
    throw new AppError("BAD_REQUEST", MOVE_TARGET_SAME, { fieldErrors: { moveTo: MOVE_TARGET_SAME } });
  }
  try {
    return await db().transaction(async (tx) => {
      const [category] = await tx
        .select()
        .from(businessCategories)
        .where(eq(businessCategories.id, categoryId))
        .for("update");
      if (!category) throw categoryNotFound();
      const [used] = await tx
        .select({ total: count() })
        .from(businessListings)
        .where(eq(businessListings.businessCategory, categoryId));
      const inUse = used?.total ?? 0;
      let description: string | undefined;
      if (inUse > 0) {
        if (!moveTo)
          throw new AppError("CONFLICT", categoryInUse(category.parentCategory, category.subCategory, inUse));
        const [target] = await tx
          .select()
          .from(businessCategories)
          .where(eq(businessCategories.id, moveTo))
          .for("update");
        if (!target) {
          throw new AppError("NOT_FOUND", MOVE_TARGET_NOT_FOUND, {
            fieldErrors: { moveTo: MOVE_TARGET_NOT_FOUND },
          });
        }
        await tx
          .update(businessListings)
          .set({ businessCategory: moveTo, updatedAt: new Date() })
          .where(eq(businessListings.businessCategory, categoryId));
        description = listingsMoved(inUse, categoryName(target.parentCategory, target.subCategory));
      }
      await tx.delete(businessCategories).where(eq(businessCategories.id, categoryId));
      return {
        toast: {
          title: CATEGORY_DELETED,
          description: description ?? categoryName(category.parentCategory, category.subCategory),
        },
        category: { id: categoryId },
        moved: inUse,
      };
    });
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error;
    // A listing took this category between the count and the delete: refuse as for any category in use.
    const [category] = await db()
      .select()
      .from(businessCategories)
      .where(eq(businessCategories.id, categoryId));
    const [used] = await db()
      .select({ total: count() })
      .from(businessListings)
      .where(eq(businessListings.businessCategory, categoryId));
    if (!category) throw categoryNotFound();
    throw new AppError(
      "CONFLICT",
      categoryInUse(category.parentCategory, category.subCategory, used?.total ?? 1),
    );
  }
}

/** The category page's actions, one service call each. */
export async function runCategoryAction(input: CategoryActionInput): Promise<CategoryActionAnswer> {
  switch (input.intent) {
    case CATEGORY_INTENTS.create:
      return createCategory({ names: input });
    case CATEGORY_INTENTS.rename:
      return renameCategory({ categoryId: input.categoryId, names: input });
    case CATEGORY_INTENTS.delete:
      return deleteCategory({ categoryId: input.categoryId, moveTo: input.moveTo });
  }
}
