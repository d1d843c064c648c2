// The writing rules, each shown to catch what it names, on stories written from the real fixture meetings.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AnalysisResults, NewsStory } from "~/features/analysis/analysis.schema";
import { groundAnalysis, groundStory, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";
import { publishedAtFor } from "~/features/stories/stories.server";
import { checkStory, STORY_RULES, type StoryRule } from "~/features/stories/story-rules";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURES = SHARED_INGEST_FIXTURES;
const hasFixtures = sharedFixturesPresent(FIXTURES);

type Written = {
  story: NewsStory;
  analysis: AnalysisResults;
  index: ReturnType<typeof indexTranscript>;
  title: string;
};

function write(file: string, title: string): Written {
  const segments = parseTranscript(readFileSync(path.join(FIXTURES, file), "utf8"));
  const index = indexTranscript(segments);
  const grounded = groundAnalysis(analyzeOffline({ title, description: null, segments }), index);
  const story = groundStory(writeStoryOffline({ title, analysis: grounded.analysis, segments }), index);
  return { story, analysis: grounded.analysis, index, title };
}

function rulesBroken(
  written: Written,
  change: (story: NewsStory) => NewsStory = (story) => story,
): StoryRule[] {
  return checkStory({ ...written, story: change(structuredClone(written.story)) }).map(
    (violation) => violation.rule,
  );
}

function withBody(body: string) {
  return (story: NewsStory): NewsStory => ({ ...story, article: { ...story.article, body } });
}

function withHeadline(headline: string) {
  return (story: NewsStory): NewsStory => ({ ...story, article: { ...story.article, headline } });
}

describe.skipIf(!hasFixtures)(
  "stories from real meetings (skipped: ../shared/fixtures/ingest is absent)",
  () => {
    const boston = hasFixtures
      ? write("webvtt_boston_city_council.vtt", "Boston City Council Meeting - June 1, 2022")
      : null;
    const oakland = hasFixtures
      ? write(
          "webvtt_oakland_city_council_special_concurrent_meeting.vtt",
          "Oakland City Council Special Concurrent Meeting - September 13, 2022",
        )
      : null;
    const seattle = hasFixtures
      ? write(
          "webvtt_seattle_council_briefing_2021-08-02_brief_080221_2012161.vtt",
          "Seattle City Council Briefing - August 2, 2021",
        )
      : null;

    it("writes Boston and Oakland stories that keep every rule, led by a decision with its outcome", () => {
      for (const written of [boston, oakland]) {
        if (!written) throw new Error("fixture missing");
        expect(rulesBroken(written)).toEqual([]);
        expect(written.story.article.headline.length).toBeLessThanOrEqual(90);
        expect(written.story.article.headline).toMatch(/ (?:approves|votes to) /);
        expect(written.story.article.body.split("\n\n")[0]).toMatch(/approved/);
      }
      expect(oakland?.story.article.headline).toBe(
        "Oakland City Council votes to approve the consent calendar, 6 ayes, 2 excused",
      );
    });

    it("writes a short brief for a meeting with no vote, and holds it for review", () => {
      if (!seattle) throw new Error("fixture missing");
      expect(rulesBroken(seattle)).toEqual([STORY_RULES.noGroundedDecision]);
      expect(seattle.story.article.body.split(/\s+/).length).toBeLessThanOrEqual(150);
      expect(seattle.story.article.headline).toMatch(/meets/);
    });

    it("catches a long headline, one with no verb, no outcome or no tally, and procedure in the lead", () => {
      if (!oakland) throw new Error("fixture missing");
      expect(
        rulesBroken(
          oakland,
          withHeadline(`Oakland City Council approves ${"the consent calendar ".repeat(5)}`),
        ),
      ).toContain(STORY_RULES.headlineTooLong);
      expect(rulesBroken(oakland, withHeadline("Consent calendar"))).toContain(STORY_RULES.headlineNoVerb);
      expect(
        rulesBroken(oakland, withHeadline("Oakland City Council meets on the consent calendar")),
      ).toContain(STORY_RULES.headlineNoOutcome);
      expect(
        rulesBroken(oakland, withHeadline("Oakland City Council votes on the consent calendar, 6 ayes")),
      ).toContain(STORY_RULES.headlineNoOutcome);
      expect(
        rulesBroken(
          oakland,
          withHeadline("Oakland City Council votes to approve the consent calendar, 6 ayes, 2 excused"),
        ),
      ).not.toContain(STORY_RULES.headlineNoOutcome);
      expect(
        rulesBroken(oakland, withHeadline("Oakland City Council approves the consent calendar")),
      ).toContain(STORY_RULES.headlineNoTally);
      expect(
        rulesBroken(
          oakland,
          withHeadline("Oakland City Council approves the minutes of the last meeting, 6 ayes"),
        ),
      ).toContain(STORY_RULES.procedureLeads);
      expect(
        rulesBroken(oakland, withBody("The meeting was called to order at 10 and the roll call was taken.")),
      ).toEqual(expect.arrayContaining([STORY_RULES.procedureLeads, STORY_RULES.leadNotDecision]));
    });

    it("catches dates not in prose, a quote or a timestamp used twice, and a quote never said", () => {
      if (!boston) throw new Error("fixture missing");
      const lead = boston.story.article.body.split("\n\n")[0] ?? "";
      expect(rulesBroken(boston, withBody(`${lead}\n\nThe council meets again on 2022-06-08.`))).toContain(
        STORY_RULES.dateNotProse,
      );
      const quote = '"the consent agenda has been adopted"';
      expect(
        rulesBroken(
          boston,
          withBody(`${lead}\n\nAt 01:03:54 the chair said ${quote}.\n\nAt 01:03:54 again: ${quote}.`),
        ),
      ).toEqual(expect.arrayContaining([STORY_RULES.quoteReused, STORY_RULES.timestampReused]));
      expect(
        rulesBroken(boston, withBody(`${lead}\n\nThe chair said "we will build a stadium next year".`)),
      ).toContain(STORY_RULES.quoteNotFound);
    });

    it("checks numbers and names in the story's own words against the transcript", () => {
      if (!boston) throw new Error("fixture missing");
      const lead = boston.story.article.body.split("\n\n")[0] ?? "";
      expect(rulesBroken(boston, withBody(`${lead}\n\nThe order costs 4,750,000 dollars.`))).toContain(
        STORY_RULES.numberNotInTranscript,
      );
      expect(
        rulesBroken(boston, withBody(`${lead}\n\nThe order was backed by Councilor Zimmerwald.`)),
      ).toContain(STORY_RULES.nameNotInTranscript);
      // Said in the meeting: "three hundred thousand dollars" is spelled out, Flynn is named.
      expect(
        rulesBroken(boston, withBody(`${lead}\n\nThe order was backed by Council President Flynn.`)),
      ).toEqual([]);
    });

    it("wants a resident's words labelled as public comment", () => {
      if (!oakland) throw new Error("fixture missing");
      const publicQuote = oakland.analysis.highlights.find((highlight) =>
        highlight.point_of_interest.startsWith("Public comment"),
      )?.quotes[0]?.text;
      expect(publicQuote).toBeDefined();
      const lead = oakland.story.article.body.split("\n\n")[0] ?? "";
      expect(rulesBroken(oakland, withBody(`${lead}\n\nOne speaker said: "${publicQuote}".`))).toContain(
        STORY_RULES.publicCommentUnlabelled,
      );
      expect(
        rulesBroken(oakland, withBody(`${lead}\n\nDuring public comment, a speaker said: "${publicQuote}".`)),
      ).not.toContain(STORY_RULES.publicCommentUnlabelled);
    });
  },
);

describe("when a story goes public", () => {
  const now = new Date("2026-12-12T18:00:00Z");
  it("holds any story with review failures, even a replacement of a published one", () => {
    expect(
      publishedAtFor({ hasStory: true, publishedAt: now, cityStatus: "Live", reviewFailures: ["x"], now }),
    ).toBeNull();
    expect(
      publishedAtFor({ hasStory: false, publishedAt: null, cityStatus: "Live", reviewFailures: [], now }),
    ).toBe(now);
    expect(
      publishedAtFor({ hasStory: false, publishedAt: null, cityStatus: "New", reviewFailures: [], now }),
    ).toBeNull();
  });
});
