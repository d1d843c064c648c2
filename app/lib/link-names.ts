// Story text with the names of pages it mentions made links (issue #19: a story links the people and topics it
// mentions). One rule for both, so a paragraph that names a person and a topic gets both links.
export type NameLink = {
  name: string;
  href: string;
  /** A person's name links only as capitalised ("Park" the member, not "the park"); a topic's in any case. */
  caseSensitive?: boolean;
};
export type LinkedText = { text: string; href?: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A text in pieces, each name it says (whole words) a link: the longest names first, each address linked once (its
 * first mention), as a reader expects of an article. `linked` carries the addresses already linked across calls, so
 * the paragraphs and sidebar of one story link each page once. Rendered as text and links, never as HTML.
 */
export function linkNames(
  text: string,
  names: readonly NameLink[],
  linked: Set<string> = new Set(),
): LinkedText[] {
  const usable = names
    .map((name) => ({ ...name, name: name.name.trim() }))
    .filter((name) => name.name.length >= 3)
    .sort((a, b) => b.name.length - a.name.length);
  if (usable.length === 0 || !text) return [{ text }];
  const pattern = new RegExp(`\\b(${usable.map((name) => escapeRegExp(name.name)).join("|")})\\b`, "gi");
  const pieces: LinkedText[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const said = match[0];
    const entry = usable.find((name) =>
      name.caseSensitive ? name.name === said : name.name.toLowerCase() === said.toLowerCase(),
    );
    if (!entry || linked.has(entry.href)) continue;
    linked.add(entry.href);
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: said, href: entry.href });
    last = match.index + said.length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
