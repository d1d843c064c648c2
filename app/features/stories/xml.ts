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

/**
 * Text for the `feed` library, which writes titles and descriptions as CDATA: without the characters XML 1.0 forbids
 * (it keeps them, and a reader then refuses the whole feed), and with each "]]>" broken, since its writer splits only
 * the first one out of a CDATA section and a second would end the section and let the rest be read as markup.
 */
export function feedText(value: string): string {
  return value.replace(INVALID_XML_CHARACTERS, "").replaceAll("]]>", "]] >");
}

/** W3C datetime in UTC without milliseconds, as sitemaps use. */
export function w3cDateTime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, "Z");
}
