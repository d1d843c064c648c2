// Pure helpers shared by the browser and the server: a city's URL-safe location key, and the content type a
// typed URL suggests.

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

const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;

/**
 * The spec sets video/mp4 for a YouTube address and text/html otherwise, values its own dropdown does not
 * offer; we set the dropdown's equivalents, video and site (ADR 0012). Null while the text is not a URL yet.
 */
export function contentTypeForUrl(text: string): "video" | "site" | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    return YOUTUBE_HOST.test(url.hostname) ? "video" : "site";
  } catch {
    return null;
  }
}
