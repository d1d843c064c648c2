// Test data for the business directory: categories and listings with sensible defaults a test can override.
import { randomBytes } from "node:crypto";
import { businessCategories, businessListings } from "#db/schema";
import { db } from "~/lib/db.server";

const uniqueSuffix = () => randomBytes(4).toString("hex");

export async function createCategory(overrides: Partial<typeof businessCategories.$inferInsert> = {}) {
  const [category] = await db()
    .insert(businessCategories)
    .values({
      parentCategory: `Parent ${uniqueSuffix()}`,
      subCategory: `Sub ${uniqueSuffix()}`,
      ...overrides,
    })
    .returning();
  if (!category) throw new Error("category not created");
  return category;
}

export async function createListing(
  cityId: string,
  overrides: Partial<typeof businessListings.$inferInsert> = {},
) {
  const suffix = uniqueSuffix();
  const [listing] = await db()
    .insert(businessListings)
    .values({
      cityId,
      name: `Test Business ${suffix}`,
      businessKey: `test-business-${suffix}`,
      description: "A business made for a test.",
      streetAddress: "100 Main Street",
      postalCode: "95400",
      telephone: "(707) 555-0100",
      email: `hello-${suffix}@example.com`,
      website: `https://www.business-${suffix}.example`,
      ...overrides,
    })
    .returning();
  if (!listing) throw new Error("listing not created");
  return listing;
}
