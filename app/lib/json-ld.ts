// Structured data (schema.org JSON-LD, issue #18): pure builders each area makes its nodes with, run in loaders so
// no page's JavaScript carries them; the page's meta puts the nodes in its one script (jsonLdMeta in page-meta.ts).
import type { MetaDescriptor } from "react-router";
import { cityPath } from "./meeting-paths";
import { PRODUCT_NAME } from "./product";

export type JsonLdNode = { "@type": string; "@id"?: string } & Record<string, unknown>;
export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLdNode {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export type CrumbCity = { name: string; state: string; locationKey: string };

/**
 * Where a public page sits: Home, then its city when it is one of a city's pages, then the pages below (the last
 * one the page itself). Every public page carries one (issue #18).
 */
export function siteBreadcrumbs(
  siteUrl: string,
  city: CrumbCity | null,
  below: readonly Crumb[] = [],
): JsonLdNode {
  return breadcrumbList([
    { name: "Home", url: `${siteUrl}/` },
    ...(city
      ? [{ name: `${city.name}, ${city.state}`, url: `${siteUrl}${cityPath(city.locationKey)}` }]
      : []),
    ...below,
  ]);
}

/** The newsroom itself: the author and publisher of what it writes. */
export function siteOrganization(siteUrl: string): JsonLdNode {
  return { "@type": "Organization", "@id": `${siteUrl}#organization`, name: PRODUCT_NAME, url: siteUrl };
}

/** Seconds as an ISO 8601 duration ("PT1H2M5S"), as schema.org's Duration wants. */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  return `PT${hours ? `${hours}H` : ""}${minutes ? `${minutes}M` : ""}${rest || (!hours && !minutes) ? `${rest}S` : ""}`;
}

/** Text that a schema property caps (NewsArticle.headline: 110 characters), cut at a word with an ellipsis. */
export function capText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The page's one JSON-LD script (issue #18): every node in one @graph. React Router's meta renders
 * "script:ld+json" as <script type="application/ld+json"> with "<", ">" and "&" escaped, so no text in the data
 * can close the script (tests/integration/structured-data-pages.test.ts).
 */
export function jsonLdMeta(nodes: ReadonlyArray<{ "@type": string } | null>): MetaDescriptor {
  return {
    "script:ld+json": { "@context": "https://schema.org", "@graph": nodes.filter((node) => node !== null) },
  };
}
