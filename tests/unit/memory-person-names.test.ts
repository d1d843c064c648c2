// People's names across meetings (issue #19, ADR 0045): titles read as roles, one key per person, resolution by
// surname without confusing two people, slugs, and a story's text linked to person pages once per person.

import { describe, expect, it } from "vitest";
import {
  parsePersonName,
  personNameLinks,
  personSlug,
  resolvePersonId,
  strongerRole,
} from "~/features/memory/person-names";
import { linkNames } from "~/lib/link-names";

describe("parsePersonName", () => {
  it("reads the forms meetings use for one member as one surname with the title's role", () => {
    for (const raw of [
      "Councilmember Ortiz",
      "Council Member Ortiz",
      "COUNCILMEMBER ORTIZ.",
      "Mayor Ortiz",
      "Ortiz",
    ]) {
      expect(parsePersonName(raw)?.key, raw).toBe("ortiz");
    }
    expect(parsePersonName("Council Member Ana Ortiz")).toEqual({
      key: "ana ortiz",
      display: "Ana Ortiz",
      surname: "ortiz",
      first: "ana",
      role: "elected",
    });
    expect(parsePersonName("Mayor Ortiz")?.role).toBe("elected");
    expect(parsePersonName("Vice Chair Lee")?.role).toBe("elected");
    expect(parsePersonName("Ortiz")?.role).toBeNull();
  });

  it("reads staff titles before or after the name", () => {
    expect(parsePersonName("Public Works Director Sam Patel")).toMatchObject({
      key: "sam patel",
      role: "staff",
    });
    expect(parsePersonName("Sam Patel, City Manager")).toMatchObject({ key: "sam patel", role: "staff" });
    expect(parsePersonName("Dana Wu (City Attorney)")).toMatchObject({ key: "dana wu", role: "staff" });
    expect(parsePersonName("Dr. José Núñez")).toMatchObject({
      key: "jose nunez",
      display: "Jose Nunez",
      role: null,
    });
  });

  it("finds no one in labels for the unnamed, seats and bodies", () => {
    for (const raw of [
      "",
      "Unidentified speaker",
      "Member of the public",
      "Public comment",
      "City staff",
      "Staff",
      "District 3",
      "Mayor",
      "The council",
      "Ortiz and Lee",
      "Absent",
      "Present",
    ])
      expect(parsePersonName(raw), raw).toBeNull();
  });
});

describe("resolvePersonId", () => {
  const aliases = [
    { personId: "ortiz", aliasKey: "ortiz" },
    { personId: "ortiz", aliasKey: "ana ortiz" },
    { personId: "lee", aliasKey: "lee" },
  ];
  const parse = (raw: string) => {
    const parsed = parsePersonName(raw);
    if (!parsed) throw new Error(raw);
    return parsed;
  };

  it("resolves every form of a known member to that member", () => {
    expect(resolvePersonId(parse("Councilmember Ortiz"), aliases)).toBe("ortiz");
    expect(resolvePersonId(parse("Council Member Ana Ortiz"), aliases)).toBe("ortiz");
    expect(resolvePersonId(parse("Mayor Lee"), aliases)).toBe("lee");
    expect(resolvePersonId(parse("Grace Lee"), aliases)).toBe("lee");
  });

  it("keeps a different first name apart, and a name no one holds new", () => {
    expect(resolvePersonId(parse("Luis Ortiz"), aliases)).toBeNull();
    expect(resolvePersonId(parse("Bergstrom"), aliases)).toBeNull();
  });

  it("follows an admin's split: the exact name wins, and a surname shared by two people stays ambiguous", () => {
    const split = [...aliases, { personId: "luis", aliasKey: "luis ortiz" }];
    expect(resolvePersonId(parse("Luis Ortiz"), split)).toBe("luis");
    expect(resolvePersonId(parse("Ortiz"), split)).toBe("ortiz");
    expect(resolvePersonId(parse("Ana Ortiz"), split)).toBe("ortiz");
    const twoWithoutBare = [
      { personId: "ana", aliasKey: "ana ortiz" },
      { personId: "luis", aliasKey: "luis ortiz" },
    ];
    expect(resolvePersonId(parse("Ortiz"), twoWithoutBare)).toBeNull();
  });
});

describe("roles, slugs and links", () => {
  it("ranks elected over staff over public", () => {
    expect(strongerRole("public", "elected")).toBe("elected");
    expect(strongerRole("staff", "public")).toBe("staff");
    expect(strongerRole("elected", "staff")).toBe("elected");
  });

  it("makes an address part of a name", () => {
    expect(personSlug("Ana Ortiz")).toBe("ana-ortiz");
    expect(personSlug("Mary-Jo O’Neil")).toBe("mary-jo-oneil");
    expect(personSlug("!!!")).toBe("person");
  });

  it("links each person's first mention, longest name first, across the parts of one story", () => {
    const people = [
      { names: ["Ana Ortiz", "Ortiz"], path: "/city/x/people/ortiz" },
      { names: ["Lee"], path: "/city/x/people/lee" },
    ];
    const linked = new Set<string>();
    const names = personNameLinks(people);
    expect(linkNames("Council Member Ana Ortiz moved; Ortiz and Lee agreed.", names, linked)).toEqual([
      { text: "Council Member " },
      { text: "Ana Ortiz", href: "/city/x/people/ortiz" },
      { text: " moved; Ortiz and " },
      { text: "Lee", href: "/city/x/people/lee" },
      { text: " agreed." },
    ]);
    expect(linkNames("Ortiz spoke again; Fleet did not.", names, linked)).toEqual([
      { text: "Ortiz spoke again; Fleet did not." },
    ]);
    // A person's name links only as capitalised: "lee" is not Lee.
    expect(linkNames("They sat in the lee of the hall.", names)).toEqual([
      { text: "They sat in the lee of the hall." },
    ]);
    expect(linkNames("No one here.", [])).toEqual([{ text: "No one here." }]);
  });
});
