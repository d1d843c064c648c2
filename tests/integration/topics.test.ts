// Topics (issue #19, ADR 0046) on the real database: a subject said at two meetings of a city becomes one topic
// linked to both with grounded key lines; re-extraction replaces links and never duplicates topics; the topic page,
// the decisions page's topic filter and the story's topic links; an admin's rename, merge and split, which survive
// re-extraction; the admin screen's checks and refusals.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { cityVideos, topicMeetings, topics, transcriptSegments } from "#db/schema";
import type { AnalysisResults } from "~/features/analysis/analysis.schema";
import {
  ADMIN_TOPICS,
  TOPIC_MERGE_SAME,
  TOPIC_SPLIT_ALL,
  TOPIC_SPLIT_NOT_LINKED,
} from "~/features/topics/topics.copy";
import { linkTopicsForVideo, listMeetingTopicLinks } from "~/features/topics/topics.server";
import { db } from "~/lib/db.server";
import { action as adminAction, loader as adminLoader } from "~/routes/admin.topics";
import { loader as decisionsLoader } from "~/routes/city.decisions";
import { loader as topicLoader } from "~/routes/city.topic";
import { loader as topicsLoader } from "~/routes/city.topics";
import { loader as storyLoader } from "~/routes/meeting-story";
import { createUser, getRequest, sessionCookie, testAddress } from "../factories/accounts";
import { createAnalysedVideo } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { createCommitment, createDecision } from "../factories/memory";

type Args<F extends (...args: never[]) => unknown> = Parameters<F>[0];

/** A meeting with an analysis naming `places` and a transcript whose lines say what `lines` say. */
async function meeting(cityId: string, title: string, places: string[], lines: string[]) {
  const analysis: AnalysisResults = {
    summary: "A meeting.",
    highlights: [],
    action_items: [],
    entities: places.map((name) => ({ name, type: "location", context: "" })),
    decisions: [],
  };
  // The meeting's date field dates it on the timeline, never its title; these titles say the same day.
  const day = new Date(`${title.replace(/^.* - /, "")} UTC`).toISOString().slice(0, 10);
  const video = await createVideo(cityId, {
    title,
    meetingDate: day,
    transcript: lines.join("\n"),
    analysisResults: analysis,
  });
  await db()
    .insert(transcriptSegments)
    .values(
      lines.map((text, position) => ({
        videoId: video.id,
        position,
        startSeconds: position * 30,
        endSeconds: position * 30 + 29,
        speaker: null,
        text,
      })),
    );
  return video;
}

async function cityTopics(cityId: string) {
  return db().select().from(topics).where(eq(topics.cityId, cityId)).orderBy(topics.slug);
}

async function linksOf(cityId: string) {
  const rows = await db()
    .select({
      slug: topics.slug,
      videoId: topicMeetings.videoId,
      quote: topicMeetings.quote,
      seconds: topicMeetings.startSeconds,
    })
    .from(topicMeetings)
    .innerJoin(topics, eq(topics.id, topicMeetings.topicId))
    .where(eq(topicMeetings.cityId, cityId));
  return rows.sort((a, b) => `${a.slug}${a.videoId}`.localeCompare(`${b.slug}${b.videoId}`));
}

/** Three council meetings: Riverside Park at all three, Harbor Street at two, Oak Lane at one. */
async function threeMeetings() {
  const city = await createCity();
  const march = await meeting(
    city.id,
    "City Council - March 2, 2026",
    ["Riverside Park", "Harbor Street", "Oak Lane"],
    [
      "Good evening.",
      "Item four is the Riverside Park renovation.",
      "Then the Harbor Street lighting.",
      "Oak Lane neighbors spoke.",
    ],
  );
  const april = await meeting(
    city.id,
    "City Council - April 6, 2026",
    ["the Riverside Parks", "Harbor Street"],
    ["Welcome back.", "We have an update on the Riverside parks.", "Harbor Street lights are on order."],
  );
  const may = await meeting(
    city.id,
    "City Council - May 4, 2026",
    ["Riverside Park"],
    ["Call to order.", "Public comment.", "The Riverside Park contract is awarded."],
  );
  for (const video of [march, april, may]) await linkTopicsForVideo({ videoId: video.id });
  return { city, march, april, may };
}

