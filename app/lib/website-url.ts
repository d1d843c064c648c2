// The link a website field opens: the directory's listings show it and the admin directory's schema stores it
// (ADR 0036: a pure helper two areas share lives below them).
export const HTTP_SCHEME = /^https?:\/\//i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_WITH_PORT = /^[^/:?#]+:\d+(?:[/?#]|$)/;

/**
 * The link a website field should open, or null when it must not be linked. A value without http:// or
 * https:// gets https:// (spec 000 section 5); any other scheme (javascript:, data:, ftp:) is refused, as is
 * anything that is not a plausible web address.
 */
export function normalizeWebsiteUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? "";
  if (value === "" || /\s/.test(value)) return null;
  let candidate: string;
  if (HTTP_SCHEME.test(value)) candidate = value;
  else if (value.startsWith("//")) candidate = `https:${value}`;
  else if (ANY_SCHEME.test(value) && !HOST_WITH_PORT.test(value)) return null;
  else candidate = `https://${value}`;
  let parsed: URL;
  try {
    parsed = new URL(candidate);
  } catch {
    return null;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return null;
  if (parsed.username || parsed.password) return null;
  // A bare word ("TBD") is not a website; a real host has a dot (or is an IP address with dots).
  if (!parsed.hostname.includes(".") || parsed.hostname.startsWith(".") || parsed.hostname.endsWith("."))
    return null;
  return candidate;
}
