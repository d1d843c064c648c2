// The business directory's address, all cities or one: the site navigation, the city page and the directory link to it
// (ADR 0036).
export function directoryPath(locationKey?: string | null): string {
  return locationKey ? `/city/${encodeURIComponent(locationKey)}/businesses` : "/businesses";
}
