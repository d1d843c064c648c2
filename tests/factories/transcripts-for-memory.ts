// Timed transcripts for the civic memory tests (issue #19): a meeting with a roll call and promises with due dates,
// and a later meeting where staff report back on one of them.
import type { EngineSegment } from "~/features/analysis/analysis-engine.server";

export const MEMORY_MEETING_TITLE = "City Council Regular Meeting - March 2, 2026";
export const MEMORY_MEETING_DATE = "2026-03-02";
export const FOLLOW_UP_MEETING_TITLE = "City Council Regular Meeting - May 4, 2026";
export const FOLLOW_UP_MEETING_DATE = "2026-05-04";

function timed(lines: [number, string | null, string][]): EngineSegment[] {
  return lines.map(([start, speaker, text], index) => ({
    startSeconds: start,
    endSeconds: lines[index + 1]?.[0] ?? start + 10,
    speaker,
    text,
  }));
}

export function rollCallSegments(): EngineSegment[] {
  return timed([
    [
      5,
      "Mayor Elena Ruiz",
      "Good evening. I call this regular meeting of the Harbor Point City Council to order.",
    ],
    [60, "Mayor Elena Ruiz", "That brings us to item 4: the Riverside Park renovation contract."],
    [
      75,
      "Parks Director Lena Ortiz",
      "The renovation adds a playground, restrooms and a new path along the river for about $1.2 million.",
    ],
    [
      110,
      "Parks Director Lena Ortiz",
      "Staff will report back within 60 days with a maintenance plan for the Riverside Park restrooms.",
    ],
    [130, "Council Member Gloria Bergstrom", "I move to approve the Riverside Park renovation contract."],
    [140, "Council Member Priya Natarajan", "Second."],
    [150, "Mayor Elena Ruiz", "Madam Clerk, please call the roll."],
    [
      155,
      "City Clerk Maria Chen",
      "Bergstrom. Yes. Natarajan. Yes. Okafor. No. Whitaker. Aye. Mayor Ruiz. Yes.",
    ],
    [170, "City Clerk Maria Chen", "The motion carries 4-1."],
    [
      180,
      "City Manager Dana Whitfield",
      "We will come back to you by April 1 with the bid results for the Riverside Park lighting.",
    ],
    [200, "Mayor Elena Ruiz", "If we had more money we would fix every street in the city."],
    [210, "Mayor Elena Ruiz", "This meeting is adjourned."],
  ]);
}

export function followUpSegments(): EngineSegment[] {
  return timed([
    [
      5,
      "Mayor Elena Ruiz",
      "Good evening. I call this regular meeting of the Harbor Point City Council to order.",
    ],
    [
      40,
      "Parks Director Lena Ortiz",
      "As requested, here is the maintenance plan for the Riverside Park restrooms that we promised in March.",
    ],
    [
      70,
      "Parks Director Lena Ortiz",
      "Cleaning will happen twice a day from May to September, once a day in winter, with a contractor paid from the parks fund. We checked the locks, the lighting and the hand dryers with the vendor, and the cost fits in this year's operating budget without new money.",
    ],
    [
      120,
      "Council Member Priya Natarajan",
      "Thank you for that. Residents near the river asked about the hours, and I am glad to see they will be open until dusk every day of the year, including holidays and the weekends of the summer festival.",
    ],
    [
      160,
      "Council Member David Okafor",
      "I would like the report posted on the city website so people can read it before the summer season starts, and I want to thank the parks crew for their work on the path this spring.",
    ],
    [200, "Mayor Elena Ruiz", "Thank you. This meeting is adjourned."],
  ]);
}
