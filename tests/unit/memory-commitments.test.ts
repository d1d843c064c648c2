// The offline promise finder's newer rules (issue #19): promises said in the future progressive ("we'll be coming
// back"), "get" a report or update out, and "be back at it"; conditions still keep a sentence out.
import { describe, expect, it } from "vitest";
import { extractCommitments } from "~/features/analysis/commitments.server";
import { readMeetingText } from "~/features/analysis/engine/meeting-sentences.server";

const MEETING = new Date("2026-03-02T00:00:00Z");

function promisesIn(...lines: string[]) {
  const { sentences } = readMeetingText(
    lines.map((text, index) => ({
      startSeconds: index * 10,
      endSeconds: index * 10 + 10,
      speaker: null,
      text,
    })),
  );
  return extractCommitments(sentences, MEETING).map((commitment) => [
    commitment.description,
    commitment.dueDate,
  ]);
}

describe("promises", () => {
  it("reads the future progressive: 'we'll be coming back', 'we'll be working through that this week'", () => {
    expect(
      promisesIn(
        "Thank you for the question.",
        "We'll be coming back to the council with the numbers.",
        "We'll be working through that this week.",
      ),
    ).toEqual([
      ["Be coming back to the council with the numbers", null],
      ["Be working through that this week", "2026-03-08"],
    ]);
  });

  it("reads getting an update out and being back at it, with their dates", () => {
    expect(
      promisesIn("We'll get the update in six weeks.", "We will be back at it in about seven weeks."),
    ).toEqual([
      ["Get the update in six weeks", "2026-04-13"],
      ["Be back at it in about seven weeks", "2026-04-20"],
    ]);
  });

  it("keeps conditions and undated work that does not come back to the body out", () => {
    expect(
      promisesIn("If the grant comes, we'll be working on it this week.", "We'll be working on that."),
    ).toEqual([]);
  });
});
