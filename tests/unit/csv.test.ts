// CSV as RFC 4180 writes it, with cells a spreadsheet would run as a formula made inert (OWASP "CSV injection").
import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDocument, csvRow } from "~/lib/csv";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Springfield")).toBe("Springfield");
    expect(csvCell("")).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("quotes a cell holding a comma, a double quote or a line break, doubling the quotes", () => {
    expect(csvCell("Portland, OR")).toBe('"Portland, OR"');
    expect(csvCell('She said "hello"')).toBe('"She said ""hello"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
  });

  it.each([
    ['=HYPERLINK("http://evil.example")', '"\'=HYPERLINK(""http://evil.example"")"'],
    ["+1 555 0100", "'+1 555 0100"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tindented", "'\tindented"],
    ["\rcarriage", '"\'\rcarriage"'],
  ])("makes %j inert with a leading apostrophe", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves those characters alone anywhere but first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("name@example.org")).toBe("name@example.org");
    expect(csvCell(" =1")).toBe(" =1");
  });

  it("writes a date as ISO 8601 in UTC", () => {
    expect(csvCell(new Date("2026-11-24T09:30:00.000Z"))).toBe("2026-11-24T09:30:00.000Z");
  });
});

describe("csvRow and csvDocument", () => {
  it("joins cells with commas and ends every record with CRLF", () => {
    expect(csvRow(["a", "b, c", null])).toBe('a,"b, c",\r\n');
  });

  it("starts the document with a byte order mark and the header row", () => {
    const document = csvDocument(["Email", "City"], [["x@example.org", "=cmd"]]);
    expect(document).toBe(`${CSV_BOM}Email,City\r\nx@example.org,'=cmd\r\n`);
  });
});
