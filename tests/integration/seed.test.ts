import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  accounts,
  appState,
  businessListings,
  cities,
  citiesUrls,
  cityUrls,
  cityVideos,
  memoryExtractions,
  people,
  personAppearances,
  profiles,
  topicMeetings,
  transcriptSegments,
  userRoles,
  users,
  videoPipelineSteps,
} from "#db/schema";
import { DEMO_ACCOUNTS } from "#db/seed/accounts";
import { readDemoCredentials, writeDemoCredentials } from "#db/seed/demo-credentials";
import { buildDemoVideos } from "#db/seed/meeting-videos";
import { seedDemoDataOnce } from "#db/seed/seed-demo-data";
import { database, db } from "~/lib/db.server";
import { verifyPassword } from "~/lib/password.server";
import { isCommonPassword } from "~/lib/password-policy.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/password-rules";

let firstRun: Awaited<ReturnType<typeof seedDemoDataOnce>>;
const SEED_NOW = new Date("2026-11-20T15:00:00Z");

// The whole demo, analysed and written through the real queue: about a minute on an idle machine, several on a busy
// one. The limit only stops a hang; nothing here waits for time.
beforeAll(async () => {
  firstRun = await seedDemoDataOnce(database(), { now: SEED_NOW });
}, 900_000);

/** Case, spacing and the marks grounding folds away (ADR 0028) do not count when finding a quote. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .replace(/>>|\[[a-z ]+\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** "HH:MM:SS" as seconds. */
const secondsOf = (timestamp: string) =>
  timestamp.split(":").reduce((total, part) => total * 60 + Number(part), 0);

/** The engine writes a structured story; a bare string is a story from before (ADR 0026). */
const storyOf = <Story extends object>(story: Story | string | null) =>
  typeof story === "object" ? story : null;

/** The seeded meetings the seed handed to the pipeline, as stored. */
async function pipelineMeetings() {
  const handedOver = new Set(
    buildDemoVideos(SEED_NOW)
      .filter((video) => video.throughPipeline)
      .map((video) => video.videoId),
  );
  const videos = await db().select().from(cityVideos);
  return videos.filter((video) => handedOver.has(video.videoId));
}

