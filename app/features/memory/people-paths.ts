// The people pages' addresses (issue #19): shared by the service, the pages and the links on other pages.
import { cityPath } from "~/lib/meeting-paths";

export function peoplePath(locationKey: string): string {
  return `${cityPath(locationKey)}/people`;
}

export function personPath(locationKey: string, slug: string): string {
  return `${peoplePath(locationKey)}/${encodeURIComponent(slug)}`;
}
