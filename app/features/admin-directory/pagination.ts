// Which page links the admin list shows: up to MAX_PAGE_NUMBERS numbers around the current page, then an
// ellipsis when pages are skipped, and the last page (spec 001 section 9).
import { MAX_PAGE_NUMBERS } from "./admin-directory.constants";

export type PageItem = { kind: "page"; page: number } | { kind: "ellipsis" };

export function pageItems(options: { page: number; pageCount: number }): PageItem[] {
  const { pageCount } = options;
  if (pageCount <= 1) return [];
  const page = Math.min(Math.max(options.page, 1), pageCount);
  // The window keeps the current page in the middle where it can, and never runs past the last page.
  const first = Math.max(
    1,
    Math.min(page - Math.floor(MAX_PAGE_NUMBERS / 2), pageCount - MAX_PAGE_NUMBERS + 1),
  );
  const last = Math.min(pageCount, first + MAX_PAGE_NUMBERS - 1);
  const items: PageItem[] = [];
  for (let number = first; number <= last; number += 1) items.push({ kind: "page", page: number });
  if (last < pageCount - 1) items.push({ kind: "ellipsis" });
  if (last < pageCount) items.push({ kind: "page", page: pageCount });
  return items;
}
