// Every admin page and admin API in the route table refuses anonymous visitors and members, and admits admins.
// The list is read from app/routes.ts, so a new admin route is covered the day it is added.
import { beforeAll, describe, expect, it } from "vitest";
import routes from "~/routes";
import { createUser, sessionCookie } from "../factories/accounts";

type RouteEntry = { path?: string; file: string; id?: string; children?: RouteEntry[] };

function flatten(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
}

/** Public by the spec: the prototype pages (no gating) and the search function. */
const PUBLIC_EXCEPTIONS = [/^admin\/proto\//, /^functions\/v1\/searchCityVideos$/];

/** Forms anyone may post. Every other action in the route table is an admin action and is checked below. */
const PUBLIC_ACTIONS = new Set([
  "routes/home.tsx",
  "routes/contact.tsx",
  "routes/auth.tsx",
  "routes/auth.sign-out.ts",
  "routes/auth.forgot-password.tsx",
  "routes/profile.tsx",
  "routes/api.auth.ts",
  // Alerts (issue #17): anyone may follow, confirm or unsubscribe by a signed link, or manage by one; a member
  // manages their own.
  "routes/alerts.follow.ts",
  "routes/alerts.confirm.tsx",
  "routes/alerts.unsubscribe.tsx",
  "routes/alerts.manage.tsx",
  "routes/profile.alerts.tsx",
  // Open data (issue #18): the read-only API answers every method itself (a write is its 405), and MCP's JSON-RPC
  // arrives as POSTs that only read.
  "routes/api.v1.ts",
  "routes/mcp.ts",
  // The paid directory (issue #20): a member's own listings, checked per listing (requireOwnedListing, tested in
  // my-business-owners.test.ts), and Stripe's webhook, which answers only a signed event.
  "routes/my-business.tsx",
  "routes/my-business.new.tsx",
  "routes/my-business.claim.tsx",
  "routes/my-business.invite.tsx",
  "routes/webhooks.stripe.ts",
]);

const allRoutes = flatten(routes as unknown as RouteEntry[]);
const guarded = allRoutes.filter(
  (entry) =>
    entry.path !== undefined &&
    /^(admin|functions\/v1\/)/.test(entry.path) &&
    !PUBLIC_EXCEPTIONS.some((pattern) => pattern.test(entry.path ?? "")),
);

/** Admin actions living on public pages (re-analyse, rewrite, fetch transcript): every other module with an action. */
const adminActionsOnPublicPages: RouteEntry[] = [];
for (const entry of allRoutes) {
  if (entry.path === undefined || guarded.includes(entry) || PUBLIC_ACTIONS.has(entry.file)) continue;
  if (PUBLIC_EXCEPTIONS.some((pattern) => pattern.test(entry.path ?? ""))) continue;
  const module = (await import(`../../app/${entry.file}`)) as Record<string, unknown>;
  if (typeof module.action === "function") adminActionsOnPublicPages.push(entry);
}

/** One member and one admin for every route: the checks read the session's role and change nothing. */
let member: string;
let admin: string;
beforeAll(async () => {
  member = await sessionCookie((await createUser()).email);
  admin = await sessionCookie((await createUser({ admin: true })).email);
});

function concretePath(path: string): string {
  return `/${path.replace(/:[A-Za-z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "x")}`;
}

/** The HTTP status a loader or action produced, whether it returned or threw. */
async function statusOf(run: () => unknown): Promise<{ status: number; location?: string | null }> {
  try {
    const result = await run();
    if (result instanceof Response)
      return { status: result.status, location: result.headers.get("location") };
    const init = (result as { init?: { status?: number } } | undefined)?.init;
    return { status: init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("location") };
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return { status: init.status };
    return { status: 500 };
  }
}

function request(path: string, method: "GET" | "POST", cookie?: string): Request {
  const headers = new Headers({ "x-civiclens-client-ip": "203.0.113.9", "content-type": "application/json" });
  if (cookie) headers.set("cookie", cookie);
  return new Request(`http://localhost:3000${path}`, {
    method,
    headers,
    body: method === "POST" ? "{}" : undefined,
  });
}

describe("admin actions on public pages", () => {
  it("finds the admin actions of the meeting, story and city pages", () => {
    expect(adminActionsOnPublicPages.map((entry) => entry.file)).toEqual(
      expect.arrayContaining(["routes/city.tsx", "routes/meeting.tsx", "routes/meeting-story.tsx"]),
    );
  });

  for (const entry of adminActionsOnPublicPages) {
    const path = concretePath(entry.path ?? "");
    it(`${path} (${entry.file}): a post needs an admin`, async () => {
      const module = (await import(`../../app/${entry.file}`)) as Record<string, unknown>;
      const action = module.action as (args: unknown) => unknown;
      const params = { locationKey: "nowhere", videoId: "00000000-0000-4000-8000-000000000000" };
      const call = (cookie?: string) => () =>
        action({ request: request(path, "POST", cookie), params, context: {} });
      const anonymous = await statusOf(call());
      expect(anonymous.status).toBe(302);
      expect(anonymous.location).toMatch(/^\/auth\?redirectTo=/);
      expect((await statusOf(call(member))).status).toBe(403);
      expect([401, 403]).not.toContain((await statusOf(call(admin))).status);
    });
  }
});

describe("server-side admin checks", () => {
  it("finds the admin routes in the route table", () => {
    expect(guarded.map((entry) => entry.path)).toContain("admin");
  });

  for (const entry of guarded) {
    const path = concretePath(entry.path ?? "");
    const isApi = path.startsWith("/functions/");

    it(`${path}: anonymous ${isApi ? "401" : "-> /auth"}, member 403, admin allowed`, async () => {
      const module = (await import(`../../app/${entry.file}`)) as Record<string, unknown>;
      const handlers = (["loader", "action"] as const).filter((name) => typeof module[name] === "function");
      expect(handlers.length).toBeGreaterThan(0);

      for (const name of handlers) {
        const handler = module[name] as (args: unknown) => unknown;
        const method = name === "loader" ? "GET" : "POST";
        const call = (cookie?: string) => () =>
          handler({
            request: request(path, method, cookie),
            params: { videoId: "00000000-0000-4000-8000-000000000000" },
            context: {},
          });

        // Server functions answer only POST: a GET is 405 for everyone and reveals nothing.
        if (isApi && method === "GET") {
          for (const cookie of [undefined, member, admin])
            expect((await statusOf(call(cookie))).status).toBe(405);
          continue;
        }
        const anonymous = await statusOf(call());
        if (isApi) expect(anonymous.status, `${name} anonymous`).toBe(401);
        else {
          expect(anonymous.status, `${name} anonymous`).toBe(302);
          expect(anonymous.location).toMatch(/^\/auth\?redirectTo=/);
        }
        expect((await statusOf(call(member))).status, `${name} member`).toBe(403);
        expect([401, 403]).not.toContain((await statusOf(call(admin))).status);
      }
    });
  }
});
