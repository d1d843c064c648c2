// Previous, up to five page numbers, an ellipsis and the last page, as links that keep the filters.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { ELLIPSIS, NEXT_PAGE, PAGINATION_LABEL, PREVIOUS_PAGE, pageLabel } from "../admin-directory.copy";
import { adminDirectoryUrl } from "../admin-directory.links";
import type { AdminDirectoryFilters } from "../admin-directory.schema";
import { pageItems } from "../pagination";

export function PaginationNav({
  filters,
  page,
  pageCount,
}: {
  filters: AdminDirectoryFilters;
  page: number;
  pageCount: number;
}) {
  const items = pageItems({ page, pageCount });
  if (items.length === 0) return null;
  const to = (target: number) => adminDirectoryUrl({ ...filters, page: target });
  const disabledClasses = buttonClasses("outline", "sm", "pointer-events-none opacity-50");
  return (
    <nav aria-label={PAGINATION_LABEL} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} className={buttonClasses("outline", "sm")}>
              {PREVIOUS_PAGE}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {PREVIOUS_PAGE}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item.kind === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: there is at most one ellipsis, at a fixed place
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              {ELLIPSIS}
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={to(item.page)}
                aria-label={pageLabel(item.page)}
                aria-current={item.page === page ? "page" : undefined}
                className={buttonClasses(item.page === page ? "primary" : "outline", "sm", "min-w-9")}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link to={to(page + 1)} className={buttonClasses("outline", "sm")}>
              {NEXT_PAGE}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {NEXT_PAGE}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
