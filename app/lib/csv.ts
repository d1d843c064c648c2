// CSV for spreadsheets (RFC 4180): comma-separated cells, CRLF after every record, a cell quoted when it holds a
// comma, a double quote or a line break. A cell a spreadsheet would run as a formula is made inert (ADR 0020).

/** A UTF-8 byte order mark: without it, Excel reads a CSV file as the system's legacy code page. */
export const CSV_BOM = "\uFEFF";
const RECORD_END = "\r\n";

/** First characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_STARTS = new Set(["=", "+", "-", "@", "\t", "\r"]);
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvValue = string | Date | null | undefined;

/** One cell: formulas made inert with a leading apostrophe, then quoted when RFC 4180 asks for it. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_STARTS.has(text.charAt(0))) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, with its CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}${RECORD_END}`;
}

/** A whole small document: the byte order mark, the header row and the records. */
export function csvDocument(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let document = CSV_BOM + csvRow(header);
  for (const row of rows) document += csvRow(row);
  return document;
}
