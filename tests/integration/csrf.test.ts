import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CROSS_SITE_REFUSED, sameOriginWrites } from "../../server/http-app";

let base: string;
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginWrites("https://civic.example.org"));
  app.all("/{*splat}", (_request, response) => response.send("done"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (headers: Record<string, string>) =>
  fetch(`${base}/contact`, { method: "POST", headers, body: "x=1" });

describe("state-changing requests must come from our origin", () => {
  it("refuses another site's Origin or Referer with 403", async () => {
    const refused: Record<string, string>[] = [
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
      { origin: "null" },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe(CROSS_SITE_REFUSED);
    }
  });

  it("admits our public origin, the serving host, reads, and clients that send no Origin", async () => {
    expect((await post({ origin: "https://civic.example.org" })).status).toBe(200);
    expect((await post({ origin: base })).status).toBe(200);
    expect((await post({})).status).toBe(200);
    expect((await fetch(`${base}/contact`, { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
  });
});
