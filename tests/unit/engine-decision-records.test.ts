// Stage 3 of the offline engine: decision records with evidence for every field. Movers are read from "motion by X",
// "X moves", "moved by X", a chair's "motion by Commissioner X, second by Commissioner Y" after "so moved", and a
// speaker label with "I move"; a roll call read without a result is counted; a postponed or withdrawn item is never
// passed; a field with no evidence stays empty and is never taken from a neighbouring item.
import { describe, expect, it } from "vitest";
import { findAgendaItems } from "~/features/analysis/engine/agenda-items.server";
import { findDecisionRecords, rollCallAnswers } from "~/features/analysis/engine/decision-records.server";
import { readMeetingText } from "~/features/analysis/engine/meeting-sentences.server";
import { nameJudge } from "~/features/analysis/engine/person-names.server";
import { timedLines } from "../factories/timed-lines";

function decisionsOf(...lines: string[]) {
  const text = readMeetingText(timedLines(...lines));
  const agenda = findAgendaItems(text);
  return findDecisionRecords(text, agenda).map((decision) => ({
    item: decision.itemIndex === null ? null : agenda.items[decision.itemIndex]?.code,
    motion: decision.motion?.text ?? null,
    mover: decision.mover?.name ?? null,
    seconder: decision.seconder?.name ?? null,
    tally: decision.tally?.text ?? null,
    outcome: decision.outcome.value,
    procedural: decision.procedural,
    kind: decision.voteKind?.kind ?? null,
  }));
}

describe("movers and seconders", () => {
  it("reads a speaker label with 'I move' and a member seconding in their own turn", () => {
    expect(
      decisionsOf(
        "{Mayor Elena Ruiz} That brings us to item 4: Proposed budget for the Public Works Department.",
        "{Council Member Gloria Bergstrom} I move that we tentatively approve the Public Works budget of $16 million.",
        "{Council Member David Okafor} I'll second that.",
        "{Mayor Elena Ruiz} All those in favor, please say aye.",
        "{Mayor Elena Ruiz} The motion carries 3-2, with Vice Mayor Whitaker and Council Member Natarajan voting no.",
      ),
    ).toEqual([
      {
        item: "Item 4",
        motion: "tentatively approve the Public Works budget of $16 million",
        mover: "Bergstrom",
        seconder: "Okafor",
        tally: "3-2",
        outcome: "passed",
        procedural: false,
        kind: "voice",
      },
    ]);
  });

  it("reads 'so moved' with the chair's 'motion by Commissioner X, second by Commissioner Y'", () => {
    expect(
      decisionsOf(
        "Item 7 is a request for a variance at 12 Oak Street.",
        "Is there a motion to approve the variance with conditions?",
        ">> So moved.",
        ">> Second.",
        ">> We have a motion by Commissioner Ortiz, second by Commissioner Lee. All in favor? Aye. The motion carries.",
      )[0],
    ).toMatchObject({
      item: "Item 7",
      motion: "approve the variance with conditions",
      mover: "Ortiz",
      seconder: "Lee",
    });
  });

  it("reads 'X moves', 'moved by X' and 'seconded by X', and names the mover before the motion", () => {
    expect(
      decisionsOf(
        "Commissioner Haddad moves approval of the minutes, seconded by Commissioner Frost. The motion carries.",
      )[0],
    ).toMatchObject({
      mover: "Haddad",
      seconder: "Frost",
      procedural: true,
    });
    expect(
      decisionsOf(
        "The motion to approve the lease was moved by Trustee Amari and seconded by Trustee Cole. Motion carries.",
      )[0],
    ).toMatchObject({
      mover: "Amari",
      seconder: "Cole",
    });
  });

  it("reads captions' 'move to approve for Mr. Little' as the chair naming the mover, not as the motion", () => {
    expect(
      decisionsOf(
        "20C is a resolution authorizing the mayor to terminate the janitorial services agreement.",
        "Is there a motion to approve motion of Mr. Little,",
        "Second from the chair.",
        "All in favor, please indicate. Any opposed? Motion carries.",
        "20D is a resolution authorizing the mayor to award the janitorial services contract.",
        "Is there a motion to approve?",
        "Move to approve for Mr. Little,",
        "All in favor, please indicate. Any opposed? Motion carries.",
      ),
    ).toMatchObject([
      { item: "Item 20C", motion: "approve", mover: "Little" },
      { item: "Item 20D", motion: "approve", mover: "Little" },
    ]);
  });

  it("takes the chair's 'motion from Mr. Little' over a transcript's wrong speaker label", () => {
    expect(
      decisionsOf(
        "{Mayor Catherine Read} I move to approve the supplemental appropriation for the George Snyder Trail.",
        "{Mayor Catherine Read} A motion has been made by Councilmember Hardy Chandler and seconded by Councilmember Amos.",
        "{Mayor Catherine Read} Motion failed 3 to 3.",
      )[0],
    ).toMatchObject({ mover: "Hardy Chandler", seconder: "Amos", outcome: "failed", tally: "3-3" });
  });

  it("never takes a name from a common word: 'please say aye' moves nothing", () => {
    const [decision] = decisionsOf(
      "I move to approve the contract. Second. Please say aye. Say aye. The motion carries.",
    );
    expect(decision?.mover).toBeNull();
    expect(decision?.seconder).toBeNull();
  });
});

