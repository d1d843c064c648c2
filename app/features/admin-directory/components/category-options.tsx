// The <option>s of a category picker: "No category", then each parent category as a group of its subcategories.
import type { BusinessCategory } from "~/features/directory/directory.server";
import { NO_CATEGORY } from "../admin-directory.copy";

export function CategoryOptions({ categories }: { categories: readonly BusinessCategory[] }) {
  const groups = new Map<string, BusinessCategory[]>();
  for (const category of categories) {
    groups.set(category.parentCategory, [...(groups.get(category.parentCategory) ?? []), category]);
  }
  return (
    <>
      <option value="">{NO_CATEGORY}</option>
      {[...groups].map(([parent, members]) => (
        <optgroup key={parent} label={parent}>
          {members.map((category) => (
            <option key={category.id} value={category.id}>
              {category.subCategory}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
