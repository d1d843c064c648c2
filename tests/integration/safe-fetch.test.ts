import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === "/ok") return response.end("hello");
    if (request.url === "/big") return response.end("x".repeat(2048));
    if (request.url === "/slow") return setTimeout(() => response.end("late"), 2000);
    if (request.url === "/loop") return response.writeHead(302, { location: "/loop" }).end();
    if (request.url === "/to-ok") return response.writeHead(301, { location: "/ok" }).end();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

async function load(allowPrivate: boolean) {
  vi.resetModules();
  vi.stubEnv("FETCH_ALLOW_PRIVATE_NETWORKS", allowPrivate ? "1" : "0");
  return import("~/lib/safe-fetch.server");
}

describe("safeFetch", () => {
  it("refuses loopback, private and reserved addresses unless explicitly allowed", async () => {
    const { safeFetch, BLOCKED_ADDRESS_MESSAGE, isPrivateAddress } = await load(false);
    await expect(safeFetch(`${base}/ok`)).rejects.toThrow(BLOCKED_ADDRESS_MESSAGE);
    await expect(safeFetch("http://localhost:8080/ok")).rejects.toThrow(BLOCKED_ADDRESS_MESSAGE);
    await expect(safeFetch("http://[::1]:8080/")).rejects.toThrow(BLOCKED_ADDRESS_MESSAGE);
    for (const address of [
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "::ffff:127.0.0.1",
      "fd00::1",
      "0.0.0.0",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["8.8.8.8", "2606:4700:4700::1111", "142.250.72.14"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
    await expect(safeFetch("file:///etc/passwd")).rejects.toThrow(
      "Only http and https addresses can be fetched.",
    );
  });

  it("fetches, follows a few redirects, and enforces size and time limits when loopback is admitted", async () => {
    const { safeFetch } = await load(true);
    expect((await safeFetch(`${base}/ok`)).text()).toBe("hello");
    const redirected = await safeFetch(`${base}/to-ok`);
    expect(redirected.url).toBe(`${base}/ok`);
    expect(redirected.text()).toBe("hello");
    await expect(safeFetch(`${base}/loop`)).rejects.toThrow("redirected too many times");
    await expect(safeFetch(`${base}/big`, { maxBytes: 1024 })).rejects.toThrow("larger than");
    await expect(safeFetch(`${base}/slow`, { timeoutMs: 300 })).rejects.toThrow("did not answer in time");
  });
});
