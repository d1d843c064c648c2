// Rebuilding caption cues and plain text into timed sentences, on the real fixtures and on edge cases.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_SENTENCE_WORDS, rebuildSentences } from "~/features/analysis/engine/timed-sentences";
import { indexTranscript } from "~/features/analysis/grounding.server";
import {
  detectTranscriptFormat,
  parsePlainText,
  parseTranscript,
} from "~/features/transcripts/transcript-parsers.server";
import { TRANSCRIPT_UNREADABLE } from "~/features/transcripts/transcripts.copy";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURES = SHARED_INGEST_FIXTURES;
const hasFixtures = sharedFixturesPresent(FIXTURES);
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const MINNEAPOLIS = "youtube_captions_minneapolis_committee_of_the_whole_2024-08-12_BkaBHWmZAzU.json";

describe.skipIf(!hasFixtures)("real fixtures (skipped: ../shared/fixtures/ingest is absent)", () => {
  it("reads the Minneapolis caption list as its own format, then merges 1,776 cues into sentences", () => {
    const text = fixture(MINNEAPOLIS);
    expect(detectTranscriptFormat(text)).toBe("caption-list");
    const segments = parseTranscript(text);
    expect(segments).toHaveLength(1776);
    const sentences = rebuildSentences(segments);
    expect(sentences.length).toBeLessThan(600);
    const chair = sentences.find((sentence) => sentence.text.includes("chair of the committee of the whole"));
    expect(chair?.text).toBe("My name is jason chavez and I am the chair of the committee of the whole.");
    // The second its first word was said.
    expect(chair?.startSeconds).toBeCloseTo(38.388, 2);
    // Capitals are normalised; nothing shouts any more, and no sound mark is left.
    expect(sentences.every((sentence) => !/\b[A-Z]{4,}\b/.test(sentence.text))).toBe(true);
    expect(sentences.some((sentence) => /\[|>>/.test(sentence.text))).toBe(false);
    // ">>" starts a new turn: the roll call's "Present." is its own turn.
    const present = sentences.findIndex((sentence) => sentence.text === "Present.");
    expect(sentences[present]?.turn).not.toBe(sentences[present - 1]?.turn);
  });

  it("keeps Boston's fragments without an added full stop, and every sentence is found in the transcript", () => {
    const segments = parseTranscript(fixture("webvtt_boston_city_council.vtt"));
    const sentences = rebuildSentences(segments);
    const index = indexTranscript(segments);
    for (const sentence of sentences) {
      expect(countWords(sentence.text)).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
      expect(index.locate(sentence.text), sentence.text).toBeGreaterThanOrEqual(0);
    }
    const podium = sentences.find((sentence) =>
      sentence.text.startsWith("Councilor breadon, would you like"),
    );
    expect(podium?.text.endsWith(",")).toBe(true);
    expect(sentences.find((s) => s.text.includes("the ayes have it"))).toBeDefined();
  });
});

function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

describe("plain text", () => {
  it("splits one unpunctuated paragraph into timed sentences of bounded length", () => {
    const words = Array.from({ length: 600 }, (_, index) => (index % 7 === 0 ? "council" : "budget")).join(
      " ",
    );
    const segments = parsePlainText(words);
    // The parser already cuts untimed text into segments of at most 60 words, each with its estimated time.
    expect(segments).toHaveLength(10);
    const sentences = rebuildSentences(segments);
    expect(sentences.length).toBeGreaterThanOrEqual(10);
    for (const sentence of sentences)
      expect(countWords(sentence.text)).toBeLessThanOrEqual(MAX_SENTENCE_WORDS);
    // Times climb through the paragraph instead of every sentence sitting at 00:00:00.
    expect(sentences.at(-1)?.startSeconds ?? 0).toBeGreaterThan(200);
    expect(sentences.every((sentence) => !sentence.text.endsWith("."))).toBe(true);
  });

  it("refuses JSON that is not a caption format, whatever the file is named", () => {
    expect(() => parseTranscript('{"rows": [{"a": 1}]}')).toThrow(TRANSCRIPT_UNREADABLE);
    expect(() => parseTranscript("[1, 2, 3]")).toThrow(TRANSCRIPT_UNREADABLE);
  });

  it("starts a turn at a speaker label and keeps abbreviations inside the sentence", () => {
    const sentences = rebuildSentences([
      { startSeconds: 0, endSeconds: 4, speaker: "Chair Ruiz", text: "Thank you Mr. Clerk. Please call" },
      { startSeconds: 4, endSeconds: 6, speaker: "Chair Ruiz", text: "the roll." },
      { startSeconds: 6, endSeconds: 8, speaker: "Clerk", text: "Member Adams. Here." },
    ]);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      "Thank you Mr. Clerk.",
      "Please call the roll.",
      "Member Adams. Here.",
    ]);
    expect(sentences[2]?.turn).toBe(1);
    expect(sentences[2]?.speaker).toBe("Clerk");
  });
});
