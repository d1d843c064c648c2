import { describe, expect, it } from "vitest";
import { loader as cityLoader } from "~/routes/city";
import { loader as homeLoader } from "~/routes/home";
import { loader as notFoundLoader } from "~/routes/not-found";
import { createCity, createVideo } from "../factories/cities";

const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`http://localhost${path}`), params, context: { cspNonce: "test" } }) as never;

/** What a loader threw with `data(message, { status })`: its status and message. */
async function thrownBy(run: () => unknown): Promise<{ status?: number; data: unknown }> {
  try {
    await run();
  } catch (error) {
    const thrown = error as { init?: { status?: number }; data: unknown };
    return { status: thrown.init?.status, data: thrown.data };
  }
  throw new Error("expected a thrown response");
}

describe("home loader", () => {
  it("lists Live cities only, by name", async () => {
    await createCity({ name: "Zeta Falls", status: "Live" });
    await createCity({ name: "Alpha Springs", status: "Live" });
    await createCity({ name: "Hidden Hollow", status: "New" });
    await createCity({ name: "Old Harbor", status: "Archive" });
    const { cities } = await homeLoader(args("/"));
    const names = cities.map((city) => city.name);
    expect(names).toContain("Alpha Springs");
    expect(names).not.toContain("Hidden Hollow");
    expect(names).not.toContain("Old Harbor");
    expect(names.indexOf("Alpha Springs")).toBeLessThan(names.indexOf("Zeta Falls"));
  });
});

describe("city loader", () => {
  it("reads the city and its ten newest meetings, newest first", async () => {
    const city = await createCity();
    for (let day = 1; day <= 12; day++) {
      await createVideo(city.id, {
        title: `Meeting of day ${day}`,
        publishedAt: new Date(Date.UTC(2026, 0, day)),
      });
    }
    const result = await cityLoader(args(`/city/${city.locationKey}`, { locationKey: city.locationKey }));
    expect(result.city.name).toBe(city.name);
    expect(result.videos.map((video) => video.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => `Meeting of day ${day}`),
    );
    expect(result.videoCount).toBe(12);
  });

  it("answers 404 City not found for an unknown key", async () => {
    const error = await thrownBy(() => cityLoader(args("/city/nowhere", { locationKey: "nowhere" })));
    expect(error).toEqual({ status: 404, data: "City not found" });
  });

  it("opens an archived city by its key, and hides a Test city from visitors (ADR 0024)", async () => {
    const city = await createCity({ status: "Archive" });
    const result = await cityLoader(args(`/city/${city.locationKey}`, { locationKey: city.locationKey }));
    expect(result.city.status).toBe("Archive");
    const hidden = await createCity({ status: "Test" });
    const error = await thrownBy(() =>
      cityLoader(args(`/city/${hidden.locationKey}`, { locationKey: hidden.locationKey })),
    );
    expect(error).toEqual({ status: 404, data: "City not found" });
  });
});

describe("not-found route", () => {
  it("answers 404 with the spec's words", async () => {
    const error = await thrownBy(() => notFoundLoader());
    expect(error).toEqual({ status: 404, data: "Oops! Page not found" });
  });
});
