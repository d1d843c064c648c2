// The civic memory pages (issue #19): /city/{key}/decisions with its filters, chart data and moment links;
// /city/{key}/commitments with overdue first and its overdue RSS feed; a meeting page's own decisions and promises;
// a hidden city's pages not found; a follow-up linked by an admin only with a line the later meeting said.
import { describe, expect, it } from "vitest";
import { transcriptSegments } from "#db/schema";
import { COMMITMENTS_TITLE, FOLLOW_UP_NOT_SAID, OVERDUE_FEED_TITLE } from "~/features/memory/memory.copy";
import {
  decisionsPerMonth,
  getCityCommitmentsPage,
  linkFollowUpByAdmin,
  orderCommitments,
  unlinkFollowUpByAdmin,
} from "~/features/memory/memory.server";
import { db } from "~/lib/db.server";
import { action as commitmentsAction, loader as commitmentsLoader } from "~/routes/city.commitments";
import { loader as overdueLoader } from "~/routes/city.commitments-overdue";
import { loader as decisionsLoader } from "~/routes/city.decisions";
import { loader as meetingLoader } from "~/routes/meeting";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { createCity, createSource, createVideo } from "../factories/cities";
import { createCommitment, createDecision } from "../factories/memory";

type LoaderArgs<L extends (...args: never[]) => unknown> = Parameters<L>[0];

async function decisionsPage(locationKey: string, search = "") {
  return decisionsLoader({
    request: getRequest(`/city/${locationKey}/decisions${search}`),
    params: { locationKey },
  } as LoaderArgs<typeof decisionsLoader>);
}

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

async function cityWithMeetings() {
  const city = await createCity();
  const source = await createSource(city.id, { entityType: "City Council" });
  const march = await createVideo(city.id, {
    title: "City Council Regular Meeting - March 2, 2026",
    cityUrlsId: source.id,
  });
  const april = await createVideo(city.id, { title: "Planning Commission - April 6, 2026" });
  return { city, march, april };
}

describe("the decisions page", () => {
  it("lists a city's decisions with moment links and votes, filtered by outcome, topic, date and body", async () => {
    const { city, march, april } = await cityWithMeetings();
    await createDecision(march, {}, [
      { member: "Bergstrom", vote: "yes" },
      { member: "Okafor", vote: "no" },
    ]);
    await createDecision(april, {
      item: "Item 2: Harbor Street lighting",
      motion: "approve the Harbor Street lighting plan",
      outcome: "failed",
      tally: "2-3",
      quote: "The motion fails 2-3.",
      startSeconds: 900,
      meetingDate: "2026-04-06",
    });

    const all = await decisionsPage(city.locationKey);
    expect(all.decisions).toHaveLength(2);
    const riverside = all.decisions.find((decision) => decision.outcome === "passed");
    expect(riverside?.momentPath).toBe(`/city/${city.locationKey}/meeting/${march.id}?t=170`);
    expect(riverside?.votes.map((vote) => `${vote.member}:${vote.vote}`)).toEqual([
      "Bergstrom:yes",
      "Okafor:no",
    ]);
    expect(riverside?.votes[0]?.momentPath).toBe(`/city/${city.locationKey}/meeting/${march.id}?t=155`);
    expect(all.months).toEqual([
      { month: "2026-03", passed: 1, failed: 0 },
      { month: "2026-04", passed: 0, failed: 1 },
    ]);
    expect(all.bodies).toEqual(["City Council", "Planning Commission"]);

    expect((await decisionsPage(city.locationKey, "?outcome=failed")).decisions.map((d) => d.tally)).toEqual([
      "2-3",
    ]);
    expect((await decisionsPage(city.locationKey, "?topic=riverside")).decisions.map((d) => d.tally)).toEqual(
      ["4-1"],
    );
    expect(
      (await decisionsPage(city.locationKey, "?from=2026-04-01&to=2026-04-30")).decisions.map((d) => d.tally),
    ).toEqual(["2-3"]);
    expect(
      (await decisionsPage(city.locationKey, "?body=City+Council")).decisions.map((d) => d.tally),
    ).toEqual(["4-1"]);
    // A value no form sends filters nothing; a control character is refused.
    expect((await decisionsPage(city.locationKey, "?outcome=maybe&from=yesterday")).decisions).toHaveLength(
      2,
    );
    expect(await statusOf(decisionsPage(city.locationKey, "?topic=%00"))).toBe(400);
    // "%" is a character to look for, not a wildcard.
    expect((await decisionsPage(city.locationKey, "?topic=%25")).decisions).toHaveLength(0);
  });

  it("is not found for a city the viewer may not see", async () => {
    const hidden = await createCity({ status: "New" });
    expect(await statusOf(decisionsPage(hidden.locationKey))).toBe(404);
    expect(await statusOf(decisionsPage("no-such-city"))).toBe(404);
  });

  it("counts decisions per month by outcome", () => {
    expect(
      decisionsPerMonth([
        { meetingDate: "2026-02-10", outcome: "passed" },
        { meetingDate: "2026-02-24", outcome: "failed" },
        { meetingDate: "2026-01-05", outcome: "passed" },
        { meetingDate: null, outcome: "passed" },
      ]),
    ).toEqual([
      { month: "2026-01", passed: 1, failed: 0 },
      { month: "2026-02", passed: 1, failed: 1 },
    ]);
  });
});

