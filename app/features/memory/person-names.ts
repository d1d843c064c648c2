// People's names as meetings say them (issue #19, ADR 0045): "Councilmember Ortiz", "Council Member Ana Ortiz",
// "Mayor Ortiz", "Ana Ortiz, City Manager" read as a name, a title's role and a folded key; a name resolved to one
// person of a city by its aliases; a city's people as the names a story links. Pure: no database.
import type { NameLink } from "~/lib/link-names";

export const PERSON_ROLES = ["elected", "staff", "public"] as const;
export type PersonRole = (typeof PERSON_ROLES)[number];

export type ParsedName = {
  /** The folded name without its title: "ana ortiz". One alias key in a city resolves to one person. */
  key: string;
  /** The name as shown: "Ana Ortiz". */
  display: string;
  /** The last word of the key: "ortiz". */
  surname: string;
  /** The first word of the key when the name has more than one: "ana". */
  first: string | null;
  /** What the title says the person is, or null when no title was given. */
  role: PersonRole | null;
};

/** Title words of elected members (any of them before a name makes its holder elected). */
const ELECTED_WORDS = new Set(
  (
    "councilmember councilmembers councilwoman councilman councilor councillor councilperson mayor chair chairman " +
    "chairwoman chairperson president commissioner supervisor trustee alder alderman alderwoman alderperson " +
    "selectman selectwoman selectperson legislator delegate"
  ).split(" "),
);
/** Title words of staff. */
const STAFF_WORDS = new Set(
  (
    "manager administrator attorney clerk director planner engineer chief officer superintendent treasurer " +
    "auditor secretary coordinator analyst inspector captain lieutenant sergeant counsel solicitor controller " +
    "staff"
  ).split(" "),
);
/** Words that may stand in a title beside those above ("Council Member", "Public Works Director", "Vice Mayor"). */
const TITLE_WORDS = new Set(
  (
    "council member vice deputy assistant acting interim pro tem elect city county town village board school " +
    "district senior principal associate public works planning finance police fire parks recreation community " +
    "development transportation utilities water housing economic human resources budget general legal " +
    "dr dr. mr mr. mrs mrs. ms ms. madam mister honorable hon. the"
  ).split(" "),
);
/** A name that is no one's: labels for the unnamed, the public at large, bodies and seats. */
const NOT_A_NAME = new Set(
  (
    "unidentified unknown speaker speakers public comment commenter member members resident residents audience " +
    "everyone all staff council committee commission board department city county district seat clerk chair " +
    "several many some other others none inaudible applicant applicants team office and or of for in on at " +
    // A roll call's answers are no one's name ("Absent and excused" read as a member by the captions' rules).
    "absent present excused aye ayes yes no nay nays abstain abstains abstaining here recused vacant"
  ).split(" "),
);
const NAME_WORD = /^[a-z][a-z'’-]*$/;

function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function titleCase(word: string): string {
  return word.replace(/(^|[-'’])([a-z])/g, (_, mark: string, letter: string) => mark + letter.toUpperCase());
}

function roleOfTitle(words: readonly string[]): PersonRole | null {
  if (words.some((word) => ELECTED_WORDS.has(word) || word === "councilmember")) return "elected";
  // "Council Member" without one word: elected, as is "Board Member".
  if (words.includes("member") && words.some((word) => word === "council" || word === "board"))
    return "elected";
  if (words.some((word) => STAFF_WORDS.has(word))) return "staff";
  return null;
}

function isTitleWord(word: string): boolean {
  return ELECTED_WORDS.has(word) || STAFF_WORDS.has(word) || TITLE_WORDS.has(word);
}

/**
 * A name as a meeting gives it, read as its folded key, shown form and title's role; null when it names no one
 * ("Unidentified speaker", "City staff", "District 3", "Member of the public").
 */
export function parsePersonName(raw: string): ParsedName | null {
  let text = raw.replace(/\s+/g, " ").trim();
  // "Ana Ortiz, City Manager" or "Ana Ortiz (City Manager)": the title follows.
  let trailingTitle: string[] = [];
  const trailing = text.match(/^([^,(]+)[,(]\s*([^)]*)\)?$/);
  if (trailing?.[1] && trailing[2] !== undefined) {
    text = trailing[1].trim();
    trailingTitle = fold(trailing[2])
      .split(/[^a-z.]+/)
      .filter(Boolean);
  }
  const words = fold(text)
    .replace(/['’]s$/, "")
    .replace(/[.,:;!?"“”]+$/g, "")
    .split(/\s+/)
    .filter(Boolean);
  let start = 0;
  while (start < words.length - 1 && isTitleWord(words[start] ?? "")) start++;
  const title = [...words.slice(0, start), ...trailingTitle];
  const name = words.slice(start).map((word) => word.replace(/[.,]+$/, ""));
  if (name.length === 0 || name.length > 4) return null;
  if (name.some((word) => !NAME_WORD.test(word) || NOT_A_NAME.has(word))) return null;
  // A lone title word ("Mayor") is a seat, not a name.
  if (name.length === 1 && isTitleWord(name[0] ?? "")) return null;
  if (name.some((word) => word.length < 2)) return null;
  const key = name.join(" ");
  return {
    key,
    display: name.map(titleCase).join(" "),
    surname: name.at(-1) ?? key,
    first: name.length > 1 ? (name[0] ?? null) : null,
    role: roleOfTitle(title),
  };
}

/** The stronger of two roles, as the engine learns more: a title or a vote says elected over staff over public. */
export function strongerRole(a: PersonRole, b: PersonRole): PersonRole {
  return PERSON_ROLES.indexOf(a) <= PERSON_ROLES.indexOf(b) ? a : b;
}

export type KnownAlias = { personId: string; aliasKey: string };

/**
 * Which person of the city a name is: the person holding its exact alias; else the one person whose aliases share
 * its surname and no different first name ("Ortiz" or "Ana Ortiz" to the Ortiz already known, but not "Luis Ortiz"
 * to an "Ana Ortiz"); null when there is none, or more than one (a new person is made, for an admin to merge).
 */
export function resolvePersonId(name: ParsedName, aliases: readonly KnownAlias[]): string | null {
  const exact = aliases.find((alias) => alias.aliasKey === name.key);
  if (exact) return exact.personId;
  const byPerson = new Map<string, string[]>();
  for (const alias of aliases) {
    const words = alias.aliasKey.split(" ");
    if (words.at(-1) !== name.surname) continue;
    byPerson.set(alias.personId, [...(byPerson.get(alias.personId) ?? []), alias.aliasKey]);
  }
  const compatible = [...byPerson.entries()].filter(([, keys]) =>
    keys.every((key) => {
      const first = key.includes(" ") ? key.split(" ")[0] : null;
      return !name.first || !first || first === name.first;
    }),
  );
  return compatible.length === 1 ? (compatible[0]?.[0] ?? null) : null;
}

/** A person page's address part: "ana-ortiz"; a number is added by the caller when the city has it already. */
export function personSlug(display: string): string {
  return (
    fold(display)
      .replace(/['’]/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || "person"
  );
}

export type PersonLink = { name: string; path: string };
/** A city's people as story links: every name they go by, matched as capitalised (ADR 0045). */
export function personNameLinks(people: readonly { names: readonly string[]; path: string }[]): NameLink[] {
  return people.flatMap((person) =>
    person.names.map((name) => ({ name, href: person.path, caseSensitive: true })),
  );
}

/** The person page of a name as the memory stores it ("Councilmember Ortiz"), when that person has one. */
export function personPathFor(
  name: string | null,
  pathsByKey: Readonly<Record<string, string>>,
): string | null {
  const parsed = name ? parsePersonName(name) : null;
  return parsed ? (pathsByKey[parsed.key] ?? null) : null;
}