describe("the demo seed", () => {
  it("seeds once and never twice", async () => {
    expect(firstRun.seeded).toBe(true);
    const videosBefore = await db().$count(cityVideos);
    const second = await seedDemoDataOnce(database());
    expect(second.seeded).toBe(false);
    expect(await db().$count(cityVideos)).toBe(videosBefore);
    expect(await db().$count(appState, eq(appState.key, "demo_seed"))).toBe(1);
  });

  it("has 3+ Live cities with colors, images, icons, tag lines and descriptions, plus New and Archive ones", async () => {
    const rows = await db().select().from(cities);
    const live = rows.filter((city) => city.status === "Live");
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const city of live) {
      expect(city.primaryColor).toMatch(/^#[0-9a-fA-F]{6}$/);
      expect(city.imageUrl).toBeTruthy();
      expect(city.icon).toBeTruthy();
      expect(city.tagLine).toBeTruthy();
      expect(city.description).toBeTruthy();
    }
    expect(rows.some((city) => city.status === "New")).toBe(true);
    expect(rows.some((city) => city.status === "Archive")).toBe(true);
  });

  it("gives each Live city 2+ sources of different source/entity types", async () => {
    const live = await db().select().from(cities).where(eq(cities.status, "Live"));
    for (const city of live) {
      const sources = await db()
        .select({ sourceType: cityUrls.sourceType, entityType: cityUrls.entityType })
        .from(cityUrls)
        .innerJoin(citiesUrls, eq(citiesUrls.urlId, cityUrls.id))
        .where(eq(citiesUrls.cityId, city.id));
      expect(sources.length).toBeGreaterThanOrEqual(2);
      expect(
        new Set(sources.map((source) => `${source.sourceType}/${source.entityType}`)).size,
      ).toBeGreaterThanOrEqual(2);
    }
  });

  it("has 40+ meetings over two years with the special transcript lengths", async () => {
    const videos = await db().select().from(cityVideos);
    expect(videos.length).toBeGreaterThanOrEqual(40);
    const times = videos.map((video) => video.publishedAt?.getTime() ?? 0);
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    expect(spanDays).toBeGreaterThan(365);
    expect(spanDays).toBeLessThanOrEqual(2 * 366);
    const lengths = videos.map((video) => video.transcript?.length);
    expect(lengths.some((length) => length === undefined || length === null)).toBe(true);
    expect(lengths.some((length) => length !== undefined && length !== null && length < 100)).toBe(true);
    expect(
      lengths.some((length) => length !== undefined && length !== null && length >= 100 && length < 1000),
    ).toBe(true);
    const longest = Math.max(...videos.map((video) => (video.transcript ?? "").split(/\s+/).length));
    expect(longest).toBeGreaterThanOrEqual(20_000);
  });

  it("writes meetings in the shape of real ones", async () => {
    const [video] = await db()
      .select()
      .from(cityVideos)
      .where(sql`length(${cityVideos.transcript}) between 5000 and 40000`)
      .limit(1);
    const transcript = video?.transcript ?? "";
    for (const pattern of [
      /call [^\n]* to order/i,
      /call the roll|roll call/i,
      /public comment/i,
      /\bmove\b/i,
      /\bsecond\b/i,
      /motion (carries|passes|fails)/i,
      /adjourn/i,
    ]) {
      expect(transcript).toMatch(pattern);
    }
  });

  it("has the engine analyse the meetings it was handed, and only those, through the pipeline's jobs", async () => {
    const handedOver = await pipelineMeetings();
    expect(firstRun.summary?.queuedForAnalysis).toBe(handedOver.length);
    expect(handedOver.length).toBeGreaterThanOrEqual(20);
    // An analysis, a story and the civic memory (issue #19) per meeting, each run as a job.
    expect(firstRun.pipelineJobsRun).toBe(3 * handedOver.length);
    const extracted = await db().select().from(memoryExtractions);
    expect(extracted.map((row) => row.videoId).sort()).toEqual(handedOver.map((video) => video.id).sort());
    expect(extracted.every((row) => row.droppedItems === 0)).toBe(true);
    expect(extracted.reduce((sum, row) => sum + row.decisions, 0)).toBeGreaterThan(0);
    expect(extracted.reduce((sum, row) => sum + row.votes, 0)).toBeGreaterThan(0);
    expect(extracted.reduce((sum, row) => sum + row.commitments, 0)).toBeGreaterThan(0);
    // Topics (ADR 0046): subjects the seeded meetings share, each linked to two meetings at least.
    const links = await db().select().from(topicMeetings);
    const meetingsPerTopic = new Map<string, number>();
    for (const link of links)
      meetingsPerTopic.set(link.topicId, (meetingsPerTopic.get(link.topicId) ?? 0) + 1);
    expect([...meetingsPerTopic.values()].filter((count) => count >= 2).length).toBeGreaterThanOrEqual(3);
    // People (issue #19): the votes and quotes name elected members, each with a page.
    const withPages = await db()
      .selectDistinct({ id: people.id })
      .from(people)
      .innerJoin(personAppearances, eq(personAppearances.personId, people.id))
      .where(eq(people.role, "elected"));
    expect(withPages.length).toBeGreaterThan(0);
    for (const video of handedOver) {
      expect(video.analysisResults, video.title).not.toBeNull();
      expect(video.analysisEngine).toBe("offline");
      expect(video.analyzedAt).not.toBeNull();
    }
    const steps = await db().select().from(videoPipelineSteps);
    for (const video of handedOver) {
      const states = steps
        .filter((step) => step.videoId === video.id)
        .map((step) => `${step.step}:${step.state}`);
      expect(states.sort(), video.title).toEqual(["analysis:done", "story:done", "transcript:done"]);
    }
    // The other meetings wait for a reader to open them, as a meeting nobody has looked at does.
    const others = (await db().select().from(cityVideos)).filter(
      (video) => !handedOver.some((handed) => handed.id === video.id),
    );
    expect(others.some((video) => (video.transcript?.length ?? 0) >= 1000)).toBe(true);
    for (const video of others) {
      expect(video.analysisResults).toBeNull();
      expect(video.newsStory).toBeNull();
      expect(steps.some((step) => step.videoId === video.id)).toBe(false);
    }
  });

  it("keeps only quotes and decisions that were said in the meeting, at times within it", async () => {
    for (const video of await pipelineMeetings()) {
      const analysis = video.analysisResults;
      // The words said, segment after segment: a rebuilt sentence may run on over two lines of one speaker (ADR 0028).
      const segments = await db()
        .select({ text: transcriptSegments.text })
        .from(transcriptSegments)
        .where(eq(transcriptSegments.videoId, video.id))
        .orderBy(transcriptSegments.position);
      const transcript = fold(segments.map((segment) => segment.text).join(" "));
      const lastSecond = Math.max(
        ...Array.from((video.transcript ?? "").matchAll(/\[(\d\d:\d\d:\d\d)\]/g), (match) =>
          secondsOf(match[1] ?? ""),
        ),
      );
      expect(analysis?.summary.length, video.title).toBeGreaterThan(0);
      expect(analysis?.highlights.length, video.title).toBeGreaterThan(0);
      for (const highlight of analysis?.highlights ?? []) {
        expect(secondsOf(highlight.timestamp)).toBeLessThanOrEqual(lastSecond);
        for (const quote of highlight.quotes) expect(transcript, video.title).toContain(fold(quote.text));
      }
      for (const decision of analysis?.decisions ?? [])
        if (decision.quote) expect(transcript, video.title).toContain(fold(decision.quote));
      const quoteBlock = storyOf(video.newsStory)?.sidebar_elements.quote_block;
      if (quoteBlock) expect(transcript, video.title).toContain(fold(quoteBlock.quote));
    }
  });

  it("writes each analysed meeting's story and publishes it only as the review rules allow", async () => {
    const handedOver = await pipelineMeetings();
    for (const video of handedOver) {
      expect(storyOf(video.newsStory)?.article.headline, video.title).toBeTruthy();
      expect(video.storyEngine).toBe("offline");
      // Every seeded meeting is in a Live city: a story is public at once unless it must wait for review (ADR 0028).
      if (video.storyReviewFailures === null) expect(video.storyPublishedAt, video.title).not.toBeNull();
      else expect(video.storyPublishedAt, video.title).toBeNull();
    }
    expect(handedOver.filter((video) => video.storyPublishedAt !== null).length).toBeGreaterThan(5);
  });

  it("heads each story with its body and the decision it leads with, not a template (issues #14 and #30)", async () => {
    const meetings = await pipelineMeetings();
    const headlines = meetings.map((video) => storyOf(video.newsStory)?.article.headline ?? "");
    expect(headlines.length).toBeGreaterThan(5);
    // Two meetings may truly decide the same thing; most decide different things.
    expect(new Set(headlines).size).toBeGreaterThan(headlines.length * 0.8);
    for (const video of meetings) {
      const story = storyOf(video.newsStory);
      const lead = story?.article.primary_focus ?? "";
      if (!story || /meeting$/.test(lead)) continue;
      // The headline's subject is the lead decision's: its first word of substance is there.
      const subject = lead
        .toLowerCase()
        .replace(/^(?:(?:award|approval|adoption|appointment) of |the |a |an )+/, "")
        .split(/\s+/)[0];
      expect(story.article.headline.toLowerCase(), video.title).toContain(subject);
      expect(story.article.headline, video.title).toMatch(
        /^(?:Harbor Point|Juniper Mesa|Verde Basin|Lindenwood Springs) /,
      );
    }
  });

  it("has 40+ listings across all tiers, many letters and one name starting with a digit", async () => {
    const listings = await db().select().from(businessListings);
    expect(listings.length).toBeGreaterThanOrEqual(40);
    expect(new Set(listings.map((listing) => listing.listingTier))).toEqual(
      new Set(["Tier 1", "Tier 2", "Tier 3"]),
    );
    expect(listings.some((listing) => /^\d/.test(listing.name))).toBe(true);
    expect(new Set(listings.map((listing) => listing.name[0]?.toUpperCase())).size).toBeGreaterThanOrEqual(
      15,
    );
  });

  it("gives no two listings the same phone number", async () => {
    const telephones = (
      await db().select({ telephone: businessListings.telephone }).from(businessListings)
    ).map((row) => row.telephone);
    expect(telephones.every(Boolean)).toBe(true);
    expect(new Set(telephones).size).toBe(telephones.length);
  });

  it("marks every seeded meeting as a demo meeting, whose made-up video id names no real video", async () => {
    const flags = await db().select({ isDemo: cityVideos.isDemo }).from(cityVideos);
    expect(flags.length).toBeGreaterThan(0);
    expect(flags.every((row) => row.isDemo)).toBe(true);
  });

  it("creates the demo administrator and member with working passwords", async () => {
    const credentials = firstRun.demoCredentials ?? [];
    expect(credentials.map((credential) => credential.email).sort()).toEqual(
      Object.values(DEMO_ACCOUNTS)
        .map((account) => account.email)
        .sort(),
    );
    for (const account of credentials) {
      // Drawn at random, long enough for the password rules, and never one a reader of the README could know.
      expect(account.password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
      expect(isCommonPassword(account.password)).toBe(false);
      const [user] = await db().select().from(users).where(eq(users.email, account.email));
      expect(user).toBeTruthy();
      const [credential] = await db()
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, user?.id ?? ""), eq(accounts.providerId, "credential")));
      expect(await verifyPassword({ hash: credential?.password ?? "", password: account.password })).toBe(
        true,
      );
      const [profile] = await db()
        .select()
        .from(profiles)
        .where(eq(profiles.id, user?.id ?? ""));
      expect(profile).toBeTruthy();
    }
    const admins = await db()
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(eq(userRoles.role, "admin"));
    expect(admins.map((admin) => admin.email)).toContain(DEMO_ACCOUNTS.admin.email);
    expect(admins.map((admin) => admin.email)).not.toContain(DEMO_ACCOUNTS.member.email);
  });

  it("keeps the demo passwords in a file only its owner can read", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "civiclens-demo-credentials-"));
    const file = await writeDemoCredentials(path.join(directory, "data"), firstRun.demoCredentials ?? []);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readDemoCredentials(path.join(directory, "data"))).toEqual(firstRun.demoCredentials);
    await rm(directory, { recursive: true, force: true });
  });
});
