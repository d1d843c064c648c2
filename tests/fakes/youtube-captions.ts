// A loopback stand-in for YouTube's watch page (ytInitialPlayerResponse) and timedtext endpoint (fmt=json3).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type CaptionScenario =
  | "ok"
  | "asr-only"
  | "no-captions"
  | "no-player"
  | "login-required"
  | "empty-track"
  | "hang"
  | "malformed-track"
  | "server-error";

export type Json3Event = { tStartMs: number; dDurationMs?: number; segs?: Array<{ utf8: string }> };

export async function startFakeYoutubeCaptions(options: {
  scenarios: Record<string, CaptionScenario>;
  events: Json3Event[];
}): Promise<{ url: string; requests: string[]; close(): Promise<void> }> {
  const requests: string[] = [];
  let base = "";
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", base);
    requests.push(`${url.pathname}${url.search}`);
    const id = url.searchParams.get("v") ?? "";
    const scenario = options.scenarios[id] ?? "no-captions";
    if (scenario === "hang") return; // never answers
    if (url.pathname === "/watch") {
      if (scenario === "server-error") return void response.writeHead(503).end("unavailable");
      if (scenario === "no-player") {
        return void response
          .writeHead(200, { "content-type": "text/html" })
          .end("<html><body>Before you continue to YouTube</body></html>");
      }
      const track = (lang: string, kind?: string) => ({
        baseUrl: `${base}/api/timedtext?v=${id}&lang=${lang}${kind ? `&kind=${kind}` : ""}`,
        name: { simpleText: lang },
        vssId: `${kind === "asr" ? "a" : ""}.${lang}`,
        languageCode: lang,
        ...(kind ? { kind } : {}),
        isTranslatable: true,
      });
      const tracks =
        scenario === "asr-only"
          ? [track("es"), track("en", "asr")]
          : [track("es"), track("en", "asr"), track("en")];
      const player = {
        playabilityStatus:
          scenario === "login-required"
            ? { status: "LOGIN_REQUIRED", reason: "Sign in to confirm you're not a bot" }
            : { status: "OK" },
        videoDetails: { videoId: id, title: 'Council meeting "quoted" {braces}' },
        ...(scenario === "no-captions" || scenario === "login-required"
          ? {}
          : { captions: { playerCaptionsTracklistRenderer: { captionTracks: tracks } } }),
      };
      const html = `<!doctype html><html><head><script>var ytInitialPlayerResponse = ${JSON.stringify(player)};var meta = {"a":1};</script></head><body></body></html>`;
      return void response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
    if (url.pathname === "/api/timedtext") {
      if (url.searchParams.get("fmt") !== "json3") return void response.writeHead(400).end();
      if (scenario === "empty-track")
        return void response.writeHead(200, { "content-type": "application/json" }).end("");
      if (scenario === "malformed-track")
        return void response.writeHead(200, { "content-type": "application/json" }).end('{"events": [');
      const lang = url.searchParams.get("lang");
      const kind = url.searchParams.get("kind");
      const events = options.events.map((event) => ({
        ...event,
        segs: event.segs?.map((seg) => ({
          utf8: `${seg.utf8}${lang === "en" && !kind ? "" : ` (${lang}${kind ? `-${kind}` : ""})`}`,
        })),
      }));
      return void response
        .writeHead(200, { "content-type": "application/json" })
        .end(
          JSON.stringify({ wireMagic: "pb3", pens: [{}], wsWinStyles: [{}], wpWinPositions: [{}], events }),
        );
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A meeting's captions, long enough to be analysed, with a motion, a vote and a direction to staff. */
export function meetingCaptions(): Json3Event[] {
  const lines = [
    "Good evening, I call this regular meeting of the city council to order.",
    "The clerk will call the roll. All five members are present and we have a quorum.",
    "The first item is the budget amendment for the Riverside Park playground, estimated at $240,000.",
    "Staff recommends awarding the contract to Cedar Builders after a competitive bid with four responses.",
    "Residents spoke during public comment about shade structures, accessible swings and evening lighting.",
    "I move that we approve the budget amendment and award the contract as recommended by staff.",
    "Second. Any further discussion? Hearing none, all in favor say aye. The motion carries 5-0.",
    "Staff is directed to return by March 15 with a maintenance plan and a schedule for the lighting work.",
    "The next regular meeting will be held on March 3 in the council chambers at the civic center.",
    "There being no further business, this meeting is adjourned at 8:42 PM. Thank you all for coming.",
  ];
  return lines.flatMap((text, index) => [
    { tStartMs: index * 30_000, dDurationMs: 28_000, segs: [{ utf8: text }] },
    { tStartMs: index * 30_000 + 15_000, dDurationMs: 14_000, segs: [{ utf8: `${text} ${text}` }] },
  ]);
}
