// The server's rewrite that sends the app's scripts inert (ADR 0050): it must find React Router's boot script and
// modulepreload links wherever the render stream happens to cut its chunks, and leave everything else as it was.
import { describe, expect, it } from "vitest";
import { inertAppScripts } from "../../app/features/shell/inert-app-scripts.server";

const HTML =
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/><title>Café à Harbor Point</title></head>' +
  '<body><p>type="module" async="" is text here, escaped as &quot; in a page</p>' +
  '<script nonce="n" type="module" async="">import("/assets/entry.client-a.js");</script></body>';

const INERT =
  '<head><link rel="x-app-modulepreload" href="/assets/entry.client-a.js" nonce="n"/><title>Café à Harbor Point</title></head>' +
  '<body><p>type="module" async="" is text here, escaped as &quot; in a page</p>' +
  '<script nonce="n" type="x-app-module" async="">import("/assets/entry.client-a.js");</script></body>';

async function rewriteInChunks(chunks: Buffer[]): Promise<string> {
  const stream = inertAppScripts();
  const out: Buffer[] = [];
  stream.on("data", (chunk: Buffer | string) => out.push(Buffer.from(chunk)));
  const ended = new Promise((resolve) => stream.on("end", resolve));
  for (const chunk of chunks) stream.write(chunk);
  stream.end();
  await ended;
  return Buffer.concat(out).toString("utf8");
}

describe("inertAppScripts", () => {
  it("makes the boot script and the modulepreloads inert, in one chunk", async () => {
    // Words in a page never match: React writes a text's quotes as &quot; and the route data's as \", so only the
    // two elements change.
    expect(await rewriteInChunks([Buffer.from(HTML)])).toBe(INERT);
  });

  it("finds them across every cut of the stream, a cut inside a character included", async () => {
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const result = await rewriteInChunks([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(result, `cut at byte ${cut}`).toBe(INERT);
    }
  });

  it("passes a page without the app's scripts through unchanged", async () => {
    const page = "<html><body><p>Nothing to start</p></body></html>";
    expect(await rewriteInChunks([Buffer.from(page)])).toBe(page);
  });
});
