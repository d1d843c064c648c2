// The transcript downloads (issue #18) read back by our own parsers and by maintained ones from npm.
import { parseSync } from "subtitle";
import { describe, expect, it } from "vitest";
import { WebVTTParser } from "webvtt-parser";
import {
  formatCueTime,
  type TranscriptDownloadMeeting,
  toPlainText,
  toSrt,
  toTranscriptJson,
  toWebVtt,
  transcriptFileName,
} from "~/features/transcripts/transcript-downloads";
import { parsePlainText, parseSrt, parseWebVtt } from "~/features/transcripts/transcript-parsers.server";
import type { TranscriptSegment } from "~/lib/transcript-format";

const meeting: TranscriptDownloadMeeting = {
  id: "7f1c2f0e-8a51-4c36-9d0e-3c1f1b8a0e11",
  title: "City Council: Regular Meeting & Budget Hearing",
  city: { name: "Harbor Point", state: "CA", locationKey: "harbor-point-ca" },
  publishedAt: "2026-03-04T18:30:00.000Z",
  url: "https://civic.example.org/city/harbor-point-ca/meeting/7f1c2f0e-8a51-4c36-9d0e-3c1f1b8a0e11",
  videoUrl: "https://www.youtube.com/watch?v=abcdefghijk",
};

const segments: TranscriptSegment[] = [
  { startSeconds: 0, endSeconds: 4.25, speaker: "Mayor Ellen Ruiz", text: "I call this meeting to order." },
  { startSeconds: 4.25, endSeconds: 9.5, speaker: "Clerk", text: "Item 3: the budget, a 5% raise." },
  { startSeconds: 9.5, endSeconds: 3725.125, speaker: null, text: "Public comment   runs\nlong." },
  {
    startSeconds: 3725.125,
    endSeconds: 3731.004,
    speaker: "Council Member Tran",
    text: "I move to approve.",
  },
];

/** What a reader should get back: one line of text per cue, the speaker kept apart. */
const expected = segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, " ") }));

describe("cue times", () => {
  it("writes hours, minutes, seconds and milliseconds, rounded, never negative", () => {
    expect(formatCueTime(3725.125, ".")).toBe("01:02:05.125");
    expect(formatCueTime(0.0004, ",")).toBe("00:00:00,000");
    expect(formatCueTime(59.9996, ".")).toBe("00:01:00.000");
    expect(formatCueTime(-3, ".")).toBe("00:00:00.000");
  });
});

describe("WebVTT", () => {
  const vtt = toWebVtt(segments);

  it("reads back through our own parser with the same times, speakers and words", () => {
    expect(parseWebVtt(vtt)).toEqual(expected);
  });

  it("is valid for webvtt-parser (the validator) with the same cues and voices", () => {
    const parsed = new WebVTTParser().parse(vtt, "metadata");
    expect(parsed.errors).toEqual([]);
    expect(parsed.cues.map((cue) => [cue.startTime, cue.endTime])).toEqual(
      segments.map((segment) => [segment.startSeconds, segment.endSeconds]),
    );
    const voices = parsed.cues.map((cue) => {
      const [node] = cue.tree.children;
      return node?.type === "object" && node.name === "v" ? node.value : null;
    });
    expect(voices).toEqual(segments.map((segment) => segment.speaker));
  });

  it("escapes markup in words and names, so no cue carries a tag or a stray arrow", () => {
    const hostile = [
      { startSeconds: 1, endSeconds: 2, speaker: "A <b> & B", text: "x --> y <script>alert(1)</script> & z" },
    ];
    const text = toWebVtt(hostile);
    expect(text).not.toContain("<script>");
    expect(text.split("-->").length).toBe(2);
    expect(parseWebVtt(text)).toEqual(hostile);
    const parsed = new WebVTTParser().parse(text, "metadata");
    expect(parsed.errors).toEqual([]);
    const [voice] = parsed.cues[0]?.tree.children ?? [];
    // One voice holding one text node: nothing in the words became markup.
    expect(voice?.type === "object" && voice.children.map((child) => child.type)).toEqual(["text"]);
  });

  it("gives a cue that would end before it starts until the next one starts", () => {
    const text = toWebVtt([
      { startSeconds: 5, endSeconds: 5, speaker: null, text: "one" },
      { startSeconds: 8, endSeconds: 0, speaker: null, text: "two" },
    ]);
    expect(new WebVTTParser().parse(text, "metadata").errors).toEqual([]);
    expect(parseWebVtt(text).map((cue) => [cue.startSeconds, cue.endSeconds])).toEqual([
      [5, 8],
      [8, 9],
    ]);
  });
});

describe("SRT", () => {
  const srt = toSrt(segments);
  const withLabels = expected.map((segment) =>
    segment.speaker ? `${segment.speaker}: ${segment.text}` : segment.text,
  );

  it("reads back through our own parser with the same times and the speaker leading the words", () => {
    const parsed = parseSrt(srt);
    expect(parsed.map((cue) => [cue.startSeconds, cue.endSeconds])).toEqual(
      segments.map((segment) => [segment.startSeconds, segment.endSeconds]),
    );
    expect(parsed.map((cue) => cue.text)).toEqual(withLabels);
  });

  it("reads back through `subtitle` with numbered cues in milliseconds", () => {
    expect(srt.startsWith("1\n00:00:00,000 --> 00:00:04,250\n")).toBe(true);
    const cues = parseSync(srt).filter((node) => node.type === "cue");
    expect(cues.map((node) => node.data)).toEqual(
      segments.map((segment, index) => ({
        start: Math.round(segment.startSeconds * 1000),
        end: Math.round(segment.endSeconds * 1000),
        text: withLabels[index],
      })),
    );
  });
});

describe("plain text and JSON", () => {
  it("writes the meeting's head, then our own timed lines, which the upload reads back", () => {
    const text = toPlainText(meeting, segments);
    expect(text.split("\n").slice(0, 4)).toEqual([
      meeting.title,
      "Harbor Point, CA - 2026-03-04",
      meeting.url,
      "",
    ]);
    expect(text).toContain("[01:02:05] Council Member Tran: I move to approve.");
    const parsed = parsePlainText(text);
    expect(parsed.map((cue) => [Math.floor(cue.startSeconds), cue.speaker, cue.text])).toEqual(
      expected.map((segment) => [Math.floor(segment.startSeconds), segment.speaker, segment.text]),
    );
  });

  it("gives the meeting and each segment's start, end, speaker and words", () => {
    const parsed = JSON.parse(toTranscriptJson(meeting, segments));
    expect(parsed.meeting).toEqual(meeting);
    expect(parsed.segments[3]).toEqual({
      start: 3725.125,
      end: 3731.004,
      speaker: "Council Member Tran",
      text: "I move to approve.",
    });
    expect(parsed.segments).toHaveLength(segments.length);
  });
});

describe("file names", () => {
  it("name the city, the date and the title in ASCII", () => {
    expect(transcriptFileName(meeting, "vtt")).toBe(
      "harbor-point-ca-2026-03-04-city-council-regular-meeting-and-budget-hearing.vtt",
    );
    expect(
      transcriptFileName(
        { ...meeting, title: "Ayuntamiento: sesión «extraordinaria»", publishedAt: null },
        "srt",
      ),
    ).toBe("harbor-point-ca-ayuntamiento-sesi-n-extraordinaria.srt");
  });
});
