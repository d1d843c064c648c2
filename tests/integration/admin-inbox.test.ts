// The admin inbox (/admin/inbox): coverage requests and contact messages, newest first and paged, filtered open /
// handled / all, marked handled (who and when) and open again; every bad input is a 4xx that writes nothing.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cityRequest, contactSubmissions, users } from "#db/schema";
import { INBOX_PAGE_SIZE } from "~/features/admin-inbox/admin-inbox.constants";
import {
  INBOX_KIND_INVALID,
  INBOX_UNKNOWN_ACTION,
  ITEM_NOT_FOUND,
  MARKED_HANDLED,
  MARKED_OPEN,
} from "~/features/admin-inbox/admin-inbox.copy";
import { db } from "~/lib/db.server";
import { action, loader } from "~/routes/admin.inbox";
import { createUser, sessionCookie } from "../factories/accounts";
import { answerOf } from "../factories/contact";
import {
  createContactMessage,
  createCoverageRequest,
  inboxGet,
  inboxPost,
  minutesAfterStart,
  statusOf,
} from "../factories/inbox";

let admin: { id: string; email: string };
let adminCookie: string;
let memberCookie: string;
/** 25 coverage requests, received a minute apart; index 0 is the oldest. */
let requests: Awaited<ReturnType<typeof createCoverageRequest>>[];
let messages: Awaited<ReturnType<typeof createContactMessage>>[];

beforeAll(async () => {
  admin = await createUser({ admin: true });
  adminCookie = await sessionCookie(admin.email);
  memberCookie = await sessionCookie((await createUser()).email);
  requests = [];
  for (let minute = 0; minute < 25; minute += 1) {
    requests.push(
      await createCoverageRequest({ cityName: `Town ${minute}`, createdAt: minutesAfterStart(minute) }),
    );
  }
  messages = [
    await createContactMessage({
      topic: "Media Inquiry",
      message: "Can we quote the story?\nThanks.",
      phone: "(555) 010-0199",
      createdAt: minutesAfterStart(1),
    }),
    await createContactMessage({ topic: "Feedback", createdAt: minutesAfterStart(2) }),
  ];
});

async function load(query: string, cookie = adminCookie) {
  const result = await loader(inboxGet(query, cookie));
  return result as Exclude<typeof result, Response>;
}

async function post(fields: Record<string, string>, cookie = adminCookie) {
  return answerOf(await action(inboxPost(fields, cookie)));
}

async function readRequest(id: string) {
  const [row] = await db().select().from(cityRequest).where(eq(cityRequest.id, id));
  return row;
}

/** Every row of both tables, to show that a refused request wrote nothing. */
async function snapshot() {
  return {
    requests: await db().select().from(cityRequest).orderBy(cityRequest.id),
    messages: await db().select().from(contactSubmissions).orderBy(contactSubmissions.id),
  };
}

const cityNames = (page: Awaited<ReturnType<typeof load>>) =>
  page.list.kind === "requests" ? page.list.items.map((item) => item.cityName) : [];

describe("reading the inbox", () => {
  it("shows open coverage requests newest first, 20 a page, with both kinds' open counts", async () => {
    const first = await load("");
    expect(first.view).toEqual({ kind: "requests", show: "open", page: 1 });
    expect(first.total).toBe(25);
    expect(first.pageCount).toBe(2);
    expect(first.openCounts).toEqual({ requests: 25, messages: 2 });
    expect(cityNames(first)).toHaveLength(INBOX_PAGE_SIZE);
    expect(cityNames(first).slice(0, 3)).toEqual(["Town 24", "Town 23", "Town 22"]);
    expect(first.list.kind === "requests" && first.list.items[0]).toMatchObject({
      id: requests[24]?.id,
      state: "OR",
      email: requests[24]?.email,
      receivedAt: minutesAfterStart(24).toISOString(),
      handled: null,
    });

    const second = await load("?page=2");
    expect(second.view.page).toBe(2);
    expect(cityNames(second)).toEqual(["Town 4", "Town 3", "Town 2", "Town 1", "Town 0"]);
    expect((await load("?page=99")).view.page).toBe(2);
  });

  it("shows contact messages with their topic, phone and whole message", async () => {
    const page = await load("?kind=messages&show=all");
    expect(page.list.kind).toBe("messages");
    expect(page.list.items.map((item) => item.id)).toEqual([messages[1]?.id, messages[0]?.id]);
    expect(page.list.kind === "messages" && page.list.items[1]).toMatchObject({
      email: messages[0]?.email,
      phone: "(555) 010-0199",
      topic: "Media Inquiry",
      message: "Can we quote the story?\nThanks.",
      handled: null,
    });
  });

  it("reads an odd address as the default view rather than failing", async () => {
    const page = await load("?kind=spam&show=everything&page=-3");
    expect(page.view).toEqual({ kind: "requests", show: "open", page: 1 });
  });
});