async function statusOf(promise: Promise<unknown>): Promise<number | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof Response) return error.status;
    return (error as { init?: { status?: number } }).init?.status ?? -1;
  }
}

function adminPost(fields: [string, string][], cookie?: string) {
  const headers = new Headers({
    "content-type": "application/x-www-form-urlencoded",
    "x-civiclens-client-ip": testAddress(),
  });
  if (cookie) headers.set("cookie", cookie);
  const request = new Request("http://localhost:3000/admin/topics", {
    method: "POST",
    headers,
    body: new URLSearchParams(fields),
  });
  return adminAction({ request, params: {} } as Args<typeof adminAction>);
}

async function adminCookie() {
  return sessionCookie((await createUser({ admin: true })).email);
}

/** The answer's status and body, for an action that answers with `data()` or a redirect Response. */
function answerOf(result: unknown): { status: number; body: { ok?: boolean; error?: string } } {
  if (result instanceof Response) return { status: result.status, body: {} };
  const value = result as { init?: { status?: number }; data?: { ok?: boolean; error?: string } };
  return { status: value.init?.status ?? 200, body: value.data ?? {} };
}

describe("topic linking", () => {
  it("makes one topic of a subject said at two meetings, linked to each with the line that says it", async () => {
    const { city, march, april, may } = await threeMeetings();
    const other = await createCity();
    const elsewhere = await meeting(
      other.id,
      "Council - March 9, 2026",
      ["Riverside Park"],
      ["Riverside Park too."],
    );
    await linkTopicsForVideo({ videoId: elsewhere.id });

    expect((await cityTopics(city.id)).map((topic) => [topic.slug, topic.name, topic.createdBy])).toEqual([
      ["harbor-street", "Harbor Street", "engine"],
      ["riverside-park", "Riverside Park", "engine"],
    ]);
    const links = await linksOf(city.id);
    expect(
      links
        .filter((link) => link.slug === "riverside-park")
        .map((link) => link.videoId)
        .sort(),
    ).toEqual([march.id, april.id, may.id].sort());
    expect(links).toContainEqual({
      slug: "riverside-park",
      videoId: april.id,
      quote: "We have an update on the Riverside parks.",
      seconds: 30,
    });
    // Oak Lane came up once: no topic. Another city's Riverside Park is its own subject, said once there.
    expect(await cityTopics(other.id)).toEqual([]);
  });

  it("replaces a meeting's links when it is extracted again and never duplicates a topic", async () => {
    const { city, march, april } = await threeMeetings();
    const before = await linksOf(city.id);
    await linkTopicsForVideo({ videoId: march.id });
    await linkTopicsForVideo({ videoId: march.id });
    expect(await linksOf(city.id)).toEqual(before);
    expect(await cityTopics(city.id)).toHaveLength(2);

    // A re-analysis that no longer names Harbor Street takes April's link away; the topic stays.
    await db()
      .update(cityVideos)
      .set({
        analysisResults: {
          summary: "A meeting.",
          highlights: [],
          action_items: [],
          entities: [{ name: "Riverside Park", type: "location", context: "" }],
          decisions: [],
        },
      })
      .where(eq(cityVideos.id, april.id));
    await linkTopicsForVideo({ videoId: april.id });
    const harbor = (await linksOf(city.id)).filter((link) => link.slug === "harbor-street");
    expect(harbor.map((link) => link.videoId)).toEqual([march.id]);
    expect(await cityTopics(city.id)).toHaveLength(2);
  });
});

