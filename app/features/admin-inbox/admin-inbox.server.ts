// The admin inbox service: coverage requests and contact messages, newest first, marked handled (who and when) or
// open again, and exported as CSV (ADR 0020).
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { cityRequest, contactSubmissions, users } from "#db/schema";
import { AppError } from "~/lib/app-error";
import { csvDocument, csvRow } from "~/lib/csv";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import {
  INBOX_EXPORT_BATCH_SIZE,
  INBOX_INTENTS,
  INBOX_PAGE_SIZE,
  type InboxKind,
  type InboxShow,
} from "./admin-inbox.constants";
import {
  CONTACT_MESSAGE_CSV_HEADER,
  COVERAGE_REQUEST_CSV_HEADER,
  CSV_STATUS,
  exportFileName,
  ITEM_NOT_FOUND,
  MARKED_HANDLED,
  MARKED_OPEN,
} from "./admin-inbox.copy";
import type { InboxActionInput, InboxExportInput, InboxView } from "./admin-inbox.schema";

/** When an item was handled (ISO time) and the email of the admin who did it (null once that account is gone). */
export type Handled = { at: string; by: string | null } | null;

export type CoverageRequestItem = {
  id: string;
  cityName: string;
  state: string;
  email: string;
  receivedAt: string;
  handled: Handled;
};

export type ContactMessageItem = {
  id: string;
  email: string;
  phone: string | null;
  topic: string;
  message: string;
  receivedAt: string;
  handled: Handled;
};

export type InboxList =
  | { kind: "requests"; items: CoverageRequestItem[] }
  | { kind: "messages"; items: ContactMessageItem[] };

export type InboxPage = {
  /** The view shown: the asked-for page, or the last when it asked past the end. */
  view: InboxView;
  total: number;
  pageCount: number;
  openCounts: Record<InboxKind, number>;
  list: InboxList;
};

type InboxTable = typeof cityRequest | typeof contactSubmissions;

const TABLES: Record<InboxKind, InboxTable> = { requests: cityRequest, messages: contactSubmissions };

function showCondition(table: InboxTable, show: InboxShow): SQL | undefined {
  if (show === "open") return isNull(table.handledAt);
  if (show === "handled") return isNotNull(table.handledAt);
  return undefined;
}

/** Newest first; the id breaks ties so paging and exports never repeat or skip an item. */
const newestFirst = (table: InboxTable) => [desc(table.createdAt), desc(table.id)];

function handledOf(row: { handledAt: Date | null; handledByEmail: string | null }): Handled {
  return row.handledAt ? { at: row.handledAt.toISOString(), by: row.handledByEmail } : null;
}

async function countItems(table: InboxTable, where: SQL | undefined): Promise<number> {
  const [row] = await db().select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

function selectRequests(where: SQL | undefined) {
  return db()
    .select({
      id: cityRequest.id,
      cityName: cityRequest.cityName,
      state: cityRequest.state,
      email: cityRequest.email,
      createdAt: cityRequest.createdAt,
      /** Exact to the microsecond, for resuming an export where the last batch ended. */
      cursorTime: sql<string>`${cityRequest.createdAt}::text`,
      handledAt: cityRequest.handledAt,
      handledByEmail: users.email,
    })
    .from(cityRequest)
    .leftJoin(users, eq(users.id, cityRequest.handledBy))
    .where(where)
    .orderBy(...newestFirst(cityRequest));
}

function selectMessages(where: SQL | undefined) {
  return db()
    .select({
      id: contactSubmissions.id,
      email: contactSubmissions.email,
      phone: contactSubmissions.phone,
      topic: contactSubmissions.topic,
      message: contactSubmissions.message,
      createdAt: contactSubmissions.createdAt,
      cursorTime: sql<string>`${contactSubmissions.createdAt}::text`,
      handledAt: contactSubmissions.handledAt,
      handledByEmail: users.email,
    })
    .from(contactSubmissions)
    .leftJoin(users, eq(users.id, contactSubmissions.handledBy))
    .where(where)
    .orderBy(...newestFirst(contactSubmissions));
}

type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];
type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function toRequestItem(row: RequestRow): CoverageRequestItem {
  return {
    id: row.id,
    cityName: row.cityName,
    state: row.state,
    email: row.email,
    receivedAt: row.createdAt.toISOString(),
    handled: handledOf(row),
  };
}

function toMessageItem(row: MessageRow): ContactMessageItem {
  return {
    id: row.id,
    email: row.email,
    phone: row.phone,
    topic: row.topic,
    message: row.message,
    receivedAt: row.createdAt.toISOString(),
    handled: handledOf(row),
  };
}

