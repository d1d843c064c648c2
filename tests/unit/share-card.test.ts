// What a share card shows (issue #18): its words cut to fit, the city's colours made safe, and only text the
// shipped fonts can draw.
import { describe, expect, it } from "vitest";
import { SHARE_CARD_HEADLINE_MAX_CHARS, shareCardOf } from "~/features/share-cards/share-card";
import { cardFonts, drawableText, fontFacesOf } from "~/features/share-cards/share-card-fonts.server";
import { shareCardAlt } from "~/features/share-cards/share-cards.copy";

const defaults = { primaryColor: "#0d9488", secondaryColor: "#f59e0b" };
const city = { name: "Harbor Point", state: "CA", primaryColor: "#1E3A8A", secondaryColor: "red" };

describe("a share card's facts", () => {
  it("cuts a long headline at a word, keeps the city's valid colour and falls back for an unreadable one", () => {
    const card = shareCardOf({
      kind: "story",
      headline: "Council approves the budget ".repeat(10),
      city,
      date: "2026-03-04T18:30:00Z",
      defaults,
    });
    expect(card.headline.length).toBeLessThanOrEqual(SHARE_CARD_HEADLINE_MAX_CHARS);
    expect(card.headline.endsWith("…")).toBe(true);
    expect(card).toMatchObject({
      place: "Harbor Point, CA",
      dateLabel: "March 4, 2026",
      background: "#1e3a8a",
      accent: "#f59e0b",
    });
    expect(shareCardAlt({ ...card, headline: "Budget" })).toBe(
      "Story card: Budget. Harbor Point, CA, March 4, 2026.",
    );
  });

  it("has no date label without a date or with a bad one", () => {
    for (const date of [null, "not a date"]) {
      expect(shareCardOf({ kind: "meeting", headline: "x", city, date, defaults }).dateLabel).toBeNull();
    }
  });
});

describe("the card's fonts", () => {
  it("reads every subset's WOFF file and Unicode range from @fontsource/inter's CSS", async () => {
    const { fonts, family, covers } = await cardFonts();
    expect(fonts.length).toBeGreaterThanOrEqual(8);
    expect(family.startsWith('"Inter latin"')).toBe(true);
    expect(family).toContain('"Inter cyrillic"');
    for (const letter of ["A", "é", "Ж", "Ω", "ệ"])
      expect(covers(letter.codePointAt(0) ?? 0), letter).toBe(true);
    for (const letter of ["市", "م", "🎉"]) expect(covers(letter.codePointAt(0) ?? 0), letter).toBe(false);
  });

  it("leaves out what the fonts cannot draw, and all of it when nothing readable is left", async () => {
    const { covers } = await cardFonts();
    expect(drawableText("Budget 2027 — 市议会 Городской совет 🎉", covers)).toBe(
      "Budget 2027 — Городской совет",
    );
    expect(drawableText("市议会批准预算 🎉", covers)).toBe("");
    expect(drawableText("—", covers)).toBe("");
  });

  it("parses ranges with wildcards and skips faces without a WOFF file", () => {
    const css = `@font-face { src: url(./files/inter-greek-400-normal.woff2) format('woff2'),
      url(./files/inter-greek-400-normal.woff) format('woff'); unicode-range: U+0370-0377,U+03??; }
      @font-face { src: url(./files/inter-latin-400-normal.woff2) format('woff2'); unicode-range: U+0000-00FF; }`;
    expect(fontFacesOf(css)).toEqual([
      {
        subset: "greek",
        file: "./files/inter-greek-400-normal.woff",
        ranges: [
          [0x370, 0x377],
          [0x300, 0x3ff],
        ],
      },
    ]);
  });
});
