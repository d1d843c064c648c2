// Reading RSS and Atom XML into plain objects, with helpers for the shapes fast-xml-parser produces.
import { XMLParser, XMLValidator } from "fast-xml-parser";

const ALWAYS_ARRAYS = new Set([
  "entry",
  "item",
  "link",
  "enclosure",
  "media:content",
  "media:thumbnail",
  "media:group",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Titles such as "2024" or guids such as "0012" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => ALWAYS_ARRAYS.has(name),
});

export type XmlNode = Record<string, unknown>;

/** The parsed document, or null when the text is not well-formed XML. */
export function parseXml(text: string): XmlNode | null {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (!trimmed.startsWith("<")) return null;
  if (XMLValidator.validate(trimmed) !== true) return null;
  try {
    return parser.parse(trimmed) as XmlNode;
  } catch {
    return null;
  }
}

export function asNode(value: unknown): XmlNode | undefined {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as XmlNode) : undefined;
}

export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** An element's text, whether it was parsed as a string or as an object with attributes and `#text`. */
export function textOf(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string" || typeof first === "number") return String(first).trim() || null;
  const node = asNode(first);
  const inner = node?.["#text"];
  return typeof inner === "string" || typeof inner === "number" ? String(inner).trim() || null : null;
}

export function attributeOf(value: unknown, name: string): string | null {
  const attribute = asNode(value)?.[`@_${name}`];
  return typeof attribute === "string" && attribute.trim() ? attribute.trim() : null;
}
