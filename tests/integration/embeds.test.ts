// The embed page (issue #18): a public city's latest meetings and stories as a document of its own, in the city's
// colour, with no script; the city page offers the snippets.
import { describe, expect, it } from "vitest";
import { CITY_NOT_FOUND } from "~/features/cities/cities.constants";
import { EMBED_ON_YOUR_SITE } from "~/features/embeds/embeds.copy";
import { loader } from "~/routes/embed.city";
import { createAnalysedVideo, newsStory } from "../factories/analysis";
import { createCity, createVideo } from "../factories/cities";
import { testHttpServerForFile } from "../setup/http-app-server";

async function embed(locationKey: string) {
  return (await loader({
    request: new Request(`http://localhost/embed/city/${locationKey}`),
    params: { locationKey },
    context: { cspNonce: "test" },
  } as never)) as Response;
}

describe("the embed page", () => {
  it("lists the newest meetings and stories with links to the site, in the city's colour, without a script", async () => {
    const city = await createCity({ name: "Harbor Point", primaryColor: "#1E40AF" });
    for (let day = 1; day <= 7; day++) {
      await createVideo(city.id, {
        title: `Meeting of March ${day}`,
        publishedAt: new Date(Date.UTC(2026, 2, day)),
      });
    }
    const withStory = await createAnalysedVideo(city.id, {
      story: newsStory({ headline: "Council <b>approves</b> repaving" }),
      overrides: { title: "Council of March 9", publishedAt: new Date(Date.UTC(2026, 2, 9)) },
    });
    const response = await embed(city.locationKey);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
    expect(html).not.toContain("<script");
    expect(html).toContain("background:#1e40af;color:#ffffff");
    expect(html).toContain('<base href="http://localhost:3000/" target="_blank"/>');
    const meetingTitles = [...html.matchAll(/<a href="\/city\/[^"]+\/meeting\/[^"]+">([^<]+)<\/a>/g)].map(
      (m) => m[1],
    );
    expect(meetingTitles).toEqual([
      "Council of March 9",
      "Meeting of March 7",
      "Meeting of March 6",
      "Meeting of March 5",
      "Meeting of March 4",
    ]);
    expect(html).toContain(
      `<a href="/city/${city.locationKey}/meeting-story/${withStory.id}">Council &lt;b&gt;approves&lt;/b&gt; repaving</a>`,
    );
    expect(html).toContain('<time dateTime="2026-03-09T00:00:00.000Z">Mar 9, 2026</time>');
  });

  it("is not found for a city that is not public", async () => {
    const hidden = await createCity({ status: "New" });
    const response = await embed(hidden.locationKey);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(CITY_NOT_FOUND);
  });
});

describe("over HTTP", () => {
  const server = testHttpServerForFile();

  it("the city page offers both snippets in a disclosure, and the embed page may be framed", async () => {
    const city = await createCity();
    const page = await (await fetch(`${server.origin}/city/${city.locationKey}`)).text();
    expect(page).toContain(EMBED_ON_YOUR_SITE);
    expect(page).toContain(`data-city=&quot;${city.locationKey}&quot;`);
    expect(page).toContain(`/embed/city/${city.locationKey}&quot;`);
    // Helmet's X-Frame-Options stays on every page but the embed (CSP frame-ancestors is checked in the browser
    // tests against the built server, where the policy is on).
    const cityPage = await fetch(`${server.origin}/city/${city.locationKey}`);
    expect(cityPage.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const framed = await fetch(`${server.origin}/embed/city/${city.locationKey}`);
    expect(framed.status).toBe(200);
    expect(framed.headers.get("x-frame-options")).toBeNull();
  });
});
