/** A URL- and file-name-safe slug: "4th Street Bicycle Works" -> "4th-street-bicycle-works", "&" read as "and". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
