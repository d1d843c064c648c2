// Timed transcript segments for analysis tests: a short council meeting with a motion, a vote and a direction.
import type { EngineSegment } from "~/features/analysis/analysis-engine.server";

export const MEETING_TITLE = "City Council Regular Meeting - February 27, 2026";

export function councilSegments(): EngineSegment[] {
  const lines: [number, string | null, string][] = [
    [
      10,
      "Mayor Elena Ruiz",
      "Good evening, everyone. I will call this regular meeting of the Harbor Point City Council to order.",
    ],
    [50, "City Clerk Maria Chen", "We have a quorum."],
    [
      176,
      "Mayor Elena Ruiz",
      "That brings us to item 1: Pelican Street protected bike lane project. Public Works Director Patel, go ahead.",
    ],
    [
      182,
      "Public Works Director Samir Patel",
      "Thank you, Mayor Ruiz. The cost is estimated at $250,000, and we have applied for an active transportation grant to cover most of it. The project would add 1.7 miles of protected bike lanes on Pelican Street between Mariner Heights and downtown.",
    ],
    [
      204,
      "Public Works Director Samir Patel",
      "There have been 16 collisions involving cyclists or pedestrians on this corridor in the last five years.",
    ],
    [242, "Council Member Priya Natarajan", "How will street sweeping work with the new curbs?"],
    [
      299,
      "Council Member Gloria Bergstrom",
      "I'm ready to make a motion. I move that we approve the Pelican Street protected bike lane design and authorize the grant application.",
    ],
    [309, "Council Member Priya Natarajan", "I'll second that."],
    [
      316,
      "Council Member David Okafor",
      "This has been a long time coming, and I am glad to see it in front of us.",
    ],
    [341, "Mayor Elena Ruiz", "Any opposed? Hearing none, the motion carries 5-0."],
    [
      345,
      "Mayor Elena Ruiz",
      "Before we move on, I want to be clear on the follow-up. Staff is directed to return by March 29 with a parking replacement plan for the blocks of Pelican Street that lose spaces.",
    ],
    [360, "City Manager Dana Whitfield", "Understood, we'll have that for you."],
    [
      374,
      "Mayor Elena Ruiz",
      "That brings us to item 2: Award of the Pelican Street repaving contract to Tidewater Builders.",
    ],
    [
      383,
      "Public Works Director Samir Patel",
      "We received six bids, and Tidewater Builders was the lowest responsive bidder at $2.7 million.",
    ],
    [420, "Council Member David Okafor", "I move to award the repaving contract to Tidewater Builders."],
    [430, "Vice Mayor Thomas Whitaker", "Second."],
    [440, "City Clerk Maria Chen", "The motion carries 4-1."],
    [
      450,
      "Mayor Elena Ruiz",
      "Staff is directed to bring back a construction schedule no later than April 15, 2026.",
    ],
    [470, "Mayor Elena Ruiz", "Our next regular meeting is on March 13, 2026. This meeting is adjourned."],
  ];
  return lines.map(([start, speaker, text], index) => ({
    startSeconds: start,
    endSeconds: lines[index + 1]?.[0] ?? start + 10,
    speaker,
    text,
  }));
}

/** About `words` words of meeting talk, repeating the council meeting with shifted times. */
export function longMeetingSegments(words: number): EngineSegment[] {
  const base = councilSegments();
  const segments: EngineSegment[] = [];
  let count = 0;
  let offset = 0;
  while (count < words) {
    for (const segment of base) {
      segments.push({
        ...segment,
        startSeconds: segment.startSeconds + offset,
        endSeconds: segment.endSeconds + offset,
      });
      count += segment.text.split(/\s+/).length;
    }
    offset += 500;
  }
  return segments;
}
