// A loopback stand-in for a Plausible-compatible events endpoint (POST /api/event with a JSON body).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type ReceivedEvent = { body: Record<string, unknown>; headers: IncomingHttpHeaders };

export async function startFakePlausible(): Promise<{
  url: string;
  events: ReceivedEvent[];
  close(): Promise<void>;
}> {
  const events: ReceivedEvent[] = [];
  const server: Server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => {
      raw += chunk;
    });
    request.on("end", () => {
      if (request.method !== "POST" || request.url !== "/api/event") {
        response.writeHead(404).end();
        return;
      }
      events.push({ body: JSON.parse(raw), headers: request.headers });
      response.writeHead(202, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    events,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
