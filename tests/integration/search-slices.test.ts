// Search reads the newest slice of days that holds enough meetings, found by day markers inside the text index, and
// walks the newest meetings for words said nearly everywhere (ADR 0016). These tests hold it to the same answers a
// search of everything would give.
import { beforeAll, describe, expect, it } from "vitest";
import {
  SEARCH_CANDIDATE_MEETINGS,
  SEARCH_DENSE_MATCHES_PER_MEETING,
} from "~/features/search/search.constants";
import { searchVideos } from "~/features/search/search.server";
import { createCity, createVideoWithSegments as createVideo } from "../factories/cities";

const NEWEST = Date.UTC(2026, 9, 30);
const daysBefore = (days: number) => new Date(NEWEST - days * 86_400_000);
const RECENT_MEETINGS = SEARCH_CANDIDATE_MEETINGS + 10;

function timedLines(lines: string[]): string {
  return lines
    .map((line, index) => {
      const seconds = index * 20;
      const clock = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
        .map((part) => String(part).padStart(2, "0"))
        .join(":");
      return `[${clock}] ${line}`;
    })
    .join("\n");
}

let cityId: string;
let denseCityId: string;
let oldMeetingId: string;

beforeAll(async () => {
  cityId = (await createCity({ name: "Sliceton" })).id;
  denseCityId = (await createCity({ name: "Quorumville" })).id;
  // One meeting a day for the newest fifty days, each saying "budget" once.
  for (let index = 0; index < RECENT_MEETINGS; index++) {
    await createVideo(cityId, {
      title: `Regular meeting ${index}`,
      transcript: timedLines([
        "Clerk: Members reviewed the minutes.",
        `Mayor: Item ${index} concerns the budget.`,
        "Clerk: The meeting adjourned.",
      ]),
      publishedAt: daysBefore(index),
    });
  }
  // Three years back, the only meeting that said "reservoir".
  oldMeetingId = (
    await createVideo(cityId, {
      title: "Water board",
      transcript: timedLines(["Engineer: The reservoir and its budget were reviewed.", "Clerk: Adjourned."]),
      publishedAt: daysBefore(3 * 365),
    })
  ).id;
  // A word said on every line, more often than the walk threshold.
  for (let index = 0; index < 3; index++) {
    await createVideo(denseCityId, {
      title: `Quorum call ${index}`,
      transcript: timedLines(
        Array.from(
          { length: SEARCH_DENSE_MATCHES_PER_MEETING + 30 },
          (_, line) => `Clerk: Quorum check ${line} of meeting ${index}.`,
        ),
      ),
      publishedAt: daysBefore(index * 7),
    });
  }
}, 60_000);

describe("search by slices of days", () => {
  it("finds a word said once, years before the newest meeting", async () => {
    const { hits } = await searchVideos({ query: "reservoir", cityId });
    expect(hits.map((hit) => hit.id)).toEqual([oldMeetingId]);
    expect(hits[0]?.moments[0]?.startSeconds).toBe(0);
  });

  it("pages through every meeting that said a common word, newest first, however far back they go", async () => {
    const seen: string[] = [];
    let offset = 0;
    for (;;) {
      const page = await searchVideos({ query: "budget", cityId, sort: "newest", limit: 20, offset });
      seen.push(...page.hits.map((hit) => hit.title));
      if (!page.hasMore) break;
      offset += 20;
    }
    expect(seen).toHaveLength(RECENT_MEETINGS + 1);
    expect(new Set(seen).size).toBe(RECENT_MEETINGS + 1);
    expect(seen.slice(0, 3)).toEqual(["Regular meeting 0", "Regular meeting 1", "Regular meeting 2"]);
    expect(seen.at(-1)).toBe("Water board");
  });

  it("gives a first page of the newest matching meetings, each with the line that said it", async () => {
    const { hits, hasMore } = await searchVideos({ query: "budget", cityId, sort: "newest", limit: 5 });
    expect(hasMore).toBe(true);
    expect(hits.map((hit) => hit.title)).toEqual([0, 1, 2, 3, 4].map((index) => `Regular meeting ${index}`));
    for (const hit of hits) expect(hit.moments[0]).toMatchObject({ startSeconds: 20 });
  });

  it("reads a word said on every line from the newest meetings' first lines, with moments in order", async () => {
    const { hits } = await searchVideos({ query: "quorum", cityId: denseCityId, sort: "newest" });
    expect(hits.map((hit) => hit.title)).toEqual(["Quorum call 0", "Quorum call 1", "Quorum call 2"]);
    for (const hit of hits) {
      expect(hit.moments).toHaveLength(3);
      expect(hit.moments.every((moment) => moment.snippet.includes("<mark>Quorum</mark>"))).toBe(true);
    }
  });

  it("keeps a city's search to that city when it reads by markers", async () => {
    expect((await searchVideos({ query: "quorum", cityId })).hits).toEqual([]);
    expect((await searchVideos({ query: "reservoir", cityId: denseCityId })).hits).toEqual([]);
  });
});
