// Reading what people type into the search box the way search engines do: words, "quoted phrases", -exclusions,
// `or`, and the last word matched as a prefix so results keep up while someone is still typing it.

export type ParsedSearchQuery = {
  /** The words and phrases that must match, in websearch_to_tsquery syntax, without the prefix word. */
  required: string;
  /** The last word typed, matched as a prefix ("zon" finds zoning), when it is a bare word. */
  prefix: string | null;
  /** Words and phrases after a minus: a meeting that says any of them is left out. */
  excluded: string[];
};

type Token = { text: string; quoted: boolean; negated: boolean };

/** Letters and digits only: anything else in a word makes it no prefix (it stays an ordinary word). */
const PREFIX_WORD = /^[\p{L}\p{N}]{2,}$/u;

function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(-?)"([^"]*)"?|(\S+)/g;
  for (const match of query.matchAll(pattern)) {
    if (match[2] !== undefined) {
      const phrase = match[2].trim();
      if (phrase) tokens.push({ text: phrase, quoted: true, negated: match[1] === "-" });
      continue;
    }
    const word = match[3] ?? "";
    const negated = word.length > 1 && word.startsWith("-");
    tokens.push({ text: negated ? word.slice(1) : word, quoted: false, negated });
  }
  return tokens;
}

function isOr(token: Token | undefined): boolean {
  return token !== undefined && !token.quoted && !token.negated && token.text.toLowerCase() === "or";
}

function render(token: Token): string {
  return token.quoted ? `"${token.text}"` : token.text;
}

export function parseSearchQuery(query: string): ParsedSearchQuery {
  const tokens = tokenize(query.trim());
  const excluded = tokens.filter((token) => token.negated).map((token) => token.text);
  const kept = tokens.filter((token) => !token.negated);
  const last = kept.at(-1);
  // After `or` the last word is one side of an alternative; splitting it off would change what the query means.
  const lastIsPrefix =
    last !== undefined && !last.quoted && PREFIX_WORD.test(last.text) && !isOr(last) && !isOr(kept.at(-2));
  const required = (lastIsPrefix ? kept.slice(0, -1) : kept).map(render).join(" ");
  return { required, prefix: lastIsPrefix ? last.text.toLowerCase() : null, excluded };
}

/** True when the query asks for something, not only for things to leave out. */
export function hasSearchTerms(parsed: ParsedSearchQuery): boolean {
  return parsed.prefix !== null || parsed.required.replace(/\bor\b/gi, "").trim().length > 0;
}