/** One page of one kind under one filter, with both kinds' open counts for the section links. */
export async function getInbox(options: { view: InboxView }): Promise<InboxPage> {
  const { kind, show } = options.view;
  const table = TABLES[kind];
  const where = showCondition(table, show);
  const [total, openRequests, openMessages] = await Promise.all([
    countItems(table, where),
    countItems(cityRequest, isNull(cityRequest.handledAt)),
    countItems(contactSubmissions, isNull(contactSubmissions.handledAt)),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const page = Math.min(options.view.page, pageCount);
  const offset = (page - 1) * INBOX_PAGE_SIZE;
  const list: InboxList =
    kind === "requests"
      ? {
          kind,
          items: (await selectRequests(where).limit(INBOX_PAGE_SIZE).offset(offset)).map(toRequestItem),
        }
      : {
          kind,
          items: (await selectMessages(where).limit(INBOX_PAGE_SIZE).offset(offset)).map(toMessageItem),
        };
  return {
    view: { kind, show, page },
    total,
    pageCount,
    openCounts: { requests: openRequests, messages: openMessages },
    list,
  };
}

/**
 * Marks one item handled by this admin, or open again. Marking an item already handled keeps the first admin's
 * name and time: two admins answering the same request should learn who was first, not overwrite it.
 */
export async function setInboxItemHandled(options: {
  input: InboxActionInput;
  adminId: string;
}): Promise<{ toast: { title: string } }> {
  const { intent, kind, id } = options.input;
  const table = TABLES[kind];
  if (intent === INBOX_INTENTS.markHandled) {
    const [updated] = await db()
      .update(table)
      .set({ handledAt: new Date(), handledBy: options.adminId })
      .where(and(eq(table.id, id), isNull(table.handledAt)))
      .returning({ id: table.id });
    if (!updated) {
      const [existing] = await db().select({ id: table.id }).from(table).where(eq(table.id, id));
      if (!existing) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
    }
    return { toast: { title: MARKED_HANDLED } };
  }
  const [reopened] = await db()
    .update(table)
    .set({ handledAt: null, handledBy: null })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  if (!reopened) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND);
  return { toast: { title: MARKED_OPEN } };
}

// ---- CSV export ----

type CursorRow = { id: string; cursorTime: string };

/** Rows after `cursor` in newest-first order: keyset paging, so a long export reads each row once. */
function afterCursor(table: InboxTable, cursor: CursorRow | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${table.createdAt}, ${table.id}) < (${cursor.cursorTime}::timestamptz, ${cursor.id}::uuid)`;
}

function statusCells(row: { handledAt: Date | null; handledByEmail: string | null }) {
  return [row.handledAt ? CSV_STATUS.handled : CSV_STATUS.open, row.handledAt, row.handledByEmail];
}

/** The document in pieces: the byte order mark and header first, then one piece per batch of rows. */
async function* inboxCsvPieces(input: InboxExportInput): AsyncGenerator<string> {
  const table = TABLES[input.kind];
  const header = input.kind === "requests" ? COVERAGE_REQUEST_CSV_HEADER : CONTACT_MESSAGE_CSV_HEADER;
  yield csvDocument(header, []);
  let cursor: CursorRow | undefined;
  for (;;) {
    const where = and(showCondition(table, input.show), afterCursor(table, cursor));
    let piece = "";
    let rows: CursorRow[];
    if (input.kind === "requests") {
      const batch = await selectRequests(where).limit(INBOX_EXPORT_BATCH_SIZE);
      for (const row of batch)
        piece += csvRow([row.createdAt, row.cityName, row.state, row.email, ...statusCells(row)]);
      rows = batch;
    } else {
      const batch = await selectMessages(where).limit(INBOX_EXPORT_BATCH_SIZE);
      for (const row of batch) {
        piece += csvRow([row.createdAt, row.email, row.phone, row.topic, row.message, ...statusCells(row)]);
      }
      rows = batch;
    }
    if (piece) yield piece;
    if (rows.length < INBOX_EXPORT_BATCH_SIZE) return;
    cursor = rows[rows.length - 1];
  }
}

/**
 * The CSV file of one kind under one filter, streamed batch by batch. The header and the first batch are read
 * before the answer starts, so a database that cannot be read is an error page, not a file cut short.
 */
export async function exportInbox(options: {
  input: InboxExportInput;
  now?: Date;
}): Promise<{ fileName: string; body: ReadableStream<Uint8Array> }> {
  const pieces = inboxCsvPieces(options.input);
  const encoder = new TextEncoder();
  const ready: string[] = [];
  let next = await pieces.next();
  if (!next.done) {
    ready.push(next.value);
    next = await pieces.next();
  }
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const waiting = ready.shift();
        if (waiting !== undefined) return controller.enqueue(encoder.encode(waiting));
        if (next.done) return controller.close();
        controller.enqueue(encoder.encode(next.value));
        next = await pieces.next();
      } catch (error) {
        logger.error({ err: error, kind: options.input.kind }, "inbox export failed mid-way");
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  const day = (options.now ?? new Date()).toISOString().slice(0, 10);
  return { fileName: exportFileName(options.input.kind, options.input.show, day), body };
}
