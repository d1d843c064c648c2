// Redirects never name a host the request chose (issue #31): a forged Host, or X-Forwarded-Host behind a trusted
// proxy, must not reach a Location, where a CDN could keep the 301 for everyone. Every route of app/routes.ts is
// asked for with both, its parameters filled so the non-canonical addresses (a meeting under another city, the short
// forms) redirect.
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { type Queue, setCurrentQueue, startQueue } from "~/lib/jobs.server";
import routes from "~/routes";
import { analysisResults, newsStory } from "../factories/analysis";
import { createCity, createVideoWithSegments } from "../factories/cities";
import { startTestHttpServer, type TestHttpServer } from "../setup/http-app-server";

const EVIL_HOST = "evil.example";

let queue: Queue | undefined;
let direct: TestHttpServer;
let behindProxy: TestHttpServer;
const params: Record<string, string> = {};

beforeAll(async () => {
  queue = await startQueue(database(), { supervise: false });
  setCurrentQueue(queue);
  direct = await startTestHttpServer({ config: { TRUST_PROXY: 0 } });
  behindProxy = await startTestHttpServer({ config: { TRUST_PROXY: 1 } });
  const city = await createCity();
  const elsewhere = await createCity();
  const video = await createVideoWithSegments(city.id, {
    videoId: "hostRedir01",
    videoUrl: "https://www.youtube.com/watch?v=hostRedir01",
    transcript: "[00:00:00] Clerk: The meeting is called to order.",
    publishedAt: new Date("2026-03-04T18:30:00Z"),
    analysisResults: analysisResults(),
    newsStory: newsStory({ headline: "Council meets" }),
    storyPublishedAt: new Date("2026-03-05T18:30:00Z"),
  });
  // The meeting asked for by its YouTube id and under another city's key: its canonical address is elsewhere, so
  // every meeting, story, transcript and card address redirects.
  params.locationKey = elsewhere.locationKey;
  params.videoId = video.videoId;
});

afterAll(async () => {
  await direct?.close();
  await behindProxy?.close();
  await queue?.stop();
  setCurrentQueue(undefined);
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const routePatterns = [
  "/",
  ...flatten(routes as unknown as RouteEntry[])
    .filter((entry) => entry.path !== undefined)
    .map((entry) => `/${entry.path}`),
];

function fill(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? "x").replace(/\*$/, "x");
}

/** A GET with the headers given, Host included (fetch may not set it). */
function get(server: TestHttpServer, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    const request = http.request(new URL(path, server.origin), { headers, agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

/** A Location is a path on this site, or an address of PUBLIC_URL's origin; never another host. */
function expectOwnLocation(path: string, location: string | undefined): void {
  if (location === undefined) return;
  const publicOrigin = new URL(env().PUBLIC_URL).origin;
  expect({ path, location, origin: new URL(location, publicOrigin).origin }).toEqual({
    path,
    location,
    origin: publicOrigin,
  });
  expect(location, path).not.toContain(EVIL_HOST);
}

describe("redirects under a forged host", () => {
  it("the canonical redirects of transcripts, share cards and pages are paths", async () => {
    const redirecting = [
      `/city/${params.locationKey}/meeting/${params.videoId}/transcript.srt`,
      `/meeting/${params.videoId}/transcript.vtt`,
      `/city/${params.locationKey}/meeting/${params.videoId}/og.png`,
      `/meeting/${params.videoId}/og.png`,
      `/story/${params.videoId}/og.png`,
      `/meeting/${params.videoId}`,
    ];
    for (const path of redirecting) {
      for (const [server, headers] of [
        [direct, { host: EVIL_HOST }],
        [behindProxy, { "x-forwarded-host": EVIL_HOST, "x-forwarded-proto": "https" }],
      ] as const) {
        const answer = await get(server, path, headers);
        expect({ path, status: answer.status }).toEqual({ path, status: 301 });
        expect(answer.location, path).toMatch(/^\/[^/\\]/);
        expectOwnLocation(path, answer.location);
      }
    }
  });

  it("no route of the route table names the forged host in a Location", async () => {
    for (const pattern of routePatterns) {
      const path = fill(pattern);
      for (const [server, headers] of [
        [direct, { host: EVIL_HOST }],
        [behindProxy, { host: EVIL_HOST, "x-forwarded-host": EVIL_HOST }],
      ] as const) {
        expectOwnLocation(path, (await get(server, path, headers)).location);
      }
    }
  });
});
