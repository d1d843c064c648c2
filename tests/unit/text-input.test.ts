// The shared text validator (issue #12): which characters each kind of text refuses, and how a field reports it.
import { describe, expect, it } from "vitest";
import { isAllowedText, TEXT_NOT_ALLOWED, textField, untrimmedTextField } from "~/lib/text-input";

describe("isAllowedText", () => {
  it("refuses NUL in every kind of text", () => {
    for (const kind of ["single-line", "multi-line", "imported"] as const) {
      expect(isAllowedText("a\u0000b", kind)).toBe(false);
    }
  });

  it("refuses C0 control characters but tab in a single line, and admits line breaks in multi-line text", () => {
    expect(isAllowedText("Main\tStreet")).toBe(true);
    expect(isAllowedText("Main\nStreet")).toBe(false);
    expect(isAllowedText("bell\u0007")).toBe(false);
    expect(isAllowedText("one\r\ntwo\tthree", "multi-line")).toBe(true);
    expect(isAllowedText("form\u000cfeed", "multi-line")).toBe(false);
    expect(isAllowedText("escape\u001b[0m", "multi-line")).toBe(false);
  });

  it("lets imported text keep any character its source put there except NUL", () => {
    expect(isAllowedText("caption\u000b\u001fline", "imported")).toBe(true);
  });

  it("admits everything else: DEL, non-Latin text, emoji and replacement characters", () => {
    expect(isAllowedText("del\u007f café 東京 😀 \ufffd")).toBe(true);
  });
});

describe("textField", () => {
  const name = textField({ error: "Enter a name." })
    .min(1, { error: "Enter a name." })
    .max(5, { error: "Too long." });

  it("trims first, so surrounding line breaks of a single-line value are only whitespace", () => {
    expect(name.parse("\n Ada \r\n")).toBe("Ada");
  });

  it("reports a refused character with the shared message, and keeps the field's own messages", () => {
    expect(name.safeParse("A\u0000da").error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED);
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Enter a name.");
    expect(name.safeParse("Adelaide").error?.issues[0]?.message).toBe("Too long.");
  });

  it("keeps an untrimmed value exactly as sent", () => {
    expect(untrimmedTextField({ kind: "multi-line" }).parse("  two\nlines  ")).toBe("  two\nlines  ");
  });
});
