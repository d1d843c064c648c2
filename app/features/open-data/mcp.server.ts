// The MCP server (issue #18, ADR 0041): the public read API's data as tools for AI assistants, built on the official
// SDK. The tools call the same reads as /api/v1 (so the same visibility rules hold) and every answer carries
// citations: the meeting page at the second it refers to (`?t=`). Served over stdio (`npm run mcp`) and as stateless
// Streamable HTTP at /mcp, where the API's rate limits and keys apply.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { isAppError } from "~/lib/app-error";
import { env } from "~/lib/env.server";
import { parseWith } from "~/lib/http.server";
import { logger } from "~/lib/logger.server";
import { absoluteUrl, meetingMomentPath } from "~/lib/meeting-paths";
import { API_VERSION, MAX_SEARCH_PAGE_SIZE, MAX_SEGMENT_PAGE_SIZE } from "./open-data.constants";
import { searchQuerySchema, segmentsQuerySchema } from "./open-data.schema";
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

/** A tool's answer: the data and its citations, as structured content and as the same JSON in text. */
function answer(data: Record<string, unknown>, citations: Citation[]): CallToolResult {
  const structured = { ...data, citations };
  return { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured };
}

/** A refused call (bad input, not found) is the tool's error result, with the API's own message. */
async function tool(run: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await run();
  } catch (error) {
    if (!isAppError(error)) logger.error({ err: error }, "MCP tool failed");
    const message = isAppError(error) ? error.message : "An unexpected error occurred.";
    return { content: [{ type: "text", text: message }], isError: true };
  }
}

const meetingId = z.string().describe("The meeting's id, as search_meetings answers it.");

export function createMcpServer(): McpServer {
  const server = new McpServer({ name: "civiclens", version: API_VERSION });

  server.registerTool(
    "list_cities",
    {
      description:
        "The cities CivicLens covers, with their keys (for the city parameter of search_meetings).",
    },
    () =>
      tool(async () => {
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
      description:
        'Search what was said in public meetings, as the site\'s search does: words, "quoted phrases", -exclusions. Answers meetings with the moments (seconds) where the words were said.',
      inputSchema: {
        query: z.string().describe("The search."),
        city: z.string().optional().describe("A city key from list_cities; all cities when left out."),
        limit: z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE).optional(),
      },
    },
    ({ query, city, limit }) =>
      tool(async () => {
        const input = parseWith(searchQuerySchema, {
          q: query,
          city,
          limit: limit === undefined ? undefined : String(limit),
        });
        const { data } = await searchPage(input);
        const citations = data.flatMap((hit) =>
          hit.moments.length > 0
            ? hit.moments.map((moment) => ({ title: hit.meeting.title, url: moment.url }))
            : [citeAt(hit.meeting, 0)],
        );
        return answer({ results: data }, citations);
      }),
  );

  server.registerTool(
    "get_meeting",
    {
      description: "One meeting: title, date, city, body, source, video URL and what exists for it.",
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }) =>
      tool(async () => {
        const meeting = await getMeeting(parseMeetingId(meeting_id));
        return answer({ meeting }, [citeAt(meeting, 0)]);
      }),
  );

  server.registerTool(
    "get_transcript",
    {
      description:
        "A meeting's transcript lines (speaker, start and end seconds, text), optionally from one second to another.",
      inputSchema: {
        meeting_id: meetingId,
        from_seconds: z.number().min(0).optional(),
        to_seconds: z.number().min(0).optional(),
        limit: z.number().int().min(1).max(MAX_SEGMENT_PAGE_SIZE).optional(),
      },
    },
    ({ meeting_id, from_seconds, to_seconds, limit }) =>
      tool(async () => {
        const { id } = parseMeetingId(meeting_id);
        const query = parseWith(segmentsQuerySchema, {
          from: from_seconds === undefined ? undefined : String(from_seconds),
          to: to_seconds === undefined ? undefined : String(to_seconds),
          limit: limit === undefined ? undefined : String(limit),
        });
        const meeting = await getMeeting({ id });
        const { data, nextCursor } = await listSegmentsPage({ id, ...query });
        const first = data[0]?.start ?? from_seconds ?? 0;
        return answer({ meeting_id: id, segments: data, truncated: nextCursor !== null }, [
          citeAt(meeting, first),
        ]);
      }),
  );

  server.registerTool(
    "get_analysis",
    {
      description:
        "A meeting's record and analysis: its agenda items (chapters), decisions with item, motion, mover, seconder, tally and outcome (each with the words that say it), people, summary, highlights with quotes, action items.",
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }) =>
      tool(async () => {
        const { id } = parseMeetingId(meeting_id);
        const meeting = await getMeeting({ id });
        const analysis = await getAnalysis({ id });
        const moments = [...analysis.items, ...analysis.highlights, ...analysis.decisions].map((item) =>
          clockSeconds(item.timestamp),
        );
        const citations = [...new Set([0, ...moments])].map((seconds) => citeAt(meeting, seconds));
        return answer({ analysis }, citations);
      }),
  );

  server.registerTool(
    "get_story",
    {
      description: "The published news story written from a meeting.",
      inputSchema: { meeting_id: meetingId },
    },
    ({ meeting_id }) =>
      tool(async () => {
        const { id } = parseMeetingId(meeting_id);
        const meeting = await getMeeting({ id });
        const story = await getStory({ id });
        return answer({ story }, [citeAt(meeting, 0), { title: story.headline, url: story.url }]);
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
  "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS",
  "Access-Control-Allow-Headers":
    "Authorization, X-API-Key, Content-Type, Accept, Mcp-Session-Id, Mcp-Protocol-Version, Last-Event-ID",
  "Access-Control-Expose-Headers": "Mcp-Session-Id, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
};

/** /mcp: one stateless server per request, under the API's limits (a key raises them). */
export async function handleMcpRequest(request: Request): Promise<Response> {
  if (request.method === "OPTIONS") return new Response(null, { status: 204, headers: MCP_CORS_HEADERS });
  let admission: Awaited<ReturnType<typeof admitApiRequest>>;
  try {
    admission = await admitApiRequest(request);
  } catch (error) {
    return apiError(error);
  }
  const server = createMcpServer();
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request);
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
