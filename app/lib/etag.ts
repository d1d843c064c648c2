// Conditional GETs: whether a request's If-None-Match names the answer's ETag (RFC 9110 13.1.2, weak comparison,
// so W/"x" and "x" match, and "*" matches any current answer). Pages, the read API, the city archive and share
// cards all answer 304 by this one rule.

export function ifNoneMatchHolds(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}