describe("the commitments page", () => {
  it("puts overdue promises first, then open ones, then fulfilled ones, with their moments", async () => {
    const { city, march, april } = await cityWithMeetings();
    await createCommitment(march, {
      description: "Open one",
      dueDate: "2026-12-01",
      dueText: "by December 1",
    });
    await createCommitment(march, { description: "Undated one", dueDate: null, dueText: null });
    await createCommitment(march, {
      description: "Overdue one",
      dueDate: "2026-04-01",
      dueText: "by April 1",
    });
    await createCommitment(march, {
      description: "Kept one",
      dueDate: "2026-04-15",
      followUpVideoId: april.id,
      followUpSeconds: 42,
      followUpQuote: "As requested, here is the plan.",
      followUpBy: "engine",
    });
    const page = await getCityCommitmentsPage({
      locationKey: city.locationKey,
      viewer: null,
      today: "2026-06-01",
    });
    expect(page?.commitments.map((c) => [c.description, c.status])).toEqual([
      ["Overdue one", "overdue"],
      ["Open one", "open"],
      ["Undated one", "open"],
      ["Kept one", "fulfilled"],
    ]);
    const kept = page?.commitments.at(-1);
    expect(kept?.promisePath).toBe(`/city/${city.locationKey}/meeting/${march.id}?t=110`);
    expect(kept?.followUp?.path).toBe(`/city/${city.locationKey}/meeting/${april.id}?t=42`);

    const loaded = await commitmentsLoader({
      request: getRequest(`/city/${city.locationKey}/commitments`),
      params: { locationKey: city.locationKey },
    } as LoaderArgs<typeof commitmentsLoader>);
    expect(loaded.feedPath).toBe(`/city/${city.locationKey}/commitments/overdue.xml`);
    expect(COMMITMENTS_TITLE(loaded.city.name)).toContain(city.name);
  });

  it("orders by status and then by due date", () => {
    expect(
      orderCommitments([
        { status: "open" as const, dueDate: null },
        { status: "overdue" as const, dueDate: "2026-02-01" },
        { status: "open" as const, dueDate: "2026-07-01" },
        { status: "overdue" as const, dueDate: "2026-01-01" },
      ]),
    ).toEqual([
      { status: "overdue", dueDate: "2026-01-01" },
      { status: "overdue", dueDate: "2026-02-01" },
      { status: "open", dueDate: "2026-07-01" },
      { status: "open", dueDate: null },
    ]);
  });

  it("publishes overdue promises as RSS, newest overdue first, and nothing else", async () => {
    const { city, march } = await cityWithMeetings();
    await createCommitment(march, { description: "Older & overdue <plan>", dueDate: "2026-01-10" });
    await createCommitment(march, { description: "Newer overdue report", dueDate: "2026-02-10" });
    await createCommitment(march, { description: "Far future plan", dueDate: "2099-01-01" });
    const response = await overdueLoader({
      request: getRequest(`/city/${city.locationKey}/commitments/overdue.xml`),
      params: { locationKey: city.locationKey },
    } as LoaderArgs<typeof overdueLoader>);
    expect(response.headers.get("content-type")).toContain("rss");
    const xml = await response.text();
    expect(xml).toContain(`<title>${OVERDUE_FEED_TITLE(city.name)}</title>`);
    // Item titles are CDATA sections (the feed library's form): the text as it is.
    expect(xml).toContain("Older & overdue <plan>]]></title>");
    expect(xml).not.toContain("Far future plan");
    expect(xml.indexOf("Newer overdue report")).toBeLessThan(xml.indexOf("Older & overdue"));
    // The day it became overdue: the day after it was due.
    expect(xml).toContain("<pubDate>Wed, 11 Feb 2026 00:00:00 GMT</pubDate>");

    const hidden = await createCity({ status: "New" });
    const missing = await overdueLoader({
      request: getRequest(`/city/${hidden.locationKey}/commitments/overdue.xml`),
      params: { locationKey: hidden.locationKey },
    } as LoaderArgs<typeof overdueLoader>);
    expect(missing.status).toBe(404);
  });
});

describe("a meeting page", () => {
  it("lists the meeting's own decisions and promises", async () => {
    const { city, march } = await cityWithMeetings();
    await createDecision(march);
    await createCommitment(march);
    const page = await meetingLoader({
      request: getRequest(`/city/${city.locationKey}/meeting/${march.id}`),
      params: { locationKey: city.locationKey, videoId: march.id },
    } as LoaderArgs<typeof meetingLoader>);
    expect(page.memory.decisions.map((decision) => decision.tally)).toEqual(["4-1"]);
    expect(page.memory.commitments.map((commitment) => commitment.dueText)).toEqual(["within 60 days"]);
  });
});

