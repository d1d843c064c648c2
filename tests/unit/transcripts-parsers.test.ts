// The transcript parsers on the real caption fixtures (when ../shared/fixtures/ingest exists) and on edge cases.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  detectTranscriptFormat,
  parsePlainText,
  parseSrt,
  parseTranscript,
  parseWebVtt,
  parseYoutubeJson3,
} from "~/features/transcripts/transcript-parsers.server";
import { TRANSCRIPT_EMPTY } from "~/features/transcripts/transcripts.copy";
import { formatTranscriptText } from "~/lib/transcript-format";
import { SHARED_INGEST_FIXTURES, sharedFixturesPresent } from "../setup/shared-fixtures";

const FIXTURES = SHARED_INGEST_FIXTURES;
const hasFixtures = sharedFixturesPresent(FIXTURES);
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

describe.skipIf(!hasFixtures)("real fixtures (skipped: ../shared/fixtures/ingest is absent)", () => {
  it("reads the Seattle briefing: BOM, cue settings, entities, 36 cues", () => {
    const text = fixture("webvtt_seattle_council_briefing_2021-08-02_brief_080221_2012161.vtt");
    expect(detectTranscriptFormat(text)).toBe("webvtt");
    const segments = parseWebVtt(text);
    expect(segments).toHaveLength(36);
    expect(segments[0]).toEqual({
      startSeconds: 5.872,
      endSeconds: 9.409,
      speaker: null,
      text: ">>> GOOD MORNING EVERYONE.",
    });
    expect(segments.at(-1)).toMatchObject({
      startSeconds: 67.267,
      endSeconds: 72.972,
      text: "EIGHT PRESENT.",
    });
  });

  it("reads Oakland: the empty first cue is skipped, 423 cues to 25:50", () => {
    const segments = parseWebVtt(fixture("webvtt_oakland_city_council_special_concurrent_meeting.vtt"));
    expect(segments).toHaveLength(423);
    expect(segments[0]).toMatchObject({
      startSeconds: 148.168,
      text: "successor agency/city council. >> good morning, welcome to",
    });
    expect(segments.at(-1)).toMatchObject({
      startSeconds: 1548.373,
      endSeconds: 1550.373,
      text: "Love life.",
    });
  });

  it("reads Boston: hours in times, 1129 cues to 1:13:27", () => {
    const segments = parseWebVtt(fixture("webvtt_boston_city_council.vtt"));
    expect(segments).toHaveLength(1129);
    expect(segments[0]).toMatchObject({
      startSeconds: 40.337,
      endSeconds: 42.272,
      text: "uh uh, I'm the city councilor for",
    });
    expect(segments.at(-1)).toMatchObject({
      startSeconds: 4405.412,
      endSeconds: 4407.412,
      text: "to city council clerk's office.",
    });
    for (let index = 1; index < segments.length; index++) {
      expect(segments[index]?.startSeconds).toBeGreaterThanOrEqual(segments[index - 1]?.startSeconds ?? 0);
    }
  });

  it("reads the Minneapolis caption track once served as json3", () => {
    const rows = JSON.parse(
      fixture("youtube_captions_minneapolis_committee_of_the_whole_2024-08-12_BkaBHWmZAzU.json"),
    ) as Array<{
      text: string;
      start: number;
      duration: number;
    }>;
    const json3 = JSON.stringify({
      events: rows.map((row) => ({
        tStartMs: Math.round(row.start * 1000),
        dDurationMs: Math.round(row.duration * 1000),
        segs: [{ utf8: row.text }],
      })),
    });
    expect(detectTranscriptFormat(json3)).toBe("json3");
    const segments = parseYoutubeJson3(json3);
    expect(segments).toHaveLength(1776);
    expect(segments[0]).toEqual({ startSeconds: 35.385, endSeconds: 37.62, speaker: null, text: "[GAVEL]" });
    expect(segments.at(-1)).toMatchObject({ startSeconds: 3212.445, endSeconds: 3222.022, text: "[GAVEL]" });
  });
});

