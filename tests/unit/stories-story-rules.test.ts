// The writing rules and the publishing policy (issues #14 and #30), each shown to catch what it names: a story is
// published without an editor only when it states its date, every decision it states has identity and evidence, its
// quotes pass the quality gate and its headline has a real subject.
import { describe, expect, it } from "vitest";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { groundAnalysis, groundStory, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";
import { EVERY_STORY_WAITS } from "~/features/stories/stories.copy";
import { publishedAtFor, reviewFailuresOf } from "~/features/stories/stories.server";
import { checkStory, STORY_RULES, type StoryRule } from "~/features/stories/story-rules.server";
import { env } from "~/lib/env.server";
import { recordDecision } from "../factories/analysis";
import { councilSegments, MEETING_TITLE } from "../factories/transcripts-for-analysis";

const MEETING = { date: "2026-02-27", body: "Harbor Point City Council" };

type Written = {
  story: NewsStory;
  analysis: AnalysisResults;
  index: ReturnType<typeof indexTranscript>;
  title: string;
  meeting: typeof MEETING;
};

function written(): Written {
  const segments = councilSegments();
  const index = indexTranscript(segments);
  const grounded = groundAnalysis(
    analyzeOffline({ title: MEETING_TITLE, description: null, segments, meetingDate: MEETING.date }),
    index,
  );
  const story = groundStory(
    writeStoryOffline({ title: MEETING_TITLE, analysis: grounded.analysis, meeting: MEETING }),
    index,
  );
  return { story, analysis: grounded.analysis, index, title: MEETING_TITLE, meeting: MEETING };
}

const meeting = written();

function rulesBroken(
  base: Written,
  change: (story: NewsStory) => NewsStory = (story) => story,
  overrides: Partial<Written> = {},
): StoryRule[] {
  return checkStory({ ...base, ...overrides, story: change(structuredClone(base.story)) }).map(
    (violation) => violation.rule,
  );
}

const withBody =
  (body: string) =>
  (story: NewsStory): NewsStory => ({ ...story, article: { ...story.article, body } });
const withHeadline =
  (headline: string) =>
  (story: NewsStory): NewsStory => ({
    ...story,
    article: { ...story.article, headline },
  });
const withFacts =
  (quick_facts: string[]) =>
  (story: NewsStory): NewsStory => ({
    ...story,
    sidebar_elements: { ...story.sidebar_elements, quick_facts },
  });

describe("a story the record supports", () => {
  it("keeps every rule and the policy, so it is published without an editor", () => {
    expect(rulesBroken(meeting)).toEqual([]);
    expect(meeting.story.article.body.split("\n\n")[0]).toMatch(
      /^On February 27, 2026, the Harbor Point City Council approved/,
    );
  });
});

describe("the publishing policy (issue #30)", () => {
  it("holds a story that does not state the meeting's date, or whose meeting has none", () => {
    const lead = meeting.story.article.body.split("\n\n");
    const undated = [lead[0]?.replace("On February 27, 2026, the", "The"), ...lead.slice(1)].join("\n\n");
    expect(rulesBroken(meeting, withBody(undated))).toContain(STORY_RULES.noMeetingDate);
    expect(
      rulesBroken(meeting, undefined, { meeting: { ...MEETING, date: null as unknown as string } }),
    ).toContain(STORY_RULES.noMeetingDate);
  });

  it("holds a story whose headline or quick fact states a decision the record cannot name", () => {
    const unnamed = recordDecision({
      quote: "The motion carries 4-1.",
      timestamp: "00:07:21",
      tally: "4-1",
      identified: false,
    });
    const analysis = { ...meeting.analysis, decisions: [unnamed] };
    expect(rulesBroken(meeting, undefined, { analysis })).toContain(STORY_RULES.decisionWithoutIdentity);
    expect(rulesBroken(meeting, withFacts(["Approved: a stadium on the waterfront (4-1)"]))).toContain(
      STORY_RULES.decisionWithoutIdentity,
    );
  });

  it("holds a story whose decision has no sentence in the transcript that says it", () => {
    const decisions = (meeting.analysis.decisions ?? []).map((decision) => ({
      ...decision,
      quote: "The motion carries eleven to nothing with great applause.",
    }));
    expect(rulesBroken(meeting, undefined, { analysis: { ...meeting.analysis, decisions } })).toContain(
      STORY_RULES.decisionWithoutEvidence,
    );
  });

  it("holds a garbled headline: a pronoun for a subject, someone's words, or 'so moved'", () => {
    for (const headline of [
      "Harbor Point City Council votes to approve it, in the sense of I think it, 4-1",
      "Harbor Point City Council votes to approve this per the recommendation, 4-1",
      "Harbor Point City Council approves a motion for So moved, 4-1",
    ])
      expect(rulesBroken(meeting, withHeadline(headline)), headline).toContain(STORY_RULES.headlineGarbled);
  });

  it("holds a story quoting a stretch that failed the quality gate, and any story of an unreliable transcript", () => {
    const reliability = {
      reliable: true,
      unreliable_share: 0.1,
      stretches: [{ start: "00:06:00", end: "00:06:30", reason: "not-english" as const, language: "cym" }],
    };
    const body = `${meeting.story.article.body}\n\nOne speaker said: "We received six bids, and Tidewater Builders was the lowest responsive bidder".`;
    expect(
      rulesBroken(meeting, withBody(body), { analysis: { ...meeting.analysis, reliability } }),
    ).toContain(STORY_RULES.quoteUnreliable);
    expect(
      rulesBroken(meeting, undefined, {
        analysis: {
          ...meeting.analysis,
          reliability: { ...reliability, reliable: false, unreliable_share: 0.8 },
        },
      }),
    ).toContain(STORY_RULES.transcriptUnreliable);
  });
});

describe("the writing rules", () => {
  it("catches a long headline, one with no verb, no outcome or no tally, and procedure in the lead", () => {
    expect(
      rulesBroken(
        meeting,
        withHeadline(`${"Harbor Point City Council approves ".repeat(3)}the contract, 4-1`),
      ),
    ).toContain(STORY_RULES.headlineTooLong);
    expect(rulesBroken(meeting, withHeadline("Pelican Street repaving contract"))).toContain(
      STORY_RULES.headlineNoVerb,
    );
    expect(
      rulesBroken(meeting, withHeadline("Harbor Point City Council meets on the Pelican Street contract")),
    ).toContain(STORY_RULES.headlineNoOutcome);
    expect(
      rulesBroken(
        meeting,
        withHeadline("Harbor Point City Council approves award of the Pelican Street repaving contract"),
      ),
    ).toContain(STORY_RULES.headlineNoTally);
    expect(
      rulesBroken(meeting, withBody("The meeting was called to order and the roll call was taken.")),
    ).toEqual(expect.arrayContaining([STORY_RULES.procedureLeads, STORY_RULES.leadNotDecision]));
  });

  it("catches dates not in prose, a quote or a timestamp used twice, and a quote never said", () => {
    const lead = meeting.story.article.body.split("\n\n")[0] ?? "";
    expect(rulesBroken(meeting, withBody(`${lead} It meets again on 2026-03-13.`))).toContain(
      STORY_RULES.dateNotProse,
    );
    const quote =
      '"We received six bids, and Tidewater Builders was the lowest responsive bidder at $2.7 million"';
    expect(
      rulesBroken(
        meeting,
        withBody(`${lead}\n\nAt 00:06:23 Patel said ${quote}.\n\nAt 00:06:23 he said again ${quote}.`),
      ),
    ).toEqual(expect.arrayContaining([STORY_RULES.quoteReused, STORY_RULES.timestampReused]));
    expect(
      rulesBroken(meeting, withBody(`${lead}\n\nShe said "we will build a stadium next year".`)),
    ).toContain(STORY_RULES.quoteNotFound);
  });

  it("checks numbers and names in the story's own words against the transcript", () => {
    const lead = meeting.story.article.body.split("\n\n")[0] ?? "";
    expect(rulesBroken(meeting, withBody(`${lead}\n\nThe contract is worth 9,999,999 dollars.`))).toContain(
      STORY_RULES.numberNotInTranscript,
    );
    expect(
      rulesBroken(meeting, withBody(`${lead}\n\nThe work was praised by Governor Maximilian.`)),
    ).toContain(STORY_RULES.nameNotInTranscript);
  });
});

describe("when a story goes public", () => {
  it("holds every story, even one that keeps every rule, when STORIES_REQUIRE_REVIEW is set", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const goesPublic = (failures: string[]) =>
      publishedAtFor({
        hasStory: false,
        publishedAt: null,
        cityStatus: "Live",
        reviewFailures: failures,
        now,
      });
    const previous = env().STORIES_REQUIRE_REVIEW;
    try {
      env().STORIES_REQUIRE_REVIEW = false;
      expect(reviewFailuresOf(meeting)).toEqual([]);
      expect(goesPublic(reviewFailuresOf(meeting))).toBe(now);
      env().STORIES_REQUIRE_REVIEW = true;
      expect(reviewFailuresOf(meeting)).toEqual([EVERY_STORY_WAITS]);
      expect(goesPublic(reviewFailuresOf(meeting))).toBeNull();
    } finally {
      env().STORIES_REQUIRE_REVIEW = previous;
    }
  });

  it("holds any story with review failures, even a replacement of a published one", () => {
    const now = new Date("2026-03-01T00:00:00Z");
    const published = new Date("2026-02-28T00:00:00Z");
    expect(
      publishedAtFor({
        hasStory: true,
        publishedAt: published,
        cityStatus: "Live",
        reviewFailures: ["x"],
        now,
      }),
    ).toBeNull();
    expect(
      publishedAtFor({ hasStory: true, publishedAt: published, cityStatus: "Live", reviewFailures: [], now }),
    ).toBe(published);
  });
});
