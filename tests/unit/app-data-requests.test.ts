// Which requests ask for a page's app data (ADR 0050): only those with the parameter, which is taken off the address
// before the page cache and React Router read it; a client cannot ask by sending the server's own header.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { APP_DATA_HEADER } from "../../app/lib/app-on-demand";
import { appDataRequests, isAppDataRequest } from "../../server/app-data-requests";

function pass(method: string, address: string, headers: Record<string, string> = {}) {
  const request = {
    method,
    url: address,
    originalUrl: address,
    headers: { ...headers },
  } as unknown as Request;
  let nexted = false;
  appDataRequests()(request, {} as Response, () => {
    nexted = true;
  });
  expect(nexted).toBe(true);
  return request;
}

describe("appDataRequests", () => {
  it("takes the parameter off both addresses and marks the request, keeping the other parameters", () => {
    const request = pass("GET", "/city/x/meeting/1?t=90&app-data=1&q=bus+fares");
    expect(request.originalUrl).toBe("/city/x/meeting/1?t=90&q=bus+fares");
    expect(request.url).toBe(request.originalUrl);
    expect(isAppDataRequest(request)).toBe(true);
  });

  it("leaves no question mark behind when the parameter was the only one", () => {
    const request = pass("GET", "/city/x?app-data=1");
    expect(request.originalUrl).toBe("/city/x");
    expect(isAppDataRequest(request)).toBe(true);
  });

  it("drops the header a client sent, and leaves other requests as they came", () => {
    const requests: [string, string][] = [
      ["GET", "/city/x"],
      ["GET", "/city/x?q=app-data"],
      ["POST", "/city/x?app-data=1"],
    ];
    for (const [method, address] of requests) {
      const request = pass(method, address, { [APP_DATA_HEADER]: "1" });
      expect(request.originalUrl).toBe(address);
      expect(isAppDataRequest(request)).toBe(false);
    }
  });
});
