// The city page's query values as plain functions, so the page's browser code (its clientLoader) reads them without
// the zod schema that wraps them on the server (meetings.schema.ts, ADR 0038).
import { CITY_PAGE_MAX_VIDEOS_SHOWN, SOURCE_FILTER_SEPARATOR, VIDEO_PAGE_SIZE } from "./meetings.constants";

export type SourceFilter = { sourceType: string; entityType: string };

/** The filter's URL value for a source pair, e.g. "city:City Council". */
export function sourceFilterValue(filter: SourceFilter): string {
  return `${filter.sourceType}${SOURCE_FILTER_SEPARATOR}${filter.entityType}`;
}

export function parseSourceFilterValue(value: string): SourceFilter | null {
  const at = value.indexOf(SOURCE_FILTER_SEPARATOR);
  if (at <= 0 || at === value.length - 1) return null;
  return { sourceType: value.slice(0, at), entityType: value.slice(at + 1) };
}

/** ?show= below 1 or not a whole number shows the first page; a larger number is capped. */
export function shownVideoCount(value: string | undefined): number {
  const shown = Number(value);
  if (value === undefined || !Number.isInteger(shown) || shown < 1) return VIDEO_PAGE_SIZE;
  return Math.min(shown, CITY_PAGE_MAX_VIDEOS_SHOWN);
}
