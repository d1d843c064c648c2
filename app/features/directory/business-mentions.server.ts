// "Mentioned at council" (issue #19, ADR 0047): the meetings of a listing's city that name it, newest first, each with
// the first line that names it and the moment it was said. The rows are kept by triggers (migration
// business_mentions), so reading them is one indexed query.
import { and, desc, eq, sql } from "drizzle-orm";
import { businessListings, businessMentions, cityVideos } from "#db/schema";
import { meetingDayOf } from "~/features/meetings/meeting-facts.server";
import { db } from "~/lib/db.server";
import { meetingMomentPath } from "~/lib/meeting-paths";
import { MENTIONS_SHOWN } from "./directory.constants";
import { isPublishedListing } from "./directory.server";

export type BusinessMention = {
  videoId: string;
  meetingTitle: string;
  /** The meeting's day (the date its title names, else its publication day), as YYYY-MM-DD; null when unknown. */
  meetingDate: string | null;
  quote: string;
  /** The meeting page at the second the line starts. */
  momentPath: string;
};

/**
 * The newest `MENTIONS_SHOWN` meetings that name the listing, newest first; none for a listing the public may not
 * read (the mention rows are kept for every listing, published or not).
 */
export async function listBusinessMentions(options: {
  listingId: string;
  locationKey: string;
}): Promise<BusinessMention[]> {
  const rows = await db()
    .select({
      videoId: businessMentions.videoId,
      startSeconds: businessMentions.startSeconds,
      quote: businessMentions.quote,
      title: cityVideos.title,
      description: cityVideos.description,
      publishedAt: cityVideos.publishedAt,
      meetingDate: cityVideos.meetingDate,
    })
    .from(businessMentions)
    .innerJoin(cityVideos, eq(cityVideos.id, businessMentions.videoId))
    .innerJoin(businessListings, eq(businessListings.id, businessMentions.listingId))
    .where(and(eq(businessMentions.listingId, options.listingId), isPublishedListing))
    .orderBy(sql`${cityVideos.publishedAt} desc nulls last`, desc(cityVideos.id))
    .limit(MENTIONS_SHOWN);
  const mentions = rows.map((row) => ({
    videoId: row.videoId,
    meetingTitle: row.title,
    meetingDate: meetingDayOf(row),
    quote: row.quote,
    momentPath: meetingMomentPath(options.locationKey, row.videoId, row.startSeconds),
  }));
  // A meeting's own date (its title's) can differ from when its video was published: newest meeting first.
  return mentions.sort((a, b) => (b.meetingDate ?? "").localeCompare(a.meetingDate ?? ""));
}
