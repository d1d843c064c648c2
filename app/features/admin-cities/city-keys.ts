// Pure helpers shared by the browser and the server: a city's URL-safe location key, and the content type a
// typed URL suggests.
import { sourceKindOfUrl } from "~/features/sources/sources.schema";

/** "San José, CA" -> "san-jose-ca": lower-case ASCII letters and digits joined by single hyphens. */
export function slugifyLocationKey(text: string, maxLength = 100): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}

export const LOCATION_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The content type a typed URL suggests (ADR 0023, superseding ADR 0012's): video for YouTube, a feed or a media file
 * (the spec's video/mp4 for YouTube, in its dropdown's words), site for any other page. Null while the text is not a
 * URL yet.
 */
export function contentTypeForUrl(text: string): "video" | "site" | null {
  const kind = sourceKindOfUrl(text);
  if (kind === null) return null;
  return kind === "page" ? "site" : "video";
}
