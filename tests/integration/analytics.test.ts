import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakePlausible } from "../fakes/plausible";

let fake: Awaited<ReturnType<typeof startFakePlausible>>;

beforeAll(async () => {
  fake = await startFakePlausible();
});
afterAll(async () => {
  await fake.close();
  vi.unstubAllEnvs();
});

async function loadAnalytics(variables: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(variables)) vi.stubEnv(name, value);
  return import("~/lib/analytics.server");
}

describe("analytics", () => {
  it("sends nothing when no endpoint is configured", async () => {
    const analytics = await loadAnalytics({ ANALYTICS_URL: "" });
    expect(analytics.analyticsEnabled()).toBe(false);
    analytics.trackEvent({ name: "Search", path: "/search?q=budget" });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(fake.events).toHaveLength(0);
  });

  it("sends the event with the path only, no query, no cookies and no client details", async () => {
    const analytics = await loadAnalytics({
      ANALYTICS_URL: fake.url,
      PUBLIC_URL: "http://localhost:3000",
      ANALYTICS_DOMAIN: "civic.example.org",
    });
    analytics.trackEvent({ name: "Search", path: "/search?q=my+neighbour%27s+address" });
    await vi.waitFor(() => expect(fake.events).toHaveLength(1));
    const [event] = fake.events;
    expect(event?.body).toEqual({
      name: "Search",
      url: "http://localhost:3000/search",
      domain: "civic.example.org",
    });
    expect(event?.headers.cookie).toBeUndefined();
    expect(event?.headers["x-forwarded-for"]).toBeUndefined();
    expect(event?.headers["user-agent"]).toBe("CivicLens");
  });

  it("never lets an unreachable endpoint reach the caller", async () => {
    const analytics = await loadAnalytics({ ANALYTICS_URL: "http://127.0.0.1:9" });
    expect(() => analytics.trackEvent({ name: "Contact", path: "/contact" })).not.toThrow();
  });
});
