// The roll-call rules (issue #19, ADR 0043): captions' garbled answers, districts said as sound-alike words, words
// between a name and its answer, roll calls of attendance, and roll calls whose result the analysis missed.
import { describe, expect, it } from "vitest";
import { findRollCalls, rollCallTally, rollCallVotes } from "~/features/analysis/roll-call";
import { rebuildSentences } from "~/features/analysis/sentence-segments";

/** One caption line per entry, five seconds apart, as a clerk's roll reads in captions. */
function sentencesOf(...lines: string[]) {
  return rebuildSentences(
    lines.map((text, index) => ({
      startSeconds: index * 5,
      endSeconds: index * 5 + 5,
      speaker: null,
      text,
    })),
  );
}

function votesAtResult(...lines: string[]) {
  const sentences = sentencesOf(...lines);
  const result = sentences.findLastIndex((sentence) => /carries|passes|pass\b|adopted/i.test(sentence.text));
  return Object.fromEntries(rollCallVotes(sentences, result).map((vote) => [vote.member, vote.vote]));
}

describe("roll-call answers", () => {
  it("reads 'by', 'all right', 'II' and 'I'm' as aye when nothing but the next name follows", () => {
    expect(
      votesAtResult(
        "Madam Clerk, roll call vote, please.",
        "District one. I'm District two. By. District three. All right.",
        "District four. II. Councilmember Nelson by Councilmember Petersen. Oh.",
        "Motion carries.",
      ),
    ).toEqual({
      "District 1": "yes",
      "District 2": "yes",
      "District 3": "yes",
      "District 4": "yes",
      Nelson: "yes",
      Petersen: "no",
    });
  });

  it("does not read an everyday 'by', 'oh' or 'right' inside a sentence as an answer", () => {
    expect(
      votesAtResult(
        "Please call the roll.",
        "Item moved by Councilmember Gallo. Lewis. Yes. Morales by the way. Oh wait, Strauss right there.",
        "The bill passes.",
      ),
    ).toEqual({ Lewis: "yes" });
  });

  it("hears districts said as sound-alike words ('district to', 'district for')", () => {
    expect(
      votesAtResult(
        "Roll call, please.",
        "District to. I. District for. No. District won. Yes.",
        "Motion carries.",
      ),
    ).toEqual({ "District 2": "yes", "District 4": "no", "District 1": "yes" });
  });

  it("skips the words a clerk or caption puts between a name and its answer", () => {
    expect(
      votesAtResult(
        "May we have that roll call vote, please?",
        "Councilmember Jason. He's yes. District seven. A resounding A. Council President. Was I.",
        "Councilmember Reid is excused.",
        "Motion carries.",
      ),
    ).toEqual({ Jason: "yes", "District 7": "yes", President: "yes", Reid: "absent" });
  });

  it("reads no votes from a roll called for a quorum", () => {
    expect(
      votesAtResult(
        "Mr. Clark, would you please call the roll to ascertain the presence of a quorum?",
        "Clark. I. Flynn. I. Edwards. I.",
        "The minutes are adopted.",
      ),
    ).toEqual({});
  });
});

describe("findRollCalls", () => {
  it("finds a roll call whose result captions garbled, with its outcome and count", () => {
    const sentences = sentencesOf(
      "So, Madam Clerk, roll call vote, please.",
      "District one. Hi. District two. I. District three. No.",
      "District four. By. District five. I, ocean carries.",
    );
    const [rollCall, ...more] = findRollCalls(sentences);
    expect(more).toEqual([]);
    expect(rollCall?.outcome).toBe("passed");
    expect(sentences[rollCall?.resultIndex ?? -1]?.text).toContain("ocean carries");
    expect(rollCallTally(rollCall?.votes ?? [])).toBe("4-1");
  });

  it("reads a failed result, and needs three answers before a result to count a roll call", () => {
    const failed = findRollCalls(
      sentencesOf("Please call the roll.", "Lewis. No. Morales. No. Strauss. Yes.", "The motion fails."),
    );
    expect(failed.map((rollCall) => [rollCall.outcome, rollCallTally(rollCall.votes)])).toEqual([
      ["failed", "1-2"],
    ]);
    expect(findRollCalls(sentencesOf("Please call the roll.", "Lewis. Yes.", "The motion carries."))).toEqual(
      [],
    );
  });
});
