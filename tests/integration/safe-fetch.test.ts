// The SSRF guard against loopback fakes: refused address forms, structured failure reasons, operator endpoints
// that may be local, and redirects that never carry credentials or a body to another origin (issues #5 and #12).
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { startFakeOpenAiChat } from "../fakes/openai-chat";

type ReceivedRequest = {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  cookie: string | undefined;
  contentType: string | undefined;
  body: string;
};

let server: Server;
let base: string;
/** A second loopback server on another port: another origin, as a redirect to an outside host would be. */
let otherServer: Server;
let otherBase: string;
const received: ReceivedRequest[] = [];
const otherReceived: ReceivedRequest[] = [];

function readRequest(request: IncomingMessage): Promise<ReceivedRequest> {
  return new Promise((resolve) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () =>
      resolve({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
        cookie: request.headers.cookie,
        contentType: request.headers["content-type"],
        body,
      }),
    );
  });
}

async function listen(target: Server): Promise<string> {
  await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const seen = await readRequest(request);
    received.push(seen);
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname === "/ok") return response.end("hello");
    if (url.pathname === "/big") return response.end("x".repeat(2048));
    if (url.pathname === "/slow") return setTimeout(() => response.end("late"), 2000);
    if (url.pathname === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    if (url.pathname === "/to-ok") return response.writeHead(301, { location: "/ok" }).end();
    if (url.pathname === "/unavailable") return response.writeHead(503).end("busy");
    if (url.pathname === "/echo") return response.end(JSON.stringify(seen));
    // /redirect/307 → the other origin's /echo; /redirect/307?same → this origin's /echo.
    const redirect = url.pathname.match(/^\/redirect\/(\d{3})$/);
    if (redirect) {
      const location = url.searchParams.has("same") ? "/echo" : `${otherBase}/echo`;
      return response.writeHead(Number(redirect[1]), { location }).end();
    }
    response.writeHead(404).end("not here");
  });
  otherServer = createServer(async (request, response) => {
    otherReceived.push(await readRequest(request));
    response.end("other");
  });
  base = await listen(server);
  otherBase = await listen(otherServer);
});

beforeEach(() => {
  received.length = 0;
  otherReceived.length = 0;
});

afterAll(() => {
  server.close();
  otherServer.close();
  vi.unstubAllEnvs();
});

/** The module with a fresh env(): the guard open (tests' local fakes) or closed (the default). */
async function load(allowPrivate: boolean | undefined) {
  vi.resetModules();
  vi.stubEnv(
    "FETCH_ALLOW_PRIVATE_NETWORKS",
    allowPrivate === undefined ? undefined : allowPrivate ? "1" : "0",
  );
  return import("~/lib/safe-fetch.server");
}

