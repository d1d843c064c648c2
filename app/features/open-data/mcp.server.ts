// The MCP server (issue #18, ADR 0041): the public read API's data as tools for AI assistants, built on the official
// SDK. The tools call the same reads as /api/v1 (so the same visibility rules hold) and every answer carries
// citations: the meeting page at the second it refers to (`?t=`). Served over stdio (`npm run mcp`) and as stateless
// Streamable HTTP at /mcp, where the API's rate limits and keys apply. Issue #31: one message per request (no
// batches), POST only, each tool call within a time budget, and text from outside marked as such.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { type CallToolResult, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { isAppError } from "~/lib/app-error";
import { env } from "~/lib/env.server";
import { parseJsonBody, parseWith } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { absoluteUrl, meetingMomentPath } from "~/lib/meeting-paths";
import {
  API_VERSION,
  MAX_SEARCH_PAGE_SIZE,
  MAX_SEGMENT_PAGE_SIZE,
  MCP_TOOL_BUDGET_MS,
} from "./open-data.constants";
import { MCP_ERRORS, MCP_UNTRUSTED_TEXT_HINT, MCP_UNTRUSTED_TEXT_NOTE } from "./open-data.copy";
import { mcpMessageBodySchema, searchQuerySchema, segmentsQuerySchema } from "./open-data.schema";
import {
  getAnalysis,
  getMeeting,
  getStory,
  listCitiesPage,
  listSegmentsPage,
  searchPage,
} from "./open-data.server";
import { admitApiRequest, apiError } from "./open-data-api.server";

export type Citation = { title: string; url: string };

export const MCP_TOOL_NAMES = [
  "search_meetings",
  "get_meeting",
  "get_transcript",
  "get_analysis",
  "get_story",
  "list_cities",
] as const;

function citeAt(meeting: { id: string; title: string; city: { key: string } }, seconds: number): Citation {
  return {
    title: meeting.title,
    url: absoluteUrl(env().PUBLIC_URL, meetingMomentPath(meeting.city.key, meeting.id, seconds)),
  };
}

/** "01:02:03" or "02:03" as seconds; 0 when it is no clock time. */
function clockSeconds(clock: string): number {
  const parts = clock.trim().split(":").map(Number);
  if (parts.length < 2 || parts.some((part) => !Number.isFinite(part))) return 0;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/**
 * A tool's answer: the data and its citations, as structured content and as the same JSON in text. `untrusted`
 * names the fields that hold third-party text (a JSON path each, `[*]` for every item of a list); the answer then
 * carries them in `untrusted_text`, with the note that they are data, not instructions.
 */
function answer(
  data: Record<string, unknown>,
  citations: Citation[],
  untrusted: string[] = [],
): CallToolResult {
  const structured = {
    ...data,
    citations,
    ...(untrusted.length > 0 ? { untrusted_text: { note: MCP_UNTRUSTED_TEXT_NOTE, fields: untrusted } } : {}),
  };
  return { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured };
}

/** Citations are titled with the meeting's title, which its video source wrote. */
const CITATION_TITLES = "citations[*].title";

function toolError(message: string): CallToolResult {
  return { content: [{ type: "text", text: message }], isError: true };
}

/** PostgreSQL's "canceling statement due to statement timeout" (57014), on the error or a cause the ORM wrapped. */
function isStatementTimeout(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 3 && typeof cause === "object" && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === "57014") return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * One tool call, within its time budget. A refused call (bad input, not found) is the tool's error result, with the
 * API's own message. A call past its budget answers at once that it took too long; the signal its work was given
 * aborts, so it starts no further query (a search's running queries are cancelled by their statement timeout).
 */
async function runTool(
  run: (signal: AbortSignal) => Promise<CallToolResult>,
  options: { budgetMs: number; signal: AbortSignal },
): Promise<CallToolResult> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(), options.budgetMs);
  const overBudget = new Promise<"over budget">((resolve) =>
    budget.signal.addEventListener("abort", () => resolve("over budget"), { once: true }),
  );
  const work = run(AbortSignal.any([budget.signal, options.signal]));
  // Past the budget nobody awaits the work any more: its late failure must not become an unhandled rejection.
  work.catch(() => {});
  try {
    const result = await Promise.race([work, overBudget]);
    if (result !== "over budget") return result;
    logger.warn({ budgetMs: options.budgetMs }, "MCP tool call stopped at its time budget");
    return toolError(MCP_ERRORS.tooSlow(options.budgetMs));
  } catch (error) {
    if (budget.signal.aborted || isStatementTimeout(error))
      return toolError(MCP_ERRORS.tooSlow(options.budgetMs));
    // The client cancelled the call: the SDK sends no answer to it, so there is nothing to report.
    if (options.signal.aborted) return toolError(MCP_ERRORS.cancelled);
    if (!isAppError(error)) logger.error({ err: error }, "MCP tool failed");
    return toolError(isAppError(error) ? error.message : "An unexpected error occurred.");
  } finally {
    clearTimeout(timer);
  }
}

