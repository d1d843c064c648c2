// Stage 6 of the offline engine: the story, written from the record alone. It leads with the most consequential
// decision whose subject is known, says the meeting's date in prose and the body's name as the source gives it, and
// lists a decision without identity only as "an unnamed item", never in the headline, the lead or a quick fact.
import { describe, expect, it } from "vitest";
import type { AnalysisResults } from "~/features/analysis/analysis.schema";
import { writeStoryFromRecord } from "~/features/analysis/engine/meeting-story.server";
import { recordDecision } from "../factories/analysis";

const MEETING = { date: "2026-10-07", body: "Knox County Commission" };

function recordOf(decisions: NonNullable<AnalysisResults["decisions"]>): AnalysisResults {
  return {
    summary: "Members approved the budget.",
    highlights: [],
    action_items: [],
    entities: [],
    decisions,
  };
}

const minutes = recordDecision({
  item_title: "Approval of the minutes",
  procedural: true,
  timestamp: "00:02:00",
});
const consent = recordDecision({
  item_code: "Item 3",
  item_title: "Consent agenda",
  vote_kind: "consent",
  timestamp: "00:05:00",
});
const budget = recordDecision({
  item_code: "Item 4",
  item_title: "Proposed budget for the Public Works Department",
  motion: "tentatively approve the Public Works Department budget of $16 million",
  mover: "Bergstrom",
  seconder: "Okafor",
  tally: "3-2",
  counts: { yes: 3, no: 2, abstain: 0, absent: 0 },
  quote: "The motion carries 3-2.",
  timestamp: "00:52:44",
});
const unnamed = recordDecision({
  motion: null,
  identified: false,
  tally: "5-0",
  quote: "So moved. Motion carries.",
  timestamp: "01:10:00",
});

describe("the story's lead", () => {
  it("is the most consequential identified decision, never the minutes or the consent agenda, with the date in prose", () => {
    const story = writeStoryFromRecord({
      analysis: recordOf([minutes, consent, budget, unnamed]),
      meeting: MEETING,
    });
    expect(story.article.headline).toBe(
      "Knox County Commission approves proposed budget for the Public Works Department, 3-2",
    );
    expect(story.article.body.split("\n\n")[0]).toBe(
      "On October 7, 2026, the Knox County Commission approved the proposed budget for the Public Works Department by a vote of 3-2.",
    );
    expect(story.article.body).toContain(
      "The motion, made by Bergstrom and seconded by Okafor, was to tentatively approve",
    );
  });

  it("lists a decision without identity only as an unnamed item, never in the headline, lead or quick facts", () => {
    const story = writeStoryFromRecord({ analysis: recordOf([budget, unnamed]), meeting: MEETING });
    expect(story.article.body).toContain("The record also shows 1 vote on an unnamed item.");
    expect(story.sidebar_elements.quick_facts).toEqual([
      "Approved: Proposed budget for the Public Works Department (3-2)",
    ]);
    expect(story.article.headline).not.toMatch(/So moved/);
  });

  it("leads with the consent agenda only when it is all there is", () => {
    const story = writeStoryFromRecord({ analysis: recordOf([minutes, consent]), meeting: MEETING });
    expect(story.article.headline).toBe("Knox County Commission approves consent agenda");
  });

  it("writes a brief that says so when no decision has a known subject", () => {
    const story = writeStoryFromRecord({ analysis: recordOf([unnamed]), meeting: MEETING });
    expect(story.article.headline).toBe(
      "Knox County Commission meets on October 7, 2026; votes taken, subjects not recorded",
    );
    expect(story.sidebar_elements.quick_facts).toEqual([]);
    expect(story.metadata.uncertainty_notes).toContain("No vote's subject was found in the transcript.");
  });

  it("takes the body's name from the source and says when the date is unknown", () => {
    const story = writeStoryFromRecord({ analysis: recordOf([budget]), meeting: { date: null, body: null } });
    expect(story.article.headline).toMatch(/^The board approves /);
    expect(story.metadata.uncertainty_notes).toContain("The meeting's date is not known.");
  });
});
