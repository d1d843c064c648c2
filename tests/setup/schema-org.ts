// Checks JSON-LD against the schema.org types and properties it uses (tests/fixtures/schema-org/subset.json, copied
// from schema.org's vocabulary) and against the properties each type must or should carry to be read as that type.
import { readFileSync } from "node:fs";
import path from "node:path";

type Subset = {
  types: Record<string, { parent: string | null; properties: string[] }>;
  enumerations: Record<string, string[]>;
};

const subset: Subset = JSON.parse(
  readFileSync(path.join(import.meta.dirname, "../fixtures/schema-org/subset.json"), "utf8"),
);

/**
 * What each type must carry (schema.org's expected properties, as the search engines' structured-data guidelines
 * require them) and should carry. A property given as "a|b" is met by either.
 */
export const REQUIRED_PROPERTIES: Record<string, { required: string[]; recommended: string[] }> = {
  NewsArticle: {
    required: ["headline", "datePublished", "author"],
    recommended: ["dateModified", "image", "publisher"],
  },
  VideoObject: {
    required: ["name", "thumbnailUrl", "uploadDate"],
    recommended: ["description", "embedUrl|contentUrl"],
  },
  Clip: { required: ["name", "startOffset", "url"], recommended: ["endOffset"] },
  Event: {
    required: ["name", "startDate", "location"],
    recommended: ["description", "eventStatus", "organizer"],
  },
  BreadcrumbList: { required: ["itemListElement"], recommended: [] },
  ListItem: { required: ["position", "name", "item"], recommended: [] },
  Organization: { required: ["name"], recommended: ["url"] },
  Place: { required: ["name|address"], recommended: [] },
};

function propertiesOf(type: string): Set<string> {
  const known = new Set<string>();
  for (let current: string | null = type; current; current = subset.types[current]?.parent ?? null) {
    const definition = subset.types[current];
    if (!definition) throw new Error(`${current} is not a schema.org type in the subset`);
    for (const property of definition.properties) known.add(property);
  }
  return known;
}

/** Every problem found, as "path: what" lines; an empty list means the data is valid. */
export function schemaOrgProblems(value: unknown, at = "$", seen: string[] = []): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => schemaOrgProblems(item, `${at}[${index}]`, seen));
  if (value === null || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const problems: string[] = [];
  const type = node["@type"];
  if (typeof type === "string") {
    seen.push(type);
    if (!subset.types[type]) return [`${at}: ${type} is not a schema.org type in the subset`];
    const known = propertiesOf(type);
    for (const key of Object.keys(node)) {
      if (!key.startsWith("@") && !known.has(key)) problems.push(`${at}: ${type} has no property ${key}`);
    }
    const rules = REQUIRED_PROPERTIES[type];
    for (const property of [...(rules?.required ?? []), ...(rules?.recommended ?? [])]) {
      const present = property.split("|").some((name) => node[name] !== undefined && node[name] !== "");
      if (!present) problems.push(`${at}: ${type} lacks ${property}`);
    }
    if (type === "Event" && typeof node.eventStatus === "string") {
      const status = node.eventStatus.replace("https://schema.org/", "");
      if (!subset.enumerations.EventStatusType?.includes(status))
        problems.push(`${at}: eventStatus ${status}`);
    }
  } else if (!("@id" in node) && !("@context" in node)) {
    problems.push(`${at}: an object without @type`);
  }
  for (const [key, child] of Object.entries(node)) {
    if (!key.startsWith("@") || key === "@graph")
      problems.push(...schemaOrgProblems(child, `${at}.${key}`, seen));
  }
  return problems;
}

/** The one JSON-LD script of an HTML page, parsed; throws unless there is exactly one. */
export function jsonLdOf(html: string): { "@context": string; "@graph": Array<Record<string, unknown>> } {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  if (scripts.length !== 1) throw new Error(`expected one JSON-LD script, found ${scripts.length}`);
  return JSON.parse(scripts[0]?.[1] ?? "");
}

/** The types a graph holds, nested ones included. */
export function typesIn(value: unknown): string[] {
  const seen: string[] = [];
  schemaOrgProblems(value, "$", seen);
  return seen;
}
