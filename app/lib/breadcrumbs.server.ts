// A public page's BreadcrumbList (issue #18) from its loader: the site's address from PUBLIC_URL, then the trail.
import { env } from "./env.server";
import { type CrumbCity, type JsonLdNode, siteBreadcrumbs } from "./json-ld";

export type PageCrumb = { name: string; path: string };

export function publicSiteUrl(): string {
  return env().PUBLIC_URL.replace(/\/+$/, "");
}

/** Home, the city when there is one, then each page named with its path (the last one is the page itself). */
export function pageBreadcrumbs(city: CrumbCity | null, trail: readonly PageCrumb[] = []): JsonLdNode {
  const siteUrl = publicSiteUrl();
  return siteBreadcrumbs(
    siteUrl,
    city,
    trail.map((crumb) => ({ name: crumb.name, url: `${siteUrl}${crumb.path}` })),
  );
}
