// People across a city's meetings (issue #19, ADR 0045): the extract-memory job links votes, motions, quotes and
// promises to one person per name ("Mayor Ruiz" and "Mayor Elena Ruiz" alike), re-runs replace links and never
// duplicate people; an admin's merge, split and role survive re-extraction; the person page's votes, majority share
// and moment links; residents get no page; the admin screen refuses anonymous visitors and members, and a bad change
// writes nothing.
import { and, eq } from "drizzle-orm";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { people, personAliases, personAppearances } from "#db/schema";
import { LinkedNamesText } from "~/components/linked-names-text";
import { extractMemoryJob } from "~/features/memory/extract-memory.job.server";
import { ADMIN_PEOPLE_ERRORS, PERSON_NOT_FOUND } from "~/features/memory/people.copy";
import { getPersonLinks, type getPersonPage, majorityShare } from "~/features/memory/people.server";
import { personNameLinks } from "~/features/memory/person-names";
import { database, db } from "~/lib/db.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.people";
import { loader as decisionsLoader } from "~/routes/city.decisions";
import { loader as peopleLoader } from "~/routes/city.people";
import { loader as personLoader } from "~/routes/city.person";
import { createUser, formRequest, getRequest, sessionCookie } from "../factories/accounts";
import { analysedMeeting } from "../factories/analysed-meetings";
import { createCity, createVideo } from "../factories/cities";
import {
  MEMORY_MEETING_DATE,
  MEMORY_MEETING_TITLE,
  rollCallSegments,
} from "../factories/transcripts-for-memory";

/** A second meeting of the same council, a month on, with the same roll call. */
const APRIL_MEETING_TITLE = "City Council Regular Meeting - April 6, 2026";

let queue: Queue;
let adminCookie: string;
let memberCookie: string;

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  adminCookie = await sessionCookie((await createUser({ admin: true })).email);
  memberCookie = await sessionCookie((await createUser()).email);
});

afterAll(async () => {
  await queue.stop();
  setCurrentQueue(undefined);
});

async function extract(videoId: string) {
  return extractMemoryJob.handle({ videoId }, { jobId: "test", retryCount: 0 });
}

async function cityPeople(cityId: string) {
  const rows = await db().select().from(people).where(eq(people.cityId, cityId));
  const aliases = await db().select().from(personAliases).where(eq(personAliases.cityId, cityId));
  const appearances = await db().select().from(personAppearances);
  return rows.map((person) => ({
    ...person,
    aliases: aliases.filter((alias) => alias.personId === person.id).map((alias) => alias.aliasKey),
    appearances: appearances.filter((appearance) => appearance.personId === person.id),
  }));
}

function bySurname(list: Awaited<ReturnType<typeof cityPeople>>, surname: string) {
  return list.filter((person) => person.aliases.some((alias) => alias.split(" ").at(-1) === surname));
}

async function adminPost(fields: Record<string, string>, cookie = adminCookie) {
  try {
    return await adminAction({
      request: formRequest("/admin/people", fields, { cookie }),
      params: {},
      context: {},
    } as never);
  } catch (thrown) {
    return thrown;
  }
}

function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  return (answer as { init?: { status?: number } }).init?.status ?? 200;
}

async function personPage(locationKey: string, personSlug: string) {
  try {
    return await personLoader({
      request: getRequest(`/city/${locationKey}/people/${personSlug}`),
      params: { locationKey, personSlug },
      context: {},
    } as never);
  } catch (thrown) {
    return thrown as { init?: { status?: number }; data?: unknown };
  }
}

async function twoMeetings() {
  const city = await createCity();
  const march = await analysedMeeting(city.id, MEMORY_MEETING_TITLE, rollCallSegments(), MEMORY_MEETING_DATE);
  const may = await analysedMeeting(city.id, APRIL_MEETING_TITLE, rollCallSegments(), "2026-04-06");
  await extract(march.id);
  await extract(may.id);
  return { city, march, may };
}

