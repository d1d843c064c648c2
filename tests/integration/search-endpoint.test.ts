import { beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/functions.search-city-videos";
import { createCity, createVideoWithSegments as createVideo } from "../factories/cities";
import { transcriptOfLength } from "../factories/meetings";

const URL_PATH = "http://localhost/functions/v1/searchCityVideos";

async function post(body: unknown, init: { raw?: string; method?: string } = {}) {
  const request = new Request(URL_PATH, {
    method: init.method ?? "POST",
    headers: { "Content-Type": "application/json" },
    body: init.raw ?? JSON.stringify(body),
  });
  const response = (await action({ request, params: {}, context: {} } as never)) as Response;
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let cityId: string;

beforeAll(async () => {
  const city = await createCity();
  cityId = city.id;
  for (let index = 1; index <= 25; index++) {
    await createVideo(city.id, {
      title: `Zoning session ${index}`,
      description: index === 1 ? "Rezoning of the harbor" : null,
      transcript: transcriptOfLength(300, `item ${index} about zoning on the harbor`),
      publishedAt: new Date(Date.UTC(2026, 0, index)),
    });
  }
});

describe("POST /functions/v1/searchCityVideos", () => {
  it("answers {results} with the spec's fields, 20 by default", async () => {
    const { status, body } = await post({ cityId, query: "  zoning  " });
    expect(status).toBe(200);
    const results = body.results as Record<string, unknown>[];
    expect(results).toHaveLength(20);
    expect(Object.keys(results[0] ?? {}).sort()).toEqual(
      ["description", "id", "moments", "published_at", "score", "snippet", "title", "video_url"].sort(),
    );
    expect(results[0]?.snippet).toContain("<mark>zoning</mark>");
    expect(typeof results[0]?.score).toBe("number");
  });

  it("honours limit from 1 to 50", async () => {
    expect(((await post({ cityId, query: "zoning", limit: 1 })).body.results as unknown[]).length).toBe(1);
    expect(((await post({ cityId, query: "zoning", limit: 50 })).body.results as unknown[]).length).toBe(25);
  });

  it("answers an empty list when nothing matches", async () => {
    expect(await post({ cityId, query: "xylophone" })).toEqual({ status: 200, body: { results: [] } });
  });

  // The table is built before beforeAll runs, so "CITY" stands for the city's id until the test swaps it in.
  it.each([
    [{ cityId: "CITY", query: "" }, "Enter a search term."],
    [{ cityId: "CITY", query: "   \t " }, "Enter a search term."],
    [{ cityId: "CITY" }, "The query must be text."],
    [{ cityId: "CITY", query: 42 }, "The query must be text."],
    [{ cityId: "CITY", query: "z".repeat(201) }, "Search terms must be at most 200 characters."],
    [{ cityId: "not-a-uuid", query: "zoning" }, "cityId must be the id of a city."],
    [{ cityId: "'; drop table cities; --", query: "zoning" }, "cityId must be the id of a city."],
    [{ query: "zoning" }, "cityId must be the id of a city."],
    [{ cityId: "CITY", query: "zoning", limit: 0 }, "limit must be a whole number from 1 to 50."],
    [{ cityId: "CITY", query: "zoning", limit: 51 }, "limit must be a whole number from 1 to 50."],
    [{ cityId: "CITY", query: "zoning", limit: 2.5 }, "limit must be a whole number from 1 to 50."],
    [{ cityId: "CITY", query: "zoning", limit: "5" }, "limit must be a whole number from 1 to 50."],
  ])("answers 400 for %j", async (body, message) => {
    const answer = await post({ ...body, ...("cityId" in body && body.cityId === "CITY" ? { cityId } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });

  it("accepts a query of exactly 200 characters after trimming", async () => {
    const answer = await post({ cityId, query: ` ${"zoning ".repeat(28).slice(0, 200)} ` });
    expect(answer.status).toBe(200);
  });

  it("answers 400 for a body that is not JSON", async () => {
    const answer = await post(null, { raw: "{cityId:" });
    expect(answer).toEqual({ status: 400, body: { error: "The request body is not valid JSON." } });
  });

  it("answers 404 for a well-formed id of no city", async () => {
    const answer = await post({ cityId: "00000000-0000-4000-8000-000000000000", query: "zoning" });
    expect(answer).toEqual({ status: 404, body: { error: "City not found" } });
  });

  it("answers 405 to GET and to other methods", async () => {
    const get = (await loader({
      request: new Request(URL_PATH),
      params: {},
      context: {},
    } as never)) as Response;
    expect(get.status).toBe(405);
    expect(get.headers.get("Allow")).toBe("POST");
    expect((await post({ cityId, query: "zoning" }, { method: "PUT" })).status).toBe(405);
  });
});
