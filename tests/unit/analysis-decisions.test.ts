// The decision extractor and the people finder on the real meeting fixtures, and the procedure rules on short cases.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractDecisions, publicCommentFlags } from "~/features/analysis/decisions";
import { findPeople, turnSpeakers } from "~/features/analysis/people";
import { rebuildSentences } from "~/features/analysis/sentence-segments";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURES = SHARED_INGEST_FIXTURES;
const MEETINGBANK = path.resolve(process.cwd(), "../shared/datasets/meetingbank/meetings.jsonl");
const hasFixtures = sharedFixturesPresent(FIXTURES, MEETINGBANK);
const sentencesOf = (name: string) =>
  rebuildSentences(parseTranscript(readFileSync(path.join(FIXTURES, name), "utf8")));
const meetingBankRow = (id: string) => {
  const rows = readFileSync(MEETINGBANK, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id: string; transcript: string });
  return rebuildSentences(parseTranscript(rows.find((row) => row.id === id)?.transcript ?? ""));
};

function timed(texts: string[]) {
  return rebuildSentences(
    texts.map((text, index) => ({
      startSeconds: index * 10,
      endSeconds: index * 10 + 9,
      speaker: null,
      text,
    })),
  );
}

describe.skipIf(!hasFixtures)("real meetings (skipped: ../shared fixtures are absent)", () => {
  it("finds Boston's voice votes by docket, and the minutes vote is procedural", () => {
    const decisions = extractDecisions(sentencesOf("webvtt_boston_city_council.vtt"));
    expect(decisions.length).toBeGreaterThanOrEqual(10);
    const items = decisions.map((decision) => decision.item?.split(":")[0]);
    expect(items).toEqual(
      expect.arrayContaining(["Docket 0687", "Docket 0689", "Docket 0690", "Docket 0691"]),
    );
    expect(decisions[0]).toMatchObject({ outcome: "passed", procedural: true });
    expect(decisions[0]?.quote).toMatch(/minutes/);
    // "We now move to reports and public officers" is the chair moving through the agenda, not a motion.
    expect(decisions.some((decision) => /reports and public officers/i.test(decision.motion ?? ""))).toBe(
      false,
    );
  });

  it("reads Oakland's consent calendar vote with its tally, and nothing from public comment", () => {
    const sentences = sentencesOf("webvtt_oakland_city_council_special_concurrent_meeting.vtt");
    const decisions = extractDecisions(sentences);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      item: "Consent calendar",
      outcome: "passed",
      tally: "6 ayes, 2 excused",
      procedural: false,
      seconder: "Kalb",
    });
    const flags = publicCommentFlags(sentences);
    const lao = sentences.findIndex((sentence) => /lao family getting 150 million/i.test(sentence.text));
    expect(flags[lao]).toBe(true);
  });

  it("reads Seattle's roll-call tallies: seven in favor and unopposed, six in favor and one opposed", () => {
    const unopposed = extractDecisions(meetingBankRow("SeattleCityCouncil_01132020_CB 119732"));
    expect(unopposed.at(-1)).toMatchObject({ outcome: "passed", tally: "7-0" });
    const split = extractDecisions(meetingBankRow("SeattleCityCouncil_03292022_CB 120265"));
    expect(split.some((decision) => decision.tally === "6-1")).toBe(true);
  });

  it("names Minneapolis's members from the roll call and the chair, in capitals or not", () => {
    const sentences = sentencesOf(
      "youtube_captions_minneapolis_committee_of_the_whole_2024-08-12_BkaBHWmZAzU.json",
    );
    const names = findPeople(sentences).map((person) => person.name);
    expect(names).toEqual(
      expect.arrayContaining(["Payne", "Wonsley", "Chughtai", "Koski", "Palmisano", "Chavez"]),
    );
    expect(names).not.toContain("Present");
  });
});

describe("procedure", () => {
  it("keeps a procedural vote apart and gives the item's vote to the item, not to the last motion", () => {
    const decisions = extractDecisions(
      timed([
        "Item 5.2: Appeal of the Planning Board decision on the container housing project.",
        "I move that we uphold the appeal and send the project back to the Planning Board.",
        "Second.",
        "It is almost eleven. I move to continue the meeting past 11.",
        "All in favor? The motion carries.",
        "Further discussion on the appeal took some time.",
        "All those in favor of the item? The item passes unanimously.",
      ]),
    );
    expect(decisions).toHaveLength(2);
    expect(decisions[0]).toMatchObject({
      procedural: true,
      motion: expect.stringMatching(/continue the meeting/),
    });
    expect(decisions[1]).toMatchObject({
      procedural: false,
      outcome: "passed",
      tally: "unanimous",
      item: expect.stringMatching(/^Item 5\.2: Appeal of the Planning Board/),
      motion: expect.stringMatching(/^uphold the appeal/),
    });
  });

  it("reads outcomes as clerks say them, and a failed vote as failed", () => {
    const outcomes = extractDecisions(
      timed([
        "Council Bill 120001 relating to parking fees.",
        "Six ayes, two excused. MOTION CARRY.",
        "Docket 0654 message and order for a grant.",
        "All those in favor say aye. The ayes have it. The docket is passed.",
        "Resolution 31900 regarding a tree ordinance.",
        "Three in favor, four opposed. The motion fails.",
      ]),
    ).map((decision) => [decision.item?.split(":")[0], decision.outcome, decision.tally]);
    expect(outcomes).toEqual([
      ["Council Bill 120001", "passed", "6 ayes, 2 excused"],
      ["Docket 0654", "passed", null],
      ["Resolution 31900", "failed", "3-4"],
    ]);
  });

  it("never takes a decision from public comment, and names a turn the chair hands over", () => {
    const sentences = timed([
      "We will now take public comment. Each speaker has two minutes.",
      "My name is Ana Lopez and I live on Elm Street. The motion carries a lot of weight with us.",
      "Seeing no further speakers, public comment is closed.",
      "The chair recognizes Councilmember Osman.",
      ">> Thank you. I move to approve the agreement with the county.",
      ">> All in favor? The ayes have it.",
    ]);
    const decisions = extractDecisions(sentences);
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ mover: "Osman", motion: "approve the agreement with the county" });
    const speakers = turnSpeakers(sentences);
    const osmanTurn = sentences.find((sentence) => sentence.text.startsWith("Thank you. I move"))?.turn ?? -1;
    expect(speakers.get(osmanTurn)).toBe("Councilmember Osman");
  });
});
