// A loopback stand-in for an OpenAI-compatible chat endpoint (POST /chat/completions), answering from a script
// of replies: a JSON content, a raw body, an HTTP error, a cut-off answer (finish_reason "length") or a hang.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptedReply =
  | { content: unknown; finishReason?: string }
  | { rawContent: string; finishReason?: string }
  | { status: number; body?: string }
  | { rawBody: string }
  | { hangMs: number };

export type ReceivedChat = {
  model: string;
  /** The engine asks for deterministic answers (issue #14): 0. */
  temperature?: number;
  messages: { role: string; content: string }[];
  response_format: { type: string; json_schema: { name: string; strict: boolean; schema: unknown } };
  authorization: string | undefined;
};

export async function startFakeOpenAiChat(): Promise<{
  url: string;
  requests: ReceivedChat[];
  /** Replies are used in order; when the script runs out, `fallback` answers. */
  script(replies: ScriptedReply[], fallback?: (request: ReceivedChat) => ScriptedReply): void;
  close(): Promise<void>;
}> {
  const requests: ReceivedChat[] = [];
  let replies: ScriptedReply[] = [];
  let fallback: ((request: ReceivedChat) => ScriptedReply) | undefined;
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/v1/chat/completions") {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
        return;
      }
      const body = JSON.parse(raw) as Omit<ReceivedChat, "authorization">;
      const received = { ...body, authorization: request.headers.authorization };
      requests.push(received);
      const reply = replies.shift() ?? fallback?.(received) ?? { status: 500, body: "no scripted reply" };
      if ("hangMs" in reply) {
        setTimeout(() => response.destroyed || response.end(), reply.hangMs);
        return;
      }
      if ("status" in reply) {
        response.writeHead(reply.status, { "content-type": "application/json" });
        response.end(
          reply.body ??
            JSON.stringify({ error: { message: "Rate limit reached", type: "rate_limit_error" } }),
        );
        return;
      }
      if ("rawBody" in reply) {
        response.writeHead(200, { "content-type": "application/json" }).end(reply.rawBody);
        return;
      }
      const content = "rawContent" in reply ? reply.rawContent : JSON.stringify(reply.content);
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: "chat.completion",
          created: 1_700_000_000,
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content, refusal: null },
              logprobs: null,
              finish_reason: reply.finishReason ?? "stop",
            },
          ],
          usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next, nextFallback) {
      replies = [...next];
      fallback = nextFallback;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
