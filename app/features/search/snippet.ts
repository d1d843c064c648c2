// Makes a search snippet safe to insert as HTML: everything is escaped, then only bare <mark> comes back.
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The only markup a snippet may keep, in its escaped form: exact tags, lower case, no attributes. */
const ALLOWED_TAGS = /&lt;(\/?)(mark)&gt;/g;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/**
 * The snippet as HTML that holds no element but <mark>: every character that could start markup or an
 * entity is escaped first, so `&lt;` in the text stays visible text and `<mark onclick=x>` stays inert text.
 * Unbalanced tags are harmless: the browser closes them at the end of the element the snippet is put in.
 */
export function sanitizeSnippet(snippet: string | null | undefined): string {
  if (!snippet) return "";
  return escapeHtml(snippet).replace(
    ALLOWED_TAGS,
    (_match, slash: string, tag: string) => `<${slash}${tag}>`,
  );
}
