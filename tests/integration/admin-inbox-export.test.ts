// The inbox's CSV export (/admin/inbox/export.csv): one file per kind, a header row, RFC 4180 quoting, formula
// injection made inert, the open / handled / all filter, every row however many, admins only.
import { beforeAll, describe, expect, it } from "vitest";
import { cityRequest } from "#db/schema";
import { INBOX_EXPORT_BATCH_SIZE } from "~/features/admin-inbox/admin-inbox.constants";
import {
  CONTACT_MESSAGE_CSV_HEADER,
  COVERAGE_REQUEST_CSV_HEADER,
  EXPORT_KIND_REQUIRED,
} from "~/features/admin-inbox/admin-inbox.copy";
import { CSV_BOM } from "~/lib/csv";
import { db } from "~/lib/db.server";
import { action } from "~/routes/admin.inbox";
import { loader } from "~/routes/admin.inbox.export";
import { createUser, sessionCookie } from "../factories/accounts";
import {
  createContactMessage,
  createCoverageRequest,
  exportGet,
  inboxPost,
  minutesAfterStart,
  statusOf,
} from "../factories/inbox";

let admin: { id: string; email: string };
let adminCookie: string;

beforeAll(async () => {
  admin = await createUser({ admin: true });
  adminCookie = await sessionCookie(admin.email);
  await createCoverageRequest({
    cityName: "Portland, Maine",
    state: "ME",
    email: "first@example.com",
    createdAt: minutesAfterStart(1),
  });
  const handled = await createCoverageRequest({
    cityName: '=HYPERLINK("http://evil.example","click")',
    state: "CA",
    email: "@attacker.example",
    createdAt: minutesAfterStart(2),
  });
  await createContactMessage({
    email: "press@example.com",
    phone: "+1 555 0100",
    topic: "Media Inquiry",
    message: 'Line one, with a comma\nLine two with "quotes"',
    createdAt: minutesAfterStart(3),
  });
  await action(inboxPost({ intent: "mark-handled", kind: "requests", id: handled.id }, adminCookie));
});

async function download(query: string) {
  const response = (await loader(exportGet(query, adminCookie))) as Response;
  // Response.text() would drop the byte order mark; the bytes are read as a spreadsheet reads them.
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { response, text };
}

/** The records of a CSV document, split as RFC 4180 reads it (quoted cells may hold commas and line breaks). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      record.push(cell);
      cell = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      record.push(cell);
      records.push(record);
      record = [];
      cell = "";
      index += 1;
    } else cell += character;
  }
  expect(cell).toBe("");
  expect(record).toEqual([]);
  return records;
}

describe("exporting coverage requests", () => {
  it("answers a UTF-8 CSV attachment named for the kind, the filter and the day", async () => {
    const { response, text } = await download("?kind=requests&show=all");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="coverage-requests-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
  });

  it("writes a header row, then every request newest first, quoted and with formulas made inert", async () => {
    const { text } = await download("?kind=requests&show=all");
    const [header, ...rows] = parseCsv(text.slice(CSV_BOM.length));
    expect(header).toEqual([...COVERAGE_REQUEST_CSV_HEADER]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual([
      minutesAfterStart(2).toISOString(),
      `'=HYPERLINK("http://evil.example","click")`,
      "CA",
      "'@attacker.example",
      "Handled",
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      admin.email,
    ]);
    expect(rows[1]).toEqual([
      minutesAfterStart(1).toISOString(),
      "Portland, Maine",
      "ME",
      "first@example.com",
      "Open",
      "",
      "",
    ]);
    // The raw text quotes what needs quoting and nothing else.
    expect(text).toContain(`,"Portland, Maine",ME,first@example.com,Open,,\r\n`);
    expect(text).toContain(
      `,"'=HYPERLINK(""http://evil.example"",""click"")",CA,'@attacker.example,Handled,`,
    );
  });

  it("follows the open / handled filter", async () => {
    const open = parseCsv((await download("?kind=requests&show=open")).text.slice(1));
    expect(open.slice(1).map((row) => row[1])).toEqual(["Portland, Maine"]);
    const handled = parseCsv((await download("?kind=requests&show=handled")).text.slice(1));
    expect(handled.slice(1).map((row) => row[4])).toEqual(["Handled"]);
    const { response } = await download("?kind=requests");
    expect(response.headers.get("content-disposition")).toContain("coverage-requests-all-");
  });
});

describe("exporting contact messages", () => {
  it("keeps a message's line breaks, commas and quotes inside one cell", async () => {
    const { response, text } = await download("?kind=messages&show=all");
    expect(response.headers.get("content-disposition")).toContain('filename="contact-messages-all-');
    const [header, ...rows] = parseCsv(text.slice(CSV_BOM.length));
    expect(header).toEqual([...CONTACT_MESSAGE_CSV_HEADER]);
    expect(rows).toEqual([
      [
        minutesAfterStart(3).toISOString(),
        "press@example.com",
        "'+1 555 0100",
        "Media Inquiry",
        'Line one, with a comma\nLine two with "quotes"',
        "Open",
        "",
        "",
      ],
    ]);
  });
});

describe("a long export", () => {
  it("writes every row, across more than one read from the database", async () => {
    const count = INBOX_EXPORT_BATCH_SIZE * 2 + 7;
    // Two rows share a time: the order must still be complete and stable.
    await db()
      .insert(cityRequest)
      .values(
        Array.from({ length: count }, (_, index) => ({
          state: "TX",
          cityName: `Bulk ${index}`,
          email: `bulk-${index}@example.com`,
          createdAt: minutesAfterStart(100 + Math.floor(index / 2)),
        })),
      );
    const rows = parseCsv((await download("?kind=requests&show=open")).text.slice(1)).slice(1);
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.map((row) => row[3])).size).toBe(count + 1);
  });
});

describe("who may export", () => {
  it("refuses members (403) and sends anonymous visitors to sign in", async () => {
    const member = await sessionCookie((await createUser()).email);
    expect(await statusOf(() => loader(exportGet("?kind=requests", member)))).toBe(403);
    expect(await statusOf(() => loader(exportGet("?kind=requests")))).toBe(302);
  });

  it("answers 400 for a missing or unknown kind or filter", async () => {
    for (const query of ["", "?kind=cities", "?kind=requests&show=spam", "?kind=a%00"]) {
      let status = 0;
      let message: unknown;
      try {
        const result = await loader(exportGet(query, adminCookie));
        status = result instanceof Response ? result.status : 200;
      } catch (thrown) {
        status = (thrown as { init?: { status?: number } }).init?.status ?? 500;
        message = (thrown as { data?: unknown }).data;
      }
      expect({ query, status }).toEqual({ query, status: 400 });
      if (query !== "?kind=a%00" && query !== "?kind=requests&show=spam")
        expect(message).toBe(EXPORT_KIND_REQUIRED);
    }
  });
});
