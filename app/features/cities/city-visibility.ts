// Who may see a city of each status (ADR 0024): New and Test cities are being prepared and only admins see them;
// Archive cities keep their addresses working for everyone but are not listed; Live cities are public and listed.
// No server imports: the browser shows the same rule in the admins' preview notice.
import type { CityStatus } from "./cities.constants";

/** Statuses whose pages anyone may open by their address. */
export const PUBLIC_CITY_STATUSES = ["Live", "Archive"] as const satisfies readonly CityStatus[];
/** Statuses that are listed: pickers, the sitemap, search across cities, the directory of all cities. */
export const LISTED_CITY_STATUSES = ["Live"] as const satisfies readonly CityStatus[];

/** Who is asking, as far as a city's status matters: an admin, or anyone else (null: anonymous). */
export type CityViewer = { isAdmin: boolean } | null;

/** For services whose every caller has already required an admin (Re-Analyze, Rewrite). */
export const ADMIN_CITY_VIEWER: CityViewer = { isAdmin: true };

export function isPublicCityStatus(status: string): boolean {
  return (PUBLIC_CITY_STATUSES as readonly string[]).includes(status);
}

/** True when this viewer may open the city's pages: anyone for a public city, only admins for the rest. */
export function canViewCity(city: { status: string }, viewer: CityViewer): boolean {
  return viewer?.isAdmin === true || isPublicCityStatus(city.status);
}
