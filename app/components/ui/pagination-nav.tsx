// Previous, up to five page numbers, an ellipsis and the last page, as links (so paging works without
// JavaScript and lives in the URL). Each area passes its own words and how a page's URL is made.
import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { pageItems } from "~/lib/pagination";

export type PaginationLabels = {
  navigation: string;
  previous: string;
  next: string;
  page: (page: number) => string;
  ellipsis: string;
};

export function PaginationNav({
  page,
  pageCount,
  hrefFor,
  labels,
  maxNumbers,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  labels: PaginationLabels;
  maxNumbers?: number;
}) {
  const items = pageItems({ page, pageCount, maxNumbers });
  if (items.length === 0) return null;
  const disabledClasses = buttonClasses("outline", "sm", "pointer-events-none opacity-50");
  return (
    <nav aria-label={labels.navigation} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={buttonClasses("outline", "sm")}>
              {labels.previous}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {labels.previous}
            </span>
          )}
        </li>
        {items.map((item, index) =>
          item.kind === "ellipsis" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: there is at most one ellipsis, at a fixed place
            <li key={`ellipsis-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              {labels.ellipsis}
            </li>
          ) : (
            <li key={item.page}>
              <Link
                to={hrefFor(item.page)}
                aria-label={labels.page(item.page)}
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
            <Link to={hrefFor(page + 1)} className={buttonClasses("outline", "sm")}>
              {labels.next}
            </Link>
          ) : (
            <span aria-disabled="true" className={disabledClasses}>
              {labels.next}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
