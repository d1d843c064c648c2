// Wrap-around stepping of the tier preview, and the showcase's simulated searches.
import { describe, expect, it } from "vitest";
import { stepIndex, wrapIndex } from "~/features/showcase/proto-directory";
import {
  AI_ANSWERS,
  countWords,
  keywordSearch,
  pickAiAnswer,
  TRANSCRIPT_SNIPPETS,
} from "~/features/showcase/showcase-samples";

describe("stepIndex", () => {
  it("goes from the first to the last with Previous, and from the last to the first with Next", () => {
    expect(stepIndex(0, -1, 12)).toBe(11);
    expect(stepIndex(11, 1, 12)).toBe(0);
  });

  it("steps normally in between", () => {
    expect(stepIndex(4, 1, 12)).toBe(5);
    expect(stepIndex(4, -1, 12)).toBe(3);
  });

  it("comes back to the start after a full round in either direction", () => {
    let forward = 0;
    let backward = 0;
    for (let step = 0; step < 12; step += 1) {
      forward = stepIndex(forward, 1, 12);
      backward = stepIndex(backward, -1, 12);
    }
    expect(forward).toBe(0);
    expect(backward).toBe(0);
  });
});

describe("wrapIndex", () => {
  it("folds any index into range and answers 0 for an empty list", () => {
    expect(wrapIndex(-13, 12)).toBe(11);
    expect(wrapIndex(25, 12)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe("the simulated searches", () => {
  it("traditional search needs every word of the query in the snippet", () => {
    expect(keywordSearch("bike lanes", TRANSCRIPT_SNIPPETS)).toHaveLength(1);
    expect(keywordSearch("BUDGET", TRANSCRIPT_SNIPPETS)).toHaveLength(2);
    expect(keywordSearch("cycling safety", TRANSCRIPT_SNIPPETS)).toEqual([]);
    expect(keywordSearch("  ", TRANSCRIPT_SNIPPETS)).toEqual([]);
  });

  it("AI search answers questions phrased in other words, and admits when it has no answer", () => {
    expect(pickAiAnswer("Is cycling on Main Street getting safer?", AI_ANSWERS)?.topic).toBe("bike lanes");
    expect(pickAiAnswer("what happens to the playground", AI_ANSWERS)?.topic).toBe("park");
    expect(pickAiAnswer("fireworks", AI_ANSWERS)).toBeNull();
  });

  it("counts the words of a draft", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("  one two\nthree ")).toBe(3);
  });
});
