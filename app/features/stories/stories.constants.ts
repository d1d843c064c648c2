// Constants of the stories area: feeds, the sitemap, and the limits its forms share with their schemas.
/** A city's feed carries its newest stories. */
export const FEED_ITEM_LIMIT = 50;
/** The sitemap protocol's limit for one file; beyond it a sitemap index would be needed. */
export const SITEMAP_URL_LIMIT = 50_000;
/** The public pages that exist in every deployment, in the order the sitemap lists them. */
export const SITEMAP_STATIC_PATHS = ["/", "/about", "/privacy", "/contact", "/businesses"] as const;
export const ROBOTS_DISALLOWED_PATHS = ["/admin", "/functions/"] as const;
export const RSS_CONTENT_TYPE = "application/rss+xml; charset=utf-8";
export const XML_CONTENT_TYPE = "application/xml; charset=utf-8";
/** The admin's additional context for a rewrite: the schema's limit and the text area's. */
export const MAX_ADDITIONAL_CONTEXT_CHARS = 4000;