describe("votes and outcomes", () => {
  it("counts a roll call read without an announced result into a tally and an outcome", () => {
    expect(
      decisionsOf(
        "Item 3: the water rate increase.",
        "I move to adopt the water rate increase.",
        "Clerk, please call the roll.",
        "Dan? Aye. Ken? Aye. Maria? No. Dunleavy? Aye. Prentice? Aye.",
        "Item 4: the library hours.",
      )[0],
    ).toMatchObject({ item: "Item 3", tally: "4-1", outcome: "passed", kind: "roll-call" });
  });

  it("reads counts as clerks say them, and a vote with as many against as for as failed", () => {
    expect(decisionsOf("Six ayes, two excused. Motion carries.")[0]?.tally).toBe("6-0, 2 absent");
    expect(
      decisionsOf("I move to deny the appeal. Three in favor, four opposed. The motion fails.")[0],
    ).toMatchObject({
      tally: "3-4",
      outcome: "failed",
    });
    expect(
      decisionsOf(
        "I move to approve the permit. There are ten ayes and one no with Supervisor Chan voting no.",
      )[0],
    ).toMatchObject({
      tally: "10-1",
      outcome: "passed",
    });
  });

  it("never calls a tabled, postponed or withdrawn item passed", () => {
    expect(
      decisionsOf(
        "I move to table the item until the budget is in. Second. All in favor? The motion carries.",
      )[0]?.outcome,
    ).toBe("tabled");
    expect(
      decisionsOf(
        "I move to continue the item to the June 25 meeting. Second. All in favor? Motion carries.",
      )[0]?.outcome,
    ).toBe("continued");
    expect(decisionsOf("I move to approve the fence permit. I withdraw my motion.")[0]?.outcome).toBe(
      "withdrawn",
    );
    expect(
      decisionsOf("I move to rezone the parcel. The motion dies for lack of a second.")[0]?.outcome,
    ).toBe("failed");
  });

  it("reads a show of hands the chair thanks as a vote on the resolution read before the call for a mover", () => {
    expect(
      decisionsOf(
        "the first one is that council approved",
        "the attached domestic fee schedule for 2022.",
        "could I have a um a mover for that please thank you and a seconder thank you",
        "all those in favor just raise hands thank you very much okay then the second one is that we approve the international fee schedule for 2023",
        "could I have a mover and a seconder for that please",
        "all those in favor raise your hands please thank you very much",
        "those against? one against. thank you",
      ),
    ).toMatchObject([
      {
        motion: "approve the attached domestic fee schedule for 2022",
        outcome: "passed",
        kind: "show-of-hands",
      },
    ]);
  });

  it("reads 'I think that's carried' and 'say aye, carried' as results", () => {
    expect(
      decisionsOf("I move that we elect Cecilia as chancellor. Second. Then I think that's carried.")[0],
    ).toMatchObject({ outcome: "passed" });
    expect(
      decisionsOf(
        "Motion by Commissioner Diaz to accept the audit report. All those in favor say aye carried.",
      )[0],
    ).toMatchObject({ outcome: "passed", mover: "Diaz" });
  });

  it("reads 'once it passes' and 'that it carries' as talk, not a result", () => {
    expect(
      decisionsOf("Once it passes, we can start building. I want to make sure that it carries the notation."),
    ).toEqual([]);
  });
});