describe("linking people in the extract-memory job", () => {
  it("resolves every form of a name to one elected member, and a re-run replaces links without new people", async () => {
    const { city, march, may } = await twoMeetings();
    const before = await cityPeople(city.id);
    for (const surname of ["bergstrom", "natarajan", "okafor", "whitaker", "ruiz"]) {
      const found = bySurname(before, surname);
      expect(found, surname).toHaveLength(1);
      expect(found[0]?.role, surname).toBe("elected");
    }
    // "Mayor Ruiz" (the roll call) and "Mayor Elena Ruiz" (a quote's speaker) are one person, at both meetings.
    const ruiz = bySurname(before, "ruiz")[0];
    expect(ruiz?.aliases.sort()).toEqual(["elena ruiz", "ruiz"]);
    expect(ruiz?.displayName).toBe("Elena Ruiz");
    expect(new Set(ruiz?.appearances.map((appearance) => appearance.kind))).toEqual(
      new Set(["vote", "quote"]),
    );
    expect(new Set(ruiz?.appearances.map((appearance) => appearance.videoId))).toEqual(
      new Set([march.id, may.id]),
    );
    // Staff named by title in the speaker labels are staff; the promise's holder is linked to their promise.
    expect(bySurname(before, "whitfield")[0]).toMatchObject({ role: "staff" });
    expect(
      bySurname(before, "whitfield")[0]?.appearances.some((appearance) => appearance.kind === "commitment"),
    ).toBe(true);
    const count = (list: typeof before) => list.reduce((sum, person) => sum + person.appearances.length, 0);

    await extract(march.id);
    await extract(may.id);
    const after = await cityPeople(city.id);
    expect(after.map((person) => person.id).sort()).toEqual(before.map((person) => person.id).sort());
    expect(count(after)).toBe(count(before));
  });

  it("shows a member's votes with moment links and the share of split votes they sided with the majority on", async () => {
    const { city, march, may } = await twoMeetings();
    const list = await cityPeople(city.id);
    const slugOf = (surname: string) => bySurname(list, surname)[0]?.slug ?? "";

    const bergstrom = (await personPage(city.locationKey, slugOf("bergstrom"))) as Awaited<
      ReturnType<typeof getPersonPage>
    >;
    expect(bergstrom?.majority).toEqual({ sided: 2, split: 2 });
    expect(bergstrom?.votes[0]?.vote).toBe("yes");
    // Newest meeting first, each vote linking to the second it was cast.
    expect(bergstrom?.votes.map((vote) => vote.meetingDate)).toEqual(["2026-04-06", "2026-03-02"]);
    expect(bergstrom?.votes[0]?.momentPath).toMatch(
      new RegExp(`^/city/${city.locationKey}/meeting/${may.id}\\?t=\\d+$`),
    );
    expect(bergstrom?.meetings.map((meeting) => meeting.path)).toContain(
      `/city/${city.locationKey}/meeting/${march.id}`,
    );
    const okafor = (await personPage(city.locationKey, slugOf("okafor"))) as Awaited<
      ReturnType<typeof getPersonPage>
    >;
    expect(okafor?.majority).toEqual({ sided: 0, split: 2 });
    expect(okafor?.votes[0]?.vote).toBe("no");

    const index = await peopleLoader({
      request: getRequest(`/city/${city.locationKey}/people`),
      params: { locationKey: city.locationKey },
      context: {},
    } as never);
    expect(index.elected.map((person) => person.path)).toContain(
      `/city/${city.locationKey}/people/${slugOf("okafor")}`,
    );

    // The decisions page links each vote's member to their page.
    const decisions = await decisionsLoader({
      request: getRequest(`/city/${city.locationKey}/decisions`),
      params: { locationKey: city.locationKey },
      context: {},
    } as never);
    // Keyed by each name as the decision stores it ("Okafor", "Councilmember Okafor"), resolved on the server.
    const okaforNames = Object.entries(decisions.personPaths).filter(([name]) => /okafor/i.test(name));
    expect(okaforNames.length).toBeGreaterThan(0);
    for (const [, path] of okaforNames)
      expect(path).toBe(`/city/${city.locationKey}/people/${slugOf("okafor")}`);

    // A story's words link the people with a page by any name they go by, each once, as server-rendered links.
    const links = await getPersonLinks({ cityId: city.id, locationKey: city.locationKey });
    const ruizPath = `/city/${city.locationKey}/people/${slugOf("ruiz")}`;
    expect(links.people.find((person) => person.path === ruizPath)?.names.sort()).toEqual([
      "Elena Ruiz",
      "Ruiz",
    ]);
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(LinkedNamesText, {
          text: "Mayor Elena Ruiz called the vote; Ruiz then adjourned.",
          names: personNameLinks(links.people),
        }),
      ),
    );
    expect(html).toBe(
      `Mayor <a class="text-teal-800 underline underline-offset-2" href="${ruizPath}" data-discover="true">Elena Ruiz</a> called the vote; Ruiz then adjourned.`,
    );
  });

  it("counts only split roll calls, and sides by the result", () => {
    const votes = [
      { decisionId: "a", vote: "yes", outcome: "passed" as const },
      { decisionId: "b", vote: "no", outcome: "passed" as const },
      { decisionId: "c", vote: "no", outcome: "failed" as const },
      { decisionId: "d", vote: "yes", outcome: "passed" as const },
      { decisionId: "a", vote: "abstain", outcome: "passed" as const },
    ];
    expect(majorityShare(votes, new Set(["a", "b", "c"]))).toEqual({ sided: 2, split: 3 });
  });

  it("gives a resident who spoke no page and leaves them out of the links", async () => {
    const city = await createCity();
    const video = await createVideo(city.id, { title: "City Council - June 1, 2026" });
    const [resident] = await db()
      .insert(people)
      .values({ cityId: city.id, slug: "pat-jones", displayName: "Pat Jones", role: "public" })
      .returning();
    if (!resident) throw new Error("no resident");
    await db()
      .insert(personAliases)
      .values({ personId: resident.id, cityId: city.id, aliasKey: "pat jones", alias: "Pat Jones" });
    await db().insert(personAppearances).values({
      personId: resident.id,
      videoId: video.id,
      kind: "quote",
      aliasKey: "pat jones",
      quote: "Please fix the crosswalk.",
      startSeconds: 30,
    });
    const answer = await personPage(city.locationKey, "pat-jones");
    expect(answer).toMatchObject({ init: { status: 404 }, data: PERSON_NOT_FOUND });
    expect((await getPersonLinks({ cityId: city.id, locationKey: city.locationKey })).people).toEqual([]);
    const index = await peopleLoader({
      request: getRequest(`/city/${city.locationKey}/people`),
      params: { locationKey: city.locationKey },
      context: {},
    } as never);
    expect(index).toMatchObject({ elected: [], staff: [], publicCommenters: 1 });
  });
});