describe("isPrivateAddress", () => {
  it("refuses private ranges and every IPv6 form that embeds an IPv4 address, and admits public ones", async () => {
    const { isPrivateAddress } = await load(false);
    for (const address of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      // IPv4-mapped, dotted and hex.
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:a9fe:a9fe",
      // IPv4-compatible, dotted and hex.
      "::127.0.0.1",
      "::7f00:1",
      "::808:808",
      // IPv4-translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96 and 64:ff9b:1::/48), 6to4 (2002::/16), Teredo.
      "::ffff:0:7f00:1",
      "::ffff:0:808:808",
      "64:ff9b::7f00:1",
      "64:ff9b::808:808",
      "64:ff9b:1::1",
      "2002:7f00:1::",
      "2002:808:808::1",
      "2001:0:4136:e378:8000:63bf:3fff:fdd2",
      "not an address",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of [
      "8.8.8.8",
      "142.250.72.14",
      "2606:4700::1111",
      "2606:4700:4700::1111",
      "2a00:1450:4001:82b::200e",
      // An IPv4-mapped public address is that public address.
      "::ffff:8.8.8.8",
      "::ffff:808:808",
    ]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("safeFetch", () => {
  it("refuses loopback, private and reserved addresses, in every spelling, as a blocked address", async () => {
    const { safeFetch, BLOCKED_ADDRESS_MESSAGE } = await load(false);
    const port = new URL(base).port;
    for (const url of [
      `${base}/ok`,
      `http://localhost:${port}/ok`,
      `http://[::1]:${port}/`,
      `http://[::7f00:1]:${port}/`,
      `http://[64:ff9b::7f00:1]:${port}/`,
      `http://[2002:7f00:1::]:${port}/`,
      `http://[::ffff:0:7f00:1]:${port}/`,
      `http://[::ffff:7f00:1]:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ]) {
      await expect(safeFetch(url), url).rejects.toMatchObject({
        name: "FetchError",
        reason: "blocked-address",
        code: "BAD_REQUEST",
        message: BLOCKED_ADDRESS_MESSAGE,
        details: { reason: "blocked-address" },
      });
    }
    expect(received).toEqual([]);
    await expect(safeFetch("file:///etc/passwd")).rejects.toMatchObject({
      reason: "unsupported-protocol",
      message: "Only http and https addresses can be fetched.",
    });
  });

  it("fetches, follows a few redirects, and reports each failure with its reason", async () => {
    const { safeFetch, isTransientFetchError } = await load(true);
    expect((await safeFetch(`${base}/ok`)).text()).toBe("hello");
    const redirected = await safeFetch(`${base}/to-ok`);
    expect(redirected.url).toBe(`${base}/ok`);
    expect(redirected.text()).toBe("hello");

    const loop = safeFetch(`${base}/loop`).catch((error: unknown) => error);
    expect(await loop).toMatchObject({
      reason: "too-many-redirects",
      code: "UPSTREAM_FAILED",
      message: `${new URL(base).host} redirected too many times.`,
    });
    const big = await safeFetch(`${base}/big`, { maxBytes: 1024 }).catch((error: unknown) => error);
    expect(big).toMatchObject({ reason: "too-large", code: "UPSTREAM_FAILED" });
    expect((big as Error).message).toMatch("larger than");
    const slow = await safeFetch(`${base}/slow`, { timeoutMs: 300 }).catch((error: unknown) => error);
    expect(slow).toMatchObject({ reason: "timeout", code: "UPSTREAM_FAILED" });
    expect((slow as Error).message).toMatch("did not answer in time");

    const closed = createServer();
    const closedBase = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = await safeFetch(`${closedBase}/`).catch((error: unknown) => error);
    expect(unreachable).toMatchObject({ reason: "unreachable", code: "UPSTREAM_FAILED" });
    expect((unreachable as Error).message).toMatch("could not be reached");

    // A status outside 2xx is an answer, unless the caller asks for 2xx only.
    expect((await safeFetch(`${base}/missing`)).status).toBe(404);
    const missing = await safeFetch(`${base}/missing`, { requireOk: true }).catch((error: unknown) => error);
    expect(missing).toMatchObject({
      reason: "http-status",
      upstreamStatus: 404,
      code: "UPSTREAM_FAILED",
      details: { reason: "http-status", upstreamStatus: 404 },
    });
    const busy = await safeFetch(`${base}/unavailable`, { requireOk: true }).catch((error: unknown) => error);
    expect(busy).toMatchObject({ reason: "http-status", upstreamStatus: 503 });

    // Only what a later try could get past is transient.
    expect([slow, unreachable, busy].map(isTransientFetchError)).toEqual([true, true, true]);
    expect([loop, big, missing].map(isTransientFetchError)).toEqual([false, false, false]);
  });

  it("reaches an operator endpoint on loopback with the guard closed, and nothing else there", async () => {
    const { safeFetch } = await load(false);
    const answer = await safeFetch(`${base}/ok`, { destination: "operator" });
    expect(answer.text()).toBe("hello");
    await expect(safeFetch(`${base}/ok`)).rejects.toMatchObject({ reason: "blocked-address" });
    await expect(safeFetch(`${base}/ok`, { destination: "untrusted" })).rejects.toMatchObject({
      reason: "blocked-address",
    });
    // The trust stays at the operator's origin: a redirect from it to another address is guarded again.
    await expect(
      safeFetch(`${base}/redirect/302`, {
        destination: "operator",
        headers: { authorization: "Bearer operator-key" },
      }),
    ).rejects.toMatchObject({ reason: "blocked-address" });
    expect(received.map((request) => request.url)).toEqual(["/ok", "/redirect/302"]);
    expect(otherReceived).toEqual([]);
    // At its own origin, it still follows.
    const same = await safeFetch(`${base}/redirect/302?same`, { destination: "operator" });
    expect(same.url).toBe(`${base}/echo`);
  });

  it("never carries credentials or a POST body across a redirect to another origin", async () => {
    const { safeFetch } = await load(true);
    const secrets = {
      authorization: "Bearer secret-key",
      cookie: "session=secret",
      "proxy-authorization": "Basic c2VjcmV0",
      "content-type": "application/json",
    };
    const body = JSON.stringify({ prompt: "private" });

    for (const status of [301, 302, 303]) {
      otherReceived.length = 0;
      const answer = await safeFetch(`${base}/redirect/${status}`, {
        method: "POST",
        headers: secrets,
        body,
      });
      expect(answer.text(), String(status)).toBe("other");
      expect(otherReceived, String(status)).toEqual([
        {
          method: "GET",
          url: "/echo",
          authorization: undefined,
          cookie: undefined,
          contentType: undefined,
          body: "",
        },
      ]);
    }

    // A 307 or 308 would resend the body: to another origin it is refused, not followed.
    otherReceived.length = 0;
    for (const status of [307, 308]) {
      await expect(
        safeFetch(`${base}/redirect/${status}`, { method: "POST", headers: secrets, body }),
      ).rejects.toMatchObject({ reason: "redirect-refused", code: "UPSTREAM_FAILED" });
    }
    expect(otherReceived).toEqual([]);

    // A GET keeps its method but not its credentials.
    otherReceived.length = 0;
    await safeFetch(`${base}/redirect/307`, { headers: { authorization: "Bearer secret-key" } });
    expect(otherReceived).toMatchObject([{ method: "GET", authorization: undefined }]);

    // At the same origin a 307 keeps the method, the body and the credentials.
    received.length = 0;
    const same = await safeFetch(`${base}/redirect/307?same`, { method: "POST", headers: secrets, body });
    expect(same.json()).toMatchObject({
      method: "POST",
      url: "/echo",
      authorization: secrets.authorization,
      body,
    });
  });

  it("lets LLM_BASE_URL point at a local model on loopback with FETCH_ALLOW_PRIVATE_NETWORKS unset", async () => {
    const fake = await startFakeOpenAiChat();
    try {
      expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
      vi.stubEnv("LLM_BASE_URL", fake.url);
      vi.stubEnv("LLM_API_KEY", "local-key");
      const { safeFetch } = await load(undefined);
      const { chatJson } = await import("~/lib/llm.server");
      fake.script([{ content: { answer: "local" } }]);
      const answer = await chatJson({
        messages: [{ role: "user", content: "Say local." }],
        schemaName: "answer",
        schema: {
          type: "object",
          properties: { answer: { type: "string" } },
          required: ["answer"],
          additionalProperties: false,
        },
      });
      expect(JSON.parse(answer.content)).toEqual({ answer: "local" });
      expect(fake.requests).toMatchObject([{ authorization: "Bearer local-key" }]);
      // The same address given as a feed's URL stays refused.
      await expect(safeFetch(`${fake.url}/chat/completions`)).rejects.toMatchObject({
        reason: "blocked-address",
      });
    } finally {
      await fake.close();
    }
  });
});