describe("items and their labels", () => {
  it("gives a decision the item open when its motion was made, and never carries a decided item's label on", () => {
    const decisions = decisionsOf(
      "That brings us to item 6: the consent agenda.",
      "I move approval of the consent agenda. Second. All in favor? The motion carries.",
      "Thank you all for coming tonight.",
      "I move to approve the contract with Acme Paving for Elm Street. Second. All in favor? The motion carries.",
    );
    expect(decisions.map((decision) => decision.item)).toEqual(["Item 6", null]);
    expect(decisions[1]?.motion).toBe("approve the contract with Acme Paving for Elm Street");
  });

  it("keeps a procedural vote apart and gives the item's vote to the item, not to the last motion", () => {
    const decisions = decisionsOf(
      "Item 5.2: Appeal of the Planning Board decision on the container housing project.",
      "I move that we uphold the appeal and send the project back to the Planning Board.",
      "Second.",
      "It is almost eleven. I move to continue the meeting past 11.",
      "All in favor? The motion carries.",
      "Further discussion on the appeal took some time.",
      "All those in favor of the item? The item passes unanimously.",
    );
    expect(decisions).toHaveLength(2);
    expect(decisions[0]).toMatchObject({
      procedural: true,
      motion: expect.stringMatching(/continue the meeting/),
    });
    expect(decisions[1]).toMatchObject({
      procedural: false,
      item: "Item 5.2",
      tally: "unanimous",
      motion: expect.stringMatching(/^uphold the appeal/),
    });
  });

  it("never takes a decision from public comment", () => {
    expect(
      decisionsOf(
        "{Chair} We will now take public comment. Each speaker has two minutes.",
        "{Ana Lopez} My name is Ana Lopez and I live on Elm Street. I move that you all resign. The motion carries a lot of weight.",
        "{Chair} Seeing no further speakers, public comment is closed.",
      ),
    ).toEqual([]);
  });
});

describe("roll-call answers", () => {
  const answers = (...lines: string[]) => {
    const text = readMeetingText(timedLines(...lines));
    return Object.fromEntries(
      rollCallAnswers(text.sentences, nameJudge(text)).map((vote) => [vote.member, vote.vote]),
    );
  };

  it("reads 'by', 'all right' and 'I'm' as aye when nothing but the next name follows", () => {
    expect(
      answers(
        "District one. I'm District two. By. District three. All right.",
        "District four. Aye. Councilmember Nelson by Councilmember Petersen. Oh.",
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

  it("pairs each name with the answer after it, not with a wrong label on the answer", () => {
    expect(
      answers(
        "{Mayor Catherine Read} Councilmember McQuillan?",
        "{Councilmember Anthony Amos} Aye.",
        "{Mayor Catherine Read} Councilmember Bates?",
        "{Councilmember Anthony Amos} No.",
      ),
    ).toEqual({ McQuillan: "yes", Bates: "no" });
  });

  it("never makes a member of 'say' or 'please'", () => {
    expect(answers("All those in favor please say aye.", "Say aye.")).toEqual({});
  });
});
