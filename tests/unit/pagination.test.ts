// Spec 001 section 9: up to 5 page numbers, an ellipsis and the last page.
import { describe, expect, it } from "vitest";
import { type PageItem, pageItems } from "~/lib/pagination";

/** "1 2 3 4 5 … 10" for readable expectations; the current page is not marked (the nav marks it). */
const shown = (items: PageItem[]) => items.map((item) => (item.kind === "page" ? item.page : "…")).join(" ");

describe("pageItems", () => {
  it("shows nothing for a single page", () => {
    expect(pageItems({ page: 1, pageCount: 1 })).toEqual([]);
  });

  it("shows every page up to five, and six without an ellipsis", () => {
    expect(shown(pageItems({ page: 2, pageCount: 4 }))).toBe("1 2 3 4");
    expect(shown(pageItems({ page: 1, pageCount: 5 }))).toBe("1 2 3 4 5");
    expect(shown(pageItems({ page: 1, pageCount: 6 }))).toBe("1 2 3 4 5 6");
  });

  it("shows five numbers around the current page, an ellipsis and the last page", () => {
    expect(shown(pageItems({ page: 1, pageCount: 10 }))).toBe("1 2 3 4 5 … 10");
    expect(shown(pageItems({ page: 3, pageCount: 10 }))).toBe("1 2 3 4 5 … 10");
    expect(shown(pageItems({ page: 6, pageCount: 10 }))).toBe("4 5 6 7 8 … 10");
    expect(shown(pageItems({ page: 7, pageCount: 10 }))).toBe("5 6 7 8 9 10");
    expect(shown(pageItems({ page: 10, pageCount: 10 }))).toBe("6 7 8 9 10");
  });

  it("never shows more than five numbers besides the last page", () => {
    for (let pageCount = 2; pageCount <= 30; pageCount += 1) {
      for (let page = 1; page <= pageCount; page += 1) {
        const numbers = pageItems({ page, pageCount }).filter((item) => item.kind === "page");
        const withoutLast = numbers.filter((item) => item.kind === "page" && item.page !== pageCount);
        expect(withoutLast.length).toBeLessThanOrEqual(5);
        expect(numbers).toContainEqual({ kind: "page", page });
        expect(numbers.at(-1)).toEqual({ kind: "page", page: pageCount });
      }
    }
  });

  it("keeps a page past the end on the last page", () => {
    expect(shown(pageItems({ page: 99, pageCount: 8 }))).toBe("4 5 6 7 8");
  });
});
