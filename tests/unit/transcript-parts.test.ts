import { describe, expect, it } from "vitest";
import { TRANSCRIPT_PART_LINES, transcriptPart } from "~/features/transcripts/transcript-parts";

const lines = Array.from({ length: TRANSCRIPT_PART_LINES * 2 + 10 }, (_, index) => ({
  id: 1000 + index,
  startSeconds: index * 4 + 0.5,
}));

describe("transcriptPart", () => {
  it("sends a short transcript whole, as its only part", () => {
    const part = transcriptPart(lines.slice(0, 5), {});
    expect(part).toMatchObject({ number: 1, count: 1, firstIndex: 0, totalLines: 5 });
    expect(part.lines).toHaveLength(5);
  });

  it("sends the first part of a long transcript by default", () => {
    const part = transcriptPart(lines, {});
    expect(part).toMatchObject({ number: 1, count: 3, firstIndex: 0, totalLines: lines.length });
    expect(part.lines).toEqual(lines.slice(0, TRANSCRIPT_PART_LINES));
  });

  it("sends the part asked for, and the last for a number past the end", () => {
    expect(transcriptPart(lines, { part: 2 }).lines[0]).toBe(lines[TRANSCRIPT_PART_LINES]);
    const last = transcriptPart(lines, { part: 99 });
    expect(last).toMatchObject({ number: 3, firstIndex: TRANSCRIPT_PART_LINES * 2 });
    expect(last.lines).toHaveLength(10);
  });

  it("sends the part holding the moment, counting a line from the whole second it starts in", () => {
    const target = lines[TRANSCRIPT_PART_LINES + 3];
    const part = transcriptPart(lines, { moment: Math.floor(target?.startSeconds ?? 0) });
    expect(part.number).toBe(2);
    expect(transcriptPart(lines, { moment: 0 }).number).toBe(1);
  });

  it("sends the part holding the first line the search matched, unless a moment or part is asked for", () => {
    const matched = [
      lines[TRANSCRIPT_PART_LINES * 2 + 1]?.id ?? 0,
      lines[TRANSCRIPT_PART_LINES + 1]?.id ?? 0,
    ];
    expect(transcriptPart(lines, { matchedIds: matched }).number).toBe(2);
    expect(transcriptPart(lines, { matchedIds: matched, part: 1 }).number).toBe(1);
    expect(transcriptPart(lines, { matchedIds: [-1] }).number).toBe(1);
  });

  it("gives an empty transcript one empty part", () => {
    expect(transcriptPart([], { part: 3 })).toMatchObject({ number: 1, count: 1, lines: [], totalLines: 0 });
  });
});