describe("WebVTT", () => {
  it("reads voice tags as speakers, strips inline tags, skips NOTE and STYLE, accepts times without hours", () => {
    const segments = parseWebVtt(
      "WEBVTT - council\n\nSTYLE\n::cue { color: yellow }\n\nNOTE this is a comment\nspanning lines\n\nintro\n00:01.000 --> 00:04.500 align:start\n<v.loud Mayor Ruiz>Call to <b>order</b>.</v>\n\n00:00:05.000 --> 00:00:07.000\n<v Clerk Ann Lee>Roll call &amp; minutes</v>\n",
    );
    expect(segments).toEqual([
      { startSeconds: 1, endSeconds: 4.5, speaker: "Mayor Ruiz", text: "Call to order." },
      { startSeconds: 5, endSeconds: 7, speaker: "Clerk Ann Lee", text: "Roll call & minutes" },
    ]);
  });

  it("de-duplicates YouTube's rolling captions", () => {
    const vtt = [
      "WEBVTT\nKind: captions\nLanguage: en",
      "00:00:00.160 --> 00:00:02.070 align:start position:0%\n \ngood<00:00:00.560><c> evening</c><00:00:01.000><c> everyone</c>",
      "00:00:02.070 --> 00:00:02.080 align:start position:0%\ngood evening everyone\n ",
      "00:00:02.080 --> 00:00:04.500 align:start position:0%\ngood evening everyone\nthe<00:00:02.500><c> meeting</c><00:00:03.000><c> will</c><00:00:03.300><c> begin</c>",
      "00:00:04.500 --> 00:00:04.510 align:start position:0%\nthe meeting will begin\n ",
      "00:00:04.510 --> 00:00:06.000 align:start position:0%\nthe meeting will begin\nwith<00:00:05.000><c> public</c><00:00:05.500><c> comment</c>",
    ].join("\n\n");
    expect(parseWebVtt(vtt).map((segment) => [segment.startSeconds, segment.text])).toEqual([
      [0.16, "good evening everyone"],
      [2.08, "the meeting will begin"],
      [4.51, "with public comment"],
    ]);
  });

  it("keeps repeated lines in ordinary captions (a roll call's answers)", () => {
    const segments = parseWebVtt(
      "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n>> present.\n\n00:00:02.000 --> 00:00:03.000\n>> present.\n",
    );
    expect(segments).toHaveLength(2);
  });

  it("rejects a file with no text", () => {
    expect(() => parseWebVtt("WEBVTT\n\n00:00:00.000 --> 00:00:00.000\n\n")).toThrow(TRANSCRIPT_EMPTY);
  });
});

describe("SRT", () => {
  it("reads numbered cues with comma times and formatting tags", () => {
    const srt =
      "1\r\n00:00:01,000 --> 00:00:03,250\r\n<i>Good evening.</i>\r\n\r\n2\r\n01:00:00,500 --> 01:00:02,000\r\n{\\an8}Motion carries\r\nfive to two.\r\n";
    expect(detectTranscriptFormat(srt)).toBe("srt");
    expect(parseSrt(srt)).toEqual([
      { startSeconds: 1, endSeconds: 3.25, speaker: null, text: "Good evening." },
      { startSeconds: 3600.5, endSeconds: 3602, speaker: null, text: "Motion carries five to two." },
    ]);
  });
});

