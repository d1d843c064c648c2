// Which body held a meeting (issue #17, ADR 0039): the title's known body first, else the source's entity type.
import { describe, expect, it } from "vitest";
import { meetingBody } from "~/features/meetings/meeting-facts.server";

describe("meetingBody", () => {
  it("reads a known body from the title, whatever its case, before the source's entity type", () => {
    expect(meetingBody("Board of Education Regular Meeting", "School Board")).toBe("Board of Education");
    expect(meetingBody("special PLANNING COMMISSION hearing", "City Council")).toBe("Planning Commission");
  });

  it("names the longer body when the title says one inside another", () => {
    expect(meetingBody("Parks and Recreation Commission, June 3", null)).toBe(
      "Parks and Recreation Commission",
    );
  });

  it("falls back to the source's entity type, and to none when that is Unknown or missing", () => {
    expect(meetingBody("Regular meeting, June 3", "School Board")).toBe("School Board");
    expect(meetingBody("Regular meeting, June 3", " Unknown ")).toBeNull();
    expect(meetingBody("Regular meeting, June 3", null)).toBeNull();
  });
});
