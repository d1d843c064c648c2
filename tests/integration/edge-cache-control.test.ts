// Cache-Control at the HTTP edge (issue #12, #16): signed-in pages and the account, admin and outbox answers (and
// their data requests) carry `private, no-store`, whatever the route set; anonymous public pages and their data
// requests are the page cache's (page-cache.test.ts); static files keep their own.
import { describe, expect, it } from "vitest";
import { PUBLIC_CACHE_CONTROL } from "../../server/page-cache";
import { PRIVATE_CACHE_CONTROL } from "../../server/private-responses";
import { testHttpServerForFile } from "../setup/http-app-server";

const server = testHttpServerForFile();

async function cacheControl(path: string, headers: Record<string, string> = {}): Promise<string | null> {
  const response = await fetch(`${server.origin}${path}`, { headers, redirect: "manual" });
  await response.arrayBuffer();
  expect(response.status, path).toBeLessThan(500);
  return response.headers.get("cache-control");
}

describe("Cache-Control", () => {
  it("is private, no-store on every answer to a signed-in request, overriding what the route set", async () => {
    const signedIn: Record<string, string>[] = [
      { cookie: "civiclens.session_token=anything" },
      { cookie: "theme=dark; __Secure-civiclens.session_token=anything" },
      { authorization: "Bearer some-token" },
    ];
    for (const headers of signedIn) {
      for (const path of ["/", "/about", "/robots.txt"]) {
        expect(await cacheControl(path, headers), `${path} ${JSON.stringify(headers)}`).toBe(
          PRIVATE_CACHE_CONTROL,
        );
      }
    }
  });

  it("is private, no-store on the account, admin, outbox and alert-link answers and their data, signed in or not", async () => {
    for (const path of [
      "/admin.data",
      "/profile.data",
      "/auth.data",
      "/auth",
      "/auth/forgot-password",
      "/api/auth/get-session",
      "/profile",
      "/admin",
      "/admin/pipeline",
      "/ADMIN",
      "/dev/outbox",
      "/profile/alerts",
      "/alerts/manage?token=x",
      "/alerts/unsubscribe?token=x",
    ]) {
      expect(await cacheControl(path), path).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it("is public, with a shared cache's limits, on anonymous public pages and their data requests", async () => {
    for (const path of ["/", "/about", "/_root.data", "/about.data"]) {
      expect(await cacheControl(path), path).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it("leaves public pages and static files as they were", async () => {
    expect(await cacheControl("/robots.txt")).toBe("public, max-age=86400");
    expect(await cacheControl("/about")).not.toBe(PRIVATE_CACHE_CONTROL);
    expect(await cacheControl("/favicon.svg", { cookie: "civiclens.session_token=anything" })).not.toBe(
      PRIVATE_CACHE_CONTROL,
    );
    // Another site's cookie of a similar name is not a session.
    expect(await cacheControl("/robots.txt", { cookie: "civiclens_theme=dark" })).toBe(
      "public, max-age=86400",
    );
  });
});
