// Words of the app shell (spec 000 section 2), kept in one place so screens and tests quote the same text.
// The product's name lives in app/lib (every area's titles carry it); the shell's screens quote it from here.
export { PRODUCT_NAME } from "~/lib/product";
export const NOT_FOUND_TITLE = "Oops! Page not found";
export const RETURN_TO_HOME = "Return to Home";
export const SIGN_IN = "Sign In";
export const FOOTER_LINKS = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
  { label: "Privacy Policy", to: "/privacy" },
  // Not in the spec's footer: the directory was reachable from nowhere but the sitemap (issue 14).
  { label: "Business Directory", to: "/businesses" },
  // The public read API's reference (issue #18).
  { label: "Developers", to: "/developers" },
] as const;
export const HERO_TITLE = "Democracy Made Accessible";

// ---- the site header's navigation (issue 14, ADR 0030; our words) ----
export const SITE_NAVIGATION_LABEL = "Site";
export const CHANGE_CITY = "Change city";
export const BUSINESS_DIRECTORY_LINK = "Businesses";
export const SEARCH_LINK = "Search";
/**
 * The city picker at an address that never redirects, even for a member with a home city (`/` takes them to it).
 * The picker's own GET form still goes to `/?city=...`, which opens the chosen city.
 */
export const CHOOSE_CITY_PATH = "/?choose=1#city-picker";

/** The names public pages go by in their BreadcrumbList (issue #18); a city's pages add the city's own name. */
export const BREADCRUMB_NAMES = {
  about: "About",
  privacy: "Privacy Policy",
  contact: "Contact",
  developers: "Developers",
  search: "Search",
} as const;
