// Issue #31, the MCP endpoint's limits: a JSON-RPC batch (up to 100 tool calls counted as one request) is refused;
// GET and DELETE, which a stateless server has no stream or session for, answer 405 at once and hold nothing, so a
// thousand of them leave memory flat; and a tool call past its time budget answers that it took too long, with its
// database work stopped (on PostgreSQL its query is cancelled; PGlite runs one query at a time and has no timer).

import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMcpServer } from "~/features/open-data/mcp.server";
import { MCP_ERRORS } from "~/features/open-data/open-data.copy";
import { database, db } from "~/lib/db.server";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const MEGABYTE = 1024 * 1024;
const MCP_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };
/** A refusal must come at once; a GET that opens a stream never answers at all. Not a wait: a bound on a hang. */
const PROMPT_MS = 5_000;

let server: TestHttpServer;
let cityKey: string;

beforeAll(async () => {
  const city = await createCity({ name: "Budgetville" });
  cityKey = city.locationKey;
  await createVideoWithSegments(city.id, {
    title: "Harbor commission",
    transcript: "[00:00:05] Clerk: The harbor dredging contract is approved.",
  });
  server = await startTestHttpServer();
  // The first request loads the app into the test's Vite server, which takes its time: not what is measured here.
  await (await fetch(`${server.origin}/mcp`, { method: "DELETE" })).arrayBuffer();
});

afterAll(async () => {
  await server?.close();
});

function mcp(method: string, body?: unknown, signal = AbortSignal.timeout(PROMPT_MS)) {
  return fetch(`${server.origin}/mcp`, {
    method,
    headers: method === "GET" ? { accept: "text/event-stream" } : MCP_HEADERS,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

const searchCall = (id: number) => ({
  jsonrpc: "2.0",
  id,
  method: "tools/call",
  params: { name: "search_meetings", arguments: { query: "harbor" } },
});

describe("a JSON-RPC batch", () => {
  it("is refused with a JSON-RPC error, one message per request", async () => {
    const response = await mcp("POST", [searchCall(1), searchCall(2)]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      jsonrpc: "2.0",
      error: { code: -32600, message: MCP_ERRORS.batchRefused },
      id: null,
    });
    // Still counted against the caller's limit, as every request is.
    expect(response.headers.get("ratelimit-remaining")).not.toBeNull();
  });

  it("of one message is refused too; a body that is not JSON is a parse error", async () => {
    const single = await mcp("POST", [searchCall(1)]);
    expect(single.status).toBe(400);
    expect(await single.json()).toMatchObject({ error: { code: -32600, message: MCP_ERRORS.batchRefused } });
    const notJson = await fetch(`${server.origin}/mcp`, { method: "POST", headers: MCP_HEADERS, body: "[{" });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32700 }, id: null });
  });

  it("is no reason to refuse one message", async () => {
    const response = await mcp("POST", searchCall(7));
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer).toMatchObject({ jsonrpc: "2.0", id: 7, result: { content: [{ type: "text" }] } });
    expect(answer.result.isError ?? false).toBe(false);
  });
});

describe("GET and DELETE", () => {
  it("answer 405 at once, allowing POST, with a JSON-RPC error", async () => {
    for (const method of ["GET", "DELETE"]) {
      const response = await mcp(method);
      expect(response.status, method).toBe(405);
      expect(response.headers.get("allow"), method).toBe("POST");
      expect(await response.json(), method).toEqual({
        jsonrpc: "2.0",
        error: { code: -32000, message: MCP_ERRORS.methodNotAllowed },
        id: null,
      });
    }
  });

  it("leave memory flat: 1,000 GET /mcp hold nothing", { timeout: 180_000 }, async () => {
    const gc = exposedGc();
    const inUse = async () => {
      // A few rounds, with the event loop turning between them, so weak references and finalizers are done too.
      for (let round = 0; round < 3; round++) {
        gc?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      // Without a collector to call, the process's resident size, with a bound wide enough for its noise.
      return gc ? process.memoryUsage().heapUsed : process.memoryUsage().rss;
    };
    const getMany = async (count: number) => {
      // One bound on the whole run (a timer per request would itself be memory held until it fires).
      const signal = AbortSignal.timeout(60_000);
      // Ten at a time, as several clients would.
      for (let sent = 0; sent < count; sent += 10) {
        const answers = await Promise.all(Array.from({ length: 10 }, () => mcp("GET", undefined, signal)));
        for (const answer of answers) {
          expect(answer.status).toBe(405);
          await answer.arrayBuffer();
        }
      }
    };
    // A thousand first: what the server compiles and caches for a kind of request (a few MB, once) is not growth.
    await getMany(1_000);
    const before = await inUse();
    await getMany(1_000);
    const growth = (await inUse()) - before;
    // A held stream cost 100-150 KB each: 100 MB and more for a thousand.
    expect(growth / MEGABYTE).toBeLessThan(gc ? 4 : 48);
  });
});

/** The collector, for a measure that is not just garbage not yet collected; undefined when V8 will not give it. */
function exposedGc(): (() => void) | undefined {
  if (typeof globalThis.gc === "function") return globalThis.gc;
  try {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as unknown;
    return typeof gc === "function" ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Runs `during` while a transaction of the test holds `table` locked against every other reader: on PostgreSQL a
 * query of that table waits for the lock; on PGlite, one connection, every other query waits for the transaction.
 */
async function whileLocked(table: string, during: () => Promise<void>): Promise<void> {
  let locked: () => void = () => {};
  let release: () => void = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holder = db().transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${table} in access exclusive mode`));
    locked();
    await released;
  });
  await Promise.race([isLocked, holder]);
  try {
    await during();
  } finally {
    release();
    await holder;
  }
}

/** Queries of this database waiting for a lock, other than the test's own. */
async function queriesWaitingForALock(): Promise<number> {
  const result = (await db().execute(sql`
    select count(*)::int as waiting from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()
  `)) as unknown as { rows: { waiting: number }[] };
  return result.rows[0]?.waiting ?? 0;
}

describe("a tool call past its time budget", () => {
  it("answers that it took too long, and its query does not stay behind", async () => {
    const budgetMs = 200;
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const mcpServer = createMcpServer({ toolBudgetMs: budgetMs });
    await mcpServer.connect(serverSide);
    const client = new Client({ name: "civiclens-budget-test", version: "1.0.0" });
    await client.connect(clientSide);
    try {
      // The search reads the transcript lines, which the test holds locked: the call cannot finish in its budget.
      await whileLocked("transcript_segments", async () => {
        const result = await client.callTool({
          name: "search_meetings",
          arguments: { query: "harbor", city: cityKey },
        });
        expect(result.isError).toBe(true);
        expect(result.content).toEqual([{ type: "text", text: MCP_ERRORS.tooSlow(budgetMs) }]);
        // On PostgreSQL the search's statement timeout cancels the waiting query while the lock is still held.
        if (database().kind === "postgres")
          await expect.poll(queriesWaitingForALock, { timeout: 10_000 }).toBe(0);
      });
    } finally {
      await client.close();
      await mcpServer.close();
    }
  });
});
