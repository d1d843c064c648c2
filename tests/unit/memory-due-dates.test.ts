// Due dates of promises (issue #19): relative phrases resolved against the meeting's date, explicit dates, words
// with no date of their own, and where a promise stands on a given day.
import { describe, expect, it } from "vitest";
import { commitmentStatus, DUE_PHRASE, resolveDue } from "~/features/analysis/due-dates.server";

const MEETING = new Date("2026-03-02T00:00:00Z");

describe("resolving a due phrase against the meeting date", () => {
  it.each([
    ["in 60 days", "2026-05-01"],
    ["within two weeks", "2026-03-16"],
    ["within 90 days", "2026-05-31"],
    ["in the next six months", "2026-09-02"],
    ["in a couple of weeks", "2026-03-16"],
    ["by March 1", "2027-03-01"],
    ["by April 1", "2026-04-01"],
    ["no later than April 15, 2026", "2026-04-15"],
    ["before August 1st", "2026-08-01"],
    ["by the end of the year", "2026-12-31"],
    ["by the end of the month", "2026-03-31"],
    ["by the end of the quarter", "2026-03-31"],
    ["next week", "2026-03-09"],
    ["in June", "2026-06-30"],
    // 2026-03-02 is a Monday: "this week" ends on the Sunday after.
    ["this week", "2026-03-08"],
    ["in 2027", "2027-12-31"],
    ["after five years", "2031-03-02"],
    ["in 48 hours", "2026-03-04"],
  ])("%s -> %s", (phrase, expected) => {
    expect(resolveDue(phrase, MEETING)).toEqual({ dueText: phrase, dueDate: expected });
  });

  it("keeps the words of a phrase with no calendar day, and of a relative one with no meeting date", () => {
    expect(resolveDue("at the next meeting", MEETING)).toEqual({
      dueText: "at the next meeting",
      dueDate: null,
    });
    expect(resolveDue("in 60 days", null)).toEqual({ dueText: "in 60 days", dueDate: null });
    expect(resolveDue("by April 15, 2026", null).dueDate).toBe("2026-04-15");
  });
});

describe("finding a due phrase in a promise", () => {
  it.each([
    ["we'll be working through that this week", "this week"],
    ["construction will start in 2019", "in 2019"],
    ["we'll be coming back after five years", "after five years"],
    ["at our next meeting, we'll have a chance to vote", "at our next meeting"],
  ])("%s -> %s", (sentence, phrase) => {
    expect(sentence.match(DUE_PHRASE)?.[0]).toBe(phrase);
  });
});

describe("a promise's status", () => {
  it("is overdue the day after its due date, open until then or without a date, fulfilled once followed up", () => {
    const due = { dueDate: "2026-05-01", followUpVideoId: null };
    expect(commitmentStatus(due, "2026-05-01")).toBe("open");
    expect(commitmentStatus(due, "2026-05-02")).toBe("overdue");
    expect(commitmentStatus({ dueDate: null, followUpVideoId: null }, "2030-01-01")).toBe("open");
    expect(commitmentStatus({ ...due, followUpVideoId: "a-later-meeting" }, "2026-06-01")).toBe("fulfilled");
  });
});
