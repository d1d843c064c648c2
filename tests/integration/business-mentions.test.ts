// "Mentioned at council" (issue #19, ADR 0047): a listing named in a meeting's transcript gets that meeting, with the
// second of the first line that names it, on its page; kept by the database whichever side changes (a transcript
// saved or replaced, a listing created, renamed or moved), and never for a name made of common words alone.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessListings, businessMentions } from "#db/schema";
import { listBusinessMentions } from "~/features/directory/business-mentions.server";
import { importTranscript } from "~/features/transcripts/transcripts.server";
import { database, db } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { loader as businessLoader } from "~/routes/business";
import { createCity, createVideo } from "../factories/cities";
import { createListing } from "../factories/directory";

/** A council meeting's captions, as an admin uploads them. */
const FIXTURE_VTT = `WEBVTT

00:00:05.000 --> 00:00:12.000
Good evening. I call this meeting of the city council to order.

00:01:40.000 --> 00:01:50.000
Next is public comment. Our first speaker, please.

00:02:05.500 --> 00:02:15.000
I want to thank MARIGOLD AND THYME BISTRO for feeding the storm crews all night.

00:02:40.000 --> 00:02:50.000
The main street bakery closed last year and the corner is still empty.

00:03:10.000 --> 00:03:20.000
Marigold & Thyme Bistro also hosted the cleanup, and the pelican coves need it.

00:03:30.000 --> 00:03:40.000
Rosas Taqueria on Marina Way has asked for a loading zone.
`;

const LATER_VTT = `WEBVTT

00:00:05.000 --> 00:00:12.000
Good evening, everyone, and welcome back.

00:00:42.000 --> 00:00:50.000
A thank-you to Marigold and Thyme Bistro for the coffee this morning.
`;

let queue: Queue;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
});

afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

async function mentionsOf(listingId: string) {
  return db().select().from(businessMentions).where(eq(businessMentions.listingId, listingId));
}

describe("business mentions", () => {
  it("finds a listing named in a transcript at the second its line starts, and no other listing", async () => {
    const city = await createCity();
    const named = await createListing(city.id, { name: "Marigold & Thyme Bistro" });
    const apostrophe = await createListing(city.id, { name: "Rosa's Taqueria" });
    const unnamed = await createListing(city.id, { name: "Quillfeather Stationers" });
    const generic = await createListing(city.id, { name: "Main Street Bakery" });
    const partWord = await createListing(city.id, { name: "Pelican Cove" });
    const otherCity = await createCity();
    const elsewhere = await createListing(otherCity.id, { name: "Marigold & Thyme Bistro" });
    const meeting = await createVideo(city.id, {
      title: "City Council Regular Meeting - March 2, 2026",
      publishedAt: new Date("2026-03-03T12:00:00Z"),
    });
    await importTranscript({ videoId: meeting.id, text: FIXTURE_VTT });

    expect(await mentionsOf(named.id)).toEqual([
      {
        listingId: named.id,
        videoId: meeting.id,
        segmentId: expect.any(Number),
        startSeconds: 125.5,
        quote: "I want to thank MARIGOLD AND THYME BISTRO for feeding the storm crews all night.",
      },
    ]);
    expect((await mentionsOf(apostrophe.id)).map((mention) => mention.startSeconds)).toEqual([210]);
    expect(await mentionsOf(unnamed.id)).toEqual([]);
    // "Main Street Bakery" is made of common words: said at council it is a street's bakery, not the listing.
    expect(await mentionsOf(generic.id)).toEqual([]);
    // "pelican coves" holds the words but not the whole name.
    expect(await mentionsOf(partWord.id)).toEqual([]);
    // The same name in another city's directory is another business.
    expect(await mentionsOf(elsewhere.id)).toEqual([]);
  });

  it("follows a listing created, renamed or moved after the meeting, and a transcript replaced", async () => {
    const city = await createCity();
    const meeting = await createVideo(city.id);
    await importTranscript({ videoId: meeting.id, text: FIXTURE_VTT });
    const listing = await createListing(city.id, { name: "Quillfeather Stationers" });
    expect(await mentionsOf(listing.id)).toEqual([]);

    await db()
      .update(businessListings)
      .set({ name: "Marigold and Thyme Bistro" })
      .where(eq(businessListings.id, listing.id));
    expect((await mentionsOf(listing.id)).map((mention) => mention.startSeconds)).toEqual([125.5]);

    const otherCity = await createCity();
    await db()
      .update(businessListings)
      .set({ cityId: otherCity.id })
      .where(eq(businessListings.id, listing.id));
    expect(await mentionsOf(listing.id)).toEqual([]);
    await db().update(businessListings).set({ cityId: city.id }).where(eq(businessListings.id, listing.id));

    await importTranscript({ videoId: meeting.id, text: LATER_VTT });
    expect((await mentionsOf(listing.id)).map((mention) => mention.startSeconds)).toEqual([42]);

    await importTranscript({
      videoId: meeting.id,
      text: "WEBVTT\n\n00:00:05.000 --> 00:00:09.000\nNo business was named tonight.\n",
    });
    expect(await mentionsOf(listing.id)).toEqual([]);
  });

  it("lists the meetings newest first on the business page, each linking to its moment", async () => {
    const city = await createCity();
    const listing = await createListing(city.id, { name: "Marigold & Thyme Bistro" });
    // Recordings go up the day after: the meeting's date field, not the upload, dates the mention.
    const march = await createVideo(city.id, {
      title: "City Council Regular Meeting - March 2, 2026",
      publishedAt: new Date("2026-03-03T12:00:00Z"),
      meetingDate: "2026-03-02",
    });
    const may = await createVideo(city.id, {
      title: "City Council Regular Meeting - May 4, 2026",
      publishedAt: new Date("2026-05-05T12:00:00Z"),
      meetingDate: "2026-05-04",
    });
    await importTranscript({ videoId: march.id, text: FIXTURE_VTT });
    await importTranscript({ videoId: may.id, text: LATER_VTT });

    const result = await businessLoader({
      request: new Request(`http://localhost/businesses/${listing.businessKey}`),
      params: { businessKey: listing.businessKey },
      context: { cspNonce: "test" },
    } as never);
    expect(result.mentions).toEqual([
      {
        videoId: may.id,
        meetingTitle: "City Council Regular Meeting - May 4, 2026",
        meetingDate: "2026-05-04",
        quote: "A thank-you to Marigold and Thyme Bistro for the coffee this morning.",
        momentPath: `/city/${city.locationKey}/meeting/${may.id}?t=42`,
      },
      {
        videoId: march.id,
        meetingTitle: "City Council Regular Meeting - March 2, 2026",
        meetingDate: "2026-03-02",
        quote: "I want to thank MARIGOLD AND THYME BISTRO for feeding the storm crews all night.",
        momentPath: `/city/${city.locationKey}/meeting/${march.id}?t=125`,
      },
    ]);
    expect(await listBusinessMentions({ listingId: listing.id, locationKey: city.locationKey })).toEqual(
      result.mentions,
    );
  });
});
