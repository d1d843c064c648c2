// The sitemap and robots.txt documents, built from the list of public pages.
import { absoluteUrl } from "~/lib/meeting-paths";
import { ROBOTS_DISALLOWED_PATHS } from "./stories.constants";
import { escapeXml, w3cDateTime } from "./xml";

export type SitemapEntry = { path: string; lastModified?: Date | null };

export function buildSitemapXml(entries: readonly SitemapEntry[], publicUrl: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${w3cDateTime(entry.lastModified)}</lastmod>` : "";
    return `  <url><loc>${escapeXml(absoluteUrl(publicUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobotsTxt(publicUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absoluteUrl(publicUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}
