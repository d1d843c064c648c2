// Per parent category: its business count and up to three subcategories, then an ellipsis (spec 000 section 2).
import { Link } from "react-router";
import { businessCount, CATEGORY_OVERVIEW_HEADING, OVERVIEW_ELLIPSIS } from "../directory.copy";
import { directoryPath, filterQuery } from "../directory.links";
import type { CategoryOverviewItem } from "../directory.server";

export function overviewSubcategoryText(item: CategoryOverviewItem): string {
  const names = item.shownSubcategories.join(", ");
  return item.hasMoreSubcategories ? `${names}, ${OVERVIEW_ELLIPSIS}` : names;
}

export function CategoryOverview({
  overview,
  locationKey,
  activeCategory,
}: {
  overview: CategoryOverviewItem[];
  locationKey: string | null;
  activeCategory: string | undefined;
}) {
  if (overview.length === 0) return null;
  return (
    <section aria-labelledby="category-overview-heading" className="mt-8">
      <h2 id="category-overview-heading" className="text-xl font-semibold">
        {CATEGORY_OVERVIEW_HEADING}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {overview.map((item) => {
          const active = item.parentCategory === activeCategory;
          return (
            <li key={item.parentCategory}>
              <Link
                to={`${directoryPath(locationKey)}${filterQuery({ category: item.parentCategory })}`}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                className={`block h-full rounded-lg border p-4 hover:border-teal-600 hover:bg-teal-50 ${
                  active ? "border-teal-700 bg-teal-50" : "border-slate-200"
                }`}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">{item.parentCategory}</span>
                  <span className="shrink-0 text-sm text-slate-600">{businessCount(item.businessCount)}</span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">{overviewSubcategoryText(item)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
