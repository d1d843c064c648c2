// The server's half of the app on demand (ADR 0050): for a document whose page starts the app only when a reader
// uses a control, the HTML React Router writes is streamed through a rewrite that makes the app's scripts inert.
// Its boot module script (`type="module" async=""` followed by its inline imports) gets a type the browser does not
// run, and its modulepreload links a rel the browser does not fetch; the island makes both live again, in place.
// The page's app data (React Router's hydration stream) is left out of such a document and answered on its own when
// the island asks for it (APP_DATA_PARAM, server/app-data-requests.ts).

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import type { EntryContext } from "react-router";
import { INERT_MODULE_TYPE, INERT_PRELOAD_REL } from "~/lib/app-on-demand";
import { type IslandMatch, islandOfPage } from "./page-island";

const REWRITES: ReadonlyArray<readonly [string, string]> = [
  ['<link rel="modulepreload"', `<link rel="${INERT_PRELOAD_REL}"`],
  ['type="module" async="">', `type="${INERT_MODULE_TYPE}" async="">`],
];
/** A pattern may be split across two chunks: this much of each chunk's end waits for the next. */
const CARRY = Math.max(...REWRITES.map(([from]) => from.length)) - 1;

function rewrite(text: string): string {
  let out = text;
  for (const [from, to] of REWRITES) out = out.split(from).join(to);
  return out;
}

/** A stream that rewrites the app's scripts to their inert form as the HTML passes through. */
export function inertAppScripts(): Transform {
  const decoder = new StringDecoder("utf8");
  let pending = "";
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const text = pending + (typeof chunk === "string" ? chunk : decoder.write(chunk));
      const rewritten = rewrite(text);
      // Hold back the tail only if it could be the start of a pattern; rewritten text never holds a pattern.
      const cut = Math.max(0, rewritten.length - CARRY);
      pending = rewritten.slice(cut);
      callback(null, rewritten.slice(0, cut));
    },
    flush(callback) {
      callback(null, rewrite(pending + decoder.end()));
    },
  });
}

/** Whether this document's page starts the app on demand: the same choice the root layout makes when it renders. */
export function documentStartsAppOnDemand(context: EntryContext): boolean {
  const handlerContext = context.staticHandlerContext;
  if (handlerContext.errors) return false;
  const matches: IslandMatch[] = handlerContext.matches.map((match) => ({
    handle: context.routeModules[match.route.id]?.handle,
    loaderData: handlerContext.loaderData[match.route.id],
  }));
  const rootData = matches[0]?.loaderData as { viewer?: unknown } | undefined;
  return islandOfPage(matches, Boolean(rootData?.viewer))?.appOnDemand === true;
}

/** Renders the document without its app data: React Router writes the data's scripts only when there is a stream. */
export function leaveOutAppData(context: EntryContext): void {
  const stream = context.serverHandoffStream;
  context.serverHandoffStream = undefined;
  void stream?.cancel().catch(() => undefined);
}

/**
 * A page's app data alone: the text React Router would have written into the page's stream scripts, which the island
 * enqueues on the page's stream. It is what the same loaders gave for the same address, so it matches the HTML.
 */
export function appDataResponse(context: EntryContext, status: number, headers: Headers): Response {
  headers.set("Content-Type", "text/plain; charset=utf-8");
  const stream = context.serverHandoffStream;
  if (!stream) return new Response("This page has no app data.", { status: 404, headers });
  return new Response(stream, { status, headers });
}
