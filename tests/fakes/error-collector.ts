// A loopback stand-in for a Sentry-compatible collector: POST /api/<project>/envelope/ with an envelope body (JSON
// lines: envelope header, item header, event) and the X-Sentry-Auth header, as Sentry and GlitchTip accept them.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedEnvelope = {
  path: string;
  headers: IncomingHttpHeaders;
  envelope: Record<string, unknown>;
  item: Record<string, unknown>;
  event: Record<string, unknown>;
};

export async function startFakeErrorCollector(options: { status?: number } = {}): Promise<{
  dsn: string;
  envelopes: ReceivedEnvelope[];
  close(): Promise<void>;
}> {
  const envelopes: ReceivedEnvelope[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      if (request.method !== "POST" || !/^\/api\/\d+\/envelope\/$/.test(request.url ?? "")) {
        response.writeHead(404).end();
        return;
      }
      const [envelope, item, event] = raw.split("\n").map((line) => JSON.parse(line));
      envelopes.push({ path: request.url ?? "", headers: request.headers, envelope, item, event });
      response.writeHead(options.status ?? 200, { "content-type": "application/json" });
      response.end(JSON.stringify({ id: envelope.event_id }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey123@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
