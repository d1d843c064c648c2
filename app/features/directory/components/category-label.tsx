// "Parent › Sub" for a listing's category, the same wherever a listing appears.
import { UNCATEGORIZED } from "../directory.copy";
import type { DirectoryListing } from "../directory.server";

export function categoryText(category: DirectoryListing["category"]): string {
  return category ? `${category.parentCategory} › ${category.subCategory}` : UNCATEGORIZED;
}

export function CategoryLabel({ category }: { category: DirectoryListing["category"] }) {
  return <p className="text-sm font-medium text-teal-800">{categoryText(category)}</p>;
}
