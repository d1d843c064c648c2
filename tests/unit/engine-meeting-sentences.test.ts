// Stage 1 of the offline engine: sentences a later stage can trust. A result is never joined with what follows it,
// each turn knows its speaker when the transcript says, residents' words are public comment, and stretches that are
// not English or are garbled fail the quality gate.
import { describe, expect, it } from "vitest";
import { readMeetingText } from "~/features/analysis/engine/meeting-sentences.server";
import { judgeStretch } from "~/features/analysis/engine/transcript-quality.server";
import { timedLines } from "../factories/timed-lines";

/** Welsh as council captions give it: a member thanking a community group (not English, and not garbled). */
const WELSH = [
  "Mae Sophia yn rhan o'r Cymdeithas ac mae hi wedi bod yn gweithio gyda ni ers blynyddoedd lawer.",
  "Rydym yn ddiolchgar iawn am ei gwaith caled dros y flwyddyn ddiwethaf yn y gymuned hon.",
  "Bydd y pwyllgor yn cyfarfod eto ym mis Ionawr i drafod y cynllun newydd ar gyfer y dref.",
  "Diolch yn fawr i bawb am ddod heno ac am eich cefnogaeth i'r gwaith pwysig yma.",
];

describe("clauses", () => {
  it("never joins a result with the next item, in captions without punctuation", () => {
    const { sentences } = readMeetingText(
      timedLines("the motion carries 3-2 that brings us to item 5 the parks budget"),
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "The motion carries 3-2",
      "That brings us to item 5 the parks budget",
    ]);
    expect(sentences[1]?.startSeconds).toBeGreaterThan(0);
  });

  it("cuts at the steps of procedure a run-on caption holds: who moved, the call to vote, the result", () => {
    const { sentences } = readMeetingText(
      timedLines(
        "10A is a resolution to set a hearing motion from mr little second from mr kling all in favor aye motion carries",
      ),
    );
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "10A is a resolution to set a hearing",
      "Motion from mr little",
      "Second from mr kling",
      "All in favor aye",
      "Motion carries",
    ]);
  });
});

describe("speakers and public comment", () => {
  it("names a turn by its label, a self-introduction, or the chair handing over the floor", () => {
    const { sentences } = readMeetingText(
      timedLines(
        "{Mayor Elena Ruiz} The chair recognizes Councilmember Osman.",
        ">> Thank you. I move to approve the agreement with the county.",
        ">> Good evening, my name is Ana Lopez, and I live on Elm Street.",
      ),
    );
    expect(sentences.map((sentence) => [sentence.text.slice(0, 20), sentence.speakerName])).toEqual([
      ["The chair recognizes", "Mayor Elena Ruiz"],
      ["Thank you. I move to", "Councilmember Osman"],
      ["Good evening, my nam", "Ana Lopez"],
    ]);
  });

  it("marks what residents say in public comment, and ends it when the body acts again", () => {
    const { sentences } = readMeetingText(
      timedLines(
        "We will now take public comment. Each speaker has two minutes.",
        "My name is Ana Lopez and I live on Elm Street. The motion carries a lot of weight with us.",
        "Seeing no further speakers, public comment is closed.",
        "I move to approve the agreement with the county.",
      ),
    );
    expect(sentences.find((sentence) => sentence.text.startsWith("My name is"))?.publicComment).toBe(true);
    expect(sentences.find((sentence) => sentence.text.startsWith("I move"))?.publicComment).toBe(false);
  });
});

describe("the quality gate", () => {
  it("passes English council talk, captions' misspellings and all", () => {
    const { reliability, sentences } = readMeetingText(
      timedLines(
        "all those in favor say aye any opposed the motion carries unanimously",
        "council member mcquillen thank you mayor i just want to say the trail has been a long time coming",
        "we received six bids and tidewater builders was the lowest responsive bidder at 2.7 million",
        "staff is directed to return by march 29 with a parking replacement plan for pelican street",
      ),
    );
    expect(reliability).toEqual({ reliable: true, unreliableShare: 0, stretches: [] });
    expect(sentences.every((sentence) => sentence.reliable)).toBe(true);
  });

  it("finds a meeting whose captions came out Welsh unreliable, and says which language", () => {
    const { reliability, sentences } = readMeetingText(timedLines(...WELSH, ...WELSH));
    expect(reliability.reliable).toBe(false);
    expect(reliability.stretches[0]).toMatchObject({ reason: "not-english", language: "cym" });
    expect(sentences.every((sentence) => !sentence.reliable)).toBe(true);
  });

  it("marks only the stretch that is not English in a meeting that is mostly English", () => {
    const english = Array.from(
      { length: 6 },
      (_, index) =>
        `Item ${index + 1} is a resolution approving the contract with the county for road repairs on Main Street and its bridges.`,
    );
    const { reliability, sentences } = readMeetingText(timedLines(...english, ...WELSH, ...english));
    expect(reliability.reliable).toBe(true);
    expect(reliability.stretches).toHaveLength(1);
    expect(sentences.filter((sentence) => !sentence.reliable).map((sentence) => sentence.text)).toEqual(
      expect.arrayContaining([WELSH[0]]),
    );
    expect(sentences.find((sentence) => sentence.text === english[0])?.reliable).toBe(true);
  });

  it("reads garble as garble and English as English", () => {
    expect(
      judgeStretch("zxq vrrb plonk fratz mibble quorv dasp tennik wubbo klarn syth pweg").englishShare,
    ).toBeLessThan(0.5);
    expect(
      judgeStretch(
        "The council approved the budget for the public works department by a vote of three to two.",
      ),
    ).toMatchObject({
      englishShare: 1,
      language: "eng",
    });
  });
});
