// Stage 2 of the offline engine: agenda items as the meeting's chapters. An item opens where the chair or clerk reads
// its code or names it; its title is kept as read; it runs until the next opens, so no label carries past it.
import { describe, expect, it } from "vitest";
import { findAgendaItems, itemOpenedBy } from "~/features/analysis/engine/agenda-items.server";
import { readMeetingText } from "~/features/analysis/engine/meeting-sentences.server";
import { timedLines } from "../factories/timed-lines";

describe("an item opened", () => {
  it.each([
    [
      "That brings us to item 4: Proposed budget for the Public Works Department.",
      "Item 4",
      "Proposed budget for the Public Works Department",
    ],
    [
      "Item 6A. Approval of a contract with Acme Paving for Elm Street resurfacing",
      "Item 6A",
      "Approval of a contract with Acme Paving for Elm Street resurfacing",
    ],
    [
      "okay moving on to item number five which is a resolution authorizing the city manager to execute an agreement",
      "Item 5",
      "A resolution authorizing the city manager to execute an agreement",
    ],
    ["next item is item 12-D", "Item 12-D", null],
    [
      "10A is a resolution to set a public hearing on the zoning of 2.41 acres",
      "Item 10A",
      "A resolution to set a public hearing on the zoning of 2.41 acres",
    ],
    [
      "5B, ordinance amending future land use map designation.",
      "Item 5B",
      "Ordinance amending future land use map designation",
    ],
    ["Next up, 5C.", "Item 5C", null],
    ["let's go to docket zero three five four", "Docket 0354", null],
    [
      "Case R-24-7-905, a request for a variance at 123 Main Street",
      "Case R-24-7-905",
      "A request for a variance at 123 Main Street",
    ],
    ["next is the consent agenda", "Consent Agenda", null],
    [
      "MADAME Clerk, can you please call item five item five this resolution approves a lease",
      "Item 5",
      "This resolution approves a lease",
    ],
  ])("%s", (sentence, code, title) => {
    expect(itemOpenedBy(sentence)).toMatchObject({ code, title });
  });

  it.each([
    "we voted on item 5 last week and I think it went well",
    "I move approval of item 5",
    "I move to adopt resolution 2075",
    "items 4 through 7 are on consent",
  ])("not by a mention: %s", (sentence) => {
    expect(itemOpenedBy(sentence)).toBeNull();
  });

  it("opens a public hearing named by what it is on", () => {
    expect(
      itemOpenedBy(
        "We'll go to the next public hearing, which is a public hearing and council action on an ordinance adopting printed supplement number 16",
      ),
    ).toMatchObject({
      code: null,
      kind: "hearing",
      title: "Public hearing on an ordinance adopting printed supplement number 16",
    });
  });
});

describe("the meeting's items", () => {
  it("opens a new item where the captions garble its code but the clerk reads another title", () => {
    const text = readMeetingText(
      timedLines(
        "20 is a resolution authorizing the mayor to enter into an agreement to award the janitorial contract.",
        "Motion carries.",
        "20 Is a resolution authorizing the mayor to submit an application for emergency solution grant funds.",
        "The public hearing is now open.",
        "Item 20, again: any questions?",
      ),
    );
    const { items } = findAgendaItems(text);
    expect(items.map((item) => [item.code, item.title?.split(" ").slice(-4).join(" ")])).toEqual([
      ["Item 20", "award the janitorial contract"],
      ["Item 20", "emergency solution grant funds"],
    ]);
  });

  it("run from one opening to the next, read the title from the line after a bare code, and ignore residents", () => {
    const text = readMeetingText(
      timedLines(
        "{Chair} Next up, 5C.",
        "{Chair} Ordinance amending the sign code for downtown storefronts.",
        "{Chair} We will now take public comment. Each speaker has two minutes.",
        "{Resident} My name is Ana Lopez and I live on Elm Street. Please look at item 9 instead.",
        "{Chair} Seeing no further speakers, public comment is closed.",
        "{Chair} That brings us to item 6: the Pelican Street repaving contract.",
      ),
    );
    const { items, itemOfSentence } = findAgendaItems(text);
    expect(items.map((item) => [item.code, item.title, item.startSeconds])).toEqual([
      ["Item 5C", "Ordinance amending the sign code for downtown storefronts", 0],
      ["Item 6", "The Pelican Street repaving contract", 25],
    ]);
    expect(items[0]?.endSeconds).toBe(25);
    expect(itemOfSentence.at(-1)).toBe(1);
  });
});
