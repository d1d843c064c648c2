import { describe, expect, it } from "vitest";
import { SEARCH_SLICE_GROWTH } from "~/features/search/search.constants";
import {
  cityMarker,
  markersQuery,
  nextSliceDays,
  publishedDay,
  sliceCovering,
} from "~/features/search/search-slices";

describe("sliceCovering", () => {
  it("covers one day with its own day marker", () => {
    expect(sliceCovering(20_000, 1)).toEqual({ days: 1, markers: ["d20000"] });
  });

  it("uses day markers up to eight, then the next block size", () => {
    expect(sliceCovering(20_005, 6)?.markers).toEqual([
      "d20000",
      "d20001",
      "d20002",
      "d20003",
      "d20004",
      "d20005",
    ]);
    // 20 days back from day 20,005 are blocks of eight 2498..2500: three markers covering 21 days.
    expect(sliceCovering(20_005, 20)).toEqual({ days: 22, markers: ["e2498", "e2499", "e2500"] });
  });

  it("always covers at least the days asked for, with at most eight markers", () => {
    for (const days of [1, 3, 9, 40, 100, 700, 3000]) {
      const slice = sliceCovering(20_417, days);
      expect(slice).not.toBeNull();
      expect(slice!.days).toBeGreaterThanOrEqual(days);
      expect(slice!.markers.length).toBeLessThanOrEqual(8);
    }
  });

  it("gives up (search everything) past eight of the largest blocks", () => {
    expect(sliceCovering(20_417, 8 * 512 + 1)).toBeNull();
  });
});

describe("nextSliceDays", () => {
  it("aims at the meetings still needed at the rate found so far, with a margin", () => {
    expect(nextSliceDays({ days: 10, meetingsFound: 10, needed: 40 })).toBe(60);
  });

  it("at least doubles, and grows at most SEARCH_SLICE_GROWTH times", () => {
    expect(nextSliceDays({ days: 10, meetingsFound: 39, needed: 40 })).toBe(20);
    expect(nextSliceDays({ days: 10, meetingsFound: 0, needed: 40 })).toBe(10 * SEARCH_SLICE_GROWTH);
  });
});

describe("markers", () => {
  it("counts days from 1970-01-01 in UTC, as the database does", () => {
    expect(publishedDay(new Date("1970-01-02T00:00:00Z"))).toBe(1);
    expect(publishedDay(new Date("2026-11-23T23:59:59Z"))).toBe(20_780);
  });

  it("writes any-of queries and city markers the way the generated column stores them", () => {
    expect(markersQuery(["d1", "d2"])).toBe("'d1' | 'd2'");
    expect(cityMarker("A117FF33-88AC-496A-BB76-819C1EA157B1")).toBe("ca117ff33-88ac-496a-bb76-819c1ea157b1");
  });
});
