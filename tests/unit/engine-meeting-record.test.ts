// Stage 5, the meeting record, on the demo's own flagship meeting (issue #30): the Harbor Point budget hearing, whose
// story once said the Parks budget passed 3-2. The Public Works budget (Item 4) did, moved by Bergstrom and seconded
// by Okafor; every field of the record carries the sentence that says it, and the story repeats only the record.
import { describe, expect, it } from "vitest";
import { buildDemoVideos } from "#db/seed/meeting-videos";
import { namesSubject } from "~/features/analysis/engine/subject-words";
import { groundAnalysis, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline, writeStoryOffline } from "~/features/analysis/offline-engine.server";

const hearing = buildDemoVideos(new Date("2026-11-28T05:00:00Z")).find((video) =>
  / Budget Hearing - /.test(video.title),
);
if (!hearing) throw new Error("The demo seed has no budget hearing");
const meeting = { date: hearing.meetingDate, body: "Harbor Point City Council" };
const { analysis } = groundAnalysis(
  analyzeOffline({
    title: hearing.title,
    description: hearing.description,
    segments: hearing.segments,
    meetingDate: meeting.date,
    body: meeting.body,
  }),
  indexTranscript(hearing.segments),
);

describe("the demo budget hearing's record", () => {
  it("holds Item 4, the Public Works budget, passed 3-2, moved by Bergstrom and seconded by Okafor", () => {
    const publicWorks = analysis.decisions?.find((decision) => decision.item_code === "Item 4");
    expect(publicWorks).toMatchObject({
      item_title: "Proposed budget for the Public Works Department",
      motion: "tentatively approve the Public Works Department budget of $16 million as proposed",
      mover: "Bergstrom",
      seconder: "Okafor",
      outcome: "passed",
      tally: "3-2",
      counts: { yes: 3, no: 2, abstain: 0, absent: 0 },
      identified: true,
      procedural: false,
    });
    // Her own words under her speaker label: "I'll move the item. I move that we tentatively approve ..."
    expect(publicWorks?.evidence?.mover?.quote).toBe("I'll move the item.");
    expect(publicWorks?.evidence?.motion?.quote).toMatch(
      /^I move that we tentatively approve the Public Works Department budget/,
    );
    expect(publicWorks?.evidence?.seconder?.quote).toBe("I'll second that.");
    expect(publicWorks?.quote).toMatch(
      /^The motion carries 3-2, with Vice Mayor Whitaker and Council Member Natarajan/,
    );
  });

  it("gives every item its own decision: no item is missing and none appears twice", () => {
    const codes = (analysis.decisions ?? []).flatMap((decision) =>
      decision.item_code ? [decision.item_code] : [],
    );
    expect(codes).toEqual(Array.from({ length: 16 }, (_, index) => `Item ${index + 1}`));
    expect(analysis.items?.map((item) => item.code).filter(Boolean)).toEqual(codes);
  });

  it("writes a story whose headline, lead and quick facts are the record's, with the meeting's date", () => {
    const story = writeStoryOffline({ title: hearing.title, analysis, meeting });
    expect(story.article.headline).toBe(
      "Harbor Point City Council approves proposed budget for the Public Works Department, 3-2",
    );
    expect(story.article.body.split("\n\n")[0]).toBe(
      "On October 7, 2026, the Harbor Point City Council approved the proposed budget for the Public Works Department by a vote of 3-2.",
    );
    expect(story.article.body).toContain(
      "made by Councilmember Gloria Bergstrom and seconded by Councilmember David Okafor",
    );
    expect(story.article.body).not.toMatch(/Parks and Recreation Department, 3-2/);
    expect(story.sidebar_elements.quick_facts[0]).toBe(
      "Approved: Proposed budget for the Public Works Department (3-2)",
    );
  });

  it("does not open the summary with remarks or a correction to the minutes", () => {
    expect(analysis.summary).toMatch(/^Members approved /);
    expect(analysis.summary).not.toMatch(/correction|minutes/i);
  });
});

describe("what names a subject", () => {
  it("needs a word beyond procedure's own: a name, an amount or a thing", () => {
    expect(namesSubject("tentatively approve the Public Works Department budget")).toBe(true);
    expect(namesSubject("approve it as presented")).toBe(false);
    expect(namesSubject("the staff recommendation")).toBe(false);
    expect(namesSubject("So moved")).toBe(false);
    expect(namesSubject("approve $2.1 million")).toBe(true);
  });
});
