// Writing text into XML documents (feeds, the sitemap) safely.
/** Characters XML 1.0 does not allow at all; model output occasionally carries them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point here
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARACTERS, "")
    .replace(/[&<>"']/g, (character) => ENTITIES[character] ?? "");
}

/** W3C datetime in UTC without milliseconds, as sitemaps use. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