const meetingId = z.string().describe("The meeting's id, as search_meetings answers it.");

/** With a hint that the answer's outside text is marked. */
const withUntrustedHint = (description: string) => `${description} ${MCP_UNTRUSTED_TEXT_HINT}`;

export type McpServerOptions = {
  /** How long one tool call may run: MCP_TOOL_BUDGET_MS unless a test needs a shorter one. */
  toolBudgetMs?: number;
};

export function createMcpServer(options: McpServerOptions = {}): McpServer {
  const server = new McpServer({ name: "civiclens", version: API_VERSION });
  const budgetMs = options.toolBudgetMs ?? MCP_TOOL_BUDGET_MS;
  const tool = (extra: { signal: AbortSignal }, run: (signal: AbortSignal) => Promise<CallToolResult>) =>
    runTool(run, { budgetMs, signal: extra.signal });

  server.registerTool(
    "list_cities",
    {
      description:
        "The cities CivicLens covers, with their keys (for the city parameter of search_meetings).",
    },
    (extra) =>
      tool(extra, async () => {
        const { data } = await listCitiesPage({ limit: 100 });
        return answer(
          { cities: data },
          data.map((city) => ({ title: city.name, url: city.url })),
        );
      }),
  );

  server.registerTool(
    "search_meetings",
    {
      description: withUntrustedHint(
        'Search what was said in public meetings, as the site\'s search does: words, "quoted phrases", -exclusions. Answers meetings with the moments (seconds) where the words were said.',
      ),
      inputSchema: {
        query: z.string().describe("The search."),
        city: z.string().optional().describe("A city key from list_cities; all cities when left out."),
        limit: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).optional(),
      },
    },
    ({ query, city, limit }, extra) =>
      tool(extra, async () => {
        const input = parseWith(searchQuerySchema, {
          q: query,
          city,
          limit: limit === undefined ? undefined : String(limit),
        });
        const { data } = await searchPage(input, { statementTimeoutMs: budgetMs });
        const citations = data.flatMap((hit) =>
          hit.moments.length > 0
            ? hit.moments.map((moment) => ({ title: hit.meeting.title, url: moment.url }))
            : [citeAt(hit.meeting, 0)],
        );
        return answer({ results: data }, citations, [
          "results[*].meeting.title",
          "results[*].snippet",
          "results[*].moments[*].speaker",
          "results[*].moments[*].snippet",
          CITATION_TITLES,
        ]);
      }),
  );

  server.registerTool(
    "get_meeting",
    {
      description: withUntrustedHint(
        "One meeting: title, date, city, body, source, video URL and what exists for it.",
      ),
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }, extra) =>
      tool(extra, async () => {
        const meeting = await getMeeting(parseMeetingId(meeting_id));
        return answer(
          { meeting },
          [citeAt(meeting, 0)],
          ["meeting.title", "meeting.description", "meeting.source.name", CITATION_TITLES],
        );
      }),
  );

  server.registerTool(
    "get_transcript",
    {
      description: withUntrustedHint(
        "A meeting's transcript lines (speaker, start and end seconds, text), optionally from one second to another.",
      ),
      inputSchema: {
        meeting_id: meetingId,
        from_seconds: z.number().min(0).optional(),
        to_seconds: z.number().min(0).optional(),
        limit: z.number().int().min(1).max(MAX_SEGMENT_PAGE_SIZE).optional(),
      },
    },
    ({ meeting_id, from_seconds, to_seconds, limit }, extra) =>
      tool(extra, async (signal) => {
        const { id } = parseMeetingId(meeting_id);
        const query = parseWith(segmentsQuerySchema, {
          from: from_seconds === undefined ? undefined : String(from_seconds),
          to: to_seconds === undefined ? undefined : String(to_seconds),
          limit: limit === undefined ? undefined : String(limit),
        });
        const meeting = await getMeeting({ id });
        signal.throwIfAborted();
        const { data, nextCursor } = await listSegmentsPage({ id, ...query });
        const first = data[0]?.start ?? from_seconds ?? 0;
        return answer(
          { meeting_id: id, segments: data, truncated: nextCursor !== null },
          [citeAt(meeting, first)],
          ["segments[*].speaker", "segments[*].text", CITATION_TITLES],
        );
      }),
  );

  server.registerTool(
    "get_analysis",
    {
      description: withUntrustedHint(
        "A meeting's record and analysis: its agenda items (chapters), decisions with item, motion, mover, seconder, tally and outcome (each with the words that say it), people, summary, highlights with quotes, action items.",
      ),
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }, extra) =>
      tool(extra, async (signal) => {
        const { id } = parseMeetingId(meeting_id);
        const meeting = await getMeeting({ id });
        signal.throwIfAborted();
        const analysis = await getAnalysis({ id });
        const moments = [...analysis.items, ...analysis.highlights, ...analysis.decisions].map((item) =>
          clockSeconds(item.timestamp),
        );
        const citations = [...new Set([0, ...moments])].map((seconds) => citeAt(meeting, seconds));
        // Written from the transcript, quotes and names included: every text in it came from the meeting.
        return answer({ analysis }, citations, ["analysis", CITATION_TITLES]);
      }),
  );

  server.registerTool(
    "get_story",
    {
      description: withUntrustedHint("The published news story written from a meeting."),
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }, extra) =>
      tool(extra, async (signal) => {
        const { id } = parseMeetingId(meeting_id);
        const meeting = await getMeeting({ id });
        signal.throwIfAborted();
        const story = await getStory({ id });
        return answer(
          { story },
          [citeAt(meeting, 0), { title: story.headline, url: story.url }],
          ["story", CITATION_TITLES],
        );
      }),
  );

  return server;
}

