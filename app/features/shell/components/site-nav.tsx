// The links every header carries (ADR 0030): the city picker that never redirects, the business directory (the
// city's own on a city page) and, away from a city, search.
import { Link } from "react-router";
import {
  BUSINESS_DIRECTORY_LINK,
  CHANGE_CITY,
  CHOOSE_CITY_PATH,
  SEARCH_LINK,
  SITE_NAVIGATION_LABEL,
} from "~/features/shell/shell.copy";
import { directoryPath } from "~/lib/directory-path";

const LINK_CLASSES =
  "whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900";

export function SiteNav({
  locationKey = null,
  withSearch = true,
  className = "",
}: {
  /** On a city's pages the directory link opens that city's directory. */
  locationKey?: string | null;
  /** The city header has its own search box. */
  withSearch?: boolean;
  className?: string;
}) {
  return (
    <nav aria-label={SITE_NAVIGATION_LABEL} className={className}>
      <ul className="flex items-center gap-1">
        <li>
          <Link to={CHOOSE_CITY_PATH} className={LINK_CLASSES}>
            {CHANGE_CITY}
          </Link>
        </li>
        <li>
          <Link to={directoryPath(locationKey)} className={LINK_CLASSES}>
            {BUSINESS_DIRECTORY_LINK}
          </Link>
        </li>
        {withSearch ? (
          <li>
            <Link to="/search" className={LINK_CLASSES}>
              {SEARCH_LINK}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
