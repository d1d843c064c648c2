// Stage 4 of the offline engine: people only with evidence. A title, a place in a roll call, a speaker label or a
// self-introduction makes a person; a common English word never does; one surname spelled two ways by captions is one
// person; "former Councilman X" is no current member.
import { describe, expect, it } from "vitest";
import { findAgendaItems } from "~/features/analysis/engine/agenda-items.server";
import { findDecisionRecords } from "~/features/analysis/engine/decision-records.server";
import { findMeetingPeople } from "~/features/analysis/engine/meeting-people.server";
import { readMeetingText } from "~/features/analysis/engine/meeting-sentences.server";
import { timedLines } from "../factories/timed-lines";

function peopleOf(...lines: string[]) {
  const text = readMeetingText(timedLines(...lines));
  return findMeetingPeople(text, findDecisionRecords(text, findAgendaItems(text)));
}

describe("people with evidence", () => {
  it("never makes a person of a common word, in lower-case captions or in capitals", () => {
    const lines = [
      "all those in favor please say aye say aye the motion carries",
      "council member say aye council member ordinance council member correction",
      "commissioner second commissioner aye commissioner motion",
      "please call the roll say aye ordinance aye correction aye second aye motion aye",
      "Council Member Say. Commissioner Ordinance. Trustee Correction. Mr. Second. Chair Aye. Mayor Motion.",
    ];
    const names = peopleOf(...lines).map((person) => person.name.toLowerCase());
    for (const word of ["say", "ordinance", "correction", "second", "aye", "motion"])
      expect(names).not.toContain(word);
  });

  it("knows members by title, roll call and label, and a resident by their introduction", () => {
    const people = peopleOf(
      "{Council Member David Okafor} I move to approve the contract.",
      "{Mayor Elena Ruiz} Clerk, please call the roll on the motion.",
      "{City Clerk Maria Chen} Councilmember Okafor? Aye. Councilmember Natarajan? No. Whitaker? Aye.",
      ">> Good evening, my name is Ana Lopez, and I live on Elm Street.",
    );
    const byName = Object.fromEntries(people.map((person) => [person.name, person]));
    expect(byName["Elena Ruiz"]).toMatchObject({ role: "Mayor", member: true, basis: "speaker-label" });
    expect(byName["David Okafor"]).toMatchObject({
      role: "Council Member",
      member: true,
      basis: "speaker-label",
    });
    expect(byName.Natarajan).toMatchObject({ member: true, basis: "title" });
    expect(byName.Whitaker).toMatchObject({ member: true, basis: "roll-call" });
    expect(byName["Ana Lopez"]).toMatchObject({ member: false, basis: "introduction" });
  });

  it("merges captions' two spellings of one surname (Daly, Daley), and keeps two first names apart", () => {
    const people = peopleOf(
      "Thank you, Commissioner Daly. Commissioner Daley, your question?",
      "Commissioner Daly moved the item. Trustee Anna Park and Trustee Joe Park both spoke. Trustee Anna Park again.",
      "Trustee Joe Park asked about the bonds.",
    );
    const names = people.map((person) => person.name);
    expect(names.filter((name) => /^Dal/.test(name))).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(["Anna Park", "Joe Park"]));
  });

  it("makes no one of a name cut off mid-word", () => {
    const names = peopleOf(
      "Thank you all for coming out this evening to talk about the budget for next year.",
      "Councilmember Peter— I'm sorry, Councilmember McQuillan, go ahead with your question.",
    ).map((person) => person.name);
    expect(names).toEqual(["McQuillan"]);
  });

  it("does not count a former member as a current one", () => {
    const [former] = peopleOf(
      "We remember former Councilman Brandt, who served for twenty years.",
      "Former Councilman Brandt was a friend to all of us.",
    );
    expect(former).toMatchObject({ name: "Brandt", former: true, member: false });
  });
});
