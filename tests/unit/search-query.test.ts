import { describe, expect, it } from "vitest";
import { hasSearchTerms, parseSearchQuery } from "~/features/search/search-query";
import { lineAt, parseMomentParam } from "~/features/transcripts/moment";

describe("parseSearchQuery", () => {
  it("takes the last bare word as a prefix", () => {
    expect(parseSearchQuery("bike zon")).toEqual({ required: "bike", prefix: "zon", excluded: [] });
    expect(parseSearchQuery("Budget")).toEqual({ required: "", prefix: "budget", excluded: [] });
  });

  it("keeps quoted phrases whole and never takes a phrase as a prefix", () => {
    expect(parseSearchQuery('"bike lanes"')).toEqual({
      required: '"bike lanes"',
      prefix: null,
      excluded: [],
    });
    expect(parseSearchQuery('"bike lanes" main')).toEqual({
      required: '"bike lanes"',
      prefix: "main",
      excluded: [],
    });
    // An unclosed quote is a phrase to the end, as search engines read it.
    expect(parseSearchQuery('"public hear')).toEqual({
      required: '"public hear"',
      prefix: null,
      excluded: [],
    });
  });

  it("collects -exclusions, words and phrases", () => {
    expect(parseSearchQuery('budget -library -"main street"')).toEqual({
      required: "",
      prefix: "budget",
      excluded: ["library", "main street"],
    });
    // A lone minus is not an exclusion.
    expect(parseSearchQuery("budget - cuts").excluded).toEqual([]);
  });

  it("leaves the word after or whole, so the alternative keeps its meaning", () => {
    expect(parseSearchQuery("parks or bik")).toEqual({
      required: "parks or bik",
      prefix: null,
      excluded: [],
    });
    expect(parseSearchQuery("parks or")).toEqual({ required: "parks or", prefix: null, excluded: [] });
  });

  it("does not take punctuated or one-letter words as prefixes", () => {
    expect(parseSearchQuery("don't").prefix).toBeNull();
    expect(parseSearchQuery("plan b").prefix).toBeNull();
  });

  it("knows a query that only leaves words out", () => {
    expect(hasSearchTerms(parseSearchQuery("-budget"))).toBe(false);
    expect(hasSearchTerms(parseSearchQuery("-budget or"))).toBe(false);
    expect(hasSearchTerms(parseSearchQuery("-budget parks"))).toBe(true);
  });
});

describe("moments", () => {
  it("reads ?t= as seconds in the forms links use", () => {
    expect(parseMomentParam("3723")).toBe(3723);
    expect(parseMomentParam("3723s")).toBe(3723);
    expect(parseMomentParam("1h2m3s")).toBe(3723);
    expect(parseMomentParam("62m3s")).toBe(3723);
    expect(parseMomentParam("1:02:03")).toBe(3723);
    expect(parseMomentParam("2:03")).toBe(123);
    for (const bad of [null, "", "-5", "abc", "1.5", "9".repeat(20)])
      expect(parseMomentParam(bad)).toBeNull();
  });

  it("finds the line being said at a second", () => {
    const lines = [{ startSeconds: 10 }, { startSeconds: 20 }, { startSeconds: 35 }];
    expect(lineAt(lines, 5)).toBe(-1);
    expect(lineAt(lines, 10)).toBe(0);
    expect(lineAt(lines, 34.9)).toBe(1);
    expect(lineAt(lines, 1000)).toBe(2);
    expect(lineAt([], 10)).toBe(-1);
    // ?t=20 opens a line that starts at 20.6 s.
    expect(lineAt([{ startSeconds: 10 }, { startSeconds: 20.6 }], 20)).toBe(1);
  });
});
