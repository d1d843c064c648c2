// The labelled corpus the meeting record is measured on (scripts/eval/corpus/, issue #30): real meetings from many
// places and kinds of body, none of them among ../shared's files, each label pointing at words the transcript holds.
// A few tune-half meetings also guard the record against regressions; the held-out half is only for the evaluation.
import { describe, expect, it } from "vitest";
import { groundAnalysis, indexTranscript } from "~/features/analysis/grounding.server";
import { analyzeOffline } from "~/features/analysis/offline-engine.server";
import { parseTranscript } from "~/features/transcripts/transcript-parsers.server";
import { loadCorpus } from "../../scripts/eval/corpus";
import { scoreRecord } from "../../scripts/eval/record-score";

const corpus = loadCorpus();

describe("the labelled corpus", () => {
  it("holds at least 20 real meetings from at least 6 places and 4 kinds of body, split in two halves", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    expect(new Set(corpus.map((meeting) => meeting.place)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(corpus.map((meeting) => meeting.bodyKind)).size).toBeGreaterThanOrEqual(4);
    const heldOut = corpus.filter((meeting) => meeting.split === "held-out").length;
    expect(heldOut).toBeGreaterThanOrEqual(corpus.length * 0.4);
    expect(heldOut).toBeLessThanOrEqual(corpus.length * 0.6);
  });

  it("uses none of ../shared's meetings, and no reserved repository", () => {
    for (const meeting of corpus) {
      expect(meeting.source.repository).not.toMatch(/knox_searchable_meetings_md|eagleaillc-frontend/i);
      expect(`${meeting.key} ${meeting.source.path}`).not.toMatch(
        /boston|oakland|seattle|minneapolis|meetingbank/i,
      );
    }
  });

  it("labels every decision at words the transcript says within 20 seconds, with key words it holds", () => {
    for (const meeting of corpus) {
      const index = indexTranscript(parseTranscript(meeting.transcript));
      for (const label of meeting.decisions) {
        const at = index.locate(label.quote, label.seconds);
        expect(at, `${meeting.key} ${label.seconds}s: "${label.quote}"`).toBeGreaterThanOrEqual(0);
        // The quote may start in the cue before the labelled second, a cue that can itself be long.
        expect(
          Math.abs((index.segments[at]?.startSeconds ?? 0) - label.seconds),
          `${meeting.key} ${label.seconds}s`,
        ).toBeLessThanOrEqual(20);
        for (const term of label.identity)
          expect(index.mentions(term), `${meeting.key}: "${term}"`).toBe(true);
      }
    }
  });
});

describe("the record on a few tune-half meetings (a regression guard; the figures are the evaluation's)", () => {
  const keys = [
    "kissimmee-planning-advisory-board-2023-12-20",
    "fairfax-city-council-2026-04-14",
    "mystic-valley-development-commission-2023-01-10",
  ];
  const scores = corpus
    .filter((meeting) => keys.includes(meeting.key))
    .map((meeting) => {
      const segments = parseTranscript(meeting.transcript);
      const raw = analyzeOffline({
        title: meeting.title,
        description: null,
        segments,
        meetingDate: meeting.date,
      });
      return scoreRecord(meeting, groundAnalysis(raw, indexTranscript(segments)).analysis);
    });
  const total = (pick: (score: (typeof scores)[number]) => number) =>
    scores.reduce((sum, score) => sum + pick(score), 0);

  it("finds their decisions at the right moment and says what they were about", () => {
    expect(scores).toHaveLength(keys.length);
    expect(
      total((score) => score.substantiveMatched) / total((score) => score.substantiveLabelled),
    ).toBeGreaterThanOrEqual(0.85);
    expect(total((score) => score.matchedFound) / total((score) => score.found)).toBeGreaterThanOrEqual(0.9);
    expect(
      total((score) => score.identity.right) / total((score) => score.identity.of),
    ).toBeGreaterThanOrEqual(0.6);
    expect(total((score) => score.outcomes.right)).toBe(total((score) => score.outcomes.of));
  });
});