describe("marking handled and open again", () => {
  it("records who handled a request and when, and moves it from open to handled", async () => {
    const target = requests[24];
    if (!target) throw new Error("no request");
    const before = Date.now();
    const answer = await post({ intent: "mark-handled", kind: "requests", id: target.id });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, toast: { title: MARKED_HANDLED } });

    const row = await readRequest(target.id);
    expect(row?.handledBy).toBe(admin.id);
    expect(row?.handledAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const open = await load("");
    expect(open.total).toBe(24);
    expect(open.openCounts.requests).toBe(24);
    expect(cityNames(open)[0]).toBe("Town 23");

    const handled = await load("?show=handled");
    expect(handled.total).toBe(1);
    expect(handled.list.items[0]).toMatchObject({
      id: target.id,
      handled: { at: row?.handledAt?.toISOString(), by: admin.email },
    });
    expect((await load("?show=all")).total).toBe(25);
  });

  it("keeps the first admin's name and time when a second marks it handled again", async () => {
    const target = requests[23];
    if (!target) throw new Error("no request");
    await post({ intent: "mark-handled", kind: "requests", id: target.id });
    const first = await readRequest(target.id);
    const other = await createUser({ admin: true });
    const answer = await post(
      { intent: "mark-handled", kind: "requests", id: target.id },
      await sessionCookie(other.email),
    );
    expect(answer.status).toBe(200);
    expect(await readRequest(target.id)).toEqual(first);
  });

  it("opens a handled message again, clearing who and when", async () => {
    const target = messages[0];
    if (!target) throw new Error("no message");
    await post({ intent: "mark-handled", kind: "messages", id: target.id });
    const answer = await post({ intent: "mark-open", kind: "messages", id: target.id });
    expect(answer.body).toMatchObject({ ok: true, toast: { title: MARKED_OPEN } });
    const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, target.id));
    expect(row).toMatchObject({ handledAt: null, handledBy: null });
  });

  it("still shows when an item was handled after the admin's account is gone", async () => {
    const target = requests[22];
    if (!target) throw new Error("no request");
    const leaving = await createUser({ admin: true });
    await post(
      { intent: "mark-handled", kind: "requests", id: target.id },
      await sessionCookie(leaving.email),
    );
    await db().delete(users).where(eq(users.id, leaving.id));
    const handled = await load("?show=handled");
    const item = handled.list.items.find((candidate) => candidate.id === target.id);
    expect(item?.handled).toMatchObject({ by: null });
    expect(item?.handled?.at).toEqual(expect.any(String));
  });
});

describe("refused input writes nothing", () => {
  const malformedIds = ["not-a-uuid", "1", "' or 1=1 --", "00000000-0000-4000-8000-00000000000z", ""];

  it.each(malformedIds)("answers 400 for the malformed id %j", async (id) => {
    const before = await snapshot();
    const answer = await post({ intent: "mark-handled", kind: "requests", id });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ ok: false, error: ITEM_NOT_FOUND });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 404 for an id no item of that kind has, and for a message's id under requests", async () => {
    const before = await snapshot();
    for (const id of ["00000000-0000-4000-8000-000000000000", messages[1]?.id ?? ""]) {
      const answer = await post({ intent: "mark-handled", kind: "requests", id });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ok: false, error: ITEM_NOT_FOUND });
    }
    expect((await post({ intent: "mark-open", kind: "messages", id: requests[0]?.id ?? "" })).status).toBe(
      404,
    );
    expect(await snapshot()).toEqual(before);
  });

  it("answers 400 for an unknown kind or intent, a JSON body and a NUL", async () => {
    const before = await snapshot();
    const id = requests[0]?.id ?? "";
    const kind = await post({ intent: "mark-handled", kind: "cities", id });
    expect(kind).toMatchObject({ status: 400, body: { error: INBOX_KIND_INVALID } });
    const intent = await post({ intent: "delete", kind: "requests", id });
    expect(intent).toMatchObject({ status: 400, body: { error: INBOX_UNKNOWN_ACTION } });
    expect((await post({ intent: "mark-handled", kind: "requests", id: `${id}\u0000` })).status).toBe(400);
    const json = new Request("http://localhost:3000/admin/inbox", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: adminCookie },
      body: JSON.stringify({ intent: "mark-handled", kind: "requests", id }),
    });
    expect(answerOf(await action({ request: json, params: {}, context: {} } as never)).status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses members (403) and sends anonymous visitors to sign in, writing nothing", async () => {
    const before = await snapshot();
    const fields = { intent: "mark-handled", kind: "requests", id: requests[0]?.id ?? "" };
    expect(await statusOf(() => action(inboxPost(fields, memberCookie)))).toBe(403);
    expect(await statusOf(() => action(inboxPost(fields)))).toBe(302);
    expect(await statusOf(() => loader(inboxGet("", memberCookie)))).toBe(403);
    expect(await statusOf(() => loader(inboxGet("")))).toBe(302);
    expect(await snapshot()).toEqual(before);
  });
});