function parseMeetingId(value: string): { id: string } {
  return parseWith(z.object({ id: z.guid({ message: "meeting_id must be a meeting id (a UUID)." }) }), {
    id: value,
  });
}

const MCP_CORS_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, X-API-Key, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID",
  "Access-Control-Expose-Headers": "Mcp-Session-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
};

/** JSON-RPC's code for an error the server defines (-32000 to -32099), as the SDK's own 405 uses. */
const JSON_RPC_SERVER_ERROR = -32000;

/** A JSON-RPC error answered before any message reaches the server (`id` null: none was read). */
function jsonRpcError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Response {
  return Response.json(
    { jsonrpc: "2.0", error: { code, message }, id: null },
    { status, headers: { ...MCP_CORS_HEADERS, ...headers, "Cache-Control": "no-store" } },
  );
}

/** The body's one JSON-RPC message, or the JSON-RPC error that refuses it (a batch, not JSON, too large). */
async function readMessage(
  request: Request,
  headers: Record<string, string>,
): Promise<{ message: Record<string, unknown> } | { refused: Response }> {
  try {
    return { message: await parseJsonBody(request, mcpMessageBodySchema) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.code === "PAYLOAD_TOO_LARGE")
      return { refused: jsonRpcError(413, ErrorCode.InvalidRequest, error.message, headers) };
    // A schema's refusal names the field; a body that is not JSON at all is the protocol's parse error.
    const code = error.details?.fieldErrors ? ErrorCode.InvalidRequest : ErrorCode.ParseError;
    return { refused: jsonRpcError(400, code, error.message, headers) };
  }
}

/**
 * /mcp: stateless, one server per request, under the API's limits (a key raises them). Only POST carries messages:
 * a GET would open an event stream that a stateless server never writes to, held open for good, so GET and DELETE
 * answer 405 before anything is made or counted.
 */
export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: MCP_CORS_HEADERS });
  if (request.method !== "POST")
    return jsonRpcError(405, JSON_RPC_SERVER_ERROR, MCP_ERRORS.methodNotAllowed, { Allow: "POST" });
  let admission: Awaited<ReturnType<typeof admitApiRequest>>;
  try {
    admission = await admitApiRequest(request);
  } catch (error) {
    return apiError(error);
  }
  const read = await readMessage(request, admission.headers);
  if ("refused" in read) return read.refused;
  const server = createMcpServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, { parsedBody: read.message });
    const body = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries({ ...MCP_CORS_HEADERS, ...admission.headers }))
      headers.set(name, value);
    headers.set("Cache-Control", "no-store");
    return new Response(body.byteLength > 0 ? body : null, { status: response.status, headers });
  } finally {
    await server.close();
  }
}
