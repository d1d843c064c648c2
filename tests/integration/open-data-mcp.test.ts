// The MCP server (issue #18, ADR 0041) through the official SDK's own client: over Streamable HTTP at /mcp of the
// real HTTP stack (every tool, with citations to the meeting page at ?t= seconds, under the API's limits) and over
// stdio, spawned as `npm run mcp` runs it.
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { transcriptSegments } from "#db/schema";
import { MCP_TOOL_NAMES } from "~/features/open-data/mcp.server";
import {
  API_ERRORS,
  MCP_UNTRUSTED_TEXT_HINT,
  MCP_UNTRUSTED_TEXT_NOTE,
} from "~/features/open-data/open-data.copy";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { projectRoot } from "~/lib/project-root.server";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

type Structured = Record<string, unknown> & {
  citations: { title: string; url: string }[];
  untrusted_text?: { note: string; fields: string[] };
};

let server: TestHttpServer;
let client: Client;
let city: Awaited<ReturnType<typeof createCity>>;
let meetingId: string;
let hiddenMeetingId: string;

beforeAll(async () => {
  city = await createCity({ name: "Mcpville" });
  const hidden = await createCity({ name: "Mcp Hidden", status: "New" });
  const meeting = await createVideo(city.id, {
    title: "City Council budget hearing",
    transcript: "The harbor budget passed.",
    analysisResults: analysisResults(),
    analyzedAt: new Date(),
    newsStory: newsStory({ headline: "Harbor budget passes" }),
    storyPublishedAt: new Date(),
  });
  meetingId = meeting.id;
  await db()
    .insert(transcriptSegments)
    .values(
      Array.from({ length: 10 }, (_, position) => ({
        videoId: meeting.id,
        position,
        startSeconds: position * 30,
        endSeconds: position * 30 + 29,
        speaker: "Clerk",
        text: `Line ${position}: the harbor budget item`,
      })),
    );
  hiddenMeetingId = (await createVideo(hidden.id, { title: "Hidden meeting" })).id;
  server = await startTestHttpServer();
  client = new Client({ name: "civiclens-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.origin}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

async function call(name: string, args: Record<string, unknown>): Promise<Structured> {
  const result = await client.callTool({ name, arguments: args });
  expect(result.isError ?? false, JSON.stringify(result.content)).toBe(false);
  return result.structuredContent as Structured;
}

const meetingPage = () => `${env().PUBLIC_URL}/city/${city.locationKey}/meeting/${meetingId}`;

describe("MCP over Streamable HTTP (/mcp)", () => {
  it("offers the six tools", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
    // Every tool that answers with text from meetings or video sources says the answer marks it (issue #31).
    for (const tool of tools.filter((candidate) => candidate.name !== "list_cities"))
      expect(tool.description, tool.name).toContain(MCP_UNTRUSTED_TEXT_HINT);
  });

  it("list_cities names the public cities with their pages", async () => {
    const answer = await call("list_cities", {});
    const keys = (answer.cities as { key: string }[]).map((item) => item.key);
    expect(keys).toContain(city.locationKey);
    expect(JSON.stringify(answer)).not.toContain("Mcp Hidden");
    // The operator's own cities: nothing from outside to mark.
    expect(answer.untrusted_text).toBeUndefined();
    expect(answer.citations).toContainEqual({
      title: "Mcpville",
      url: `${env().PUBLIC_URL}/city/${city.locationKey}`,
    });
  });

  it("search_meetings answers moments cited at ?t= seconds", async () => {
    const answer = await call("search_meetings", { query: "harbor", city: city.locationKey });
    expect((answer.results as unknown[]).length).toBe(1);
    expect(answer.citations.length).toBeGreaterThan(0);
    for (const citation of answer.citations)
      expect(citation.url).toMatch(new RegExp(`^${meetingPage()}\\?t=\\d+`));
    expect(answer.untrusted_text).toEqual({
      note: MCP_UNTRUSTED_TEXT_NOTE,
      fields: [
        "results[*].meeting.title",
        "results[*].snippet",
        "results[*].moments[*].speaker",
        "results[*].moments[*].snippet",
        "citations[*].title",
      ],
    });
  });

  it("get_meeting, get_analysis and get_story cite the meeting page", async () => {
    const meeting = await call("get_meeting", { meeting_id: meetingId });
    expect(meeting.citations).toEqual([
      { title: "City Council budget hearing", url: `${meetingPage()}?t=0` },
    ]);
    expect(meeting.untrusted_text?.fields).toEqual([
      "meeting.title",
      "meeting.description",
      "meeting.source.name",
      "citations[*].title",
    ]);
    const analysis = await call("get_analysis", { meeting_id: meetingId });
    // The factory's highlights are at 00:10:05 and 00:11:05.
    expect(analysis.citations.map((citation) => citation.url)).toEqual(
      expect.arrayContaining([`${meetingPage()}?t=0`, `${meetingPage()}?t=605`, `${meetingPage()}?t=665`]),
    );
    const story = await call("get_story", { meeting_id: meetingId });
    expect((story.story as { headline: string }).headline).toBe("Harbor budget passes");
    expect(story.citations[0]?.url).toBe(`${meetingPage()}?t=0`);
    expect(analysis.untrusted_text?.fields).toEqual(["analysis", "citations[*].title"]);
    expect(story.untrusted_text?.fields).toEqual(["story", "citations[*].title"]);
  });

  it("never gives a story an editor has not published (issue #30: drafts reach no MCP tool)", async () => {
    const draft = await createVideo(city.id, {
      title: "Planning commission hearing",
      transcript: "The variance was continued.",
      analysisResults: analysisResults(),
      analyzedAt: new Date(),
      newsStory: newsStory({ headline: "Draft that waits for an editor" }),
      storyPublishedAt: null,
    });
    const answer = await client.callTool({ name: "get_story", arguments: { meeting_id: draft.id } });
    expect(answer.isError).toBe(true);
    expect(JSON.stringify(answer.content)).toContain(API_ERRORS.storyNotFound);
    expect(JSON.stringify(answer.content)).not.toContain("Draft that waits");
  });

  it("get_transcript reads a time range and cites its first second", async () => {
    const answer = await call("get_transcript", { meeting_id: meetingId, from_seconds: 65, to_seconds: 150 });
    const segments = answer.segments as { start: number }[];
    expect(segments.map((segment) => segment.start)).toEqual([60, 90, 120, 150]);
    expect(answer.citations).toEqual([
      { title: "City Council budget hearing", url: `${meetingPage()}?t=60` },
    ]);
  });

  it("marks what was said as third-party text, in the structured answer and in the text the model reads", async () => {
    const result = await client.callTool({ name: "get_transcript", arguments: { meeting_id: meetingId } });
    const structured = result.structuredContent as Structured;
    // The lines keep their shape; the answer names them as outside text, with the note that they are not instructions.
    expect((structured.segments as { text: string }[])[0]?.text).toBe("Line 0: the harbor budget item");
    expect(structured.untrusted_text).toEqual({
      note: MCP_UNTRUSTED_TEXT_NOTE,
      fields: ["segments[*].speaker", "segments[*].text", "citations[*].title"],
    });
    const [text] = result.content as { type: string; text: string }[];
    expect(JSON.parse(text?.text ?? "")).toEqual(structured);
  });

  it("refuses a bad id and a meeting of a city that is not public, as tool errors", async () => {
    const bad = await client.callTool({ name: "get_meeting", arguments: { meeting_id: "nope" } });
    expect(bad.isError).toBe(true);
    const hidden = await client.callTool({
      name: "get_transcript",
      arguments: { meeting_id: hiddenMeetingId },
    });
    expect(hidden.isError).toBe(true);
    expect(JSON.stringify(hidden.content)).toContain("No public meeting has that id.");
  });

  it("counts every request against the API's limits, with the same headers", async () => {
    const response = await fetch(`${server.origin}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: {} }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("ratelimit-limit")).toBe(String(env().API_RATE_LIMIT_PER_MINUTE));
    expect(Number(response.headers.get("ratelimit-remaining"))).toBeLessThan(env().API_RATE_LIMIT_PER_MINUTE);
    const keyed = await fetch(`${server.origin}/mcp`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": "clk_not-a-key" },
      body: "{}",
    });
    expect(keyed.status).toBe(401);
    expect(await keyed.json()).toMatchObject({ error: { code: "invalid_api_key" } });
  });
});

/** A child process that starts tsx and migrates a database of its own: slow on a busy machine, so a wider bound. */
const STDIO_TEST_TIMEOUT_MS = 180_000;

describe("MCP over stdio (npm run mcp)", () => {
  it("answers through the SDK's stdio client", { timeout: STDIO_TEST_TIMEOUT_MS }, async () => {
    const root = projectRoot();
    const environment: Record<string, string> = {
      PATH: process.env.PATH ?? "",
      DATA_DIR: await mkdtemp(path.join(tmpdir(), "civiclens-mcp-")),
      NODE_ENV: "test",
      DEMO_SEED: "0",
    };
    // On PostgreSQL the child reads this file's database; on PGlite a database of its own (one process per file).
    if (process.env.TEST_FILE_DATABASE_URL) environment.DATABASE_URL = process.env.TEST_FILE_DATABASE_URL;
    const stdio = new Client({ name: "civiclens-stdio-test", version: "1.0.0" });
    await stdio.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/mcp.ts")],
        cwd: root,
        env: environment,
        stderr: "pipe",
      }),
    );
    try {
      const { tools } = await stdio.listTools();
      expect(tools.map((tool) => tool.name).sort()).toEqual([...MCP_TOOL_NAMES].sort());
      const result = await stdio.callTool({ name: "list_cities", arguments: {} });
      expect(result.isError ?? false).toBe(false);
      const structured = result.structuredContent as Structured;
      expect(Array.isArray(structured.cities)).toBe(true);
      expect(Array.isArray(structured.citations)).toBe(true);
      if (environment.DATABASE_URL)
        expect((structured.cities as { key: string }[]).map((item) => item.key)).toContain(city.locationKey);
    } finally {
      await stdio.close();
    }
  });
});