describe("the topic pages", () => {
  it("shows the timeline oldest first with moment links, and the decisions and promises about the topic", async () => {
    const { city, march, april, may } = await threeMeetings();
    await createDecision(may, { item: "Award the Riverside Park contract", meetingDate: "2026-05-04" });
    await createDecision(march, {
      item: "Harbor Street lighting",
      motion: "approve the lighting plan",
      quote: "The lighting plan passes.",
    });
    await createCommitment(april, { description: "Report back on the Riverside Park restrooms" });

    const page = await topicLoader({
      request: getRequest(`/city/${city.locationKey}/topics/riverside-park`),
      params: { locationKey: city.locationKey, slug: "riverside-park" },
    } as Args<typeof topicLoader>);
    expect(page.topic.name).toBe("Riverside Park");
    expect(page.meetings.map((item) => [item.meetingDate, item.momentPath])).toEqual([
      ["2026-03-02", `/city/${city.locationKey}/meeting/${march.id}?t=30`],
      ["2026-04-06", `/city/${city.locationKey}/meeting/${april.id}?t=30`],
      ["2026-05-04", `/city/${city.locationKey}/meeting/${may.id}?t=60`],
    ]);
    expect(page.decisions.map((decision) => decision.item)).toEqual(["Award the Riverside Park contract"]);
    expect(page.commitments.map((commitment) => commitment.description)).toEqual([
      "Report back on the Riverside Park restrooms",
    ]);

    const index = await topicsLoader({
      request: getRequest(`/city/${city.locationKey}/topics`),
      params: { locationKey: city.locationKey },
    } as Args<typeof topicsLoader>);
    expect(index.topics.map((topic) => [topic.name, topic.meetings])).toEqual([
      ["Riverside Park", 3],
      ["Harbor Street", 2],
    ]);

    for (const slug of ["no-such-topic", "Bad Slug!"])
      expect(
        await statusOf(
          topicLoader({
            request: getRequest(`/city/${city.locationKey}/topics/x`),
            params: { locationKey: city.locationKey, slug },
          } as Args<typeof topicLoader>),
        ),
      ).toBe(404);
  });

  it("filters the decisions page by a real topic, and by words otherwise", async () => {
    const { city, march, may } = await threeMeetings();
    await createDecision(may, { item: "Award the Riverside Park contract" });
    await createDecision(march, {
      item: "Harbor Street lighting",
      motion: "approve lighting",
      quote: "Passes.",
    });
    const decisions = async (search: string) =>
      decisionsLoader({
        request: getRequest(`/city/${city.locationKey}/decisions${search}`),
        params: { locationKey: city.locationKey },
      } as Args<typeof decisionsLoader>);
    const all = await decisions("");
    expect(all.topicNames).toEqual(["Harbor Street", "Riverside Park"]);
    expect((await decisions("?topic=riverside+park")).decisions.map((decision) => decision.item)).toEqual([
      "Award the Riverside Park contract",
    ]);
    expect((await decisions("?topic=harbor-street")).decisions.map((decision) => decision.item)).toEqual([
      "Harbor Street lighting",
    ]);
    expect((await decisions("?topic=lighting")).decisions.map((decision) => decision.item)).toEqual([
      "Harbor Street lighting",
    ]);
  });

  it("gives a meeting's story the topics it came up in", async () => {
    const { city, may } = await threeMeetings();
    expect(await listMeetingTopicLinks({ videoId: may.id, locationKey: city.locationKey })).toEqual([
      { name: "Riverside Park", href: `/city/${city.locationKey}/topics/riverside-park` },
    ]);
  });
});

