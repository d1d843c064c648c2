// Which page links a paged list shows: up to `maxNumbers` numbers around the current page, then an ellipsis when
// pages are skipped, and the last page (spec 001 section 9 for the admin directory; the admin inbox follows it).

export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis" };

/** Spec 001 section 9: up to 5 page numbers, an ellipsis and the last page. */
export const DEFAULT_MAX_PAGE_NUMBERS = 5;

export function pageItems(options: { page: number; pageCount: number; maxNumbers?: number }): PageItem[] {
  const { pageCount } = options;
  const maxNumbers = options.maxNumbers ?? DEFAULT_MAX_PAGE_NUMBERS;
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(options.page, 1), pageCount);
  // The window keeps the current page in the middle where it can, and never runs past the last page.
  const first = Math.max(1, Math.min(page - Math.floor(maxNumbers / 2), pageCount - maxNumbers + 1));
  const last = Math.min(pageCount, first + maxNumbers - 1);
  const items: PageItem[] = [];
  for (let number = first; number <= last; number += 1) items.push({ kind: "page", page: number });
  if (last < pageCount - 1) items.push({ kind: "ellipsis" });
  if (last < pageCount) items.push({ kind: "page", page: pageCount });
  return items;
}