describe("the admin's merge, split and role", () => {
  it("merges two people, and a re-extraction keeps them one", async () => {
    const { city, march } = await twoMeetings();
    const list = await cityPeople(city.id);
    const whitaker = bySurname(list, "whitaker")[0];
    const bergstrom = bySurname(list, "bergstrom")[0];
    if (!whitaker || !bergstrom) throw new Error("missing people");
    const answer = await adminPost({ intent: "merge", personId: whitaker.id, intoPersonId: bergstrom.id });
    expect(statusOf(answer)).toBe(302);
    await extract(march.id);
    const after = await cityPeople(city.id);
    expect(after.find((person) => person.id === whitaker.id)).toBeUndefined();
    expect(bySurname(after, "whitaker").map((person) => person.id)).toEqual([bergstrom.id]);
    const merged = after.find((person) => person.id === bergstrom.id);
    expect(merged?.appearances.filter((appearance) => appearance.kind === "vote")).toHaveLength(4);
  });

  it("splits a name off with its appearances, and a re-extraction keeps the two apart", async () => {
    const { city, march, may } = await twoMeetings();
    const ruiz = bySurname(await cityPeople(city.id), "ruiz")[0];
    const [full] = await db()
      .select()
      .from(personAliases)
      .where(and(eq(personAliases.personId, ruiz?.id ?? ""), eq(personAliases.aliasKey, "elena ruiz")));
    if (!ruiz || !full) throw new Error("no Elena Ruiz alias");
    expect(statusOf(await adminPost({ intent: "split", personId: ruiz.id, aliasId: full.id }))).toBe(302);
    const kinds = (person: { appearances: { kind: string }[] } | undefined) =>
      new Set(person?.appearances.map((appearance) => appearance.kind));

    for (const run of [false, true]) {
      if (run) {
        await extract(march.id);
        await extract(may.id);
      }
      const after = bySurname(await cityPeople(city.id), "ruiz");
      expect(after).toHaveLength(2);
      const kept = after.find((person) => person.id === ruiz.id);
      const split = after.find((person) => person.id !== ruiz.id);
      expect(kept?.aliases).toEqual(["ruiz"]);
      expect(split?.aliases).toEqual(["elena ruiz"]);
      expect(kinds(kept)).toEqual(new Set(["vote"]));
      expect(kinds(split)).toEqual(new Set(["quote"]));
    }
    // A person's only name cannot be split off: refused, nothing written.
    const [bare] = await db().select().from(personAliases).where(eq(personAliases.personId, ruiz.id));
    const alone = await adminPost({ intent: "split", personId: ruiz.id, aliasId: bare?.id ?? "" });
    expect(statusOf(alone)).toBe(400);
    expect((alone as { data: { error: string } }).data.error).toBe(ADMIN_PEOPLE_ERRORS.lastAlias);
  });

  it("sets a role that re-extraction keeps, and a public role takes the page away", async () => {
    const { city, march } = await twoMeetings();
    const ruiz = bySurname(await cityPeople(city.id), "ruiz")[0];
    if (!ruiz) throw new Error("no Ruiz");
    expect(statusOf(await adminPost({ intent: "set-role", personId: ruiz.id, role: "staff" }))).toBe(302);
    await extract(march.id);
    expect(bySurname(await cityPeople(city.id), "ruiz")[0]).toMatchObject({
      role: "staff",
      roleSetBy: "admin",
    });
    await adminPost({ intent: "set-role", personId: ruiz.id, role: "public" });
    expect(await personPage(city.locationKey, ruiz.slug)).toMatchObject({ init: { status: 404 } });
  });

  it("refuses anonymous visitors and members, answers a bad change with a 4xx message and writes nothing", async () => {
    const { city } = await twoMeetings();
    const other = await twoMeetings();
    const list = await cityPeople(city.id);
    const okafor = bySurname(list, "okafor")[0];
    const elsewhere = bySurname(await cityPeople(other.city.id), "okafor")[0];
    if (!okafor || !elsewhere) throw new Error("missing people");
    const fields = { intent: "set-role", personId: okafor.id, role: "staff" };

    const anonymous = await adminPost(fields, "");
    expect(statusOf(anonymous)).toBe(302);
    expect((anonymous as Response).headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(statusOf(await adminPost(fields, memberCookie))).toBe(403);
    for (const cookie of ["", memberCookie]) {
      const loaded = await adminLoader({
        request: getRequest(`/admin/people?city=${city.id}`, { cookie }),
        params: {},
        context: {},
      } as never).catch((thrown: unknown) => thrown);
      expect([302, 403]).toContain(statusOf(loaded));
    }

    const acrossCities = await adminPost({
      intent: "merge",
      personId: okafor.id,
      intoPersonId: elsewhere.id,
    });
    expect(statusOf(acrossCities)).toBe(400);
    expect((acrossCities as { data: { error: string } }).data.error).toBe(ADMIN_PEOPLE_ERRORS.sameCity);
    const badRole = await adminPost({ ...fields, role: "king" });
    expect(statusOf(badRole)).toBe(400);
    expect((badRole as { data: { error: string } }).data.error).toBe(ADMIN_PEOPLE_ERRORS.role);
    expect(statusOf(await adminPost({ intent: "merge", personId: okafor.id, intoPersonId: okafor.id }))).toBe(
      400,
    );
    expect(await cityPeople(city.id)).toEqual(list);

    const page = await adminLoader({
      request: getRequest(`/admin/people?city=${city.id}`, { cookie: adminCookie }),
      params: {},
      context: {},
    } as never);
    expect(page.people.map((person) => person.id).sort()).toEqual(list.map((person) => person.id).sort());
  });
});