describe("the story page", () => {
  it("is given the topics its meeting came up in, to link where the story names them", async () => {
    const city = await createCity();
    const video = await createAnalysedVideo(city.id);
    const [topic] = await db()
      .insert(topics)
      .values({ cityId: city.id, slug: "harbor-street", name: "Harbor Street", createdBy: "engine" })
      .returning();
    await db()
      .insert(topicMeetings)
      .values({
        topicId: topic?.id ?? "",
        videoId: video.id,
        cityId: city.id,
        quote: "Harbor Street.",
        startSeconds: 3,
      });
    const page = await storyLoader({
      request: getRequest(`/city/${city.locationKey}/meeting-story/${video.id}`),
      params: { locationKey: city.locationKey, videoId: video.id },
      context: { cspNonce: "test" },
    } as never);
    expect(page.nameLinks).toContainEqual({
      name: "Harbor Street",
      href: `/city/${city.locationKey}/topics/harbor-street`,
    });
    expect(page.story?.paragraphs[0]).toContain("Harbor Street");
  });
});

describe("the admin's rename, merge and split", () => {
  it("renames a topic; the name and address survive re-extraction", async () => {
    const { city, march } = await threeMeetings();
    const cookie = await adminCookie();
    const [riverside] = (await cityTopics(city.id)).filter((topic) => topic.slug === "riverside-park");
    const answer = await adminPost(
      [
        ["intent", "rename"],
        ["cityKey", city.locationKey],
        ["topicId", riverside?.id ?? ""],
        ["name", "Riverside Park renovation"],
      ],
      cookie,
    );
    expect(answerOf(answer).status).toBe(302);
    await linkTopicsForVideo({ videoId: march.id });
    expect((await cityTopics(city.id)).map((topic) => [topic.slug, topic.name])).toEqual([
      ["harbor-street", "Harbor Street"],
      ["riverside-park", "Riverside Park renovation"],
    ]);
  });

  it("merges one topic into another, for good", async () => {
    const { city, march, april, may } = await threeMeetings();
    const cookie = await adminCookie();
    const byslug = Object.fromEntries((await cityTopics(city.id)).map((topic) => [topic.slug, topic.id]));
    const answer = await adminPost(
      [
        ["intent", "merge"],
        ["cityKey", city.locationKey],
        ["topicId", byslug["harbor-street"] ?? ""],
        ["targetTopicId", byslug["riverside-park"] ?? ""],
      ],
      cookie,
    );
    expect(answerOf(answer).status).toBe(302);
    for (const video of [march, april, may]) await linkTopicsForVideo({ videoId: video.id });
    expect((await cityTopics(city.id)).map((topic) => topic.slug)).toEqual(["riverside-park"]);
    const links = await linksOf(city.id);
    // One link per meeting, the earliest line about either subject.
    expect(links.map((link) => [link.videoId, link.seconds]).sort()).toEqual(
      [
        [march.id, 30],
        [april.id, 30],
        [may.id, 60],
      ].sort(),
    );
  });

  it("splits chosen meetings into a new topic, for good", async () => {
    const { city, march, april, may } = await threeMeetings();
    const cookie = await adminCookie();
    const [riverside] = (await cityTopics(city.id)).filter((topic) => topic.slug === "riverside-park");
    const answer = await adminPost(
      [
        ["intent", "split"],
        ["cityKey", city.locationKey],
        ["topicId", riverside?.id ?? ""],
        ["name", "Riverside Park contract"],
        ["videoIds", may.id],
        ["videoIds", april.id],
      ],
      cookie,
    );
    expect(answerOf(answer).status).toBe(302);
    for (const video of [may, april, march]) await linkTopicsForVideo({ videoId: video.id });
    const links = (await linksOf(city.id)).filter((link) => link.slug.startsWith("riverside"));
    expect(links.map((link) => [link.slug, link.videoId]).sort()).toEqual(
      [
        ["riverside-park", march.id],
        ["riverside-park-contract", april.id],
        ["riverside-park-contract", may.id],
      ].sort(),
    );
    const created = (await cityTopics(city.id)).find((topic) => topic.slug === "riverside-park-contract");
    expect(created?.createdBy).toBe("admin");
  });

  it("refuses what cannot be done with a 4xx and a message, changing nothing", async () => {
    const { city, march, april, may } = await threeMeetings();
    const cookie = await adminCookie();
    const byslug = Object.fromEntries((await cityTopics(city.id)).map((topic) => [topic.slug, topic.id]));
    const riverside = byslug["riverside-park"] ?? "";
    const before = await linksOf(city.id);
    const cases: [fields: [string, string][], status: number, message: string][] = [
      [
        [
          ["intent", "merge"],
          ["cityKey", city.locationKey],
          ["topicId", riverside],
          ["targetTopicId", riverside],
        ],
        400,
        TOPIC_MERGE_SAME,
      ],
      [
        [
          ["intent", "split"],
          ["cityKey", city.locationKey],
          ["topicId", riverside],
          ["name", "All of it"],
          ["videoIds", march.id],
          ["videoIds", april.id],
          ["videoIds", may.id],
        ],
        400,
        TOPIC_SPLIT_ALL,
      ],
      [
        [
          ["intent", "split"],
          ["cityKey", city.locationKey],
          ["topicId", byslug["harbor-street"] ?? ""],
          ["name", "Elsewhere"],
          ["videoIds", may.id],
        ],
        400,
        TOPIC_SPLIT_NOT_LINKED,
      ],
      [
        [
          ["intent", "split"],
          ["cityKey", city.locationKey],
          ["topicId", riverside],
          ["name", "Nothing"],
        ],
        400,
        ADMIN_TOPICS.chooseMeetings,
      ],
      [
        [
          ["intent", "rename"],
          ["cityKey", city.locationKey],
          ["topicId", riverside],
          ["name", " "],
        ],
        400,
        ADMIN_TOPICS.nameRequired,
      ],
      [
        [
          ["intent", "rename"],
          ["cityKey", city.locationKey],
          ["topicId", "3f1e2d3c-0000-4000-8000-000000000000"],
          ["name", "X Y"],
        ],
        404,
        "That topic was not found.",
      ],
      [
        [
          ["intent", "rename"],
          ["cityKey", "nowhere-zz"],
          ["topicId", riverside],
          ["name", "X Y"],
        ],
        404,
        "That city was not found.",
      ],
    ];
    for (const [fields, status, message] of cases) {
      const answer = answerOf(await adminPost(fields, cookie));
      expect([answer.status, answer.body.error]).toEqual([status, message]);
    }
    expect(await linksOf(city.id)).toEqual(before);
    expect((await cityTopics(city.id)).map((topic) => topic.name)).toEqual([
      "Harbor Street",
      "Riverside Park",
    ]);
  });

  it("lets only admins see the screen or post to it", async () => {
    const { city } = await threeMeetings();
    const member = await sessionCookie((await createUser()).email);
    const [topic] = await cityTopics(city.id);
    const rename: [string, string][] = [
      ["intent", "rename"],
      ["cityKey", city.locationKey],
      ["topicId", topic?.id ?? ""],
      ["name", "Taken over"],
    ];
    const anonymous = await adminPost(rename).catch((error: unknown) => error);
    expect(anonymous instanceof Response && anonymous.headers.get("location")).toMatch(/^\/auth/);
    expect(await statusOf(adminPost(rename, member))).toBe(403);
    expect(
      await statusOf(
        adminLoader({ request: getRequest("/admin/topics", { cookie: member }), params: {} } as Args<
          typeof adminLoader
        >),
      ),
    ).toBe(403);
    expect((await cityTopics(city.id)).map((row) => row.name)).not.toContain("Taken over");

    const page = await adminLoader({
      request: getRequest(`/admin/topics?city=${city.locationKey}`, { cookie: await adminCookie() }),
      params: {},
    } as Args<typeof adminLoader>);
    expect(page.topics.map((row) => [row.name, row.meetings.length])).toEqual([
      ["Harbor Street", 2],
      ["Riverside Park", 3],
    ]);
  });
});