describe("plain text", () => {
  it("reads our own [HH:MM:SS] Speaker: text lines back (round trip)", () => {
    const original = [
      { startSeconds: 0, endSeconds: 12, speaker: "Mayor Ruiz", text: "Call to order." },
      { startSeconds: 12, endSeconds: 30, speaker: null, text: "Item 3: the budget." },
      { startSeconds: 3725, endSeconds: 3730, speaker: "Clerk", text: "Adjourned." },
    ];
    const text = formatTranscriptText(original);
    expect(detectTranscriptFormat(text)).toBe("text");
    const segments = parsePlainText(text);
    expect(segments.map((segment) => [segment.startSeconds, segment.speaker, segment.text])).toEqual([
      [0, "Mayor Ruiz", "Call to order."],
      [12, null, "Item 3: the budget."],
      [3725, "Clerk", "Adjourned."],
    ]);
    expect(segments[0]?.endSeconds).toBe(12);
  });

  it("reads a speaker label only when it is a name or starts with a meeting role", () => {
    const line = (text: string) => {
      const [segment] = parsePlainText(`[00:01:05] ${text}`);
      return [segment?.speaker ?? null, segment?.text];
    };
    // Names, in any capitalisation a transcript uses, with lowercase particles after the first word.
    expect(line("Mayor Ruiz: Call to order.")).toEqual(["Mayor Ruiz", "Call to order."]);
    expect(line("MAYOR RUIZ: CALL TO ORDER.")).toEqual(["MAYOR RUIZ", "CALL TO ORDER."]);
    expect(line("Councilmember O'Brien: I second.")).toEqual(["Councilmember O'Brien", "I second."]);
    expect(line("Ana de la Cruz: Thank you.")).toEqual(["Ana de la Cruz", "Thank you."]);
    expect(line("Álvaro Núñez: Gracias.")).toEqual(["Álvaro Núñez", "Gracias."]);
    // A meeting role in lowercase still names the speaker.
    expect(line("council member smith: I move approval.")).toEqual([
      "council member smith",
      "I move approval.",
    ]);
    expect(line("clerk: The motion carries.")).toEqual(["clerk", "The motion carries."]);
    expect(line("member of the public: Thank you.")).toEqual(["member of the public", "Thank you."]);
    // Otherwise the colon belongs to what was said, and every word stays quotable.
    expect(line("Item 3: the budget.")).toEqual([null, "Item 3: the budget."]);
    expect(line("here is the question: who pays?")).toEqual([null, "here is the question: who pays?"]);
    expect(line("So the point is: we wait.")).toEqual([null, "So the point is: we wait."]);
    expect(line(">> MAYOR RUIZ: Thank you.")).toEqual([null, ">> MAYOR RUIZ: Thank you."]);
    expect(line("The Honorable Mayor Of The Fine City Ruiz: Hello.")).toEqual([
      null,
      "The Honorable Mayor Of The Fine City Ruiz: Hello.",
    ]);
  });

  it("continues a timed line with the untimed lines after it, and ends each line where the next begins", () => {
    const segments = parsePlainText(
      "[00:00:10] Clerk: Item one,\nthe consent agenda.\n[00:00:25] Mayor Ruiz: Thank you.",
    );
    expect(segments).toEqual([
      { startSeconds: 10, endSeconds: 25, speaker: "Clerk", text: "Item one, the consent agenda." },
      { startSeconds: 25, endSeconds: 26, speaker: "Mayor Ruiz", text: "Thank you." },
    ]);
  });

  it("estimates times at about 150 words a minute, in segments of at most 60 words", () => {
    const words = (count: number) => Array.from({ length: count }, () => "word").join(" ");
    const segments = parseTranscript(`${words(150)}\n\n${words(75)}`);
    expect(segments.map((segment) => [segment.startSeconds, segment.endSeconds])).toEqual([
      [0, 24],
      [24, 48],
      [48, 60],
      [60, 84],
      [84, 90],
    ]);
  });

  it("splits a single-paragraph upload into timed sentences", () => {
    const segments = parseTranscript(
      "The meeting is open. Item one is the budget. The motion carries five to zero.",
    );
    expect(segments.map((segment) => segment.text)).toEqual([
      "The meeting is open.",
      "Item one is the budget.",
      "The motion carries five to zero.",
    ]);
    expect(segments[2]?.startSeconds).toBeGreaterThan(0);
  });

  it("rejects blank text", () => {
    expect(() => parseTranscript("  \n\n  ")).toThrow(TRANSCRIPT_EMPTY);
  });
});

describe("json3", () => {
  it("joins segs, skips newline-only append events and rejects malformed JSON", () => {
    const segments = parseYoutubeJson3(
      JSON.stringify({
        events: [
          { tStartMs: 0, dDurationMs: 5000, id: 1, wWinId: 1 },
          {
            tStartMs: 1000,
            dDurationMs: 2000,
            segs: [{ utf8: "good" }, { utf8: " evening", tOffsetMs: 400 }],
          },
          { tStartMs: 3000, aAppend: 1, segs: [{ utf8: "\n" }] },
        ],
      }),
    );
    expect(segments).toEqual([{ startSeconds: 1, endSeconds: 3, speaker: null, text: "good evening" }]);
    expect(() => parseYoutubeJson3('{"events": [')).toThrow();
    expect(() => parseYoutubeJson3('{"events": []}')).toThrow(TRANSCRIPT_EMPTY);
  });
});
