// Pure logic of the prototype directory and tier preview: filtering, sorting, categories and wrap-around.
import type { SampleBusiness } from "./sample-businesses";
import type { ProtoDirectoryFilters } from "./showcase.schema";

/** The distinct categories, sorted, for the category dropdown. */
export function distinctCategories(businesses: readonly SampleBusiness[]): string[] {
  return [...new Set(businesses.map((business) => business.category))].sort((a, b) =>
    a.localeCompare(b, "en"),
  );
}

/** The upper-case first letter of a name, or "" when it does not start with a letter. */
export function firstLetterOf(name: string): string {
  const first = name.trim().charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "";
}

function matchesText(business: SampleBusiness, text: string): boolean {
  if (!text) return true;
  const needle = text.toLowerCase();
  return [business.name, business.description, ...business.services].some((field) =>
    field.toLowerCase().includes(needle),
  );
}

/** Keeps the businesses matching every set filter: text over name, description and services, category, letter. */
export function filterBusinesses(
  businesses: readonly SampleBusiness[],
  filters: ProtoDirectoryFilters,
): SampleBusiness[] {
  return businesses.filter(
    (business) =>
      matchesText(business, filters.text) &&
      (!filters.category || business.category === filters.category) &&
      (!filters.letter || firstLetterOf(business.name) === filters.letter),
  );
}

/**
 * The prototype's order: tier number descending (Tier 3, Premium, first), then name. Spec 001 section 2 says so
 * for the prototype; the public directory orders its own tiers differently.
 */
export function sortBusinesses(businesses: readonly SampleBusiness[]): SampleBusiness[] {
  return [...businesses].sort((a, b) => b.tier - a.tier || a.name.localeCompare(b.name, "en"));
}

/** Any whole number folded into 0..length-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The index after stepping `delta` places from `current`, wrapping at both ends. */
export function stepIndex(current: number, delta: number, length: number): number {
  return wrapIndex(current + delta, length);
}

/** The services a card lists and how many it leaves for "+N more". */
export function visibleServices(
  services: readonly string[],
  limit: number,
): { shown: string[]; hidden: number } {
  return { shown: services.slice(0, limit), hidden: Math.max(0, services.length - limit) };
}
