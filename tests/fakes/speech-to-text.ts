// A loopback OpenAI-compatible transcription endpoint: POST /v1/audio/transcriptions (multipart) -> verbose_json,
// with segments every 2 s of the uploaded WAV, plus one silent and one unsure segment the client must drop.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type SpeechMode = "ok" | "rate-limited" | "server-error" | "malformed" | "bad-request" | "hang";

export type ReceivedUpload = {
  headers: IncomingHttpHeaders;
  fields: Record<string, string[]>;
  filename: string;
  bytes: number;
  durationSeconds: number;
};

function wavDuration(data: Buffer): number {
  if (data.toString("ascii", 0, 4) !== "RIFF") return 0;
  const byteRate = data.readUInt32LE(28);
  const dataLength = data.readUInt32LE(40);
  return byteRate ? dataLength / byteRate : 0;
}

export async function startFakeSpeechToText(): Promise<{
  url: string;
  uploads: ReceivedUpload[];
  media: Map<string, Buffer>;
  setMode(mode: SpeechMode): void;
  close(): Promise<void>;
}> {
  const uploads: ReceivedUpload[] = [];
  const media = new Map<string, Buffer>();
  let mode: SpeechMode = "ok";
  let base = "";
  const server: Server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(request.url ?? "/", base);
    if (request.method === "GET" && media.has(url.pathname)) {
      return void response.writeHead(200, { "content-type": "audio/wav" }).end(media.get(url.pathname));
    }
    if (request.method !== "POST" || url.pathname !== "/v1/audio/transcriptions")
      return void response.writeHead(404).end();
    if (mode === "hang") return;
    let form: FormData;
    try {
      form = await new Request(base, {
        method: "POST",
        headers: { "content-type": String(request.headers["content-type"]) },
        body,
      }).formData();
    } catch {
      return void response
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ error: { message: "Could not parse multipart form" } }));
    }
    const fields: Record<string, string[]> = {};
    let file: File | null = null;
    for (const [name, value] of form) {
      if (typeof value === "string") fields[name] = [...(fields[name] ?? []), value];
      else file = value;
    }
    const data = file ? Buffer.from(await file.arrayBuffer()) : Buffer.alloc(0);
    const durationSeconds = wavDuration(data);
    uploads.push({
      headers: request.headers,
      fields,
      filename: file?.name ?? "",
      bytes: data.length,
      durationSeconds,
    });
    const json = { "content-type": "application/json" };
    if (mode === "rate-limited")
      return void response
        .writeHead(429, json)
        .end(JSON.stringify({ error: { message: "Rate limit reached", type: "requests" } }));
    if (mode === "server-error")
      return void response.writeHead(500, json).end(JSON.stringify({ error: { message: "boom" } }));
    if (mode === "bad-request")
      return void response
        .writeHead(400, json)
        .end(JSON.stringify({ error: { message: "Invalid file format." } }));
    if (mode === "malformed")
      return void response.writeHead(200, json).end('{"text": "partial", "segments": [');
    const part = uploads.length;
    const segments = [];
    for (let start = 0; start < durationSeconds; start += 2) {
      segments.push({
        id: segments.length,
        seek: 0,
        start,
        end: Math.min(start + 2, durationSeconds),
        text: ` part ${part} second ${start}`,
        tokens: [1, 2, 3],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.1,
        no_speech_prob: 0.01,
      });
    }
    segments.push({
      id: segments.length,
      seek: 0,
      start: 0,
      end: 1,
      text: " silence",
      tokens: [],
      temperature: 0,
      avg_logprob: -0.3,
      compression_ratio: 1,
      no_speech_prob: 0.9,
    });
    segments.push({
      id: segments.length,
      seek: 0,
      start: 1,
      end: 2,
      text: " mumble",
      tokens: [],
      temperature: 0,
      avg_logprob: -1.4,
      compression_ratio: 1,
      no_speech_prob: 0.1,
    });
    const text = segments.map((segment) => segment.text).join("");
    response.writeHead(200, json).end(
      JSON.stringify({
        task: "transcribe",
        language: "english",
        duration: durationSeconds,
        text,
        segments,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    uploads,
    media,
    setMode(next) {
      mode = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
