// Loaders called directly, without the HTTP edge that refuses a NUL in any address (issue #12): every route module
// in app/routes.ts, with a NUL in each path parameter and in every query parameter a loader reads, as anonymous and
// admin. Each must answer 4xx (or render, dropping the value) and never reach PostgreSQL with the NUL.
import { describe, expect, it } from "vitest";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { TEXT_NOT_ALLOWED } from "~/lib/text-input";
import routes from "~/routes";
import { loader as cityFeedLoader } from "~/routes/city-feed";
import { loader as meetingLoader } from "~/routes/meeting";
import { loader as searchLoader } from "~/routes/search";
import { createUser, sessionCookie } from "../factories/accounts";
import { createCity, createVideoWithSegments } from "../factories/cities";

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };
type Loader = (args: unknown) => unknown;

const flatten = (entries: RouteEntry[]): RouteEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const entries = flatten(routes as unknown as RouteEntry[]).filter((entry) => entry.path !== undefined);

/** Every query parameter a loader reads. */
const QUERY_NAMES = ["q", "t", "city", "sort", "page", "show", "source", "cityId", "urlId", "videoId"];
const MORE_QUERY_NAMES = [
  "sourceUrlId",
  "state",
  "name",
  "letter",
  "text",
  "category",
  "subcategory",
  "request",
  "kind",
];

function args(path: string, params: Record<string, string>, cookie?: string) {
  const headers = new Headers({ "x-civiclens-client-ip": "203.0.113.40" });
  if (cookie) headers.set("cookie", cookie);
  return {
    request: new Request(`http://localhost:3000${path}`, { headers }),
    params,
    context: { cspNonce: "t" },
  };
}

/** The status a loader answered with, whether it returned or threw (a Response, a data() or an error). */
async function statusOf(run: () => unknown): Promise<{ status: number; data?: unknown }> {
  try {
    const result = await run();
    if (result instanceof Response) return { status: result.status };
    const init = (result as { init?: { status?: number } } | undefined)?.init;
    return { status: init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const { init, data } = thrown as { init?: { status?: number }; data?: unknown };
    if (init?.status) return { status: init.status, data };
    return { status: 500, data: String(thrown) };
  }
}

describe("loaders called directly refuse a NUL without reaching the database", () => {
  it("answers the named search and meeting inputs with 400 and the feed's bad key with 404", async () => {
    const city = await createCity();
    const video = await createVideoWithSegments(city.id, { transcript: "The council discussed the budget." });
    for (const query of ["q=a%00b", "city=%00", "sort=%00", "page=%00"]) {
      expect(await statusOf(() => searchLoader(args(`/search?${query}`, {}) as never))).toEqual({
        status: 400,
        data: TEXT_NOT_ALLOWED,
      });
    }
    expect(
      await statusOf(() => searchLoader(args("/city/x/search?q=budget", { locationKey: "a\0" }) as never)),
    ).toEqual({ status: 404, data: CITY_NOT_FOUND });
    const meeting = `/city/${city.locationKey}/meeting/${video.id}`;
    const params = { locationKey: city.locationKey, videoId: video.id };
    for (const query of ["q=a%00b", "t=%00"]) {
      expect(await statusOf(() => meetingLoader(args(`${meeting}?${query}`, params) as never))).toEqual({
        status: 400,
        data: TEXT_NOT_ALLOWED,
      });
    }
    const feed = (await cityFeedLoader(
      args("/city/a/feed.xml", { locationKey: "a\0" }) as never,
    )) as Response;
    expect(feed.status).toBe(404);
    expect(await feed.text()).toBe(CITY_NOT_FOUND);
  });

  it("walks every loader in the route table with a NUL in each parameter and each query value", async () => {
    const city = await createCity();
    const video = await createVideoWithSegments(city.id, { transcript: "The council voted." });
    const admin = await createUser({ admin: true });
    const cookies = [undefined, await sessionCookie(admin.email)];
    const valid: Record<string, string> = {
      locationKey: city.locationKey,
      videoId: video.id,
      businessKey: "b",
    };
    const answers: string[] = [];
    for (const entry of entries) {
      const module = (await import(`../../app/${entry.file}`)) as { loader?: Loader };
      const loader = module.loader;
      if (!loader) continue;
      const names = [...(entry.path ?? "").matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? "");
      const params = Object.fromEntries(names.map((name) => [name, valid[name] ?? "x"]));
      if (entry.path?.endsWith("*")) params["*"] = "x";
      const path = `/${(entry.path ?? "").replace(/:([A-Za-z]+)/g, (_, name: string) => params[name] ?? "x")}`;
      const cases: { path: string; params: Record<string, string> }[] = [
        ...names.map((name) => ({ path, params: { ...params, [name]: `${params[name]}\0` } })),
        { path: `${path}?${QUERY_NAMES.map((name) => `${name}=%00`).join("&")}`, params },
        { path: `${path}?${MORE_QUERY_NAMES.map((name) => `${name}=a%00`).join("&")}`, params },
      ];
      for (const cookie of cookies) {
        for (const item of cases) {
          const { status, data } = await statusOf(() => loader(args(item.path, item.params, cookie)));
          if (status >= 500) answers.push(`${status} ${entry.file} ${JSON.stringify(item)}: ${String(data)}`);
        }
      }
    }
    expect(answers).toEqual([]);
  });
});