describe("a follow-up linked by an admin", () => {
  it("needs a line the later meeting said, and can be taken back", async () => {
    const { city, march } = await cityWithMeetings();
    const later = await createVideo(city.id, { title: "City Council - June 1, 2026" });
    await db()
      .insert(transcriptSegments)
      .values([
        {
          videoId: later.id,
          position: 0,
          startSeconds: 0,
          endSeconds: 30,
          speaker: null,
          text: "Good evening.",
        },
        {
          videoId: later.id,
          position: 1,
          startSeconds: 30,
          endSeconds: 60,
          speaker: null,
          text: "Here is the restroom maintenance plan you asked for.",
        },
      ]);
    const promise = await createCommitment(march);
    await expect(
      linkFollowUpByAdmin({ commitmentId: promise.id, videoId: later.id, quote: "We fixed the restrooms." }),
    ).rejects.toThrow(FOLLOW_UP_NOT_SAID);
    await expect(
      linkFollowUpByAdmin({ commitmentId: promise.id, videoId: march.id, quote: "Good evening." }),
    ).rejects.toThrow(/later meeting/);

    await linkFollowUpByAdmin({
      commitmentId: promise.id,
      videoId: later.id,
      quote: "the restroom maintenance plan you asked for",
    });
    const linked = await getCityCommitmentsPage({ locationKey: city.locationKey, viewer: null });
    expect(linked?.commitments[0]).toMatchObject({
      status: "fulfilled",
      followUp: { path: `/city/${city.locationKey}/meeting/${later.id}?t=30`, by: "admin" },
    });
    await unlinkFollowUpByAdmin({ commitmentId: promise.id });
    const reopened = await getCityCommitmentsPage({
      locationKey: city.locationKey,
      viewer: null,
      today: "2026-06-01",
    });
    expect(reopened?.commitments[0]?.status).toBe("overdue");
  });
});

describe("the admin's follow-up forms on the promises page", () => {
  async function post(locationKey: string, fields: Record<string, string>, cookie?: string) {
    return commitmentsAction({
      request: formRequest(`/city/${locationKey}/commitments`, fields, { cookie }),
      params: { locationKey },
    } as Parameters<typeof commitmentsAction>[0]);
  }

  it("refuses anyone but an admin, and links and unlinks for an admin", async () => {
    const { city, march, april } = await cityWithMeetings();
    await db()
      .insert(transcriptSegments)
      .values([
        {
          videoId: april.id,
          position: 0,
          startSeconds: 12,
          endSeconds: 20,
          speaker: null,
          text: "Here is the restroom maintenance plan you asked for.",
        },
      ]);
    const promise = await createCommitment(march);
    const fields = {
      intent: "link-follow-up",
      commitmentId: promise.id,
      videoId: april.id,
      quote: "the restroom maintenance plan you asked for",
    };
    const member = await sessionCookie((await createUser()).email);
    expect(await statusOf(post(city.locationKey, fields, member))).toBe(403);
    const anonymous = await statusOf(post(city.locationKey, fields));
    expect(anonymous === 401 || anonymous === 403 || anonymous === -1).toBe(true);
    expect(
      (await getCityCommitmentsPage({ locationKey: city.locationKey, viewer: null }))?.commitments[0]
        ?.followUp,
    ).toBeNull();

    const admin = await sessionCookie((await createUser({ admin: true })).email);
    const linked = (await post(city.locationKey, fields, admin)) as Response;
    expect(linked.status).toBe(302);
    expect(
      (await getCityCommitmentsPage({ locationKey: city.locationKey, viewer: null }))?.commitments[0],
    ).toMatchObject({
      status: "fulfilled",
      followUp: { path: `/city/${city.locationKey}/meeting/${april.id}?t=12`, by: "admin" },
    });

    const notSaid = await post(city.locationKey, { ...fields, quote: "words nobody said" }, admin);
    // A 400 with the message in words, and nothing written.
    expect(notSaid).toMatchObject({ init: { status: 400 }, data: { ok: false, error: FOLLOW_UP_NOT_SAID } });
    const badId = await post(city.locationKey, { ...fields, videoId: "not-an-id" }, admin);
    expect(badId).toMatchObject({ init: { status: 400 }, data: { ok: false } });

    const unlinked = (await post(
      city.locationKey,
      { intent: "unlink-follow-up", commitmentId: promise.id },
      admin,
    )) as Response;
    expect(unlinked.status).toBe(302);
    expect(
      (await getCityCommitmentsPage({ locationKey: city.locationKey, viewer: null }))?.commitments[0]
        ?.followUp,
    ).toBeNull();
  });
});
