// Addresses the directory builds: detail and directory paths, filter queries, tel:/mailto:/website links and the map.
import { directoryPath } from "~/lib/directory-path";
import { HTTP_SCHEME, normalizeWebsiteUrl } from "~/lib/website-url";
import { FILTER_PARAMS, MAP_EMBED_BASE_URL, MAP_ZOOM } from "./directory.constants";
import type { DirectoryFilters } from "./directory.schema";

// The directory's address and the website-link rule live in app/lib, where the site navigation and the admin
// directory read them too (ADR 0036); the directory's own modules read them here.
export { directoryPath, normalizeWebsiteUrl };

/** What a visitor reads for a website link: the host and path without the scheme. */
export function websiteLabel(href: string): string {
  return href.replace(HTTP_SCHEME, "").replace(/\/$/, "");
}

/** A tel: link keeps only the characters a dialler understands; null when there are no digits. */
export function telephoneHref(telephone: string | null | undefined): string | null {
  const dialable = (telephone ?? "").replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return /\d/.test(dialable) ? `tel:${dialable}` : null;
}

export function emailHref(email: string | null | undefined): string | null {
  const value = email?.trim() ?? "";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? `mailto:${value}` : null;
}

export type MappableAddress = {
  streetAddress: string | null;
  postalCode: string | null;
  cityName: string;
  state: string;
};

/** The one-line postal address, or null when the listing has no street address (nothing to map). */
export function fullAddress(address: MappableAddress): string | null {
  const street = address.streetAddress?.trim();
  if (!street) return null;
  const postal = address.postalCode?.trim();
  return `${street}, ${address.cityName}, ${address.state}${postal ? ` ${postal}` : ""}`;
}

export function mapEmbedUrl(address: string): string {
  const query = new URLSearchParams({ q: address, z: String(MAP_ZOOM), output: "embed" });
  return `${MAP_EMBED_BASE_URL}?${query}`;
}

export function mapLinkUrl(address: string): string {
  const query = new URLSearchParams({ q: address, z: String(MAP_ZOOM) });
  return `${MAP_EMBED_BASE_URL}?${query}`;
}

/** The directory's path: one city's or all cities'. */
/** A business's detail page, under its city when the visitor browses one city. */
export function businessPath(businessKey: string, locationKey?: string | null): string {
  return `${directoryPath(locationKey)}/${encodeURIComponent(businessKey)}`;
}

/** The query string for a set of filters ("" when none), leaving out empty values so URLs stay short. */
export function filterQuery(filters: Partial<DirectoryFilters>): string {
  const params = new URLSearchParams();
  if (filters.text) params.set(FILTER_PARAMS.text, filters.text);
  if (filters.category) params.set(FILTER_PARAMS.category, filters.category);
  if (filters.category && filters.subcategory) params.set(FILTER_PARAMS.subcategory, filters.subcategory);
  if (filters.letter) params.set(FILTER_PARAMS.letter, filters.letter);
  const query = params.toString();
  return query ? `?${query}` : "";
}
