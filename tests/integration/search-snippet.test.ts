import { describe, expect, it } from "vitest";
import { noResultsFor, relevanceLabel } from "~/features/search/search.copy";
import { normalizedScore, relevancePercent } from "~/features/search/search-presenter";
import { escapeHtml, sanitizeSnippet } from "~/features/search/snippet";

describe("sanitizeSnippet", () => {
  it("keeps bare <mark> tags and nothing else", () => {
    expect(sanitizeSnippet("the <mark>budget</mark> and <b>bold</b> words")).toBe(
      "the <mark>budget</mark> and &lt;b&gt;bold&lt;/b&gt; words",
    );
  });

  it("escapes a script element", () => {
    expect(sanitizeSnippet("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("escapes an image with an event handler", () => {
    expect(sanitizeSnippet("<img src=x onerror=alert(1)>")).toBe("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("escapes allowed tags that carry attributes, or differ in case or spacing", () => {
    expect(sanitizeSnippet("<mark onclick=x>hi</mark>")).toBe("&lt;mark onclick=x&gt;hi</mark>");
    expect(sanitizeSnippet('<mark class="a">x')).toBe("&lt;mark class=&quot;a&quot;&gt;x");
    expect(sanitizeSnippet("<MARK>x</MARK> < mark>")).toBe("&lt;MARK&gt;x&lt;/MARK&gt; &lt; mark&gt;");
    expect(sanitizeSnippet("<b/>")).toBe("&lt;b/&gt;");
  });

  it("shows entities as the text they are, so &lt;mark&gt; cannot turn into a tag", () => {
    expect(sanitizeSnippet("&lt;mark&gt; and &amp;")).toBe("&amp;lt;mark&amp;gt; and &amp;amp;");
    expect(sanitizeSnippet("&lt;script&gt;")).toBe("&amp;lt;script&amp;gt;");
  });

  it("escapes quotes and treats empty input as empty", () => {
    expect(escapeHtml(`"'`)).toBe("&quot;&#39;");
    expect(sanitizeSnippet(null)).toBe("");
    expect(sanitizeSnippet(undefined)).toBe("");
  });
});

describe("relevance", () => {
  it("shows score times 100, rounded, with NaN and non-numbers as 0", () => {
    expect(relevancePercent(0.456)).toBe(46);
    expect(relevancePercent(0.004)).toBe(0);
    expect(relevancePercent(1)).toBe(100);
    expect(relevancePercent(Number.NaN)).toBe(0);
    expect(relevancePercent(null)).toBe(0);
    expect(relevancePercent("0.5")).toBe(0);
    expect(relevancePercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizedScore(-0.2)).toBe(0);
    expect(relevanceLabel(relevancePercent(Number.NaN))).toBe("Relevance: 0%");
  });

  it("words the empty result with the query", () => {
    expect(noResultsFor("budget")).toBe('No results found for "budget"');
  });
});

describe("result wording", () => {
  it("does not quote a phrase twice", () => {
    expect(noResultsFor('"bike lanes"')).toBe('No results found for "bike lanes"');
  });
});
