// Addresses of the admin directory: its path and the query string of a set of filters.
import { ADMIN_FILTER_PARAMS } from "./admin-directory.constants";
import type { AdminDirectoryFilters } from "./admin-directory.schema";

export const ADMIN_DIRECTORY_PATH = "/admin/business-directory";
export const ADMIN_CATEGORIES_PATH = "/admin/business-directory/categories";

/** The page's URL for these filters; page 1 and empty filters are left out so URLs stay short. */
export function adminDirectoryUrl(filters: Partial<AdminDirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.name) params.set(ADMIN_FILTER_PARAMS.name, filters.name);
  if (filters.cityId) params.set(ADMIN_FILTER_PARAMS.city, filters.cityId);
  if (filters.letter) params.set(ADMIN_FILTER_PARAMS.letter, filters.letter);
  if (filters.page && filters.page > 1) params.set(ADMIN_FILTER_PARAMS.page, String(filters.page));
  const query = params.toString();
  return query ? `${ADMIN_DIRECTORY_PATH}?${query}` : ADMIN_DIRECTORY_PATH;
}

/** Any filter change starts again at page 1 (spec 001 section 4). */
export function withFilterChange(
  filters: AdminDirectoryFilters,
  change: Partial<Omit<AdminDirectoryFilters, "page">>,
): string {
  return adminDirectoryUrl({ ...filters, ...change, page: 1 });
}
