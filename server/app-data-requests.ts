// A page's app data, asked for at the page's own address (ADR 0050): `/city/x/meeting/y?t=90&app-data=1` is the
// meeting page's hydration data, not its HTML. The parameter is taken off the address here, before the page cache
// and React Router read it, so every loader sees the same request as the page's own and the data matches the HTML the
// reader has; the server-only header APP_DATA_HEADER says what was asked for instead.
import type { RequestHandler } from "express";
import { APP_DATA_HEADER, APP_DATA_PARAM } from "~/lib/app-on-demand";

export function appDataRequests(): RequestHandler {
  return (request, _response, next) => {
    // Only this middleware says a request is for app data: a client cannot send the header itself.
    delete request.headers[APP_DATA_HEADER];
    const queryStart = request.originalUrl.indexOf("?");
    if (queryStart < 0 || (request.method !== "GET" && request.method !== "HEAD")) return next();
    const query = new URLSearchParams(request.originalUrl.slice(queryStart + 1));
    if (!query.has(APP_DATA_PARAM)) return next();
    query.delete(APP_DATA_PARAM);
    const rest = query.toString();
    const address = `${request.originalUrl.slice(0, queryStart)}${rest ? `?${rest}` : ""}`;
    // Express routes by `url` and React Router builds its request from `originalUrl`: both lose the parameter.
    request.url = address;
    request.originalUrl = address;
    request.headers[APP_DATA_HEADER] = "1";
    next();
  };
}

/** Whether this request asked for a page's app data rather than its HTML. */
export function isAppDataRequest(request: {
  headers: Record<string, string | string[] | undefined>;
}): boolean {
  return request.headers[APP_DATA_HEADER] === "1";
}
