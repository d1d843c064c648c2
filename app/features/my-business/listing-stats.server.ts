// Views and clicks of each listing per month (issue #20): plain counters, like the site's analytics: no cookie,
// no address, no visitor id. A view is counted at the HTTP edge (cached pages included), a click by the redirect.
import { and, asc, gte, inArray, sql } from "drizzle-orm";
import { businessListings, listingStats } from "#db/schema";
import { isPublishedListing } from "~/features/directory/directory.server";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { STATS_MONTHS } from "./my-business.constants";

export type MonthStats = { month: string; views: number; clicks: number };

/** "YYYY-MM-01" of a date, in UTC. */
export function monthKey(date: Date): string {
  return `${date.toISOString().slice(0, 7)}-01`;
}

/** The last `count` months' keys, oldest first, ending with the month of `now`. */
export function recentMonths(now: Date, count = STATS_MONTHS): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1));
    return monthKey(date);
  });
}

const BUSINESS_PAGE = /^(?:\/city\/[^/]+)?\/businesses\/([^/]+)$/;

/** The business key of a business page's path, or null for any other path. */
export function businessKeyOfPath(path: string): string | null {
  const match = BUSINESS_PAGE.exec(path);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/** Adds views and clicks to a published listing's month; an unknown key counts nothing. */
async function addListingCounts(options: {
  businessKey: string;
  month: string;
  views: number;
  clicks: number;
}) {
  await db().execute(sql`
    insert into ${listingStats} (listing_id, month, views, clicks)
    select ${businessListings.id}, ${options.month}, ${options.views}, ${options.clicks} from ${businessListings}
    where ${businessListings.businessKey} = ${options.businessKey} and ${isPublishedListing}
    on conflict (listing_id, month) do update set
      views = ${listingStats.views} + excluded.views, clicks = ${listingStats.clicks} + excluded.clicks`);
}

/** Adds one view or click to a published listing's month; an unknown key counts nothing. */
export async function countListingEvent(options: {
  businessKey: string;
  kind: "view" | "click";
  now?: Date;
}) {
  await addListingCounts({
    businessKey: options.businessKey,
    month: monthKey(options.now ?? new Date()),
    views: options.kind === "view" ? 1 : 0,
    clicks: options.kind === "click" ? 1 : 0,
  });
}

/**
 * Page views waiting to be written, by month and business key. A crowd opening one business page (issue #16: 50
 * readers at once, answered from the page cache) is one write a moment, not one write a view, which on the embedded
 * database would queue every other query behind the counter. A view counted in the last moment before the process
 * stops is lost: the chart is a trend.
 */
const pendingViews = new Map<string, number>();
const VIEW_FLUSH_MS = 250;
let flushTimer: ReturnType<typeof setTimeout> | undefined;

/** For the HTTP edge: a successful business page view is counted, without delaying or failing the response. */
export function countBusinessPageView(path: string): void {
  const businessKey = businessKeyOfPath(path);
  if (!businessKey) return;
  const key = `${monthKey(new Date())} ${businessKey}`;
  pendingViews.set(key, (pendingViews.get(key) ?? 0) + 1);
  if (!flushTimer) {
    flushTimer = setTimeout(() => void flushPendingViews(), VIEW_FLUSH_MS);
    flushTimer.unref();
  }
}

async function flushPendingViews(): Promise<void> {
  flushTimer = undefined;
  const batch = [...pendingViews];
  pendingViews.clear();
  for (const [key, views] of batch) {
    // The month has no space; a business key from an address might.
    const space = key.indexOf(" ");
    const month = key.slice(0, space);
    const businessKey = key.slice(space + 1);
    await addListingCounts({ businessKey, month, views, clicks: 0 }).catch((error) =>
      logger.warn({ err: error }, "listing views not counted"),
    );
  }
}

/** Each listing's last months, zeros included, oldest first. */
export async function listingStatsFor(
  listingIds: string[],
  now = new Date(),
): Promise<Map<string, MonthStats[]>> {
  const months = recentMonths(now);
  const rows = listingIds.length
    ? await db()
        .select()
        .from(listingStats)
        .where(and(inArray(listingStats.listingId, listingIds), gte(listingStats.month, months[0] ?? "")))
        .orderBy(asc(listingStats.month))
    : [];
  const result = new Map<string, MonthStats[]>();
  for (const id of listingIds) {
    const mine = rows.filter((row) => row.listingId === id);
    result.set(
      id,
      months.map((month) => {
        const row = mine.find((candidate) => candidate.month === month);
        return { month, views: row?.views ?? 0, clicks: row?.clicks ?? 0 };
      }),
    );
  }
  return result;
}
