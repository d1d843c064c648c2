// Topics' matching rules (issue #19, ADR 0046): one key for one subject however it is written, the subjects an
// analysis names, the grounded key line, slugs, "is this item about it", and the names a story links.
import { describe, expect, it } from "vitest";
import {
  isAbout,
  keyLineFor,
  meetingMentions,
  topicCandidates,
  topicKey,
  topicSlug,
  uniqueSlug,
} from "~/features/topics/topic-matching";
import { linkNames } from "~/lib/link-names";

const segment = (startSeconds: number, text: string) => ({
  startSeconds,
  endSeconds: startSeconds + 5,
  speaker: null,
  text,
});

describe("topicKey", () => {
  it("ignores case, punctuation, 'the' and plurals", () => {
    expect(topicKey("The Riverside Park")).toBe("riverside park");
    expect(topicKey("riverside parks")).toBe("riverside park");
    expect(topicKey("RIVERSIDE PARK,")).toBe("riverside park");
    expect(topicKey("Maple Street's repaving")).toBe("maple street repaving");
    expect(topicKey("the public libraries")).toBe("public library");
  });

  it("keeps words whose last s is not a plural", () => {
    expect(topicKey("Campus Bus Address")).toBe("campus bus address");
  });

  it("reads an ordinance number however it is said", () => {
    const key = topicKey("Ordinance 2024-15");
    expect(key).toBe("ordinance 2024-15");
    expect(topicKey("ordinance No. 2024-15")).toBe(key);
    expect(topicKey("Ordinance number 2024–15")).toBe(key);
    expect(topicKey("Ordinance #2024-15")).toBe(key);
    expect(topicKey("Ordinance 2024-16")).not.toBe(key);
  });
});

describe("topicCandidates", () => {
  it("takes places, organisations and numbered documents, not people, money, dates or bodies", () => {
    const candidates = topicCandidates({
      entities: [
        { name: "Riverside Park", type: "location" },
        { name: "the Harbor Street", type: "location" },
        { name: "Ana Ortiz", type: "person" },
        { name: "$350,000", type: "money" },
        { name: "March 1, 2026", type: "date" },
        { name: "City Council", type: "organization" },
        { name: "Planning Commission", type: "organization" },
        { name: "Parks", type: "organization" },
        { name: "Riverside parks", type: "location" },
      ],
      decisions: [{ item: "Second reading of Ordinance No. 2024-15", motion: null }],
    });
    expect(candidates).toEqual([
      { key: "riverside park", name: "Riverside Park" },
      { key: "harbor street", name: "Harbor Street" },
      { key: "ordinance 2024-15", name: "Ordinance No. 2024-15" },
    ]);
  });
});

describe("the body's own name", () => {
  it("is not a subject of its meetings", () => {
    const candidates = topicCandidates(
      {
        entities: [
          { name: "Harbor Point Unified School", type: "location" },
          { name: "Civic Center", type: "location" },
          { name: "Harbor Point High School", type: "location" },
        ],
        decisions: [],
      },
      "Harbor Point Unified School District Regular Meeting - March 3, 2026",
    );
    expect(candidates.map((candidate) => candidate.name)).toEqual(["Harbor Point High School"]);
  });
});

describe("keyLineFor and meetingMentions", () => {
  const segments = [
    segment(10, "Good evening and welcome."),
    segment(42, "Next, the renovation of Riverside Park, which staff will present."),
    segment(90, "Riverside Park again."),
  ];

  it("finds the first line that says the subject, verbatim, with its second", () => {
    expect(keyLineFor("riverside park", segments)).toEqual({
      key: "riverside park",
      name: "riverside park",
      quote: "Next, the renovation of Riverside Park, which staff will present.",
      seconds: 42,
    });
  });

  it("drops a subject the transcript never says", () => {
    const mentions = meetingMentions(
      {
        entities: [
          { name: "Riverside Park", type: "location" },
          { name: "Oak Lane", type: "location" },
        ],
        decisions: [],
      },
      segments,
    );
    expect(mentions.map((mention) => [mention.name, mention.seconds])).toEqual([["Riverside Park", 42]]);
  });

  it("prefers the line that brings the item up", () => {
    const line = keyLineFor("riverside park", [
      segment(5, "I live near Riverside Park."),
      segment(60, "That brings us to item 3: Riverside Park renovation."),
    ]);
    expect(line?.seconds).toBe(60);
  });

  it("matches whole words only", () => {
    expect(keyLineFor("oak lane", [segment(1, "The Roak Lanes project")])).toBeNull();
  });

  it("keeps a long caption's line verbatim, cut at a word", () => {
    const long = `Riverside Park ${"and more words ".repeat(40)}`;
    const line = keyLineFor("riverside park", [segment(5, long)]);
    expect(line?.quote.length).toBeLessThanOrEqual(280);
    expect(long.startsWith(line?.quote ?? "x")).toBe(true);
  });
});

describe("slugs", () => {
  it("makes an address part and avoids one already taken", () => {
    expect(topicSlug("Riverside Park: renovation & funding")).toBe("riverside-park-renovation-funding");
    expect(topicSlug("!!!")).toBe("topic");
    expect(uniqueSlug("Oak Street", new Set(["oak-street", "oak-street-2"]))).toBe("oak-street-3");
    expect(uniqueSlug("Oak Street", new Set())).toBe("oak-street");
  });
});

describe("isAbout", () => {
  it("says an item is about a topic when one of its keys occurs in its words", () => {
    expect(isAbout(["Award of the Riverside Parks contract", null], ["riverside park"])).toBe(true);
    expect(isAbout(["Harbor Street lighting"], ["riverside park"])).toBe(false);
  });
});

describe("linkNames", () => {
  const links = [
    { name: "Riverside Park", href: "/city/x/topics/riverside-park" },
    { name: "Riverside Park renovation", href: "/city/x/topics/riverside-park-renovation" },
  ];

  it("links the longest name first and each page once", () => {
    expect(linkNames("The Riverside Park renovation and Riverside Park. riverside park!", links)).toEqual([
      { text: "The " },
      { text: "Riverside Park renovation", href: "/city/x/topics/riverside-park-renovation" },
      { text: " and " },
      { text: "Riverside Park", href: "/city/x/topics/riverside-park" },
      { text: ". riverside park!" },
    ]);
  });

  it("leaves text without names, and names inside words, alone", () => {
    expect(linkNames("Nothing here. XRiverside Parks", links)).toEqual([
      { text: "Nothing here. XRiverside Parks" },
    ]);
    expect(linkNames("<b>Riverside Park</b>", links)[1]).toEqual({
      text: "Riverside Park",
      href: links[0]?.href,
    });
  });
});
