// Story text with the names of pages it mentions made links (issue #19: a story links the topics it mentions).
export type LinkedText = { text: string; href?: string };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A text in pieces, each name it says (whole words, any case) a link: the longest names first, each address linked
 * once (its first mention), as a reader expects of an article. Rendered as text and links, never as HTML.
 */
export function linkNames(text: string, names: readonly { name: string; href: string }[]): LinkedText[] {
  const usable = names.filter((name) => name.name.trim().length >= 3);
  if (usable.length === 0 || !text) return [{ text }];
  const sorted = [...usable].sort((a, b) => b.name.length - a.name.length);
  const pattern = new RegExp(
    `\\b(${sorted.map((name) => escapeRegExp(name.name.trim())).join("|")})\\b`,
    "gi",
  );
  const hrefOf = new Map(sorted.map((name) => [name.name.trim().toLowerCase(), name.href]));
  const linked = new Set<string>();
  const pieces: LinkedText[] = [];
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const href = hrefOf.get(match[0].toLowerCase());
    if (!href || linked.has(href)) continue;
    linked.add(href);
    if (match.index > last) pieces.push({ text: text.slice(last, match.index) });
    pieces.push({ text: match[0], href });
    last = match.index + match[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last) });
  return pieces;
}
